import Foundation

extension CarouselLayout {
    /// The variables the custom expressions read for item `i` at offset
    /// `o`: the item's, the viewport's and the options as resolved for the
    /// last `prepare`.
    ///
    /// - Complexity: O(1).
    public func variables(item i: Int, offset o: Double) -> ExpressionVariables {
        let p = options
        return ExpressionVariables(
            offset: o, index: Double(i), count: Double(p.count), itemWidth: itemSize.width,
            itemHeight: itemSize.height, width: viewport.width, height: viewport.height, radius: p.radius,
            spacing: p.spacing, arc: p.arc, angle: p.angle ?? p.arc / Double(p.count), tilt: p.tilt,
            fadeMin: p.fadeMin, fadeMax: p.fadeMax, fadeRange: p.fadeRange, fadeMinAlpha: p.fadeMinAlpha)
    }

    /// Item `i`'s transform and alpha at item offset `o`: the type's, or the
    /// custom expressions' (alpha clamped to 0…1).
    ///
    /// - Complexity: O(1) for the built-in types, O(size of the expressions) for `custom`.
    public func transformAndAlpha(item i: Int, offset o: Double) -> (transform: Transform3D, alpha: Double) {
        guard type == .custom else { return (options.transform(offset: o), options.alpha(offset: o)) }
        let v = variables(item: i, offset: o)
        let t = transformChain.apply(to: options.baseTransform, v)
        let a = alphaExpression.evaluate(v)
        return (t, a.isNaN ? a : max(0, min(1, a)))
    }

    /// The attributes of item `i` at scroll position `s`, with `zIndex` 0.
    private func attributes(item i: Int, scrollPosition s: Double, offset: Point) -> LayoutAttributes {
        let o = itemOffset(i, scrollPosition: s)
        var (t, a) = transformAndAlpha(item: i, offset: o)
        // Right to left the picture is iCarousel's in a mirror: S·M·S with S = diag(−1, 1, 1, 1).
        if isMirrored { t = t.mirroredAboutX }
        let finite = a.isFinite && t.isFinite
        // iCarousel: hidden = !(showBackfaces ?: (transform.m33 > 0.0)).
        return LayoutAttributes(
            indexPath: IndexPath(item: i),
            center: Point(x: offset.x + viewport.width / 2, y: offset.y + viewport.height / 2), size: itemSize,
            alpha: finite ? a : 0, isHidden: !finite || !(options.showBackfaces || t.m33 > 0), transform3D: t)
    }

    /// iCarousel's loaded items at scroll position `s` (`loadUnloadViews`):
    /// `visibleItems` consecutive indices from `current − visibleItems/2`
    /// (kept within `0…n−1` unless wrapping), dropping those of alpha 0.
    ///
    /// - Complexity: O(k) for k = `visibleItems`.
    public func loadedItems(scrollPosition s: Double) -> [Int] {
        let n = itemCount, visible = options.visibleItems
        guard n > 0, visible > 0, s.isFinite else { return [] }
        let rounded = s.rounded()
        let current = options.wrap ? positiveModulo(Int(rounded), n) : Int(max(0, min(Double(n - 1), rounded)))
        var start = current - visible / 2
        if !options.wrap { start = max(0, min(n - visible, start)) }
        return (0..<visible).map { options.wrap ? positiveModulo(start + $0, n) : start + $0 }
    }

    /// The loaded items' attributes with `zIndex` in iCarousel's depth order
    /// (`compareViewDepth`): by depth `m13 + m23 + m33 + m43`, then the
    /// farther from the current item's `m11 + m21 + m31 + m41` (`m12 + …`
    /// when vertical) the lower. Items of alpha 0 are left out, as iCarousel
    /// does not load them.
    ///
    /// - Complexity: O(k log k) for k = `visibleItems`.
    func loadedAttributes(offset: Point) -> [LayoutAttributes] {
        let s = scrollPosition(at: offset)
        var all = loadedItems(scrollPosition: s).map { attributes(item: $0, scrollPosition: s, offset: offset) }
        all.removeAll { $0.alpha == 0 }
        guard let current = currentIndex(at: offset) else { return all }
        // The current item is loaded (and so already worked out) unless it is transparent.
        let reference = all.first(where: { $0.indexPath.item == current })?.transform3D
            ?? attributes(item: current, scrollPosition: s, offset: offset).transform3D
        func depth(_ t: Transform3D) -> Double { t.m13 + t.m23 + t.m33 + t.m43 }
        func along(_ t: Transform3D) -> Double { isVertical ? t.m12 + t.m22 + t.m32 + t.m42 : t.m11 + t.m21 + t.m31 + t.m41 }
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

    /// The loaded items whose projected quad meets `rect`, at most
    /// `visibleItems` around the centre, with `zIndex` in iCarousel's depth
    /// order. An item with a corner behind the eye is left out.
    ///
    /// - Complexity: O(k log k) for k = `visibleItems`, whatever the item count.
    public func elements(in rect: Rect, offset: Point) -> [LayoutAttributes] {
        guard itemCount > 0, !rect.isEmpty else { return [] }
        return loadedAttributes(offset: offset).filter { $0.screenQuad()?.intersects(rect) ?? false }
    }

    /// Item `indexPath.item` at `offset`; its `zIndex` is its depth rank
    /// among the loaded items, −1 when it is not loaded.
    ///
    /// - Complexity: O(k log k) for k = `visibleItems`.
    public func attributesForItem(at indexPath: IndexPath, offset: Point) -> LayoutAttributes? {
        guard indexPath.section == 0, (0..<itemCount).contains(indexPath.item) else { return nil }
        if let loaded = loadedAttributes(offset: offset).first(where: { $0.indexPath == indexPath }) { return loaded }
        var a = attributes(item: indexPath.item, scrollPosition: scrollPosition(at: offset), offset: offset)
        a.zIndex = -1
        return a
    }
}
