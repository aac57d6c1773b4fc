import CollectionLayout

/// What estimated heights resolving did to the content offset, for the
/// inspector to say: the last frame's correction (the growth above the top
/// that `EstimateAnchoring` moved the offset by), the sum of the
/// corrections since the layout was shown, and the item the correction
/// kept in view. GTK-free, so it is tested without a display.
struct OffsetCorrection: Equatable {
    /// The last frame's correction, in points (negative: the content above shrank).
    var last: Double
    /// Every correction since the layout was shown, added up.
    var total: Double
    /// The item that stayed still on screen: the first wholly below the top.
    var anchor: IndexPath?

    /// Records a frame's correction by `shift` (nothing for 0) on `layout`,
    /// the offset at `offset` after it; another layout than the one recorded
    /// before starts a new sum.
    ///
    /// - Complexity: O(v) for the v elements in the viewport, only on frames that corrected.
    mutating func record(_ shift: Double, layout: any CollectionLayout, offset: Point, viewport: Size) {
        guard shift != 0 else { return }
        let id = ObjectIdentifier(layout)
        if id != layoutID { total = 0 }
        layoutID = id
        last = shift
        total += shift
        // Where the scroller brings the offset next (a correction can leave
        // it past content that shrank): the item the person will see stay.
        let maximum = layout.maximumContentOffset(viewport: viewport)
        let kept = Point(x: min(max(0, offset.x), maximum.x), y: min(max(0, offset.y), maximum.y))
        anchor = Self.itemInView(layout, offset: kept, viewport: viewport)
    }

    /// Nothing corrected yet.
    init() {
        last = 0
        total = 0
    }

    /// The correction made on `layout`, or nil when none was (or it was on another layout).
    func made(on layout: any CollectionLayout) -> OffsetCorrection? {
        layoutID == ObjectIdentifier(layout) && total != 0 ? self : nil
    }

    private var layoutID: ObjectIdentifier?

    /// The cell the reader's eye stays on: the first whose top is at or
    /// below the viewport's top (leftmost first), else the first in view.
    static func itemInView(_ layout: any CollectionLayout, offset: Point, viewport: Size) -> IndexPath? {
        let cells = layout.elements(in: Rect(origin: offset, size: viewport), offset: offset).filter { $0.category == .cell }
        func earlier(_ a: LayoutAttributes, _ b: LayoutAttributes) -> Bool {
            (a.frame.minY, a.frame.minX) < (b.frame.minY, b.frame.minX)
        }
        let below = cells.filter { $0.frame.minY >= offset.y - 0.5 }
        return (below.min(by: earlier) ?? cells.min(by: earlier))?.indexPath
    }
}
