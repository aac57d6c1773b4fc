/// A convex quadrilateral: an element's frame after its transforms.
public struct Quad: Hashable, Sendable {
    /// Corners in order: top-left, top-right, bottom-right, bottom-left of the
    /// untransformed element.
    public var corners: [Point]

    /// The quadrilateral with `corners` (top-left, top-right, bottom-right,
    /// bottom-left of the untransformed element).
    public init(corners: [Point]) {
        self.corners = corners
    }

    /// Whether `p` lies inside (the quad may be wound either way).
    public func contains(_ p: Point) -> Bool {
        var sign = 0.0
        for i in 0..<corners.count {
            let a = corners[i], b = corners[(i + 1) % corners.count]
            let cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
            if cross == 0 { continue }
            if sign == 0 { sign = cross } else if (sign > 0) != (cross > 0) { return false }
        }
        return sign != 0
    }

    /// The axis-aligned bounding box.
    public var boundingBox: Rect {
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min() ?? 0, y0 = ys.min() ?? 0
        return Rect(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
    }

    /// Twice the signed area: positive when the corners run clockwise on a
    /// y-down screen, i.e. the element shows its front.
    public var signedArea: Double {
        var s = 0.0
        for i in 0..<corners.count {
            let a = corners[i], b = corners[(i + 1) % corners.count]
            s += a.x * b.y - b.x * a.y
        }
        return s
    }
}

extension LayoutAttributes {
    /// Maps a point given relative to the element's centre (untransformed)
    /// to content coordinates: first `transform3D` with its perspective
    /// divide, then `transform`, then the centre. Nil when the point falls
    /// behind the eye.
    public func map(_ local: Point) -> Point? {
        let projected: Point
        if transform3D.isIdentity {
            projected = local
        } else {
            guard let p = transform3D.project(local) else { return nil }
            projected = p
        }
        return transform.apply(to: projected) + center
    }

    /// The element's corners after its transforms, or nil when any corner
    /// falls behind the eye.
    public func screenQuad() -> Quad? {
        let w = size.width / 2, h = size.height / 2
        guard let a = map(Point(x: -w, y: -h)), let b = map(Point(x: w, y: -h)),
              let c = map(Point(x: w, y: h)), let d = map(Point(x: -w, y: h)) else { return nil }
        return Quad(corners: [a, b, c, d])
    }

    /// The drawn part's corners after the element's transforms: the
    /// `mask` (the whole element when unmasked), or nil when any corner
    /// falls behind the eye. Hit testing and the accessible extents use it.
    public func visibleQuad() -> Quad? {
        guard let m = mask else { return screenQuad() }
        let x0 = m.minX - size.width / 2, y0 = m.minY - size.height / 2
        let x1 = m.maxX - size.width / 2, y1 = m.maxY - size.height / 2
        guard let a = map(Point(x: x0, y: y0)), let b = map(Point(x: x1, y: y0)),
              let c = map(Point(x: x1, y: y1)), let d = map(Point(x: x0, y: y1)) else { return nil }
        return Quad(corners: [a, b, c, d])
    }

    /// Whether the element shows its back (its projected corners wind the
    /// other way), as Core Animation's `doubleSided = NO` culls.
    public var isBackFacing: Bool {
        guard let quad = screenQuad() else { return true }
        return quad.signedArea < 0
    }
}
