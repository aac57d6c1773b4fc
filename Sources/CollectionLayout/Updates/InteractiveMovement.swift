/// Dragging an item to a new place (UICollectionView's interactive
/// movement): while a person carries an item, the layout says where in the
/// data it would land for the pointer's position, and the view moves the
/// item's slot there so that the other items make room.
extension CollectionLayout {
    /// The index path the item being moved takes when the pointer is at
    /// `point` (content coordinates), the view at `offset` in `viewport`
    /// (UIKit's `targetIndexPath(forInteractivelyMovingItem:withPosition:)`).
    ///
    /// The topmost cell under the pointer, drawn as the renderer draws it —
    /// the moving item's own slot included, so the target holds still while
    /// the pointer stays over it. Between cells (a flow's gaps, past the last
    /// card) the cell whose on-screen centre is nearest. `item` itself when
    /// no cell is visible.
    ///
    /// - Complexity: a rect query of the viewport, O(log n + k) for the k
    ///   visible elements, then O(k log k) to order them by zIndex.
    public func targetIndexPath(forMoving item: IndexPath, at point: Point, offset: Point,
                                viewport: Size) -> IndexPath {
        let visible = Rect(origin: offset, size: viewport)
        let cells = elements(in: visible, offset: offset)
            .filter { $0.category == .cell && !$0.isHidden && $0.alpha > 0.01 }
            .compactMap { element in element.screenQuad().map { (element, $0) } }
            .sorted { $0.0.zIndex > $1.0.zIndex }
        if let hit = cells.first(where: { $0.1.contains(point) }) { return hit.0.indexPath }
        let nearest = cells.min { a, b in
            Self.squaredDistance(a.1.boundingBox.center, point) < Self.squaredDistance(b.1.boundingBox.center, point)
        }
        return nearest?.0.indexPath ?? item
    }

    private static func squaredDistance(_ a: Point, _ b: Point) -> Double {
        (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)
    }
}
