import CollectionLayout
import Foundation

/// Measures tag pills with the font and padding `CellPainter` draws them
/// with, so the flow layout sizes tags to the text that appears in them.
///
/// Thread-safe: it shapes text with its own Pango context and font map
/// behind a lock, and caches each size.
public final class PangoTextMeasurer: TextMeasuring, @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`; created on first use by the thread that measures.
    private var text: TextLayoutCache?
    private var sizes: [String: Size] = [:]

    /// A measurer with its own Pango context.
    public init() {}

    /// The pill for `text`: its width plus 12 points each side, at least 32
    /// points high (the text's height plus 6 points above and below).
    public func size(of text: String) -> Size {
        lock.lock()
        defer { lock.unlock() }
        if let size = sizes[text] { return size }
        let cache = self.text ?? TextLayoutCache(capacity: 1, ownFontMap: true)
        self.text = cache
        let layout = cache.layout(text, style: TagMetrics.font)
        let size = Size(width: (layout.width + 2 * TagMetrics.horizontalPadding).rounded(.up),
                        height: max(TagMetrics.minimumHeight,
                                    (layout.height + 2 * TagMetrics.verticalPadding).rounded(.up)))
        sizes[text] = size
        return size
    }
}
