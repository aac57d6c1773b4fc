import Foundation

/// A chooser of cards (seed 000 in docs/REFERENCE.md, the level picker): the centred card at full
/// size, its neighbours scaled down toward `scale`; horizontal, or with
/// `vertical` running down (the same formulas with x and y exchanged).
///
/// Coordinate spaces: content space (x grows with the item index; item `i`
/// sits at `l + i·(w + sp)`) and the viewport, whose centre
/// `offset.x + W/2` decides each card's scale.
public final class CardsLayout: CollectionLayout, ParameterKeyed {
    /// The identifier, `cards`.
    public static let id = "cards"
    /// The title in the layout switcher, "Cards".
    public static let title = "Cards"
    /// The layout's own parameter keys, declared once.
    public enum Key: String, CaseIterable, Sendable {
        /// Width of a card.
        case itemWidth
        /// Height of a card.
        case itemHeight
        /// Gap between neighbouring cards.
        case internalItemSpacing
        /// Scale of a card one step away from the centre.
        case scale
        /// Auto centres the first and last card.
        case sectionInsets
        /// The cards run down instead of across.
        case vertical
    }

    /// The parameters: `itemWidth`, `itemHeight`, `internalItemSpacing`, `scale` and
    /// `sectionInsets` (`auto` centres the first and last card).
    public static let parameterSpecs: [ParameterSpec] = [
        ParameterSpec(key: Key.itemWidth, title: "Item width", kind: .number(range: 1...4000, step: 1),
                      defaultValue: .number(280), help: "Width of a card").slider(upTo: 1000),
        ParameterSpec(key: Key.itemHeight, title: "Item height", kind: .number(range: 1...4000, step: 1),
                      defaultValue: .number(400), help: "Height of a card").slider(upTo: 1000),
        ParameterSpec(key: Key.internalItemSpacing, title: "Spacing", kind: .number(range: 0...1000, step: 1),
                      defaultValue: .number(5), help: "Gap between neighbouring cards").slider(upTo: 200),
        ParameterSpec(key: Key.scale, title: "Side scale", kind: .number(range: 0.05...1, step: 0.01),
                      defaultValue: .number(0.85), help: "Scale of a card one step away from the centre"),
        ParameterSpec(key: Key.sectionInsets, title: "Insets", kind: .insets(maximum: 10000),
                      defaultValue: .auto, allowsAuto: true,
                      help: "auto centres the first and last card"),
        ParameterSpec(key: Key.vertical, title: "Vertical", kind: .bool, defaultValue: .bool(false),
                      help: "The cards run down instead of across"),
    ] + ScrollPhysics.parameterSpecs(preset: .uikit) + Autoplay.parameterSpecs

    /// The parameters the layout was made with.
    public let parameters: LayoutParameters
    /// Every card's untransformed size, `itemWidth × itemHeight`.
    public let itemSize: Size
    /// The gap between neighbouring cards, `internalItemSpacing`.
    public let spacing: Double
    /// The scale of a card one step or more from the centre.
    public let scale: Double
    private let fixedInsets: EdgeInsets?
    /// Whether the cards run down (`vertical`).
    public let isVertical: Bool

    /// The viewport of the last `prepare`.
    public private(set) var viewport: Size = .zero
    /// The number of items of the last `prepare`.
    public private(set) var itemCount = 0
    /// The insets in effect (resolved from `auto` for the viewport).
    public private(set) var insets: EdgeInsets = .zero
    /// Whether `prepare` has run, so that `insets` holds what `auto` resolved to.
    private var isPrepared = false
    /// Whether the cards run right to left (a horizontal chooser under a
    /// right-to-left layout direction): card 0 at the right, every x and
    /// offset mirrored within the content.
    public private(set) var isMirrored = false

    /// A card chooser configured by `parameters` (validated against `parameterSpecs`).
    public init(parameters: LayoutParameters) {
        self.parameters = parameters
        itemSize = Size(width: parameters.number(Key.itemWidth), height: parameters.number(Key.itemHeight))
        spacing = parameters.number(Key.internalItemSpacing)
        scale = parameters.number(Key.scale)
        fixedInsets = parameters.insetsOrAuto(Key.sectionInsets)
        isVertical = parameters.bool(Key.vertical)
    }

    /// Horizontal, or vertical with `vertical`.
    public var scrollAxis: Axis { isVertical ? .vertical : .horizontal }
    /// The axis across the scrolling one.
    private var crossAxis: Axis { isVertical ? .horizontal : .vertical }
    /// The insets before and after the cards along the scroll axis.
    private var leading: Double { isVertical ? insets.top : insets.left }
    private var trailing: Double { isVertical ? insets.bottom : insets.right }
    /// The inset before the cards across the scroll axis.
    private var crossStart: Double { isVertical ? insets.left : insets.top }
    private var crossEnd: Double { isVertical ? insets.right : insets.bottom }
    /// True: releases snap to `targetContentOffset(forProposed:velocity:current:)`.
    public var isPaging: Bool { true }

    /// The distance between the rest offsets of neighbouring cards.
    public var pitch: Double { itemSize[scrollAxis] + spacing }

    /// Records the viewport and item count and resolves `auto` insets to
    /// `(W − itemWidth)/2` on the left and right (`(H − itemHeight)/2` at
    /// the top and bottom when vertical).
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
        isPrepared = true
        isMirrored = newDirection.isRightToLeft && !isVertical
        if let fixed = fixedInsets {
            insets = fixed
        } else {
            let side = (viewport[scrollAxis] - itemSize[scrollAxis]) / 2
            insets = isVertical ? EdgeInsets(top: side, left: 0, bottom: side, right: 0)
                : EdgeInsets(top: 0, left: side, bottom: 0, right: side)
        }
    }

    /// `sectionInsets`: the insets in effect (for `auto`, the prepared
    /// viewport's centring insets); every other key as set.
    ///
    /// - Complexity: O(p) for the layout's p parameters.
    public func effectiveValue(forKey key: String) -> ParameterValue? {
        guard key == Key.sectionInsets.rawValue, fixedInsets == nil else { return defaultEffectiveValue(forKey: key) }
        return isPrepared ? .insets(insets) : nil
    }

    /// `(l + r + n·w + (n−1)·sp, t + b + H)` (exchanged when vertical).
    public var contentSize: Size {
        // (n − 1)·sp, except that no items have no gaps either.
        let n = Double(itemCount)
        var size = Size.zero
        size[scrollAxis] = leading + trailing + n * itemSize[scrollAxis] + max(0, n - 1) * spacing
        size[crossAxis] = crossStart + crossEnd + viewport[crossAxis]
        return size
    }

    /// Item `i`'s untransformed centre.
    ///
    /// - Complexity: O(1).
    public func center(ofItem i: Int) -> Point {
        var c = Point.zero
        c[scrollAxis] = leading + Double(i) * pitch + itemSize[scrollAxis] / 2
        c[crossAxis] = (viewport[crossAxis] - itemSize[crossAxis]) / 2 + crossStart + itemSize[crossAxis] / 2
        if isMirrored { c.x = contentSize.width - c.x }
        return c
    }

    /// `x` (a position or an offset's left edge) mirrored within the content.
    private func mirrored(_ x: Double, width: Double = 0) -> Double {
        isMirrored ? contentSize.width - x - width : x
    }

    /// The offset along the scroll axis as if the cards ran left to right.
    private func unmirroredOffset(_ offset: Point) -> Double {
        isMirrored ? mirrored(offset.x, width: viewport.width) : offset[scrollAxis]
    }

    /// The scale `k` of a card whose centre is at `x` along the scroll axis
    /// when the content offset along it is `offsetX`.
    ///
    /// - Complexity: O(1).
    public func scale(atCenterX x: Double, offsetX: Double) -> Double {
        let d = abs(x - (offsetX + viewport[scrollAxis] / 2))
        let reach = (viewport[scrollAxis] + itemSize[scrollAxis]) / 2 - spacing
        guard reach > 0 else { return scale }
        return max(scale, 1 - d * (1 - scale) / reach)
    }

    private func attributes(ofItem i: Int, offset: Point) -> LayoutAttributes {
        let c = center(ofItem: i)
        let k = scale(atCenterX: c[scrollAxis], offsetX: offset[scrollAxis])
        return LayoutAttributes(indexPath: IndexPath(item: i), center: c, size: itemSize,
                                transform: AffineTransform(scaleX: k, y: k))
    }

    /// The cards whose frames meet `rect`, scaled for `offset`.
    ///
    /// - Complexity: O(k): the index range comes from the rect's extent along the scroll axis.
    public func elements(in rect: Rect, offset: Point) -> [LayoutAttributes] {
        guard itemCount > 0, !rect.isEmpty, pitch > 0 else { return [] }
        let across = isVertical ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
        let top = (viewport[crossAxis] - itemSize[crossAxis]) / 2 + crossStart
        guard across.0 < top + itemSize[crossAxis], top < across.1 else { return [] }
        let along = isVertical ? (rect.minY, rect.maxY)
            : isMirrored ? (mirrored(rect.maxX), mirrored(rect.minX)) : (rect.minX, rect.maxX)
        // Item i spans [l + i·p, l + i·p + w); it intersects when that overlaps (min, max).
        let first = max(0, Int(((along.0 - leading - itemSize[scrollAxis]) / pitch).rounded(.down)))
        let last = min(itemCount - 1, Int(((along.1 - leading) / pitch).rounded(.up)))
        guard first <= last else { return [] }
        return (first...last).compactMap { i in
            let a = attributes(ofItem: i, offset: offset)
            return a.frame.intersects(rect) ? a : nil
        }
    }

    /// Card `indexPath.item`, scaled for `offset`.
    ///
    /// - Complexity: O(1).
    public func attributesForItem(at indexPath: IndexPath, offset: Point) -> LayoutAttributes? {
        guard indexPath.section == 0, (0..<itemCount).contains(indexPath.item) else { return nil }
        return attributes(ofItem: indexPath.item, offset: offset)
    }

    /// The nearest card to a rest offset: `round(x / (w + sp))` clamped to `0…n−1`.
    ///
    /// - Complexity: O(1).
    public func currentIndex(at offset: Point) -> Int? {
        guard itemCount > 0 else { return nil }
        guard pitch > 0, offset[scrollAxis].isFinite else { return 0 }
        return min(itemCount - 1, max(0, Int((unmirroredOffset(offset) / pitch).rounded())))
    }

    /// The rest offset of the card nearest to the velocity-projected
    /// `proposed`; 0 across the scroll axis.
    ///
    /// - Complexity: O(1).
    public func targetContentOffset(forProposed proposed: Point, velocity: Point, current: Point) -> Point {
        var target = Point.zero
        target[scrollAxis] = restOffset(ofItem: currentIndex(at: proposed) ?? 0)
        return target
    }

    /// The rest offset that centres the card, `i·(w + sp)`; across the
    /// scroll axis always 0 (the cards never scroll that way), so an offset
    /// from before an axis change cannot carry the cards out of view.
    ///
    /// - Complexity: O(1).
    public func contentOffset(focusing indexPath: IndexPath, from offset: Point) -> Point? {
        guard indexPath.section == 0, (0..<itemCount).contains(indexPath.item) else { return nil }
        var target = Point.zero
        target[scrollAxis] = restOffset(ofItem: indexPath.item)
        return target
    }

    /// The rest offset that centres card `i`: `i·(w + sp)`, mirrored right to left.
    private func restOffset(ofItem i: Int) -> Double {
        let x = Double(i) * pitch
        return isMirrored ? mirrored(x, width: viewport.width) : x
    }

    /// At card 0: offset 0, or the far end right to left.
    public var initialContentOffset: Point {
        var p = Point.zero
        p[scrollAxis] = restOffset(ofItem: 0)
        return p
    }
}
