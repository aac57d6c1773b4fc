import Foundation

/// Where the end layout comes to rest: the anchor's place.
extension LayoutMorph {
    /// The end offset and the anchor's drawn centre at each end, in
    /// viewport coordinates (nil where a layout does not place it).
    struct Placement {
        var offset: Point
        var startPlace: Point?
        var endPlace: Point?
    }

    /// The start view's item in focus: its current item, or the cell drawn
    /// nearest the viewport's centre (the first such item on a tie); nil
    /// when nothing is in view.
    ///
    /// - Complexity: O(k) for the k elements in view.
    static func defaultAnchor(_ layout: any CollectionLayout, dataset: Dataset, offset: Point,
                              visible: [LayoutAttributes], viewport: Size, count: Int) -> Int? {
        if let current = layout.currentIndex(at: offset), (0..<count).contains(current) { return current }
        let middle = Point(x: offset.x + viewport.width / 2, y: offset.y + viewport.height / 2)
        var best: (index: Int, distance: Double)?
        for e in visible where e.category == .cell && !e.isHidden && e.alpha > 0 {
            guard dataset.item(at: e.indexPath) != nil, let c = e.map(.zero) else { continue }
            let i = dataset.flatIndex(of: e.indexPath)
            guard i < count else { continue }
            let d = (c.x - middle.x) * (c.x - middle.x) + (c.y - middle.y) * (c.y - middle.y)
            if best == nil || d < best!.distance || (d == best!.distance && i < best!.index) { best = (i, d) }
        }
        return best?.index
    }

    /// The end layout's rest offset nearest the one that draws the anchor
    /// where the start view draws it: found by moving the offset by what
    /// the anchor lacks (a few steps, for layouts whose items do not move
    /// one for one with the offset), then the layout's own target for that
    /// proposal, wrapped or clamped to the content. When that rest would
    /// draw the anchor outside the viewport, the offset that brings the
    /// anchor to the layout's focus instead.
    ///
    /// - Complexity: O(1) questions of each layout.
    static func endOffset(start: any CollectionLayout, startDataset: Dataset, offset: Point,
                          end: any CollectionLayout, endDataset: Dataset, viewport: Size, anchor: Int?) -> Placement {
        let near = UpdateAnimator.clamp(offset, end, viewport)
        func rest(_ proposed: Point) -> Point {
            var target = end.targetContentOffset(forProposed: proposed, velocity: .zero, current: proposed)
            if !target.isFinite { target = proposed }
            return UpdateAnimator.clamp(target, end, viewport)
        }
        guard let anchor, let startPath = startDataset.indexPath(ofFlat: anchor),
              let endPath = endDataset.indexPath(ofFlat: anchor) else {
            return Placement(offset: rest(near))
        }
        func place(_ o: Point) -> Point? {
            guard let c = end.attributesForItem(at: endPath, offset: o)?.map(.zero), c.isFinite else { return nil }
            return c - o
        }
        func inside(_ p: Point?) -> Bool {
            guard let p else { return false }
            return p.x >= 0 && p.y >= 0 && p.x <= viewport.width && p.y <= viewport.height
        }
        let focus = end.contentOffset(focusing: endPath, from: near).map { UpdateAnimator.clamp($0, end, viewport) }
        guard let placeInStart = start.attributesForItem(at: startPath, offset: offset)?.map(.zero).map({ $0 - offset }),
              placeInStart.isFinite else {
            let o = focus ?? rest(near)
            return Placement(offset: o, startPlace: nil, endPlace: place(o))
        }
        var o = focus ?? near
        var best = o, bestMiss = Double.infinity
        for _ in 0..<6 {
            guard let p = place(o) else { break }
            let miss = p - placeInStart
            let size = (miss.x * miss.x + miss.y * miss.y).squareRoot()
            guard size.isFinite else { break }
            if size < bestMiss {
                best = o
                bestMiss = size
            }
            if size < 0.01 { break }
            o = o + miss
        }
        var chosen = rest(best)
        if !inside(place(chosen)), let focus, inside(place(focus)) { chosen = focus }
        return Placement(offset: chosen, startPlace: placeInStart, endPlace: place(chosen))
    }

    /// How far past the end at `place` the motion (away from `other`) may
    /// carry the anchor before leaving the viewport: nil when an end is
    /// outside it (then nothing is held back).
    static func overshoot(from place: Point, awayFrom other: Point, in viewport: Size) -> Overshoot? {
        func inside(_ p: Point) -> Bool { p.x >= 0 && p.y >= 0 && p.x <= viewport.width && p.y <= viewport.height }
        guard inside(place), inside(other) else { return nil }
        let dx = place.x - other.x, dy = place.y - other.y
        let distance = (dx * dx + dy * dy).squareRoot()
        guard distance > 0 else { return Overshoot(distance: 0, room: 0) }
        let ux = dx / distance, uy = dy / distance
        var room = Double.infinity
        if ux > 0 { room = min(room, (viewport.width - place.x) / ux) }
        if ux < 0 { room = min(room, -place.x / ux) }
        if uy > 0 { room = min(room, (viewport.height - place.y) / uy) }
        if uy < 0 { room = min(room, -place.y / uy) }
        // Keep clear of the edge: the drawn centre follows the straight line
        // only as nearly as the transforms let it.
        return Overshoot(distance: distance, room: max(0, room) * 0.8)
    }
}
