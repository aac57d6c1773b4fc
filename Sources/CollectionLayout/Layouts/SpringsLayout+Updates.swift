extension SpringsLayout {
    /// The springs grid places items by their index alone:
    /// the item count is all the data it reads, so a batch costs nothing
    /// beyond it.
    ///
    /// - Complexity: O(1).
    public func prepare(updating previous: any CollectionLayout, with update: LayoutUpdate) -> Bool {
        prepare(viewport: update.viewport, itemCount: update.itemCount, layoutDirection: update.layoutDirection)
        return true
    }
}
