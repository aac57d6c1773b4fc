@testable import CollectionLayout
import Testing

/// A flow prepared after a batch takes the old lines after the change,
/// moved, once a new line starts where an old one started: what it shows
/// equals a fresh prepare, and the old segments are shared rather than
/// placed again.
@Suite struct FlowResyncTests {
    static let viewport = Size(width: 800, height: 600)

    static let configurations: [([String], LayoutDirection)] = [
        ([], .leftToRight),
        (["headerHeight=30", "footerHeight=20", "sectionBackground=true", "alignment=justified"], .leftToRight),
        (["headerHeight=30", "sectionBackground=true", "alignment=center", "verticalAlignment=top"], .rightToLeft),
        (["lineSpacing=7.5", "sectionInsets=3.25,10,6.5,10", "verticalAlignment=bottom"], .leftToRight),
    ]

    /// Items of whole-point widths and heights (`fraction`: heights in
    /// tenths of a point instead, off the grid moving needs).
    static func dataset(count n: Int, sections: Int, fraction: Bool = false,
                        using random: inout SeededRandom) -> Dataset {
        let items = (0..<n).map { i in
            let height = fraction ? Double(random.int(in: 200...900)) / 10 : Double(random.int(in: 20...90))
            return DatasetItem(size: Size(width: Double(random.int(in: 40...300)), height: height), title: "Item \(i)")
        }
        let cut = (0...sections).map { $0 * n / sections }
        return Dataset(sections: (0..<sections).map { DatasetSection(title: "S\($0)", items: Array(items[cut[$0]..<cut[$0 + 1]])) })
    }

    /// Lands `batch` on `layout` (prepared for `data`), checks the result
    /// against a fresh prepare, and returns it with the new data.
    static func land(_ batch: BatchUpdate, on layout: FlowLayout, data: Dataset, assignments: [String],
                     direction: LayoutDirection, context: String,
                     using random: inout SeededRandom) throws -> (FlowLayout, Dataset) {
        let result = try batch.apply(to: data)
        let update = LayoutUpdate(result, viewport: viewport, layoutDirection: direction)
        let next = try FlowLayout(assignments: assignments)
        #expect(next.prepare(updating: layout, with: update), "\(context)")
        let fresh = try FlowLayout(assignments: assignments)
        fresh.prepare(update.context)
        IncrementalUpdateTests.expectSame(next, fresh, data: result.dataset, context: context, using: &random)
        #expect(next.lineCount == fresh.lineCount, "\(context): lines")
        for line in [0, next.lineCount / 2, next.lineCount - 1] where line >= 0 {
            #expect(next.frame(ofLine: line) == fresh.frame(ofLine: line) && next.itemRange(ofLine: line)
                == fresh.itemRange(ofLine: line) && next.section(ofLine: line) == fresh.section(ofLine: line),
                    "\(context): line \(line)")
        }
        return (next, result.dataset)
    }

    /// How many segments of `new` are shared with `old`.
    static func shared(_ new: FlowLayout, _ old: FlowLayout) -> Int {
        let olds = Set(old.geometry.runs.map { ObjectIdentifier($0.segment) })
        return new.geometry.runs.filter { olds.contains(ObjectIdentifier($0.segment)) }.count
    }

    @Test(arguments: configurations)
    func batchesFarFromTheEndShareTheLinesAfterThem(assignments: [String], direction: LayoutDirection) throws {
        var random = SeededRandom(seed: 4_021)
        for sections in [1, 3, 2_500] {
            var data = Self.dataset(count: 6_000, sections: sections, using: &random)
            var layout = try FlowLayout(assignments: assignments)
            layout.prepare(data.context(viewport: Self.viewport, layoutDirection: direction))
            #expect(layout.geometry.runs.count >= 5)
            for step in 0..<8 {
                let n = data.itemCount, at = random.int(in: 1_000...2_000)
                let batches = [BatchUpdate([.move(from: at, to: at + 1)]), BatchUpdate([.delete(at), .insert(at + 3)]),
                               BatchUpdate([.insert(at), .insert(at + 40)]), BatchUpdate([.delete(at), .delete(at + 2)])]
                let batch = batches[step % batches.count]
                let context = "\(assignments) \(direction) \(sections) sections step \(step): \(batch) on \(n)"
                let (next, nextData) = try Self.land(batch, on: layout, data: data, assignments: assignments,
                                                     direction: direction, context: context, using: &random)
                // Everything after the change's segment is shared, moved.
                #expect(Self.shared(next, layout) >= layout.geometry.runs.count - 4, "\(context)")
                #expect(next.geometry.runs.last?.segment === layout.geometry.runs.last?.segment, "\(context)")
                (layout, data) = (next, nextData)
            }
        }
    }

    @Test(arguments: configurations)
    func batchesNearTheEndAndAtTheStartEqualAFreshPrepare(assignments: [String], direction: LayoutDirection) throws {
        var random = SeededRandom(seed: 5_021)
        var data = Self.dataset(count: 2_500, sections: 2, using: &random)
        var layout = try FlowLayout(assignments: assignments)
        layout.prepare(data.context(viewport: Self.viewport, layoutDirection: direction))
        for step in 0..<12 {
            let n = data.itemCount
            let batches = [BatchUpdate([.delete(n - 1)]), BatchUpdate([.insert(n)]), BatchUpdate([.move(from: n - 3, to: n - 1)]),
                           BatchUpdate([.move(from: 0, to: 2)]), BatchUpdate([.delete(0), .insert(n - 2)]),
                           BatchUpdate([.insert(0), .delete(n - 5)])]
            let batch = batches[step % batches.count]
            let context = "\(assignments) \(direction) step \(step): \(batch) on \(n)"
            (layout, data) = try Self.land(batch, on: layout, data: data, assignments: assignments, direction: direction,
                                           context: context, using: &random)
        }
        // Many batches in a row keep the segments about their size.
        #expect(layout.geometry.runs.count <= 2 * (data.itemCount / FlowSegmentBuilder.size + 2))
    }

    @Test func heightsOffTheGridArePlacedAgainAndStillEqualAFreshPrepare() throws {
        var random = SeededRandom(seed: 6_021)
        var data = Self.dataset(count: 4_000, sections: 1, fraction: true, using: &random)
        var layout = try FlowLayout(assignments: [])
        layout.prepare(data.context(viewport: Self.viewport))
        for step in 0..<4 {
            let batch = BatchUpdate([.move(from: 1_500 + step, to: 1_501 + step)])
            let (next, nextData) = try Self.land(batch, on: layout, data: data, assignments: [], direction: .leftToRight,
                                                 context: "step \(step)", using: &random)
            #expect(Self.shared(next, layout) <= 1)
            (layout, data) = (next, nextData)
        }
    }

    @Test func theGridTakesWholeAndBinaryFractionsOnly() {
        #expect(FlowLayout.Resync.isOnGrid(24) && FlowLayout.Resync.isOnGrid(13.671875) && FlowLayout.Resync.isOnGrid(-7.5))
        #expect(!FlowLayout.Resync.isOnGrid(0.1) && !FlowLayout.Resync.isOnGrid(1e12) && !FlowLayout.Resync.isOnGrid(.nan))
    }
}
