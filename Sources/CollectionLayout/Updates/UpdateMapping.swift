/// Where every item went in a batch update: old flat index to new flat
/// index and back, and which items were deleted or inserted. Flat indices
/// count items across sections in order; `sectionStarts` convert them to
/// and from index paths.
///
/// Survivors keep their identity (`DatasetItem.id`), so matching by index
/// through this mapping is matching by identity.
///
/// The mapping keeps only what the batch touched (`ClaimedIndices`): the
/// indices it deletes, inserts and moves. Every other item keeps its order,
/// so its new index follows from how many touched indices come before it —
/// a binary search. Building a mapping and asking it about one item cost
/// O(b log b) and O(log b) for a batch of b operations, whatever the number
/// of items; only `newIndexOfOld` and `oldIndexOfNew` spell out all n.
public struct UpdateMapping: Hashable, Sendable {
    /// The number of items before the update.
    public let oldCount: Int
    /// The number of items after the update.
    public let newCount: Int
    /// The old indices deleted, ascending.
    public let deleted: [Int]
    /// The new indices inserted, ascending.
    public let inserted: [Int]
    /// The old indices moved (`move` sources), ascending.
    public let movedFrom: [Int]
    /// The first flat index of each section before the update.
    public let oldSectionStarts: SectionStarts
    /// The first flat index of each section after the update.
    public let newSectionStarts: SectionStarts
    /// The old indices deleted or moved away, and the new ones inserted or moved to.
    let claimedOld: ClaimedIndices
    let claimedNew: ClaimedIndices
    /// Moves, both ways.
    let newOfMoved: [Int: Int]
    let oldOfMoved: [Int: Int]

    /// A mapping of a batch on `oldCount` items that deletes the old indices
    /// `deleted`, inserts at the new indices `inserted` and moves `moves`
    /// (old index to new); the other items keep their order. The indices
    /// must be distinct and in range (`BatchUpdate.mapping(oldCount:)` checks them).
    ///
    /// - Complexity: O(b log b) for b indices.
    public init(oldCount: Int, deleted: [Int], inserted: [Int], moves: [(from: Int, to: Int)],
                oldSectionStarts: SectionStarts = [0], newSectionStarts: SectionStarts = [0]) {
        self.oldCount = oldCount
        newCount = oldCount - deleted.count + inserted.count
        self.deleted = deleted.sorted()
        self.inserted = inserted.sorted()
        movedFrom = moves.map(\.from).sorted()
        var newOfMoved: [Int: Int] = [:], oldOfMoved: [Int: Int] = [:]
        for move in moves {
            newOfMoved[move.from] = move.to
            oldOfMoved[move.to] = move.from
        }
        self.newOfMoved = newOfMoved
        self.oldOfMoved = oldOfMoved
        claimedOld = ClaimedIndices(deleted + moves.map(\.from))
        claimedNew = ClaimedIndices(inserted + moves.map(\.to))
        self.oldSectionStarts = oldSectionStarts
        self.newSectionStarts = newSectionStarts
    }

    /// A mapping from its index tables (as `newIndexOfOld` and
    /// `oldIndexOfNew` spell them: -1 for deleted and inserted), which must
    /// be a batch's: the items not in `movedFrom` that survive keep their
    /// order. `sectionStarts` default to one section.
    ///
    /// - Complexity: O(n) for n items.
    public init(newIndexOfOld: [Int], oldIndexOfNew: [Int], movedFrom: [Int] = [],
                oldSectionStarts: SectionStarts = [0], newSectionStarts: SectionStarts = [0]) {
        self.init(oldCount: newIndexOfOld.count,
                  deleted: newIndexOfOld.indices.filter { newIndexOfOld[$0] < 0 },
                  inserted: oldIndexOfNew.indices.filter { oldIndexOfNew[$0] < 0 },
                  moves: movedFrom.map { ($0, newIndexOfOld[$0]) },
                  oldSectionStarts: oldSectionStarts, newSectionStarts: newSectionStarts)
    }

    /// The same mapping between data cut into sections at other places.
    ///
    /// - Complexity: O(b log b) for b changed indices.
    public func withSectionStarts(old: SectionStarts, new: SectionStarts) -> UpdateMapping {
        UpdateMapping(oldCount: oldCount, deleted: deleted, inserted: inserted,
                      moves: movedFrom.map { ($0, newOfMoved[$0]!) }, oldSectionStarts: old, newSectionStarts: new)
    }

    /// For each old flat index, its new flat index, or -1 when deleted.
    ///
    /// - Complexity: O(n log b): spelled out for all n items on each call.
    public var newIndexOfOld: [Int] { (0..<oldCount).map { newIndex(ofOld: $0) ?? -1 } }

    /// For each new flat index, its old flat index, or -1 when inserted.
    ///
    /// - Complexity: O(n log b): spelled out for all n items on each call.
    public var oldIndexOfNew: [Int] { (0..<newCount).map { oldIndex(ofNew: $0) ?? -1 } }

    /// The new flat index of the item at old flat index `i`; nil when deleted
    /// or out of range.
    ///
    /// - Complexity: O(log b) for a batch of b operations.
    public func newIndex(ofOld i: Int) -> Int? {
        guard i >= 0, i < oldCount else { return nil }
        if claimedOld.contains(i) { return newOfMoved[i] }
        return claimedNew.freeIndex(rank: claimedOld.freeRank(of: i))
    }

    /// The old flat index of the item at new flat index `j`; nil when
    /// inserted or out of range.
    ///
    /// - Complexity: O(log b) for a batch of b operations.
    public func oldIndex(ofNew j: Int) -> Int? {
        guard j >= 0, j < newCount else { return nil }
        if claimedNew.contains(j) { return oldOfMoved[j] }
        return claimedOld.freeIndex(rank: claimedNew.freeRank(of: j))
    }

    /// The new index path of the item at old `path`; nil when deleted.
    ///
    /// - Complexity: O(log s + log b) for s sections.
    public func newIndexPath(ofOld path: IndexPath) -> IndexPath? {
        guard let flat = Self.flat(path, starts: oldSectionStarts), let n = newIndex(ofOld: flat) else { return nil }
        return Self.path(n, starts: newSectionStarts)
    }

    /// The old index path of the item at new `path`; nil when inserted.
    ///
    /// - Complexity: O(log s + log b) for s sections.
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
    /// - Complexity: O(1) for data as built, else O(log s).
    public func oldFlatIndex(of path: IndexPath) -> Int? { Self.flat(path, starts: oldSectionStarts) }

    /// The flat index of new `path`, nil when it names no section.
    ///
    /// - Complexity: O(1) for data as built, else O(log s).
    public func newFlatIndex(of path: IndexPath) -> Int? { Self.flat(path, starts: newSectionStarts) }

    /// The smallest old index the batch deletes or moves and the smallest
    /// new index it inserts at or moves to, whichever is less: every item
    /// before it keeps its index. `oldCount` for a batch that changes nothing.
    ///
    /// - Complexity: O(1).
    public var firstChangedIndex: Int {
        min(claimedOld.sorted.first ?? oldCount, claimedNew.sorted.first ?? oldCount)
    }

    /// The first new flat index from which every item is the one at its
    /// index − (newCount − oldCount) before the batch: past every index
    /// the batch names on either side.
    ///
    /// - Complexity: O(1).
    var unchangedTailStart: Int {
        max((claimedNew.sorted.last ?? -1) + 1, (claimedOld.sorted.last ?? -1) + 1 + newCount - oldCount)
    }

    private static func flat(_ path: IndexPath, starts: SectionStarts) -> Int? {
        guard starts.indices.contains(path.section), path.item >= 0 else { return nil }
        return starts[path.section] + path.item
    }

    /// The path of flat index `i`: the last section starting at or before it
    /// (empty sections are skipped over).
    private static func path(_ i: Int, starts: SectionStarts) -> IndexPath { starts.indexPath(ofFlat: i) }

    /// Mappings are equal when they send every item to the same place
    /// between the same sections.
    public static func == (a: UpdateMapping, b: UpdateMapping) -> Bool {
        a.oldCount == b.oldCount && a.deleted == b.deleted && a.inserted == b.inserted
            && a.movedFrom == b.movedFrom && a.newOfMoved == b.newOfMoved
            && a.oldSectionStarts == b.oldSectionStarts && a.newSectionStarts == b.newSectionStarts
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(oldCount)
        hasher.combine(deleted)
        hasher.combine(inserted)
        hasher.combine(movedFrom)
        hasher.combine(oldSectionStarts)
        hasher.combine(newSectionStarts)
    }
}

extension UpdateMapping {
    /// The mapping back: from the updated items to the ones before the
    /// update (what undoing the batch animates).
    ///
    /// - Complexity: O(b log b) for the b changed indices.
    public var inverted: UpdateMapping {
        UpdateMapping(oldCount: newCount, deleted: inserted, inserted: deleted,
                      moves: movedFrom.map { (newOfMoved[$0]!, $0) },
                      oldSectionStarts: newSectionStarts, newSectionStarts: oldSectionStarts)
    }
}
