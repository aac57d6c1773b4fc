extension BatchUpdate {
    /// A dataset after a batch, and where its items went.
    public struct Result: Hashable, Sendable {
        /// The updated dataset.
        public var dataset: Dataset
        /// Old flat index to new and back.
        public var mapping: UpdateMapping
    }

    /// Checks the batch against `oldCount` items and works out where every
    /// item goes, by UIKit's rules: each old index is deleted or moved at most
    /// once, each new index is inserted at or moved to at most once, all in
    /// range; the unmoved survivors fill the remaining new indices in order.
    ///
    /// - Throws: `BatchUpdateError` naming the first offending operation.
    /// - Complexity: O(b log b) for b operations, whatever the number of items.
    public func mapping(oldCount: Int, oldSectionStarts: SectionStarts = [0],
                        newSectionStarts: SectionStarts = [0]) throws(BatchUpdateError) -> UpdateMapping {
        let newCount = newCount(fromOldCount: oldCount)
        var oldUse: [Int: Operation] = [:]
        var newUse: [Int: Operation] = [:]
        func claimOld(_ i: Int, by op: Operation) throws(BatchUpdateError) {
            guard i < oldCount else {
                throw BatchUpdateError("'\(op)': index \(i) is out of range (\(Self.range(oldCount)) before the update)")
            }
            if let other = oldUse[i] { throw BatchUpdateError("'\(op)': item \(i) is already used by '\(other)'") }
            oldUse[i] = op
        }
        func claimNew(_ j: Int, by op: Operation) throws(BatchUpdateError) {
            guard j < newCount else {
                throw BatchUpdateError("'\(op)': new index \(j) is out of range (\(Self.range(newCount)) after the update)")
            }
            if let other = newUse[j] { throw BatchUpdateError("'\(op)': new index \(j) is already used by '\(other)'") }
            newUse[j] = op
        }
        for op in operations {
            switch op {
            case .delete(let i): try claimOld(i, by: op)
            case .insert(let j): try claimNew(j, by: op)
            case .move(let a, let b):
                try claimOld(a, by: op)
                try claimNew(b, by: op)
            }
        }
        var deleted: [Int] = [], inserted: [Int] = [], moves: [(from: Int, to: Int)] = []
        for op in operations {
            switch op {
            case .delete(let i): deleted.append(i)
            case .insert(let j): inserted.append(j)
            case .move(let a, let b): moves.append((a, b))
            }
        }
        return UpdateMapping(oldCount: oldCount, deleted: deleted, inserted: inserted, moves: moves,
                             oldSectionStarts: oldSectionStarts, newSectionStarts: newSectionStarts)
    }

    /// Applies the batch to `dataset`. Survivors keep their identity; an
    /// inserted item is a copy of the item that was at its index before the
    /// update (the last item when past the end; a titled placeholder when
    /// the dataset was empty), named `new-1`, `new-2`… in the order the
    /// inserts are given, counting on from the dataset's earlier batches
    /// (`Dataset.insertedCount`). See `BatchUpdate` for sections.
    ///
    /// The new dataset starts as a copy of the old one's sections and only
    /// the sections the batch names change: each deleted or moved item is
    /// removed from its section, then each inserted or moved item put in at
    /// its new index. Sections keep their items in an `ItemList` and the
    /// dataset its sections in a `SectionList`, so every chunk of items and
    /// every chunk of sections a change does not touch is shared with the
    /// old data, and the sections' starts are running counts kept per chunk,
    /// not written out per section.
    /// The inserted items are numbered as `Dataset.init(sections:source:)`
    /// would number them, here, when the old data's highest number is known
    /// (every dataset made by `init` or a batch, until its `sections` are
    /// written) and no deleted item holds it; else the new dataset is made
    /// by that init.
    ///
    /// - Throws: `BatchUpdateError` for an invalid batch (see `mapping(oldCount:)`).
    /// - Complexity: O(b log b + b·(log s + B + n/B + C + s/C)) for b
    ///   operations, n items in chunks of B = 1,024 (see `ItemList`) and s
    ///   sections in chunks of C = 256 (see `SectionList`): no item or
    ///   section the batch does not name is read or copied. O(s + n/B)
    ///   more when the new dataset is made by `Dataset.init(sections:source:)`.
    public func apply(to dataset: Dataset) throws(BatchUpdateError) -> Result {
        let oldCount = dataset.itemCount
        let oldStarts = dataset.sectionStarts
        let flatMapping = try mapping(oldCount: oldCount, oldSectionStarts: oldStarts)
        // The item at old flat index `o`, found by a binary search over the sections' starts.
        func old(_ o: Int) -> DatasetItem {
            let path = flatMapping.oldIndexPath(flat: o)
            return dataset.sections[path.section].items[path.item]
        }
        var number = dataset.insertedCount
        var insertedItems: [Int: DatasetItem] = [:]
        for case .insert(let j) in operations {
            number += 1
            var item: DatasetItem
            if oldCount == 0 {
                item = DatasetItem(title: "New \(number)")
            } else {
                item = old(min(j, oldCount - 1))
            }
            item.explicitID = "new-\(number)"
            item.ordinal = -1
            insertedItems[j] = item
        }
        var newSections = dataset.sections
        if newSections.isEmpty { newSections = [DatasetSection(items: [])] }
        // The items that leave, from the last: the indices of those before stay valid.
        for o in flatMapping.claimedOld.sorted.reversed() {
            let path = flatMapping.oldIndexPath(flat: o)
            newSections[path.section].items.remove(at: path.item)
        }
        // An inserted or moved item joins the section of the unclaimed item
        // before it in the new order (the first section when none is).
        let claimedNew = flatMapping.claimedNew.sorted
        var joining: [Int] = []
        joining.reserveCapacity(claimedNew.count)
        for (k, j) in claimedNew.enumerated() {
            let freeBefore = j - k
            joining.append(freeBefore == 0
                ? 0 : flatMapping.oldIndexPath(flat: flatMapping.claimedOld.freeIndex(rank: freeBefore - 1)).section)
        }
        // When every old item is numbered, the highest number is known and no
        // item holding it leaves, the inserted items are numbered here, in
        // new order, as a fresh dataset numbers them (on from the highest;
        // by position when there were no items), and the new dataset need
        // not look at the others.
        var highest = dataset.highestOrdinal.value
        if let h = highest, flatMapping.deleted.contains(where: { old($0).ordinal == h }) { highest = nil }
        var next = (highest ?? -1) + 1
        // The items that arrive, in new order: every item before each one
        // is in place by then, and none after it is in a section before
        // its own, so its section's start in the list is already its new one.
        for (k, j) in claimedNew.enumerated() {
            var item: DatasetItem
            if let o = flatMapping.oldOfMoved[j] {
                item = old(o)
            } else {
                item = insertedItems[j]!
                if highest != nil {
                    item.ordinal = oldCount == 0 ? j : next
                    next += 1
                }
            }
            let s = joining[k]
            newSections[s].items.insert(item, at: j - newSections.firstItem(ofSection: s))
        }
        var updated: Dataset
        if highest != nil {
            updated = Dataset(numbered: newSections, source: dataset.source,
                              highest: oldCount == 0 ? flatMapping.newCount - 1 : next - 1)
        } else {
            updated = Dataset(sections: newSections, source: dataset.source)
        }
        updated.insertedCount = number
        let mapping = flatMapping.withSectionStarts(old: oldStarts, new: updated.sectionStarts)
        return Result(dataset: updated, mapping: mapping)
    }

    private static func range(_ count: Int) -> String {
        count == 0 ? "no items" : count == 1 ? "1 item, index 0" : "\(count) items, 0…\(count - 1)"
    }
}
