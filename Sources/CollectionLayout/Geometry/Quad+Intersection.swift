extension Quad {
    /// Whether the quad and `rect` share a point (touching edges count),
    /// by the separating-axis test: the rect's two axes, then each edge's
    /// normal. Exact for the convex quads transforms make, degenerate
    /// (edge-on) ones included.
    ///
    /// - Complexity: O(1).
    public func intersects(_ rect: Rect) -> Bool {
        guard corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return false }
        let box = boundingBox
        guard box.minX <= rect.maxX, rect.minX <= box.maxX, box.minY <= rect.maxY, rect.minY <= box.maxY else {
            return false
        }
        let rectCorners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                           Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)]
        for i in 0..<corners.count {
            let a = corners[i], b = corners[(i + 1) % corners.count]
            let normal = Point(x: b.y - a.y, y: a.x - b.x)
            func project(_ p: Point) -> Double { p.x * normal.x + p.y * normal.y }
            let quadValues = corners.map(project), rectValues = rectCorners.map(project)
            if quadValues.max()! < rectValues.min()! || rectValues.max()! < quadValues.min()! { return false }
        }
        return true
    }
}
