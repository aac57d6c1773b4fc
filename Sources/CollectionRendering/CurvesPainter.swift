internal import CRendering
import CollectionLayout

/// Draws a carousel's attribute curves: one small panel per transform
/// component (x, y, z, angle, scale, alpha) over the offsets −3…+3, its
/// curve, the zero line, the centre, and a dot for each item in view.
/// Components that do not change are drawn dimmed. Text (the names and
/// ranges) only when `labels` is on, so pictures without it compare
/// across machines.
public struct CurvesPainter {
    /// The colours of the six components' curves.
    static let colours: [(Double, Double, Double)] = [
        (0.21, 0.52, 0.89), (0.18, 0.76, 0.49), (0.96, 0.76, 0.07),
        (0.88, 0.11, 0.14), (0.57, 0.25, 0.67), (0.9, 0.9, 0.9),
    ]
    /// Panels per row.
    public static let columns = 2
    /// Whether the components' names and ranges are written.
    public var labels: Bool

    /// A painter that writes the labels or not.
    public init(labels: Bool = true) {
        self.labels = labels
    }

    /// The panel of component `c` in a picture of `size`.
    public static func panel(_ c: Int, in size: Size) -> Rect {
        let rows = (TransformComponents.names.count + columns - 1) / columns
        let w = size.width / Double(columns), h = size.height / Double(rows)
        return Rect(x: Double(c % columns) * w + 3, y: Double(c / columns) * h + 3, width: w - 6, height: h - 6)
    }

    /// The height of the strip at the top of each panel that holds its
    /// name and its range: no curve, dot or square is drawn in it, so the
    /// numbers never sit on the marks a person reads or drags.
    public static let labelBand = 15.0

    /// Where component `c`'s curve is drawn in a picture of `size`: its
    /// panel less the label strip at the top and a 4-point margin elsewhere.
    public static func plot(_ c: Int, in size: Size) -> Rect {
        let r = panel(c, in: size)
        return Rect(x: r.minX + 4, y: r.minY + labelBand, width: r.width - 8, height: max(1, r.height - labelBand - 4))
    }

    /// The offset and value drawn at `p` in component `c`'s panel (the
    /// inverse of `point(offset:value:component:curves:size:)`).
    public static func value(at p: Point, component c: Int, curves: AttributeCurves, size: Size) -> Point {
        let r = plot(c, in: size), range = curves.range(ofComponent: c)
        let offsets = CarouselLayout.curveOffsets
        let o = offsets.lowerBound + (p.x - r.minX) / r.width * (offsets.upperBound - offsets.lowerBound)
        let up = isDownward(c) ? p.y - r.minY : r.maxY - p.y
        let v = range.lowerBound + up / r.height * (range.upperBound - range.lowerBound)
        return Point(x: o, y: v)
    }

    /// Where value `v` of component `c` at offset `o` is drawn.
    public static func point(offset o: Double, value v: Double, component c: Int, curves: AttributeCurves, size: Size) -> Point {
        let r = plot(c, in: size), range = curves.range(ofComponent: c)
        let offsets = CarouselLayout.curveOffsets
        let x = r.minX + (o - offsets.lowerBound) / (offsets.upperBound - offsets.lowerBound) * r.width
        let rise = (v - range.lowerBound) / (range.upperBound - range.lowerBound) * r.height
        let y = isDownward(c) ? r.minY + rise : r.maxY - rise
        return Point(x: x, y: y)
    }

    /// Whether component `c` grows downwards on its panel, as on the screen:
    /// y (a larger y is lower, as the item moves), so the curve has the
    /// shape the items make.
    public static func isDownward(_ c: Int) -> Bool { c == 1 }

    /// Draws `curves` as a picture of `size` points into `cr` (a `cairo_t *`):
    /// `drawBackdrop`, then `drawMarks`.
    public func draw(_ curves: AttributeCurves, size: Size, into cr: OpaquePointer) {
        drawBackdrop(curves, size: size, into: cr)
        drawMarks(curves, size: size, into: cr)
    }

    /// What changes only with the curves, not with the content offset: the
    /// panels, the zero lines and centres, the curves and the labels. A
    /// view keeps it as a picture while the items move
    /// (`backdropKey(_:size:)` says when it is stale).
    public func drawBackdrop(_ curves: AttributeCurves, size: Size, into cr: OpaquePointer) {
        cairo_set_source_rgb(cr, 0.13, 0.14, 0.17)
        CairoPath.roundedRect(cr, Rect(x: 0, y: 0, width: size.width, height: size.height), radius: 6)
        cairo_fill(cr)
        for c in TransformComponents.names.indices { drawPanel(c, curves, size: size, cr) }
    }

    /// What `drawBackdrop` draws from: equal keys, equal pictures.
    public func backdropKey(_ curves: AttributeCurves, size: Size) -> [Double] {
        var key = [size.width, size.height, labels ? 1 : 0]
        for c in TransformComponents.names.indices {
            let range = curves.range(ofComponent: c)
            key += [range.lowerBound, range.upperBound, curves.varies(c) ? 1 : 0]
        }
        key += curves.offsets
        for sample in curves.samples { key += sample.values }
        return key
    }

    /// What moves with the content: a dot for each item in view, and the
    /// points of a custom curve a person drags, over the backdrop.
    /// `dots` keeps the dots' pictures for a view that draws them every frame.
    public func drawMarks(_ curves: AttributeCurves, size: Size, dots: CurvesDots? = nil, into cr: OpaquePointer) {
        for c in TransformComponents.names.indices {
            let (red, green, blue) = Self.colours[c]
            let fade = curves.varies(c) ? 1.0 : 0.35
            // The items in view: white dots with the curve's colour around them.
            for mark in curves.marks {
                let v = mark.components.value(c)
                guard v.isFinite else { continue }
                let p = Self.point(offset: mark.offset, value: v, component: c, curves: curves, size: size)
                if let dot = dots?.dot(component: c, fade: fade, like: cairo_get_target(cr)) {
                    // A picture of the dot on whole device pixels: a copy, not a ring stroked again.
                    let (x, y) = CurvesDots.corner(of: p, cr)
                    cairo_set_source_surface(cr, dot, x, y)
                    cairo_paint(cr)
                } else {
                    CurvesDots.draw(at: p, colour: (red, green, blue), fade: fade, cr)
                }
            }
            // The points of a `curve` a person can drag: squares with a dark core.
            for (_, handle) in curves.handles where handle.component == c {
                for point in handle.points {
                    let p = Self.point(offset: point.x, value: point.y, component: c, curves: curves, size: size)
                    cairo_rectangle(cr, p.x - 4.5, p.y - 4.5, 9, 9)
                    cairo_set_source_rgb(cr, red, green, blue)
                    cairo_fill(cr)
                    cairo_rectangle(cr, p.x - 2, p.y - 2, 4, 4)
                    cairo_set_source_rgb(cr, 0.13, 0.14, 0.17)
                    cairo_fill(cr)
                }
            }
        }
    }

    private func drawPanel(_ c: Int, _ curves: AttributeCurves, size: Size, _ cr: OpaquePointer) {
        let r = Self.panel(c, in: size)
        let varies = curves.varies(c)
        cairo_set_source_rgb(cr, 0.18, 0.19, 0.23)
        CairoPath.roundedRect(cr, r, radius: 4)
        cairo_fill(cr)
        // The centre (offset 0) and the zero line.
        cairo_set_line_width(cr, 1)
        cairo_set_source_rgb(cr, 0.32, 0.33, 0.38)
        let centre = Self.point(offset: 0, value: 0, component: c, curves: curves, size: size)
        cairo_move_to(cr, centre.x.rounded() + 0.5, r.minY + Self.labelBand - 2)
        cairo_line_to(cr, centre.x.rounded() + 0.5, r.minY + r.height - 2)
        if curves.range(ofComponent: c).contains(0) {
            cairo_move_to(cr, r.minX + 2, centre.y.rounded() + 0.5)
            cairo_line_to(cr, r.minX + r.width - 2, centre.y.rounded() + 0.5)
        }
        cairo_stroke(cr)
        let (red, green, blue) = Self.colours[c]
        let fade = varies ? 1.0 : 0.35
        cairo_set_source_rgba(cr, red, green, blue, fade)
        cairo_set_line_width(cr, 2)
        var drawing = false
        for (o, sample) in zip(curves.offsets, curves.samples) {
            let v = sample.value(c)
            guard v.isFinite else { drawing = false; continue }
            let p = Self.point(offset: o, value: v, component: c, curves: curves, size: size)
            if drawing { cairo_line_to(cr, p.x, p.y) } else { cairo_move_to(cr, p.x, p.y) }
            drawing = true
        }
        cairo_stroke(cr)
        if labels { drawLabels(c, curves, r, cr) }
    }

    private func drawLabels(_ c: Int, _ curves: AttributeCurves, _ r: Rect, _ cr: OpaquePointer) {
        let range = curves.range(ofComponent: c)
        func short(_ v: Double) -> String {
            abs(v) >= 100 ? "\(Int(v.rounded()))" : formatNumber((v * 100).rounded() / 100)
        }
        cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
        cairo_set_font_size(cr, 10)
        cairo_set_source_rgb(cr, 0.85, 0.86, 0.9)
        cairo_move_to(cr, r.minX + 5, r.minY + 11)
        cairo_show_text(cr, TransformComponents.names[c] + (Self.isDownward(c) ? " ↓" : ""))
        cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, 9)
        cairo_set_source_rgb(cr, 0.6, 0.62, 0.68)
        // The range, lowest to highest, in the label strip beside the name.
        let text = short(range.lowerBound) + " … " + short(range.upperBound)
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr, text, &extents)
        cairo_move_to(cr, r.minX + r.width - 5 - extents.x_advance, r.minY + 11)
        cairo_show_text(cr, text)
    }
}
