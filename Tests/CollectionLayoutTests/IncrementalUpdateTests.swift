import CollectionLayout
import Testing

/// A layout prepared from the previous one after a batch
/// (`prepare(updating:with:)`) shows exactly what a fresh `prepare` of the
/// new data shows, after any sequence of small batches; and the mapping,
/// which keeps only the indices a batch names, answers as the tables it
/// stands for.
@Suite struct IncrementalUpdateTests {
    static let viewport = Size(width: 800, height: 600)

    /// The layouts that take a batch as a change (the others are prepared afresh).
    static let incremental: Set<String> = ["cards", "stack", "carousel", "wheel", "ring", "springs", "waterfall", "flow", "compositional"]

    /// Old index to new by UIKit's rules, spelled out item by item (the
    /// mapping's tables before it kept only the batch).
    static func referenceTables(_ batch: BatchUpdate, oldCount: Int) -> (newOfOld: [Int], oldOfNew: [Int]) {
        let newCount = batch.newCount(fromOldCount: oldCount)
        var oldOfNew = [Int](repeating: -2, count: newCount), newOfOld = [Int](repeating: -1, count: oldCount)
        var stays = [Bool](repeating: true, count: oldCount)
        for op in batch.operations {
            switch op {
            case .delete(let i): stays[i] = false
            case .insert(let j): oldOfNew[j] = -1
            case .move(let a, let b):
                stays[a] = false
                oldOfNew[b] = a
                newOfOld[a] = b
            }
        }
        var j = 0
        for i in 0..<oldCount where stays[i] {
            while oldOfNew[j] != -2 { j += 1 }
            oldOfNew[j] = i
            newOfOld[i] = j
        }
        return (newOfOld, oldOfNew)
    }

    @Test func theMappingAnswersAsItsTables() throws {
        var random = SeededRandom(seed: 21)
        for _ in 0..<400 {
            let n = random.int(in: 0...40)
            let batch = BatchUpdateTests.randomBatch(oldCount: n, using: &random)
            let m = try batch.mapping(oldCount: n)
            let (newOfOld, oldOfNew) = Self.referenceTables(batch, oldCount: n)
            #expect(m.newIndexOfOld == newOfOld, "\(batch) on \(n)")
            #expect(m.oldIndexOfNew == oldOfNew, "\(batch) on \(n)")
            #expect(m.inverted.newIndexOfOld == oldOfNew && m.inverted.oldIndexOfNew == newOfOld, "\(batch) on \(n)")
            let rebuilt = UpdateMapping(newIndexOfOld: newOfOld, oldIndexOfNew: oldOfNew, movedFrom: m.movedFrom)
            #expect(rebuilt == m && rebuilt.hashValue == m.hashValue, "\(batch) on \(n)")
            let first = (0..<n).first { newOfOld[$0] != $0 } ?? (0..<oldOfNew.count).first { oldOfNew[$0] != $0 } ?? n
            #expect(m.firstChangedIndex <= first, "\(batch) on \(n)")
        }
    }

    @Test func aMappingAtAMillionItemsKeepsOnlyTheBatch() throws {
        let m = try BatchUpdate([.delete(3), .move(from: 999_000, to: 10), .insert(500_000)])
            .mapping(oldCount: 1_000_000)
        #expect(m.newCount == 1_000_000)
        #expect(m.newIndex(ofOld: 2) == 2 && m.newIndex(ofOld: 3) == nil && m.newIndex(ofOld: 4) == 3)
        #expect(m.newIndex(ofOld: 9) == 8 && m.newIndex(ofOld: 10) == 9 && m.newIndex(ofOld: 11) == 11)
        #expect(m.newIndex(ofOld: 999_000) == 10 && m.oldIndex(ofNew: 500_000) == nil)
        #expect(m.oldIndex(ofNew: 500_001) == 500_000 && m.newIndex(ofOld: 999_999) == 999_999)
        #expect(m.firstChangedIndex == 3)
    }

    static func dataset(count n: Int, sections: Bool, using random: inout SeededRandom) -> Dataset {
        UpdateSweepTests.dataset(count: n, sections: sections, using: &random)
    }

    /// Everything a view asks of a layout, compared: the content, every
    /// item's attributes, and the elements of the whole content and of a
    /// viewport at a few offsets.
    static func expectSame(_ a: any CollectionLayout, _ b: any CollectionLayout, data: Dataset, context: String,
                           using random: inout SeededRandom) {
        let count = data.itemCount
        #expect(a.contentSize == b.contentSize, "\(context): content size")
        #expect(a.initialContentOffset == b.initialContentOffset && a.wrapping == b.wrapping, "\(context)")
        let start = a.initialContentOffset
        for i in 0..<count {
            let path = data.indexPath(ofFlat: i)!
            #expect(a.attributesForItem(at: path, offset: start) == b.attributesForItem(at: path, offset: start),
                    "\(context): item \(i)")
        }
        let whole = Rect(origin: .zero, size: a.contentSize)
        #expect(a.elements(in: whole, offset: start) == b.elements(in: whole, offset: start), "\(context): whole")
        for _ in 0..<4 {
            let offset = UpdateSweepTests.offset(for: a, count: count, using: &random)
            let rect = Rect(origin: offset, size: viewport)
            #expect(a.elements(in: rect, offset: offset) == b.elements(in: rect, offset: offset),
                    "\(context): at \(offset)")
        }
    }

    /// Every layout with its defaults, and the ones that place sections
    /// with headers, footers, backgrounds, justified lines and right to left.
    static let configurations: [(String, [String], LayoutDirection)] = LayoutRegistry.ids.map { ($0, [], .leftToRight) } + [
        ("flow", ["headerHeight=30", "footerHeight=20", "sectionBackground=true", "alignment=justified"], .leftToRight),
        ("flow", ["headerHeight=30", "sectionBackground=true", "alignment=center", "verticalAlignment=top"],
         .rightToLeft),
        ("waterfall", ["headerHeight=30", "footerHeight=20", "columns=3"], .leftToRight),
        ("cards", [], .rightToLeft),
        ("carousel", [], .rightToLeft),
    ]

    @Test(arguments: configurations)
    func aChainOfSmallBatchesEqualsAFreshPrepare(layoutID: String, assignments: [String],
                                                direction: LayoutDirection) throws {
        var random = SeededRandom(seed: 1_000_021)
        for round in 0..<12 {
            let n = random.int(in: 0...50)
            var layout = try LayoutRegistry.make(layoutID, assignments: assignments)
            let sectioned = type(of: layout).usesSections && round % 2 == 1
            var data = Self.dataset(count: n, sections: sectioned, using: &random)
            layout.prepare(data.context(viewport: Self.viewport, layoutDirection: direction))
            for step in 0..<10 {
                let batch = BatchUpdateTests.randomBatch(oldCount: data.itemCount, using: &random)
                let result = try batch.apply(to: data)
                let update = LayoutUpdate(result, viewport: Self.viewport, layoutDirection: direction)
                let next = try LayoutRegistry.make(layoutID, assignments: assignments)
                let took = next.prepare(updating: layout, with: update)
                if Self.incremental.contains(layoutID), next.limitation(for: update.context) == nil {
                    #expect(took, "\(layoutID) round \(round) step \(step): \(batch) fell back to a fresh prepare")
                }
                if !took { next.prepare(update.context) }
                let fresh = try LayoutRegistry.make(layoutID, assignments: assignments)
                fresh.prepare(update.context)
                Self.expectSame(next, fresh, data: result.dataset,
                                context: "\(layoutID) \(assignments) round \(round) step \(step): \(batch) on \(data.itemCount)",
                                using: &random)
                layout = next
                data = result.dataset
            }
        }
    }

    /// A layout that cannot show the data after the batch answers false, so
    /// that the caller's full path says why: the seed wheel past its row
    /// limit. A custom carousel whose alpha has no number below five items
    /// is no such layout: it takes the batch and hides the items (a NaN
    /// result hides its element).
    @Test func aLimitationAfterTheBatchFallsBackToTheFullPath() throws {
        let viewport = Size(width: 800, height: 500)
        let carousel = try CarouselLayout(assignments: ["type=custom", "alpha=sqrt(count - 5)"])
        let six = Dataset.placeholder(count: 6)
        carousel.prepare(six.context(viewport: viewport))
        #expect(carousel.limitation(for: six.context(viewport: viewport)) == nil)
        let four = try BatchUpdate([.delete(0), .delete(1)]).apply(to: six)
        let next = try CarouselLayout(assignments: ["type=custom", "alpha=sqrt(count - 5)"])
        #expect(next.prepare(updating: carousel, with: LayoutUpdate(four, viewport: viewport)))
        #expect(next.limitation(for: LayoutUpdate(four, viewport: viewport).context) == nil)
        #expect((0..<4).allSatisfy { next.attributesForItem(at: IndexPath(item: $0), offset: .zero)?.isHidden ?? true })
        let seven = try BatchUpdate([.insert(0)]).apply(to: six)
        #expect(next.prepare(updating: carousel, with: LayoutUpdate(seven, viewport: viewport)))

        let wheel = try WheelLayout(assignments: ["geometry=seed"])
        let rows = Dataset.placeholder(count: 8)
        wheel.prepare(rows.context(viewport: viewport))
        let limit = WheelLayout.seedRowLimit(rowHeight: wheel.itemSize.height, perspective: wheel.perspective)
        let many = try BatchUpdate((8..<(limit + 5)).map { .insert($0) }).apply(to: rows)
        let grown = try WheelLayout(assignments: ["geometry=seed"])
        #expect(grown.limitation(for: LayoutUpdate(many, viewport: viewport).context) != nil)
        #expect(!grown.prepare(updating: wheel, with: LayoutUpdate(many, viewport: viewport)))
    }
}
