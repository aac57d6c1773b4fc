extension CarouselLayout {
    /// The carousel places items by their index alone:
    /// the item count is all the data it reads, so a batch costs nothing
    /// beyond it. False when a custom carousel's expressions give no number
    /// for the new count (`limitation(for:)`).
    ///
    /// - Complexity: O(1).
    public func prepare(updating previous: any CollectionLayout, with update: LayoutUpdate) -> Bool {
        guard limitation(itemCount: update.itemCount, viewport: update.viewport,
                         layoutDirection: update.layoutDirection) == nil else { return false }
        prepare(viewport: update.viewport, itemCount: update.itemCount, layoutDirection: update.layoutDirection)
        return true
    }
}
