import CollectionLayout

/// The opaque cards of one frame, for the elements drawn under them: a
/// turned element's pixels that a card drawn later covers completely are
/// not worked out (Cover Flow's side cards hide most of one another).
///
/// A card qualifies when it is a cell drawn as an opaque card (`CellStyle`
/// shape `.card`: every card fills its rounded box), fully opaque and shown.
/// What it covers is its rounded box less the corners: two bands, the box
/// narrowed by the corner radius across the full height and lowered by it
/// across the full width, each inset by two device pixels (two texels of a
/// picture made at the device scale: a pixel whose sample mixes texels of
/// the soft edge is never counted as covered), so rounded corners
/// and soft edges never count as cover.
struct Occluders {
    struct Occluder {
        /// The element's place in the frame's drawing order.
        var order: Int
        /// A band's corners, device pixels of the viewport.
        var corners: [Point]
        var box: Rect
    }

    private(set) var all: [Occluder] = []

    /// The occluders among `elements` (in drawing order) in `style`.
    init(_ elements: [LayoutAttributes], style: SceneStyle, offset: Point, pixelScale: Double) {
        // A masked element covers only its window: it occludes nothing here.
        for (order, element) in elements.enumerated() where element.category == .cell && !element.isHidden
            && element.alpha >= 1 && element.mask == nil {
            let style = CellStyle.style(scene: style, category: .cell, size: element.size, hasPicture: false)
            guard style.shape == .card else { continue }
            let pixel = 2 / max(pixelScale, 1e-9), radius = max(0, style.cornerRadius)
            let halfWidth = element.size.width / 2 - pixel, halfHeight = element.size.height / 2 - pixel
            for (w, h) in [(halfWidth - radius, halfHeight), (halfWidth, halfHeight - radius)] where w > 0 && h > 0 {
                var corners: [Point] = []
                for (x, y) in [(-w, -h), (w, -h), (w, h), (-w, h)] {
                    guard let p = element.map(Point(x: x, y: y)) else { break }
                    corners.append(Point(x: (p.x - offset.x) * pixelScale, y: (p.y - offset.y) * pixelScale))
                }
                guard corners.count == 4 else { continue }
                all.append(Occluder(order: order, corners: corners, box: Quad(corners: corners).boundingBox))
            }
        }
    }

    /// The cores of the cards drawn after position `order` that meet `box`
    /// (device pixels), as x, y pairs relative to `origin`, four corners each.
    func covering(after order: Int, box: Rect, origin: Point) -> [Double] {
        var result: [Double] = []
        for occluder in all where occluder.order > order && occluder.box.intersects(box) {
            for p in occluder.corners { result += [p.x - origin.x, p.y - origin.y] }
        }
        return result
    }
}
