internal import CRendering
import CollectionLayout

/// Shadows and the picture placeholder, drawn with plain cairo paths so they
/// stay vectors in SVG and PDF.
extension CellPainter {
    /// A soft drop shadow under a rounded card: stacked translucent rounded
    /// rectangles, widest and faintest outside, offset downward.
    func paintShadow(_ box: Rect, radius: Double, _ cr: OpaquePointer) {
        let layers = 8
        let blur = CellStyle.shadowBlur
        let alpha = Palette.shadow.alpha / Double(layers)
        let shadowBox = box.offsetBy(dx: 0, dy: CellStyle.shadowOffset)
        Palette.shadow.withAlpha(alpha).setSource(on: cr)
        for i in 0..<layers {
            let grow = blur * (0.75 - Double(i) / Double(layers))
            CairoPath.roundedRect(cr, shadowBox.insetBy(dx: -grow, dy: -grow), radius: max(0, radius + grow))
            cairo_fill(cr)
        }
    }

    /// A picture-frame icon centred in `box`: a rounded frame, a sun and two
    /// hills; struck through when the picture failed to load.
    func paintPlaceholderIcon(in box: Rect, struckThrough: Bool, _ cr: OpaquePointer) {
        let w = min(box.width, box.height) * 0.34
        guard w >= 8 else { return }
        let h = w * 0.78
        let frame = Rect(x: box.midX - w / 2, y: box.midY - h / 2, width: w, height: h)
        let line = max(1.5, w / 18)
        Palette.placeholderIcon.setSource(on: cr)
        cairo_set_line_width(cr, line)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        CairoPath.roundedRect(cr, frame, radius: w * 0.1)
        cairo_stroke(cr)
        cairo_new_sub_path(cr)
        cairo_arc(cr, frame.minX + 0.7 * w, frame.minY + 0.3 * h, 0.09 * w, 0, 2 * .pi)
        cairo_fill(cr)
        func at(_ fx: Double, _ fy: Double) -> Point { Point(x: frame.minX + fx * w, y: frame.minY + fy * h) }
        CairoPath.polygon(cr, [at(0.1, 0.84), at(0.38, 0.46), at(0.56, 0.68), at(0.7, 0.55), at(0.9, 0.84)])
        cairo_fill(cr)
        if struckThrough {
            cairo_move_to(cr, frame.minX - 0.1 * w, frame.maxY + 0.1 * h)
            cairo_line_to(cr, frame.maxX + 0.1 * w, frame.minY - 0.1 * h)
            cairo_stroke(cr)
        }
    }
}
