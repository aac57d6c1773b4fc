/// Breaking sections into lines and placing them.
extension FlowLayout {
    /// Breaks every section into greedy lines and places items, headers,
    /// footers and backgrounds.
    ///
    /// Everything is built in a local `FlowGeometry` and stored once at the
    /// end: appending to arrays held by the class would pay a dynamic
    /// exclusivity check per append. Each distinct text is measured once.
    ///
    /// - Complexity: O(n + s) time and memory for n items in s sections,
    ///   all in flat arrays.
    public func prepare(_ context: LayoutContext) {
        let sections = context.sections, measurer = context.textMeasurer
        let lineWidth = Self.lineWidth(self, viewport: context.viewport, direction: context.layoutDirection)
        var measured: [String: Size] = [:]
        place(viewport: context.viewport, direction: context.layoutDirection, measurer: measurer,
              sectionSizes: sections.map(\.count), resume: nil) { s, k, _ in
            Self.size(of: sections[s][k], measurer: measurer, lineWidth: lineWidth, measured: &measured)
        }
    }

    /// The width items are clamped to in `viewport`.
    static func lineWidth(_ layout: FlowLayout, viewport: Size, direction: LayoutDirection) -> Double {
        let width = viewport.width.isFinite ? max(0, viewport.width) : 0
        let style = FlowGeometry.LineStyle(layout: layout, width: width, direction: direction)
        return max(0, style.right - style.left)
    }

    /// An item's size, each distinct text measured once (`measured`).
    static func size(of metrics: ItemMetrics, measurer: any TextMeasuring, lineWidth: Double,
                     measured: inout [String: Size]) -> Size {
        guard metrics.size == nil else { return itemSize(metrics, measurer: measurer, lineWidth: lineWidth) }
        let text = metrics.text ?? ""
        if let known = measured[text] { return known }
        let size = itemSize(metrics, measurer: measurer, lineWidth: lineWidth)
        measured[text] = size
        return size
    }

    /// Where placing goes on after a batch: `geometry` holds the sizes of
    /// the items before `sized` and the lines, sections and supplementary
    /// views before the line starting at `item` in section `section`,
    /// whose top is `lineTop` (`lastLineBottom`: the bottom of the line
    /// before it in the section, else the top of the section's first line).
    struct Resume {
        var geometry: FlowGeometry
        var section: Int
        var item: Int
        var lineTop: Double
        var lastLineBottom: Double
    }

    /// Sizes the items (`size(section, item, flat index)`) and breaks the
    /// sections into lines: from the start, or from `resume` on.
    func place(viewport newViewport: Size, direction: LayoutDirection, measurer: any TextMeasuring,
               sectionSizes: [Int], resume: Resume?, size: (Int, Int, Int) -> Size) {
        let width = newViewport.width.isFinite ? max(0, newViewport.width) : 0
        viewport = Size(width: width, height: newViewport.height.isFinite ? max(0, newViewport.height) : 0)
        preparedDirection = direction
        preparedMeasurer = measurer
        let n = sectionSizes.reduce(0, +)
        var p = resume?.geometry ?? FlowGeometry(reserving: n)
        let style = FlowGeometry.LineStyle(layout: self, width: width, direction: direction)
        if style.mirrored { p.mirrorWidth = width }
        let t = sectionInsets.top, b = sectionInsets.bottom

        var sectionTop = resume.map { $0.geometry.sectionTop[$0.section] } ?? 0.0
        for s in (resume?.section ?? 0)..<sectionSizes.count {
            let resuming = resume?.section == s
            let first: Int
            if resuming {
                first = p.sectionStart[s]
            } else {
                first = p.itemWidth.count
                p.sectionTop.append(sectionTop)
                p.headerOfSection.append(-1)
                p.footerOfSection.append(-1)
                p.backgroundOfSection.append(-1)
                if headerHeight > 0 {
                    p.headerOfSection[s] = p.addSupplementary(
                        .header, section: s, frame: Rect(x: 0, y: sectionTop, width: width, height: headerHeight))
                }
            }
            for k in (p.itemWidth.count - first)..<sectionSizes[s] {
                let itemSize = size(s, k, p.itemWidth.count)
                p.itemWidth.append(itemSize.width)
                p.itemHeight.append(itemSize.height)
            }
            let end = p.itemWidth.count
            p.sectionStart.append(end)

            let firstLineTop = sectionTop + headerHeight + t
            var lineTop = firstLineTop
            var lastLineBottom = firstLineTop
            var i = first
            if resuming, let resume {
                (lineTop, lastLineBottom, i) = (resume.lineTop, resume.lastLineBottom, resume.item)
            }
            while i < end {
                // Greedy: the first item always starts the line; the next
                // joins while prev.maxX + spacing + w ≤ W − r.
                let start = i
                var cursor = style.left + p.itemWidth[i]
                i += 1
                while i < end, cursor + interitemSpacing + p.itemWidth[i] <= style.right {
                    cursor = cursor + interitemSpacing + p.itemWidth[i]
                    i += 1
                }
                let bottom = p.placeLine(start..<i, section: s, top: lineTop, usedMaxX: cursor, isLastOfSection: i == end,
                                         style: style)
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
            p.sectionContentBottom.append(sectionTop)
            if footerHeight > 0 {
                p.footerOfSection[s] = p.addSupplementary(
                    .footer, section: s, frame: Rect(x: 0, y: sectionTop, width: width, height: footerHeight))
                sectionTop += footerHeight
            }
        }
        p.sectionTop.append(sectionTop)
        itemCount = n
        geometry = p
        contentSize = Size(width: width, height: sectionTop)
    }
}
