extension WheelLayout {
    /// The wheel places rows by their index alone:
    /// the item count is all the data it reads, so a batch costs nothing
    /// beyond it.
    /// False when the seed's n-gon cannot hold the new row count
    /// (`limitation(for:)`).
    ///
    /// - Complexity: O(1).
    public func prepare(updating previous: any CollectionLayout, with update: LayoutUpdate) -> Bool {
        guard limitation(forRows: update.itemCount) == nil else { return false }
        prepare(viewport: update.viewport, itemCount: update.itemCount, layoutDirection: update.layoutDirection)
        return true
    }
}
