import CollectionLayout

/// The ring's export: items on a circle that turns as the content scrolls.
extension SwiftMathGenerator {
    func ringPart(_ layout: RingLayout) -> LayoutPart {
        LayoutPart(configuration: [
            "static let itemCount = \(view.dataset.itemCount)",
            "static let itemWidth: Double = \(Self.literal(layout.itemSize.width))",
            "static let itemHeight: Double = \(Self.literal(layout.itemSize.height))",
            "/// nil: the largest circle that keeps the items in the viewport.",
            "static let radius: Double? = \(Self.optional(layout.parameters.numberOrAuto(RingLayout.Key.radius.rawValue)))",
            "/// Where the current item rests, in radians (−π/2 is the top).",
            "static let startAngle: Double = \(Self.literal(layout.startAngle))",
            "/// The scrolling that turns the ring by one item.",
            "static let stepLength: Double = \(Self.literal(layout.stepLength))",
            "static let scalesByDepth = \(layout.scalesByDepth)",
            "static let minimumScale: Double = \(Self.literal(layout.minimumScale))",
            "static let maximumVisibleItems = \(layout.maximumVisibleItems)",
        ], math: Self.ringMath)
    }

    static let ringMath = #"""
/// Items on a circle centred in the viewport; scrolling one `stepLength`
/// turns it by one item, and the offset wraps so it turns forever.
public final class Math {
    typealias C = LayoutConfiguration
    public private(set) var viewport = LayoutSize(0, 0)
    /// Section 0's items (the layout places one section).
    public private(set) var itemCount = 0
    public let scrollsVertically = true
    public private(set) var radius = 0.0

    public init() {}

    public func prepare(viewport: LayoutSize, data: LayoutData = .exported) {
        itemCount = data.itemCount(inSection: 0)
        self.viewport = viewport
        // Auto keeps the items 16 points clear of the edges.
        radius = C.radius ?? max(0, (min(viewport.width - C.itemWidth, viewport.height - C.itemHeight) - 32) / 2)
    }

    public var contentSize: LayoutSize {
        guard itemCount > 0 else { return LayoutSize(viewport.width, 0) }
        return LayoutSize(viewport.width, C.stepLength * Double(itemCount + 1) + viewport.height)
    }

    public var initialContentOffset: LayoutPoint { itemCount > 0 ? LayoutPoint(0, C.stepLength) : .zero }

    public var wrapping: LayoutWrapping? {
        guard itemCount > 0 else { return nil }
        return LayoutWrapping(lower: C.stepLength / 2, upper: Double(itemCount + 1) * C.stepLength,
                              period: Double(itemCount) * C.stepLength)
    }

    func turn(_ y: Double) -> Double { y / C.stepLength - 1 }

    func angle(ofItem i: Int, _ y: Double) -> Double {
        guard itemCount > 0 else { return C.startAngle }
        return C.startAngle + 2 * Double.pi * (Double(i) - turn(y)) / Double(itemCount)
    }

    /// 1 at the start angle, 0 opposite it.
    func depth(_ angle: Double) -> Double { (1 + cos(angle - C.startAngle)) / 2 }

    func attributes(ofItem i: Int, offset: LayoutPoint) -> LayoutElement {
        let theta = angle(ofItem: i, offset.y)
        let k = C.scalesByDepth ? C.minimumScale + (1 - C.minimumScale) * depth(theta) : 1
        let c = LayoutPoint(offset.x + viewport.width / 2 + radius * cos(theta),
                            offset.y + viewport.height / 2 + radius * sin(theta))
        var e = LayoutElement(item: i, center: c, size: LayoutSize(C.itemWidth, C.itemHeight))
        e.zIndex = Int((depth(theta) * 1000).rounded())
        if k != 1 { e.transform = .scale(k) }
        return e
    }

    /// With more items than `maximumVisibleItems`, the window of items placed.
    func placedWindow(_ y: Double) -> ClosedRange<Int>? {
        let m = C.maximumVisibleItems
        guard itemCount > m, y.isFinite else { return nil }
        let t = turn(y).truncatingRemainder(dividingBy: Double(itemCount))
        let first = Int(t.rounded()) - m / 2
        return first...(first + m - 1)
    }

    public func attributesForItem(_ item: Int, section: Int, offset: LayoutPoint) -> LayoutElement? {
        guard section == 0, item >= 0, item < itemCount else { return nil }
        if let window = placedWindow(offset.y) {
            let from = positiveModulo(window.lowerBound, itemCount)
            guard positiveModulo(item - from, itemCount) < window.count else { return nil }
        }
        return attributes(ofItem: item, offset: offset)
    }

    /// - Complexity: O(placed items): the window, or every item when it
    ///   holds them all (a ring shows most of its items at once).
    public func elements(in rect: LayoutRect, offset: LayoutPoint) -> [LayoutElement] {
        guard itemCount > 0, !rect.isEmpty, offset.x.isFinite, offset.y.isFinite else { return [] }
        let items = placedWindow(offset.y).map { w in w.map { positiveModulo($0, itemCount) } } ?? Array(0..<itemCount)
        return items.map { attributes(ofItem: $0, offset: offset) }.filter { $0.frame.intersects(rect) }
    }

    public func everyElement(offset: LayoutPoint) -> [LayoutElement] {
        (0..<itemCount).compactMap { attributesForItem($0, section: 0, offset: offset) }
    }

    public func supplementary(_ category: String, section: Int, offset: LayoutPoint) -> LayoutElement? { nil }

    /// The item at the start angle.
    public func currentIndex(at offset: LayoutPoint) -> Int? {
        guard itemCount > 0 else { return nil }
        guard offset.y.isFinite else { return 0 }
        let front = turn(offset.y).rounded().truncatingRemainder(dividingBy: Double(itemCount))
        return positiveModulo(Int(front), itemCount)
    }

    /// The nearest whole step: an item at the start angle.
    public func targetContentOffset(proposed: LayoutPoint, velocity: LayoutPoint, current: LayoutPoint) -> LayoutPoint {
        guard itemCount > 0, proposed.y.isFinite else { return LayoutPoint(current.x, initialContentOffset.y) }
        return LayoutPoint(current.x, (proposed.y / C.stepLength).rounded() * C.stepLength)
    }

    /// Tap-to-centre: the offset that turns `item` to the start angle, the nearest way round.
    public func contentOffset(focusing item: Int, section: Int, from offset: LayoutPoint) -> LayoutPoint? {
        guard section == 0, item >= 0, item < itemCount else { return nil }
        let n = Double(itemCount), i = Double(item)
        let from = offset.y.isFinite ? offset.y : C.stepLength
        let k = ((from / C.stepLength - 1 - i) / n).rounded()
        return LayoutPoint(offset.x, (1 + i + k * n) * C.stepLength)
    }

    /// Every scroll turns the ring: any bounds change invalidates.
    public func shouldInvalidate(newBounds: LayoutRect, oldBounds: LayoutRect) -> Bool { true }
}
"""#
}
