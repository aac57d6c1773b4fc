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
    public func mapping(oldCount: Int, oldSectionStarts: [Int] = [0],
                        newSectionStarts: [Int] = [0]) throws(BatchUpdateError) -> UpdateMapping {
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
    /// - Throws: `BatchUpdateError` for an invalid batch (see `mapping(oldCount:)`).
    /// - Complexity: O(n + b log b); the new dataset shares every item's
    ///   fields with the old one, and the items between the indices the
    ///   batch names are copied a run at a time (one retain each, no test).
    public func apply(to dataset: Dataset) throws(BatchUpdateError) -> Result {
        let oldCount = dataset.itemCount
        let oldStarts = dataset.sectionStarts
        let flatMapping = try mapping(oldCount: oldCount, oldSectionStarts: oldStarts)
        // The item at old flat index `o` (no flat copy of the sections).
        func old(_ o: Int) -> DatasetItem {
            let path = dataset.indexPath(ofFlat: o)!
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
        var newSections = dataset.sections.map { DatasetSection(title: $0.title, items: [], metrics: $0.metrics) }
        if newSections.isEmpty { newSections = [DatasetSection(items: [])] }
        // Room for each section's items and every insert: one allocation a section.
        for s in dataset.sections.indices {
            newSections[s].items.reserveCapacity(dataset.sections[s].items.count + operations.count)
        }
        // New indices in order: a claimed one takes its moved or inserted
        // item (and stays in the section of the item before it); the free
        // ones between take the unclaimed old items in order (and their
        // sections), copied a run at a time.
        let claimedOld = flatMapping.claimedOld.sorted, claimedNew = flatMapping.claimedNew.sorted
        var nextClaimedOld = 0, nextClaimedNew = 0, o = 0
        var section = 0
        var oldSection = 0
        var j = 0
        while j < flatMapping.newCount {
            if nextClaimedNew < claimedNew.count, claimedNew[nextClaimedNew] == j {
                nextClaimedNew += 1
                let item = flatMapping.oldOfMoved[j].map(old) ?? insertedItems[j]!
                newSections[section].items.append(item)
                j += 1
                continue
            }
            while nextClaimedOld < claimedOld.count, claimedOld[nextClaimedOld] == o {
                nextClaimedOld += 1
                o += 1
            }
            while oldSection + 1 < oldStarts.count, oldStarts[oldSection + 1] <= o { oldSection += 1 }
            section = oldSection
            // Up to the next claimed index on either side, or the old section's end.
            let sectionEnd = oldSection + 1 < oldStarts.count ? oldStarts[oldSection + 1] : oldCount
            let nextNew = nextClaimedNew < claimedNew.count ? claimedNew[nextClaimedNew] : flatMapping.newCount
            let nextOld = nextClaimedOld < claimedOld.count ? claimedOld[nextClaimedOld] : oldCount
            let length = min(nextNew - j, nextOld - o, sectionEnd - o)
            let first = o - oldStarts[oldSection]
            newSections[section].items.append(contentsOf: dataset.sections[oldSection].items[first..<(first + length)])
            j += length
            o += length
        }
        var updated = Dataset(sections: newSections, source: dataset.source)
        updated.insertedCount = number
        let mapping = flatMapping.withSectionStarts(old: oldStarts, new: updated.sectionStarts)
        return Result(dataset: updated, mapping: mapping)
    }

    private static func range(_ count: Int) -> String {
        count == 0 ? "no items" : count == 1 ? "1 item, index 0" : "\(count) items, 0…\(count - 1)"
    }
}
