extension CardsLayout {
    /// An inserted card slides in from the side it will sit on: from the
    /// right when it ends at or right of the viewport's centre, else from the left.
    ///
    /// - Complexity: O(1).
    public func initialAttributesForAppearingItem(_ final: LayoutAttributes, offset: Point) -> LayoutAttributes {
        final.slidOut(of: Rect(origin: offset, size: viewport), right: final.center.x >= offset.x + viewport.width / 2)
    }

    /// A deleted card slides out of the viewport on its side: to the right
    /// when it was at or right of the centre, else to the left.
    ///
    /// - Complexity: O(1).
    public func finalAttributesForDisappearingItem(_ initial: LayoutAttributes, offset: Point) -> LayoutAttributes {
        initial.slidOut(of: Rect(origin: offset, size: viewport), right: initial.center.x >= offset.x + viewport.width / 2)
    }

    /// The cards are placed by their index alone:
    /// the item count is all the data it reads, so a batch costs nothing
    /// beyond it.
    ///
    /// - Complexity: O(1).
    public func prepare(updating previous: any CollectionLayout, with update: LayoutUpdate) -> Bool {
        prepare(viewport: update.viewport, itemCount: update.itemCount, layoutDirection: update.layoutDirection)
        return true
    }
}
