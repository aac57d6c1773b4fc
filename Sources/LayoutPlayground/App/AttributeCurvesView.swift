import CGtk
import CollectionLayout
import CollectionRendering

/// The attribute curves beside the carousel's fields: each transform
/// component against the item offset −3…+3, the items in view marked and
/// moving with the content (`CurvesPainter`).
@MainActor
final class AttributeCurvesView {
    private let playground: Playground
    private var area: Widget?
    /// The content offset the canvas shows now.
    var contentOffset: () -> Point = { .zero }
    /// The plot's size.
    static let size = (width: Int32(300), height: Int32(210))

    init(playground: Playground) {
        self.playground = playground
    }

    /// A new drawing area for freshly built controls (the old one goes with them).
    func makeWidget() -> Widget {
        let column = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 4)
        let title = Widgets.label("Curves: each item's move, turn, scale and alpha by its offset (−3…+3); dots are the items in view",
                                  css: "dim-label")
        gtk_label_set_line_wrap(cgtk_label(title), 1)
        gtk_label_set_max_width_chars(cgtk_label(title), 40)
        let area = gtk_drawing_area_new()!
        gtk_widget_set_size_request(area, Self.size.width, Self.size.height)
        Widgets.setAccessibleName(area, "Attribute curves")
        onDraw(area) { [weak self] cr in self?.draw(cr) }
        Widgets.pack(column, title)
        Widgets.pack(column, area)
        self.area = area
        return column
    }

    /// Forgets the drawing area (its controls are being replaced).
    func detach() {
        area = nil
    }

    func redraw() {
        if let area { gtk_widget_queue_draw(area) }
    }

    private func draw(_ cr: OpaquePointer) {
        guard let area, let carousel = playground.layout as? CarouselLayout else { return }
        let size = Size(width: Double(gtk_widget_get_allocated_width(area)), height: Double(gtk_widget_get_allocated_height(area)))
        let curves = AttributeCurves(layout: carousel, contentOffset: contentOffset())
        CurvesPainter().draw(curves, size: size, into: cr)
    }
}
