import CollectionLayout

/// The stack's export: a deck of cards, one page of scrolling per card.
extension SwiftMathGenerator {
    func stackPart(_ layout: StackLayout) -> LayoutPart {
        LayoutPart(configuration: [
            "static let itemCount = \(view.dataset.itemCount)",
            "static let itemWidth: Double = \(Self.literal(layout.itemSize.width))",
            "static let itemHeight: Double = \(Self.literal(layout.itemSize.height))",
            "/// Offset of each card under the top one, right and down.",
            "static let spacing: Double = \(Self.literal(layout.spacing))",
            "static let maximumVisibleItems = \(layout.maximumVisibleItems)",
            "/// The way the top card is thrown: \"left\", \"right\", \"up\" or \"down\" (right to left: left and right exchanged).",
            "static let swipeDirection = \(SwiftCodeGenerator.stringLiteral(layout.direction.rawValue))",
            "/// Right to left: the deck steps left and down instead of right and down.",
            "static let rightToLeft = \(layout.isMirrored)",
            "/// Radians the top card turns as it is thrown.",
            "static let maximumRotation: Double = \(Self.literal(layout.maximumRotation))",
            "static let backgroundScale: Double = \(Self.literal(layout.backgroundScale))",
            "static let loops = \(layout.loops)",
            "/// A release faster than this (points per second) throws or brings back a card.",
            "static let flickVelocity: Double = \(Self.literal(StackLayout.flickVelocity))",
            "/// How far the top card is dragged, in card widths (heights for up and down), before a slow release throws it.",
            "static let swipeThreshold: Double = \(Self.literal(layout.swipeThreshold))",
        ], math: Self.stackMath)
    }

    static let stackMath = #"""
/// A deck: the top card follows the finger out, the cards under it move up
/// to take its place, the last one fading in. Scrolling one page (the
/// viewport's width, or height for up and down) throws one card.
public final class Math {
    typealias C = LayoutConfiguration
    public private(set) var viewport = LayoutSize(0, 0)
    /// Section 0's items (the layout places one section).
    public private(set) var itemCount = 0
    public let scrollsVertically = C.swipeDirection == "up" || C.swipeDirection == "down"
    /// Right and down throw toward growing offsets read backwards.
    let reversed = C.swipeDirection == "right" || C.swipeDirection == "down"
    let unit: LayoutPoint = C.swipeDirection == "left" ? LayoutPoint(-1, 0) : C.swipeDirection == "right" ? LayoutPoint(1, 0)
        : C.swipeDirection == "up" ? LayoutPoint(0, -1) : LayoutPoint(0, 1)

    public init() {}

    public func prepare(viewport: LayoutSize, data: LayoutData = .exported) {
        self.viewport = viewport
        itemCount = data.itemCount(inSection: 0)
    }

    var pageLength: Double { scrollsVertically ? viewport.height : viewport.width }
    func along(_ p: LayoutPoint) -> Double { scrollsVertically ? p.y : p.x }
    func with(_ p: LayoutPoint, along a: Double) -> LayoutPoint { scrollsVertically ? LayoutPoint(p.x, a) : LayoutPoint(a, p.y) }

    public var contentSize: LayoutSize {
        let length = pageLength * Double(itemCount)
        return scrollsVertically ? LayoutSize(viewport.width, length) : LayoutSize(length, viewport.height)
    }

    public var wrapping: LayoutWrapping? {
        guard C.loops, itemCount > 0, pageLength > 0 else { return nil }
        let period = pageLength * Double(itemCount)
        return LayoutWrapping(lower: 0, upper: period, period: period)
    }

    public var initialContentOffset: LayoutPoint { with(.zero, along: progress(ofPage: 0)) }

    /// Pages thrown at `offset`.
    func deckPosition(_ offset: LayoutPoint) -> Double {
        let s = along(offset)
        guard reversed else { return s }
        return (C.loops ? 0 : Double(max(0, itemCount - 1)) * pageLength) - s
    }

    func progress(ofPage page: Double) -> Double {
        guard reversed else { return page * pageLength }
        return (C.loops ? 0 : Double(max(0, itemCount - 1)) * pageLength) - page * pageLength
    }

    func visibleRange(_ x: Double) -> Range<Int> {
        let w = pageLength
        guard itemCount > 0, w > 0, x.isFinite else { return 0..<0 }
        let page = (x / w).rounded(.down)
        if C.loops {
            guard abs(page) < 1e15 else { return 0..<0 }
            let minV = Int(page)
            return minV..<(minV + min(itemCount, C.maximumVisibleItems))
        }
        guard page < Double(itemCount) else { return itemCount..<itemCount }
        let minV = page < 0 ? 0 : Int(page)
        return minV..<min(itemCount, minV + C.maximumVisibleItems)
    }

    func attributes(ofSlot i: Int, minV: Int, offset: LayoutPoint) -> LayoutElement {
        let w = pageLength, k = i - minV
        let delta = deckPosition(offset) - Double(minV) * w, pct = delta / w, sp = C.spacing
        let side = C.rightToLeft ? -1.0 : 1.0
        var center = LayoutPoint(offset.x + viewport.width / 2 + side * sp * Double(k), offset.y + viewport.height / 2 + sp * Double(k))
        var alpha = 1.0, transform = LayoutAffine.identity
        if k == 0 {
            center.x += unit.x * delta
            center.y += unit.y * delta
            let angle = C.maximumRotation * pct * unit.x
            if angle != 0 {
                // Turned about a point a card-height below its centre.
                let h = C.itemHeight, c = cos(angle), s = sin(angle)
                transform = LayoutAffine(a: c, b: s, c: -s, d: c, tx: h * s, ty: h * (1 - c))
            }
        } else {
            center.x -= side * sp * pct
            center.y -= sp * pct
            if k == C.maximumVisibleItems - 1 { alpha = min(1, max(0, pct)) }
            if C.backgroundScale != 1 { transform = .scale(pow(C.backgroundScale, Double(k) - pct)) }
        }
        var e = LayoutElement(item: C.loops ? positiveModulo(i, itemCount) : i, center: center, size: LayoutSize(C.itemWidth, C.itemHeight))
        e.alpha = alpha
        e.zIndex = C.maximumVisibleItems - k
        e.transform = transform
        return e
    }

    /// - Complexity: O(maximumVisibleItems): the deck's cards, wherever the rect is.
    public func elements(in rect: LayoutRect, offset: LayoutPoint) -> [LayoutElement] {
        let range = visibleRange(deckPosition(offset))
        return range.map { attributes(ofSlot: $0, minV: range.lowerBound, offset: offset) }
    }

    public func attributesForItem(_ item: Int, section: Int, offset: LayoutPoint) -> LayoutElement? {
        guard section == 0 else { return nil }
        let range = visibleRange(deckPosition(offset))
        guard let slot = range.first(where: { (C.loops ? positiveModulo($0, itemCount) : $0) == item }) else { return nil }
        return attributes(ofSlot: slot, minV: range.lowerBound, offset: offset)
    }

    public func everyElement(offset: LayoutPoint) -> [LayoutElement] {
        (0..<itemCount).compactMap { attributesForItem($0, section: 0, offset: offset) }
    }

    public func supplementary(_ category: String, section: Int, offset: LayoutPoint) -> LayoutElement? { nil }

    /// The card on top.
    public func currentIndex(at offset: LayoutPoint) -> Int? {
        guard itemCount > 0 else { return nil }
        let x = deckPosition(offset)
        guard pageLength > 0, x.isFinite else { return 0 }
        let page = (x / pageLength).rounded()
        if C.loops { return positiveModulo(Int(page.truncatingRemainder(dividingBy: Double(itemCount))), itemCount) }
        return Int(min(Double(itemCount - 1), max(0, page)))
    }

    /// One card per swipe: a flick (faster than `flickVelocity`, in points
    /// per second) throws the top card or brings the last one back; a
    /// slower release throws the top card once it is `throwDistance` out,
    /// brings the previous one back once it is that close to the deck (the
    /// way the deck moves deciding when both hold), else goes to the page
    /// nearest the projection, at most one page away.
    public func targetContentOffset(proposed: LayoutPoint, velocity: LayoutPoint, current: LayoutPoint) -> LayoutPoint {
        let w = pageLength
        guard itemCount > 0, w > 0, along(current).isFinite else { return with(current, along: progress(ofPage: 0)) }
        let at = deckPosition(current) / w
        let v = along(velocity) * (reversed ? -1 : 1)
        let lower = at.rounded(.down), upper = at.rounded(.up)
        var page: Double
        if v > C.flickVelocity {
            page = lower + 1
        } else if v < -C.flickVelocity {
            page = upper - 1
        } else {
            let p = deckPosition(proposed)
            page = slowReleasePage(at: at, proposed: p.isFinite ? p / w : at, velocity: v)
        }
        if !C.loops { page = min(Double(itemCount - 1), max(0, page)) }
        return with(current, along: progress(ofPage: page))
    }

    /// The distance the top card travels before a slow release throws it.
    var throwDistance: Double { C.swipeThreshold * (scrollsVertically ? C.itemHeight : C.itemWidth) }

    func slowReleasePage(at: Double, proposed: Double, velocity v: Double) -> Double {
        let lower = at.rounded(.down), upper = at.rounded(.up)
        let t = pageLength > 0 ? throwDistance / pageLength : .infinity
        let out = at - lower, back = upper - at
        let throwsTop = out > 0 && out >= t, bringsBack = back > 0 && back >= t
        if throwsTop && bringsBack { return (v != 0 ? v : proposed - at) < 0 ? lower : upper }
        if throwsTop { return upper }
        if bringsBack { return lower }
        return min(lower + 1, max(upper - 1, proposed.rounded()))
    }

    /// Tap-to-centre: the offset with card `item` on top.
    public func contentOffset(focusing item: Int, section: Int, from offset: LayoutPoint) -> LayoutPoint? {
        guard section == 0, item >= 0, item < itemCount else { return nil }
        var a = progress(ofPage: Double(item))
        if C.loops, let w = wrapping { a += ((along(offset) - a) / w.period).rounded() * w.period }
        return with(offset, along: a)
    }

    /// Every scroll moves the deck: any bounds change invalidates.
    public func shouldInvalidate(newBounds: LayoutRect, oldBounds: LayoutRect) -> Bool { true }
}
"""#
}
