import CGtk
import CollectionLayout

extension Canvas {
    /// The debug overlays the insight toggles turn on.
    func drawOverlays(_ elements: [LayoutAttributes], offset: Point, _ cr: OpaquePointer) {
        if insight.showsFrames { drawFrames(elements, offset: offset, cr) }
        if insight.showsVisibleRect { drawVisibleRect(offset: offset, cr) }
        if insight.showsSnapPoints { drawSnapPoints(offset: offset, cr) }
        if insight.showsFPS { drawFPS(cr) }
    }

    /// Each element's untransformed frame (dashed), its drawn outline, and its index.
    private func drawFrames(_ elements: [LayoutAttributes], offset: Point, _ cr: OpaquePointer) {
        cairo_save(cr)
        cairo_translate(cr, -offset.x, -offset.y)
        for e in elements where !e.isHidden {
            let f = e.frame
            cairo_rectangle(cr, f.minX, f.minY, f.width, f.height)
            let dashes: [Double] = [4, 3]
            cairo_set_dash(cr, dashes, 2, 0)
            cairo_set_source_rgba(cr, 1, 0.85, 0.2, 0.7)
            cairo_set_line_width(cr, 1)
            cairo_stroke(cr)
            cairo_set_dash(cr, nil, 0, 0)
            if let quad = e.screenQuad() {
                MarkPainter.path(quad.corners, cr)
                let hovered = e.indexPath == self.hovered && e.category == .cell
                cairo_set_source_rgba(cr, hovered ? 0.3 : 1, hovered ? 1 : 0.35, 0.35, 0.9)
                cairo_set_line_width(cr, hovered ? 2.5 : 1.2)
                cairo_stroke(cr)
            }
            let label = e.category == .cell ? "\(e.indexPath.item)" : "\(e.category.rawValue) \(e.indexPath.section)"
            marks.label(label, at: Point(x: f.minX + 3, y: f.minY + 2), rgba: (1, 0.9, 0.3, 1), cr)
        }
        cairo_restore(cr)
    }

    /// A minimap of the content with the visible rect in it (top-right).
    private func drawVisibleRect(offset: Point, _ cr: OpaquePointer) {
        let content = layout.contentSize
        guard content.width > 0, content.height > 0 else { return }
        let maxSide = 140.0
        let k = min(maxSide / content.width, maxSide / content.height)
        let map = Rect(x: viewport.width - content.width * k - 12, y: 12, width: content.width * k, height: content.height * k)
        cairo_rectangle(cr, map.minX, map.minY, max(2, map.width), max(2, map.height))
        cairo_set_source_rgba(cr, 0, 0, 0, 0.45)
        cairo_fill_preserve(cr)
        cairo_set_source_rgba(cr, 1, 1, 1, 0.5)
        cairo_set_line_width(cr, 1)
        cairo_stroke(cr)
        let visible = Rect(x: map.minX + offset.x * k, y: map.minY + offset.y * k,
                           width: max(2, viewport.width * k), height: max(2, viewport.height * k))
        cairo_rectangle(cr, visible.minX, visible.minY, visible.width, visible.height)
        cairo_set_source_rgba(cr, 0.38, 0.66, 1, 0.8)
        cairo_set_line_width(cr, 1.5)
        cairo_stroke(cr)
        marks.label("offset \(Int(offset.x)),\(Int(offset.y))  content \(Int(content.width))×\(Int(content.height))",
                    at: Point(x: max(4, map.minX - 150), y: map.maxY + 4), rgba: (1, 1, 1, 0.85), cr)
    }

    /// Ticks at the rest offsets near the current one, along the scroll axis
    /// (where a release could come to rest), the chosen one highlighted.
    private func drawSnapPoints(offset: Point, _ cr: OpaquePointer) {
        guard scroller.snaps else {
            marks.label("no snap points: free scrolling", at: Point(x: 8, y: viewport.height - 18), rgba: (1, 1, 1, 0.8), cr)
            return
        }
        let axis = layout.scrollAxis
        let count = playground.dataset.itemCount
        guard count > 0, let current = layout.currentIndex(at: offset) else { return }
        // While dragging: where a release now would come to rest.
        let rest = scroller.state == .dragging ? scroller.projectedRestOffset : scroller.restOffset
        let legend = scroller.state == .dragging
            ? "snap points at ¼ scale around the centre · green: where a release now would rest"
            : "snap points at ¼ scale around the centre · green: where the content comes to rest"
        if axis == .horizontal {
            marks.label(legend, at: Point(x: 8, y: 28), rgba: (1, 1, 1, 0.8), cr)
        } else {
            marks.label(legend, at: Point(x: 30, y: 8), rgba: (1, 1, 1, 0.8), cr)
        }
        for i in max(0, current - 6)...min(count - 1, current + 6) {
            guard let snap = layout.contentOffset(focusing: IndexPath(item: i), from: offset) else { continue }
            // Where this rest offset sits relative to now, scaled to the viewport.
            let delta = snap[axis] - offset[axis]
            let along = (axis == .horizontal ? viewport.width : viewport.height) / 2 + delta / 4
            let isTarget = abs(snap[axis] - rest[axis]) < 0.5
            cairo_set_source_rgba(cr, isTarget ? 0.3 : 1, isTarget ? 1 : 1, isTarget ? 0.5 : 1, 0.9)
            if axis == .horizontal {
                cairo_rectangle(cr, along - 1, 6, 2, isTarget ? 18 : 10)
            } else {
                cairo_rectangle(cr, 6, along - 1, isTarget ? 18 : 10, 2)
            }
            cairo_fill(cr)
        }
    }

    private func drawFPS(_ cr: OpaquePointer) {
        var fps = "at rest"
        if isTicking, let clock = gtk_widget_get_frame_clock(widget), let rate = FrameStatistics.framesPerSecond(clock) {
            fps = "\(Int(rate.rounded())) fps"
        }
        marks.pill(fps, center: Point(x: 60, y: 24), cr)
    }
}
