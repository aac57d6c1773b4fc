@testable import CollectionLayout
import Testing

/// `SectionList`: a dataset's sections in shared chunks, with the running
/// item counts that give each section's start. After any chain of batches
/// and direct writes the starts, flat positions and index paths must be
/// those of a dataset made fresh from the same sections.
@Suite struct SectionListTests {
    /// Sections of 0 to 6 items (a third of them empty), enough of them to
    /// fill several chunks of sections.
    static func randomSections(count: Int, tag: String, using random: inout SeededRandom) -> [DatasetSection] {
        (0..<count).map { s in
            let items = random.int(in: 0...2) == 0 ? 0 : random.int(in: 1...6)
            return DatasetSection(title: "\(tag)\(s)", items: (0..<items).map { DatasetItem(title: "\(tag)\(s).\($0)") })
        }
    }

    /// Each section's start counted item by item, and the index path of
    /// each flat index found by walking the sections.
    static func expectedPositions(_ sections: [DatasetSection]) -> (starts: [Int], paths: [IndexPath]) {
        var starts: [Int] = [], paths: [IndexPath] = []
        for (s, section) in sections.enumerated() {
            starts.append(paths.count)
            for k in 0..<section.items.count { paths.append(IndexPath(item: k, section: s)) }
        }
        return (starts, paths)
    }

    /// Checks `data` against a dataset made by `init` from the same sections
    /// and against the positions counted by hand.
    static func check(_ data: Dataset, _ context: String) {
        let sections = Array(data.sections)
        let fresh = Dataset(sections: sections, source: data.source)
        let (starts, paths) = expectedPositions(sections)
        let consistent = data.sections.isConsistent
        #expect(consistent, "\(context)")
        #expect(data.sections.count == sections.count && data.itemCount == paths.count, "\(context)")
        #expect(Array(data.sectionStarts) == starts && Array(fresh.sectionStarts) == starts, "\(context)")
        #expect(data.sectionStarts == fresh.sectionStarts && data.sectionStarts == SectionStarts(starts), "\(context)")
        for (i, path) in paths.enumerated() where data.indexPath(ofFlat: i) != path || data.flatIndex(of: path) != i {
            Issue.record("\(context): flat \(i) is \(path), found \(String(describing: data.indexPath(ofFlat: i)))")
            break
        }
        for s in sections.indices where data.flatIndex(of: IndexPath(item: 0, section: s)) != starts[s] {
            Issue.record("\(context): section \(s) starts at \(starts[s])")
            break
        }
        #expect(data.indexPath(ofFlat: paths.count) == nil && data.indexPath(ofFlat: -1) == nil, "\(context)")
        #expect(data.sections == SectionList(sections), "\(context)")
        // The map that lends each section from its chunk reads them all, in order.
        #expect(data.sections.map { "\($0.title ?? "-")/\($0.items.count)" }
                == sections.map { "\($0.title ?? "-")/\($0.items.count)" }, "\(context)")
    }

    @Test func chainedBatchesAndWritesKeepTheStartsOfAFreshDataset() throws {
        var random = SeededRandom(seed: 21)
        for round in 0..<12 {
            var data = Dataset(sections: Self.randomSections(count: random.int(in: 0...900), tag: "r\(round)s",
                                                             using: &random))
            Self.check(data, "round \(round) made")
            for step in 0..<16 {
                let context = "round \(round) step \(step)"
                let before = Array(data.sections)
                switch random.int(in: 0...5) {
                case 0...2:
                    let batch = BatchUpdateTests.randomBatch(oldCount: data.itemCount, using: &random)
                    let result = try batch.apply(to: data)
                    // The mapping's starts are the ones a fresh dataset has on either side.
                    let old = Self.expectedPositions(before).starts, new = Self.expectedPositions(Array(result.dataset.sections)).starts
                    #expect(result.mapping == (try batch.mapping(oldCount: data.itemCount, oldSectionStarts: SectionStarts(old),
                                                                 newSectionStarts: SectionStarts(new))), "\(context): \(batch)")
                    #expect(Array(data.sections) == before, "\(context): the data before the batch changed")
                    data = result.dataset
                case 3:
                    // Whole sections inserted, removed or replaced.
                    let lo = random.int(in: 0...data.sections.count), hi = random.int(in: lo...min(data.sections.count, lo + 300))
                    let new = Self.randomSections(count: random.int(in: 0...600), tag: "w\(step)s", using: &random)
                    data.sections.replaceSubrange(lo..<hi, with: new)
                case 4 where !data.sections.isEmpty:
                    // A section's items written directly, growing, shrinking or emptied.
                    let s = random.int(in: 0...data.sections.count - 1)
                    switch random.int(in: 0...2) {
                    case 0: data.sections[s].items.append(contentsOf: (0..<random.int(in: 1...5)).map { DatasetItem(title: "+\($0)") })
                    case 1: data.sections[s].items.removeAll()
                    default: data.sections[s] = DatasetSection(title: "set", items: [DatasetItem(title: "one")])
                    }
                default:
                    data.sections.append(DatasetSection(title: "tail", items: [DatasetItem(title: "t")]))
                    if random.int(in: 0...1) == 0, !data.sections.isEmpty { data.sections.remove(at: 0) }
                }
                Self.check(data, context)
            }
        }
    }

    @Test func startsOfSectionsWrittenOneByOneAndEmptyLists() {
        var list = SectionList()
        #expect(list.isEmpty && list.itemCount == 0 && SectionStarts(list).isEmpty)
        #expect(list.indexPath(ofFlat: 3) == IndexPath(item: 3, section: 0))
        #expect(list.indexPath(ofFlat: -1) == IndexPath(item: -1, section: 0))
        for s in 0..<1200 { list.append(DatasetSection(items: Array(repeating: DatasetItem(), count: s % 3))) }
        #expect(list.isConsistent && list.chunkCount > 2 && list.count == 1200 && list.itemCount == 1200)
        // Sections 0, 3, 6… are empty: the flat index at a start belongs to the next non-empty section.
        #expect(list.indexPath(ofFlat: 0) == IndexPath(item: 0, section: 1))
        #expect(list.indexPath(ofFlat: 1199) == IndexPath(item: 1, section: 1199))
        #expect(list.firstItem(ofSection: 1200) == 1200 && list.firstItem(ofSection: 600) == 600)
        #expect(list.indexPath(ofFlat: -2) == IndexPath(item: -2, section: 0))
        #expect(list.indexPath(ofFlat: 1201) == IndexPath(item: 3, section: 1199))
        // The same answers from the starts written out as an array.
        let starts = SectionStarts(Array(SectionStarts(list)))
        #expect([-2, 0, 1, 5, 600, 1199, 1201].allSatisfy { starts.indexPath(ofFlat: $0) == list.indexPath(ofFlat: $0) })
        list.removeAll()
        #expect(list.isEmpty && list.isConsistent && list.itemCount == 0)
    }
}
