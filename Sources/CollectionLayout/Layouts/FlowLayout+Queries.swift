/// Rect queries and single-element look-ups.
extension FlowLayout {
    /// The frame of the item with global number `g` (items numbered across
    /// sections in order).
    ///
    /// - Complexity: O(log n): a binary search over the segments.
    public func frame(ofGlobalItem g: Int) -> Rect { geometry.frame(ofItem: g) }

    /// The global number of `indexPath`, or nil when it does not exist.
    ///
    /// - Complexity: O(1).
    public func globalItem(_ indexPath: IndexPath) -> Int? {
        guard (0..<sectionCount).contains(indexPath.section) else { return nil }
        let g = geometry.sections.start(indexPath.section) + indexPath.item
        guard indexPath.item >= 0, g < geometry.sections.start(indexPath.section + 1) else { return nil }
        return g
    }

    /// The cells, headers, footers and backgrounds whose frames intersect
    /// `rect`, adding the work done to `cost`.
    ///
    /// Lines come from a binary search over the segments and one over the
    /// first segment's lines (both edges of the lines' boxes ascend); within
    /// a line (items sorted by x) a binary search finds the first item whose
    /// maxX passes the rect's left edge, and a scan stops at the first item
    /// starting at or past its right edge. Headers, footers and backgrounds
    /// come from a binary search over the sections' tops.
    ///
    /// - Complexity: O(log n + Σ log m + k) for the lines crossing the rect
    ///   (m items each) and k returned elements; items not returned are only
    ///   those of the (at most two) lines cut by the rect's top and bottom
    ///   edges that vertical alignment keeps out of it.
    public func elements(in rect: Rect, offset: Point, cost: inout QueryCost) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        guard !rect.isEmpty else { return result }
        let runs = geometry.runs
        // The first run whose last line ends below the rect's top.
        var low = 0, high = runs.count
        while low < high {
            let mid = (low + high) / 2
            cost.probes += 1
            if runs[mid].maxY > rect.minY { high = mid } else { low = mid + 1 }
        }
        var r = low
        scan: while r < runs.count {
            let run = runs[r], segment = run.segment
            var line = run.firstLine, end = run.endLine
            if r == low {  // the first line ending below the rect's top
                while line < end {
                    let mid = (line + end) / 2
                    cost.probes += 1
                    if segment.lineFrames[mid].maxY + run.dy > rect.minY { end = mid } else { line = mid + 1 }
                }
                end = run.endLine
            }
            while line < end {
                let box = segment.lineFrames[line]
                cost.scanned += 1
                guard box.minY + run.dy < rect.maxY else { break scan }
                if Rect(x: box.minX, y: box.minY + run.dy, width: box.width, height: box.height).intersects(rect) {
                    appendItems(ofLine: line, in: run, intersecting: rect, to: &result, cost: &cost)
                }
                line += 1
            }
            r += 1
        }
        appendSupplementaries(intersecting: rect, to: &result, cost: &cost)
        if pinsHeaders || pinsFooters { pinSupplementaries(&result, in: rect, offset: offset) }
        return result
    }

    /// Appends the items of the segment's line `line` of `run` that meet `rect`.
    private func appendItems(ofLine line: Int, in run: FlowRun, intersecting rect: Rect,
                             to result: inout [LayoutAttributes], cost: inout QueryCost) {
        let segment = run.segment
        let first = Int(segment.lineStart[line]), end = Int(segment.lineStart[line + 1])
        var low = first, high = end
        while low < high {
            let mid = (low + high) / 2
            cost.probes += 1
            if segment.itemX[mid] + segment.itemWidth[mid] > rect.minX { high = mid } else { low = mid + 1 }
        }
        let section = Int(segment.lineSection[line])
        let base = run.firstItem - run.segmentFirstItem - geometry.sections.start(section)
        var k = low
        while k < end {
            cost.scanned += 1
            guard segment.itemX[k] < rect.maxX else { break }
            let frame = run.itemFrame(segmentItem: k)
            if frame.intersects(rect) {
                result.append(LayoutAttributes(indexPath: IndexPath(item: base + k, section: section), frame: frame))
            }
            k += 1
        }
    }

    /// Appends the headers and footers, then the backgrounds, that meet
    /// `rect`, section by section.
    private func appendSupplementaries(intersecting rect: Rect, to result: inout [LayoutAttributes],
                                       cost: inout QueryCost) {
        let sections = geometry.sections, count = sectionCount
        // The first section ending below the rect's top.
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            cost.probes += 1
            if sections.top(mid + 1) > rect.minY { high = mid } else { low = mid + 1 }
        }
        var end = low
        while end < count, sections.top(end) < rect.maxY { end += 1 }
        cost.scanned += end - low
        for s in low..<end {
            for category in [ElementCategory.header, .footer] {
                if let a = attributesForSupplementary(category, section: s), a.frame.intersects(rect) { result.append(a) }
            }
        }
        guard showsSectionBackground else { return }
        for s in low..<end {
            if let a = attributesForSupplementary(.decoration, section: s), a.frame.intersects(rect) { result.append(a) }
        }
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

    /// The cell of `indexPath`, from the segments `prepare` filled.
    ///
    /// - Complexity: O(log n).
    public func attributesForItem(at indexPath: IndexPath, offset: Point) -> LayoutAttributes? {
        guard let g = globalItem(indexPath) else { return nil }
        return LayoutAttributes(indexPath: indexPath, frame: frame(ofGlobalItem: g))
    }

    /// The header, footer or background of `section`, or nil when the
    /// section has none (height 0, background off, empty section).
    ///
    /// - Complexity: O(1).
    public func attributesForSupplementary(_ category: ElementCategory, section s: Int) -> LayoutAttributes? {
        guard (0..<sectionCount).contains(s) else { return nil }
        let frame: Rect
        switch category {
        case .header:
            guard headerHeight > 0 else { return nil }
            frame = Rect(x: 0, y: geometry.sections.top(s), width: viewport.width, height: headerHeight)
        case .footer:
            guard footerHeight > 0 else { return nil }
            frame = Rect(x: 0, y: geometry.sections.contentBottom(s), width: viewport.width, height: footerHeight)
        case .decoration:
            let sections = geometry.sections
            guard showsSectionBackground, sections.start(s + 1) > sections.start(s) else { return nil }
            let top = sections.top(s) + headerHeight
            frame = Rect(x: 0, y: top, width: viewport.width, height: sections.contentBottom(s) - top)
        case .cell: return nil
        }
        var a = LayoutAttributes(category: category, indexPath: IndexPath(item: 0, section: s), frame: frame)
        if category == .decoration { a.zIndex = -1 }
        return a
    }

    /// The offset that centres the item vertically, kept inside the
    /// scrollable range.
    ///
    /// - Complexity: O(log n).
    public func contentOffset(focusing indexPath: IndexPath, from offset: Point) -> Point? {
        guard let g = globalItem(indexPath) else { return nil }
        let limit = maximumContentOffset(viewport: viewport).y
        return Point(x: offset.x, y: min(limit, max(0, frame(ofGlobalItem: g).midY - viewport.height / 2)))
    }
}
