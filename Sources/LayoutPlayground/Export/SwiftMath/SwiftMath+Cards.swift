import CollectionLayout

/// The cards layout's export: the centred card full size, neighbours scaled
/// down, one card per rest offset.
extension SwiftMathGenerator {
    func cardsPart(_ layout: CardsLayout) -> LayoutPart {
        let fixed = layout.parameters.insetsOrAuto(CardsLayout.Key.sectionInsets.rawValue)
        return LayoutPart(configuration: [
            "static let itemCount = \(view.dataset.itemCount)",
            "static let itemWidth: Double = \(Self.literal(layout.itemSize.width))",
            "static let itemHeight: Double = \(Self.literal(layout.itemSize.height))",
            "static let spacing: Double = \(Self.literal(layout.spacing))",
            "static let scale: Double = \(Self.literal(layout.scale))",
            "/// nil: the first and last card can sit in the centre.",
            "static let insets: (top: Double, left: Double, bottom: Double, right: Double)? = \(fixed.map(Self.literal) ?? "nil")",
            "static let vertical = \(layout.isVertical)",
            "/// Right to left (a horizontal chooser): card 0 at the right, every x and offset mirrored within the content.",
            "static let rightToLeft = \(layout.isMirrored)",
        ], math: Self.cardsMath)
    }

    static let cardsMath = #"""
/// Cards side by side (or one above the other), the centred one full size,
/// the others scaled down toward `scale` with their distance from the centre.
public final class Math {
    typealias C = LayoutConfiguration
    public private(set) var viewport = LayoutSize(0, 0)
    /// Section 0's items (the layout places one section).
    public private(set) var itemCount = 0
    public let scrollsVertically = C.vertical
    public let wrapping: LayoutWrapping? = nil
    var insets = (top: 0.0, left: 0.0, bottom: 0.0, right: 0.0)

    public init() {}

    var itemAlong: Double { C.vertical ? C.itemHeight : C.itemWidth }
    var itemAcross: Double { C.vertical ? C.itemWidth : C.itemHeight }
    var viewAlong: Double { C.vertical ? viewport.height : viewport.width }
    var viewAcross: Double { C.vertical ? viewport.width : viewport.height }
    var leading: Double { C.vertical ? insets.top : insets.left }
    var trailing: Double { C.vertical ? insets.bottom : insets.right }
    var crossStart: Double { C.vertical ? insets.left : insets.top }
    var crossEnd: Double { C.vertical ? insets.right : insets.bottom }
    /// The distance between neighbouring rest offsets.
    public var pitch: Double { itemAlong + C.spacing }

    func along(_ p: LayoutPoint) -> Double { C.vertical ? p.y : p.x }
    func point(along a: Double, across c: Double) -> LayoutPoint { C.vertical ? LayoutPoint(c, a) : LayoutPoint(a, c) }

    public func prepare(viewport: LayoutSize, data: LayoutData = .exported) {
        itemCount = data.itemCount(inSection: 0)
        self.viewport = viewport
        if let fixed = C.insets {
            insets = fixed
        } else {
            let side = (viewAlong - itemAlong) / 2
            insets = C.vertical ? (side, 0, side, 0) : (0, side, 0, side)
        }
    }

    public var contentSize: LayoutSize {
        let n = Double(itemCount)
        let a = leading + trailing + n * itemAlong + max(0, n - 1) * C.spacing
        let c = crossStart + crossEnd + viewAcross
        return C.vertical ? LayoutSize(c, a) : LayoutSize(a, c)
    }

    func center(ofItem i: Int) -> LayoutPoint {
        var c = point(along: leading + Double(i) * pitch + itemAlong / 2,
                      across: (viewAcross - itemAcross) / 2 + crossStart + itemAcross / 2)
        if C.rightToLeft { c.x = contentSize.width - c.x }
        return c
    }

    /// `x` (a position or an offset's left edge) mirrored within the content, right to left.
    func mirrored(_ x: Double, width: Double = 0) -> Double {
        C.rightToLeft ? contentSize.width - x - width : x
    }

    /// The offset along the scroll axis as if the cards ran left to right.
    func unmirroredOffset(_ offset: LayoutPoint) -> Double {
        C.rightToLeft ? mirrored(offset.x, width: viewport.width) : along(offset)
    }

    /// The rest offset that centres card `i`: `i·pitch`, mirrored right to left.
    func restOffset(ofItem i: Int) -> Double {
        let x = Double(i) * pitch
        return C.rightToLeft ? mirrored(x, width: viewport.width) : x
    }

    /// At card 0: offset 0, or the far end right to left.
    public var initialContentOffset: LayoutPoint { point(along: restOffset(ofItem: 0), across: 0) }

    /// The scale of a card whose centre is at `x` along the scroll axis.
    func scale(atCenter x: Double, offset: Double) -> Double {
        let d = abs(x - (offset + viewAlong / 2))
        let reach = (viewAlong + itemAlong) / 2 - C.spacing
        guard reach > 0 else { return C.scale }
        return max(C.scale, 1 - d * (1 - C.scale) / reach)
    }

    func attributes(ofItem i: Int, offset: LayoutPoint) -> LayoutElement {
        let c = center(ofItem: i)
        var e = LayoutElement(item: i, center: c, size: LayoutSize(C.itemWidth, C.itemHeight))
        e.transform = .scale(scale(atCenter: along(c), offset: along(offset)))
        return e
    }

    public func attributesForItem(_ item: Int, section: Int, offset: LayoutPoint) -> LayoutElement? {
        guard section == 0, item >= 0, item < itemCount else { return nil }
        return attributes(ofItem: item, offset: offset)
    }

    /// - Complexity: O(k), k the cards in the rect.
    public func elements(in rect: LayoutRect, offset: LayoutPoint) -> [LayoutElement] {
        guard itemCount > 0, !rect.isEmpty, pitch > 0 else { return [] }
        let (low, high) = C.vertical ? (rect.minY, rect.maxY)
            : C.rightToLeft ? (mirrored(rect.maxX), mirrored(rect.minX)) : (rect.minX, rect.maxX)
        let first = max(0, Int(((low - leading - itemAlong) / pitch).rounded(.down)))
        let last = min(itemCount - 1, Int(((high - leading) / pitch).rounded(.up)))
        guard first <= last else { return [] }
        return (first...last).map { attributes(ofItem: $0, offset: offset) }.filter { $0.frame.intersects(rect) }
    }

    /// Every element placed at `offset` (what `attributes --all` lists).
    public func everyElement(offset: LayoutPoint) -> [LayoutElement] {
        (0..<itemCount).compactMap { attributesForItem($0, section: 0, offset: offset) }
    }

    public func supplementary(_ category: String, section: Int, offset: LayoutPoint) -> LayoutElement? { nil }

    public func currentIndex(at offset: LayoutPoint) -> Int? {
        guard itemCount > 0 else { return nil }
        guard pitch > 0, along(offset).isFinite else { return 0 }
        return min(itemCount - 1, max(0, Int((unmirroredOffset(offset) / pitch).rounded())))
    }

    /// The card nearest the proposed offset (UIKit's deceleration projects
    /// it from the release velocity), in the centre.
    public func targetContentOffset(proposed: LayoutPoint, velocity: LayoutPoint, current: LayoutPoint) -> LayoutPoint {
        let rest = restOffset(ofItem: currentIndex(at: proposed) ?? 0)
        return C.vertical ? LayoutPoint(current.x, rest) : LayoutPoint(rest, current.y)
    }

    /// Tap-to-centre: the offset that centres item `item`.
    public func contentOffset(focusing item: Int, section: Int, from offset: LayoutPoint) -> LayoutPoint? {
        guard section == 0, item >= 0, item < itemCount else { return nil }
        let rest = restOffset(ofItem: item)
        return C.vertical ? LayoutPoint(offset.x, rest) : LayoutPoint(rest, offset.y)
    }

    /// Every scroll changes the cards' scale: any bounds change invalidates.
    public func shouldInvalidate(newBounds: LayoutRect, oldBounds: LayoutRect) -> Bool { true }
}
"""#
}
