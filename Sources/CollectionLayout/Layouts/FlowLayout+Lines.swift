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
        if let parts = placedInParts(context, lineWidth: lineWidth) {
            store(parts, viewport: context.viewport, direction: context.layoutDirection, measurer: measurer)
            return
        }
        var sizes = MeasuredMetrics(sections: sections, measurer: measurer, lineWidth: lineWidth)
        place(viewport: context.viewport, direction: context.layoutDirection, measurer: measurer,
              sectionCount: sections.count, resume: nil, sizes: &sizes)
    }

    /// The width items are clamped to in `viewport`.
    static func lineWidth(_ layout: FlowLayout, viewport: Size, direction: LayoutDirection) -> Double {
        let style = FlowGeometry.LineStyle(layout: layout, width: width(of: viewport), direction: direction)
        return max(0, style.right - style.left)
    }

    /// An item's size, each distinct text measured once (`measured`).
    static func size(of metrics: ItemMetrics, measurer: any TextMeasuring, lineWidth: Double,
                     measured: inout MeasuredTexts) -> Size {
        guard metrics.size == nil else { return itemSize(metrics, measurer: measurer, lineWidth: lineWidth) }
        // A lookup first, capturing nothing: a closure holding the measurer
        // would retain it (a class in the app) for every item.
        if let known = measured.size(of: metrics.text) { return known }
        let size = itemSize(metrics, measurer: measurer, lineWidth: lineWidth)
        measured.record(size, for: metrics.text)
        return size
    }

    /// Where placing goes on after a batch: `geometry` holds the lines
    /// before the line starting at `item` in section `section` and the
    /// sections before it; that section starts at `sectionStart` and its
    /// top is `sectionTop`; the line's top is `lineTop` (`lastLineBottom`:
    /// the bottom of the line before it in the section, else the top of the
    /// section's first line).
    struct Resume {
        var geometry: FlowGeometry
        var section: Int
        var sectionStart: Int
        var sectionTop: Double
        var item: Int
        var lineTop: Double
        var lastLineBottom: Double
    }

    /// Sizes the items (`sizes`) and breaks the sections into lines: from
    /// the start, or from `resume` on; with `resync`, from the first line
    /// that starts where one of the old layout started once the batch's
    /// changes are behind, the old lines are taken, moved
    /// (`FlowLayout+Resync.swift`).
    func place<Sizes: FlowItemSizes>(viewport newViewport: Size, direction: LayoutDirection,
                                     measurer: any TextMeasuring, sectionCount: Int, resume: Resume?,
                                     resync: Resync? = nil, sizes: inout Sizes) {
        let style = FlowGeometry.LineStyle(layout: self, width: Self.width(of: newViewport), direction: direction)
        store(lines(style: style, sectionEnd: sectionCount, resume: resume, resync: resync, sizes: &sizes),
              viewport: newViewport, direction: direction, measurer: measurer)
    }

    /// The width lines are placed in: `viewport`'s, 0 when it has none.
    static func width(of viewport: Size) -> Double {
        viewport.width.isFinite ? max(0, viewport.width) : 0
    }

    /// The lines of the sections from `resume`'s (or the first) up to
    /// `sectionEnd`, placed from `resume` on (or from the top); reads only
    /// the layout's parameters, so parts of the data may be placed at once
    /// on several threads.
    func lines<Sizes: FlowItemSizes>(style: FlowGeometry.LineStyle, sectionEnd sectionCount: Int, resume: Resume?,
                                     resync: Resync?, sizes: inout Sizes) -> FlowGeometry {
        var p = resume?.geometry ?? FlowGeometry()
        var segment = FlowSegmentBuilder(reserving: Int.max)
        let t = sectionInsets.top, b = sectionInsets.bottom
        // Whether every height placed is on the grid that makes tops exact sums (see `Resync`).
        var onGrid = Resync.isOnGrid(self) && !p.offGrid

        var sectionTop = resume?.sectionTop ?? 0.0
        var first = resume?.sectionStart ?? 0
        for s in (resume?.section ?? 0)..<sectionCount {
            let resuming = resume?.section == s
            let end = first + sizes.count(ofSection: s)

            let firstLineTop = sectionTop + headerHeight + t
            var lineTop = firstLineTop
            var lastLineBottom = firstLineTop
            var i = first
            if resuming, let resume {
                (lineTop, lastLineBottom, i) = (resume.lineTop, resume.lastLineBottom, resume.item)
            }
            var pending: Size?
            while i < end {
                if let resync, onGrid, i >= resync.tailStart, let line = resync.oldLine(startingAt: i, section: s) {
                    p.append(segment)
                    p.offGrid = false
                    resync.join(&p, oldLine: line, newItem: i, lineTop: lineTop, section: s, sectionStart: first,
                                sectionTop: sectionTop)
                    return p
                }
                // Greedy: the first item always starts the line; the next
                // joins while prev.maxX + spacing + w ≤ W − r.
                let firstSize = pending ?? sizes.size(section: s, item: i - first, flat: i)
                pending = nil
                segment.appendItem(firstSize)
                onGrid = onGrid && Resync.isOnGrid(firstSize.height)
                var cursor = style.left + firstSize.width
                i += 1
                while i < end {
                    let next = sizes.size(section: s, item: i - first, flat: i)
                    guard cursor + interitemSpacing + next.width <= style.right else {
                        pending = next
                        break
                    }
                    segment.appendItem(next)
                    onGrid = onGrid && Resync.isOnGrid(next.height)
                    cursor = cursor + interitemSpacing + next.width
                    i += 1
                }
                let bottom = segment.placeLine(section: s, top: lineTop, usedMaxX: cursor, isLastOfSection: i == end,
                                               style: style)
                lastLineBottom = bottom
                lineTop = bottom + lineSpacing
                if segment.itemCount >= FlowSegmentBuilder.size {
                    p.append(segment)
                    segment = FlowSegmentBuilder(reserving: Int.max)
                }
            }
            let contentBottom = lastLineBottom + b
            p.sections.append(start: first, top: sectionTop, contentBottom: contentBottom)
            sectionTop = contentBottom
            if footerHeight > 0 { sectionTop += footerHeight }
            first = end
        }
        p.append(segment)
        p.sections.itemCount = first
        p.sections.end = sectionTop
        p.offGrid = !onGrid
        return p
    }

    /// Stores what placing built, for `newViewport`, `direction` and `measurer`.
    func store(_ p: FlowGeometry, viewport newViewport: Size, direction: LayoutDirection, measurer: any TextMeasuring) {
        let width = Self.width(of: newViewport)
        viewport = Size(width: width, height: newViewport.height.isFinite ? max(0, newViewport.height) : 0)
        preparedDirection = direction
        preparedMeasurer = measurer
        itemCount = p.itemCount
        geometry = p
        contentSize = Size(width: width, height: p.sections.end)
    }
}
