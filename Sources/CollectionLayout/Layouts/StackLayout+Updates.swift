extension StackLayout {
    /// An inserted card is brought in from the left, as a card swiped back.
    ///
    /// - Complexity: O(1).
    public func initialAttributesForAppearingItem(_ final: LayoutAttributes, offset: Point) -> LayoutAttributes {
        final.slidOut(of: Rect(origin: offset, size: viewport), right: false)
    }

    /// A deleted card is thrown out to the left, as a card swiped away.
    ///
    /// - Complexity: O(1).
    public func finalAttributesForDisappearingItem(_ initial: LayoutAttributes, offset: Point) -> LayoutAttributes {
        initial.slidOut(of: Rect(origin: offset, size: viewport), right: false)
    }

    /// The stack pages by index alone:
    /// the item count is all the data it reads, so a batch costs nothing
    /// beyond it.
    ///
    /// - Complexity: O(1).
    public func prepare(updating previous: any CollectionLayout, with update: LayoutUpdate) -> Bool {
        prepare(viewport: update.viewport, itemCount: update.itemCount, layoutDirection: update.layoutDirection)
        return true
    }
}
