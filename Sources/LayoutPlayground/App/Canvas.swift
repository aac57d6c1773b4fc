import CGtk
import CollectionLayout

/// The drawing area where the layout lives: it draws the visible elements,
/// turns input into scroller calls and animates on the frame clock.
final class Canvas {
    let widget: Widget
    let playground: Playground
    let insight: InsightControls
    let trace: TraceLog
    var onStatus: ((Int?, IndexPath?) -> Void)?

    init(playground: Playground, insight: InsightControls, trace: TraceLog) {
        self.playground = playground
        self.insight = insight
        self.trace = trace
        widget = gtk_drawing_area_new()!
        gtk_widget_set_can_focus(widget, 1)
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
        onDraw(widget) { cr in
            cairo_set_source_rgb(cr, 0.12, 0.12, 0.15)
            cairo_paint(cr)
        }
    }

    /// Called once when the app exits.
    func finish() {}
}
