/// The file formats a view exports to.
public enum ImageFormat: String, Hashable, Sendable, CaseIterable {
    /// A PNG image (pixels).
    case png
    /// An SVG drawing (vectors).
    case svg
    /// A one-page PDF (vectors).
    case pdf

    /// The format named by `path`'s extension (case-insensitive), or nil.
    public init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        self.init(rawValue: path[path.index(after: dot)...].lowercased())
    }

    /// Whether the format keeps shapes as vectors (pictures are embedded).
    public var isVector: Bool { self != .png }
}
