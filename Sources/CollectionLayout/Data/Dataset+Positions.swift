/// Flat positions: items counted across sections in order, as batch
/// updates, identities and screen readers count them.
extension Dataset {
    /// The flat index of `indexPath` (not checked against the items).
    ///
    /// - Complexity: O(1), from the sections' starts the dataset keeps.
    public func flatIndex(of indexPath: IndexPath) -> Int {
        let s = indexPath.section
        guard s > 0 else { return indexPath.item }
        return (s < sectionStarts.count ? sectionStarts[s] : itemCount) + indexPath.item
    }

    /// The index path of flat index `i`, or nil when out of range.
    ///
    /// - Complexity: O(log s) for s sections.
    public func indexPath(ofFlat i: Int) -> IndexPath? {
        guard i >= 0, i < itemCount else { return nil }
        // The last section starting at or before i: it holds i (an empty
        // section starts where the next one does, and is passed over).
        var low = 0, high = sectionStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if sectionStarts[mid] <= i { low = mid } else { high = mid - 1 }
        }
        return IndexPath(item: i - sectionStarts[low], section: low)
    }
}
