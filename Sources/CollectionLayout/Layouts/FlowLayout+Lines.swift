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
        let width = context.viewport.width.isFinite ? max(0, context.viewport.width) : 0
        viewport = Size(width: width,
                        height: context.viewport.height.isFinite ? max(0, context.viewport.height) : 0)
        var p = FlowGeometry(reserving: context.itemCount)
        let style = FlowGeometry.LineStyle(layout: self, width: width, direction: context.layoutDirection)
        if style.mirrored { p.mirrorWidth = width }
        let t = sectionInsets.top, b = sectionInsets.bottom
        let lineWidth = max(0, style.right - style.left)
        var measured: [String: Size] = [:]

        var sectionTop = 0.0
        for (s, section) in context.sections.enumerated() {
            let first = p.itemWidth.count
            p.sectionTop.append(sectionTop)
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
        itemCount = context.itemCount
        geometry = p
        contentSize = Size(width: width, height: sectionTop)
    }
}
