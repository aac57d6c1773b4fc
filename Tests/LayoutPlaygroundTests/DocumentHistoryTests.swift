import CollectionLayout
import Foundation
@testable import LayoutPlayground
import Testing

/// One undo history per document, over every change a person makes; data
/// edits kept as the items they removed and added.
@Suite(.serialized) struct DocumentHistoryTests {
    init() {
        setenv(ResourceLocator.environmentVariable, CLIRunner.repositoryRoot + "/Resources", 1)
    }

    private func playground(_ layout: LayoutKind, items: Int? = nil) throws -> Playground {
        var configuration = ViewConfiguration()
        configuration.layoutKind = layout
        configuration.itemCount = items
        configuration.assignments = Playground.showcaseAssignments(for: layout)
        return try Playground(configuration: configuration)
    }

    private func titles(_ p: Playground) -> [String] { p.dataset.sections.flatMap(\.items).map { $0.title ?? "" } }

    private func ids(_ d: Dataset) -> [String] {
        d.sections.flatMap(\.items).map { $0.id?.description ?? "-" }
    }

    // MARK: The scenarios people met

    @Test func undoAfterALayoutSwitchGoesBackToThatLayoutAndNeverReplacesItsData() throws {
        let p = try playground(.cards)
        #expect(titles(p).first == "Level 1" && p.dataset.itemCount == 16)
        try p.perform(BatchUpdate([.delete(0)]), name: "Delete")
        try p.selectLayout(.waterfall)
        let shop = titles(p)
        #expect(p.dataset.itemCount == 30 && !shop.contains("Level 2"))
        #expect(p.history.undoEdit?.name == "Waterfall")
        #expect(p.undo())
        #expect(p.layoutKind == .cards, "the first undo takes the layout switch back")
        #expect(p.dataset.itemCount == 15 && titles(p).first == "Level 2", "with the edit still made")
        #expect(p.undo())
        #expect(p.dataset.itemCount == 16 && titles(p).first == "Level 1")
        #expect(p.selection == IndexPath(item: 0), "the restored item is selected")
        #expect(p.redo() && p.redo())
        #expect(p.layoutKind == .waterfall && titles(p) == shop)
    }

    @Test func switchingLayoutsKeepsTheDataEdits() throws {
        let p = try playground(.cards)
        try p.perform(BatchUpdate([.delete(0)]), name: "Delete")
        try p.perform(BatchUpdate([.move(from: 0, to: 3)]), name: "Move")
        let edited = titles(p)
        try p.selectLayout(.waterfall)
        try p.selectLayout(.cards)
        #expect(titles(p) == edited && p.dataset.itemCount == 15)
        // The carousel shows the same bundled levels: the same edits.
        try p.selectLayout(.carousel)
        #expect(titles(p) == edited)
    }

    @Test func aParameterChangeIsUndoneAndSaysWhatItUndoes() throws {
        let p = try playground(.cards)
        let before = p.parameters
        try p.setParameter("itemWidth", .number(400))
        #expect(p.history.undoEdit?.name == "Item width")
        #expect(p.undo())
        #expect(p.parameters == before)
        #expect(p.redo() && p.parameters.number("itemWidth") == 400)
        #expect(!p.canRedo)
    }

    @Test func aDragOfOneSliderIsOneStepButTwoParametersAreTwo() throws {
        let p = try playground(.cards)
        let before = p.parameters
        for w in stride(from: 281.0, through: 320, by: 3) { try p.setParameter("itemWidth", .number(w)) }
        #expect(p.history.undoCount == 1)
        try p.setParameter("internalItemSpacing", .number(30))
        #expect(p.history.undoCount == 2)
        #expect(p.undo() && p.undo())
        #expect(p.parameters == before)
    }

    @Test func historyKeepsAHundredSteps() throws {
        var history = EditHistory()
        let p = try LayoutParameters(layoutID: "cards", specs: CardsLayout.parameterSpecs)
        for i in 0..<150 {
            // A different key each time: no coalescing.
            history.record(.parameters(before: p, after: p, name: "n\(i)", key: "k\(i)"), at: Double(i) * 10)
        }
        #expect(history.undoCount == EditHistory.depth && EditHistory.depth >= 100)
        #expect(history.undoEdit?.name == "n149")
    }

    @Test func anInsertCopiesTheSelectedItemRightAfterIt() throws {
        let p = try playground(.cards)
        let copy = try p.insertCopy(ofFlat: 2)
        #expect(copy == 3)
        #expect(Array(titles(p)[2...4]) == ["Level 3", "Level 3", "Level 4"])
        #expect(p.dataset.id(at: IndexPath(item: 3))?.description == "new-1")
        #expect(p.undo() && titles(p)[3] == "Level 4")
    }

    @Test func anOpenedDatasetAndTheItemCountAreUndone() throws {
        let p = try playground(.cards)
        try p.setDataSource(.file("tags.json"))
        p.setItemCount(100)
        #expect(p.dataset.itemCount == 100)
        #expect(p.history.undoEdit?.name == "Item Count")
        #expect(p.undo() && p.undo())
        #expect(p.dataSource == .bundled && p.dataset.itemCount == 16)
    }

    // MARK: Memory proportional to the change

    @Test func aDeleteAtAMillionItemsKeepsOneItemNotTheData() throws {
        let p = try playground(.cards, items: 1_000_000)
        try p.perform(BatchUpdate([.delete(500_000)]), name: "Delete")
        guard case .data(let edit, let prior)? = p.history.undoEdit else {
            Issue.record("a data edit was expected")
            return
        }
        #expect(edit.removed.count == 1 && edit.added.isEmpty && edit.removed[0].index == 500_000)
        #expect(edit.heldBytes < 100, "\(edit.heldBytes) bytes for one deleted item")
        // The repeated data is remembered as what it was made of: 16 items and a count.
        #expect(prior?.base.itemCount == 16 && prior?.itemCount == 1_000_000)
        #expect(p.undo())
        #expect(p.dataset.itemCount == 1_000_000 && p.itemCount == 1_000_000)
    }

    // MARK: Invariants over random sequences

    @Test(arguments: [1, 2, 3, 4, 5])
    func undoingEverythingGivesTheStartAndRedoingGivesTheEnd(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let p = try playground(.flow)
        let start = p.document
        var count = 0
        for _ in 0..<40 {
            let n = p.dataset.itemCount
            switch random.next(below: 7) {
            case 0 where n > 1: try p.perform(BatchUpdate([.delete(random.next(below: n))]), name: "Delete")
            case 1 where n > 0: try p.insertCopy(ofFlat: random.next(below: n))
            case 2 where n > 2:
                let a = random.next(below: n), b = random.next(below: n)
                try p.perform(BatchUpdate([.move(from: a, to: b), .delete(a == 0 ? 1 : 0)].filter {
                    if case .delete(let d) = $0 { return d != a } else { return true }
                }), name: "Move")
            case 3: try p.selectLayout([LayoutKind.cards, .flow, .waterfall, .carousel, .stack][random.next(below: 5)])
            case 4: try p.setParameter("bounces", .bool(random.next(below: 2) == 0))
            case 5: p.setItemCount([nil, 5, 40][random.next(below: 3)])
            default: try p.insert(Dataset.placeholder(count: 2), atFront: random.next(below: 2) == 0)
            }
            count = p.history.undoCount
        }
        let end = p.document
        var undone = 0
        while p.undo() { undone += 1 }
        #expect(undone == count)
        expectSame(p.document, start)
        while p.redo() {}
        expectSame(p.document, end)
        #expect(ids(p.dataset) == ids(Self.shown(end)))
    }

    /// What a person sees of a document: the layout, the parameters of
    /// every layout both know, the data and its identities (the data left on
    /// other layouts is a cache of what switching brings back).
    private func expectSame(_ a: DocumentState, _ b: DocumentState, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(a.layoutKind == b.layoutKind, sourceLocation: sourceLocation)
        for (id, p) in a.parameters where b.parameters[id] != nil {
            #expect(p == b.parameters[id], "parameters of \(id)", sourceLocation: sourceLocation)
        }
        #expect(a.data.source == b.data.source && a.data.itemCount == b.data.itemCount, sourceLocation: sourceLocation)
        #expect(a.data.base == b.data.base, "the items", sourceLocation: sourceLocation)
        #expect(ids(a.data.base) == ids(b.data.base), "their identities", sourceLocation: sourceLocation)
    }

    /// The data a document shows for its layout.
    private static func shown(_ d: DocumentState) -> Dataset {
        var data = ViewConfiguration.repeating(d.data.base, toCount: d.data.itemCount)
        if !(d.layoutKind.layoutType.usesSections) { data = data.flattened() }
        return data
    }

    @Test(arguments: [7, 8, 9])
    func aDataEditRevertedAndReappliedGivesTheSameSectionsAndIdentities(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let data = try Playground.loadDataset(path: "shop-departments.json")
        var current = data
        var edits: [(DataEdit, Dataset)] = []
        for _ in 0..<25 {
            let n = current.itemCount
            var ops: [BatchUpdate.Operation] = []
            var usedOld = Set<Int>(), usedNew = Set<Int>()
            for _ in 0..<3 {
                let i = random.next(below: n)
                guard !usedOld.contains(i) else { continue }
                usedOld.insert(i)
                if random.next(below: 2) == 0 { ops.append(.delete(i)) } else {
                    let j = random.next(below: n - ops.filter { if case .delete = $0 { true } else { false } }.count)
                    guard !usedNew.contains(j) else { continue }
                    usedNew.insert(j)
                    ops.append(.move(from: i, to: j))
                }
            }
            let batch = BatchUpdate(ops)
            guard let result = try? batch.apply(to: current) else { continue }
            edits.append((DataEdit(name: "Edit", batch: batch, before: current, result: result), current))
            current = result.dataset
        }
        let end = current
        for (edit, before) in edits.reversed() {
            let back = try edit.reverted(from: current)
            #expect(ids(back.dataset) == ids(before) && back.dataset.sectionStarts == before.sectionStarts)
            #expect(back.dataset == before)
            current = back.dataset
        }
        for (edit, _) in edits { current = try edit.reapplied(to: current).dataset }
        #expect(ids(current) == ids(end) && current == end)
    }
}

/// A seeded linear congruential generator (Knuth's MMIX constants): the
/// same edits every run.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed &* 2_862_933_555_777_941_757 &+ 3_037_000_493 }
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        return z ^ (z >> 31)
    }
    mutating func next(below n: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return n <= 0 ? 0 : Int((state >> 33) % UInt64(n))
    }
}

#if canImport(Glibc)
import Glibc

/// What the history of ten deletes at a million items holds in
/// memory, measured as the process's resident memory: large arrays are
/// each mapped on their own (glibc's mmap threshold fixed at 128 KiB), so a
/// copy of the data kept anywhere shows as its full size.
///
/// Resident memory is the whole process's: other suites running beside this
/// one would add theirs, so it runs when asked (`LAYOUT_PLAYGROUND_MEASURE=1
/// swift test --filter DocumentHistoryMemoryTests`); `heldBytes` is checked
/// in every run.
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["LAYOUT_PLAYGROUND_MEASURE"] == "1"))
struct DocumentHistoryMemoryTests {
    init() {
        setenv(ResourceLocator.environmentVariable, CLIRunner.repositoryRoot + "/Resources", 1)
    }

    private static func residentBytes() -> Int {
        let text = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
        let pages = text.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    @Test func tenDeletesAtAMillionItemsHoldLessThanOneCopyOfTheData() throws {
        typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") {
            _ = unsafeBitCast(symbol, to: MallOpt.self)(-3, 128 * 1024)  // M_MMAP_THRESHOLD: fixed
        }
        var configuration = ViewConfiguration()
        configuration.layoutKind = .cards
        configuration.itemCount = 1_000_000
        let p = try Playground(configuration: configuration)
        try p.perform(BatchUpdate([.delete(0)]), name: "Delete")  // the repeated data becomes stored items
        let arrayBytes = p.dataset.itemCount * MemoryLayout<DatasetItem>.stride
        let before = Self.residentBytes()
        for i in 0..<10 { try p.perform(BatchUpdate([.delete(i * 90_000)]), name: "Delete") }
        let held = Self.residentBytes() - before
        print("memory: 10 deletes at 1M items hold \(held / 1024) KiB resident; one item array is \(arrayBytes / 1024) KiB")
        #expect(p.history.undoCount == 11)
        // Keeping the data before each delete (as a snapshot history does) would hold ten arrays.
        #expect(held < arrayBytes, "the history keeps the removed items, not copies of the data")
        #expect(p.undo() && p.dataset.itemCount == 999_990)
    }
}
#endif
