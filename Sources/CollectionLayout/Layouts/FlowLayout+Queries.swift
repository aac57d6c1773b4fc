/// Rect queries and single-element look-ups.
extension FlowLayout {
    /// The frame of the item with global number `g` (items numbered across
    /// sections in order).
    ///
    /// - Complexity: O(1).
    public func frame(ofGlobalItem g: Int) -> Rect {
        Rect(x: geometry.itemX[g], y: geometry.itemY[g], width: geometry.itemWidth[g], height: geometry.itemHeight[g])
    }

    /// The global number of `indexPath`, or nil when it does not exist.
    ///
    /// - Complexity: O(1).
    public func globalItem(_ indexPath: IndexPath) -> Int? {
        guard (0..<sectionCount).contains(indexPath.section) else { return nil }
        let g = geometry.sectionStart[indexPath.section] + indexPath.item
        guard indexPath.item >= 0, g < geometry.sectionStart[indexPath.section + 1] else { return nil }
        return g
    }

    /// The cells, headers, footers and backgrounds whose frames intersect
    /// `rect`, adding the work done to `cost`.
    ///
    /// Lines come from a binary search over the lines' boxes; within a line
    /// (items sorted by x) a second binary search finds the first item whose
    /// maxX passes the rect's left edge, and a scan stops at the first item
    /// starting at or past its right edge.
    ///
    /// - Complexity: O(log L + Σ log m + k) for L lines, the lines crossing
    ///   the rect (m items each) and k returned elements; items not returned
    ///   are only those of the (at most two) lines cut by the rect's top and
    ///   bottom edges that vertical alignment keeps out of it.
    public func elements(in rect: Rect, offset: Point, cost: inout QueryCost) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        var itemCost = QueryCost()
        geometry.lines.forEach(intersecting: rect, cost: &cost) { line, _ in
            let range = itemRange(ofLine: line)
            var low = range.lowerBound, high = range.upperBound
            while low < high {
                let mid = (low + high) / 2
                itemCost.probes += 1
                if geometry.itemX[mid] + geometry.itemWidth[mid] > rect.minX { high = mid } else { low = mid + 1 }
            }
            let section = Int(geometry.lineSection[line])
            var g = low
            while g < range.upperBound {
                itemCost.scanned += 1
                guard geometry.itemX[g] < rect.maxX else { break }
                let frame = frame(ofGlobalItem: g)
                if frame.intersects(rect) {
                    result.append(LayoutAttributes(
                        indexPath: IndexPath(item: g - geometry.sectionStart[section], section: section), frame: frame))
                }
                g += 1
            }
        }
        cost.probes += itemCost.probes
        cost.scanned += itemCost.scanned
        geometry.supplementaries.forEach(intersecting: rect, cost: &cost) { id, _ in
            result.append(supplementaryAttributes(id))
        }
        if pinsHeaders || pinsFooters { pinSupplementaries(&result, in: rect, offset: offset) }
        return result
    }

    /// The cells, headers, footers and section backgrounds that meet
    /// `rect`, pinned headers and footers placed for `offset`.
    ///
    /// - Complexity: O(log n + k) for k returned elements (see
    ///   `elements(in:offset:cost:)`).
    public func elements(in rect: Rect, offset: Point) -> [LayoutAttributes] {
        var cost = QueryCost()
        return elements(in: rect, offset: offset, cost: &cost)
    }

    /// The cell of `indexPath`, from the flat arrays `prepare` filled.
    ///
    /// - Complexity: O(1).
    public func attributesForItem(at indexPath: IndexPath, offset: Point) -> LayoutAttributes? {
        guard let g = globalItem(indexPath) else { return nil }
        return LayoutAttributes(indexPath: indexPath, frame: frame(ofGlobalItem: g))
    }

    /// The header, footer or background of `section`, or nil when the
    /// section has none (height 0, background off, empty section).
    ///
    /// - Complexity: O(1).
    public func attributesForSupplementary(_ category: ElementCategory, section: Int) -> LayoutAttributes? {
        guard (0..<sectionCount).contains(section) else { return nil }
        let id: Int32
        switch category {
        case .header: id = geometry.headerOfSection[section]
        case .footer: id = geometry.footerOfSection[section]
        case .decoration: id = geometry.backgroundOfSection[section]
        case .cell: return nil
        }
        return id < 0 ? nil : supplementaryAttributes(Int(id))
    }

    func supplementaryAttributes(_ id: Int) -> LayoutAttributes {
        var a = LayoutAttributes(category: geometry.supplementaryCategories[id],
                                 indexPath: IndexPath(item: 0, section: Int(geometry.supplementarySections[id])),
                                 frame: geometry.supplementaryFrames[id])
        if a.category == .decoration { a.zIndex = -1 }
        return a
    }

    /// The offset that centres the item vertically, kept inside the
    /// scrollable range.
    ///
    /// - Complexity: O(1).
    public func contentOffset(focusing indexPath: IndexPath, from offset: Point) -> Point? {
        guard let g = globalItem(indexPath) else { return nil }
        let limit = maximumContentOffset(viewport: viewport).y
        return Point(x: offset.x, y: min(limit, max(0, frame(ofGlobalItem: g).midY - viewport.height / 2)))
    }
}
