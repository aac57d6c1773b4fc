/// Where a flow layout's items, lines, headers, footers and backgrounds
/// are: flat arrays indexed by a global item number, built by `prepare` as a
/// local value (appending to arrays stored on a class pays a dynamic
/// exclusivity check each time) and stored once.
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

    // Items, in section order.
    var itemX: [Double] = [], itemY: [Double] = [], itemWidth: [Double] = [], itemHeight: [Double] = []
    /// Global number of each section's first item, plus a final item count.
    var sectionStart: [Int] = [0]
    /// Global number of each line's first item, plus a final item count.
    var lineStart: [Int] = [0]
    /// Section of each line.
    var lineSection: [Int32] = []
    /// One lane of lines; entry ids are line numbers, frames the lines'
    /// boxes from the first item's minX to the last item's maxX.
    var lines = LaneIndex(laneCount: 1)
    /// Headers, footers and backgrounds.
    var supplementaryFrames: [Rect] = []
    /// The width headers, footers and backgrounds are mirrored within
    /// (right to left), or nil.
    var mirrorWidth: Double?
    var supplementaryCategories: [ElementCategory] = []
    var supplementarySections: [Int32] = []
    /// Lane 0: headers and footers; lane 1: backgrounds. Ids index the
    /// supplementary arrays.
    var supplementaries = LaneIndex(laneCount: 2)
    /// Each section's header, footer and background numbers (−1: none).
    var headerOfSection: [Int32] = []
    var footerOfSection: [Int32] = []
    var backgroundOfSection: [Int32] = []
    /// Each section's top (its header's top), plus the content's bottom.
    var sectionTop: [Double] = []
    /// Each section's inset box bottom: its last line's bottom + b, where
    /// its footer starts.
    var sectionContentBottom: [Double] = []

    /// Empty, with room for `n` items.
    init(reserving n: Int = 0) {
        itemX.reserveCapacity(n); itemY.reserveCapacity(n)
        itemWidth.reserveCapacity(n); itemHeight.reserveCapacity(n)
    }

    /// Places the items `range` as one line whose left-aligned last item ends
    /// at `usedMaxX`, and returns the line's bottom.
    mutating func placeLine(
        _ range: Range<Int>, section: Int, top: Double, usedMaxX: Double, isLastOfSection: Bool, style: LineStyle
    ) -> Double {
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
        let last = range.upperBound - 1
        let ends = [itemX[range.lowerBound], itemX[range.lowerBound] + itemWidth[range.lowerBound],
                    itemX[last], itemX[last] + itemWidth[last]]
        let minX = ends.min()!, maxX = ends.max()!
        lines.append(Rect(x: minX, y: top, width: maxX - minX, height: height), id: lineStart.count - 1, toLane: 0)
        lineStart.append(range.upperBound)
        lineSection.append(Int32(truncatingIfNeeded: section))
        return top + height
    }

    /// Records a header, footer (lane 0) or background (lane 1) and returns
    /// its number.
    mutating func addSupplementary(_ category: ElementCategory, section: Int, frame: Rect) -> Int32 {
        // Right to left, mirrored within the width like the lines.
        let frame = mirrorWidth.map { Rect(x: $0 - frame.maxX, y: frame.minY, width: frame.width, height: frame.height) } ?? frame
        let id = supplementaryFrames.count
        supplementaryFrames.append(frame)
        supplementaryCategories.append(category)
        supplementarySections.append(Int32(truncatingIfNeeded: section))
        supplementaries.append(frame, id: id, toLane: category == .decoration ? 1 : 0)
        return Int32(truncatingIfNeeded: id)
    }
}
