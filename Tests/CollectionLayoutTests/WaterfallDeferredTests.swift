import CollectionLayout
import Testing

/// After a batch the waterfall places only what queries ask for, and
/// every answer is still exactly a fresh prepare's: asked in any order,
/// some elements before others, after chains of batches where the next
/// one may come before anything past the placed items was asked (an item
/// carried slot after slot).
@Suite struct WaterfallDeferredTests {
    /// Configurations with their viewports: sections with their own
    /// columns, headers and footers; no margins; columns with no room, so
    /// that every item is zero high.
    static let configurations: [([String], Size)] = [
        ([], Size(width: 800, height: 600)),
        (["headerHeight=30", "footerHeight=20", "columns=3"], Size(width: 800, height: 600)),
        (["columns=2", "rowMargin=0", "insets=0,0,0,0", "headerHeight=12.5"], Size(width: 640, height: 400)),
        (["columns=4", "rowMargin=0", "footerHeight=8"], Size(width: 15, height: 300)),
    ]

    /// A batch near the start, near the end, anywhere, or a carry's step.
    static func batch(oldCount n: Int, using random: inout SeededRandom) -> BatchUpdate {
        guard n >= 4 else { return BatchUpdateTests.randomBatch(oldCount: n, using: &random) }
        switch random.int(in: 0...4) {
        case 0: return BatchUpdate([.move(from: random.int(in: 0...3), to: random.int(in: 0...3))])
        case 1: return BatchUpdate([.delete(n - 1 - random.int(in: 0...3)), .insert(n - 1 - random.int(in: 0...3))])
        case 2: return BatchUpdate([.insert(random.int(in: 0...2)), .delete(random.int(in: 0...2))])
        default: return WaterfallUpdateTests.batch(oldCount: n, using: &random)
        }
    }

    /// The data after `result` with its sections' bounds moved elsewhere
    /// (an undo's), and the mapping that says so; or the batch's own.
    static func regrouped(_ result: BatchUpdate.Result, from data: Dataset,
                          using random: inout SeededRandom) -> (Dataset, UpdateMapping) {
        let sections = result.dataset.sections, count = result.dataset.itemCount
        guard sections.count > 1 else { return (result.dataset, result.mapping) }
        let cuts = [0] + (1..<sections.count).map { _ in random.int(in: 0...count) }.sorted() + [count]
        let items = sections.flatMap(\.items)
        let regrouped = Dataset(sections: sections.indices.map { s in
            DatasetSection(title: sections[s].title, items: Array(items[cuts[s]..<cuts[s + 1]]), metrics: sections[s].metrics)
        })
        return (regrouped, result.mapping.withSectionStarts(old: data.sectionStarts, new: regrouped.sectionStarts))
    }

    /// Asks `layout` and `fresh` the same random questions in a random
    /// order (rects anywhere, rects ending exactly on an item's top or
    /// bottom, items, headers, footers) and expects the same answers.
    static func expectSameAnswers(_ layout: WaterfallLayout, _ fresh: WaterfallLayout, data: Dataset, questions: Int,
                                  context: String, using random: inout SeededRandom) {
        let count = data.itemCount, height = fresh.contentSize.height, viewport = fresh.viewport
        for q in 0..<questions {
            let where_ = "\(context), question \(q)"
            switch random.int(in: 0...5) {
            case 0, 1:
                let y = random.double(in: 0...max(0, height)), h = random.int(in: 0...3) == 0 ? 0 : viewport.height
                let rect = Rect(x: random.double(in: -20...20), y: y, width: viewport.width, height: h)
                #expect(layout.elements(in: rect, offset: .zero) == fresh.elements(in: rect, offset: .zero),
                        "\(where_): rect \(rect)")
            case 2 where count > 0:
                // A rect whose bottom is exactly an item's top or bottom.
                let frame = fresh.frame(ofItem: random.int(in: 0...count - 1))
                let edge = random.int(in: 0...1) == 0 ? frame.minY : frame.maxY
                let reach = random.double(in: 0...viewport.height)
                let rect = Rect(x: 0, y: edge - reach, width: viewport.width, height: reach)
                #expect(layout.elements(in: rect, offset: .zero) == fresh.elements(in: rect, offset: .zero),
                        "\(where_): rect \(rect) ending on an edge")
            case 3 where count > 0:
                let path = data.indexPath(ofFlat: random.int(in: 0...count - 1))!
                #expect(layout.attributesForItem(at: path, offset: .zero) == fresh.attributesForItem(at: path, offset: .zero),
                        "\(where_): item \(path)")
            case 4:
                let section = random.int(in: -1...data.sections.count)
                for category in [ElementCategory.header, .footer] {
                    #expect(layout.attributesForSupplementary(category, section: section)
                                == fresh.attributesForSupplementary(category, section: section),
                            "\(where_): \(category) of section \(section)")
                }
            default:
                #expect(layout.estimatedContentSize.width == fresh.contentSize.width, "\(where_): width")
            }
        }
    }

    @Test(arguments: 0..<configurations.count)
    func randomQuestionsAfterEveryBatchEqualAFreshPrepare(configuration: Int) throws {
        let (assignments, viewport) = Self.configurations[configuration]
        var random = SeededRandom(seed: 0x1A2E_0000 + UInt64(configuration))
        for round in 0..<6 {
            let n = round % 3 == 0 ? random.int(in: 0...40) : random.int(in: 1_100...2_500)
            var data = WaterfallUpdateTests.dataset(count: n, wholeHeights: round % 2 == 0, using: &random)
            var layout = try WaterfallLayout(assignments: assignments)
            layout.prepare(data.context(viewport: viewport))
            var before = layout
            for step in 0..<10 {
                let batch = Self.batch(oldCount: data.itemCount, using: &random)
                let result = try batch.apply(to: data)
                let (newData, mapping) = random.int(in: 0...5) == 0
                    ? Self.regrouped(result, from: data, using: &random) : (result.dataset, result.mapping)
                let update = LayoutUpdate(dataset: newData, mapping: mapping, viewport: viewport)
                let next = try WaterfallLayout(assignments: assignments)
                let context = "\(assignments) round \(round) step \(step): \(batch) on \(data.itemCount)"
                #expect(next.prepare(updating: layout, with: update), "\(context): fell back to a fresh prepare")
                let fresh = try WaterfallLayout(assignments: assignments)
                fresh.prepare(update.context)
                // A carry's step: the next batch comes before anything
                // but the top is asked; else questions in random order,
                // sometimes down to the exact content size.
                let carry = random.int(in: 0...2) == 0
                Self.expectSameAnswers(next, fresh, data: newData, questions: carry ? 1 : 12, context: context,
                                       using: &random)
                if !carry, random.int(in: 0...3) == 0 {
                    #expect(next.contentSize == fresh.contentSize, "\(context): content size")
                    #expect(next.columnBottoms == fresh.columnBottoms, "\(context): column bottoms")
                }
                // The layout before the batch answers as it did.
                Self.expectSameAnswers(layout, before, data: data, questions: 3, context: "\(context), before",
                                       using: &random)
                (layout, before, data) = (next, fresh, newData)
            }
            IncrementalUpdateTests.expectSame(layout, before, data: data, context: "\(assignments) round \(round)",
                                              using: &random)
        }
    }

    /// `count` items of varied picture sizes in one section.
    static func pictures(count: Int) -> Dataset {
        Dataset(sections: [DatasetSection(items: (0..<count).map {
            DatasetItem(size: Size(width: 100, height: Double(40 + ($0 * 37) % 200)), title: "Item \($0)")
        })])
    }

    /// A move near the top of 200,000 items, then an item carried slot
    /// after slot, places only the items in view: the rest waits until
    /// something asks, and then is exactly where a fresh prepare puts it.
    @Test func aCarryNearTheTopPlacesOnlyWhatIsInView() throws {
        let viewport = Size(width: 800, height: 600), n = 200_000
        var data = Self.pictures(count: n)
        var layout = try WaterfallLayout(assignments: [])
        layout.prepare(data.context(viewport: viewport))
        #expect(layout.placedItemCount == n)
        for slot in 10..<30 {
            let result = try BatchUpdate([.move(from: slot, to: slot + 1)]).apply(to: data)
            let next = try WaterfallLayout(assignments: [])
            #expect(next.prepare(updating: layout, with: LayoutUpdate(result, viewport: viewport)))
            #expect(next.placedItemCount == slot, "slot \(slot): placed \(next.placedItemCount) before any question")
            let shown = next.elements(in: Rect(origin: .zero, size: viewport), offset: .zero)
            #expect(!shown.isEmpty)
            _ = next.estimatedContentSize
            // What fills the view and a little more, not the 200,000.
            #expect(next.placedItemCount < 200, "slot \(slot): placed \(next.placedItemCount) for one view")
            (layout, data) = (next, result.dataset)
        }
        let fresh = try WaterfallLayout(assignments: [])
        fresh.prepare(data.context(viewport: viewport))
        #expect(layout.frame(ofItem: n - 1) == fresh.frame(ofItem: n - 1))
        #expect(layout.placedItemCount == n)
        #expect(layout.contentSize == fresh.contentSize)
    }

    /// The offset that keeps a person's place after a batch (the view's
    /// first item held still, clamped to the new content) is a fresh
    /// layout's, and after a delete near the top it is found without
    /// placing more than the view: near the end, where the clamp bites,
    /// as much as it takes.
    @Test func theAnchoredOffsetIsExactWithoutPlacingTheRest() throws {
        let viewport = Size(width: 800, height: 600), n = 200_000
        let data = Self.pictures(count: n)
        let layout = try WaterfallLayout(assignments: [])
        layout.prepare(data.context(viewport: viewport))
        let end = layout.maximumContentOffset(viewport: viewport).y
        let cases: [([BatchUpdate.Operation], Double)] = [
            ([.delete(5)], 900), ([.delete(5), .insert(40)], 2_000), ([.delete(5)], end),
            ((n - 30..<n).map { .delete($0) }, end), ([.insert(n - 2)], end - 3),
        ]
        for (operations, y) in cases {
            let result = try BatchUpdate(operations).apply(to: data)
            let next = try WaterfallLayout(assignments: [])
            #expect(next.prepare(updating: layout, with: LayoutUpdate(result, viewport: viewport)))
            let fresh = try WaterfallLayout(assignments: [])
            fresh.prepare(result.dataset.context(viewport: viewport))
            let old = Point(x: 0, y: y)
            let anchored = UpdateAnimator.anchoredOffset(old: layout, oldOffset: old, new: next, mapping: result.mapping,
                                                         viewport: viewport)
            let expected = UpdateAnimator.anchoredOffset(old: layout, oldOffset: old, new: fresh,
                                                         mapping: result.mapping, viewport: viewport)
            #expect(anchored == expected, "\(operations) at \(y)")
            if y < 5_000 { #expect(next.placedItemCount < 400, "\(operations) at \(y): placed \(next.placedItemCount)") }
        }
    }

    @Test(arguments: 0..<configurations.count)
    func theEstimateStaysWithinItsBoundAndSlicesFinishExactly(configuration: Int) throws {
        let (assignments, viewport) = Self.configurations[configuration]
        var random = SeededRandom(seed: 0x1A2E_1000 + UInt64(configuration))
        for round in 0..<5 {
            var data = WaterfallUpdateTests.dataset(count: random.int(in: 200...1_500), wholeHeights: round % 2 == 0,
                                                    using: &random)
            var layout = try WaterfallLayout(assignments: assignments)
            layout.prepare(data.context(viewport: viewport))
            var tallest = Self.tallestItem(in: data, of: layout)
            for step in 0..<8 {
                let batch = Self.batch(oldCount: data.itemCount, using: &random)
                let result = try batch.apply(to: data)
                let next = try WaterfallLayout(assignments: assignments)
                #expect(next.prepare(updating: layout, with: LayoutUpdate(result, viewport: viewport)))
                let fresh = try WaterfallLayout(assignments: assignments)
                fresh.prepare(result.dataset.context(viewport: viewport))
                tallest = max(tallest, Self.tallestItem(in: result.dataset, of: fresh))
                // Every section may have changed since the layout was last exact.
                let bound = Double(data.sections.count) * (tallest + 2 * fresh.rowMargin) + 1e-6
                let context = "\(assignments) round \(round) step \(step): \(batch)"
                let exact = fresh.contentSize.height
                #expect(abs(next.estimatedContentSize.height - exact) <= bound,
                        "\(context): estimate \(next.estimatedContentSize.height), exact \(exact), bound \(bound)")
                _ = next.elements(in: Rect(x: 0, y: random.double(in: 0...exact), width: viewport.width,
                                           height: viewport.height), offset: .zero)
                #expect(abs(next.estimatedContentSize.height - exact) <= bound, "\(context): after a question")
                if random.int(in: 0...2) == 0 {
                    // Idle slices, as the app runs them, end where a fresh prepare is.
                    var slices = 0
                    while !next.finishDeferredWork(itemBudget: random.int(in: 1...400)) { slices += 1 }
                    #expect(next.placedItemCount == result.dataset.itemCount)
                    #expect(next.estimatedContentSize == fresh.contentSize, "\(context): after \(slices) slices")
                    IncrementalUpdateTests.expectSame(next, fresh, data: result.dataset, context: context,
                                                      using: &random)
                }
                (layout, data) = (next, result.dataset)
            }
        }
    }

    /// The tallest item of `data` in `layout`'s columns (each section's width).
    static func tallestItem(in data: Dataset, of layout: WaterfallLayout) -> Double {
        var tallest = 0.0
        for section in data.sections.indices {
            let c = data.sections[section].metrics.columns ?? layout.columnCount
            let width = layout.columnWidth(columns: min(SectionMetrics.maximumColumns, max(1, c)))
            for item in data.sections[section].items {
                tallest = max(tallest, WaterfallLayout.itemHeight(item.metrics, columnWidth: width))
            }
        }
        return tallest
    }

    /// Layouts that defer nothing: the estimate is the content size and
    /// nothing is left to finish.
    @Test func otherLayoutsDeferNothing() throws {
        let data = Dataset.placeholder(count: 30)
        for id in LayoutRegistry.ids {
            let layout = try LayoutRegistry.make(id, assignments: [])
            layout.prepare(data.context(viewport: Size(width: 800, height: 600)))
            #expect(layout.estimatedContentSize == layout.contentSize, "\(id)")
            #expect(layout.finishDeferredWork(itemBudget: 1), "\(id)")
        }
        let waterfall = try WaterfallLayout(assignments: [])
        waterfall.prepare(data.context(viewport: Size(width: 800, height: 600)))
        #expect(waterfall.finishDeferredWork(itemBudget: 0))
        #expect(waterfall.estimatedContentSize == waterfall.contentSize)
    }
}
