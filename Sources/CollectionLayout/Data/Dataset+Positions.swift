/// Flat positions: items counted across sections in order, as batch
/// updates, identities and screen readers count them.
extension Dataset {
    /// The flat index of `indexPath` (not checked against the items).
    ///
    /// - Complexity: O(1) for data as built, else O(log s) for s sections:
    ///   from the running item counts the sections keep.
    public func flatIndex(of indexPath: IndexPath) -> Int {
        let s = indexPath.section
        guard s > 0 else { return indexPath.item }
        return sections.firstItem(ofSection: Swift.min(s, sections.count)) + indexPath.item
    }

    /// The index path of flat index `i`, or nil when out of range.
    ///
    /// - Complexity: O(log s) for s sections.
    public func indexPath(ofFlat i: Int) -> IndexPath? {
        guard i >= 0, i < itemCount else { return nil }
        return sections.indexPath(ofFlat: i)
    }
}
