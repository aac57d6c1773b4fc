/// The carousel export's layout class: every item at the viewport's centre,
/// placed by its 3-D transform, iCarousel's depth order as the z-index.
extension SwiftMathGenerator {
    static let carouselMath = #"""
/// iCarousel's layout as a collection-view layout: the scroll position in
/// items is `s = x / itemWidth` (y / itemHeight vertically); item i's offset
/// `i − s` (brought into −n/2…n/2 when wrapping) gives its transform and alpha.
public final class Math {
    typealias C = LayoutConfiguration
    public private(set) var viewport = LayoutSize(0, 0)
    /// Section 0's items (the layout places one section).
    public private(set) var itemCount = 0
    public let scrollsVertically = C.vertical
    var options = CarouselOptions(viewport: LayoutSize(0, 0), itemCount: 0)

    public init() {}

    public func prepare(viewport: LayoutSize, data: LayoutData = .exported) {
        itemCount = data.itemCount(inSection: 0)
        self.viewport = viewport
        options = CarouselOptions(viewport: viewport, itemCount: itemCount)
    }

    /// The scrolling that moves the carousel by one item.
    public var pitch: Double { C.vertical ? C.itemHeight : C.itemWidth }
    func along(_ p: LayoutPoint) -> Double { C.vertical ? p.y : p.x }
    func with(_ p: LayoutPoint, along a: Double) -> LayoutPoint { C.vertical ? LayoutPoint(p.x, a) : LayoutPoint(a, p.y) }

    /// Right to left (horizontal only): the next item comes from the left.
    let mirrored = C.rightToLeft && !C.vertical

    /// The offset along the axis as the carousel reads it: mirrored right to
    /// left within the content, or about 0 when wrapping. Its own inverse.
    func logical(_ x: Double) -> Double {
        guard mirrored else { return x }
        return options.wrap ? -x : max(0, Double(itemCount - 1)) * pitch - x
    }

    /// At item 0: offset 0, or the far end right to left.
    public var initialContentOffset: LayoutPoint { with(.zero, along: logical(0)) }

    public var contentSize: LayoutSize {
        let n = Double(itemCount), length = (options.wrap ? n : max(0, n - 1)) * pitch
        return C.vertical ? LayoutSize(viewport.width, viewport.height + length) : LayoutSize(viewport.width + length, viewport.height)
    }

    public var wrapping: LayoutWrapping? {
        guard options.wrap, itemCount > 0 else { return nil }
        return LayoutWrapping(lower: -pitch / 2, upper: (Double(itemCount) - 0.5) * pitch, period: Double(itemCount) * pitch)
    }

    /// The scroll position in items (within 0…n when wrapping).
    func scrollPosition(_ offset: LayoutPoint) -> Double {
        let s = logical(along(offset)) / pitch
        guard options.wrap, itemCount > 0, s.isFinite else { return s }
        let n = Double(itemCount)
        return s - (s / n).rounded(.down) * n
    }

    func itemOffset(_ i: Int, _ s: Double) -> Double {
        var o = Double(i) - s
        if options.wrap {
            let n = Double(itemCount)
            if o > n / 2 { o -= n } else if o < -n / 2 { o += n }
        }
        return o
    }

    func transformAndAlpha(_ i: Int, _ o: Double) -> (LayoutMatrix3D, Double) {
        guard C.type == "custom" else { return (options.transform(offset: o), options.alpha(offset: o)) }
        let p = options
        let v = ExpressionVariables(offset: o, index: Double(i), count: Double(p.count), itemWidth: C.itemWidth,
                                    itemHeight: C.itemHeight, width: viewport.width, height: viewport.height,
                                    radius: p.radius, spacing: p.spacing, arc: p.arc, angle: p.angle ?? p.arc / Double(p.count),
                                    tilt: p.tilt, fadeMin: p.fadeMin, fadeMax: p.fadeMax, fadeRange: p.fadeRange,
                                    fadeMinAlpha: p.fadeMinAlpha)
        let a = customAlpha(v)
        return (customTransform(options.baseTransform, v), a.isNaN ? a : max(0, min(1, a)))
    }

    func attributes(_ i: Int, _ s: Double, _ offset: LayoutPoint) -> LayoutElement {
        var (t, a) = transformAndAlpha(i, itemOffset(i, s))
        // Right to left the picture is iCarousel's in a mirror: S·M·S with S = diag(−1, 1, 1, 1).
        if mirrored { t.m12 = -t.m12; t.m13 = -t.m13; t.m14 = -t.m14; t.m21 = -t.m21; t.m31 = -t.m31; t.m41 = -t.m41 }
        let finite = a.isFinite && t.isFinite
        var e = LayoutElement(item: i, center: LayoutPoint(offset.x + viewport.width / 2, offset.y + viewport.height / 2),
                              size: LayoutSize(C.itemWidth, C.itemHeight))
        e.alpha = finite ? a : 0
        // iCarousel: hidden = !(showBackfaces ?: (transform.m33 > 0.0)); a NaN or ∞ hides the item.
        e.isHidden = !finite || !(options.showBackfaces || t.m33 > 0)
        e.transform3D = t
        return e
    }

    /// The items iCarousel keeps loaded: `visibleItems` around the current one.
    func loadedItems(_ s: Double) -> [Int] {
        let n = itemCount, visible = options.visibleItems
        guard n > 0, visible > 0, s.isFinite else { return [] }
        let rounded = s.rounded()
        let current = options.wrap ? positiveModulo(Int(rounded), n) : Int(max(0, min(Double(n - 1), rounded)))
        var start = current - visible / 2
        if !options.wrap { start = max(0, min(n - visible, start)) }
        return (0..<visible).map { options.wrap ? positiveModulo(start + $0, n) : start + $0 }
    }

    /// The loaded, visible items with iCarousel's depth order as z-index:
    /// nearer the eye (the transform's z of the centre) draws later; at
    /// equal depth, nearer the current item along the axis does.
    func loadedAttributes(_ offset: LayoutPoint) -> [LayoutElement] {
        let s = scrollPosition(offset)
        var all = loadedItems(s).map { attributes($0, s, offset) }
        all.removeAll { $0.alpha == 0 }
        guard let current = currentIndex(at: offset) else { return all }
        let reference = all.first(where: { $0.item == current })?.transform3D ?? attributes(current, s, offset).transform3D
        func depth(_ t: LayoutMatrix3D) -> Double { t.m13 + t.m23 + t.m33 + t.m43 }
        func along(_ t: LayoutMatrix3D) -> Double { C.vertical ? t.m12 + t.m22 + t.m32 + t.m42 : t.m11 + t.m21 + t.m31 + t.m41 }
        let r = along(reference)
        let order = all.indices.sorted { a, b in
            let ta = all[a].transform3D, tb = all[b].transform3D
            let difference = depth(ta) - depth(tb)
            if difference != 0 { return difference < 0 }
            let d = abs(along(tb) - r) - abs(along(ta) - r)
            return d != 0 ? d < 0 : a < b
        }
        for (rank, index) in order.enumerated() { all[index].zIndex = rank }
        return all
    }

    /// - Complexity: O(visibleItems), never O(n). The test is the projected
    ///   quad's bounding box against the rect (a few more items than an exact test).
    public func elements(in rect: LayoutRect, offset: LayoutPoint) -> [LayoutElement] {
        guard itemCount > 0, !rect.isEmpty else { return [] }
        return loadedAttributes(offset).filter { $0.screenBounds.map { b in
            b.minX <= rect.maxX && rect.minX <= b.maxX && b.minY <= rect.maxY && rect.minY <= b.maxY } ?? false }
    }

    public func attributesForItem(_ item: Int, section: Int, offset: LayoutPoint) -> LayoutElement? {
        guard section == 0, item >= 0, item < itemCount else { return nil }
        if let loaded = loadedAttributes(offset).first(where: { $0.item == item }) { return loaded }
        var e = attributes(item, scrollPosition(offset), offset)
        e.zIndex = -1
        return e
    }

    public func everyElement(offset: LayoutPoint) -> [LayoutElement] {
        // Once, not per item: the loaded items' order is the same for all.
        let loaded = loadedAttributes(offset), s = scrollPosition(offset)
        return (0..<itemCount).map { i in
            if let e = loaded.first(where: { $0.item == i }) { return e }
            var e = attributes(i, s, offset)
            e.zIndex = -1
            return e
        }
    }

    public func supplementary(_ category: String, section: Int, offset: LayoutPoint) -> LayoutElement? { nil }

    public func currentIndex(at offset: LayoutPoint) -> Int? {
        guard itemCount > 0 else { return nil }
        let s = scrollPosition(offset)
        guard s.isFinite else { return 0 }
        let r = s.rounded()
        if options.wrap { return positiveModulo(Int(r), itemCount) }
        return Int(max(0, min(Double(itemCount - 1), r)))
    }

    /// The nearest whole item.
    public func targetContentOffset(proposed: LayoutPoint, velocity: LayoutPoint, current: LayoutPoint) -> LayoutPoint {
        guard itemCount > 0, along(proposed).isFinite else { return with(current, along: 0) }
        var items = (logical(along(proposed)) / pitch).rounded()
        if !options.wrap { items = max(0, min(Double(itemCount - 1), items)) }
        return with(current, along: logical(items * pitch))
    }

    /// Tap-to-centre: the offset that brings `item` to the middle, the nearest way round.
    public func contentOffset(focusing item: Int, section: Int, from offset: LayoutPoint) -> LayoutPoint? {
        guard section == 0, item >= 0, item < itemCount else { return nil }
        var items = Double(item)
        if options.wrap, along(offset).isFinite {
            let n = Double(itemCount)
            items += ((logical(along(offset)) / pitch - items) / n).rounded() * n
        }
        return with(offset, along: logical(items * pitch))
    }

    /// Every scroll moves every item: any bounds change invalidates.
    public func shouldInvalidate(newBounds: LayoutRect, oldBounds: LayoutRect) -> Bool { true }
}
"""#
}
