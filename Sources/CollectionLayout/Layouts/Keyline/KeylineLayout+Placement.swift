extension KeylineLayout {
    /// Where item `i` is drawn at content offset `s` in `state`: the
    /// centre of its slot (viewport coordinates along the axis) and the
    /// slot's size.
    func slot(ofItem i: Int, at s: Double, in state: KeylineState) -> (center: Double, size: Double) {
        state.place(location: Double(i) * state.itemSize + startLocation - s)
    }

    /// Item `i`'s attributes at `offset` in `state`: the whole item (the
    /// large slot less the spacing) placed so that its mask, the slot less
    /// the spacing, falls on the slot.
    func attributes(ofItem i: Int, offset: Point, state: KeylineState) -> LayoutAttributes {
        guard strategy != .multiAspect else { return multiAspectAttributes(ofItem: i, offset: offset) }
        let s = logical(offset)
        let (center, slotSize) = slot(ofItem: i, at: s, in: state)
        let whole = max(0, state.itemSize - spacing)
        let visible = min(whole, max(0, slotSize - spacing))
        let lead = (whole - visible) / 2 * parallax
        var size = Size.zero
        size[scrollAxis] = whole
        size[crossAxis] = crossSize
        var c = Point.zero
        // The window's centre, lead + visible/2 into the item, is the slot's centre.
        c[scrollAxis] = s + center - (lead + visible / 2) + whole / 2
        c[crossAxis] = viewport[crossAxis] / 2
        var mask = isVertical ? Rect(x: 0, y: lead, width: size.width, height: visible)
            : Rect(x: lead, y: 0, width: visible, height: size.height)
        if isMirrored {
            c.x = contentSize.width - c.x
            mask.origin.x = size.width - mask.maxX
        }
        return LayoutAttributes(indexPath: IndexPath(item: i), center: c, size: size,
                                isHidden: visible <= 0, mask: mask)
    }

    private var crossAxis: Axis { isVertical ? .horizontal : .vertical }

    /// The items whose untransformed frames meet `rect`, masked for `offset`.
    ///
    /// - Complexity: O(log n + k + K) for K keylines: a binary search for
    ///   the first item whose slot could reach the rect (slots are in item
    ///   order), then the items up to the rect's far edge.
    public func elements(in rect: Rect, offset: Point) -> [LayoutAttributes] {
        guard itemCount > 0, !rect.isEmpty else { return [] }
        let across = (rect.minimum(crossAxis), rect.maximum(crossAxis))
        let top = (viewport[crossAxis] - crossSize) / 2
        guard across.0 < top + crossSize, top < across.1 else { return [] }
        guard strategy != .multiAspect else { return multiAspectElements(in: rect, offset: offset) }
        let s = logical(offset)
        let state = steps.state(at: s, travel: travel)
        // A frame lies within one item size of its slot's centre (right to
        // left: of the mirrored rect's).
        let reach = state.itemSize
        let along = isMirrored ? (contentSize.width - rect.maxX, contentSize.width - rect.minX)
            : (rect.minimum(scrollAxis), rect.maximum(scrollAxis))
        let low = along.0 - s - reach, high = along.1 - s + reach
        var lo = 0, hi = itemCount
        while lo < hi {
            let mid = (lo + hi) / 2
            if slot(ofItem: mid, at: s, in: state).center < low { lo = mid + 1 } else { hi = mid }
        }
        var result: [LayoutAttributes] = []
        var i = lo
        while i < itemCount, slot(ofItem: i, at: s, in: state).center <= high {
            let a = attributes(ofItem: i, offset: offset, state: state)
            if a.frame.intersects(rect) { result.append(a) }
            i += 1
        }
        return result
    }

    /// Item `indexPath.item`, masked for `offset`.
    ///
    /// - Complexity: O(K) for K keylines (the state at `offset`).
    public func attributesForItem(at indexPath: IndexPath, offset: Point) -> LayoutAttributes? {
        guard indexPath.section == 0, (0..<itemCount).contains(indexPath.item) else { return nil }
        return attributes(ofItem: indexPath.item, offset: offset,
                          state: steps.state(at: logical(offset), travel: travel))
    }

    /// The content offset along the axis at which item `i` is the first
    /// focal item (right to left, counted from the content's right end).
    ///
    /// - Complexity: O(1).
    public func restOffset(ofItem i: Int) -> Double {
        physical(logicalRestOffset(ofItem: i))
    }

    /// The logical offset at which item `i` is the first focal item: in the
    /// start region at the step that makes it so, between the regions one
    /// large slot per item, in the end region at its step; clamped to the travel.
    func logicalRestOffset(ofItem i: Int) -> Double {
        guard strategy != .multiAspect else { return run.restOffset(ofItem: i) }
        let resting = steps.resting
        let startFocal = steps.startState.firstFocal
        let restingFocal = resting.firstFocal
        // In the start region item i stays at keyline startFocal + i.
        let startStep = restingFocal - startFocal - i
        if startStep > 0, startStep < steps.startSteps.count, steps.startShift > 0 {
            return steps.startShift * (1 - steps.startPoints[startStep])
        }
        if i == 0 { return 0 }
        let between = Double(i) * resting.itemSize + startLocation - resting.location(of: restingFocal)
        let endRegion = travel - steps.endShift
        if between <= endRegion || steps.endShift <= 0 { return min(max(0, between), travel) }
        // In the end region the items keep their keylines: item i sits at
        // the one item n−1 leaves it, counted back from the end state's last focal.
        let end = steps.endState
        let index = end.lastFocal - (itemCount - 1 - i)
        let endStep = index - restingFocal
        guard endStep > 0, endStep < steps.endSteps.count else { return min(max(0, between), travel) }
        return min(travel, endRegion + steps.endShift * steps.endPoints[endStep])
    }

    /// The item whose rest offset is nearest `offset`.
    ///
    /// - Complexity: O(K) for K keylines.
    public func currentIndex(at offset: Point) -> Int? {
        guard itemCount > 0 else { return nil }
        let s = logical(offset)
        guard s.isFinite else { return 0 }
        guard strategy != .multiAspect else { return run.nearestItem(to: s) }
        return candidates(near: s).min { abs(logicalRestOffset(ofItem: $0) - s) < abs(logicalRestOffset(ofItem: $1) - s) }
    }

    /// The items whose rest offsets could be nearest `s`: those of the end
    /// regions and the neighbours of the estimate between them.
    private func candidates(near s: Double) -> [Int] {
        let resting = steps.resting
        let ends = steps.startSteps.count + steps.endSteps.count + 1
        let estimate = Int(((s - startLocation + resting.location(of: resting.firstFocal)) / max(resting.itemSize, 1e-9))
            .rounded().clamped(to: -1e9...1e9))
        var set = Array(0..<min(itemCount, ends))
        set += Array(max(0, itemCount - ends)..<itemCount)
        set += [estimate - 1, estimate, estimate + 1].filter { (0..<itemCount).contains($0) }
        return set
    }

    /// The rest offset nearest the velocity-projected `proposed`; 0 across the axis.
    ///
    /// - Complexity: O(K) for K keylines.
    public func targetContentOffset(forProposed proposed: Point, velocity: Point, current: Point) -> Point {
        var target = Point.zero
        target[scrollAxis] = currentIndex(at: proposed).map(restOffset(ofItem:)) ?? 0
        return target
    }

    /// The rest offset of `indexPath`'s item.
    ///
    /// - Complexity: O(1).
    public func contentOffset(focusing indexPath: IndexPath, from offset: Point) -> Point? {
        guard indexPath.section == 0, (0..<itemCount).contains(indexPath.item) else { return nil }
        var target = Point.zero
        target[scrollAxis] = restOffset(ofItem: indexPath.item)
        return target
    }

    /// Whether `key` changes anything for the strategy in use.
    public func usesParameter(_ key: String) -> Bool {
        guard let k = Key(rawValue: key) else { return true }
        switch k {
        case .weights: return strategy == .weighted
        case .keylines: return strategy == .custom
        case .smallMin, .smallMax: return [.multiBrowse, .hero, .centeredHero, .uncontained].contains(strategy)
        case .alignment: return [.multiBrowse, .uncontained, .multiAspect].contains(strategy)
        case .itemWidth:
            // The large target (vertical: while the height is automatic);
            // multi-aspect, the length of items the data does not size.
            return [.multiBrowse, .uncontained, .multiAspect].contains(strategy) && (!isVertical || itemHeight == nil)
        case .itemHeight:
            // Across the axis; vertical, the large target (the hero's is twice the width).
            return !isVertical || [.multiBrowse, .uncontained, .multiAspect].contains(strategy)
        default: return true
        }
    }
}

extension Comparable {
    fileprivate func clamped(to range: ClosedRange<Self>) -> Self {
        min(max(self, range.lowerBound), range.upperBound)
    }
}
