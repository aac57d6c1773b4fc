/// Rect queries, single-element look-ups and pinned headers.
extension CompositionalLayout {
    /// The zIndex of a pinned header (UIKit's, as the flow layout's).
    public static let pinnedZIndex = 1024

    /// The global number of `indexPath`, or nil when it does not exist.
    ///
    /// - Complexity: O(log r) for r segments (`CompositionalSegment`).
    public func globalItem(_ indexPath: IndexPath) -> Int? {
        guard (0..<sectionCount).contains(indexPath.section), indexPath.item >= 0 else { return nil }
        let r = geometry.run(ofSection: indexPath.section), run = geometry.runs[r]
        let items = run.segment.parts.items(ofSection: indexPath.section - run.firstSection)
        guard indexPath.item < items.count else { return nil }
        return run.firstItem + items.lowerBound + indexPath.item
    }

    /// The frame of the item with global number `g`, where its section's
    /// sideways offset puts it (mirrored right to left).
    ///
    /// - Complexity: O(log r + log m) for r segments of m groups.
    public func frame(ofGlobalItem g: Int) -> Rect {
        var frame = geometry.itemFrame(g)
        frame.origin.x -= sectionOffset(ofSection: geometry.section(ofItem: g))
        return mirrored(frame)
    }

    /// The cells and headers whose frames intersect `rect`, with each
    /// sideways section's cells where its offset puts them and a pinned
    /// header placed for `offset`; adds the work done to `cost`.
    ///
    /// Sections meeting the rect's band come from a binary search over
    /// their tops; in each, a binary search over its groups (by y when they
    /// stack, by x shifted by the section's offset when they scroll
    /// sideways) finds the first group reaching into the rect, and a scan
    /// stops at the first group past it.
    ///
    /// Sections' tops are read in O(1) (`CompositionalTops`); groups moved
    /// within their section by resolved estimates are read from their
    /// segment's running sums (each read O(log m)) for the searches and the
    /// first group of each section, then carried along the scan; the query
    /// changes nothing. Right to left the rect is mirrored into the layout's
    /// left-to-right terms for the searches and every frame found is
    /// mirrored back.
    ///
    /// - Complexity: O(log S + s·(log r + log G·log m) + k) for S sections
    ///   in r segments of m groups, the s sections crossing the rect's band
    ///   (G groups each) and k returned elements (the log m factor only once
    ///   estimates have moved something); scanned items not returned are
    ///   those of the groups cut by the rect's edges (at most a group's item
    ///   count per group).
    public func elements(in rect: Rect, offset: Point, cost: inout QueryCost) -> [LayoutAttributes] {
        guard !rect.isEmpty else { return [] }
        var result: [LayoutAttributes] = []
        let pinned = pinnedHeader(offset: offset)
        let search = mirrored(rect)
        var s = geometry.firstSection(endingBelow: rect.minY)
        cost.probes += Int.bitWidth - sectionCount.leadingZeroBitCount
        while s < sectionCount, geometry.top(ofSection: s) < rect.maxY {
            cost.scanned += 1
            if pinned?.indexPath.section != s, let header = headerAttributes(ofSection: s), header.frame.intersects(rect) {
                result.append(header)
            }
            appendCells(ofSection: s, in: search, to: &result, cost: &cost)
            s += 1
        }
        if let pinned, pinned.frame.intersects(rect) { result.append(pinned) }
        return result
    }

    /// The cells and headers that meet `rect`, sideways sections at their
    /// offsets, a pinned header placed for `offset`.
    ///
    /// - Complexity: O(log n + k) for k returned elements (see
    ///   `elements(in:offset:cost:)`).
    public func elements(in rect: Rect, offset: Point) -> [LayoutAttributes] {
        var cost = QueryCost()
        return elements(in: rect, offset: offset, cost: &cost)
    }

    /// Appends section `s`'s cells that meet `rect` (in the layout's
    /// left-to-right terms), their frames as the view shows them.
    private func appendCells(ofSection s: Int, in rect: Rect, to result: inout [LayoutAttributes],
                             cost: inout QueryCost) {
        let (seg, l) = geometry.place(ofSection: s)
        let groups = seg.parts.groups(ofSection: l)
        guard !groups.isEmpty else { return }
        let sideways = seg.parts.sectionBehaviour[l].scrollsSideways
        let shift = sideways ? sectionOffset(ofSection: s) : 0
        let top = geometry.top(ofSection: s)
        let firstItem = seg.parts.items(ofSection: l).lowerBound
        // The first group whose far edge passes the rect's near edge.
        var low = groups.lowerBound, high = groups.upperBound
        while low < high {
            let mid = (low + high) / 2
            cost.probes += 1
            let far = sideways ? seg.parts.groupX[mid] + seg.parts.groupWidth[mid] - shift
                : top + seg.parts.groupY[mid] + seg.parts.shift(beforeGroup: mid, sectionFirstGroup: groups.lowerBound)
                    + seg.parts.groupHeight[mid]
            if far > (sideways ? rect.minX : rect.minY) { high = mid } else { low = mid + 1 }
        }
        var k = low
        // How far the section's top and resolved estimates above moved group k down, kept as the scan goes.
        var down = top + seg.parts.shift(beforeGroup: low, sectionFirstGroup: groups.lowerBound)
        while k < groups.upperBound {
            let near = sideways ? seg.parts.groupX[k] - shift : seg.parts.groupY[k] + down
            guard near < (sideways ? rect.maxX : rect.maxY) else { break }
            cost.scanned += 1
            let groupFrame = Rect(x: seg.parts.groupX[k] - shift, y: seg.parts.groupY[k] + down,
                                  width: seg.parts.groupWidth[k], height: seg.parts.groupHeight[k])
            if groupFrame.intersects(rect) {
                for g in Int(seg.parts.groupFirstItem[k])..<Int(seg.parts.groupFirstItem[k + 1]) {
                    cost.scanned += 1
                    let frame = Rect(x: seg.parts.itemX[g] - shift, y: seg.parts.itemY[g] + down,
                                     width: seg.parts.itemWidth[g], height: seg.parts.itemHeight[g])
                    if frame.intersects(rect) {
                        result.append(LayoutAttributes(indexPath: IndexPath(item: g - firstItem, section: s),
                                                       frame: mirrored(frame)))
                    }
                }
            }
            if seg.parts.hasShifts { down += seg.parts.groupDelta[k] }
            k += 1
        }
    }

    /// The cell of `indexPath`, where its section's sideways offset puts it.
    ///
    /// - Complexity: O(log r + log m) for r segments of m groups.
    public func attributesForItem(at indexPath: IndexPath, offset: Point) -> LayoutAttributes? {
        guard let g = globalItem(indexPath) else { return nil }
        return LayoutAttributes(indexPath: indexPath, frame: frame(ofGlobalItem: g))
    }

    /// Section `s`'s header where the section puts it (not pinned; its
    /// leading edge at the leading inset, on the right right to left), or
    /// nil when it has none.
    ///
    /// - Complexity: O(log r) for r segments.
    public func headerAttributes(ofSection s: Int) -> LayoutAttributes? {
        guard (0..<sectionCount).contains(s) else { return nil }
        let (seg, l) = geometry.place(ofSection: s)
        let h = seg.parts.sectionHeaderHeight[l]
        guard h > 0 else { return nil }
        let frame = mirrored(Rect(x: sectionInsets.left, y: geometry.top(ofSection: s),
                                  width: max(0, viewport.width - sectionInsets.left - sectionInsets.right), height: h))
        return LayoutAttributes(category: .header, indexPath: IndexPath(item: 0, section: s), frame: frame)
    }

    /// The header of the section at the top of the visible rect at
    /// `offset`, where pinning puts it: at the top of the visible rect,
    /// never above its section's top nor below its section's bottom minus
    /// its height. Nil when pinning is off or that section has no header.
    ///
    /// - Complexity: O(log s + log r) for s sections in r segments.
    public func pinnedHeader(offset: Point) -> LayoutAttributes? {
        guard pinsHeaders, offset.y.isFinite, let s = geometry.section(containingY: offset.y),
              var header = headerAttributes(ofSection: s) else { return nil }
        let h = header.frame.height
        let y = min(max(offset.y, geometry.top(ofSection: s)), geometry.top(ofSection: s + 1) - h)
        header.center.y = y + h / 2
        header.zIndex = Self.pinnedZIndex
        return header
    }

    /// The offset that centres the item vertically, within the content; the
    /// sideways offsets stay (see `sectionOffset(focusing:)`).
    ///
    /// - Complexity: O(log r + log m) for r segments of m groups.
    public func contentOffset(focusing indexPath: IndexPath, from offset: Point) -> Point? {
        guard let g = globalItem(indexPath) else { return nil }
        let limit = maximumContentOffset(viewport: viewport).y
        return Point(x: offset.x, y: min(limit, max(0, geometry.itemFrame(g).midY - viewport.height / 2)))
    }
}
