/// Where a flow layout's items, lines, headers, footers and backgrounds
/// are: the lines in segments of about a thousand items (`FlowSegment`),
/// each shown through a run that says where its items and lines are and how
/// far it is moved down. A batch that changes a few items builds new
/// segments for the lines it changes and shares the others, moved: the
/// lines after a change are the old ones shifted by a constant once a new
/// line starts where an old one started. Headers, footers and backgrounds
/// follow from each section's top and content bottom.
struct FlowGeometry: Sendable {
    /// What placing a line depends on.
    struct LineStyle {
        let interitemSpacing: Double
        let alignment: FlowLayout.Alignment
        let verticalAlignment: FlowLayout.VerticalAlignment
        let left: Double
        let width: Double
        /// Where lines end: the width less the right inset.
        let right: Double
        /// Whether lines run right to left: placed as if left to right with
        /// The sides exchanged, then mirrored within the width.
        let mirrored: Bool

        init(layout: FlowLayout, width: Double, direction: LayoutDirection = .leftToRight) {
            mirrored = direction.isRightToLeft
            interitemSpacing = layout.interitemSpacing
            alignment = Self.unmirrored(layout.alignment, mirrored: mirrored)
            verticalAlignment = layout.verticalAlignment
            // Before the mirror the right inset is on the left.
            left = mirrored ? layout.sectionInsets.right : layout.sectionInsets.left
            self.width = width
            right = width - (mirrored ? layout.sectionInsets.left : layout.sectionInsets.right)
        }

        /// The alignment to place with before mirroring: leading and
        /// Trailing are left and right; left and right exchange right to
        /// Left, so that after the mirror they are where they say.
        static func unmirrored(_ alignment: FlowLayout.Alignment, mirrored: Bool) -> FlowLayout.Alignment {
            switch alignment {
            case .leading: .left
            case .trailing: .right
            case .left: mirrored ? .right : .left
            case .right: mirrored ? .left : .right
            case .center, .justified: alignment
            }
        }
    }

    /// The runs of lines, in order.
    var runs: [FlowRun] = []
    /// The number of items and of lines.
    var itemCount = 0
    var lineCount = 0
    /// Where each section starts, its top and its content bottom.
    var sections = FlowSections()
    /// Whether some height placed is off the grid on which moving lines is
    /// exact (`FlowLayout.Resync`); kept through batches (an item off it
    /// may have gone: a fresh prepare finds out).
    var offGrid = false

    /// The run holding item `g` (the last run starting at or before it).
    ///
    /// - Complexity: O(log r) for r runs.
    func run(ofItem g: Int) -> Int { lastRun(atMost: g) { $0.firstItem } }

    /// The run holding line `line`.
    ///
    /// - Complexity: O(log r) for r runs.
    func run(ofLine line: Int) -> Int { lastRun(atMost: line) { $0.lineBase } }

    /// The last run whose `key` (ascending along the runs) is at most `value`.
    @inline(__always)
    private func lastRun(atMost value: Int, _ key: (FlowRun) -> Int) -> Int {
        var low = 0, high = runs.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if key(runs[mid]) <= value { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The frame of item `g`.
    ///
    /// - Complexity: O(log r).
    func frame(ofItem g: Int) -> Rect {
        let run = runs[run(ofItem: g)]
        return run.itemFrame(segmentItem: g - run.firstItem + run.segmentFirstItem)
    }

    /// The size item `g` was placed at.
    ///
    /// - Complexity: O(log r).
    func size(ofItem g: Int) -> Size {
        let run = runs[run(ofItem: g)], k = g - run.firstItem + run.segmentFirstItem
        return Size(width: run.segment.itemWidth[k], height: run.segment.itemHeight[k])
    }

    /// The box of line `line`.
    ///
    /// - Complexity: O(log r).
    func lineFrame(_ line: Int) -> Rect { runs[run(ofLine: line)].lineFrame(line) }

    /// The items of line `line`, as global item numbers.
    ///
    /// - Complexity: O(log r).
    func itemRange(ofLine line: Int) -> Range<Int> {
        let run = runs[run(ofLine: line)], k = line - run.lineBase + run.firstLine
        let base = run.firstItem - run.segmentFirstItem
        return (base + Int(run.segment.lineStart[k]))..<(base + Int(run.segment.lineStart[k + 1]))
    }

    /// The section of line `line`.
    ///
    /// - Complexity: O(log r).
    func section(ofLine line: Int) -> Int {
        let run = runs[run(ofLine: line)]
        return Int(run.segment.lineSection[line - run.lineBase + run.firstLine])
    }

    /// The line holding item `g`.
    ///
    /// - Complexity: O(log n).
    func line(ofItem g: Int) -> Int {
        let run = runs[run(ofItem: g)], k = g - run.firstItem + run.segmentFirstItem
        var low = run.firstLine, high = run.endLine - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if Int(run.segment.lineStart[mid]) <= k { low = mid } else { high = mid - 1 }
        }
        return run.lineBase + low - run.firstLine
    }

    /// The first line of `section` (the line count when it has none and
    /// no later section has one).
    ///
    /// - Complexity: O(log n).
    func firstLine(of section: Int) -> Int {
        var low = 0, high = lineCount
        while low < high {
            let mid = (low + high) / 2
            if self.section(ofLine: mid) < section { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Closes `builder`'s lines into a segment shown as one run, unmoved.
    mutating func append(_ builder: FlowSegmentBuilder) {
        guard builder.lineCount > 0 else { return }
        runs.append(FlowRun(segment: FlowSegment(builder), firstLine: 0, endLine: builder.lineCount,
                            firstItem: itemCount, lineBase: lineCount, dy: 0))
        itemCount += builder.itemCount
        lineCount += builder.lineCount
    }

    /// Adds `other`'s lines and sections after these, moved below them
    /// (down by the content's bottom here) and numbered on.
    ///
    /// - Complexity: O(r + s) for `other`'s r runs and s sections.
    mutating func append(movedBelow other: FlowGeometry) {
        let dy = sections.end, items = itemCount, lines = lineCount
        runs.reserveCapacity(runs.count + other.runs.count)
        for var run in other.runs {
            run.firstItem += items
            run.lineBase += lines
            run.dy += dy
            runs.append(run)
        }
        itemCount += other.itemCount
        lineCount += other.lineCount
        sections.append(contentsOf: other.sections, items: items, dy: dy)
        offGrid = offGrid || other.offGrid
    }

    /// Keeps the lines before `line` (a run's first line, or the line count)
    /// and the sections before `section`.
    mutating func truncate(toLine line: Int, section: Int) {
        if line < lineCount {
            let r = run(ofLine: line)
            precondition(runs[r].lineBase == line, "FlowGeometry: \(line) is not the first line of a run")
            runs.removeSubrange(r...)
            itemCount = runs.last.map { $0.firstItem + $0.itemCount } ?? 0
            lineCount = line
        }
        sections.truncate(to: section)
    }
}
