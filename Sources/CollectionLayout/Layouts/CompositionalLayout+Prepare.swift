extension CompositionalLayout {
    /// Lays every section out for `context`: the item sizes (estimated
    /// heights resolved from each item's picture or text, or left at the
    /// estimate when `resolvesEstimatesLazily`), the groups and the
    /// sections' tops, left to right (right to left the frames are mirrored
    /// as they leave the layout). Sideways offsets set before stay, clamped when read.
    ///
    /// - Complexity: O(n) for n items.
    public func prepare(_ context: LayoutContext) {
        viewport = context.viewport
        preparedItems = .context(context)
        preparedMeasurer = context.textMeasurer
        isMirrored = context.layoutDirection.isRightToLeft
        let W = max(0, context.viewport.width)
        var builder = CompositionalGeometry.Builder(itemsLeft: context.itemCount)
        var heights: [Double] = []
        heights.reserveCapacity(context.sections.count)
        var pending = 0
        for s in context.sections.indices {
            let header = max(0, context.metrics(ofSection: s).headerHeight ?? headerHeight)
            let laid = laySection(s, items: context.sections[s], header: header, width: W,
                                  measurer: context.textMeasurer, into: &builder.parts) { $0 }
            heights.append(laid.height)
            pending += laid.pendingGroups
            builder.closeIfFull()
        }
        builder.close()
        var g = CompositionalGeometry()
        g.runs = builder.runs
        g.tops = CompositionalTops(heights: heights)
        g.itemCount = builder.firstItem
        g.pendingGroupCount = pending
        geometry = g
        contentSize = Size(width: W, height: g.tops.bottom)
    }

    /// Lays section `s` out after the sections `g` holds, from its
    /// `items` (`metrics` reads one's metrics): its groups and items, every
    /// y from the section's top (its header's top). Returns the section's
    /// height (from its top to the next section's) and the number of
    /// groups left with their estimates (`resolvesEstimatesLazily`).
    ///
    /// - Complexity: O(m) for the section's m items.
    @inline(__always)
    func laySection<Items: RandomAccessCollection>(
        _ s: Int, items: Items, header: Double, width W: Double, measurer: any TextMeasuring,
        into g: inout CompositionalSegment.Parts, metrics: (Items.Element) -> ItemMetrics
    ) -> (height: Double, pendingGroups: Int) where Items.Index == Int {
        let insets = sectionInsets
        let contentWidth = max(0, W - insets.left - insets.right)
        let behaviour = orthogonal[s]
        let shape = groupSize[s]
        let width = Self.resolvedWidth(itemWidth[s], contentWidth: contentWidth, shape: shape,
                                       spacing: interItemSpacing)
        let groupWidth = Double(shape.columns) * width + Double(shape.columns - 1) * interItemSpacing
        let section = Int32(truncatingIfNeeded: g.sectionCount)
        g.sectionHeaderHeight.append(header)
        g.sectionBehaviour.append(behaviour)
        g.sectionGroupWidth.append(groupWidth)
        var estimate: Double?
        if case .estimated(let e) = itemHeight[s] { estimate = max(0, e) }
        g.sectionEstimate.append(estimate)
        let pending = resolvesEstimatesLazily && estimate != nil
        var band = 0.0
        let groupsTop = header + insets.top
        var y = groupsTop, x = insets.left
        var bottom = groupsTop
        var groups = 0
        let start = items.startIndex, count = items.count
        var i = 0
        while i < count {
            let end = min(count, i + shape.count)
            // Place the group's items row by row at (x, y).
            let group = Int32(truncatingIfNeeded: g.groupX.count)
            let rowTop = stackRows(i..<end, columns: shape.columns) { j in
                pending ? estimate ?? 0
                    : Self.resolvedHeight(itemHeight[s], width: width, metrics: metrics(items[start + j]), measurer: measurer)
            } place: { _, column, rowTop, h in
                g.itemX.append(x + Double(column) * (width + interItemSpacing))
                g.itemY.append(y + rowTop)
                g.itemWidth.append(width)
                g.itemHeight.append(h)
                g.itemSection.append(section)
                g.itemGroup.append(group)
            }
            g.groupX.append(x)
            g.groupY.append(y)
            g.groupWidth.append(groupWidth)
            g.groupHeight.append(rowTop)
            g.groupFirstItem.append(Int32(truncatingIfNeeded: g.itemX.count))
            g.groupPending.append(pending)
            groups += 1
            band = max(band, rowTop)
            bottom = max(bottom, y + rowTop)
            if behaviour.scrollsSideways {
                x += groupWidth + interGroupSpacing
            } else {
                y += rowTop + interGroupSpacing
            }
            i = end
        }
        g.sectionBand.append(band)
        g.sectionFirstGroup.append(Int32(truncatingIfNeeded: g.groupX.count))
        g.sectionFirstItem.append(Int32(truncatingIfNeeded: g.itemX.count))
        return (bottom + insets.bottom, pending ? groups : 0)
    }

    /// Stacks a group's items `range` in rows of `columns` (each row as
    /// tall as its tallest item, rows `interItemSpacing` apart): tells
    /// `place` each item's column, its row's top (from the group's) and its
    /// height (`height` gives it), and returns the group's height.
    @inline(__always)
    func stackRows(_ range: Range<Int>, columns: Int, height: (Int) -> Double,
                   place: (_ item: Int, _ column: Int, _ rowTop: Double, _ height: Double) -> Void) -> Double {
        var rowTop = 0.0
        var k = range.lowerBound
        while k < range.upperBound {
            let rowEnd = min(range.upperBound, k + columns)
            var rowHeight = 0.0
            for j in k..<rowEnd {
                let h = height(j)
                place(j, j - k, rowTop, h)
                rowHeight = max(rowHeight, h)
            }
            rowTop += rowHeight
            k = rowEnd
            if k < range.upperBound { rowTop += interItemSpacing }
        }
        return rowTop
    }

    /// An item's width for `dimension`: a fraction of the content width
    /// left after the group's inter-item spacing, or points (an estimate
    /// counts as its points), never negative.
    static func resolvedWidth(_ dimension: Dimension, contentWidth: Double, shape: GroupShape,
                              spacing: Double) -> Double {
        switch dimension {
        case .fractional(let f): max(0, f * max(0, contentWidth - Double(shape.columns - 1) * spacing))
        case .absolute(let v), .estimated(let v): max(0, v)
        }
    }

    /// An item's height for `dimension` at `width`: a fraction of the
    /// width, points, or for an estimate the item's own height — its
    /// picture's aspect ratio at `width`, else its text's height, else the
    /// estimate.
    static func resolvedHeight(_ dimension: Dimension, width: Double, metrics: ItemMetrics,
                               measurer: any TextMeasuring) -> Double {
        switch dimension {
        case .fractional(let f): return max(0, f * width)
        case .absolute(let v): return max(0, v)
        case .estimated(let estimate):
            if let size = metrics.size, size.width > 0, size.height.isFinite, size.width.isFinite, size.height > 0 {
                return min(Dimension.maximumPoints, width * size.height / size.width)
            }
            if let text = metrics.text, !text.isEmpty {
                let h = measurer.size(of: text).height
                if h.isFinite, h > 0 { return h }
            }
            return max(0, estimate)
        }
    }
}
