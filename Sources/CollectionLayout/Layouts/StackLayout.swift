import Foundation

/// A deck of cards (seed 003 in docs/REFERENCE.md): swiping left throws the top card out, swiping
/// right brings the previous one back; at most `maximumVisibleItems` cards
/// show, each further one a `spacing` lower and to the right.
///
/// Coordinate spaces: content space is `n` pages of one viewport width each;
/// card `i` is on top when the content offset is `x = i·W`. The deck itself
/// never moves on screen: cards are placed relative to the viewport
/// (`cx = x + W/2`, `H/2 + y`), and only the top card follows the offset's
/// progress `delta = x − minV·W` through its page, while the cards under it
/// close up by `spacing·delta/W`.
public final class StackLayout: CollectionLayout, ParameterKeyed {
    /// The identifier, `stack`.
    public static let id = "stack"
    /// The title in the layout switcher, "Stack".
    public static let title = "Stack"
    /// The layout's own parameter keys, declared once.
    public enum Key: String, CaseIterable, Sendable {
        /// Width of a card.
        case itemWidth
        /// Height of a card.
        case itemHeight
        /// Offset of each card under the top one, right and down.
        case spacing
        /// Cards placed at once, the top one included; the last fades in as the top card leaves, so at rest one fewer shows.
        case maximumVisibleItems
        /// The way the top card is thrown; the opposite swipe brings the last one back.
        case swipeDirection
        /// Radians the top card turns as it is thrown, about a point a card-height below it (Koloda: π/10; 0 keeps the seed's slide).
        case maximumRotation
        /// Each card under the top one is this much smaller than the one above (Koloda: 0.95).
        case backgroundScale
        /// Thrown cards go back under the deck.
        case loop
        /// How far a card is dragged, in card widths (heights for up and down), before a slow release throws it; its stamp is fully shown there.
        case swipeThreshold
    }

    /// The parameters: `itemWidth`, `itemHeight`, `spacing`, `maximumVisibleItems`,
    /// `swipeDirection`, `maximumRotation`, `backgroundScale`, `loop`,
    /// `swipeThreshold`, then
    /// the scrolling keys (libadwaita's carousel physics by default).
    public static let parameterSpecs: [ParameterSpec] = [
        ParameterSpec(key: Key.itemWidth, title: "Item width", kind: .number(range: 1...4000, step: 1),
                      defaultValue: .number(250), help: "Width of a card").slider(upTo: 1000),
        ParameterSpec(key: Key.itemHeight, title: "Item height", kind: .number(range: 1...4000, step: 1),
                      defaultValue: .number(400), help: "Height of a card").slider(upTo: 1000),
        ParameterSpec(key: Key.spacing, title: "Spacing", kind: .number(range: 0...1000, step: 1),
                      defaultValue: .number(16), help: "Offset of each card under the top one, right and down").slider(upTo: 200),
        ParameterSpec(key: Key.maximumVisibleItems, title: "Cards placed", kind: .integer(range: 1...20),
                      defaultValue: .integer(4),
                      help: "Cards placed at once, the top one included; the last fades in as the top card leaves, "
                          + "so at rest one fewer shows"),
        ParameterSpec(key: Key.swipeDirection, title: "Swipe direction", kind: .choice(SwipeDirection.allCases.map(\.rawValue)),
                      defaultValue: .choice(SwipeDirection.left.rawValue),
                      help: "The way the top card is thrown; the opposite swipe brings the last one back",
                      choiceTitles: Dictionary(uniqueKeysWithValues: SwipeDirection.allCases.map { ($0.rawValue, $0.title) })),
        ParameterSpec(key: Key.maximumRotation, title: "Rotation", kind: .number(range: 0...1.5, step: 0.01),
                      defaultValue: .number(Double.pi / 10),
                      help: "Radians the top card turns as it is thrown, about a point a card-height below it "
                          + "(Koloda: π/10; 0 keeps the seed's slide)"),
        ParameterSpec(key: Key.backgroundScale, title: "Background scale", kind: .number(range: 0.5...1, step: 0.01),
                      defaultValue: .number(0.95),
                      help: "Each card under the top one is this much smaller than the one above (Koloda: 0.95)"),
        ParameterSpec(key: Key.loop, title: "Loop", kind: .bool, defaultValue: .bool(false),
                      help: "Thrown cards go back under the deck"),
        ParameterSpec(key: Key.swipeThreshold.rawValue, title: "Swipe threshold", kind: .number(range: 0.05...4, step: 0.05),
                      defaultValue: .number(0.5),
                      help: "How far a card is dragged, in card widths (heights for up and down), before a slow release "
                          + "throws it; its stamp is fully shown there (Koloda's swipeThresholdRatioMargin)",
                      group: ScrollPhysics.parameterGroup),
    ] + ScrollPhysics.parameterSpecs(preset: .libadwaita) + Autoplay.parameterSpecs

    /// The parameters the layout was made with.
    public let parameters: LayoutParameters
    /// Every card's size, `itemWidth × itemHeight`.
    public let itemSize: Size
    /// How far each card under the top one sits right and down.
    public let spacing: Double
    /// How many cards of the deck show at once.
    public let maximumVisibleItems: Int
    /// The way the top card leaves.
    public let swipeDirection: SwipeDirection
    /// The way cards leave on screen: `swipeDirection`, left and right
    /// exchanged right to left (set by `prepare`).
    public private(set) var direction: SwipeDirection
    /// Whether the deck runs right to left: the cards under the top one
    /// step left and down instead of right and down.
    public private(set) var isMirrored = false
    /// The angle the top card has turned by when it has left (radians).
    public let maximumRotation: Double
    /// The scale of each card relative to the one above it.
    public let backgroundScale: Double
    /// Whether the deck starts over after its last card.
    public let loops: Bool
    /// How far the top card is dragged before a slow release throws it,
    /// in card lengths along the swipe axis (`swipeThreshold`).
    public let swipeThreshold: Double

    /// The viewport of the last `prepare`.
    public private(set) var viewport: Size = .zero
    /// The number of items of the last `prepare`.
    public private(set) var itemCount = 0

    /// A card stack configured by `parameters` (validated against `parameterSpecs`).
    public init(parameters: LayoutParameters) {
        self.parameters = parameters
        itemSize = Size(width: parameters.number(Key.itemWidth), height: parameters.number(Key.itemHeight))
        spacing = parameters.number(Key.spacing)
        maximumVisibleItems = parameters.integer(Key.maximumVisibleItems)
        swipeDirection = SwipeDirection(rawValue: parameters.choice(Key.swipeDirection)) ?? .left
        direction = swipeDirection
        maximumRotation = parameters.number(Key.maximumRotation)
        backgroundScale = parameters.number(Key.backgroundScale)
        loops = parameters.bool(Key.loop)
        swipeThreshold = parameters.number(Key.swipeThreshold)
    }

    /// Along the swipe direction: horizontal for left and right.
    public var scrollAxis: Axis { direction.axis }
    /// True: releases snap to `targetContentOffset(forProposed:velocity:current:)`.
    public var isPaging: Bool { true }

    /// Records the viewport (one page) and the item count.
    ///
    /// - Complexity: O(1).
    public func prepare(_ context: LayoutContext) {
        prepare(viewport: context.viewport, itemCount: context.itemCount, layoutDirection: context.layoutDirection)
    }

    /// What `prepare` works out, which depends only on the viewport, the
    /// item count and the direction.
    func prepare(viewport newViewport: Size, itemCount newItemCount: Int,
                 layoutDirection newDirection: LayoutDirection) {
        viewport = newViewport
        itemCount = newItemCount
        isMirrored = newDirection.isRightToLeft
        direction = isMirrored ? swipeDirection.mirrored : swipeDirection
    }

    /// The length of one page: the viewport along the swipe axis.
    public var pageLength: Double { viewport[scrollAxis] }

    /// One page per card along the swipe axis: `(W·n, H)` for left and right.
    public var contentSize: Size {
        var size = viewport
        size[scrollAxis] = pageLength * Double(itemCount)
        return size
    }

    /// With `loop`, the offset wraps by `n` pages.
    public var wrapping: Wrapping? {
        guard loops, itemCount > 0, pageLength > 0 else { return nil }
        let period = pageLength * Double(itemCount)
        return Wrapping(axis: scrollAxis, lower: 0, upper: period, period: period)
    }

    /// At the first card: offset 0, or for right and down swipes (whose
    /// deck advances as the offset falls) the last page.
    public var initialContentOffset: Point {
        var p = Point.zero
        p[scrollAxis] = progress(ofPage: 0)
        return p
    }

    /// How far the deck has gone at `offset`, in points: `x` for left and
    /// up swipes, the distance back from the start for right and down ones.
    func deckPosition(at offset: Point) -> Double {
        let s = offset[scrollAxis]
        guard direction.isReversed else { return s }
        return (loops ? 0 : Double(max(0, itemCount - 1)) * pageLength) - s
    }

    /// The offset along the axis at which the deck has gone `page` pages.
    func progress(ofPage page: Double) -> Double {
        guard direction.isReversed else { return page * pageLength }
        return (loops ? 0 : Double(max(0, itemCount - 1)) * pageLength) - page * pageLength
    }

    /// The cards placed at deck position `x` (see `deckPosition(at:)`):
    /// `minV = floor(x/P)` (the top card; at least 0 without `loop`) up to
    /// `minV + m`, exclusive and at most `n` cards; with `loop` the range
    /// may leave `0..<n`, items being taken modulo `n`.
    ///
    /// - Complexity: O(1).
    public func visibleRange(offsetX x: Double) -> Range<Int> {
        let w = pageLength
        guard itemCount > 0, w > 0, x.isFinite else { return 0..<0 }
        let page = (x / w).rounded(.down)
        if loops {
            guard abs(page) < 1e15 else { return 0..<0 }
            let minV = Int(page)
            return minV..<(minV + min(itemCount, maximumVisibleItems))
        }
        guard page < Double(itemCount) else { return itemCount..<itemCount }
        let minV = page < 0 ? 0 : Int(page)
        return minV..<min(itemCount, minV + maximumVisibleItems)
    }

    /// Card at deck slot `i` (an item modulo `n` with `loop`) at `offset`.
    ///
    /// With `k = i − minV`, `pct = delta/P`: centre `(cx + sp·k, cy + sp·k)`
    /// (`cx, cy` the viewport centre), zIndex `m − k`. The top card moves
    /// `delta` along the swipe direction and turns `maximumRotation·pct`
    /// about a point a card-height below its centre; each other card moves
    /// `sp·pct` left and up, is scaled `backgroundScale^(k − pct)`, and the
    /// last one fades in with alpha `pct` (clamped to `0…1`).
    private func attributes(ofSlot i: Int, minV: Int, offset: Point) -> LayoutAttributes {
        let w = pageLength
        let k = i - minV
        let delta = deckPosition(at: offset) - Double(minV) * w
        let pct = delta / w
        let sp = spacing
        // Right to left, the deck steps left and down.
        let side = isMirrored ? -1.0 : 1.0
        var center = Point(x: offset.x + viewport.width / 2 + side * sp * Double(k),
                           y: offset.y + viewport.height / 2 + sp * Double(k))
        var alpha = 1.0
        var transform = AffineTransform.identity
        if k == 0 {
            let e = direction.unitVector
            center.x += e.x * delta
            center.y += e.y * delta
            let angle = maximumRotation * pct * e.x
            if angle != 0 {
                let h = itemSize.height, c = cos(angle), s = sin(angle)
                transform = AffineTransform(a: c, b: s, c: -s, d: c, tx: h * s, ty: h * (1 - c))
            }
        } else {
            center.x -= side * sp * pct
            center.y -= sp * pct
            if k == maximumVisibleItems - 1 { alpha = min(1, max(0, pct)) }
            if backgroundScale != 1 {
                let scale = pow(backgroundScale, Double(k) - pct)
                transform = AffineTransform(scaleX: scale, y: scale)
            }
        }
        let item = loops ? positiveModulo(i, itemCount) : i
        return LayoutAttributes(indexPath: IndexPath(item: item), center: center, size: itemSize,
                                alpha: alpha, zIndex: maximumVisibleItems - k, transform: transform)
    }

    /// Every card the deck places at `offset` (at most `maximumVisibleItems`),
    /// whatever `rect` is: the deck is always in view.
    ///
    /// - Complexity: O(m) for m = `maximumVisibleItems`.
    public func elements(in rect: Rect, offset: Point) -> [LayoutAttributes] {
        let range = visibleRange(offsetX: deckPosition(at: offset))
        return range.map { attributes(ofSlot: $0, minV: range.lowerBound, offset: offset) }
    }

    /// Card `indexPath.item` at `offset`, or nil when it is not in the deck
    /// there (already thrown out, or too deep to show).
    ///
    /// - Complexity: O(m) for m = `maximumVisibleItems`.
    public func attributesForItem(at indexPath: IndexPath, offset: Point) -> LayoutAttributes? {
        guard indexPath.section == 0 else { return nil }
        let range = visibleRange(offsetX: deckPosition(at: offset))
        guard let slot = range.first(where: { (loops ? positiveModulo($0, itemCount) : $0) == indexPath.item })
        else { return nil }
        return attributes(ofSlot: slot, minV: range.lowerBound, offset: offset)
    }

    /// `round(x/P)` of the deck position, clamped to `0…n−1` (modulo `n`
    /// with `loop`): the card on top once scrolling rests.
    ///
    /// - Complexity: O(1).
    public func currentIndex(at offset: Point) -> Int? {
        guard itemCount > 0 else { return nil }
        let x = deckPosition(at: offset)
        guard pageLength > 0, x.isFinite else { return 0 }
        let page = (x / pageLength).rounded()
        if loops { return positiveModulo(Int(page.truncatingRemainder(dividingBy: Double(itemCount))), itemCount) }
        return Int(min(Double(itemCount - 1), max(0, page)))
    }

    /// Card `i`'s page: the offset at which it is on top.
    ///
    /// - Complexity: O(1).
    public func contentOffset(focusing indexPath: IndexPath, from offset: Point) -> Point? {
        guard indexPath.section == 0, (0..<itemCount).contains(indexPath.item) else { return nil }
        var p = offset
        p[scrollAxis] = progress(ofPage: Double(indexPath.item))
        if loops, let w = wrapping {
            // The same card in the period nearest the current offset.
            let k = ((offset[scrollAxis] - p[scrollAxis]) / w.period).rounded()
            p[scrollAxis] += k * w.period
        }
        return p
    }
}
