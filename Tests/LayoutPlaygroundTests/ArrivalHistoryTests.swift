import CollectionLayout
import Foundation
@testable import LayoutPlayground
import Testing

/// Data that arrives by itself (a page loaded near the end) is never a
/// step of the undo history and never marks the document changed: Ctrl+Z
/// pressed once per person edit gives back exactly the opened document.
@Suite(.serialized) struct ArrivalHistoryTests {
    init() {
        setenv(ResourceLocator.environmentVariable, CLIRunner.repositoryRoot + "/Resources", 1)
    }

    private func playground(_ layout: LayoutKind) throws -> Playground {
        var configuration = ViewConfiguration()
        configuration.layoutKind = layout
        configuration.assignments = Playground.showcaseAssignments(for: layout)
        return try Playground(configuration: configuration)
    }

    private func ids(_ d: Dataset) -> [String] { d.sections.flatMap(\.items).map { $0.id?.description ?? "-" } }

    /// The document a person sees: its layout, the parameters of every
    /// layout both know, the data with its identities and count (the data
    /// left on other layouts is a cache of what switching brings back).
    private func expectSame(_ a: DocumentState, _ b: DocumentState, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(a.layoutKind == b.layoutKind, sourceLocation: sourceLocation)
        for (id, p) in a.parameters where b.parameters[id] != nil {
            #expect(p == b.parameters[id], "parameters of \(id)", sourceLocation: sourceLocation)
        }
        // Compared first, so that a difference is named, not printed item by item.
        let sameSource = a.data.source == b.data.source, sameCount = a.data.itemCount == b.data.itemCount
        let sameItems = a.data.base == b.data.base, sameIdentities = ids(a.data.base) == ids(b.data.base)
        #expect(sameSource && sameCount, "where the items come from, and their count", sourceLocation: sourceLocation)
        #expect(sameItems && sameIdentities, "the items: \(a.data.base.itemCount) and \(b.data.base.itemCount)",
                sourceLocation: sourceLocation)
        #expect(a.data.isEdited == b.data.isEdited, "whether they are saved as items or as their file",
                sourceLocation: sourceLocation)
    }

    /// A page as the waterfall's feed brings one.
    private func loadMore(_ p: Playground) {
        p.insert(Dataset.placeholder(count: 4), atFront: false)
    }

    @Test func aPageLoadedOnAnOpenedDocumentLeavesItUnchangedAndUndoesNothing() throws {
        let p = try playground(.waterfall)
        let opened = p.dataset.itemCount
        loadMore(p)
        loadMore(p)
        #expect(p.dataset.itemCount == opened + 8, "the pages are shown")
        #expect(!p.isModified, "looking at a document does not change it")
        #expect(!p.canUndo && p.history.undoEdit == nil, "and gives Ctrl+Z nothing to take back")
    }

    /// The scenario that trapped the history: a carousel, two parameter
    /// changes, the waterfall (whose sixteen items never fill the view, so
    /// a page loads after every step), its columns; then Ctrl+Z until the
    /// carousel is back as it was opened.
    @Test func undoReachesTheCarouselAsOpenedThroughTheWaterfallsPages() throws {
        let p = try playground(.carousel)
        let opened = p.document
        try p.setParameter("itemWidth", .number(200))
        try p.setParameter("itemWidth", .number(220))
        try p.selectLayout(.waterfall)
        loadMore(p)
        try p.setParameter("landscapeColumns", .integer(6))
        loadMore(p)
        let steps = p.history.undoCount
        #expect(steps == 3, "item width (one drag), the waterfall and its columns: \(steps) steps")
        for press in 1...steps {
            #expect(p.undo(), "press \(press)")
            #expect(p.history.undoEdit?.name != "Load More")
            // What the view does after each step: near the end, another page.
            if p.layoutKind == .waterfall { loadMore(p) }
        }
        #expect(p.layoutKind == .carousel)
        expectSame(p.document, opened)
        #expect(!p.isModified && !p.canUndo)
    }

    /// Person edits interleaved with arrivals, on every layout: undoing as
    /// many times as there are steps gives the opened document; redoing
    /// them all gives the last one, pages included.
    @Test(arguments: LayoutKind.allCases)
    func undoingEveryStepGivesTheOpenedDocumentWhateverArrived(layout: LayoutKind) throws {
        for seed in UInt64(1)...3 {
            var random = SeededRandom(seed: seed &+ UInt64(layout.id.utf8.reduce(0) { $0 &* 31 &+ Int($1) } & 0xffff))
            let p = try playground(layout)
            let opened = p.document
            var steps = 0
            for _ in 0..<30 {
                let n = p.dataset.itemCount
                let before = p.history.undoCount
                var personal = true
                switch random.next(below: 8) {
                case 0 where n > 1: try p.perform(BatchUpdate([.delete(random.next(below: n))]), name: "Delete")
                case 1 where n > 0: try p.insertCopy(ofFlat: random.next(below: n))
                case 2 where n > 1: try p.perform(BatchUpdate([.move(from: random.next(below: n), to: random.next(below: n))]),
                                                  name: "Move")
                case 3: try p.selectLayout(LayoutKind.allCases[random.next(below: LayoutKind.allCases.count)])
                case 4: p.setItemCount([nil, 7, 40][random.next(below: 3)])
                case 5: p.insert(Dataset.placeholder(count: 2), atFront: true)
                default:
                    personal = false
                    loadMore(p)
                }
                if personal {
                    // A step that changed nothing (the same layout, the same count) is not recorded.
                    if p.history.undoCount > before { steps += 1 }
                } else {
                    #expect(p.history.undoCount == before, "an arrival is never a step")
                }
            }
            let last = p.document
            for _ in 0..<steps { #expect(p.undo()) }
            #expect(!p.canUndo, "\(layout) seed \(seed): nothing is left to undo after \(steps) presses")
            expectSame(p.document, opened)
            #expect(!p.isModified)
            while p.redo() {}
            #expect(p.document.layoutKind == last.layoutKind && ids(p.document.data.base) == ids(last.data.base),
                    "\(layout) seed \(seed): redo gives the last document back")
        }
    }
}
