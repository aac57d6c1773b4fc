/// The carousel export's options and transforms: iCarousel's
/// `transformForItemViewWithOffset:` and `alphaForItemWithOffset:`.
extension SwiftMathGenerator {
    static let carouselOptionsMath = #"""
/// The names a custom expression reads: the item's, the viewport's and the
/// options as the custom type resolves them.
public struct ExpressionVariables: Sendable {
    public var offset: Double, index: Double, count: Double, itemWidth: Double, itemHeight: Double, width: Double, height: Double
    public var radius: Double, spacing: Double, arc: Double, angle: Double, tilt: Double
    public var fadeMin: Double, fadeMax: Double, fadeRange: Double, fadeMinAlpha: Double
}

/// iCarousel's options for the configured type, with its defaults resolved
/// for a viewport and an item count.
struct CarouselOptions {
    typealias C = LayoutConfiguration
    static let maximumVisibleItems = 30
    /// A sliver of depth that keeps coplanar items in a stable order.
    static let depthNudge = 0.01
    let type = C.type
    var isCircular: Bool { ["rotary", "invertedRotary", "cylinder", "invertedCylinder", "wheel", "invertedWheel"].contains(type) }
    let itemWidth = C.vertical ? C.itemHeight : C.itemWidth
    var wrap = false, spacing = 1.0, arc = 2 * Double.pi, count = 0, radius = 0.0, angle: Double? = nil, tilt = 0.0
    var fadeMin = -Double.infinity, fadeMax = Double.infinity, fadeRange = 1.0, fadeMinAlpha = 0.0
    var showBackfaces = true, visibleItems = 0

    init(viewport: LayoutSize, itemCount n: Int) {
        wrap = C.wrap ?? isCircular
        spacing = C.spacing ?? (type == "coverFlow" || type == "coverFlow2" ? 0.25 : 1)
        arc = C.arc ?? .pi * 2
        let width = C.vertical ? viewport.height : viewport.width
        if isCircular {
            let ideal = min(Double(Self.maximumVisibleItems), max(12, (width / (spacing * itemWidth)).rounded(.up) * .pi))
            count = min(n, Int(ideal))
        } else {
            count = n
        }
        if let c = C.count { count = c }
        let c = Double(count)
        switch type {
        // The custom type's `radius` is the rotary's circle for its count and arc.
        case "rotary", "invertedRotary", "custom": radius = max(itemWidth * spacing / 2, itemWidth * spacing / 2 / tan(arc / 2 / c))
        case "cylinder", "invertedCylinder": radius = max(Self.depthNudge, itemWidth * spacing / 2 / tan(arc / 2 / c))
        case "wheel", "invertedWheel": radius = itemWidth * spacing * c / arc
        default: radius = 0
        }
        if let r = C.radius { radius = r }
        angle = C.angle ?? ((type == "wheel" || type == "invertedWheel" || type == "custom") ? arc / c : nil)
        tilt = C.tilt ?? (type == "coverFlow" || type == "coverFlow2" || type == "custom" ? 0.9 : type == "timeMachine" || type == "invertedTimeMachine" ? 0.3 : 0)
        fadeMin = C.fadeMin ?? (type == "invertedTimeMachine" ? 0 : -.infinity)
        fadeMax = C.fadeMax ?? (type == "timeMachine" ? 0 : .infinity)
        fadeRange = C.fadeRange ?? 1
        fadeMinAlpha = C.fadeMinAlpha ?? 0
        showBackfaces = C.showBackfaces ?? (type != "invertedCylinder")
        visibleItems = C.visibleItems ?? Self.visibleItems(type: type, width: width, viewport: viewport, itemWidth: itemWidth,
                                                           spacing: spacing, count: count, radius: radius)
        visibleItems = max(0, min(visibleItems, n))
    }

    /// iCarousel's count of item views kept loaded for the type.
    static func visibleItems(type: String, width: Double, viewport: LayoutSize, itemWidth: Double, spacing: Double,
                             count: Int, radius: Double) -> Int {
        let cap = maximumVisibleItems
        func whole(_ v: Double) -> Int { v.isFinite ? Int(max(-1e9, min(1e9, v))) : (v > 0 ? cap : 0) }
        var v = cap
        switch type {
        case "linear", "coverFlow", "coverFlow2": v = whole((width / (itemWidth * spacing)).rounded(.up) + 2)
        case "rotary", "cylinder": v = count
        case "invertedRotary", "invertedCylinder": v = whole((Double(count) / 2).rounded(.up))
        case "wheel", "invertedWheel":
            v = radius - itemWidth / 2 < min(viewport.width, viewport.height) / 2 ? count : whole((Double(count) / 2).rounded(.up) + 1)
        default: v = cap
        }
        return min(cap, v)
    }

    /// The identity with m34 = −1/perspective, moved by −viewpointOffset.
    var baseTransform: LayoutMatrix3D {
        var t = LayoutMatrix3D()
        t.m34 = C.m34
        return t.translated(-C.viewpointOffset.x, -C.viewpointOffset.y, 0)
    }

    /// iCarousel's transformForItemViewWithOffset: for the type (the
    /// custom type is the base; its steps follow elsewhere).
    func transform(offset: Double) -> LayoutMatrix3D {
        let t = baseTransform, w = itemWidth, vertical = C.vertical
        switch type {
        case "linear":
            return vertical ? t.translated(0, offset * w * spacing, 0) : t.translated(offset * w * spacing, 0, 0)
        case "rotary", "invertedRotary":
            var r = radius, a = angle ?? offset / Double(count) * arc
            if type == "invertedRotary" { r = -r; a = -a }
            return vertical ? t.translated(0, r * sin(a), r * cos(a) - r) : t.translated(r * sin(a), 0, r * cos(a) - r)
        case "cylinder", "invertedCylinder":
            var r = radius, a = angle ?? offset / Double(count) * arc
            if type == "invertedCylinder" { r = -r; a = -a }
            return t.translated(0, 0, -r).rotated(a, vertical ? -1 : 0, vertical ? 0 : 1, 0).translated(0, 0, r + Self.depthNudge)
        case "wheel", "invertedWheel":
            var r = radius, a = angle ?? arc / Double(count)
            if type == "invertedWheel" { r = -r; a = -a }
            if vertical { return t.translated(-r, 0, 0).rotated(a * offset, 0, 0, 1).translated(r, 0, offset * Self.depthNudge) }
            return t.translated(0, r, 0).rotated(a * offset, 0, 0, 1).translated(0, -r, offset * Self.depthNudge)
        case "coverFlow", "coverFlow2":
            var c = max(-1, min(1, offset))
            if type == "coverFlow2" { c = offset > 0.5 ? 1 : offset > -0.5 ? -0.0 : offset > -1.5 ? -1 : c }
            let x = (c * 0.5 * tilt + offset * spacing) * w, z = abs(c) * -w * 0.5, a = -c * (Double.pi / 2) * tilt
            return vertical ? t.translated(0, x, z).rotated(a, -1, 0, 0) : t.translated(x, 0, z).rotated(a, 0, 1, 0)
        case "timeMachine", "invertedTimeMachine":
            var tl = tilt, o = offset
            if type == "invertedTimeMachine" { tl = -tl; o = -o }
            return vertical ? t.translated(0, o * w * tl, o * w * spacing) : t.translated(o * w * tl, 0, o * w * spacing)
        default:
            return t
        }
    }

    /// iCarousel's alphaForItemWithOffset:.
    func alpha(offset: Double) -> Double {
        var factor = 0.0
        if offset > fadeMax { factor = offset - fadeMax } else if offset < fadeMin { factor = fadeMin - offset }
        return 1 - min(factor, fadeRange) / fadeRange * (1 - fadeMinAlpha)
    }
}

"""#
}
