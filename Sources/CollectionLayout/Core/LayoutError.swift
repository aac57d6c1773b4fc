/// Everything that can be wrong with a request for a layout: each case's
/// description is the one line the command line prints and the app shows.
public enum LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No layout has this identifier.
    case unknownLayout(String)
    /// The layout has no parameter of this key.
    case unknownParameter(key: String, layout: String)
    /// The value is not valid for the parameter (wrong type, out of range…).
    case invalidValue(key: String, value: String, reason: String)
    /// A command-line argument other than a parameter is malformed.
    case invalidArgument(name: String, value: String, reason: String)

    /// The one line naming the problem, as the command line prints it.
    public var description: String {
        switch self {
        case .unknownLayout(let id):
            return "unknown layout '\(id)' (known: \(LayoutRegistry.ids.joined(separator: ", ")))"
        case .unknownParameter(let key, let layout):
            let known = LayoutRegistry.type(for: layout)?.parameterSpecs.map(\.key) ?? []
            return "unknown parameter '\(key)' for layout '\(layout)' (known: \(known.joined(separator: ", ")))"
        case .invalidValue(let key, let value, let reason):
            return "invalid value '\(value)' for parameter '\(key)': \(reason)"
        case .invalidArgument(let name, let value, let reason):
            return "invalid \(name) '\(value)': \(reason)"
        }
    }
}
