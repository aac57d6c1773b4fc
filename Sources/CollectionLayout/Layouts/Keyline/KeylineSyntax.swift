/// The text forms of the keyline carousel's `weights` (`1,3,1`) and custom
/// `keylines` (`offset:maskedSize,…`).
public enum KeylineSyntax {
    /// The positive weights of `1,3,1`.
    ///
    /// - Throws: `ExpressionError` at the part that is not a positive number.
    /// - Complexity: O(c) for c characters.
    public static func weights(_ text: String) throws(ExpressionError) -> [Double] {
        var result: [Double] = []
        var column = 1
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = part.trimmingCharacters(in: .whitespaces)
            guard let v = Double(trimmed), v.isFinite, v > 0 else {
                throw ExpressionError(column: column, message: "expected a positive weight, found '\(part)'")
            }
            result.append(v)
            column += part.count + 1
        }
        return result
    }

    /// The keylines of `offset:maskedSize,…`: offsets (the slots' centres,
    /// from the viewport's leading edge) increasing, sizes positive.
    ///
    /// - Throws: `ExpressionError` at the keyline that does not read.
    /// - Complexity: O(c) for c characters.
    public static func keylines(_ text: String) throws(ExpressionError) -> [Keyline] {
        var result: [Keyline] = []
        var column = 1
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let pair = part.split(separator: ":", omittingEmptySubsequences: false)
            guard pair.count == 2,
                  let offset = Double(pair[0].trimmingCharacters(in: .whitespaces)), offset.isFinite,
                  let size = Double(pair[1].trimmingCharacters(in: .whitespaces)), size.isFinite else {
                throw ExpressionError(column: column, message: "expected offset:maskedSize, found '\(part)'")
            }
            guard size > 0 else {
                throw ExpressionError(column: column, message: "a keyline's masked size must be positive, found '\(part)'")
            }
            if let previous = result.last, offset <= previous.offset {
                throw ExpressionError(column: column, message: "keylines' offsets must increase, found '\(part)'")
            }
            result.append(Keyline(offset: offset, maskedSize: size))
            column += part.count + 1
        }
        return result
    }
}
