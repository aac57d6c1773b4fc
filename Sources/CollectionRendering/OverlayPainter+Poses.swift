internal import CRendering
import CollectionLayout

extension OverlayPainter {
    /// Pose mode's handles on one item: its outline (solid when it has a
    /// pose of its own at its offset, dashed between poses), corner squares,
    /// the turn knob on a stalk, the depth diamond and the alpha bar, in
    /// the accent blue. Only the selected item has knobs; the others show
    /// their outline, to be taken hold of and moved.
    public func poseHandles(_ handles: PoseHandles, posed: Bool, selected: Bool, into cr: OpaquePointer) {
        let c = handles.outline.corners
        let blue: (Double, Double, Double) = (0.21, 0.52, 0.89)
        cairo_save(cr)
        cairo_set_line_width(cr, selected ? 2.5 : 1.5)
        cairo_set_source_rgba(cr, blue.0, blue.1, blue.2, 0.95)
        if !posed {
            var dashes: [Double] = [6, 4]
            cairo_set_dash(cr, &dashes, 2, 0)
        }
        cairo_move_to(cr, c[0].x, c[0].y)
        for p in c.dropFirst() { cairo_line_to(cr, p.x, p.y) }
        cairo_close_path(cr)
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
        guard selected else { return cairo_restore(cr) }
        // The stalk to the turn knob, and the alpha bar's track.
        let top = Point(x: (c[0].x + c[1].x) / 2, y: min(c[0].y, c[1].y))
        cairo_move_to(cr, top.x, top.y)
        cairo_line_to(cr, handles.turnKnob.x, handles.turnKnob.y)
        let bar = handles.alphaBar
        cairo_move_to(cr, bar.top.x, bar.top.y)
        cairo_line_to(cr, bar.bottom.x, bar.bottom.y)
        cairo_stroke(cr)
        func knob(_ draw: () -> Void) {
            draw()
            cairo_set_source_rgb(cr, 1, 1, 1)
            cairo_fill_preserve(cr)
            cairo_set_source_rgb(cr, blue.0, blue.1, blue.2)
            cairo_stroke(cr)
        }
        for p in c { knob { cairo_rectangle(cr, p.x - 5, p.y - 5, 10, 10) } }
        knob { cairo_arc(cr, handles.turnKnob.x, handles.turnKnob.y, 7, 0, 2 * .pi) }
        let d = handles.depthKnob
        knob {
            cairo_move_to(cr, d.x, d.y - 7)
            cairo_line_to(cr, d.x + 7, d.y)
            cairo_line_to(cr, d.x, d.y + 7)
            cairo_line_to(cr, d.x - 7, d.y)
            cairo_close_path(cr)
        }
        let a = handles.alphaKnob
        knob { cairo_rectangle(cr, a.x - 7, a.y - 4, 14, 8) }
        cairo_restore(cr)
    }
}
