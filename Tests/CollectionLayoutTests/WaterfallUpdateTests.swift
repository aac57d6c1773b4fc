import CollectionLayout
import Testing

/// The waterfall after a batch, prepared from the layout before it, shows
/// exactly what a fresh `prepare` shows: with several sections asking for
/// their own columns, headers and footers, fractional and whole heights,
/// items without sizes, and more items than one storage chunk holds (so
/// that shared chunks and the cut one are both read). The layout before the
/// batch stays as it was.
@Suite struct WaterfallUpdateTests {
    static let viewport = Size(width: 800, height: 600)

    /// Item sizes: fractional heights, whole ones (the column width times a
    /// whole ratio), or none at all (a square), mixed.
    static func item(_ i: Int, wholeHeights: Bool, using random: inout SeededRandom) -> DatasetItem {
        switch random.int(in: 0...19) {
        case 0: return DatasetItem(title: "Item \(i)")
        case 1: return DatasetItem(size: Size(width: 0, height: 50), title: "Item \(i)")
        default:
            let size = wholeHeights
                ? Size(width: 100, height: Double(random.int(in: 1...6) * 50))
                : Size(width: random.double(in: 40...300), height: random.double(in: 40...300))
            return DatasetItem(size: size, title: "Item \(i)")
        }
    }

    /// `count` items cut into 1 to 4 sections, each asking for its own
    /// column count, header or footer height, or nothing.
    static func dataset(count n: Int, wholeHeights: Bool, using random: inout SeededRandom) -> Dataset {
        let items = (0..<n).map { item($0, wholeHeights: wholeHeights, using: &random) }
        let sectionCount = random.int(in: 1...4)
        var cuts = (0..<(sectionCount - 1)).map { _ in random.int(in: 0...n) }.sorted()
        cuts = [0] + cuts + [n]
        let sections = (0..<sectionCount).map { s in
            let metrics = SectionMetrics(columns: random.int(in: 0...2) == 0 ? nil : random.int(in: 1...4),
                                         headerHeight: random.int(in: 0...2) == 0 ? Double(random.int(in: 0...40)) : nil,
                                         footerHeight: random.int(in: 0...2) == 0 ? random.double(in: 0...30) : nil)
            return DatasetSection(title: "S\(s)", items: Array(items[cuts[s]..<cuts[s + 1]]), metrics: metrics)
        }
        return Dataset(sections: sections)
    }

    /// A batch as the app lands them: a random small one, a reorder
    /// preview's step (one item one slot on), or a move far away.
    static func batch(oldCount n: Int, using random: inout SeededRandom) -> BatchUpdate {
        guard n >= 2 else { return BatchUpdateTests.randomBatch(oldCount: n, using: &random) }
        switch random.int(in: 0...3) {
        case 0:
            let a = random.int(in: 0...n - 2)
            return BatchUpdate([.move(from: a, to: a + 1)])
        case 1: return BatchUpdate([.move(from: random.int(in: 0...n - 1), to: random.int(in: 0...n - 1))])
        default: return BatchUpdateTests.randomBatch(oldCount: n, using: &random)
        }
    }

    static let assignments: [[String]] = [
        [], ["headerHeight=30", "footerHeight=20"], ["columns=1"], ["columns=2", "rowMargin=0.3", "insets=7.5,3,11,4"],
        ["columns=3", "headerHeight=12.5", "columnMargin=0"],
    ]

    @Test(arguments: [false, true])
    func chainsOfBatchesEqualAFreshPrepare(wholeHeights: Bool) throws {
        var random = SeededRandom(seed: wholeHeights ? 0x3A7E_2001 : 0x3A7E_2002)
        for round in 0..<10 {
            let assignments = Self.assignments[round % Self.assignments.count]
            // Up to 3,000 items: past a storage chunk (1,024) in the flat
            // arrays and, with one or two columns, in the columns' too.
            let n = round % 3 == 0 ? random.int(in: 0...40) : random.int(in: 1_100...3_000)
            var data = Self.dataset(count: n, wholeHeights: wholeHeights, using: &random)
            var layout = try WaterfallLayout(assignments: assignments)
            layout.prepare(data.context(viewport: Self.viewport))
            for step in 0..<6 {
                let batch = Self.batch(oldCount: data.itemCount, using: &random)
                let result = try batch.apply(to: data)
                let update = LayoutUpdate(result, viewport: Self.viewport)
                let next = try WaterfallLayout(assignments: assignments)
                let context = "\(assignments) whole \(wholeHeights) round \(round) step \(step): \(batch) on \(data.itemCount)"
                #expect(next.prepare(updating: layout, with: update), "\(context): fell back to a fresh prepare")
                let fresh = try WaterfallLayout(assignments: assignments)
                fresh.prepare(update.context)
                IncrementalUpdateTests.expectSame(next, fresh, data: result.dataset, context: context, using: &random)
                // The layout before the batch, whose storage the new one shares, is untouched.
                let before = try WaterfallLayout(assignments: assignments)
                before.prepare(data.context(viewport: Self.viewport))
                IncrementalUpdateTests.expectSame(layout, before, data: data, context: "\(context), before",
                                                  using: &random)
                layout = next
                data = result.dataset
            }
        }
    }

    /// Data cut into sections elsewhere than the batch alone cuts it (an
    /// undo restores its sections' bounds): the items between a bound's old
    /// and new place change sections, and with them their columns' width.
    @Test func sectionsCutElsewhereArePlacedFromTheFirstMovedBound() throws {
        var random = SeededRandom(seed: 0x3A7E_2003)
        for round in 0..<30 {
            let data = Self.dataset(count: random.int(in: 20...1_500), wholeHeights: round % 2 == 0, using: &random)
            let layout = try WaterfallLayout(assignments: ["columns=3", "headerHeight=10"])
            layout.prepare(data.context(viewport: Self.viewport))
            let batch = Self.batch(oldCount: data.itemCount, using: &random)
            let result = try batch.apply(to: data)
            let count = result.dataset.itemCount, sections = result.dataset.sections
            let cuts = [0] + (1..<sections.count).map { _ in random.int(in: 0...count) }.sorted() + [count]
            let items = sections.flatMap(\.items)
            let regrouped = Dataset(sections: sections.indices.map { s in
                DatasetSection(title: sections[s].title, items: Array(items[cuts[s]..<cuts[s + 1]]),
                               metrics: sections[s].metrics)
            })
            let mapping = result.mapping.withSectionStarts(old: data.sectionStarts, new: regrouped.sectionStarts)
            let update = LayoutUpdate(dataset: regrouped, mapping: mapping, viewport: Self.viewport)
            let next = try WaterfallLayout(assignments: ["columns=3", "headerHeight=10"])
            let context = "round \(round): \(batch), sections at \(regrouped.sectionStarts)"
            #expect(next.prepare(updating: layout, with: update), "\(context): fell back to a fresh prepare")
            let fresh = try WaterfallLayout(assignments: ["columns=3", "headerHeight=10"])
            fresh.prepare(update.context)
            IncrementalUpdateTests.expectSame(next, fresh, data: regrouped, context: context, using: &random)
        }
    }

    /// A batch for other data than the layout shows (another item count)
    /// is refused, so that the caller prepares afresh.
    @Test func aMappingOfAnotherItemCountIsRefused() throws {
        let data = Dataset.placeholder(count: 10)
        let layout = try WaterfallLayout(assignments: [])
        layout.prepare(data.context(viewport: Self.viewport))
        let other = try BatchUpdate([.insert(0)]).apply(to: Dataset.placeholder(count: 12))
        let next = try WaterfallLayout(assignments: [])
        #expect(!next.prepare(updating: layout, with: LayoutUpdate(other, viewport: Self.viewport)))
        let fits = try BatchUpdate([.insert(0)]).apply(to: data)
        #expect(next.prepare(updating: layout, with: LayoutUpdate(fits, viewport: Self.viewport)))
    }
}
