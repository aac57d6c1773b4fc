extension WaterfallLayout {
    /// The items whose frames intersect `rect`, and the headers and footers
    /// that do, adding the work done to `cost`.
    ///
    /// When a batch left items to place, it first places those that start
    /// above the rect's bottom.
    ///
    /// - Complexity: O(c·log n + log s + k): one binary search per column
    ///   the rect overlaps and one over the sections, then only the elements
    ///   returned plus one per column (plus the placing of the items above
    ///   the rect's bottom not placed yet).
    public func elements(in rect: Rect, offset: Point, cost: inout QueryCost) -> [LayoutAttributes] {
        if frontier != nil { placeDeferred(until: PlacingGoal(y: rect.maxY)) }
        var result: [LayoutAttributes] = []
        index.forEach(intersecting: rect, cost: &cost) { item, frame in
            result.append(LayoutAttributes(indexPath: indexPath(ofFlat: item), frame: frame))
        }
        bands.forEach(intersecting: rect, cost: &cost) { id, frame in
            result.append(LayoutAttributes(category: id % 2 == 0 ? .header : .footer,
                                           indexPath: IndexPath(item: 0, section: id / 2), frame: frame))
        }
        return result
    }

    /// The items, headers and footers whose frames meet `rect`.
    ///
    /// - Complexity: O(c·log n + log s + k) for c columns, s sections and k
    ///   returned elements.
    public func elements(in rect: Rect, offset: Point) -> [LayoutAttributes] {
        var cost = QueryCost()
        return elements(in: rect, offset: offset, cost: &cost)
    }

    /// Item `indexPath`'s frame; it does not depend on `offset`.
    ///
    /// - Complexity: O(log n), as `frame(ofItem:)`.
    public func attributesForItem(at indexPath: IndexPath, offset: Point) -> LayoutAttributes? {
        guard sectionStarts.indices.dropLast().contains(indexPath.section), indexPath.item >= 0,
              indexPath.item < sectionStarts[indexPath.section + 1] - sectionStarts[indexPath.section] else { return nil }
        return LayoutAttributes(indexPath: indexPath, frame: frame(ofItem: sectionStarts[indexPath.section] + indexPath.item))
    }

    /// The header or footer of `section`, or nil when it has none (height 0).
    ///
    /// - Complexity: O(1) (plus the placing of the items before it not placed yet).
    public func attributesForSupplementary(_ category: ElementCategory, section: Int) -> LayoutAttributes? {
        guard section >= 0, section < sectionStarts.count - 1 else { return nil }
        let frames: [Rect]
        switch category {
        case .header:
            if section >= headerFrames.count { placeDeferred(until: PlacingGoal(headers: section + 1)) }
            frames = headerFrames
        case .footer:
            if section >= footerFrames.count { placeDeferred(until: PlacingGoal(footers: section + 1)) }
            frames = footerFrames
        case .cell, .decoration: return nil
        }
        guard frames.indices.contains(section), frames[section].height > 0 else { return nil }
        return LayoutAttributes(category: category, indexPath: IndexPath(item: 0, section: section), frame: frames[section])
    }

    /// The index path of flat item `flat`: its section found by binary search.
    ///
    /// - Complexity: O(log s) for s sections.
    func indexPath(ofFlat flat: Int) -> IndexPath {
        var low = 0, high = sectionStarts.count - 1
        // The last section whose start is at most `flat`.
        while high - low > 1 {
            let mid = (low + high) / 2
            if sectionStarts[mid] <= flat { low = mid } else { high = mid }
        }
        // Empty sections share their start: the item belongs to the last of them.
        while low + 1 < sectionStarts.count - 1, sectionStarts[low + 1] <= flat { low += 1 }
        return IndexPath(item: flat - sectionStarts[low], section: low)
    }
}
