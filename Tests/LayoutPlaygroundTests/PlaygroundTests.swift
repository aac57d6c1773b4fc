import CollectionLayout
import Foundation
@testable import LayoutPlayground
import Testing

/// The app's state without a window: data, repetition, layouts, parameters,
/// and which item stays in focus across changes.
@Suite(.serialized) struct PlaygroundTests {
    init() {
        setenv(ResourceLocator.environmentVariable, CLIRunner.repositoryRoot + "/Resources", 1)
    }

    private func playground(_ layout: LayoutKind, items: Int? = nil, viewport: Size = Size(width: 800, height: 600))
        throws -> Playground {
        var configuration = ViewConfiguration()
        configuration.layoutKind = layout
        configuration.itemCount = items
        configuration.viewport = viewport
        return try Playground(configuration: configuration)
    }

    private func titles(_ dataset: Dataset) -> [String] {
        dataset.sections.flatMap(\.items).map { $0.title ?? "" }
    }

    @Test func itemsMadeInTheBackgroundAreTheItemsMadeAtOnce() throws {
        for (layout, items) in [(LayoutKind.flow, 300_000), (.cards, 1_000), (.compositional, 5_000), (.wheel, 40)] {
            var configuration = ViewConfiguration()
            configuration.layoutKind = layout
            configuration.itemCount = items
            configuration.viewport = Size(width: 800, height: 600)
            let direct = try Playground(configuration: configuration)
            let deferred = try Playground(configuration: configuration, deferringItems: true)
            #expect(deferred.dataset.itemCount < items, "\(layout): nothing repeated before")
            deferred.makeItemsInBackground()()
            #expect(deferred.dataset == direct.dataset, "\(layout)")
            #expect(deferred.layout.contentSize == direct.layout.contentSize, "\(layout)")
            let offset = direct.layout.initialContentOffset
            let rect = Rect(origin: offset, size: configuration.viewport)
            #expect(deferred.layout.elements(in: rect, offset: offset) == direct.layout.elements(in: rect, offset: offset),
                    "\(layout)")
        }
    }

    @Test func aStartingItemCountRepeatsTheDatasetOnce() throws {
        var configuration = ViewConfiguration()
        configuration.layoutKind = .cards
        let source = try configuration.loadSourceDataset()
        #expect(source.itemCount == 16)
        let p = try playground(.cards, items: 5)
        #expect(p.baseDataset.itemCount == 16, "the base dataset is the file as stored")
        #expect(p.dataset.itemCount == 5)
        p.setItemCount(20)
        #expect(titles(p.dataset) == Array((titles(source) + titles(source)).prefix(20)),
                "20 items cycle through all 16, not through the first 5")
        p.setItemCount(nil)
        #expect(p.dataset.itemCount == 16, "As in data: the dataset's own 16 items")
    }

    @Test func switchingLayoutsKeepsEachLayoutsParameters() throws {
        let p = try playground(.cards)
        try p.setParameter("itemWidth", .number(400))
        try p.selectLayout(.wheel)
        #expect(p.layoutKind == .wheel)
        try p.selectLayout(.cards)
        #expect(p.parameters.number("itemWidth") == 400)
    }

    @Test func observersHearOfAChangeBeforeAndAfterIt() throws {
        let p = try playground(.cards)
        var log: [String] = []
        p.observeWillChange { _ in log.append("will:\(p.parameters.number("itemWidth"))") }
        p.observe { _ in log.append("did:\(p.parameters.number("itemWidth"))") }
        try p.setParameter("itemWidth", .number(300))
        try p.setParameter("itemWidth", .number(300))  // no change, no notification
        #expect(log == ["will:280.0", "did:300.0"])
    }

    /// What the canvas does on a change: anchor with the old layout, focus with the new one.
    private func focusAfter(_ p: Playground, from index: Int, change: () throws -> Void) throws -> Int? {
        let start = try #require(p.layout.contentOffset(focusing: IndexPath(item: index), from: .zero))
        #expect(p.layout.currentIndex(at: start) == index)
        var anchor: FocusAnchor?
        p.observeWillChange { _ in anchor = FocusAnchor(layout: p.layout, restOffset: start) }
        try change()
        let offset = try #require(anchor).offset(in: p.layout, viewport: p.viewport, itemCount: p.dataset.itemCount)
        return p.layout.currentIndex(at: offset)
    }

    @Test func aWiderCardKeepsTheCardInFocus() throws {
        let p = try playground(.cards)
        #expect(try focusAfter(p, from: 8) { try p.setParameter("itemWidth", .number(400)) } == 8)
    }

    @Test func aNewRowPitchKeepsTheWheelsRow() throws {
        let p = try playground(.wheel)
        #expect(try focusAfter(p, from: 5) { try p.setParameter("rowPitch", .choice("row")) } == 5)
    }

    @Test func aResizeKeepsTheStackCard() throws {
        let p = try playground(.stack)
        #expect(try focusAfter(p, from: 3) { p.resize(Size(width: 500, height: 700)) } == 3)
    }

    @Test func theSameItemsInAnotherLayoutKeepTheirFocus() throws {
        let p = try playground(.cards)
        try p.setDataSource(.file("levels.json"))
        #expect(p.keepsItemsAcrossLayouts)
        #expect(try focusAfter(p, from: 6) { try p.selectLayout(.stack) } == 6)
    }

    @Test func aPageLoadedIntoRepeatedDataArrivesAsAnAnimatedBatch() throws {
        let p = try playground(.waterfall, items: 40)
        let firstID = p.dataset.id(at: IndexPath(item: 0))
        var animated: [Bool] = []
        p.observe { _ in animated.append(p.pendingUpdate != nil) }
        p.insert(.placeholder(count: 3), atFront: true)
        #expect(animated == [true])
        #expect(p.dataset.itemCount == 43)
        // The old first item is now fourth, under its own identity.
        #expect(p.dataset.id(at: IndexPath(item: 3)) == firstID)
        #expect(p.pendingUpdate == nil)
    }

    @Test func fewerItemsClampTheFocusToTheContent() throws {
        let p = try playground(.cards)
        let index = try focusAfter(p, from: 12) { p.setItemCount(4) }
        #expect(index.map { (0..<4).contains($0) } == true)
    }
}

/// Pages for pull-to-refresh and load-more.
@Suite(.serialized) struct PageFeedTests {
    init() {
        setenv(ResourceLocator.environmentVariable, CLIRunner.repositoryRoot + "/Resources", 1)
    }

    private func titles(_ page: Dataset?) -> [String] {
        (page?.sections.flatMap(\.items) ?? []).map { "\($0.title ?? "")|\($0.imagePath ?? "")|\($0.price ?? "")" }
    }

    @Test func consecutivePagesAreNeverTheSamePageAgain() throws {
        var configuration = ViewConfiguration()
        configuration.layoutKind = .waterfall
        let shown = try configuration.loadSourceDataset()
        let pageFiles = try #require(LayoutDescription.of(id: "waterfall")).pageDatasets
        var feed = PageFeed.make(pageFiles: pageFiles, shown: shown, isBundled: true)
        var pages: [[String]] = []
        for _ in 0..<5 { pages.append(titles(feed.nextPage())) }
        for (k, page) in pages.enumerated() {
            #expect(page.count == PageFeed.pageSize)
            #expect(Set(page).count == page.count, "page \(k) has no item twice")
            #expect(page != Array(titles(shown).prefix(page.count)), "page \(k) is not the page shown")
            if k > 0 {
                #expect(page != pages[k - 1], "page \(k) is not page \(k - 1) again")
                let shared = Set(page).intersection(pages[k - 1]).count
                #expect(shared < page.count, "page \(k) brings items page \(k - 1) did not")
            }
        }
    }

    @Test func aFeedOverAFileUsesEachDistinctItemOnce() {
        let items = (0..<30).map { DatasetItem(title: "Item \($0 % 20)") }
        var feed = PageFeed(pool: items)
        #expect(feed.pool.count == 20)
        let page = titles(feed.nextPage(count: 24))
        #expect(page.count == 20 && Set(page).count == 20)
        var empty = PageFeed(pool: [])
        #expect(empty.nextPage() == nil)
    }
}

/// What the playground refuses.
@Suite(.serialized) struct PlaygroundLimitTests {
    init() {
        setenv(ResourceLocator.environmentVariable, CLIRunner.repositoryRoot + "/Resources", 1)
    }

    @Test func aSeedWheelOfAMillionRowsIsRefusedAndNothingChanges() throws {
        var configuration = ViewConfiguration()
        configuration.layoutKind = .wheel
        configuration.itemCount = 1_000_000
        let p = try Playground(configuration: configuration)
        #expect(p.limitation == nil, "the drum shows any row count")
        #expect(throws: LayoutError.self) { try p.setParameter("geometry", .choice("seed")) }
        #expect(p.parameters.choice("geometry") == "drum")
        p.setItemCount(40)
        try p.setParameter("geometry", .choice("seed"))
        #expect(p.limitation == nil)
        p.setItemCount(100)
        #expect(p.limitation?.description.contains("at most 56 rows") == true)
    }
}

/// One description per layout, and each one's files are there.
@Suite(.serialized) struct LayoutDescriptionTests {
    init() {
        setenv(ResourceLocator.environmentVariable, CLIRunner.repositoryRoot + "/Resources", 1)
    }

    @Test(arguments: LayoutKind.allCases)
    func everyLayoutHasItsDataAndValidShowcaseValues(kind: LayoutKind) throws {
        let description = LayoutDescription.of(kind)
        #expect(description.kind == kind)
        #expect(LayoutRegistry.type(for: kind.id).map { $0.id } == kind.id)
        for file in [description.bundledDataset] + description.pageDatasets {
            let path = try #require(ResourceLocator.dataset(named: file), "\(file) is bundled")
            #expect(try Dataset.load(path: path).itemCount > 0)
        }
        _ = try LayoutRegistry.make(kind.id, assignments: description.showcaseAssignments)
    }

    @Test func theRegistryListsTheKindsInOrder() {
        #expect(LayoutRegistry.ids == LayoutKind.allCases.map(\.id))
        #expect(LayoutDescription.of(id: "nope") == nil)
    }
}
