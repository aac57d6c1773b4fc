/// What is wrong with the text of an expression or a transform chain: the
/// 1-based column of the character where reading stopped and what was
/// expected there, as one line (`column 14: expected ')' after the
/// arguments of rotate`).
public struct ExpressionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based column (in characters) where the problem was found.
    public var column: Int
    /// What was expected there, or what is wrong.
    public var message: String

    /// An error at `column` saying `message`.
    public init(column: Int, message: String) {
        self.column = column
        self.message = message
    }

    /// `column N: message`.
    public var description: String { "column \(column): \(message)" }
}
