import CGtk
import CollectionLayout
import CollectionRendering

/// The attribute curves beside the carousel's fields: each transform
/// component against the item offset −3…+3, the items in view marked and
/// moving with the content (`CurvesPainter`). The points of a custom
/// `curve(offset, …)` are squares a person drags: the text, the plot and the
/// picture follow.
@MainActor
final class AttributeCurvesView {
    private let playground: Playground
    private var area: Widget?
    /// The drag gesture of the current drawing area (GTK3 gestures are owned by their caller).
    private var gesture: UnsafeMutableRawPointer?
    /// The content offset the canvas shows now.
    var contentOffset: () -> Point = { .zero }
    /// Called with the parameter and its new text when a point is dragged.
    var onCurveEdited: ((CarouselLayout.Key, String) -> Void)?
    /// A pose's value dragged on the plot of a posed carousel: the same
    /// edit as dragging the item's handle on the canvas.
    var onPosesEdited: ((CarouselPoses) -> Void)?
    /// The point being dragged: its call, its index, its panel's range, where the drag began.
    private var dragging: (key: CarouselLayout.Key, handle: Int, point: Int, range: ClosedRange<Double>, start: Point)?
    /// The range a dragged panel keeps after the release (widened when the
    /// curve grows past it), so the point stays where the person left it.
    private var heldRange: (component: Int, range: ClosedRange<Double>)?
    /// The curves, panels and labels as a picture like the window's, and
    /// what they were drawn from: while the items move only the dots are
    /// drawn again (stroking six curves each frame cost more than the canvas).
    private var backdrop: (key: [Double], surface: OpaquePointer)?
    /// The dots' pictures, made like the window's surface.
    private let dots = CurvesDots()
    /// The plot's size.
    static let size = (width: Int32(300), height: Int32(210))
    /// How near (in points) a press must be to a point to take it.
    static let grabDistance = 9.0

    init(playground: Playground) {
        self.playground = playground
    }

    /// A new drawing area for freshly built controls (the old one goes with them).
    func makeWidget() -> Widget {
        let column = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 4)
        let title = Widgets.label("Curves: each item's move, turn, scale and alpha by its offset (−3…+3); dots are the items in view. Squares are the points of a curve(offset, x0, y0, x1, y1, …): drag them.",
                                  css: "dim-label")
        gtk_label_set_line_wrap(cgtk_label(title), 1)
        gtk_label_set_max_width_chars(cgtk_label(title), 40)
        let area = gtk_drawing_area_new()!
        gtk_widget_set_size_request(area, Self.size.width, Self.size.height)
        Widgets.setAccessibleName(area, "Attribute curves")
        onDraw(area) { [weak self] cr in self?.draw(cr) }
        let drag = UnsafeMutableRawPointer(gtk_gesture_drag_new(area)!)
        gtk_gesture_single_set_button(cgtk_gesture_single(drag), 1)
        onDoublePair(drag, "drag-begin") { [weak self] x, y in self?.began(Point(x: x, y: y)) }
        onDoublePair(drag, "drag-update") { [weak self] dx, dy in self?.moved(dx, dy) }
        onDoublePair(drag, "drag-end") { [weak self] _, _ in self?.ended() }
        if let old = gesture { g_object_unref(old) }
        gesture = drag
        Widgets.pack(column, title)
        Widgets.pack(column, area)
        self.area = area
        return column
    }

    /// Forgets the drawing area (its controls are being replaced).
    func detach() {
        made = nil
        dropBackdrop()
        area = nil
        dragging = nil
        heldRange = nil
    }

    func redraw() {
        if let area { gtk_widget_queue_draw(area) }
    }

    private var areaSize: Size {
        guard let area else { return .zero }
        return Size(width: Double(gtk_widget_get_allocated_width(area)), height: Double(gtk_widget_get_allocated_height(area)))
    }

    /// The last curves and the layout they were made of: while the content
    /// moves only their marks are worked out again (`AttributeCurves.move`).
    private var made: (layout: ObjectIdentifier, curves: AttributeCurves)?

    /// Forgets the curves made (the layout's parameters, data or viewport changed).
    func layoutChanged() {
        made = nil
    }

    /// The curves now; while a point is dragged its panel keeps its range.
    private func curves() -> AttributeCurves? {
        guard let carousel = LayoutDescription.designed(playground.layout) else { return nil }
        var curves: AttributeCurves
        if var kept = made, kept.layout == ObjectIdentifier(carousel) {
            kept.curves.move(layout: carousel, to: contentOffset())
            curves = kept.curves
        } else {
            curves = AttributeCurves(layout: carousel, contentOffset: contentOffset())
        }
        made = (ObjectIdentifier(carousel), curves)
        curves.fixedRanges = [:]
        if let d = dragging, curves.handles.indices.contains(d.handle) {
            curves.fixedRanges[curves.handles[d.handle].handle.component] = d.range
        } else if let held = heldRange {
            let natural = curves.range(ofComponent: held.component)
            curves.fixedRanges[held.component] = min(natural.lowerBound, held.range.lowerBound)...max(natural.upperBound, held.range.upperBound)
        }
        return curves
    }

    private func draw(_ cr: OpaquePointer) {
        guard let curves = curves() else { return }
        let painter = CurvesPainter(), size = areaSize
        let key = painter.backdropKey(curves, size: size)
        if backdrop?.key != key {
            dropBackdrop()
            // At the target's device scale, as the window would draw it.
            let surface = cairo_surface_create_similar(cairo_get_target(cr), CAIRO_CONTENT_COLOR_ALPHA,
                                                       Int32(size.width.rounded(.up)), Int32(size.height.rounded(.up)))!
            let picture = cairo_create(surface)!
            painter.drawBackdrop(curves, size: size, into: picture)
            cairo_destroy(picture)
            backdrop = (key, surface)
        }
        if let surface = backdrop?.surface {
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_paint(cr)
        }
        painter.drawMarks(curves, size: size, dots: dots, into: cr)
        drawDraggedValue(curves, cr)
    }

    private func dropBackdrop() {
        if let surface = backdrop?.surface { cairo_surface_destroy(surface) }
        backdrop = nil
        dots.clear()
    }

    /// The dragged point's offset and value beside it, as the text will read.
    private func drawDraggedValue(_ curves: AttributeCurves, _ cr: OpaquePointer) {
        guard let d = dragging, curves.handles.indices.contains(d.handle) else { return }
        let entry = curves.handles[d.handle]
        guard entry.handle.points.indices.contains(d.point) else { return }
        let point = entry.handle.points[d.point]
        let c = entry.handle.component
        let p = CurvesPainter.point(offset: point.x, value: point.y, component: c, curves: curves, size: areaSize)
        let text = "\(TransformComponents.names[c]) \(ExpressionReferenceView.format(point.y)) @ \(ExpressionReferenceView.format(point.x))"
        cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
        cairo_set_font_size(cr, 11)
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr, text, &extents)
        let panel = CurvesPainter.panel(c, in: areaSize)
        let x = max(panel.minX + 2, min(p.x + 8, panel.maxX - extents.x_advance - 6))
        let y = p.y < panel.midY ? p.y + 18 : p.y - 10
        cairo_set_source_rgba(cr, 0, 0, 0, 0.75)
        cairo_rectangle(cr, x - 3, y - 12, extents.x_advance + 6, 16)
        cairo_fill(cr)
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_move_to(cr, x, y)
        cairo_show_text(cr, text)
    }

    private func began(_ p: Point) {
        guard let curves = curves() else { return }
        var best: (Int, Int, Double)?
        for (h, entry) in curves.handles.enumerated() {
            for (k, point) in entry.handle.points.enumerated() {
                let q = CurvesPainter.point(offset: point.x, value: point.y, component: entry.handle.component,
                                            curves: curves, size: areaSize)
                let d = ((q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y)).squareRoot()
                if d <= Self.grabDistance, d < (best?.2 ?? .infinity) { best = (h, k, d) }
            }
        }
        guard let (h, k, _) = best else { return }
        let entry = curves.handles[h]
        dragging = (entry.key, h, k, curves.range(ofComponent: entry.handle.component), p)
    }

    private func moved(_ dx: Double, _ dy: Double) {
        guard let d = dragging, let curves = curves(), curves.handles.indices.contains(d.handle) else { return }
        let entry = curves.handles[d.handle]
        let target = CurvesPainter.value(at: Point(x: d.start.x + dx, y: d.start.y + dy), component: entry.handle.component,
                                         curves: curves, size: areaSize)
        // A posed carousel: the point is a pose's value, at its offset.
        if let carousel = LayoutDescription.designed(playground.layout), let poses = PoseEdit.poses(of: carousel),
           let property = CarouselPose.Property.allCases.dropFirst(entry.handle.component).first,
           poses.poses.indices.contains(d.point) {
            var pose = poses.poses[d.point]
            pose[property] = abs(target.y) >= 10 ? target.y.rounded() : (target.y * 100).rounded() / 100
            if property == .alpha { pose.alpha = max(0, min(1, pose.alpha)) }
            var moved = poses
            moved.set(pose)
            if moved != poses { onPosesEdited?(moved) }
            return
        }
        let text = entry.key == .alpha ? LayoutDescription.designed(playground.layout)?.alphaExpression.text
            : LayoutDescription.designed(playground.layout)?.transformChain.text
        guard let text else { return }
        let moved = entry.handle.text(text, moving: d.point, to: target)
        if moved != text { onCurveEdited?(entry.key, moved) }
    }

    private func ended() {
        if let d = dragging, let curves = curves(), curves.handles.indices.contains(d.handle) {
            heldRange = (curves.handles[d.handle].handle.component, d.range)
        }
        dragging = nil
        redraw()
    }
}
