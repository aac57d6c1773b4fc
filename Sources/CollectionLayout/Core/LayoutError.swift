/// Everything that can be wrong with a request for a layout: each case's
/// description is the one line the command line prints and the app shows.
public enum LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    case unknownLayout(String)
    case unknownParameter(key: String, layout: String)
    case invalidValue(key: String, value: String, reason: String)
    case invalidArgument(name: String, value: String, reason: String)

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
