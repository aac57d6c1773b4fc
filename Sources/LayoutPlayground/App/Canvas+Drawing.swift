import CGtk
import CollectionLayout
import Foundation

extension Canvas {
    /// The visible rect in content coordinates.
    var visibleRect: Rect { Rect(origin: scroller.offset, size: viewport) }

    /// Draws one frame: the visible elements (through a transition when one
    /// runs), the per-layout indicators, and the debug overlays.
    func draw(_ cr: OpaquePointer) {
        let offset = scroller.offset
        var elements = layout.elements(in: visibleRect, offset: offset)
        if let transition {
            let toViewport = Point(x: -offset.x, y: -offset.y)
            elements = transition.frame(at: now, targets: elements.map { $0.offsetBy(toViewport) })
                .map { $0.offsetBy(offset) }
        }
        renderer.draw(elements: elements, offset: offset, viewport: viewport, into: cr)
        pictures.request(for: renderer)
        lastDrawn = elements.map { $0.offsetBy(Point(x: -offset.x, y: -offset.y)) }

        cairo_save(cr)
        cairo_translate(cr, -offset.x, -offset.y)
        drawSelection(elements, cr)
        cairo_restore(cr)
        drawLayoutIndicators(cr)
        drawRefreshIndicators(cr)
        drawOverlays(elements, offset: offset, cr)
        if !hasReportedReady {
            hasReportedReady = true
            runWhenIdle { [weak self] in self?.reportReady() }
        }
    }

    /// The `ready` trace event with the canvas rect in screen coordinates.
    private func reportReady() {
        var x: Int32 = 0, y: Int32 = 0
        if let window = gtk_widget_get_window(widget) { gdk_window_get_origin(window, &x, &y) }
        let width = gtk_widget_get_allocated_width(widget), height = gtk_widget_get_allocated_height(widget)
        trace.ready(layout: playground.layoutID,
                    canvas: Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)))
        isReady = true
        onReady?()
        announceSettled()
    }

    /// An accent outline around the selected element, following its transforms.
    private func drawSelection(_ elements: [LayoutAttributes], _ cr: OpaquePointer) {
        guard let selection = playground.selection,
              let element = elements.first(where: { $0.category == .cell && $0.indexPath == selection }),
              !element.isHidden, let quad = element.screenQuad() else { return }
        MarkPainter.path(quad.corners, cr)
        cairo_set_source_rgba(cr, 0.38, 0.66, 1.0, 0.95)
        cairo_set_line_width(cr, 4)
        cairo_stroke(cr)
    }

    /// The cards' "3 / 16" pill and the wheel's picked-row band.
    private func drawLayoutIndicators(_ cr: OpaquePointer) {
        let count = playground.dataset.itemCount
        switch playground.layoutID {
        case "cards", "stack":
            guard count > 0, let index = layout.currentIndex(at: scroller.offset) else { return }
            marks.pill("\(index + 1) / \(count)", center: Point(x: viewport.width / 2, y: viewport.height - 28), cr)
        case "wheel":
            guard let wheel = layout as? WheelLayout, count > 0 else { return }
            // The front row, projected: the band a picker shows its choice in.
            let front = wheel.transform3D(angle: 0)
            let h = wheel.itemSize.height / 2, w = wheel.itemSize.width / 2
            guard let top = front.project(Point(x: -w, y: -h)), let bottom = front.project(Point(x: w, y: h)) else { return }
            let cy = viewport.height / 2
            cairo_set_source_rgba(cr, 1, 1, 1, 0.55)
            cairo_set_line_width(cr, 1.5)
            for y in [cy + top.y, cy + bottom.y] {
                cairo_move_to(cr, 0, y)
                cairo_line_to(cr, viewport.width, y)
            }
            cairo_stroke(cr)
            if let index = layout.currentIndex(at: scroller.offset) {
                let title = playground.dataset.item(at: IndexPath(item: index))?.title ?? "Row \(index)"
                marks.pill("Picked: \(title)", center: Point(x: viewport.width / 2, y: viewport.height - 28), cr)
            }
        default:
            break
        }
    }
}

