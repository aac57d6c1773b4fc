import CGtk
import CollectionLayout
import CollectionRendering

/// A small live plot of the scroll offset (blue) and velocity (orange) over
/// the last seconds, each scaled to its own range — or, after a recorded
/// gesture is replayed, the previous run (faint) under the latest, both from
/// their start and on shared ranges, to compare two configurations.
@MainActor
final class MotionPlot {
    let widget: Widget
    var history: MotionHistory?
    /// Runs to overlay instead of the live history (earliest first); none: live.
    var overlay: (() -> [[MotionHistory.Sample]])?

    init() {
        widget = gtk_drawing_area_new()!
        gtk_widget_set_size_request(widget, 280, 90)
        Widgets.setAccessibleName(widget, "Offset and velocity plot")
        onDraw(widget) { [weak self] cr in self?.draw(cr) }
    }

    func redraw() {
        gtk_widget_queue_draw(widget)
    }

    private func draw(_ cr: OpaquePointer) {
        let width = Double(gtk_widget_get_allocated_width(widget))
        let height = Double(gtk_widget_get_allocated_height(widget))
        cairo_set_source_rgb(cr, 0.13, 0.14, 0.17)
        CairoPath.roundedRect(cr, Rect(x: 0, y: 0, width: width, height: height), radius: 6)
        cairo_fill(cr)
        if let runs = overlay?(), runs.count > 1 { return drawRuns(runs, width: width, height: height, cr) }
        guard let samples = history?.recent, let last = samples.last else { return }
        let start = last.time - MotionHistory.window
        func plot(_ value: (MotionHistory.Sample) -> Double, _ r: Double, _ g: Double, _ b: Double) {
            let values = samples.map(value)
            guard let lo = values.min(), let hi = values.max() else { return }
            let span = max(hi - lo, 1e-6)
            for (i, s) in samples.enumerated() {
                let x = (s.time - start) / MotionHistory.window * width
                let y = height - 6 - (values[i] - lo) / span * (height - 12)
                if i == 0 { cairo_move_to(cr, x, y) } else { cairo_line_to(cr, x, y) }
            }
            cairo_set_source_rgb(cr, r, g, b)
            cairo_set_line_width(cr, 1.5)
            cairo_stroke(cr)
        }
        plot({ $0.offset }, 0.38, 0.66, 1)
        plot({ $0.velocity }, 1, 0.62, 0.25)
    }

    /// The colours of the offset and the velocity.
    static let offsetColour = (0.38, 0.66, 1.0), velocityColour = (1.0, 0.62, 0.25)
    /// How opaque an earlier run is drawn.
    static let earlierRunAlpha = 0.4

    private func drawRuns(_ runs: [[MotionHistory.Sample]], width: Double, height: Double, _ cr: OpaquePointer) {
        let all = runs.joined()
        for (value, colour) in [({ (s: MotionHistory.Sample) in s.offset }, Self.offsetColour),
                                ({ (s: MotionHistory.Sample) in s.velocity }, Self.velocityColour)] {
            guard let lo = all.map(value).min(), let hi = all.map(value).max() else { continue }
            let span = max(hi - lo, 1e-6)
            for (k, run) in runs.enumerated() {
                for (i, s) in run.enumerated() {
                    let x = s.time / MotionHistory.window * width
                    let y = height - 6 - (value(s) - lo) / span * (height - 12)
                    if i == 0 { cairo_move_to(cr, x, y) } else { cairo_line_to(cr, x, y) }
                }
                let alpha = k == runs.count - 1 ? 1 : Self.earlierRunAlpha
                cairo_set_source_rgba(cr, colour.0, colour.1, colour.2, alpha)
                cairo_set_line_width(cr, k == runs.count - 1 ? 1.5 : 5)
                cairo_stroke(cr)
            }
        }
    }
}
