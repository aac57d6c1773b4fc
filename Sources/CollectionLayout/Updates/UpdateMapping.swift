/// Where every item went in a batch update: old flat index to new flat
/// index and back, and which items were deleted or inserted. Flat indices
/// count items across sections in order; `sectionStarts` convert them to
/// and from index paths.
///
/// Survivors keep their identity (`DatasetItem.id`), so matching by index
/// through this mapping is matching by identity.
public struct UpdateMapping: Hashable, Sendable {
    /// For each old flat index, its new flat index, or -1 when deleted.
    public let newIndexOfOld: [Int]
    /// For each new flat index, its old flat index, or -1 when inserted.
    public let oldIndexOfNew: [Int]
    /// The old indices deleted, ascending.
    public let deleted: [Int]
    /// The new indices inserted, ascending.
    public let inserted: [Int]
    /// The old indices moved (`move` sources), ascending.
    public let movedFrom: [Int]
    /// The first flat index of each section before the update.
    public let oldSectionStarts: [Int]
    /// The first flat index of each section after the update.
    public let newSectionStarts: [Int]

    /// A mapping from its index tables; `sectionStarts` default to one section.
    public init(newIndexOfOld: [Int], oldIndexOfNew: [Int], movedFrom: [Int] = [],
                oldSectionStarts: [Int] = [0], newSectionStarts: [Int] = [0]) {
        self.newIndexOfOld = newIndexOfOld
        self.oldIndexOfNew = oldIndexOfNew
        deleted = newIndexOfOld.indices.filter { newIndexOfOld[$0] < 0 }
        inserted = oldIndexOfNew.indices.filter { oldIndexOfNew[$0] < 0 }
        self.movedFrom = movedFrom.sorted()
        self.oldSectionStarts = oldSectionStarts
        self.newSectionStarts = newSectionStarts
    }

    /// The number of items before the update.
    public var oldCount: Int { newIndexOfOld.count }
    /// The number of items after the update.
    public var newCount: Int { oldIndexOfNew.count }

    /// The new flat index of the item at old flat index `i`; nil when deleted
    /// or out of range.
    ///
    /// - Complexity: O(1).
    public func newIndex(ofOld i: Int) -> Int? {
        guard newIndexOfOld.indices.contains(i) else { return nil }
        let n = newIndexOfOld[i]
        return n >= 0 ? n : nil
    }

    /// The old flat index of the item at new flat index `j`; nil when
    /// inserted or out of range.
    ///
    /// - Complexity: O(1).
    public func oldIndex(ofNew j: Int) -> Int? {
        guard oldIndexOfNew.indices.contains(j) else { return nil }
        let o = oldIndexOfNew[j]
        return o >= 0 ? o : nil
    }

    /// The new index path of the item at old `path`; nil when deleted.
    ///
    /// - Complexity: O(log s) for s sections.
    public func newIndexPath(ofOld path: IndexPath) -> IndexPath? {
        guard let flat = Self.flat(path, starts: oldSectionStarts), let n = newIndex(ofOld: flat) else { return nil }
        return Self.path(n, starts: newSectionStarts)
    }

    /// The old index path of the item at new `path`; nil when inserted.
    ///
    /// - Complexity: O(log s) for s sections.
    public func oldIndexPath(ofNew path: IndexPath) -> IndexPath? {
        guard let flat = Self.flat(path, starts: newSectionStarts), let o = oldIndex(ofNew: flat) else { return nil }
        return Self.path(o, starts: oldSectionStarts)
    }

    /// The old index path of old flat index `i`.
    ///
    /// - Complexity: O(log s).
    public func oldIndexPath(flat i: Int) -> IndexPath { Self.path(i, starts: oldSectionStarts) }

    /// The new index path of new flat index `j`.
    ///
    /// - Complexity: O(log s).
    public func newIndexPath(flat j: Int) -> IndexPath { Self.path(j, starts: newSectionStarts) }

    /// The flat index of old `path`, nil when it names no section.
    ///
    /// - Complexity: O(1).
    public func oldFlatIndex(of path: IndexPath) -> Int? { Self.flat(path, starts: oldSectionStarts) }

    /// The flat index of new `path`, nil when it names no section.
    ///
    /// - Complexity: O(1).
    public func newFlatIndex(of path: IndexPath) -> Int? { Self.flat(path, starts: newSectionStarts) }

    private static func flat(_ path: IndexPath, starts: [Int]) -> Int? {
        guard starts.indices.contains(path.section), path.item >= 0 else { return nil }
        return starts[path.section] + path.item
    }

    /// The path of flat index `i`: the last section starting at or before it
    /// (empty sections are skipped over).
    private static func path(_ i: Int, starts: [Int]) -> IndexPath {
        var lo = 0, hi = starts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= i { lo = mid } else { hi = mid - 1 }
        }
        return IndexPath(item: i - (starts.isEmpty ? 0 : starts[lo]), section: lo)
    }
}

extension UpdateMapping {
    /// The mapping back: from the updated items to the ones before the
    /// update (what undoing the batch animates).
    ///
    /// - Complexity: O(m) for the m moved items.
    public var inverted: UpdateMapping {
        UpdateMapping(newIndexOfOld: oldIndexOfNew, oldIndexOfNew: newIndexOfOld,
                      movedFrom: movedFrom.compactMap { newIndex(ofOld: $0) },
                      oldSectionStarts: newSectionStarts, newSectionStarts: oldSectionStarts)
    }
}
