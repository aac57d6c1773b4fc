@testable import CollectionLayout
import Testing

/// A compositional layout prepared from the previous one after a batch
/// (`prepare(updating:with:)`) lays out again only the sections the batch
/// names and shares the rest: what it shows equals a fresh prepare of the
/// new data exactly (estimates resolved at once), or the layout of what it
/// has resolved so far (estimates resolved lazily), after chains of batches;
/// and the layout it came from shows what it showed.
@Suite struct CompositionalUpdateTests {
    static let viewport = Size(width: 390, height: 640)

    /// Items whose own heights differ from the estimates: pictures (some
    /// whose aspect ratios give heights off any grid), texts, nothing.
    static func dataset(sections: Int, using random: inout SeededRandom) -> Dataset {
        var n = 0
        return Dataset(sections: (0..<sections).map { s in
            let count = random.int(in: 0...4) == 0 ? 0 : random.int(in: 1...14)
            let items = (0..<count).map { _ -> DatasetItem in
                n += 1
                switch random.int(in: 0...3) {
                case 0, 1: return DatasetItem(size: Size(width: Double(random.int(in: 30...300)),
                                                         height: Double(random.int(in: 30...300))), title: "Item \(n)")
                case 2: return DatasetItem(title: String(repeating: "t", count: random.int(in: 1...9)))
                default: return DatasetItem()
                }
            }
            let header: Double? = random.int(in: 0...3) == 0 ? Double(random.int(in: 0...50)) + 0.3 : nil
            return DatasetSection(title: "S\(s)", items: items, metrics: SectionMetrics(headerHeight: header))
        })
    }

    static func assignments(using random: inout SeededRandom) -> [String] {
        random.compositionalAssignments(widths: ["100%", "1/3", "45%", "120", "0.37"],
                                        heights: ["120", "~90", "~140", "150%", "33.3"],
                                        groups: ["1", "2", "3", "1x3", "2x2"])
            + ["sectionInsets=\(random.int(in: 0...12)).25,16,\(random.int(in: 0...20)),9"]
    }

    static func make(_ assignments: [String], lazy: Bool) throws -> CompositionalLayout {
        let l = try CompositionalLayout(assignments: assignments)
        l.resolvesEstimatesLazily = lazy
        return l
    }

    /// Some shelves scrolled sideways, the same on every layout given.
    static func scrollShelves(_ layouts: [CompositionalLayout], using random: inout SeededRandom) {
        for s in 0..<layouts[0].sectionCount where random.int(in: 0...2) == 0 {
            guard let g = layouts[0].sidewaysGeometry(ofSection: s) else { continue }
            let x = random.double(in: 0...max(0, g.maximumOffset))
            for l in layouts { l.setSectionOffset(x, forSection: s) }
        }
    }

    /// Every frame `l` shows: of each item, each header, and the elements
    /// of the whole content and of a few viewports.
    static func snapshot(_ l: CompositionalLayout, data: Dataset, offsets: [Point]) -> [String: Rect] {
        var frames: [String: Rect] = [:]
        for s in 0..<data.sections.count {
            for i in 0..<data.sections[s].items.count {
                frames["item \(s) \(i)"] = l.attributesForItem(at: IndexPath(item: i, section: s), offset: .zero)?.frame
            }
            frames["header \(s)"] = l.headerAttributes(ofSection: s)?.frame
        }
        frames["content"] = Rect(origin: .zero, size: l.contentSize)
        for (k, offset) in offsets.enumerated() {
            for e in l.elements(in: Rect(origin: offset, size: viewport), offset: offset) {
                frames["\(k): \(e.category) \(e.indexPath.section) \(e.indexPath.item)"] = e.frame
            }
        }
        return frames
    }

    static func offsets(_ l: CompositionalLayout, using random: inout SeededRandom) -> [Point] {
        (0..<3).map { _ in Point(x: 0, y: random.double(in: 0...max(0, l.contentSize.height - viewport.height))) }
    }

    /// The batch's update and the layouts after it: prepared from `layout`
    /// (which must take the batch as a change), and afresh.
    static func land(_ batch: BatchUpdate, on layout: CompositionalLayout, data: Dataset, assignments: [String],
                     direction: LayoutDirection, lazy: Bool, context: String) throws
        -> (next: CompositionalLayout, fresh: CompositionalLayout, data: Dataset) {
        let result = try batch.apply(to: data)
        let update = LayoutUpdate(result, viewport: viewport, layoutDirection: direction)
        let next = try make(assignments, lazy: lazy)
        #expect(next.prepare(updating: layout, with: update), "\(context): fell back to a fresh prepare")
        let fresh = try make(assignments, lazy: lazy)
        fresh.prepare(update.context)
        return (next, fresh, result.dataset)
    }

    static let directions: [LayoutDirection] = [.leftToRight, .rightToLeft]

    /// Random batches chained on random data (`sections` of it), each
    /// layout after a batch compared with a fresh prepare and, with
    /// `snapshots`, every frame of both and the previous layout's own
    /// frames before and after. Returns the last layout.
    static func chain(seed: UInt64, rounds: Int, steps: Int, sections: ClosedRange<Int>, direction: LayoutDirection,
                      snapshots: Bool) throws -> [CompositionalLayout] {
        var random = SeededRandom(seed: seed)
        var last: [CompositionalLayout] = []
        for round in 0..<rounds {
            let assignments = Self.assignments(using: &random)
            var data = Self.dataset(sections: random.int(in: sections), using: &random)
            var layout = try Self.make(assignments, lazy: false)
            layout.prepare(data.context(viewport: Self.viewport, layoutDirection: direction))
            for step in 0..<steps {
                // Up to three deletes, two moves and three inserts anywhere.
                let batch = BatchUpdateTests.randomBatch(oldCount: data.itemCount, using: &random)
                let context = "\(assignments) \(direction) round \(round) step \(step): \(batch) on \(data.itemCount)"
                let before = snapshots ? Self.snapshot(layout, data: data, offsets: []) : [:]
                let (next, fresh, nextData) = try Self.land(batch, on: layout, data: data, assignments: assignments,
                                                            direction: direction, lazy: false, context: context)
                Self.scrollShelves([next, fresh], using: &random)
                IncrementalUpdateTests.expectSame(next, fresh, data: nextData, context: context, using: &random)
                if snapshots {
                    let offsets = Self.offsets(fresh, using: &random)
                    #expect(Self.snapshot(next, data: nextData, offsets: offsets)
                        == Self.snapshot(fresh, data: nextData, offsets: offsets), "\(context)")
                    #expect(Self.snapshot(layout, data: data, offsets: []) == before,
                            "\(context): the previous layout changed")
                }
                (layout, data) = (next, nextData)
            }
            last.append(layout)
        }
        return last
    }

    @Test(arguments: directions)
    func chainsOfRandomBatchesEqualAFreshPrepareExactly(direction: LayoutDirection) throws {
        _ = try Self.chain(seed: 21_004, rounds: 16, steps: 10, sections: 1...12, direction: direction, snapshots: true)
    }

    /// Data spread over many segments and chunks of tops: batches anywhere,
    /// chained.
    @Test(arguments: directions)
    func chainsAcrossSegmentsAndChunksEqualAFreshPrepareExactly(direction: LayoutDirection) throws {
        for layout in try Self.chain(seed: 21_009, rounds: 3, steps: 5, sections: 1_100...1_600, direction: direction,
                                     snapshots: false) {
            #expect(layout.geometry.runs.count > 5 && layout.geometry.tops.chunks.count > 2)
        }
    }

    @Test(arguments: directions)
    func lazyEstimatesStayResolvedWhereTheBatchDoesNotReach(direction: LayoutDirection) throws {
        var random = SeededRandom(seed: 21_005)
        for round in 0..<12 {
            let assignments = Self.assignments(using: &random) + ["itemHeight=~90,120,~140"]
            var data = Self.dataset(sections: random.int(in: 2...10), using: &random)
            var layout = try Self.make(assignments, lazy: true)
            layout.prepare(data.context(viewport: Self.viewport, layoutDirection: direction))
            for step in 0..<8 {
                // Resolve what a view scrolled somewhere shows.
                let y = random.double(in: 0...max(0, layout.contentSize.height))
                layout.resolveEstimates(in: Rect(x: 0, y: y, width: Self.viewport.width, height: Self.viewport.height),
                                        anchorY: y)
                let batch = BatchUpdateTests.randomBatch(oldCount: data.itemCount, using: &random)
                let context = "\(assignments) \(direction) round \(round) step \(step): \(batch) on \(data.itemCount)"
                let before = CompositionalEstimateTests.frames(layout)
                let (next, _, nextData) = try Self.land(batch, on: layout, data: data, assignments: assignments,
                                                        direction: direction, lazy: true, context: context)
                let oracle = try Self.oracle(next, assignments, data: nextData, direction: direction)
                #expect(CompositionalEstimateTests.close(CompositionalEstimateTests.frames(next),
                                                         CompositionalEstimateTests.frames(oracle)), "\(context)")
                #expect(abs(next.contentSize.height - oracle.contentSize.height) < 1e-6, "\(context): content")
                #expect(CompositionalEstimateTests.frames(layout) == before, "\(context): the previous layout changed")
                (layout, data) = (next, nextData)
            }
            // Resolving everything left gives the eager layout.
            layout.resolveAllEstimates()
            #expect(layout.pendingEstimateGroups == 0)
            let eager = try Self.make(assignments, lazy: false)
            eager.prepare(data.context(viewport: Self.viewport, layoutDirection: direction))
            #expect(CompositionalEstimateTests.close(CompositionalEstimateTests.frames(layout),
                                                     CompositionalEstimateTests.frames(eager)), "round \(round)")
        }
    }

    /// What `l` should show now: an eager layout in which the items still
    /// pending have nothing to measure (so they keep the estimate).
    static func oracle(_ l: CompositionalLayout, _ assignments: [String], data: Dataset,
                       direction: LayoutDirection) throws -> CompositionalLayout {
        var context = data.context(viewport: viewport, layoutDirection: direction)
        for s in context.sections.indices {
            for i in context.sections[s].indices
                where l.heightEstimate(of: IndexPath(item: i, section: s)).map({ $0.resolved == nil }) == true {
                context.sections[s][i] = ItemMetrics()
            }
        }
        let o = try make(assignments, lazy: false)
        o.prepare(context)
        #expect(l.pendingEstimateGroups == l.geometry.runs.reduce(0) { $0 + $1.segment.parts.pendingCount },
                "pending groups counted")
        return o
    }

    /// The sections the batch does not name are not laid out again: the
    /// segments holding none of them are the previous layout's, and so are
    /// the chunks of tops holding none of them.
    @Test func aSmallBatchSharesTheSegmentsAndTopsItDoesNotReach() throws {
        var random = SeededRandom(seed: 21_006)
        let assignments = ["screen=today"]
        var data = Self.dataset(sections: 6_000, using: &random)
        var layout = try Self.make(assignments, lazy: false)
        layout.prepare(data.context(viewport: Self.viewport))
        #expect(layout.geometry.runs.count > 20 && layout.geometry.tops.chunks.count > 8)
        for step in 0..<12 {
            let n = data.itemCount, at = random.int(in: 0...(n - 40))
            let batches = [BatchUpdate([.move(from: at, to: at + 1)]), BatchUpdate([.delete(at)]),
                           BatchUpdate([.insert(at)]), BatchUpdate([.move(from: at, to: at + 30), .delete(n - 1)])]
            let batch = batches[step % batches.count]
            let context = "step \(step): \(batch) on \(n)"
            let (next, fresh, nextData) = try Self.land(batch, on: layout, data: data, assignments: assignments,
                                                        direction: .leftToRight, lazy: false, context: context)
            IncrementalUpdateTests.expectSame(next, fresh, data: nextData, context: context, using: &random)
            let oldSegments = Set(layout.geometry.runs.map { ObjectIdentifier($0.segment) })
            let kept = next.geometry.runs.filter { oldSegments.contains(ObjectIdentifier($0.segment)) }.count
            #expect(kept >= layout.geometry.runs.count - 6, "\(context): \(kept) of \(layout.geometry.runs.count) shared")
            let oldChunks = Set(layout.geometry.tops.chunks.map { ObjectIdentifier($0) })
            let keptChunks = next.geometry.tops.chunks.filter { oldChunks.contains(ObjectIdentifier($0)) }.count
            #expect(keptChunks >= layout.geometry.tops.chunks.count - 2, "\(context): tops")
            (layout, data) = (next, nextData)
        }
        // Many batches in a row keep the segments about their size.
        #expect(layout.geometry.runs.count <= 2 * (data.itemCount / CompositionalSegment.size + 2))
    }

    /// Resolving estimates changes a segment in place when no other layout
    /// holds it, and copies it (once) when one does.
    @Test func resolvingCopiesOnlySharedSegments() throws {
        var random = SeededRandom(seed: 21_010)
        let data = Self.dataset(sections: 3_000, using: &random)
        let layout = try Self.make(["screen=today"], lazy: true)
        layout.prepare(data.context(viewport: Self.viewport))
        let segments = layout.geometry.runs.map { ObjectIdentifier($0.segment) }
        #expect(!layout.resolveEstimates(in: Rect(x: 0, y: 0, width: 390, height: 3_000), anchorY: 0).isEmpty)
        #expect(layout.geometry.runs.map { ObjectIdentifier($0.segment) } == segments, "changed in place")
        let pending = layout.pendingEstimateGroups, frames = CompositionalEstimateTests.frames(layout)
        let result = try BatchUpdate([.delete(0)]).apply(to: data)
        let next = try Self.make(["screen=today"], lazy: true)
        #expect(next.prepare(updating: layout, with: LayoutUpdate(result, viewport: Self.viewport)))
        let shared = next.geometry.runs.map { ObjectIdentifier($0.segment) }
        #expect(Set(shared).intersection(segments).count >= segments.count - 2)
        let y = next.contentSize.height / 2
        #expect(!next.resolveEstimates(in: Rect(x: 0, y: y, width: 390, height: 2_000), anchorY: y).isEmpty)
        let after = next.geometry.runs.map { ObjectIdentifier($0.segment) }
        let copied = zip(shared, after).filter { $0 != $1 }.count
        #expect(copied >= 1 && copied <= 3, "only the segments resolved in: \(copied)")
        #expect(layout.pendingEstimateGroups == pending && CompositionalEstimateTests.frames(layout) == frames,
                "the layout shared from keeps its state")
        let all = try Self.make(["screen=today"], lazy: true)
        all.prepare(data.context(viewport: Self.viewport))
        let before = all.geometry.runs.map { ObjectIdentifier($0.segment) }
        all.resolveAllEstimates()
        #expect(all.geometry.runs.map { ObjectIdentifier($0.segment) } == before && all.pendingEstimateGroups == 0)
    }

    /// What falls back to a fresh prepare: another estimate mode, viewport,
    /// direction or parameters, and data cut into sections elsewhere than
    /// the batch puts them next to the section it names.
    @Test func whatItCannotTakeFallsBack() throws {
        var random = SeededRandom(seed: 21_007)
        let data = Self.dataset(sections: 8, using: &random)
        let layout = try Self.make([], lazy: false)
        layout.prepare(data.context(viewport: Self.viewport))
        let result = try BatchUpdate([.delete(0)]).apply(to: data)
        func takes(_ l: CompositionalLayout, _ update: LayoutUpdate) -> Bool { l.prepare(updating: layout, with: update) }
        #expect(takes(try Self.make([], lazy: false), LayoutUpdate(result, viewport: Self.viewport)))
        #expect(!takes(try Self.make([], lazy: true), LayoutUpdate(result, viewport: Self.viewport)))
        #expect(!takes(try Self.make([], lazy: false), LayoutUpdate(result, viewport: Size(width: 391, height: 640))))
        #expect(!takes(try Self.make([], lazy: false),
                       LayoutUpdate(result, viewport: Self.viewport, layoutDirection: .rightToLeft)))
        #expect(!takes(try Self.make(["headerHeight=20"], lazy: false), LayoutUpdate(result, viewport: Self.viewport)))
        // The same items with the section after the named one starting one item later.
        let first = data.sections.indices.first { !data.sections[$0].items.isEmpty }!
        var moved = result.dataset
        try #require(moved.sections.count > first + 1 && !moved.sections[first + 1].items.isEmpty)
        let item = moved.sections[first + 1].items.remove(at: 0)
        moved.sections[first].items.append(item)
        let cut = result.mapping.withSectionStarts(old: data.sectionStarts, new: moved.sectionStarts)
        #expect(!takes(try Self.make([], lazy: false), LayoutUpdate(dataset: moved, mapping: cut, viewport: Self.viewport)))
    }

    /// An undo of a delete at a section's start: the batch that inserts the
    /// item back puts it at the end of the section before, the undo cuts the
    /// sections where they were — the update takes it and equals a fresh prepare.
    @Test func anUndoThatCutsTheSectionsBackIsTaken() throws {
        var random = SeededRandom(seed: 21_008)
        let data = Dataset(sections: (0..<5).map { s in
            DatasetSection(title: "S\(s)", items: (0..<6).map { DatasetItem(size: Size(width: 100, height: Double(40 + 7 * $0 + s)),
                                                                          title: "I\($0)") })
        })
        for assignments in [["screen=today"], ["screen=grid"], ["screen=shelves"]] {
            let layout = try Self.make(assignments, lazy: false)
            layout.prepare(data.context(viewport: Self.viewport))
            let j = data.sectionStarts[3]
            let deleted = try BatchUpdate([.delete(j)]).apply(to: data)
            let (afterDelete, _, dataAfter) = try Self.land(BatchUpdate([.delete(j)]), on: layout, data: data,
                                                            assignments: assignments, direction: .leftToRight,
                                                            lazy: false, context: "\(assignments) delete")
            #expect(dataAfter == deleted.dataset)
            // The undo: the item inserted back joins section 2, then the sections are cut as before.
            let back = try BatchUpdate([.insert(j)]).apply(to: dataAfter)
            #expect(back.dataset.sectionStarts != data.sectionStarts)
            var restored = back.dataset
            restored.sections[2].items.removeLast()
            restored.sections[3].items.insert(data.sections[3].items[0], at: 0)
            #expect(restored.sectionStarts == data.sectionStarts)
            let mapping = back.mapping.withSectionStarts(old: dataAfter.sectionStarts, new: restored.sectionStarts)
            let undone = try Self.make(assignments, lazy: false)
            #expect(undone.prepare(updating: afterDelete,
                                   with: LayoutUpdate(dataset: restored, mapping: mapping, viewport: Self.viewport)),
                    "\(assignments)")
            let fresh = try Self.make(assignments, lazy: false)
            fresh.prepare(restored.context(viewport: Self.viewport))
            IncrementalUpdateTests.expectSame(undone, fresh, data: restored, context: "\(assignments) undo", using: &random)
            IncrementalUpdateTests.expectSame(undone, layout, data: data, context: "\(assignments) as before",
                                              using: &random)
        }
    }
}
