/// One token of an expression and the column it starts at.
struct ExpressionToken: Equatable, Sendable {
    /// What the token is.
    enum Kind: Equatable, Sendable {
        /// A number literal.
        case number(Double)
        /// A variable or function name.
        case name(String)
        /// An operator or punctuation: `+ - * / % ^ ( ) , ? : < <= > >= == !=`.
        case symbol(String)
        /// The end of the text.
        case end
    }

    var kind: Kind
    /// The 1-based column of the token's first character.
    var column: Int

    /// The token as the user wrote it, for messages.
    var text: String {
        switch kind {
        case .number(let v): return formatNumber(v)
        case .name(let n): return n
        case .symbol(let s): return s
        case .end: return Self.endText
        }
    }

    /// What a message calls the end of the text.
    static let endText = "the end"

    /// `'text'`, or "the end".
    var quoted: String { kind == .end ? Self.endText : "'\(text)'" }
}

/// Splits expression text into tokens. Accepts U+2212 (−) as a minus sign,
/// since that is how the specification prints it.
enum ExpressionTokenizer {
    /// The most characters an expression may have; longer text is refused
    /// rather than parsed.
    static let maximumLength = 10_000

    /// The tokens of `text`, ending with `.end`.
    ///
    /// - Throws: `ExpressionError` at an unexpected character or a malformed number.
    /// - Complexity: O(c) for c characters.
    static func tokens(of text: String) throws(ExpressionError) -> [ExpressionToken] {
        let chars = Array(text)
        guard chars.count <= maximumLength else {
            throw ExpressionError(at: maximumLength + 1, "expected at most {count} characters", ["count": "\(maximumLength)"])
        }
        var tokens: [ExpressionToken] = []
        var i = 0
        while i < chars.count {
            let c = chars[i]
            let column = i + 1
            if c.isWhitespace { i += 1; continue }
            if c.isASCII, c.isNumber || (c == "." && i + 1 < chars.count && chars[i + 1].isASCII && chars[i + 1].isNumber) {
                let (value, next) = try number(chars, from: i)
                tokens.append(ExpressionToken(kind: .number(value), column: column))
                i = next
                continue
            }
            if c.isASCII, c.isLetter || c == "_" {
                var j = i
                while j < chars.count, chars[j].isASCII, chars[j].isLetter || chars[j].isNumber || chars[j] == "_" { j += 1 }
                tokens.append(ExpressionToken(kind: .name(String(chars[i..<j])), column: column))
                i = j
                continue
            }
            let two = i + 1 < chars.count ? String([c, chars[i + 1]]) : ""
            if ["<=", ">=", "==", "!="].contains(two) {
                tokens.append(ExpressionToken(kind: .symbol(two), column: column))
                i += 2
                continue
            }
            let symbol: String
            switch c {
            case "+", "-", "*", "/", "%", "^", "(", ")", ",", "?", ":", "<", ">": symbol = String(c)
            case "\u{2212}": symbol = "-"
            default:
                throw ExpressionError(at: column, "unexpected character '{character}'", ["character": String(c)])
            }
            tokens.append(ExpressionToken(kind: .symbol(symbol), column: column))
            i += 1
        }
        tokens.append(ExpressionToken(kind: .end, column: chars.count + 1))
        return tokens
    }

    /// Reads `digits [. digits] [e [+-] digits]` from `start`.
    private static func number(_ chars: [Character], from start: Int) throws(ExpressionError) -> (Double, Int) {
        var j = start
        func digits() { while j < chars.count, chars[j].isASCII, chars[j].isNumber { j += 1 } }
        digits()
        if j < chars.count, chars[j] == "." { j += 1; digits() }
        if j < chars.count, chars[j] == "e" || chars[j] == "E" {
            var k = j + 1
            if k < chars.count, chars[k] == "+" || chars[k] == "-" { k += 1 }
            guard k < chars.count, chars[k].isASCII, chars[k].isNumber else {
                throw ExpressionError(at: k + 1, "expected the digits of the exponent")
            }
            j = k
            digits()
        }
        let text = String(chars[start..<j])
        guard let value = Double(text) else {
            throw ExpressionError(at: start + 1, "expected a number, found '{text}'", ["text": text])
        }
        return (value, j)
    }
}
