/// Why a batch update cannot be applied: malformed text, an index out of
/// range or used twice. The description is the one line the command line
/// prints.
public struct BatchUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, naming the operation.
    public var message: String

    /// An error saying `message`.
    public init(_ message: String) { self.message = message }

    /// `invalid update: <message>`.
    public var description: String { "invalid update: \(message)" }
}
