extension UpdateAnimator {
    /// The content offset for `new` after a batch update, chosen as UIKit
    /// keeps the user's place: the item in focus stays in place when items
    /// are inserted or deleted before it.
    ///
    /// - A layout with a current item (cards, stack, wheel, ring) keeps it
    ///   current: the new offset focuses the same item at its new index
    ///   (when it was deleted, whatever item now has its index, so
    ///   `delete 0; insert 0` replaces the current card in place).
    /// - Another layout, scrolled away from its start, keeps the first
    ///   visible surviving item at the same place on screen, the offset then
    ///   clamped to the new content. At its start (offset ≤ 0 along the
    ///   scroll axis) the offset stays, so items inserted at the top show.
    ///
    /// `new` must be prepared for the updated data.
    ///
    /// - Complexity: one rect query of the old view, O(log n + k).
    public static func anchoredOffset(old: any CollectionLayout, oldOffset: Point, new: any CollectionLayout,
                                      mapping: UpdateMapping, viewport: Size) -> Point {
        let axis = new.scrollAxis
        if let current = old.currentIndex(at: oldOffset) {
            guard let j = survivor(near: current, mapping: mapping) else { return clamp(oldOffset, new, viewport) }
            return new.contentOffset(focusing: mapping.newIndexPath(flat: j), from: oldOffset)
                ?? clamp(oldOffset, new, viewport)
        }
        guard oldOffset[axis] > 0 else { return clamp(oldOffset, new, viewport) }
        let visible = old.elements(in: Rect(origin: oldOffset, size: viewport), offset: oldOffset)
            .filter { $0.category == .cell }
            .sorted { $0.indexPath < $1.indexPath }
        for e in visible {
            guard let path = mapping.newIndexPath(ofOld: e.indexPath),
                  let moved = new.attributesForItem(at: path, offset: oldOffset) else { continue }
            var offset = oldOffset
            offset[axis] += moved.frame.origin[axis] - e.frame.origin[axis]
            return clamp(offset, new, viewport)
        }
        return clamp(oldOffset, new, viewport)
    }

    /// The new flat index of the old item `i`, or when it was deleted the
    /// same index within the new count; nil when nothing is left.
    static func survivor(near i: Int, mapping: UpdateMapping) -> Int? {
        if let j = mapping.newIndex(ofOld: i) { return j }
        return mapping.newCount > 0 ? min(max(0, i), mapping.newCount - 1) : nil
    }

    /// `offset` within the new layout's scroll range (looping layouts wrap instead).
    static func clamp(_ offset: Point, _ layout: any CollectionLayout, _ viewport: Size) -> Point {
        if let wrapping = layout.wrapping { return wrapping.wrap(offset) }
        // A layout that deferred work places what the view at `offset`
        // shows; its estimate then reaches at least the view's end while
        // work is left (see `estimatedContentSize`), so the clamp is exact
        // without the rest placed.
        if !layout.finishDeferredWork(itemBudget: 0) {
            _ = layout.elements(in: Rect(origin: offset, size: viewport), offset: offset)
        }
        let size = layout.estimatedContentSize
        let maximum = Point(x: max(0, size.width - viewport.width), y: max(0, size.height - viewport.height))
        return Point(x: min(maximum.x, max(0, offset.x)), y: min(maximum.y, max(0, offset.y)))
    }
}
