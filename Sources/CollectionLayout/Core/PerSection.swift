import Foundation

/// A value a `PerSection` list holds, written as one comma-free token.
public protocol PerSectionValue: Hashable, Sendable {
    /// What a list of these values is called in error messages ("behaviours").
    static var listName: String { get }
    /// The value `token` names.
    ///
    /// - Throws: a one-line reason naming what was expected.
    init(token: String) throws(PerSectionError)
    /// The value written back as its token.
    var token: String { get }
}

/// Why a token of a per-section list does not read.
public struct PerSectionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based column where the bad token starts.
    public var column: Int
    /// What was expected, in one line.
    public var message: String

    /// An error at `column` saying `message`.
    public init(column: Int = 1, message: String) {
        self.column = column
        self.message = message
    }

    /// "column N: message".
    public var description: String { "column \(column): \(message)" }
}

/// A comma-separated list of values, one per section in order, the last
/// repeating for every further section: `paging,none` is `paging` for
/// section 0 and `none` for sections 1, 2, …
public struct PerSection<Value: PerSectionValue>: Hashable, Sendable {
    /// The values as written; never empty.
    public private(set) var values: [Value]

    /// A list of `values`; one value applies to every section.
    ///
    /// - Precondition: `values` is not empty.
    public init(_ values: [Value]) {
        precondition(!values.isEmpty, "a per-section list needs a value")
        self.values = values
    }

    /// The list written as `text` (`paging, none`; spaces around the commas are allowed).
    ///
    /// - Throws: `PerSectionError` at the first token that does not read.
    public init(parsing text: String) throws(PerSectionError) {
        var values: [Value] = []
        var column = 1
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let token = part.trimmingCharacters(in: .whitespaces)
            guard !token.isEmpty else {
                throw PerSectionError(column: column, message: "expected one of the \(Value.listName), found nothing")
            }
            do {
                values.append(try Value(token: token))
            } catch {
                throw PerSectionError(column: column, message: error.message)
            }
            column += part.count + 1
        }
        self.values = values
    }

    /// The value for section `section`: its own, or the last one written.
    ///
    /// - Complexity: O(1).
    public subscript(section: Int) -> Value {
        values[min(max(0, section), values.count - 1)]
    }

    /// The text form, `a,b,c`.
    public var text: String { values.map(\.token).joined(separator: ",") }
}

extension PerSection: ParameterConvertible {
    /// A text parameter holding the list.
    public init?(parameterValue value: ParameterValue) {
        guard case .text(let text) = value, let list = try? PerSection(parsing: text) else { return nil }
        self = list
    }
    /// The list as text.
    public var parameterValue: ParameterValue { .text(text) }
}

extension PerSection: CustomStringConvertible {
    /// The text form.
    public var description: String { text }
}
