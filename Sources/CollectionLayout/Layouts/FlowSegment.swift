/// A run of whole lines of a flow layout, placed once and never changed
/// afterwards: the layouts prepared after a batch that leaves these lines as
/// they were share it, each moved down by its own offset (`FlowRun`).
final class FlowSegment: Sendable {
    /// Items, in order, as placed (y before the run's offset).
    let itemX: [Double], itemY: [Double], itemWidth: [Double], itemHeight: [Double]
    /// The segment's number of each line's first item, plus the item count.
    let lineStart: [Int32]
    /// The section of each line.
    let lineSection: [Int32]
    /// Each line's box, from its first item's minX to its last item's maxX,
    /// from its top to its top + the tallest item (y before the run's offset).
    let lineFrames: [Rect]

    init(_ builder: FlowSegmentBuilder) {
        itemX = builder.itemX; itemY = builder.itemY
        itemWidth = builder.itemWidth; itemHeight = builder.itemHeight
        lineStart = builder.lineStart; lineSection = builder.lineSection; lineFrames = builder.lineFrames
    }
}

/// Some consecutive lines of a segment as a layout shows them: where they
/// are among its items and lines, and how far below their placed position.
struct FlowRun: Sendable {
    let segment: FlowSegment
    /// The segment's lines `firstLine..<endLine`.
    var firstLine: Int
    var endLine: Int
    /// The layout's number of the run's first item and first line.
    var firstItem: Int
    var lineBase: Int
    /// Added to every y the segment holds.
    var dy: Double

    /// The segment's number of the run's first item.
    var segmentFirstItem: Int { Int(segment.lineStart[firstLine]) }
    /// The number of items and lines of the run.
    var itemCount: Int { Int(segment.lineStart[endLine]) - segmentFirstItem }
    var lineCount: Int { endLine - firstLine }
    /// The bottom of the run's last line.
    var maxY: Double { segment.lineFrames[endLine - 1].maxY + dy }

    /// The frame of the run's line `line` (the layout's number).
    func lineFrame(_ line: Int) -> Rect {
        let f = segment.lineFrames[line - lineBase + firstLine]
        return Rect(x: f.minX, y: f.minY + dy, width: f.width, height: f.height)
    }

    /// The frame of the item at the segment's number `k`.
    func itemFrame(segmentItem k: Int) -> Rect {
        Rect(x: segment.itemX[k], y: segment.itemY[k] + dy, width: segment.itemWidth[k], height: segment.itemHeight[k])
    }

    /// The lines from the layout's line `line` on, moved: its first item
    /// numbered `item`, its first line `newLine`, `dy` further down.
    func suffix(fromLine line: Int, item: Int, newLine: Int, dy extra: Double) -> FlowRun {
        FlowRun(segment: segment, firstLine: line - lineBase + firstLine, endLine: endLine, firstItem: item,
                lineBase: newLine, dy: dy + extra)
    }
}

/// The segment being placed: items and lines appended in order, frozen into
/// a `FlowSegment` once it holds about `FlowSegmentBuilder.size` items.
struct FlowSegmentBuilder {
    /// The number of items after which a segment is closed (at the end of
    /// the line reaching it). A batch places again at most about this many
    /// items before the first change and copies one entry per segment.
    static let size = 1024

    var itemX: [Double] = [], itemY: [Double] = [], itemWidth: [Double] = [], itemHeight: [Double] = []
    var lineStart: [Int32] = [0]
    var lineSection: [Int32] = []
    var lineFrames: [Rect] = []

    init(reserving n: Int = 0) {
        let n = max(0, min(n, Self.size + 256))
        itemX.reserveCapacity(n); itemY.reserveCapacity(n)
        itemWidth.reserveCapacity(n); itemHeight.reserveCapacity(n)
    }

    var itemCount: Int { itemWidth.count }
    var lineCount: Int { lineFrames.count }

    /// Adds an item of `size` to the line being formed.
    mutating func appendItem(_ size: Size) {
        itemWidth.append(size.width)
        itemHeight.append(size.height)
    }

    /// Places the items appended since the last line as one line whose
    /// left-aligned last item ends at `usedMaxX`, and returns the line's bottom.
    mutating func placeLine(section: Int, top: Double, usedMaxX: Double, isLastOfSection: Bool,
                            style: FlowGeometry.LineStyle) -> Double {
        let range = itemX.count..<itemWidth.count
        var height = 0.0
        for j in range { height = max(height, itemHeight[j]) }
        let free = max(0, style.right - usedMaxX)
        var shift = 0.0, extra = 0.0
        switch style.alignment {
        case .left, .leading: break
        case .center: shift = free / 2
        case .right, .trailing: shift = free
        case .justified:
            if range.count > 1, !isLastOfSection { extra = free / Double(range.count - 1) }
        }
        // Sequential, so that each item starts at or after the previous one's
        // maxX. (Pinned to W for insets wider than the viewport.)
        let gap = style.interitemSpacing + extra
        var x = min(style.left + shift, style.width)
        for j in range {
            itemX.append(style.mirrored ? style.width - x - itemWidth[j] : x)
            x = x + itemWidth[j] + gap
            let h = itemHeight[j]
            switch style.verticalAlignment {
            case .center: itemY.append(top + (height - h) / 2)
            case .top: itemY.append(top)
            case .bottom: itemY.append(top + height - h)
            }
        }
        let first = range.lowerBound, last = range.upperBound - 1
        let minX = min(itemX[first], itemX[last]), maxX = max(itemX[first] + itemWidth[first], itemX[last] + itemWidth[last])
        lineFrames.append(Rect(x: minX, y: top, width: maxX - minX, height: height))
        lineStart.append(Int32(truncatingIfNeeded: range.upperBound))
        lineSection.append(Int32(truncatingIfNeeded: section))
        return top + height
    }
}
