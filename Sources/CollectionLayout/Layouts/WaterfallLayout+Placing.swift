/// Where a waterfall takes its items' heights from while it places them,
/// each item once, in order.
protocol WaterfallHeights {
    /// The height of item `item` of section `section` in a column `width` wide.
    mutating func height(section: Int, item: Int, width: Double) -> Double
}

/// The heights of a fresh prepare: from the context's metrics.
struct ContextHeights: WaterfallHeights {
    let sections: [[ItemMetrics]]

    func height(section: Int, item: Int, width: Double) -> Double {
        WaterfallLayout.itemHeight(size: sections[section][item].size, columnWidth: width)
    }
}

extension WaterfallLayout {
    /// Where placing goes on after a batch: the items before `item` kept
    /// as they were placed, in the section `section`, whose header and
    /// columns (their bottoms, whether each holds an item of the section
    /// yet) are as those items left them.
    struct Resume {
        var section: Int
        var item: Int
        var index: LaneIndex
        var columns: PrefixSharingArray<UInt8>
        var starts: [Int]
        var headers: [Rect]
        var footers: [Rect]
        var bottoms: [Double]
        var filled: [Bool]
    }

    /// How many items are placed into scratch room before they are appended
    /// to the layout's arrays together.
    static let placingBlock = 256

    /// Places the sections' items (their heights from `heights`) from the
    /// start, or from `resume` on. The items are placed a block at a time
    /// into scratch room (each column's frames and ids, each item's
    /// column), which is then appended to the index and the item arrays at
    /// once: a growing array checks its storage on every append, a block
    /// once per array.
    func place<Heights: WaterfallHeights>(viewport newViewport: Size, sectionMetrics asked: [SectionMetrics],
                                          sectionSizes: [Int], resume: Resume?, heights: inout Heights) {
        viewport = Size(width: newViewport.width.isFinite ? max(0, newViewport.width) : 0,
                        height: newViewport.height.isFinite ? max(0, newViewport.height) : 0)
        columnCount = columnCount(for: viewport)
        isPrepared = true
        columnWidth = columnWidth(columns: columnCount)
        preparedSectionMetrics = asked
        let sectionColumns = asked.map { min(SectionMetrics.maximumColumns, max(1, $0.columns ?? columnCount)) }
        let lanes = sectionColumns.max() ?? columnCount

        let n = sectionSizes.reduce(0, +)
        itemCount = n
        var index: LaneIndex, columns: PrefixSharingArray<UInt8>
        var starts: [Int], headers: [Rect], footers: [Rect]
        var top = 0.0, item = 0
        if let resume {
            (index, columns) = (resume.index, resume.columns)
            (starts, headers, footers) = (resume.starts, resume.headers, resume.footers)
            item = resume.item
        } else {
            index = LaneIndex(laneCount: lanes)
            columns = PrefixSharingArray()
            (starts, headers, footers) = ([0], [], [])
        }
        for lane in 0..<index.laneCount { index.reserveCapacity((n - item) / lanes + 1, inLane: lane) }
        columns.reserveCapacity(n)

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

        var lastBottoms: [Double] = []
        for s in (resume?.section ?? 0)..<sectionSizes.count {
            let header: Rect
            let c = sectionColumns[s], width = columnWidth(columns: c)
            let xs = (0..<c).map { columnX($0, width: width) }
            var first = 0
            if let resume, s == resume.section {
                header = headers[s]
                for j in 0..<c { (bottoms[j], filled[j]) = (resume.bottoms[j], resume.filled[j]) }
                first = resume.item - starts[s]
            } else {
                header = Rect(x: 0, y: top, width: viewport.width, height: asked[s].headerHeight ?? headerHeight)
                headers.append(header)
                for j in 0..<c { (bottoms[j], filled[j]) = (header.maxY + insets.top, false) }
            }
            let columnTop = header.maxY + insets.top
            var blockStart = first
            while blockStart < sectionSizes[s] {
                let stop = min(sectionSizes[s], blockStart + size)
                for k in blockStart..<stop {
                    var column = 0
                    for j in 1..<c where bottoms[j] < bottoms[column] { column = j }
                    let y = filled[column] ? bottoms[column] + rowMargin : columnTop
                    let h = heights.height(section: s, item: k, width: width)
                    let slot = column * size + pending[column]
                    frames[slot] = Rect(x: xs[column], y: y, width: width, height: h)
                    ids[slot] = item
                    pending[column] += 1
                    blockColumns[k - blockStart] = UInt8(column)
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
                columns.append(contentsOf: UnsafeBufferPointer(rebasing: blockColumns[..<(stop - blockStart)]))
                blockStart = stop
            }
            lastBottoms = Array(bottoms[..<c])
            let footer = Rect(x: 0, y: (lastBottoms.max() ?? columnTop) + insets.bottom, width: viewport.width,
                              height: asked[s].footerHeight ?? footerHeight)
            footers.append(footer)
            top = footer.maxY
            starts.append(item)
        }
        self.index = index
        columnBottoms = sectionSizes.isEmpty ? Array(repeating: insets.top, count: columnCount) : lastBottoms
        contentBottom = sectionSizes.isEmpty ? insets.top + insets.bottom : top
        itemColumn = columns
        sectionStarts = starts
        headerFrames = headers
        footerFrames = footers
        var bands = LaneIndex(laneCount: 2)
        for (lane, frames) in [headers, footers].enumerated() {
            for (s, frame) in frames.enumerated() where frame.height > 0 { bands.append(frame, id: 2 * s + lane, toLane: lane) }
        }
        self.bands = bands
    }
}
