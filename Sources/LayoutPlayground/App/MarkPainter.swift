import CGtk
import CollectionLayout

/// Draws the canvas's own marks — indicator pills, overlay labels, outlines
/// — keeping their Pango layouts between frames (text shaping each frame is
/// what makes canvases slow).
final class MarkPainter {
    private struct Key: Hashable {
        var text: String
        var font: String
    }

    /// Layouts kept; past this the cache starts afresh (overlay labels churn).
    static let capacity = 256
    private var layouts: [Key: OpaquePointer] = [:]

    deinit {
        for layout in layouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
    }

    /// A layout of `text` in `font`, updated to `cr`'s context.
    func layout(_ text: String, font: String, _ cr: OpaquePointer) -> OpaquePointer {
        let key = Key(text: text, font: font)
        if let layout = layouts[key] {
            pango_cairo_update_layout(cr, layout)
            return layout
        }
        if layouts.count >= Self.capacity {
            for layout in layouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
            layouts.removeAll(keepingCapacity: true)
        }
        let layout = pango_cairo_create_layout(cr)!
        let description = pango_font_description_from_string(font)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_text(layout, text, -1)
        layouts[key] = layout
        return layout
    }

    /// A text label on a translucent dark pill centred on `center`.
    /// A dark rounded pill with `text`, centred at `center`; `leadingRoom`
    /// points are kept free before the text (for a spinner). Returns the pill.
    @discardableResult
    func pill(_ text: String, center: Point, leadingRoom: Double = 0, maximumWidth: Double = .infinity,
              _ cr: OpaquePointer) -> Rect {
        let layout = self.layout(text, font: "Sans Bold 13", cr)
        // Text that would make the pill wider than allowed ends in an ellipsis.
        let textWidth = maximumWidth - 24 - leadingRoom
        if textWidth.isFinite {
            pango_layout_set_width(layout, Int32(max(1, textWidth) * Double(PANGO_SCALE)))
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        } else {
            pango_layout_set_width(layout, -1)
        }
        var w: Int32 = 0, h: Int32 = 0
        pango_layout_get_pixel_size(layout, &w, &h)
        let width = Double(w) + 24 + leadingRoom
        let box = Rect(x: center.x - width / 2, y: center.y - Double(h) / 2 - 5, width: width, height: Double(h) + 10)
        Self.roundedRect(box, radius: box.height / 2, cr)
        cairo_set_source_rgba(cr, 0, 0, 0, 0.55)
        cairo_fill(cr)
        defer { cairo_new_path(cr) }
        cairo_move_to(cr, box.minX + 12 + leadingRoom, box.minY + 5)
        cairo_set_source_rgb(cr, 1, 1, 1)
        pango_cairo_show_layout(cr, layout)
        return box
    }

    /// `text` centred at `center`, wrapped to `maximumWidth` and centred line by line.
    func text(_ text: String, font: String, center: Point, maximumWidth: Double,
              rgba: (Double, Double, Double, Double), _ cr: OpaquePointer) {
        let layout = self.layout(text, font: font, cr)
        pango_layout_set_width(layout, Int32(max(1, maximumWidth) * Double(PANGO_SCALE)))
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        var w: Int32 = 0, h: Int32 = 0
        pango_layout_get_pixel_size(layout, &w, &h)
        cairo_move_to(cr, center.x - max(1, maximumWidth) / 2, center.y - Double(h) / 2)
        cairo_set_source_rgba(cr, rgba.0, rgba.1, rgba.2, rgba.3)
        pango_cairo_show_layout(cr, layout)
    }

    /// Small monospace text with its top-left at `origin`.
    func label(_ text: String, at origin: Point, rgba: (Double, Double, Double, Double), _ cr: OpaquePointer) {
        let layout = self.layout(text, font: "Monospace 9", cr)
        cairo_move_to(cr, origin.x, origin.y)
        cairo_set_source_rgba(cr, rgba.0, rgba.1, rgba.2, rgba.3)
        pango_cairo_show_layout(cr, layout)
    }

    static func path(_ points: [Point], _ cr: OpaquePointer) {
        guard let first = points.first else { return }
        cairo_move_to(cr, first.x, first.y)
        for p in points.dropFirst() { cairo_line_to(cr, p.x, p.y) }
        cairo_close_path(cr)
    }

    static func roundedRect(_ r: Rect, radius: Double, _ cr: OpaquePointer) {
        let rad = max(0, min(radius, r.width / 2, r.height / 2))
        cairo_new_sub_path(cr)
        cairo_arc(cr, r.maxX - rad, r.minY + rad, rad, -Double.pi / 2, 0)
        cairo_arc(cr, r.maxX - rad, r.maxY - rad, rad, 0, Double.pi / 2)
        cairo_arc(cr, r.minX + rad, r.maxY - rad, rad, Double.pi / 2, Double.pi)
        cairo_arc(cr, r.minX + rad, r.minY + rad, rad, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }
}
