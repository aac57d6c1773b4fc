import CollectionLayout

/// The item in focus before a change of parameters, layout, data or
/// viewport, so that it stays in focus after it — what UIKit's
/// `targetContentOffset(forProposedContentOffset:)` is for.
///
/// Made with the layout as it was (before the change), at the offset the
/// content rests at; asked for an offset with the layout as it is now.
struct FocusAnchor: Equatable {
    /// The item in focus, or nil (no paging index: the offset is kept).
    let index: Int?
    /// The rest offset before the change.
    let offset: Point

    /// What is in focus in `layout` (still prepared as before the change) at `restOffset`.
    init(layout: any CollectionLayout, restOffset: Point) {
        index = layout.currentIndex(at: restOffset)
        offset = restOffset
    }

    /// The offset that puts the same item in focus in `layout` (prepared
    /// after the change), or the old offset clamped to the new content.
    func offset(in layout: any CollectionLayout, viewport: Size, itemCount: Int) -> Point {
        if let index, index < itemCount,
           let focused = layout.contentOffset(focusing: IndexPath(item: index), from: offset) {
            return focused
        }
        let maximum = layout.maximumContentOffset(viewport: viewport)
        return Point(x: min(max(0, offset.x), maximum.x), y: min(max(0, offset.y), maximum.y))
    }
}
