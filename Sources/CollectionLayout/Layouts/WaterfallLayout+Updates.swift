extension WaterfallLayout {
    /// Keeps the items before the first one the batch changes as
    /// `previous` placed them (each column shortest-first depends only on
    /// the items before it) and places the rest again, reading the height
    /// of every item the batch does not name from `previous`. `previous`
    /// must be a waterfall of the same parameters prepared for the same
    /// viewport and the same sections' requests (columns, header and footer
    /// heights), with the batch's old item count; otherwise false.
    ///
    /// - Complexity: O(b log b + (n − f)·c + s + n/C + c·C) for a batch of b
    ///   operations whose first changed item (or first moved section
    ///   bound) is f, c columns, s sections
    ///   and chunks of C entries: the entries before f stay in the chunks
    ///   `previous` holds, shared (`previous` itself stays as it was, for
    ///   the animation from it).
    public func prepare(updating previous: any CollectionLayout, with update: LayoutUpdate) -> Bool {
        guard let previous = previous as? WaterfallLayout, previous.isPrepared, previous.parameters == parameters
        else { return false }
        let data = update.dataset
        let sanitized = Size(width: update.viewport.width.isFinite ? max(0, update.viewport.width) : 0,
                             height: update.viewport.height.isFinite ? max(0, update.viewport.height) : 0)
        guard previous.viewport == sanitized, data.sections.count == previous.preparedSectionMetrics.count,
              update.mapping.oldCount == previous.itemCount, update.mapping.newCount == data.itemCount,
              data.sections.indices.allSatisfy({ data.sections[$0].metrics == previous.preparedSectionMetrics[$0] })
        else { return false }
        let starts = previous.sectionStarts
        var f = min(update.mapping.firstChangedIndex, previous.itemCount, data.itemCount)
        // Data cut into sections elsewhere (an undo restores its sections'
        // bounds) changes the items from the first bound that moved.
        if let s = data.sectionStarts.indices.first(where: { starts[$0] != data.sectionStarts[$0] }) {
            f = min(f, starts[s], data.sectionStarts[s])
        }
        // The section placing goes on in: the last that starts before f.
        // Its items before f, and every earlier section, are as they were.
        var section = 0
        while section + 1 < data.sections.count, starts[section + 1] < f { section += 1 }
        if data.sections.isEmpty {
            prepare(update.context)
            return true
        }
        var index = previous.index
        index.removeEntries(fromID: f)
        let c = min(SectionMetrics.maximumColumns,
                    max(1, previous.preparedSectionMetrics[section].columns ?? previous.columnCount))
        let columnTop = previous.headerFrames[section].maxY + insets.top
        var bottoms = Array(repeating: columnTop, count: c), filled = Array(repeating: false, count: c)
        for column in 0..<c {
            let entries = index.entryCount(inLane: column)
            guard entries > 0, index.id(inLane: column, at: entries - 1) >= starts[section] else { continue }
            bottoms[column] = index.frame(inLane: column, at: entries - 1).maxY
            filled[column] = true
        }
        var columns = previous.itemColumn
        columns.removeAll(from: f)
        let resume = Resume(section: section, item: f, index: index, columns: columns,
                            starts: Array(starts[...section]), headers: Array(previous.headerFrames[...section]),
                            footers: Array(previous.footerFrames[..<section]), bottoms: bottoms, filled: filled)
        var heights = TailHeights(previous: previous, data: data, mapping: update.mapping, from: f)
        place(viewport: sanitized, sectionMetrics: previous.preparedSectionMetrics,
              sectionSizes: data.sections.map(\.items.count), resume: resume, heights: &heights)
        return true
    }

    /// The heights of the items after a batch from new index `f` on, in
    /// order. An item the batch does not name is the next old item it does
    /// not name either; its height in a column as wide as its old one is
    /// the one `previous` placed it with (the same product of the same
    /// numbers). Only the items the batch inserts or moves, and items now
    /// in a section of another column width, are sized from the data.
    struct TailHeights: WaterfallHeights {
        let sections: [DatasetSection]
        let index: LaneIndex
        let columns: PrefixSharingArray<UInt8>
        /// The new indices the batch inserts or moves to, and the old ones
        /// it deletes or moves away, ascending.
        let claimedNew: [Int], claimedOld: [Int]
        /// The new index asked for next, and the old index of the next
        /// unnamed item; the first position in each claimed list not below them.
        var new: Int, old: Int
        var nextNew: Int, nextOld: Int
        /// Each column's position of the first old item from `old` on.
        var rows: [Int]

        init(previous: WaterfallLayout, data: Dataset, mapping: UpdateMapping, from f: Int) {
            sections = data.sections
            (index, columns) = (previous.index, previous.itemColumn)
            (claimedNew, claimedOld) = (mapping.claimedNew.sorted, mapping.claimedOld.sorted)
            new = f
            nextNew = claimedNew.firstIndex { $0 >= f } ?? claimedNew.count
            // The unnamed new indices from f on carry the old unnamed items
            // from the one of the same rank on.
            let old = mapping.claimedOld.freeIndex(rank: f - nextNew)
            self.old = old
            nextOld = claimedOld.firstIndex { $0 >= old } ?? claimedOld.count
            rows = (0..<index.laneCount).map { [index] in index.firstPosition(inLane: $0, notBelowID: old) }
        }

        /// The next item's height in a column `width` wide, or nil when it
        /// has to be computed from the data.
        @inline(__always) mutating func next(width: Double) -> Double? {
            defer { new += 1 }
            if nextNew < claimedNew.count, claimedNew[nextNew] == new {
                nextNew += 1
                return nil
            }
            let frame = takeOld()
            while nextOld < claimedOld.count, claimedOld[nextOld] == old {
                nextOld += 1
                _ = takeOld()
            }
            return frame.width == width ? frame.height : nil
        }

        /// The height of item `item` of `section`: the old one's, else from the data.
        @inline(__always) mutating func height(section: Int, item: Int, width: Double) -> Double {
            next(width: width) ?? WaterfallLayout.itemHeight(size: sections[section].items[item].size, columnWidth: width)
        }

        /// The frame of old item `old`, which is its column's next; on to the following one.
        @inline(__always) private mutating func takeOld() -> Rect {
            let column = Int(columns[old])
            old += 1
            rows[column] += 1
            return index.frame(inLane: column, at: rows[column] - 1)
        }
    }
}
