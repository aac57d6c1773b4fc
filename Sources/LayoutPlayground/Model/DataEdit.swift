import CollectionLayout

/// One batch a person applied to the data (a delete, an insert, a move, a
/// reorder, a shuffle, a loaded page), kept so that it can be taken back and
/// applied again without keeping any version of the data: the batch, the
/// items it removed and added, and the section boundaries on either side.
/// A delete at a million items keeps one item and one index.
struct DataEdit {
    /// What the menu says it undoes ("Delete", "Reorder").
    let name: String
    /// The batch as applied, by UIKit's index rules.
    let batch: BatchUpdate
    /// The items the batch removed, by their flat index before it.
    let removed: [(index: Int, item: DatasetItem)]
    /// The items the batch added, by their flat index after it.
    let added: [(index: Int, item: DatasetItem)]
    let sectionStartsBefore: [Int]
    let sectionStartsAfter: [Int]
    let insertedCountBefore: Int
    let insertedCountAfter: Int
    /// Whether the document's items already differed from their source
    /// before the batch: undoing the first edit of items read from a file
    /// gives the file's items back, to be saved as a reference to it again.
    let wasEdited: Bool

    /// The bytes this record keeps beyond its own fixed size: the items it
    /// removed and added with their indices, the batch and the section
    /// boundaries — proportional to the change, never to the data.
    var heldBytes: Int {
        let entry = MemoryLayout<(index: Int, item: DatasetItem)>.stride
        return (removed.count + added.count) * entry
            + batch.operations.count * MemoryLayout<BatchUpdate.Operation>.stride
            + (sectionStartsBefore.count + sectionStartsAfter.count) * MemoryLayout<Int>.stride
    }

    /// A data change to show: the data and where every current item goes in it.
    struct Step {
        let dataset: Dataset
        let mapping: UpdateMapping
    }

    /// Records `batch` applied to `before`, which gave `result`.
    ///
    /// - Complexity: O(b + s) for a batch of b operations and s sections
    ///   (the sections' bounds are written out: a view of them would keep
    ///   the data they belong to).
    init(name: String, batch: BatchUpdate, before: Dataset, result: BatchUpdate.Result, wasEdited: Bool = true) {
        self.name = name
        self.wasEdited = wasEdited
        self.batch = batch
        removed = result.mapping.deleted.map { ($0, before.item(atFlat: $0)) }
        added = result.mapping.inserted.map { ($0, result.dataset.item(atFlat: $0)) }
        sectionStartsBefore = Array(before.sectionStarts)
        sectionStartsAfter = Array(result.dataset.sectionStarts)
        insertedCountBefore = before.insertedCount
        insertedCountAfter = result.dataset.insertedCount
    }

    /// The data before the batch, from the data after it (`current`).
    ///
    /// - Complexity: O(n + b).
    func reverted(from current: Dataset) throws -> Step {
        var operations: [BatchUpdate.Operation] = []
        operations.reserveCapacity(removed.count + added.count + batch.moves.count)
        for (j, _) in added { operations.append(.delete(j)) }
        for (i, _) in removed { operations.append(.insert(i)) }
        for move in batch.moves { operations.append(.move(from: move.to, to: move.from)) }
        return try Self.apply(operations, to: current, items: removed, starts: sectionStartsBefore,
                              insertedCount: insertedCountBefore)
    }

    /// The data after the batch, from the data before it (`current`).
    ///
    /// - Complexity: O(n + b).
    func reapplied(to current: Dataset) throws -> Step {
        try Self.apply(batch.operations, to: current, items: added, starts: sectionStartsAfter,
                       insertedCount: insertedCountAfter)
    }

    /// Applies `operations`, puts `items` where the inserts land (instead of
    /// the copies a plain batch inserts) and the section boundaries at `starts`.
    private static func apply(_ operations: [BatchUpdate.Operation], to current: Dataset,
                              items: [(index: Int, item: DatasetItem)], starts: [Int],
                              insertedCount: Int) throws -> Step {
        let result = try BatchUpdate(operations).apply(to: current)
        var data = result.dataset
        if !data.sectionStarts.elementsEqual(starts) { data = data.regrouped(startingAt: starts) }
        for (index, item) in items {
            guard let path = data.indexPath(ofFlat: index) else { continue }
            data.sections[path.section].items[path.item] = item
        }
        data.insertedCount = insertedCount
        let mapping = result.mapping.withSectionStarts(old: current.sectionStarts, new: data.sectionStarts)
        return Step(dataset: data, mapping: mapping)
    }

    /// The item to select and show once this edit is undone or redone: the
    /// first item it brings back or adds, else the first it moved, else the
    /// place where the first removed one was (nil when the data is empty).
    func changedItem(afterUndo: Bool, count: Int) -> Int? {
        guard count > 0 else { return nil }
        let brought = afterUndo ? removed.first?.index : added.first?.index
        if let i = brought { return min(i, count - 1) }
        if let move = batch.moves.first { return min(afterUndo ? move.from : move.to, count - 1) }
        let gone = afterUndo ? added.first?.index : removed.first?.index
        return gone.map { min($0, count - 1) }
    }
}

extension Dataset {
    /// The item at flat index `i` (which must exist).
    ///
    /// - Complexity: O(s) for s sections.
    func item(atFlat i: Int) -> DatasetItem {
        let path = indexPath(ofFlat: i)!
        return sections[path.section].items[path.item]
    }

    /// The same items in order, cut into the same sections (titles and
    /// metrics kept) at the flat indices `starts`.
    ///
    /// - Complexity: O(n).
    func regrouped(startingAt starts: [Int]) -> Dataset {
        let items = sections.flatMap(\.items)
        var regrouped: [DatasetSection] = []
        for (s, start) in starts.enumerated() {
            let end = s + 1 < starts.count ? starts[s + 1] : items.count
            let template = s < sections.count ? sections[s] : DatasetSection(items: [])
            let range = min(start, items.count)..<min(max(start, end), items.count)
            regrouped.append(DatasetSection(title: template.title, items: Array(items[range]), metrics: template.metrics))
        }
        var data = Dataset(sections: regrouped, source: source)
        data.insertedCount = insertedCount
        return data
    }
}
