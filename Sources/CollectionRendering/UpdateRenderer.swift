internal import CRendering
import CollectionLayout

/// Draws the frames of an animated batch update (an `UpdateAnimator`):
/// every element with its own content — items that stay or arrive show the
/// updated data, items that leave show the data they had.
///
/// One renderer cannot draw such a frame: a deleted item keeps its old
/// index path, which in the updated data names another item. This pairs a
/// renderer of the data before the update with one of the data after it,
/// and draws the whole frame in one pass, in one drawing order.
///
/// ```swift
/// let frames = UpdateRenderer(oldDataset: before, newDataset: after, style: .layout(.cards))
/// frames.draw(animator, at: 0.5, into: cr)
/// ```
///
/// Use from one thread, like `SceneRenderer`.
public final class UpdateRenderer {
    /// Draws the items that leave: the data before the update.
    public let old: SceneRenderer
    /// Draws everything else, and the background: the data after the update.
    public let new: SceneRenderer

    /// Pairs two renderers of one layout: `old` for the data before the
    /// update, `new` for the data after it. `new`'s options decide the
    /// background.
    public init(old: SceneRenderer, new: SceneRenderer) {
        self.old = old
        self.new = new
    }

    /// Renderers for `oldDataset` and `newDataset`, sharing one picture cache.
    public convenience init(oldDataset: Dataset, newDataset: Dataset, style: SceneStyle,
                            options: RenderOptions = RenderOptions()) {
        let images = ImageCache(budget: options.imageBudget)
        var oldOptions = options
        oldOptions.drawsBackground = false
        self.init(old: SceneRenderer(dataset: oldDataset, style: style, options: oldOptions, imageCache: images),
                  new: SceneRenderer(dataset: newDataset, style: style, options: options, imageCache: images))
    }

    /// Draws `animator`'s frame at `progress` (clamped to 0…1) into `cr`,
    /// whose user space is the viewport (points): the background, then
    /// every element by ascending `zIndex`. `cr`'s state is restored.
    ///
    /// - Complexity: O(k log k) for the k elements visible before or after.
    public func draw(_ animator: UpdateAnimator, at progress: Double, into cr: OpaquePointer) {
        draw(animator.elements(at: progress), offset: animator.contentOffset(at: progress),
             viewport: animator.viewport, into: cr)
    }

    /// Draws a frame of animated elements (`UpdateAnimator.elements(at:)`,
    /// filtered or not) seen at `offset`: disappearing elements with the old
    /// data, the others with the new. `cr`'s state is restored.
    public func draw(_ frame: [AnimatedElement], offset: Point, viewport: Size, into cr: OpaquePointer) {
        old.beginFrame()
        new.draw(elements: frame.map(\.attributes), offset: offset, viewport: viewport, into: cr) { index in
            frame[index].change == .disappears ? self.old : self.new
        }
    }

    /// Pictures the last `draw` showed placeholders for (see
    /// `SceneRenderer.pendingPicturePaths`), from both data sets.
    public var pendingPicturePaths: [String] {
        new.pendingPicturePaths + old.pendingPicturePaths.filter { !new.pendingSet.contains($0) }
    }

    /// Decodes every picture the frame shows, so a later `draw` needs no
    /// placeholder.
    ///
    /// - Throws: the first `RenderError.unreadableImage` met.
    public func loadPictures(for frame: [AnimatedElement]) throws(RenderError) {
        try old.loadPictures(for: frame.filter { $0.change == .disappears }.map(\.attributes))
        try new.loadPictures(for: frame.filter { $0.change != .disappears }.map(\.attributes))
    }

    /// Writes `animator`'s frame at `progress` to a PNG, SVG or PDF file, as
    /// `ViewExporter.render` writes a view.
    ///
    /// - Parameters:
    ///   - animator: the update's animation.
    ///   - progress: how far it has got, 0…1 (clamped).
    ///   - path: the file to write.
    ///   - format: nil takes it from `path`'s extension.
    ///   - scale: pixels per point for PNG; for SVG and PDF the page is
    ///     `viewport × scale` points.
    /// - Throws: `RenderError` naming the problem in one line.
    public func export(_ animator: UpdateAnimator, at progress: Double, to path: String,
                       format: ImageFormat? = nil, scale: Double = 1) throws(RenderError) {
        let frame = animator.elements(at: progress)
        try ViewExporter.write(viewport: animator.viewport, to: path, format: format, scale: scale,
                               loadPictures: { () throws(RenderError) in try loadPictures(for: frame) },
                               draw: { cr in
                                   draw(frame, offset: animator.contentOffset(at: progress),
                                        viewport: animator.viewport, into: cr)
                               })
    }
}
