import Foundation

/// What is wrong with the text of an expression or a transform chain: the
/// 1-based column of the character where reading stopped and what was
/// expected there, as one line (`column 14: expected ')' after the
/// arguments of rotate`).
///
/// The message is kept as an English template with named placeholders
/// (`expected ')' after the arguments of {name}`) and their values, so that
/// an app can look the template up in its translations and fill it in
/// (`description(translating:)`).
public struct ExpressionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based column (in characters) where the problem was found.
    public var column: Int
    /// The message with `{name}` placeholders, in English: the text to translate.
    public var template: String
    /// The placeholders' values.
    public var arguments: [String: String]
    /// How many characters from `column` the problem spans (a whole unknown
    /// name), for an app to mark them.
    public var length: Int
    /// The 1-based line and the column within it, for a text of several
    /// lines (nil for one line): the one line then names both.
    public var lineAndColumn: (line: Int, column: Int)?

    /// An error at `column` whose message is `template` with `arguments`
    /// filled in, spanning `length` characters.
    public init(at column: Int, _ template: String, _ arguments: [String: String] = [:], length: Int = 1) {
        self.column = column
        self.template = template
        self.arguments = arguments
        self.length = max(1, length)
    }

    /// The same error with its line and column within the line, when `text`
    /// (the text that was read) has several lines.
    ///
    /// - Complexity: O(c) for the c characters before the column.
    public func located(in text: String) -> ExpressionError {
        guard text.contains("\n") else { return self }
        var line = 1, lineStart = 1
        for (i, c) in text.prefix(max(0, column - 1)).enumerated() where c == "\n" {
            line += 1
            lineStart = i + 2
        }
        var located = self
        located.lineAndColumn = (line, column - lineStart + 1)
        return located
    }

    /// An error at `column` saying `message` (no placeholders).
    public init(column: Int, message: String) {
        self.init(at: column, message)
    }

    /// What was expected there, or what is wrong, in English.
    public var message: String { Self.fill(template, arguments) }

    /// The template of the whole line: `column {column}: {message}`.
    public static let lineTemplate = "column {column}: {message}"
    /// The template of the whole line in a text of several lines.
    public static let lineAndColumnTemplate = "line {line}, column {column}: {message}"

    /// `column N: message`.
    public var description: String { description(translating: { $0 }) }

    /// The one line with every template passed through `translate` (the
    /// app's gettext lookup) before it is filled in. "the end", the one
    /// phrase a placeholder can hold, is translated too.
    public func description(translating translate: (String) -> String) -> String {
        let values = arguments.mapValues { $0 == ExpressionToken.endText ? translate($0) : $0 }
        let message = Self.fill(translate(template), values)
        if let (line, column) = lineAndColumn {
            return Self.fill(translate(Self.lineAndColumnTemplate),
                             ["line": "\(line)", "column": "\(column)", "message": message])
        }
        return Self.fill(translate(Self.lineTemplate), ["column": "\(column)", "message": message])
    }

    /// `template` with each `{key}` replaced by its value.
    static func fill(_ template: String, _ arguments: [String: String]) -> String {
        var text = template
        for (key, value) in arguments { text = text.replacingOccurrences(of: "{\(key)}", with: value) }
        return text
    }

    public static func == (a: Self, b: Self) -> Bool { a.column == b.column && a.message == b.message }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(column)
        hasher.combine(message)
    }
}
