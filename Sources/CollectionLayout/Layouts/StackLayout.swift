import Foundation

/// A deck of cards (seed 003): swiping left throws the top card out, swiping
/// right brings the previous one back; at most `maximumVisibleItems` cards
/// show, each further one a `spacing` lower and to the right.
///
/// Coordinate spaces: content space is `n` pages of one viewport width each;
/// card `i` is on top when the content offset is `x = i·W`. The deck itself
/// never moves on screen: cards are placed relative to the viewport
/// (`cx = x + W/2`, `H/2 + y`), and only the top card follows the offset's
/// progress `delta = x − minV·W` through its page, while the cards under it
/// close up by `spacing·delta/W`.
public final class StackLayout: CollectionLayout {
    /// The identifier, `stack`.
    public static let id = "stack"
    /// The title in the layout switcher, "Stack".
    public static let title = "Stack"
    /// The parameters: `itemWidth`, `itemHeight`, `spacing` and `maximumVisibleItems`.
    public static let parameterSpecs: [ParameterSpec] = [
        ParameterSpec(key: "itemWidth", title: "Item width", kind: .number(range: 1...4000, step: 1),
                      defaultValue: .number(250), help: "Width of a card"),
        ParameterSpec(key: "itemHeight", title: "Item height", kind: .number(range: 1...4000, step: 1),
                      defaultValue: .number(400), help: "Height of a card"),
        ParameterSpec(key: "spacing", title: "Spacing", kind: .number(range: 0...1000, step: 1),
                      defaultValue: .number(16), help: "Offset of each card under the top one, right and down"),
        ParameterSpec(key: "maximumVisibleItems", title: "Cards placed", kind: .integer(range: 1...20),
                      defaultValue: .integer(4),
                      help: "Cards placed at once, the top one included; the last fades in as the top card leaves, "
                          + "so at rest one fewer shows"),
    ]

    /// A release faster than this (points per second) throws the top card
    /// out or brings the previous one back, however short the drag.
    public static let flickVelocity = 300.0

    /// The parameters the layout was made with.
    public let parameters: LayoutParameters
    /// Every card's size, `itemWidth × itemHeight`.
    public let itemSize: Size
    /// How far each card under the top one sits right and down.
    public let spacing: Double
    /// How many cards of the deck show at once.
    public let maximumVisibleItems: Int

    /// The viewport of the last `prepare`.
    public private(set) var viewport: Size = .zero
    /// The number of items of the last `prepare`.
    public private(set) var itemCount = 0

    /// A card stack configured by `parameters` (validated against `parameterSpecs`).
    public init(parameters: LayoutParameters) {
        self.parameters = parameters
        itemSize = Size(width: parameters.number("itemWidth"), height: parameters.number("itemHeight"))
        spacing = parameters.number("spacing")
        maximumVisibleItems = parameters.integer("maximumVisibleItems")
    }

    /// Horizontal: the content scrolls left and right.
    public var scrollAxis: Axis { .horizontal }
    /// True: releases snap to `targetContentOffset(forProposed:velocity:current:)`.
    public var isPaging: Bool { true }

    /// Records the viewport (one page) and the item count.
    ///
    /// - Complexity: O(1).
    public func prepare(_ context: LayoutContext) {
        viewport = context.viewport
        itemCount = context.itemCount
    }

    /// `(W·n, H)`: one page per card.
    public var contentSize: Size {
        Size(width: viewport.width * Double(itemCount), height: viewport.height)
    }

    /// The cards placed at `offsetX`: `minV = max(0, floor(x/W))` (the top
    /// card) up to `min(n, minV + m)`, exclusive.
    ///
    /// - Complexity: O(1).
    public func visibleRange(offsetX x: Double) -> Range<Int> {
        let w = viewport.width
        guard itemCount > 0, w > 0, x.isFinite else { return 0..<0 }
        let page = (x / w).rounded(.down)
        guard page < Double(itemCount) else { return itemCount..<itemCount }
        let minV = page < 0 ? 0 : Int(page)
        return minV..<min(itemCount, minV + maximumVisibleItems)
    }

    /// Card `i` at `offset`, for `i` in `visibleRange(offsetX:)`.
    ///
    /// With `k = i − minV`: centre `(cx + sp·k, H/2 + y + sp·k)`, zIndex
    /// `m − k`; the top card moves left by `delta`, the others by `sp·pct`
    /// left and up, and the last one fades in with alpha `pct` (clamped to
    /// `0…1`: left of the first page `pct` is negative).
    private func attributes(ofItem i: Int, minV: Int, offset: Point) -> LayoutAttributes {
        let w = viewport.width
        let k = i - minV
        let delta = offset.x - Double(minV) * w
        let pct = delta / w
        let sp = spacing
        var center = Point(x: offset.x + w / 2 + sp * Double(k), y: viewport.height / 2 + offset.y + sp * Double(k))
        var alpha = 1.0
        if k == 0 {
            center.x -= delta
        } else {
            center.x -= sp * pct
            center.y -= sp * pct
            if k == maximumVisibleItems - 1 { alpha = min(1, max(0, pct)) }
        }
        return LayoutAttributes(indexPath: IndexPath(item: i), center: center, size: itemSize,
                                alpha: alpha, zIndex: maximumVisibleItems - k)
    }

    /// Every card the deck places at `offset` (at most `maximumVisibleItems`),
    /// whatever `rect` is: the deck is always in view.
    ///
    /// - Complexity: O(m) for m = `maximumVisibleItems`.
    public func elements(in rect: Rect, offset: Point) -> [LayoutAttributes] {
        let range = visibleRange(offsetX: offset.x)
        return range.map { attributes(ofItem: $0, minV: range.lowerBound, offset: offset) }
    }

    /// Card `indexPath.item` at `offset`, or nil when it is not in the deck
    /// there (already thrown out, or too deep to show).
    ///
    /// - Complexity: O(1).
    public func attributesForItem(at indexPath: IndexPath, offset: Point) -> LayoutAttributes? {
        guard indexPath.section == 0 else { return nil }
        let range = visibleRange(offsetX: offset.x)
        guard range.contains(indexPath.item) else { return nil }
        return attributes(ofItem: indexPath.item, minV: range.lowerBound, offset: offset)
    }

    /// `round(x/W)` clamped to `0…n−1`: the card on top once scrolling rests.
    ///
    /// - Complexity: O(1).
    public func currentIndex(at offset: Point) -> Int? {
        guard itemCount > 0 else { return nil }
        guard viewport.width > 0, offset.x.isFinite else { return 0 }
        return Int(min(Double(itemCount - 1), max(0, (offset.x / viewport.width).rounded())))
    }

    /// One card per swipe. At release the offset `current.x` lies between the
    /// pages `floor(x/W)` and `ceil(x/W)` (the same page when at rest). A
    /// flick faster than `flickVelocity` goes to the next page after the
    /// lower one (throwing the top card) or the page before the upper one
    /// (bringing the previous card back); otherwise the page nearest the
    /// velocity-projected `proposed.x`, but no further than those two. So the
    /// rest offset is never more than one page from the release point.
    /// Clamped to `0…(n−1)·W`.
    ///
    /// - Complexity: O(1).
    public func targetContentOffset(forProposed proposed: Point, velocity: Point, current: Point) -> Point {
        let w = viewport.width
        guard itemCount > 0, w > 0, current.x.isFinite else { return Point(x: 0, y: current.y) }
        let at = current.x / w
        let lower = at.rounded(.down), upper = at.rounded(.up)
        let page: Double
        if velocity.x > Self.flickVelocity {
            page = lower + 1
        } else if velocity.x < -Self.flickVelocity {
            page = upper - 1
        } else {
            let nearest = proposed.x.isFinite ? (proposed.x / w).rounded() : at.rounded()
            page = min(lower + 1, max(upper - 1, nearest))
        }
        let clamped = min(Double(itemCount - 1), max(0, page))
        return Point(x: clamped * w, y: current.y)
    }

    /// Card `i`'s page, `i·W`: the offset at which it is on top.
    ///
    /// - Complexity: O(1).
    public func contentOffset(focusing indexPath: IndexPath, from offset: Point) -> Point? {
        guard indexPath.section == 0, (0..<itemCount).contains(indexPath.item) else { return nil }
        return Point(x: Double(indexPath.item) * viewport.width, y: offset.y)
    }
}
