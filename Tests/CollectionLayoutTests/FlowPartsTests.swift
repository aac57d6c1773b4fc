@testable import CollectionLayout
import Foundation
import Testing

/// A large flow is placed in parts, one per core, each part's sections
/// placed from a top of 0 and moved below the parts before it: what it
/// shows must be exactly what one pass from the top places.
@Suite struct FlowPartsTests {
    static let viewport = Size(width: 800, height: 600)
    static let cores = ProcessInfo.processInfo.activeProcessorCount

    /// The layout placed in one pass from the top, as a flow too small to split is.
    static func placedInOnePass(_ assignments: [String], context: LayoutContext) throws -> FlowLayout {
        let layout = try FlowLayout(assignments: assignments)
        let lineWidth = FlowLayout.lineWidth(layout, viewport: context.viewport, direction: context.layoutDirection)
        var sizes = FlowLayout.MeasuredMetrics(sections: context.sections, measurer: context.textMeasurer,
                                               lineWidth: lineWidth)
        layout.place(viewport: context.viewport, direction: context.layoutDirection, measurer: context.textMeasurer,
                     sectionCount: context.sections.count, resume: nil, sizes: &sizes)
        return layout
    }

    /// Whether `layout` was placed in parts: the lines of a part after the
    /// first are moved below the ones before it.
    static func isPlacedInParts(_ layout: FlowLayout) -> Bool {
        layout.geometry.runs.contains { $0.dy != 0 }
    }

    /// Tags sized by their text (the estimate: whole points) and some items
    /// with sizes of their own, in sections of 1 to 40 items and a few empty ones.
    static func dataset(count n: Int, using random: inout SeededRandom) -> Dataset {
        var sections: [DatasetSection] = [], made = 0
        while made < n {
            let size = random.int(in: 0...6) == 0 ? 0 : min(n - made, random.int(in: 1...40))
            let items = (made..<(made + size)).map { i in
                i % 7 == 0 ? DatasetItem(size: Size(width: Double(random.int(in: 40...300)),
                                                    height: Double(random.int(in: 20...90))), title: "Item \(i)")
                    : DatasetItem(title: String(repeating: "t", count: random.int(in: 1...24)))
            }
            sections.append(DatasetSection(title: "S\(sections.count)", items: items))
            made += size
        }
        return Dataset(sections: sections)
    }

    @Test(arguments: FlowResyncTests.configurations)
    func partsPlaceWhatOnePassPlaces(assignments: [String], direction: LayoutDirection) throws {
        var random = SeededRandom(seed: 7_331)
        let data = Self.dataset(count: 3 * FlowLayout.itemsPerPart + 517, using: &random)
        let context = data.context(viewport: Self.viewport, layoutDirection: direction)
        let layout = try FlowLayout(assignments: assignments)
        layout.prepare(context)
        #expect(Self.isPlacedInParts(layout) == (Self.cores > 1), "\(assignments)")
        let onePass = try Self.placedInOnePass(assignments, context: context)
        #expect(!Self.isPlacedInParts(onePass))
        IncrementalUpdateTests.expectSame(layout, onePass, data: data, context: "\(assignments) \(direction)",
                                          using: &random)
        #expect(layout.lineCount == onePass.lineCount && layout.sectionCount == onePass.sectionCount)
        for line in stride(from: 0, to: layout.lineCount, by: 97) {
            #expect(layout.frame(ofLine: line) == onePass.frame(ofLine: line)
                    && layout.itemRange(ofLine: line) == onePass.itemRange(ofLine: line)
                    && layout.section(ofLine: line) == onePass.section(ofLine: line), "\(assignments): line \(line)")
        }
        for s in stride(from: 0, to: layout.sectionCount, by: 13) {
            #expect(layout.geometry.sections.top(s) == onePass.geometry.sections.top(s)
                    && layout.geometry.sections.start(s) == onePass.geometry.sections.start(s), "\(assignments): section \(s)")
        }
    }

    @Test func heightsOffTheGridArePlacedInOnePass() throws {
        var random = SeededRandom(seed: 12)
        let data = FlowResyncTests.dataset(count: 2 * FlowLayout.itemsPerPart + 10, sections: 400, fraction: true,
                                           using: &random)
        let context = data.context(viewport: Self.viewport)
        let layout = try FlowLayout(assignments: [])
        #expect(layout.placedInParts(context, lineWidth: 780) == nil)
        layout.prepare(context)
        #expect(!Self.isPlacedInParts(layout))
        let spaced = try FlowLayout(assignments: ["lineSpacing=0.1"])
        let whole = FlowResyncTests.dataset(count: 2 * FlowLayout.itemsPerPart + 10, sections: 400, using: &random)
        #expect(spaced.placedInParts(whole.context(viewport: Self.viewport), lineWidth: 780) == nil)
    }

    @Test func tooFewItemsOrOneSectionArePlacedInOnePass() throws {
        var random = SeededRandom(seed: 5)
        let layout = try FlowLayout(assignments: [])
        let small = FlowResyncTests.dataset(count: 2 * FlowLayout.itemsPerPart - 1, sections: 50, using: &random)
        #expect(layout.placedInParts(small.context(viewport: Self.viewport), lineWidth: 780) == nil)
        let one = FlowResyncTests.dataset(count: 3 * FlowLayout.itemsPerPart, sections: 1, using: &random)
        #expect(layout.placedInParts(one.context(viewport: Self.viewport), lineWidth: 780) == nil)
    }

    @Test func aBatchAfterPartsEqualsAFreshPrepare() throws {
        guard Self.cores > 1 else { return }
        var random = SeededRandom(seed: 90)
        let assignments = ["headerHeight=30", "footerHeight=20", "sectionBackground=true"]
        let data = Self.dataset(count: 2 * FlowLayout.itemsPerPart + 300, using: &random)
        let layout = try FlowLayout(assignments: assignments)
        layout.prepare(data.context(viewport: Self.viewport))
        #expect(Self.isPlacedInParts(layout))
        let n = data.itemCount
        for batch in [BatchUpdate([.delete(n / 2)]), BatchUpdate([.insert(10), .move(from: n - 5, to: n / 2 + 3)])] {
            _ = try FlowResyncTests.land(batch, on: layout, data: data, assignments: assignments, direction: .leftToRight,
                                         context: "\(batch)", using: &random)
        }
    }

    @Test func partsSplitAtSectionsIntoEqualShares() {
        #expect(FlowLayout.partBounds(sectionSizes: [10, 10, 10, 10], total: 40, parts: 2) == [0, 2, 4])
        #expect(FlowLayout.partBounds(sectionSizes: [100, 1, 1, 1], total: 103, parts: 2) == [0, 1, 4])
        #expect(FlowLayout.partBounds(sectionSizes: [1, 1, 1, 100], total: 103, parts: 2) == [0, 3, 4])
        #expect(FlowLayout.partBounds(sectionSizes: [0, 0, 50, 50], total: 100, parts: 2) == [0, 3, 4])
        var random = SeededRandom(seed: 3)
        for _ in 0..<200 {
            let sizes = (0..<random.int(in: 2...60)).map { _ in random.int(in: 0...30) }
            let parts = random.int(in: 2...min(4, sizes.count))
            let bounds = FlowLayout.partBounds(sectionSizes: sizes, total: sizes.reduce(0, +), parts: parts)
            #expect(bounds.first == 0 && bounds.last == sizes.count && bounds.count <= parts + 1, "\(sizes) \(parts)")
            #expect(zip(bounds, bounds.dropFirst()).allSatisfy { $0 < $1 }, "\(sizes) \(parts): \(bounds)")
        }
    }
}
