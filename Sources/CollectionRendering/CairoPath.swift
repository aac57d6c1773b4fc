internal import CRendering
import CollectionLayout

/// Path helpers over a `cairo_t*`.
public enum CairoPath {
    /// Adds a rounded rectangle; the radius is clamped to half the shorter side.
    public static func roundedRect(_ cr: OpaquePointer, _ r: Rect, radius: Double) {
        let rad = max(0, min(radius, r.width / 2, r.height / 2))
        guard rad > 0 else {
            cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
            return
        }
        cairo_new_sub_path(cr)
        cairo_arc(cr, r.maxX - rad, r.minY + rad, rad, -.pi / 2, 0)
        cairo_arc(cr, r.maxX - rad, r.maxY - rad, rad, 0, .pi / 2)
        cairo_arc(cr, r.minX + rad, r.maxY - rad, rad, .pi / 2, .pi)
        cairo_arc(cr, r.minX + rad, r.minY + rad, rad, .pi, 1.5 * .pi)
        cairo_close_path(cr)
    }

    /// Adds the closed polygon through `points`.
    public static func polygon(_ cr: OpaquePointer, _ points: [Point]) {
        guard let first = points.first else { return }
        cairo_move_to(cr, first.x, first.y)
        for p in points.dropFirst() { cairo_line_to(cr, p.x, p.y) }
        cairo_close_path(cr)
    }

    /// Applies `t` (CGAffineTransform order) to the current matrix. False,
    /// leaving the context untouched, when `t` is not invertible — cairo would
    /// put the context into a permanent error state.
    @discardableResult
    static func transform(_ cr: OpaquePointer, _ t: AffineTransform) -> Bool {
        let det = t.a * t.d - t.b * t.c
        guard det.isFinite, abs(det) > 1e-12, t.tx.isFinite, t.ty.isFinite else { return false }
        var m = cairo_matrix_t()
        cairo_matrix_init(&m, t.a, t.b, t.c, t.d, t.tx, t.ty)
        cairo_transform(cr, &m)
        return true
    }

    /// Device pixels per user unit at the current matrix (the larger axis).
    static func pixelScale(_ cr: OpaquePointer) -> Double {
        var x1 = 1.0, y1 = 0.0, x2 = 0.0, y2 = 1.0
        cairo_user_to_device_distance(cr, &x1, &y1)
        cairo_user_to_device_distance(cr, &x2, &y2)
        let s = max(((x1) * (x1) + (y1) * (y1)).squareRoot(), ((x2) * (x2) + (y2) * (y2)).squareRoot())
        return s.isFinite && s > 0 ? s : 1
    }

    /// Whether `cr` draws into a vector surface (PDF, SVG, PostScript, a
    /// recording), where shapes should stay shapes.
    static func targetIsVector(_ cr: OpaquePointer) -> Bool {
        guard let target = cairo_get_group_target(cr) else { return false }
        let type = cairo_surface_get_type(target)
        return type == CAIRO_SURFACE_TYPE_PDF || type == CAIRO_SURFACE_TYPE_SVG
            || type == CAIRO_SURFACE_TYPE_PS || type == CAIRO_SURFACE_TYPE_RECORDING
            || type == CAIRO_SURFACE_TYPE_SCRIPT
    }
}
