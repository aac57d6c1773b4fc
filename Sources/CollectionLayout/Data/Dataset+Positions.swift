/// Flat positions: items counted across sections in order, as batch
/// updates, identities and screen readers count them.
extension Dataset {
    /// The flat index of each section's first item.
    ///
    /// - Complexity: O(s) for s sections.
    public var sectionStarts: [Int] {
        var starts: [Int] = []
        starts.reserveCapacity(sections.count)
        var start = 0
        // By index: iterating the sections would copy (retain) each one.
        for s in sections.indices {
            starts.append(start)
            start += sections[s].items.count
        }
        return starts
    }

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
