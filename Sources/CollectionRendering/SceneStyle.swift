import CollectionLayout

/// The look a renderer draws: a shipped layout's cards, rows and canvas,
/// or the plain one for a layout of one's own.
///
/// ```swift
/// let renderer = SceneRenderer(dataset: data, style: .layout(.carousel))
/// ```
public enum SceneStyle: Hashable, Sendable {
    /// The look of a layout the product ships: the stack's bordered cards,
    /// the wheel's centred rows, the flow's tag pills, each one's canvas.
    case layout(LayoutKind)
    /// Rounded cards on the plain canvas, for any other layout.
    case plain

    /// The shipped layout whose look this is, or nil for the plain look.
    public var kind: LayoutKind? {
        switch self {
        case .layout(let kind): kind
        case .plain: nil
        }
    }
}
