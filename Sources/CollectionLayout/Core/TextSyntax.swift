import Foundation

/// The syntaxes a text parameter can be written in, each checked when the
/// value is set.
public enum TextSyntax: String, Sendable, Hashable, CaseIterable {
    /// One arithmetic `LayoutExpression` (`1 - abs(offset) * 0.5`).
    case expression
    /// A `TransformChain` (`translate(offset*itemWidth, 0, 0) rotate(-offset, 0, 1, 0)`).
    case transformChain
    /// Two finite numbers `x,y` (`0,0`).
    case numberPair

    /// Checks that `text` reads in this syntax.
    ///
    /// - Throws: `ExpressionError` naming the column and what was expected.
    /// - Complexity: O(c) for c characters.
    public func check(_ text: String) throws(ExpressionError) {
        switch self {
        case .expression: _ = try LayoutExpression(text)
        case .transformChain: _ = try TransformChain(text)
        case .numberPair: _ = try Self.numberPair(text)
        }
    }

    /// The two numbers of `x,y`.
    ///
    /// - Throws: `ExpressionError` at the part that is not a finite number.
    public static func numberPair(_ text: String) throws(ExpressionError) -> (Double, Double) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            throw ExpressionError(column: 1, message: "expected two numbers x,y")
        }
        var values: [Double] = []
        var column = 1
        for part in parts {
            guard let v = Double(part.trimmingCharacters(in: .whitespaces)), v.isFinite else {
                throw ExpressionError(column: column, message: "expected a finite number, found '\(part)'")
            }
            values.append(v)
            column += part.count + 1
        }
        return (values[0], values[1])
    }
}

extension LayoutParameters {
    /// The value of `key` as text ("" when it is not text).
    public func text(_ key: String) -> String {
        if case .text(let v) = self[key] { return v }
        assertionFailure("\(key) is not text"); return ""
    }

    /// `text(_:)` by a key enum's case.
    public func text<Key: RawRepresentable>(_ key: Key) -> String where Key.RawValue == String {
        text(key.rawValue)
    }
}
