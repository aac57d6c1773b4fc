extension Quad {
    /// Whether the quad and `rect` share a point (touching edges count),
    /// by the separating-axis test: the rect's two axes, then each edge's
    /// normal. Exact for the convex quads transforms make, degenerate
    /// (edge-on) ones included.
    ///
    /// - Complexity: O(1).
    public func intersects(_ rect: Rect) -> Bool {
        // Without allocating: the renderer and the carousel's query ask this
        // of every candidate element each frame.
        let n = corners.count
        guard n > 0 else { return false }
        var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
        for p in corners {
            guard p.x.isFinite, p.y.isFinite else { return false }
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        guard minX <= rect.maxX, rect.minX <= maxX, minY <= rect.maxY, rect.minY <= maxY else { return false }
        for i in 0..<n {
            let a = corners[i], b = corners[(i + 1) % n]
            let nx = b.y - a.y, ny = a.x - b.x
            var quadMin = Double.infinity, quadMax = -Double.infinity
            for p in corners {
                let v = p.x * nx + p.y * ny
                quadMin = min(quadMin, v)
                quadMax = max(quadMax, v)
            }
            let r1 = rect.minX * nx + rect.minY * ny, r2 = rect.maxX * nx + rect.minY * ny
            let r3 = rect.maxX * nx + rect.maxY * ny, r4 = rect.minX * nx + rect.maxY * ny
            let rectMin = min(min(r1, r2), min(r3, r4)), rectMax = max(max(r1, r2), max(r3, r4))
            if quadMax < rectMin || rectMax < quadMin { return false }
        }
        return true
    }
}
