internal import CRendering
import Foundation
import CollectionLayout

/// The outline of an element's drawn shape — a rounded card, a circle, a
/// pill — after its transforms, for marks that follow the cell (the
/// selection, a keyboard focus ring).
extension SceneRenderer {
    /// Segments per quarter circle of a rounded corner: a corner of radius r
    /// then departs from its chord by r·(1 − cos(π/32)) ≈ 0.005·r.
    static let outlineSegmentsPerCorner = 8

    /// The closed outline of `element`'s cell shape in content coordinates,
    /// clockwise from the top edge (a masked element's: its window's, with
    /// `RenderOptions.maskCornerRadius`); nil when any point of it falls
    /// behind the eye or the element has no area.
    public func outline(of element: LayoutAttributes) -> [Point]? {
        let size = element.size
        guard size.width > 0, size.height > 0 else { return nil }
        let style = CellStyle.style(scene: sceneStyle, category: element.category, size: size,
                                    hasPicture: pictureState(for: element) != .none)
        // A masked element's outline is its window's, with the window's corners.
        let box = element.visibleBounds
        guard box.width > 0, box.height > 0 else { return nil }
        let cx = box.midX - size.width / 2, cy = box.midY - size.height / 2
        let w = box.width / 2, h = box.height / 2
        let r = max(0, min(element.mask == nil ? style.cornerRadius : options.maskCornerRadius, w, h))
        // Corner centres (relative to the element's centre) and their start angles.
        let corners = [(Point(x: cx + w - r, y: cy - h + r), -Double.pi / 2), (Point(x: cx + w - r, y: cy + h - r), 0),
                       (Point(x: cx - w + r, y: cy + h - r), Double.pi / 2), (Point(x: cx - w + r, y: cy - h + r), Double.pi)]
        let segments = r > 0 ? Self.outlineSegmentsPerCorner : 0
        var points: [Point] = []
        points.reserveCapacity(4 * (segments + 1))
        for (centre, start) in corners {
            for k in 0...segments {
                let angle = start + Double.pi / 2 * Double(k) / Double(max(1, segments))
                guard let p = element.map(Point(x: centre.x + r * cos(angle), y: centre.y + r * sin(angle))) else {
                    return nil
                }
                points.append(p)
            }
        }
        return points
    }

    /// Strokes `element`'s outline in viewport space (content minus
    /// `offset`), `lineWidth` points wide.
    public func strokeOutline(of element: LayoutAttributes, offset: Point, color: RGBA, lineWidth: Double,
                              dash: [Double] = [], into cr: OpaquePointer) {
        guard let points = outline(of: element) else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_new_path(cr)
        CairoPath.polygon(cr, points.map { Point(x: $0.x - offset.x, y: $0.y - offset.y) })
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_set_line_width(cr, lineWidth)
        if !dash.isEmpty { cairo_set_dash(cr, dash, Int32(dash.count), 0) }
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_stroke(cr)
    }
}
