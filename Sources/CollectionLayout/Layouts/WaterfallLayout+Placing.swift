/// Where a waterfall takes its items' heights from while it places them,
/// each item once, in order.
protocol WaterfallHeights {
    /// The height of item `item` of section `section` in a column `width` wide.
    func height(section: Int, item: Int, width: Double) -> Double
}

/// The heights of a fresh prepare: from the context's metrics.
struct ContextHeights: WaterfallHeights {
    let sections: [[ItemMetrics]]

    @inline(__always) func height(section: Int, item: Int, width: Double) -> Double {
        WaterfallLayout.itemHeight(size: sections[section][item].size, columnWidth: width)
    }
}

/// The heights of the items a batch left to place: from the data after
/// it, the same product of the same numbers a fresh prepare reads.
struct DatasetHeights: WaterfallHeights {
    let sections: SectionList

    @inline(__always) func height(section: Int, item: Int, width: Double) -> Double {
        WaterfallLayout.itemHeight(size: sections.item(item, inSection: section).size, columnWidth: width)
    }
}

extension WaterfallLayout {
    /// Where placing stands: the next item (flat index) and its section,
    /// whether that section's header is placed yet, the section's columns
    /// (their bottoms, whether each holds an item of the section) and,
    /// before the header, where it goes.
    struct Frontier {
        var section: Int
        var item: Int
        var entered: Bool
        var bottoms: [Double]
        var filled: [Bool]
        /// The top of section `section`'s header, while it is not placed.
        var top: Double

        /// Where nothing is placed yet.
        static let start = Frontier(section: 0, item: 0, entered: false, bottoms: [], filled: [], top: 0)

        /// No element still to place starts above this y: the least column
        /// bottom of the section being placed (each next item drops on it),
        /// or the next header's top. Bottoms never rise, so it only grows.
        var floor: Double { entered ? (bottoms.min() ?? top) : top }
        /// How far the placed elements reach down.
        var reach: Double { entered ? (bottoms.max() ?? top) : top }
    }

    /// What a query needs placed: every item up to `item` (a flat index),
    /// every element that starts above `y`, the headers of the first
    /// `headers` sections and the footers of the first `footers`.
    struct PlacingGoal {
        var item = -1
        var y = -Double.infinity
        var headers = 0
        var footers = 0

        /// Everything.
        static let everything = PlacingGoal(item: .max, y: .infinity, headers: .max, footers: .max)

        /// Whether placing may stop at `frontier`, with `headers` and `footers` placed.
        func isMet(by frontier: Frontier, headers placedHeaders: Int, footers placedFooters: Int) -> Bool {
            frontier.item > item && frontier.floor >= y && placedHeaders >= headers && placedFooters >= footers
        }
    }

    /// How many items are placed into scratch room before they are appended
    /// to the layout's arrays together.
    static let placingBlock = 256

    /// Sets what every placing reads: the viewport, the column counts in
    /// effect, each section's request and item range, with nothing placed.
    func startPlacing(viewport newViewport: Size, sectionMetrics asked: [SectionMetrics], sectionStarts starts: [Int]) {
        viewport = Size(width: newViewport.width.isFinite ? max(0, newViewport.width) : 0,
                        height: newViewport.height.isFinite ? max(0, newViewport.height) : 0)
        columnCount = columnCount(for: viewport)
        isPrepared = true
        columnWidth = columnWidth(columns: columnCount)
        preparedSectionMetrics = asked
        sectionColumns = asked.map { min(SectionMetrics.maximumColumns, max(1, $0.columns ?? columnCount)) }
        sectionStarts = starts
        itemCount = starts.last ?? 0
        index = LaneIndex(laneCount: sectionColumns.max() ?? columnCount)
        itemColumn = PrefixSharingArray()
        headerFrames = []
        footerFrames = []
        bands = LaneIndex(laneCount: 2)
        frontier = .start
        deferredSections = nil
    }

    /// Places on from the frontier, the heights from `heights`, until
    /// `goal` is met or every section is placed: each section's header,
    /// its items (shortest column first, ties leftmost), its footer. The
    /// items are placed a block at a time into scratch room (each column's
    /// frames and ids, each item's column), which is then appended to the
    /// index and the item arrays at once: a growing array checks its
    /// storage on every append, a block once per array.
    ///
    /// - Complexity: O(k·c + s) for the k items and s sections placed, c ≤ 12 columns.
    func place<Heights: WaterfallHeights>(until goal: PlacingGoal, heights: Heights) {
        guard var state = frontier,
              !goal.isMet(by: state, headers: headerFrames.count, footers: footerFrames.count) else { return }
        // Moved out, so that appending never copies storage the layout holds.
        var index = self.index, columns = itemColumn, headers = headerFrames, footers = footerFrames, bands = bands
        (self.index, itemColumn, headerFrames, footerFrames, self.bands) = (LaneIndex(), PrefixSharingArray(), [], [], LaneIndex())
        defer {
            (self.index, itemColumn, headerFrames, footerFrames, self.bands) = (index, columns, headers, footers, bands)
        }
        let size = Self.placingBlock, laneCount = index.laneCount
        let frames = UnsafeMutableBufferPointer<Rect>.allocate(capacity: laneCount * size)
        let ids = UnsafeMutableBufferPointer<Int>.allocate(capacity: laneCount * size)
        let blockColumns = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: size)
        let bottoms = UnsafeMutableBufferPointer<Double>.allocate(capacity: laneCount)
        let filled = UnsafeMutableBufferPointer<Bool>.allocate(capacity: laneCount)
        // Each column's entries in the scratch room.
        let pending = UnsafeMutableBufferPointer<Int>.allocate(capacity: laneCount)
        defer {
            frames.deallocate()
            ids.deallocate()
            blockColumns.deallocate()
            bottoms.deallocate()
            filled.deallocate()
            pending.deallocate()
        }
        pending.initialize(repeating: 0)

        let sectionCount = sectionStarts.count - 1
        var stopped = false
        while state.section < sectionCount, !stopped {
            let s = state.section, c = sectionColumns[s], width = columnWidth(columns: c)
            if !state.entered {
                guard !goal.isMet(by: state, headers: headers.count, footers: footers.count) else { break }
                let header = Rect(x: 0, y: state.top, width: viewport.width,
                                  height: preparedSectionMetrics[s].headerHeight ?? headerHeight)
                headers.append(header)
                if header.height > 0 { bands.append(header, id: 2 * s, toLane: 0) }
                state.bottoms = Array(repeating: header.maxY + insets.top, count: c)
                state.filled = Array(repeating: false, count: c)
                state.entered = true
            }
            let xs = (0..<c).map { columnX($0, width: width) }
            let columnTop = headers[s].maxY + insets.top
            for j in 0..<c { (bottoms[j], filled[j]) = (state.bottoms[j], state.filled[j]) }
            // Placing stops at an item only when no later section is asked for.
            let stopsInSection = goal.headers <= s + 1 && goal.footers <= s
            let (lastItem, floorY) = stopsInSection ? (goal.item, goal.y) : (Int.max, Double.infinity)
            let end = sectionStarts[s + 1], first = sectionStarts[s]
            var item = state.item
            while item < end, !stopped {
                let stop = min(end, item + size)
                let blockStart = item
                while item < stop {
                    var column = 0
                    for j in 1..<c where bottoms[j] < bottoms[column] { column = j }
                    if item > lastItem, bottoms[column] >= floorY {
                        stopped = true
                        break
                    }
                    let y = filled[column] ? bottoms[column] + rowMargin : columnTop
                    let h = heights.height(section: s, item: item - first, width: width)
                    let slot = column * size + pending[column]
                    frames[slot] = Rect(x: xs[column], y: y, width: width, height: h)
                    ids[slot] = item
                    pending[column] += 1
                    blockColumns[item - blockStart] = UInt8(column)
                    bottoms[column] = y + h
                    filled[column] = true
                    item += 1
                }
                for lane in 0..<c where pending[lane] > 0 {
                    let range = lane * size..<(lane * size + pending[lane])
                    index.append(contentsOf: UnsafeBufferPointer(rebasing: frames[range]),
                                 ids: UnsafeBufferPointer(rebasing: ids[range]), toLane: lane)
                    pending[lane] = 0
                }
                columns.append(contentsOf: UnsafeBufferPointer(rebasing: blockColumns[..<(item - blockStart)]))
            }
            state.item = item
            for j in 0..<c { (state.bottoms[j], state.filled[j]) = (bottoms[j], filled[j]) }
            guard !stopped else { break }
            let footer = Rect(x: 0, y: (state.bottoms.max() ?? columnTop) + insets.bottom, width: viewport.width,
                              height: preparedSectionMetrics[s].footerHeight ?? footerHeight)
            footers.append(footer)
            if footer.height > 0 { bands.append(footer, id: 2 * s + 1, toLane: 1) }
            placedColumnBottoms = state.bottoms
            state = Frontier(section: s + 1, item: item, entered: false, bottoms: [], filled: [], top: footer.maxY)
        }
        if state.section < sectionCount {
            frontier = state
        } else {
            frontier = nil
            deferredSections = nil
            if sectionCount == 0 { placedColumnBottoms = Array(repeating: insets.top, count: columnCount) }
            contentBottom = sectionCount == 0 ? insets.top + insets.bottom : state.top
        }
    }
}
