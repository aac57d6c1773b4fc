/// Breaking sections into lines and placing them.
extension FlowLayout {
    /// Breaks every section into greedy lines and places items, headers,
    /// footers and backgrounds.
    ///
    /// Everything is built in a local `FlowPlacement` and stored once at the
    /// end: appending to arrays held by the class would pay a dynamic
    /// exclusivity check per append. Each distinct text is measured once.
    ///
    /// - Complexity: O(n + s) time and memory for n items in s sections,
    ///   all in flat arrays.
    public func prepare(_ context: LayoutContext) {
        let width = context.viewport.width.isFinite ? max(0, context.viewport.width) : 0
        viewport = Size(width: width,
                        height: context.viewport.height.isFinite ? max(0, context.viewport.height) : 0)
        var p = FlowPlacement(layout: self, width: width, itemCount: context.itemCount)
        let t = sectionInsets.top, b = sectionInsets.bottom
        let lineWidth = max(0, p.right - sectionInsets.left)
        var measured: [String: Size] = [:]

        var sectionTop = 0.0
        for (s, section) in context.sections.enumerated() {
            let first = p.itemWidth.count
            p.headerOfSection.append(-1)
            p.footerOfSection.append(-1)
            p.backgroundOfSection.append(-1)
            if headerHeight > 0 {
                p.headerOfSection[s] = p.addSupplementary(
                    .header, section: s, frame: Rect(x: 0, y: sectionTop, width: width, height: headerHeight))
            }
            for metrics in section {
                let size: Size
                if metrics.size == nil {
                    let text = metrics.text ?? ""
                    if let known = measured[text] {
                        size = known
                    } else {
                        size = Self.itemSize(metrics, measurer: context.textMeasurer, lineWidth: lineWidth)
                        measured[text] = size
                    }
                } else {
                    size = Self.itemSize(metrics, measurer: context.textMeasurer, lineWidth: lineWidth)
                }
                p.itemWidth.append(size.width)
                p.itemHeight.append(size.height)
            }
            let end = p.itemWidth.count
            p.sectionStart.append(end)

            let firstLineTop = sectionTop + headerHeight + t
            var lineTop = firstLineTop
            var lastLineBottom = firstLineTop
            var i = first
            while i < end {
                // Greedy: the first item always starts the line; the next
                // joins while prev.maxX + spacing + w ≤ W − r.
                let start = i
                var cursor = sectionInsets.left + p.itemWidth[i]
                i += 1
                while i < end, cursor + interitemSpacing + p.itemWidth[i] <= p.right {
                    cursor = cursor + interitemSpacing + p.itemWidth[i]
                    i += 1
                }
                let bottom = p.placeLine(start..<i, section: s, top: lineTop, usedMaxX: cursor, isLastOfSection: i == end)
                lastLineBottom = bottom
                lineTop = bottom + lineSpacing
            }

            if showsSectionBackground, end > first {
                let top = firstLineTop - t
                p.backgroundOfSection[s] = p.addSupplementary(
                    .decoration, section: s,
                    frame: Rect(x: 0, y: top, width: width, height: lastLineBottom + b - top))
            }
            sectionTop = lastLineBottom + b
            if footerHeight > 0 {
                p.footerOfSection[s] = p.addSupplementary(
                    .footer, section: s, frame: Rect(x: 0, y: sectionTop, width: width, height: footerHeight))
                sectionTop += footerHeight
            }
        }
        itemCount = context.itemCount
        itemX = p.itemX; itemY = p.itemY; itemWidth = p.itemWidth; itemHeight = p.itemHeight
        sectionStart = p.sectionStart
        lineStart = p.lineStart
        lineSection = p.lineSection
        lines = p.lines
        supplementaryFrames = p.supplementaryFrames
        supplementaryCategories = p.supplementaryCategories
        supplementarySections = p.supplementarySections
        supplementaries = p.supplementaries
        headerOfSection = p.headerOfSection
        footerOfSection = p.footerOfSection
        backgroundOfSection = p.backgroundOfSection
        contentSize = Size(width: width, height: sectionTop)
    }
}

/// The flow's geometry while `prepare` builds it: the same arrays the
/// layout keeps, as a local value.
private struct FlowPlacement {
    let interitemSpacing: Double
    let alignment: FlowLayout.Alignment
    let verticalAlignment: FlowLayout.VerticalAlignment
    let left: Double
    let width: Double
    /// Where lines end: the width less the right inset.
    let right: Double

    var itemX: [Double] = [], itemY: [Double] = [], itemWidth: [Double] = [], itemHeight: [Double] = []
    var sectionStart: [Int] = [0]
    var lineStart: [Int] = [0]
    var lineSection: [Int32] = []
    var lines = LaneIndex(laneCount: 1)
    var supplementaryFrames: [Rect] = []
    var supplementaryCategories: [ElementCategory] = []
    var supplementarySections: [Int32] = []
    var supplementaries = LaneIndex(laneCount: 2)
    var headerOfSection: [Int32] = []
    var footerOfSection: [Int32] = []
    var backgroundOfSection: [Int32] = []

    init(layout: FlowLayout, width: Double, itemCount n: Int) {
        interitemSpacing = layout.interitemSpacing
        alignment = layout.alignment
        verticalAlignment = layout.verticalAlignment
        left = layout.sectionInsets.left
        self.width = width
        right = width - layout.sectionInsets.right
        itemX.reserveCapacity(n); itemY.reserveCapacity(n)
        itemWidth.reserveCapacity(n); itemHeight.reserveCapacity(n)
    }

    /// Places the items `range` as one line whose left-aligned last item ends
    /// at `usedMaxX`, and returns the line's bottom.
    mutating func placeLine(
        _ range: Range<Int>, section: Int, top: Double, usedMaxX: Double, isLastOfSection: Bool
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
        var x = min(left + shift, width)
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
        lines.append(Rect(x: minX, y: top, width: maxX - minX, height: height), id: lineStart.count - 1, toLane: 0)
        lineStart.append(range.upperBound)
        lineSection.append(Int32(truncatingIfNeeded: section))
        return top + height
    }

    /// Records a header, footer (lane 0) or background (lane 1) and returns
    /// its number.
    mutating func addSupplementary(_ category: ElementCategory, section: Int, frame: Rect) -> Int32 {
        let id = supplementaryFrames.count
        supplementaryFrames.append(frame)
        supplementaryCategories.append(category)
        supplementarySections.append(Int32(truncatingIfNeeded: section))
        supplementaries.append(frame, id: id, toLane: category == .decoration ? 1 : 0)
        return Int32(truncatingIfNeeded: id)
    }
}
