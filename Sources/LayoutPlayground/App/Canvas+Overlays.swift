import CGtk
import CollectionLayout

extension Canvas {
    /// The debug overlays the insight toggles turn on.
    func drawOverlays(_ elements: [LayoutAttributes], offset: Point, _ cr: OpaquePointer) {
        if insight.showsFrames || insight.showsVisibleRect || insight.showsSnapPoints || insight.showsFPS
            || insight.showsKeylines || poseMode.isOn {
            noteDrawnEverywhere()
        }
        if insight.showsKeylines { drawKeylines(elements, offset: offset, cr) }
        if poseMode.isOn { drawPoseHandles(elements, offset: offset, cr) }
        if insight.showsFrames { drawFrames(elements, offset: offset, cr) }
        if insight.showsVisibleRect { drawVisibleRect(offset: offset, cr) }
        // The top-left corner holds the frame rate, then the snap points'
        // legend under it: each overlay has a place of its own.
        var top = 0.0
        if insight.showsFPS { top = drawFPS(cr) }
        if insight.showsSnapPoints { drawSnapPoints(offset: offset, below: top, cr) }
    }

    /// Each element's untransformed frame (dashed), its drawn outline, and
    /// its index; the one under the pointer outlined in cyan, found again
    /// each frame so the outline follows what is under the pointer while the
    /// content moves (among the elements drawn: no new query).
    private func drawFrames(_ elements: [LayoutAttributes], offset: Point, _ cr: OpaquePointer) {
        let under = pointer.flatMap { point in
            elements.filter { $0.category == .cell && !$0.isHidden && $0.alpha > 0.01 }
                .sorted { $0.zIndex > $1.zIndex }
                .first { $0.visibleQuad()?.contains(point + offset) ?? false }?.indexPath
        }
        overlays.frames(of: elements, offset: offset, highlighted: under, labels: true, into: cr)
    }

    /// A keyline carousel's keylines where they stand at `offset`, across
    /// the items' extent; on other layouts, or the multi-aspect strategy, a
    /// line saying why there are none.
    private func drawKeylines(_ elements: [LayoutAttributes], offset: Point, _ cr: OpaquePointer) {
        guard let carousel = LayoutDescription.keylines(layout) else {
            overlays.label("no keylines: not a keyline carousel", at: Point(x: 8, y: viewport.height - 32),
                           colour: (1, 1, 1, 0.8), into: cr)
            return
        }
        let keylines = carousel.keylines(at: offset)
        guard !keylines.isEmpty else {
            overlays.label("no keylines: multi-aspect items keep their own sizes", at: Point(x: 8, y: viewport.height - 32),
                           colour: (1, 1, 1, 0.8), into: cr)
            return
        }
        overlays.keylines(keylines, axis: carousel.scrollAxis, band: keylineBand(elements, offset: offset, axis: carousel.scrollAxis),
                          viewport: viewport, into: cr)
    }

    /// A minimap of the content with the visible rect in it (top-right).
    private func drawVisibleRect(offset: Point, _ cr: OpaquePointer) {
        // As far as the layout knows it without placing what a batch deferred.
        let content = layout.estimatedContentSize
        guard let map = overlays.contentMap(content: content, viewport: viewport, offset: offset, into: cr) else { return }
        overlays.label("offset \(Int(offset.x)),\(Int(offset.y))  content \(Int(content.width))×\(Int(content.height))",
                       at: Point(x: max(4, map.minX - 150), y: map.maxY + 4), colour: (1, 1, 1, 0.85), into: cr)
    }

    /// Ticks at the rest offsets near the current one, along the scroll axis
    /// (where a release could come to rest), the chosen one highlighted.
    private func drawSnapPoints(offset: Point, below top: Double, _ cr: OpaquePointer) {
        guard scroller.snaps else {
            overlays.label("no snap points: free scrolling", at: Point(x: 8, y: viewport.height - 18),
                           colour: (1, 1, 1, 0.8), into: cr)
            return
        }
        let axis = layout.scrollAxis
        let count = playground.dataset.itemCount
        guard count > 0, let current = layout.currentIndex(at: offset) else { return }
        // While dragging: where a release now would come to rest.
        let rest = scroller.state == .dragging ? scroller.projectedRestOffset : scroller.restOffset
        let legend = scroller.state == .dragging
            ? "snap points at ¼ scale around the centre · dashed green: where a release now would land"
            : "snap points at ¼ scale around the centre · dashed green: where the content comes to rest"
        overlays.label(legend, at: axis == .horizontal ? Point(x: 8, y: max(28, top + 6)) : Point(x: 30, y: max(8, top + 6)),
                       colour: (1, 1, 1, 0.8), into: cr)
        let snaps = (max(0, current - 6)...min(count - 1, current + 6)).compactMap {
            layout.contentOffset(focusing: IndexPath(item: $0), from: offset)?[axis]
        }
        overlays.snapTicks(snaps, current: offset[axis], rest: rest[axis], axis: axis, viewport: viewport, into: cr)
        // Full size on the cell where the content lands, as it will stand there.
        if let target = layout.currentIndex(at: rest),
           let landing = layout.attributesForItem(at: IndexPath(item: target), offset: rest) {
            overlays.landing(landing, offset: rest, into: cr)
        }
    }

    /// The frame rate's pill in the top-left corner; returns its bottom.
    private func drawFPS(_ cr: OpaquePointer) -> Double {
        var fps = "at rest"
        if isTicking, let clock = gtk_widget_get_frame_clock(widget), let rate = FrameStatistics.framesPerSecond(clock) {
            fps = "\(Int(rate.rounded())) fps"
        }
        return overlays.pill(fps, center: Point(x: 60, y: 24), into: cr).maxY
    }
}
