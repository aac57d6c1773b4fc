extension LayoutAttributes {
    /// The two transforms as the one 3-D transform they draw: `transform3D`
    /// with its perspective divide, then `transform` — a 2-D affine step
    /// after the divide is the same as that step as a 3-D matrix before it.
    var drawnTransform: Transform3D {
        let t = transform
        guard !t.isIdentity else { return transform3D }
        let affine = Transform3D(m11: t.a, m12: t.b, m13: 0, m14: 0,
                                 m21: t.c, m22: t.d, m23: 0, m24: 0,
                                 m31: 0, m32: 0, m33: 1, m34: 0,
                                 m41: t.tx, m42: t.ty, m43: 0, m44: 1)
        return transform3D.concatenating(affine)
    }

    /// The attributes a morph draws `t` of the way from `a` to `b` (both in
    /// viewport coordinates): centre and size linearly, alpha blended
    /// (`alphaProgress` of the way, clamped to 0…1), both transforms
    /// through their decomposition — the rotation along the shorter arc —
    /// and the category, index path, zIndex and hidden flag of the nearer
    /// end. Outside 0…1 the motion carries on (sizes stay ≥ 0).
    ///
    /// Ends that are both flat (no `transform3D`) give a flat `transform`;
    /// otherwise the two steps go into `transform3D`, `transform` the
    /// identity. A transform that cannot be taken apart (one scaled to
    /// nothing) is interpolated number by number.
    ///
    /// - Complexity: O(1).
    static func morph(_ a: LayoutAttributes, _ b: LayoutAttributes, progress t: Double,
                      transformProgress u: Double? = nil, alphaProgress s: Double) -> LayoutAttributes {
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        var r = t < 0.5 ? a : b
        r.center = Point(x: mix(a.center.x, b.center.x), y: mix(a.center.y, b.center.y))
        r.size = Size(width: max(0, mix(a.size.width, b.size.width)), height: max(0, mix(a.size.height, b.size.height)))
        let alphaA = a.isHidden ? 0 : a.alpha, alphaB = b.isHidden ? 0 : b.alpha
        r.alpha = min(1, max(0, alphaA + (alphaB - alphaA) * s))
        r.isHidden = a.isHidden && b.isHidden
        if a.mask != nil || b.mask != nil {
            let m = a.visibleBounds, n = b.visibleBounds
            r.mask = Rect(x: mix(m.minX, n.minX), y: mix(m.minY, n.minY),
                          width: max(0, mix(m.width, n.width)), height: max(0, mix(m.height, n.height)))
        }
        (r.transform, r.transform3D) = morphedTransforms(a, b, u ?? t)
        return r
    }

    /// The two transforms `t` of the way from `a`'s to `b`'s (see
    /// `morph(_:_:progress:transformProgress:alphaProgress:)`).
    ///
    /// - Complexity: O(1).
    static func morphedTransforms(_ a: LayoutAttributes, _ b: LayoutAttributes, _ t: Double)
        -> (AffineTransform, Transform3D) {
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        if a.transform == b.transform, a.transform3D == b.transform3D { return (a.transform, a.transform3D) }
        let flat = a.transform3D.isIdentity && b.transform3D.isIdentity
        if let da = DecomposedTransform(a.drawnTransform), let db = DecomposedTransform(b.drawnTransform) {
            let m = DecomposedTransform.interpolate(da, db, t).matrix
            return flat ? (m.affine, .identity) : (.identity, m)
        }
        let p = a.transform, q = b.transform
        let m = a.transform3D, n = b.transform3D
        return (AffineTransform(a: mix(p.a, q.a), b: mix(p.b, q.b), c: mix(p.c, q.c), d: mix(p.d, q.d),
                                tx: mix(p.tx, q.tx), ty: mix(p.ty, q.ty)),
                Transform3D(
                    m11: mix(m.m11, n.m11), m12: mix(m.m12, n.m12), m13: mix(m.m13, n.m13), m14: mix(m.m14, n.m14),
                    m21: mix(m.m21, n.m21), m22: mix(m.m22, n.m22), m23: mix(m.m23, n.m23), m24: mix(m.m24, n.m24),
                    m31: mix(m.m31, n.m31), m32: mix(m.m32, n.m32), m33: mix(m.m33, n.m33), m34: mix(m.m34, n.m34),
                    m41: mix(m.m41, n.m41), m42: mix(m.m42, n.m42), m43: mix(m.m43, n.m43), m44: mix(m.m44, n.m44)))
    }

    /// The least homogeneous w of the element's corners through `m`: how
    /// far in front of the eye its nearest corner is (1 without perspective).
    func nearestCornerDepth(through m: Transform3D) -> Double {
        let x = size.width / 2, y = size.height / 2
        return min(m.m44 - x * m.m14 - y * m.m24, m.m44 + x * m.m14 - y * m.m24,
                   m.m44 - x * m.m14 + y * m.m24, m.m44 + x * m.m14 + y * m.m24)
    }

    /// Whether the element is drawn at all: not hidden, and every corner in
    /// front of the eye.
    var isDrawn: Bool {
        !isHidden && nearestCornerDepth(through: drawnTransform) > 0
    }

    /// `other`'s place (centre, size, transforms, mask) with this element's
    /// identity, alpha and hidden flag.
    func placed(like other: LayoutAttributes) -> LayoutAttributes {
        var r = self
        r.center = other.center
        r.size = other.size
        r.transform = other.transform
        r.transform3D = other.transform3D
        r.mask = other.mask
        return r
    }

    /// The element as a morph draws it when only one end shows it:
    /// where it is, its alpha scaled by `factor` (clamped to 0…1).
    func fading(by factor: Double) -> LayoutAttributes {
        var r = self
        r.alpha = min(1, max(0, (isHidden ? 0 : alpha) * factor))
        return r
    }
}
