extension LayoutAttributes {
    /// The attributes `progress` of the way from `a` to `b` (0 gives `a`,
    /// 1 gives `b`): centre, size, alpha and both transforms interpolated
    /// component-wise, the way UIKit animates a layout change. Category,
    /// index path and hidden come from `b`; zIndex switches halfway.
    public static func interpolate(_ a: LayoutAttributes, _ b: LayoutAttributes, progress t: Double) -> LayoutAttributes {
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        var r = b
        r.center = Point(x: mix(a.center.x, b.center.x), y: mix(a.center.y, b.center.y))
        r.size = Size(width: mix(a.size.width, b.size.width), height: mix(a.size.height, b.size.height))
        r.alpha = mix(a.isHidden ? 0 : a.alpha, b.isHidden ? 0 : b.alpha)
        r.isHidden = a.isHidden && b.isHidden
        r.zIndex = t < 0.5 ? a.zIndex : b.zIndex
        r.transform = AffineTransform(values: zip(a.transform.values, b.transform.values).map(mix))!
        r.transform3D = Transform3D(values: zip(a.transform3D.values, b.transform3D.values).map(mix))!
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
