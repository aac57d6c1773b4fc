/// Flat positions: items counted across sections in order, as batch
/// updates, identities and screen readers count them.
extension Dataset {
    /// The flat index of `indexPath` (not checked against the items).
    ///
    /// - Complexity: O(s) for s sections.
    public func flatIndex(of indexPath: IndexPath) -> Int {
        sections.prefix(indexPath.section).reduce(0) { $0 + $1.items.count } + indexPath.item
    }

    /// The index path of flat index `i`, or nil when out of range.
    ///
    /// - Complexity: O(s) for s sections.
    public func indexPath(ofFlat i: Int) -> IndexPath? {
        guard i >= 0 else { return nil }
        var rest = i
        for (s, section) in sections.enumerated() {
            if rest < section.items.count { return IndexPath(item: rest, section: s) }
            rest -= section.items.count
        }
        return nil
    }
}
