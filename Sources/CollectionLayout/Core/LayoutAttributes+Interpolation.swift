extension LayoutAttributes {
    /// The attributes `progress` of the way from `a` to `b` (0 gives `a`,
    /// 1 gives `b`): centre, size, alpha and both transforms interpolated
    /// component-wise, the way UIKit animates a layout change. Category,
    /// index path and hidden come from `b`; zIndex switches halfway. A mask
    /// on either side is interpolated between the two visible rects (an
    /// unmasked side counting as wholly visible).
    public static func interpolate(_ a: LayoutAttributes, _ b: LayoutAttributes, progress t: Double) -> LayoutAttributes {
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        var r = b
        r.center = Point(x: mix(a.center.x, b.center.x), y: mix(a.center.y, b.center.y))
        r.size = Size(width: mix(a.size.width, b.size.width), height: mix(a.size.height, b.size.height))
        r.alpha = mix(a.isHidden ? 0 : a.alpha, b.isHidden ? 0 : b.alpha)
        r.isHidden = a.isHidden && b.isHidden
        r.zIndex = t < 0.5 ? a.zIndex : b.zIndex
        // Component by component, without arrays: an update animates every
        // visible element each frame.
        let p = a.transform, q = b.transform
        r.transform = AffineTransform(a: mix(p.a, q.a), b: mix(p.b, q.b), c: mix(p.c, q.c), d: mix(p.d, q.d),
                                      tx: mix(p.tx, q.tx), ty: mix(p.ty, q.ty))
        if a.mask != nil || b.mask != nil {
            let m = a.visibleBounds, n = b.visibleBounds
            r.mask = t == 0 ? a.mask : t == 1 ? b.mask
                : Rect(x: mix(m.minX, n.minX), y: mix(m.minY, n.minY),
                       width: mix(m.width, n.width), height: mix(m.height, n.height))
        }
        if a.transform3D != b.transform3D {
            let m = a.transform3D, n = b.transform3D
            r.transform3D = Transform3D(
                m11: mix(m.m11, n.m11), m12: mix(m.m12, n.m12), m13: mix(m.m13, n.m13), m14: mix(m.m14, n.m14),
                m21: mix(m.m21, n.m21), m22: mix(m.m22, n.m22), m23: mix(m.m23, n.m23), m24: mix(m.m24, n.m24),
                m31: mix(m.m31, n.m31), m32: mix(m.m32, n.m32), m33: mix(m.m33, n.m33), m34: mix(m.m34, n.m34),
                m41: mix(m.m41, n.m41), m42: mix(m.m42, n.m42), m43: mix(m.m43, n.m43), m44: mix(m.m44, n.m44))
        }
        return r
    }

    /// The same attributes moved by `delta` (content to viewport coordinates
    /// and back).
    public func offsetBy(_ delta: Point) -> LayoutAttributes {
        var r = self
        r.center = center + delta
        return r
    }
}
