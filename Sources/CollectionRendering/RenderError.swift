/// What went wrong while loading a picture or writing a rendered view. The
/// description is the one line the command line prints.
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A picture that does not exist or that GdkPixbuf cannot decode.
    case unreadableImage(path: String, reason: String)
    /// An output path whose extension names no format this renderer writes.
    case unsupportedFormat(path: String)
    /// A viewport or scale that gives no drawable surface.
    case invalidSize(reason: String)
    /// Cairo refused an operation on `path` (or on an in-memory surface).
    case cairo(path: String?, status: String)

    /// The problem in one line.
    public var description: String {
        switch self {
        case .unreadableImage(let path, let reason):
            return "cannot read image '\(path)': \(reason)"
        case .unsupportedFormat(let path):
            return "cannot export '\(path)': unknown format (use .png, .svg or .pdf)"
        case .invalidSize(let reason):
            return "cannot render: \(reason)"
        case .cairo(let path?, let status):
            return "cannot write '\(path)': \(status)"
        case .cairo(nil, let status):
            return "cannot render: \(status)"
        }
    }
}
