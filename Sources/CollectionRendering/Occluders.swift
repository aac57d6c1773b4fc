import CollectionLayout

/// The opaque cards of one frame, for the elements drawn under them: a
/// turned element's pixels that a card drawn later covers completely are
/// not worked out (Cover Flow's side cards hide most of one another).
///
/// A card qualifies when it is a cell drawn as an opaque card (`CellStyle`
/// shape `.card`: every card fills its rounded box), fully opaque and shown;
/// its core is its box inset by the corner radius and a device pixel, so
/// rounded corners and soft edges never count as cover.
struct Occluders {
    struct Occluder {
        /// The element's place in the frame's drawing order.
        var order: Int
        /// The core's corners, device pixels of the viewport.
        var corners: [Point]
        var box: Rect
    }

    private(set) var all: [Occluder] = []

    /// The occluders among `elements` (in drawing order) in `layoutID`.
    init(_ elements: [LayoutAttributes], layoutID: String, offset: Point, pixelScale: Double) {
        for (order, element) in elements.enumerated() where element.category == .cell && !element.isHidden
            && element.alpha >= 1 {
            let style = CellStyle.style(layoutID: layoutID, category: .cell, size: element.size, hasPicture: false)
            guard style.shape == .card else { continue }
            let inset = style.cornerRadius + 1 / max(pixelScale, 1e-9)
            let w = element.size.width / 2 - inset, h = element.size.height / 2 - inset
            guard w > 0, h > 0 else { continue }
            var corners: [Point] = []
            for (x, y) in [(-w, -h), (w, -h), (w, h), (-w, h)] {
                guard let p = element.map(Point(x: x, y: y)) else { break }
                corners.append(Point(x: (p.x - offset.x) * pixelScale, y: (p.y - offset.y) * pixelScale))
            }
            guard corners.count == 4 else { continue }
            let box = Quad(corners: corners).boundingBox
            all.append(Occluder(order: order, corners: corners, box: box))
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
