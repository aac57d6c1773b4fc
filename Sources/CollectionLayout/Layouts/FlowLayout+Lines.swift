/// Breaking sections into lines and placing them.
extension FlowLayout {
    /// Breaks every section into greedy lines and places items, headers,
    /// footers and backgrounds.
    ///
    /// - Complexity: O(n + s) time and memory for n items in s sections,
    ///   all in flat arrays.
    public func prepare(_ context: LayoutContext) {
        let width = context.viewport.width.isFinite ? max(0, context.viewport.width) : 0
        viewport = Size(width: width,
                        height: context.viewport.height.isFinite ? max(0, context.viewport.height) : 0)
        let t = sectionInsets.top, l = sectionInsets.left, b = sectionInsets.bottom
        let right = width - sectionInsets.right
        let lineWidth = max(0, right - l)
        let n = context.itemCount
        itemCount = n

        itemX = []; itemY = []; itemWidth = []; itemHeight = []
        itemX.reserveCapacity(n); itemY.reserveCapacity(n)
        itemWidth.reserveCapacity(n); itemHeight.reserveCapacity(n)
        sectionStart = [0]
        lineStart = [0]
        lineSection = []
        lines = LaneIndex(laneCount: 1)
        supplementaryFrames = []
        supplementaryCategories = []
        supplementarySections = []
        supplementaries = LaneIndex(laneCount: 2)
        headerOfSection = []
        footerOfSection = []
        backgroundOfSection = []

        var sectionTop = 0.0
        for (s, section) in context.sections.enumerated() {
            let first = itemWidth.count
            headerOfSection.append(-1)
            footerOfSection.append(-1)
            backgroundOfSection.append(-1)
            if headerHeight > 0 {
                headerOfSection[s] = addSupplementary(
                    .header, section: s, frame: Rect(x: 0, y: sectionTop, width: width, height: headerHeight))
            }
            for metrics in section {
                let size = Self.itemSize(metrics, measurer: context.textMeasurer, lineWidth: lineWidth)
                itemWidth.append(size.width)
                itemHeight.append(size.height)
            }
            let end = itemWidth.count
            sectionStart.append(end)

            let firstLineTop = sectionTop + headerHeight + t
            var lineTop = firstLineTop
            var lastLineBottom = firstLineTop
            var i = first
            while i < end {
                // Greedy: the first item always starts the line; the next
                // joins while prev.maxX + spacing + w ≤ W − r.
                let start = i
                var cursor = l + itemWidth[i]
                i += 1
                while i < end, cursor + interitemSpacing + itemWidth[i] <= right {
                    cursor = cursor + interitemSpacing + itemWidth[i]
                    i += 1
                }
                let bottom = placeLine(start..<i, section: s, top: lineTop, usedMaxX: cursor,
                                       right: right, isLastOfSection: i == end)
                lastLineBottom = bottom
                lineTop = bottom + lineSpacing
            }

            if showsSectionBackground, end > first {
                let top = firstLineTop - t
                backgroundOfSection[s] = addSupplementary(
                    .decoration, section: s,
                    frame: Rect(x: 0, y: top, width: width, height: lastLineBottom + b - top))
            }
            sectionTop = lastLineBottom + b
            if footerHeight > 0 {
                footerOfSection[s] = addSupplementary(
                    .footer, section: s, frame: Rect(x: 0, y: sectionTop, width: width, height: footerHeight))
                sectionTop += footerHeight
            }
        }
        contentSize = Size(width: width, height: sectionTop)
    }

    /// Places the items `range` as one line whose left-aligned last item ends
    /// at `usedMaxX`, and returns the line's bottom.
    private func placeLine(
        _ range: Range<Int>, section: Int, top: Double, usedMaxX: Double, right: Double, isLastOfSection: Bool
    ) -> Double {
        var height = 0.0
        for j in range { height = max(height, itemHeight[j]) }
        let free = max(0, right - usedMaxX)
        var shift = 0.0, extra = 0.0
        switch alignment {
        case .left: break
        case .center: shift = free / 2
        case .right: shift = free
        case .justified:
            if range.count > 1, !isLastOfSection { extra = free / Double(range.count - 1) }
        }
        // Sequential, so that each item starts at or after the previous one's
        // maxX. (Pinned to W for insets wider than the viewport.)
        let gap = interitemSpacing + extra
        var x = min(sectionInsets.left + shift, viewport.width)
        for j in range {
            itemX.append(x)
            x = x + itemWidth[j] + gap
            let h = itemHeight[j]
            switch verticalAlignment {
            case .center: itemY.append(top + (height - h) / 2)
            case .top: itemY.append(top)
            case .bottom: itemY.append(top + height - h)
            }
        }
        let last = range.upperBound - 1
        let minX = itemX[range.lowerBound]
        let maxX = itemX[last] + itemWidth[last]
        lines.append(Rect(x: minX, y: top, width: maxX - minX, height: height), id: lineCount, toLane: 0)
        lineStart.append(range.upperBound)
        lineSection.append(Int32(truncatingIfNeeded: section))
        return top + height
    }

    /// Records a header, footer (lane 0) or background (lane 1) and returns
    /// its number.
    private func addSupplementary(_ category: ElementCategory, section: Int, frame: Rect) -> Int32 {
        let id = supplementaryFrames.count
        supplementaryFrames.append(frame)
        supplementaryCategories.append(category)
        supplementarySections.append(Int32(truncatingIfNeeded: section))
        supplementaries.append(frame, id: id, toLane: category == .decoration ? 1 : 0)
        return Int32(truncatingIfNeeded: id)
    }
}
