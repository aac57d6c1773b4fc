@testable import CollectionLayout
import Testing

/// `BatchUpdate.apply(to:)` splicing only the sections a batch names: the
/// same data as when every item was copied into new arrays (identities,
/// numbers, sections), with the untouched chunks of items shared.
@Suite struct BatchUpdateSharingTests {
    /// The batch applied as it was before items were kept in chunks: every
    /// item copied, run by run, into new arrays, then every item of the new
    /// data read to number the unnumbered ones. Returns the sections' items.
    static func applyByCopying(_ batch: BatchUpdate, to dataset: Dataset) throws -> [[DatasetItem]] {
        let old = dataset.sections.flatMap { Array($0.items) }
        let oldStarts = dataset.sectionStarts
        let mapping = try batch.mapping(oldCount: old.count, oldSectionStarts: oldStarts)
        var number = dataset.insertedCount
        var inserted: [Int: DatasetItem] = [:]
        for case .insert(let j) in batch.operations {
            number += 1
            var item = old.isEmpty ? DatasetItem(title: "New \(number)") : old[min(j, old.count - 1)]
            item.explicitID = "new-\(number)"
            item.ordinal = -1
            inserted[j] = item
        }
        var sections = Array(repeating: [DatasetItem](), count: max(1, dataset.sections.count))
        var section = 0, o = 0
        for j in 0..<mapping.newCount {
            if let item = mapping.oldOfMoved[j].map({ old[$0] }) ?? inserted[j] {
                sections[section].append(item)
                continue
            }
            while mapping.claimedOld.contains(o) { o += 1 }
            section = mapping.oldIndexPath(flat: o).section
            sections[section].append(old[o])
            o += 1
        }
        var highest = -1, unnumbered = 0
        for item in sections.joined() {
            if item.ordinal < 0 { unnumbered += 1 } else { highest = max(highest, item.ordinal) }
        }
        if unnumbered > 0 {
            var next = highest + 1, position = 0
            for s in sections.indices {
                for i in sections[s].indices {
                    if sections[s][i].ordinal < 0 {
                        sections[s][i].ordinal = highest < 0 ? position : next
                        next += 1
                    }
                    position += 1
                }
            }
        }
        return sections
    }

    /// Random sections (some empty, one sometimes of several chunks), some
    /// items named, and sometimes items appended after the dataset was made
    /// (not numbered yet).
    static func randomDataset(using random: inout SeededRandom) -> Dataset {
        let sections = (0..<random.int(in: 0...5)).map { s in
            let count = random.int(in: 0...8) == 0 ? random.int(in: 1000...3000) : random.int(in: 0...40)
            return DatasetSection(title: "S\(s)", items: (0..<count).map { k in
                DatasetItem(title: "\(s)-\(k)", id: random.int(in: 0...9) == 0 ? "named-\(s)-\(k)" : nil)
            })
        }
        var dataset = Dataset(sections: sections)
        if !dataset.sections.isEmpty, random.int(in: 0...3) == 0 {
            let s = random.int(in: 0...dataset.sections.count - 1)
            dataset.sections[s].items.append(DatasetItem(title: "late-\(s)"))
        }
        return dataset
    }

    static func fields(_ item: DatasetItem) -> String {
        "\(item.title ?? "-")|\(item.explicitID ?? "-")|\(item.ordinal)|\(item.id?.description ?? "-")"
    }

    @Test func splicingGivesTheDataCopyingGave() throws {
        var random = SeededRandom(seed: 4)
        for round in 0..<120 {
            var dataset = Self.randomDataset(using: &random)
            for step in 0..<4 {
                let batch = BatchUpdateTests.randomBatch(oldCount: dataset.itemCount, using: &random)
                let context = "round \(round) step \(step): \(batch) on \(dataset.sections.map(\.items.count))"
                let before = dataset.sections.map { $0.items.map(Self.fields) }
                let expected = try Self.applyByCopying(batch, to: dataset)
                let result = try batch.apply(to: dataset)
                #expect(result.dataset.sections.map { $0.items.map(Self.fields) } == expected.map { $0.map(Self.fields) },
                        "\(context)")
                #expect(result.dataset.sections.map(\.title) == (dataset.sections.isEmpty ? [nil] : dataset.sections.map(\.title)),
                        "\(context)")
                #expect(result.dataset.insertedCount == dataset.insertedCount + batch.insertedIndices.count, "\(context)")
                var newStarts: [Int] = [], start = 0
                for items in expected {
                    newStarts.append(start)
                    start += items.count
                }
                #expect(Array(result.dataset.sectionStarts) == newStarts, "\(context)")
                #expect(result.mapping == (try batch.mapping(oldCount: dataset.itemCount, oldSectionStarts: dataset.sectionStarts,
                                                             newSectionStarts: SectionStarts(newStarts))), "\(context)")
                // The data before the batch is untouched by it.
                #expect(dataset.sections.map { $0.items.map(Self.fields) } == before, "\(context)")
                dataset = result.dataset
            }
        }
    }

    @Test func aBatchAtTwoHundredThousandItemsSharesEveryChunkItDoesNotTouch() throws {
        let data = Dataset.placeholder(count: 200_000)
        let old = data.sections[0].items
        #expect(old.chunkCount >= 190)
        // A reorder step in the middle: one chunk (or two, at a boundary) is new.
        let step = try BatchUpdate([.move(from: 100_000, to: 100_001)]).apply(to: data)
        #expect(step.dataset.sections[0].items.sharedChunkCount(with: old) >= old.chunkCount - 2)
        #expect(step.dataset.sections[0].items[100_001].id == ItemID(position: 100_000))
        // Three deletes and three inserts far apart: each touches a chunk or two.
        let spread = BatchUpdate([.delete(10), .delete(90_000), .delete(199_999),
                                  .insert(5), .insert(150_000), .insert(199_990)])
        let after = try spread.apply(to: data)
        #expect(after.dataset.sections[0].items.sharedChunkCount(with: old) >= old.chunkCount - 12)
        #expect(after.dataset.itemCount == 200_000)
        #expect(after.dataset.sections[0].items[150_000].id == ItemID("new-2"))
        // The old data kept its items.
        #expect(data.sections[0].items == old && data.sections[0].items[100_000].id == ItemID(position: 100_000))

        // 2,000 sections of 100: the sections a batch does not name keep their very chunks.
        let sectioned = Dataset(sections: (0..<2000).map { s in
            DatasetSection(title: "\(s)", items: (0..<100).map { DatasetItem(title: "\(s).\($0)") })
        })
        let moved = try BatchUpdate([.move(from: 100_050, to: 100_051), .delete(5)]).apply(to: sectioned)
        let untouched = (0..<2000).filter { s in
            let items = moved.dataset.sections[s].items
            return items.chunkCount == 1 && items.sharedChunkCount(with: sectioned.sections[s].items) == 1
        }
        #expect(untouched.count == 1998)
    }

    /// The tags' shape at a million items: 62,500 sections of 16.
    static let tags: Dataset = {
        let items = (0..<16).map { DatasetItem(title: "tag \($0)") }
        return Dataset(sections: (0..<62_500).map { DatasetSection(title: "\($0)", items: items) })
    }()

    @Test func aBatchAtSixtyTwoThousandSectionsSharesEverySectionChunkItDoesNotTouch() throws {
        let data = Self.tags, old = data.sections
        #expect(data.itemCount == 1_000_000 && old.chunkCount >= 240)
        let chunks = old.entries.map { ObjectIdentifier($0.chunk) }
        // A reorder step in the middle of the data: its section's chunk is new, every other one the same object.
        let step = try BatchUpdate([.move(from: 500_000, to: 500_001)]).apply(to: data)
        let touched = old.chunk(holding: 500_000 / 16)
        #expect(step.dataset.sections.chunkCount == old.chunkCount)
        let renewed = step.dataset.sections.entries.indices.filter {
            ObjectIdentifier(step.dataset.sections.entries[$0].chunk) != chunks[$0]
        }
        #expect(renewed == [touched])
        #expect(step.dataset.sections[31_250].items[1].id == ItemID(position: 500_000))
        // Items that change sections far apart: a delete near the front, an insert near the end, a move between them.
        let spread = try BatchUpdate([.delete(20), .insert(990_000), .move(from: 300_000, to: 700_000)]).apply(to: data)
        let spreadTouched = Set([20, 990_000, 300_000, 700_000].map { old.chunk(holding: $0 / 16) })
        #expect(spread.dataset.sections.sharedChunkCount(with: old) == old.chunkCount - spreadTouched.count)
        #expect(spread.dataset.sectionStarts[2] == 31 && spread.dataset.sectionStarts[43_751] == 43_751 * 16 - 1)
        #expect(spread.dataset.sectionStarts[62_499] == 62_499 * 16)
        #expect(spread.dataset.indexPath(ofFlat: 990_000) == IndexPath(item: 1, section: 61_875))
        #expect(spread.dataset.sections[61_875].items[1].id == ItemID("new-1"))
        // The data before the batches is untouched: its chunks, their sections and starts.
        #expect(data.sections.entries.map { ObjectIdentifier($0.chunk) } == chunks && data.sections.isConsistent)
        #expect(data.sectionStarts[62_499] == 62_499 * 16 && data.sections[31_250].items[0].id == ItemID(position: 500_000))
    }
}
