extension FlowLayout {
    /// How the lines placed after a batch join the old ones. Past the
    /// batch's last change (`tailStart`), new item `j` is old item
    /// `j − shift`, in the same section; a greedy line depends only on the
    /// items from its start to its section's end, so once a new line starts
    /// at an item that started an old line, that line and every one after it
    /// are the old ones, `dy` lower (their y plus the change of the line's
    /// top) and numbered on.
    ///
    /// Moving is exact only where every y is an exact sum: the tops a fresh
    /// prepare computes line by line must be the very numbers the old tops
    /// plus `dy` give. That holds when every height, the line spacing, the
    /// insets above and below and the header and footer heights are
    /// multiples of 2⁻¹⁶ pt (whole points, pixels at any usual scale, Pango
    /// units) and the content is shorter than 2³⁴ pt: then no sum rounds.
    /// Otherwise (heights such as 0.1 pt) the rest is placed again, as a
    /// fresh prepare would place it.
    struct Resync {
        let old: FlowGeometry
        /// The first new index from which every item is old item `j − shift`.
        let tailStart: Int
        let shift: Int

        /// A resync after `mapping`, or nil when the old positions cannot be
        /// moved exactly.
        init?(old: FlowGeometry, mapping: UpdateMapping) {
            guard !old.offGrid, old.sections.end < Self.limit else { return nil }
            self.old = old
            tailStart = mapping.unchangedTailStart
            shift = mapping.newCount - mapping.oldCount
        }

        /// The content height under which sums of grid values stay exact.
        static let limit = 17_179_869_184.0  // 2^34

        /// Whether `value` is a multiple of 2⁻¹⁶ below the limit.
        static func isOnGrid(_ value: Double) -> Bool {
            let scaled = value * 65_536
            return abs(value) < limit && scaled.rounded(.towardZero) == scaled
        }

        /// Whether the layout's vertical spacing, insets, headers and
        /// footers are on the grid.
        static func isOnGrid(_ layout: FlowLayout) -> Bool {
            [layout.lineSpacing, layout.sectionInsets.top, layout.sectionInsets.bottom, layout.headerHeight,
             layout.footerHeight].allSatisfy(isOnGrid)
        }

        /// The old line that new item `item` (past `tailStart`), starting a
        /// line in `section`, started; nil when it started none, or when it
        /// would cut the old lines short of half a segment (the placing then
        /// goes on to the next segment's start).
        ///
        /// - Complexity: O(log n).
        func oldLine(startingAt item: Int, section: Int) -> Int? {
            let o = item - shift
            guard o >= 0, o < old.itemCount else { return nil }
            let line = old.line(ofItem: o)
            guard old.itemRange(ofLine: line).lowerBound == o, old.section(ofLine: line) == section else { return nil }
            let run = old.runs[old.run(ofLine: line)]
            guard line == run.lineBase || run.itemCount - (o - run.firstItem) >= FlowSegmentBuilder.size / 2
            else { return nil }
            return line
        }

        /// Appends to `p` (which ends with the line before new item `item`,
        /// in `section`, which starts at `sectionStart` and `sectionTop`) the
        /// old lines from `oldLine` on, moved so that it starts at `lineTop`,
        /// and the sections from `section` on, moved with them.
        ///
        /// - Complexity: O(r + s / c + B + c) for r segments of B items and
        ///   s sections in chunks of c.
        func join(_ p: inout FlowGeometry, oldLine: Int, newItem item: Int, lineTop: Double, section: Int,
                  sectionStart: Int, sectionTop: Double) {
            let dy = lineTop - old.lineFrame(oldLine).minY
            let r = old.run(ofLine: oldLine)
            let lineShift = p.lineCount - oldLine
            p.runs.reserveCapacity(p.runs.count + old.runs.count - r)
            p.runs.append(old.runs[r].suffix(fromLine: oldLine, item: item, newLine: p.lineCount, dy: dy))
            for k in (r + 1)..<old.runs.count {
                var run = old.runs[k]
                run.firstItem += shift
                run.lineBase += lineShift
                run.dy += dy
                p.runs.append(run)
            }
            p.lineCount = old.lineCount + lineShift
            p.itemCount = old.itemCount + shift
            p.sections.append(start: sectionStart, top: sectionTop,
                              contentBottom: old.sections.contentBottom(section) + dy)
            p.sections.appendMoved(from: old.sections, items: shift, dy: dy)
        }
    }
}
