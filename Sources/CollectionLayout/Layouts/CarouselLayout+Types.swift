import Foundation

extension CarouselLayout {
    /// iCarousel's types (`iCarouselType`), and `custom`, whose transform and
    /// alpha are the `transform` and `alpha` expressions.
    public enum CarouselType: String, CaseIterable, Sendable {
        /// Items side by side in a flat row.
        case linear
        /// Items around a ring seen from above, facing the viewer.
        case rotary
        /// The rotary ring seen from inside.
        case invertedRotary
        /// Items on the outside of a drum, turned with it.
        case cylinder
        /// Items on the inside of a drum.
        case invertedCylinder
        /// Items around a wheel standing in the screen's plane.
        case wheel
        /// The wheel turned the other way.
        case invertedWheel
        /// Apple's Cover Flow: side items turned and stacked.
        case coverFlow
        /// Cover Flow with a smoother turn near the centre.
        case coverFlow2
        /// Items receding into the distance behind the current one.
        case timeMachine
        /// The time machine coming towards the viewer.
        case invertedTimeMachine
        /// The `transform` and `alpha` expressions a person writes.
        case custom

        /// The title in the type drop-down ("Cover Flow").
        public var title: String {
            switch self {
            case .linear: "Linear"
            case .rotary: "Rotary"
            case .invertedRotary: "Inverted Rotary"
            case .cylinder: "Cylinder"
            case .invertedCylinder: "Inverted Cylinder"
            case .wheel: "Wheel"
            case .invertedWheel: "Inverted Wheel"
            case .coverFlow: "Cover Flow"
            case .coverFlow2: "Cover Flow 2"
            case .timeMachine: "Time Machine"
            case .invertedTimeMachine: "Inverted Time Machine"
            case .custom: "Custom"
            }
        }

        /// Whether the items stand on a circle (iCarousel's
        /// `circularCarouselItemCount` applies, and wrapping is on by default).
        public var isCircular: Bool {
            switch self {
            case .rotary, .invertedRotary, .cylinder, .invertedCylinder, .wheel, .invertedWheel: true
            default: false
            }
        }

        /// The option keys the type's transform reads, besides the ones every
        /// Type reads (sizes, perspective, viewpoint, vertical, wrap, fades,
        /// Back faces, visible items).
        public var transformKeys: [Key] {
            switch self {
            case .linear: [.spacing]
            case .rotary, .invertedRotary, .cylinder, .invertedCylinder, .wheel, .invertedWheel:
                [.count, .spacing, .arc, .radius, .angle]
            case .coverFlow, .coverFlow2, .timeMachine, .invertedTimeMachine: [.tilt, .spacing]
            // The custom type reads them as variables of its expressions.
            case .custom: [.transform, .alpha, .count, .spacing, .arc, .radius, .angle, .tilt]
            }
        }

        /// ICarousel's `iCarouselOptionWrap` default: on for the circular types.
        var defaultWrap: Bool { isCircular }

        /// ICarousel's `iCarouselOptionSpacing` default: 0.25 for Cover Flow, else 1.
        var defaultSpacing: Double { self == .coverFlow || self == .coverFlow2 ? 0.25 : 1 }

        /// ICarousel's `iCarouselOptionTilt` default: 0.9 for Cover Flow (and
        /// The custom type's `tilt`), 0.3 for Time Machine; nil for types without a tilt.
        var defaultTilt: Double? {
            switch self {
            case .coverFlow, .coverFlow2, .custom: 0.9
            case .timeMachine, .invertedTimeMachine: 0.3
            default: nil
            }
        }

        /// ICarousel's `iCarouselOptionFadeMin`/`FadeMax` defaults: the Time
        /// Machine fades items in front of the centre, the inverted one those
        /// Behind it; the others never fade.
        var defaultFade: (min: Double, max: Double) {
            switch self {
            case .timeMachine: (-.infinity, 0)
            case .invertedTimeMachine: (0, .infinity)
            default: (-.infinity, .infinity)
            }
        }

        /// ICarousel's `iCarouselOptionShowBackfaces` default (a layer is
        /// Double-sided): every type but the inverted cylinder.
        var defaultShowBackfaces: Bool { self != .invertedCylinder }
    }

    /// iCarousel's `MAX_VISIBLE_ITEMS` on iOS: the most views it keeps loaded.
    static let maximumVisibleItems = 30

    /// The depth iCarousel adds so that items on the cylinder and the wheel
    /// never share a plane: `radius + 0.01`, `offset * 0.01`.
    static let depthNudge = 0.01
}

/// Every option a carousel type reads, `auto` resolved to iCarousel's default
/// for the type, the viewport and the item count.
public struct CarouselOptions: Hashable, Sendable {
    /// The type.
    public var type: CarouselLayout.CarouselType
    /// Whether the items run top to bottom.
    public var vertical: Bool
    /// iCarousel's `_itemWidth`: the item's extent along the scroll axis.
    public var itemWidth: Double
    /// `m34` of the base transform, `−1/perspective`.
    public var m34: Double
    /// iCarousel's `viewpointOffset`.
    public var viewpointOffset: Point
    /// Whether the scroll position wraps.
    public var wrap: Bool
    /// iCarousel's `iCarouselOptionSpacing`.
    public var spacing: Double
    /// iCarousel's `iCarouselOptionArc`.
    public var arc: Double
    /// iCarousel's `circularCarouselItemCount` (the item count for the other types).
    public var count: Int
    /// iCarousel's `iCarouselOptionRadius` (0 for the types without one; the
    /// rotary's for the custom type's `radius`).
    public var radius: Double
    /// iCarousel's `iCarouselOptionAngle` when set; nil for the default,
    /// which for the rotary and the cylinder depends on each item's offset
    /// (`arc / count` for the wheel and the custom type's `angle`).
    public var angle: Double?
    /// iCarousel's `iCarouselOptionTilt` (0 for the types without one).
    public var tilt: Double
    /// iCarousel's fade options.
    public var fadeMin: Double, fadeMax: Double, fadeRange: Double, fadeMinAlpha: Double
    /// iCarousel's `iCarouselOptionShowBackfaces`.
    public var showBackfaces: Bool
    /// iCarousel's `_numberOfVisibleItems`.
    public var visibleItems: Int
}

extension CarouselOptions {
    /// The options of `parameters` for `type`, `auto` resolved as iCarousel's
    /// `layOutItemViews`, `circularCarouselItemCount` and
    /// `updateNumberOfVisibleItems` resolve them for a view of `viewport`
    /// holding `itemCount` items.
    ///
    /// - Complexity: O(p) for the layout's p parameters.
    public init(parameters p: LayoutParameters, type: CarouselLayout.CarouselType, viewport: Size, itemCount n: Int) {
        typealias K = CarouselLayout.Key
        self.type = type
        vertical = p.bool(K.vertical)
        itemWidth = vertical ? p.number(K.itemHeight) : p.number(K.itemWidth)
        m34 = -1 / p.number(K.perspective)
        let pair = (try? TextSyntax.numberPair(p.text(K.viewpointOffset))) ?? (0, 0)
        viewpointOffset = Point(x: pair.0, y: pair.1)
        wrap = Self.bool(p[K.wrap]) ?? type.defaultWrap
        spacing = p.numberOrAuto(K.spacing) ?? type.defaultSpacing
        arc = p.numberOrAuto(K.arc) ?? .pi * 2
        let width = vertical ? viewport.height : viewport.width
        if type.isCircular {
            // count = MIN(MAX_VISIBLE_ITEMS, MAX(12, ceil(width / (spacing * _itemWidth)) * M_PI)), into an NSInteger.
            let ideal = Swift.min(Double(CarouselLayout.maximumVisibleItems),
                                  Swift.max(12, (width / (spacing * itemWidth)).rounded(.up) * .pi))
            count = Swift.min(n, Int(ideal))
        } else {
            count = n
        }
        if let c = p.integerOrAuto(K.count) { count = c }
        let c = Double(count)
        switch type {
        case .rotary, .invertedRotary, .custom:
            // The custom type's `radius`: the rotary's circle for its count and arc.
            radius = Swift.max(itemWidth * spacing / 2, itemWidth * spacing / 2 / tan(arc / 2 / c))
        case .cylinder, .invertedCylinder:
            radius = Swift.max(CarouselLayout.depthNudge, itemWidth * spacing / 2 / tan(arc / 2 / c))
        case .wheel, .invertedWheel:
            radius = itemWidth * spacing * c / arc
        default:
            radius = 0
        }
        if let r = p.numberOrAuto(K.radius) { radius = r }
        angle = p.numberOrAuto(K.angle) ?? ((type == .wheel || type == .invertedWheel || type == .custom) ? arc / c : nil)
        tilt = p.numberOrAuto(K.tilt) ?? type.defaultTilt ?? 0
        fadeMin = p.numberOrAuto(K.fadeMin) ?? type.defaultFade.min
        fadeMax = p.numberOrAuto(K.fadeMax) ?? type.defaultFade.max
        fadeRange = p.numberOrAuto(K.fadeRange) ?? 1
        fadeMinAlpha = p.numberOrAuto(K.fadeMinAlpha) ?? 0
        showBackfaces = Self.bool(p[K.showBackfaces]) ?? type.defaultShowBackfaces
        visibleItems = Self.visibleItems(type: type, width: width, viewport: viewport, itemWidth: itemWidth,
                                         spacing: spacing, count: count, radius: radius)
        if let v = p.integerOrAuto(K.visibleItems) { visibleItems = v }
        visibleItems = Swift.max(0, Swift.min(visibleItems, n))
    }

    private static func bool(_ value: ParameterValue) -> Bool? {
        if case .bool(let b) = value { return b }
        return nil
    }

    /// iCarousel's `updateNumberOfVisibleItems` before the option and the
    /// item count cap it.
    private static func visibleItems(type: CarouselLayout.CarouselType, width: Double, viewport: Size,
                                     itemWidth: Double, spacing: Double, count: Int, radius: Double) -> Int {
        let cap = CarouselLayout.maximumVisibleItems
        func whole(_ v: Double) -> Int { v.isFinite ? Int(Swift.max(-1e9, Swift.min(1e9, v))) : (v > 0 ? cap : 0) }
        let v: Int
        switch type {
        case .linear, .coverFlow, .coverFlow2:
            // The content offset iCarousel subtracts for the linear type is zero here.
            v = whole((width / (itemWidth * spacing)).rounded(.up) + 2)
        case .rotary, .cylinder:
            v = count
        case .invertedRotary, .invertedCylinder:
            v = whole((Double(count) / 2).rounded(.up))
        case .wheel, .invertedWheel:
            // The radius here is the option or the default itemWidth·spacing·count/arc.
            if radius - itemWidth / 2 < Swift.min(viewport.width, viewport.height) / 2 {
                v = count
            } else {
                v = whole((Double(count) / 2).rounded(.up) + 1)
            }
        case .timeMachine, .invertedTimeMachine, .custom:
            v = cap
        }
        return Swift.min(cap, v)
    }

    /// The transform's starting point: the identity with `m34`, translated by
    /// `−viewpointOffset`.
    public var baseTransform: Transform3D {
        var t = Transform3D.identity
        t.m34 = m34
        return t.translated(x: -viewpointOffset.x, y: -viewpointOffset.y, z: 0)
    }

    /// iCarousel's `transformForItemViewWithOffset:` for the built-in types
    /// (the Cover Flow 2 at rest, `_toggle` = 0); `custom` gives the base.
    ///
    /// - Complexity: O(1).
    public func transform(offset: Double) -> Transform3D {
        let t = baseTransform
        let w = itemWidth
        switch type {
        case .custom:
            return t
        case .linear:
            return vertical ? t.translated(x: 0, y: offset * w * spacing, z: 0)
                : t.translated(x: offset * w * spacing, y: 0, z: 0)
        case .rotary, .invertedRotary:
            var r = radius, a = angle ?? offset / Double(count) * arc
            if type == .invertedRotary { r = -r; a = -a }
            return vertical ? t.translated(x: 0, y: r * sin(a), z: r * cos(a) - r)
                : t.translated(x: r * sin(a), y: 0, z: r * cos(a) - r)
        case .cylinder, .invertedCylinder:
            var r = radius, a = angle ?? offset / Double(count) * arc
            if type == .invertedCylinder { r = -r; a = -a }
            return t.translated(x: 0, y: 0, z: -r)
                .rotated(by: a, x: vertical ? -1 : 0, y: vertical ? 0 : 1, z: 0)
                .translated(x: 0, y: 0, z: r + CarouselLayout.depthNudge)
        case .wheel, .invertedWheel:
            var r = radius, a = angle ?? arc / Double(count)
            if type == .invertedWheel { r = -r; a = -a }
            if vertical {
                return t.translated(x: -r, y: 0, z: 0).rotated(by: a * offset, x: 0, y: 0, z: 1)
                    .translated(x: r, y: 0, z: offset * CarouselLayout.depthNudge)
            }
            return t.translated(x: 0, y: r, z: 0).rotated(by: a * offset, x: 0, y: 0, z: 1)
                .translated(x: 0, y: -r, z: offset * CarouselLayout.depthNudge)
        case .coverFlow, .coverFlow2:
            let c = type == .coverFlow2 ? Self.coverFlow2Clamp(offset) : Swift.max(-1, Swift.min(1, offset))
            let x = (c * 0.5 * tilt + offset * spacing) * w
            let z = abs(c) * -w * 0.5
            let a = -c * (Double.pi / 2) * tilt
            return vertical ? t.translated(x: 0, y: x, z: z).rotated(by: a, x: -1, y: 0, z: 0)
                : t.translated(x: x, y: 0, z: z).rotated(by: a, x: 0, y: 1, z: 0)
        case .timeMachine, .invertedTimeMachine:
            var tl = tilt, o = offset
            if type == .invertedTimeMachine { tl = -tl; o = -o }
            return vertical ? t.translated(x: 0, y: o * w * tl, z: o * w * spacing)
                : t.translated(x: o * w * tl, y: 0, z: o * w * spacing)
        }
    }

    /// The Cover Flow 2's clamped offset with iCarousel's `_toggle` at 0
    /// (at rest, and while dragging from rest): the centre card turns flat
    /// as soon as it is within half an item, instead of gradually.
    static func coverFlow2Clamp(_ offset: Double) -> Double {
        let toggle = 0.0
        if offset > 0.5 { return 1 }
        if offset > -0.5 { return -toggle }
        if offset > -1.5 { return -1 - toggle }
        return Swift.max(-1, Swift.min(1, offset))
    }

    /// iCarousel's `alphaForItemWithOffset:` (the fade options).
    ///
    /// - Complexity: O(1).
    public func alpha(offset: Double) -> Double {
        var factor = 0.0
        if offset > fadeMax {
            factor = offset - fadeMax
        } else if offset < fadeMin {
            factor = fadeMin - offset
        }
        return 1 - Swift.min(factor, fadeRange) / fadeRange * (1 - fadeMinAlpha)
    }
}
