import Foundation

/// iCarousel's eleven carousel types and a custom one written as
/// expressions: every item stands at the viewport's centre, moved there by
/// a 3-D transform of its offset from the current item
/// (nicklockwood/iCarousel's `transformForItemViewWithOffset:`).
///
/// Coordinate spaces: the scroll position in items `s = x / itemWidth`
/// (`y / itemHeight` when vertical); item `i`'s offset `o = i − s`, brought
/// into `−n/2…n/2` when wrapping. Rest offsets are whole items.
public final class CarouselLayout: CollectionLayout, ParameterKeyed {
    /// The identifier, `carousel`.
    public static let id = "carousel"
    /// The title in the layout switcher, "Carousel".
    public static let title = "Carousel"
    /// The layout's own parameter keys, declared once (iCarousel's option names).
    public enum Key: String, CaseIterable, Sendable {
        /// ICarousel's type, or custom.
        case type
        /// Width of an item.
        case itemWidth
        /// Height of an item.
        case itemHeight
        /// Eye distance: m34 = −1/perspective.
        case perspective
        /// X,y: moves the eye (iCarousel's viewpointOffset).
        case viewpointOffset
        /// Scroll up and down.
        case vertical
        /// Loop forever; auto: on for the circular types.
        case wrap
        /// Item spacing in item widths; auto: 0.25 cover flow, else 1.
        case spacing
        /// Radians the circular types span; auto: 2π.
        case arc
        /// Radius of the circular types; auto: from count and arc (custom: as rotary).
        case radius
        /// Radians per item (wheel), or of every item (rotary, cylinder).
        case angle
        /// Tilt of cover flow (auto 0.9) and time machine (auto 0.3).
        case tilt
        /// Items around the circle of the circular types; auto: the item count for custom.
        case count
        /// Items at offsets below it fade; auto: −∞ (0 inverted time machine).
        case fadeMin
        /// Items at offsets above it fade; auto: ∞ (0 time machine).
        case fadeMax
        /// Offsets over which an item fades out; auto: 1.
        case fadeRange
        /// Alpha of a faded item; auto: 0.
        case fadeMinAlpha
        /// Draw items turned away; auto: all but the inverted cylinder.
        case showBackfaces
        /// Most items placed at once; auto: iCarousel's count for the type.
        case visibleItems
        /// Steps applied left to right: translate(x, y, z), rotate(angle, ax, ay, az), scale(sx, sy, sz). Press F1 for the variables and functions.
        case transform
        /// An expression of offset, clamped to 0…1. Press F1 for the variables and functions.
        case alpha
    }

    /// The `transform` of a new custom carousel: a plain row.
    public static let defaultTransform = "translate(offset*itemWidth, 0, 0)"

    /// The parameters: the type, iCarousel's options (`auto` = iCarousel's
    /// default for the type), and the custom type's `transform` and `alpha`.
    public static let parameterSpecs: [ParameterSpec] = [
        ParameterSpec(key: Key.type, title: "Type", kind: .choice(CarouselType.allCases.map(\.rawValue)),
                      defaultValue: .choice(CarouselType.coverFlow.rawValue), help: "iCarousel's type, or custom",
                      choiceTitles: Dictionary(uniqueKeysWithValues: CarouselType.allCases.map { ($0.rawValue, $0.title) })),
        ParameterSpec(key: Key.itemWidth, title: "Item width", kind: .number(range: 1...4000, step: 1),
                      defaultValue: .number(200), help: "Width of an item").slider(upTo: 1000),
        ParameterSpec(key: Key.itemHeight, title: "Item height", kind: .number(range: 1...4000, step: 1),
                      defaultValue: .number(200), help: "Height of an item").slider(upTo: 1000),
        ParameterSpec(key: Key.perspective, title: "Perspective", kind: .number(range: 1...100_000, step: 1),
                      defaultValue: .number(500), help: "Eye distance: m34 = −1/perspective").slider(upTo: 3000),
        ParameterSpec(key: Key.viewpointOffset, title: "Viewpoint offset", kind: .text(.numberPair),
                      defaultValue: .text("0,0"), help: "x,y: moves the eye (iCarousel's viewpointOffset)"),
        ParameterSpec(key: Key.vertical, title: "Vertical", kind: .bool, defaultValue: .bool(false),
                      help: "Scroll up and down"),
        ParameterSpec(key: Key.wrap, title: "Wrap", kind: .bool, defaultValue: .auto, allowsAuto: true,
                      help: "Loop forever; auto: on for the circular types"),
        ParameterSpec(key: Key.spacing, title: "Spacing", kind: .number(range: 0.01...10, step: 0.01),
                      defaultValue: .auto, allowsAuto: true, help: "Item spacing in item widths; auto: 0.25 cover flow, else 1"),
        ParameterSpec(key: Key.arc, title: "Arc", kind: .number(range: -12.57...12.57, step: 0.01),
                      defaultValue: .auto, allowsAuto: true, help: "Radians the circular types span; auto: 2π"),
        ParameterSpec(key: Key.radius, title: "Radius", kind: .number(range: -10000...10000, step: 1),
                      defaultValue: .auto, allowsAuto: true, help: "Radius of the circular types; auto: from count and arc (custom: as rotary)"),
        ParameterSpec(key: Key.angle, title: "Angle", kind: .number(range: -12.57...12.57, step: 0.01),
                      defaultValue: .auto, allowsAuto: true, help: "Radians per item (wheel), or of every item (rotary, cylinder)"),
        ParameterSpec(key: Key.tilt, title: "Tilt", kind: .number(range: -10...10, step: 0.01),
                      defaultValue: .auto, allowsAuto: true, help: "Tilt of cover flow (auto 0.9) and time machine (auto 0.3)"),
        ParameterSpec(key: Key.count, title: "Count", kind: .integer(range: 1...1000),
                      defaultValue: .auto, allowsAuto: true, help: "Items around the circle of the circular types; auto: the item count for custom"),
        ParameterSpec(key: Key.fadeMin, title: "Fade min", kind: .number(range: -1000...1000, step: 0.1),
                      defaultValue: .auto, allowsAuto: true, help: "Items at offsets below it fade; auto: −∞ (0 inverted time machine)"),
        ParameterSpec(key: Key.fadeMax, title: "Fade max", kind: .number(range: -1000...1000, step: 0.1),
                      defaultValue: .auto, allowsAuto: true, help: "Items at offsets above it fade; auto: ∞ (0 time machine)"),
        ParameterSpec(key: Key.fadeRange, title: "Fade range", kind: .number(range: 0.01...1000, step: 0.01),
                      defaultValue: .auto, allowsAuto: true, help: "Offsets over which an item fades out; auto: 1"),
        ParameterSpec(key: Key.fadeMinAlpha, title: "Fade min alpha", kind: .number(range: 0...1, step: 0.01),
                      defaultValue: .auto, allowsAuto: true, help: "Alpha of a faded item; auto: 0"),
        ParameterSpec(key: Key.showBackfaces, title: "Show back faces", kind: .bool, defaultValue: .auto,
                      allowsAuto: true, help: "Draw items turned away; auto: all but the inverted cylinder"),
        ParameterSpec(key: Key.visibleItems, title: "Visible items", kind: .integer(range: 0...1000),
                      defaultValue: .auto, allowsAuto: true, help: "Most items placed at once; auto: iCarousel's count for the type"),
        ParameterSpec(key: Key.transform, title: "Transform", kind: .text(.transformChain),
                      defaultValue: .text(defaultTransform),
                      help: "Steps applied left to right: translate(x, y, z), rotate(angle, ax, ay, az), scale(sx, sy, sz). Press F1 for the variables and functions"),
        ParameterSpec(key: Key.alpha, title: "Alpha", kind: .text(.expression), defaultValue: .text("1"),
                      help: "An expression of offset, clamped to 0…1. Press F1 for the variables and functions"),
    ] + ScrollPhysics.parameterSpecs(preset: .iCarousel) + Autoplay.parameterSpecs

    /// The parameters the layout was made with.
    public let parameters: LayoutParameters
    /// The type.
    public let type: CarouselType
    /// Whether the items run top to bottom.
    public let isVertical: Bool
    /// Every item's size, `itemWidth × itemHeight`.
    public let itemSize: Size
    /// The custom type's transform chain, parsed once.
    public let transformChain: TransformChain
    /// The custom type's alpha expression, parsed once.
    public let alphaExpression: LayoutExpression

    /// The viewport of the last `prepare`.
    public private(set) var viewport: Size = .zero
    /// The number of items of the last `prepare`.
    public private(set) var itemCount = 0
    /// The options in effect since the last `prepare`, `auto` resolved.
    public private(set) var options: CarouselOptions
    private var isPrepared = false
    /// Whether the carousel runs right to left (horizontal, under a
    /// right-to-left layout direction).
    public private(set) var isMirrored = false

    /// A carousel configured by `parameters` (validated against `parameterSpecs`,
    /// so the expressions parse).
    public init(parameters: LayoutParameters) {
        self.parameters = parameters
        type = CarouselType(rawValue: parameters.choice(Key.type)) ?? .coverFlow
        isVertical = parameters.bool(Key.vertical)
        itemSize = Size(width: parameters.number(Key.itemWidth), height: parameters.number(Key.itemHeight))
        // The specs checked both when they were set; the fallbacks only guard a hand-built value.
        transformChain = (try? TransformChain(parameters.text(Key.transform))) ?? (try! TransformChain(""))
        alphaExpression = (try? LayoutExpression(parameters.text(Key.alpha))) ?? (try! LayoutExpression("1"))
        options = CarouselOptions(parameters: parameters, type: type, viewport: .zero, itemCount: 0)
    }

    /// Horizontal, or vertical when `vertical` is on.
    public var scrollAxis: Axis { isVertical ? .vertical : .horizontal }
    /// True: releases come to rest on whole items.
    public var isPaging: Bool { true }

    /// The distance scrolled per item: `itemWidth`, or `itemHeight` when vertical.
    public var pitch: Double { isVertical ? itemSize.height : itemSize.width }

    /// Records the viewport and item count and resolves the `auto` options.
    ///
    /// - Complexity: O(p) for the layout's p parameters.
    public func prepare(_ context: LayoutContext) {
        prepare(viewport: context.viewport, itemCount: context.itemCount, layoutDirection: context.layoutDirection)
    }

    /// What `prepare` works out, which depends only on the viewport, the
    /// item count and the direction.
    func prepare(viewport newViewport: Size, itemCount newItemCount: Int,
                 layoutDirection newDirection: LayoutDirection) {
        viewport = newViewport
        itemCount = newItemCount
        options = CarouselOptions(parameters: parameters, type: type, viewport: viewport, itemCount: itemCount)
        isPrepared = true
        isMirrored = newDirection.isRightToLeft && !isVertical
    }

    /// The offset along the axis as the carousel reads it: mirrored right
    /// to left (the next item comes from the left), within the content, or
    /// about 0 when wrapping. Its own inverse.
    func logical(_ x: Double) -> Double {
        guard isMirrored else { return x }
        return options.wrap ? -x : max(0, Double(itemCount - 1)) * pitch - x
    }

    /// At item 0: offset 0, or the far end right to left.
    public var initialContentOffset: Point {
        var p = Point.zero
        p[scrollAxis] = logical(0)
        return p
    }

    /// The viewport plus `(n − 1)` pitches along the axis (`n` when wrapping,
    /// so the picture repeats after a whole period).
    public var contentSize: Size {
        let n = Double(itemCount)
        let length = (options.wrap ? n : max(0, n - 1)) * pitch
        return isVertical ? Size(width: viewport.width, height: viewport.height + length)
            : Size(width: viewport.width + length, height: viewport.height)
    }

    /// When wrapping: below `−pitch/2` add `n·pitch`, above `(n − ½)·pitch` subtract it.
    public var wrapping: Wrapping? {
        guard options.wrap, itemCount > 0 else { return nil }
        let p = pitch, n = Double(itemCount)
        return Wrapping(axis: scrollAxis, lower: -p / 2, upper: (n - 0.5) * p, period: n * p)
    }

    /// The scroll position in items at `offset` (iCarousel's `scrollOffset`),
    /// brought into `0..<n` when wrapping as iCarousel's `clampedOffset:` does.
    ///
    /// - Complexity: O(1).
    public func scrollPosition(at offset: Point) -> Double {
        let s = logical(offset[scrollAxis]) / pitch
        guard options.wrap, itemCount > 0, s.isFinite else { return s }
        let n = Double(itemCount)
        return s - (s / n).rounded(.down) * n
    }

    /// Item `i`'s offset from the centre at scroll position `s` (iCarousel's
    /// `offsetForItemAtIndex:`).
    ///
    /// - Complexity: O(1).
    public func itemOffset(_ i: Int, scrollPosition s: Double) -> Double {
        var o = Double(i) - s
        if options.wrap {
            let n = Double(itemCount)
            if o > n / 2 { o -= n } else if o < -n / 2 { o += n }
        }
        return o
    }

    /// `round(s)`, wrapped into `0..<n` or clamped to `0…n−1`.
    ///
    /// - Complexity: O(1).
    public func currentIndex(at offset: Point) -> Int? {
        guard itemCount > 0 else { return nil }
        let s = scrollPosition(at: offset)
        guard s.isFinite else { return 0 }
        let r = s.rounded()
        if options.wrap { return positiveModulo(Int(r), itemCount) }
        return Int(max(0, min(Double(itemCount - 1), r)))
    }

    /// The whole item nearest to the velocity-projected `proposed`.
    ///
    /// - Complexity: O(1).
    public func targetContentOffset(forProposed proposed: Point, velocity: Point, current: Point) -> Point {
        var p = current
        guard itemCount > 0, proposed[scrollAxis].isFinite else { p[scrollAxis] = 0; return p }
        var items = (logical(proposed[scrollAxis]) / pitch).rounded()
        if !options.wrap { items = max(0, min(Double(itemCount - 1), items)) }
        p[scrollAxis] = logical(items * pitch)
        return p
    }

    /// The rest offset that centres the item: `i·pitch`, or when wrapping
    /// `(i + k·n)·pitch` nearest to `offset`.
    ///
    /// - Complexity: O(1).
    public func contentOffset(focusing indexPath: IndexPath, from offset: Point) -> Point? {
        guard indexPath.section == 0, (0..<itemCount).contains(indexPath.item) else { return nil }
        var p = offset
        var items = Double(indexPath.item)
        if options.wrap, offset[scrollAxis].isFinite {
            let n = Double(itemCount)
            items += ((logical(offset[scrollAxis]) / pitch - items) / n).rounded() * n
        }
        p[scrollAxis] = logical(items * pitch)
        return p
    }

    /// The resolved value of an `auto` key since the last `prepare` (the
    /// keys that need no viewport before it); nil for the rotary's and the
    /// cylinder's `angle` (it depends on each item's offset) and for options
    /// the type has no default for. An infinite fade bound (no fade on that
    /// side) is the end of the parameter's range, ±1000 items: the same
    /// picture once "Auto" is unticked.
    ///
    /// - Complexity: O(p) for the layout's p parameters.
    public func effectiveValue(forKey key: String) -> ParameterValue? {
        guard let k = Key(rawValue: key), parameters[key] == .auto else { return defaultEffectiveValue(forKey: key) }
        let o = options
        func number(_ v: Double?) -> ParameterValue? { v.flatMap { $0.isFinite ? .number($0) : nil } }
        switch k {
        case .wrap: return .bool(o.wrap)
        case .showBackfaces: return .bool(o.showBackfaces)
        case .spacing: return .number(o.spacing)
        case .arc: return .number(o.arc)
        case .tilt: return type.defaultTilt == nil ? nil : .number(o.tilt)
        case .fadeMin: return .number(Self.fadeBound(o.fadeMin))
        case .fadeMax: return .number(Self.fadeBound(o.fadeMax))
        case .fadeRange: return .number(o.fadeRange)
        case .fadeMinAlpha: return .number(o.fadeMinAlpha)
        case .count: return isPrepared ? .integer(o.count) : nil
        case .visibleItems: return isPrepared ? .integer(o.visibleItems) : nil
        case .radius: return isPrepared && (type.isCircular || type == .custom) ? number(o.radius) : nil
        case .angle: return isPrepared ? number(o.angle) : nil
        default: return defaultEffectiveValue(forKey: key)
        }
    }

    /// A fade bound as the fade parameters' range holds it: ±∞ as ±1000.
    static func fadeBound(_ v: Double) -> Double {
        v.isFinite ? v : (v > 0 ? 1000 : -1000)
    }
}
