import CollectionLayout
import Testing

/// Pinned headers and footers (`pinHeaders`, `pinFooters`), as
/// UICollectionViewFlowLayout's `sectionHeadersPinToVisibleBounds`.
@Suite struct FlowPinningTests {
    /// Three sections of three 780×100 items (one a line), header 30, footer
    /// 20, insets 10, line spacing 10: section s starts at 390·s; its lines
    /// start 40, 150, 260 below that; its footer at 370 below it.
    static func layout(_ extra: [String]) throws -> FlowLayout {
        let section = Array(repeating: ItemMetrics(size: Size(width: 780, height: 100)), count: 3)
        return try prepared(FlowLayout.self, ["headerHeight=30", "footerHeight=20"] + extra,
                            viewport: Size(width: 800, height: 300), sections: [section, section, section])
    }

    static func headers(_ layout: FlowLayout, at y: Double, rect: Rect? = nil) -> [Int: Rect] {
        let offset = Point(x: 0, y: y)
        let elements = layout.elements(in: rect ?? Rect(origin: offset, size: Size(width: 800, height: 300)), offset: offset)
        return Dictionary(elements.filter { $0.category == .header }.map { ($0.indexPath.section, $0.frame) },
                          uniquingKeysWith: { a, _ in a })
    }

    @Test func theCurrentHeaderStaysAtTheTopUntilTheNextPushesIt() throws {
        let layout = try Self.layout(["pinHeaders=true"])
        #expect(Self.headers(layout, at: 0) == [0: Rect(x: 0, y: 0, width: 800, height: 30)])
        #expect(Self.headers(layout, at: 100) == [0: Rect(x: 0, y: 100, width: 800, height: 30),
                                                  1: Rect(x: 0, y: 390, width: 800, height: 30)])
        // Section 0's box ends at 370: its header rides up on it from 340.
        #expect(Self.headers(layout, at: 350) == [0: Rect(x: 0, y: 340, width: 800, height: 30),
                                                  1: Rect(x: 0, y: 390, width: 800, height: 30)])
        #expect(Self.headers(layout, at: 400)[1] == Rect(x: 0, y: 400, width: 800, height: 30))
        #expect(Self.headers(layout, at: 400)[0] == nil)
        let pinned = try #require(layout.pinnedHeader(offset: Point(x: 0, y: 100)))
        #expect(pinned.zIndex == FlowLayout.pinnedZIndex)
    }

    @Test func aPinnedHeaderLeavesRectsItNoLongerMeets() throws {
        let layout = try Self.layout(["pinHeaders=true"])
        // At 100 the header is at 100…130: not in 0…50, where it would lie unpinned.
        #expect(Self.headers(layout, at: 100, rect: Rect(x: 0, y: 0, width: 800, height: 50)).isEmpty)
        let unpinned = try Self.layout([])
        #expect(Self.headers(unpinned, at: 100, rect: Rect(x: 0, y: 0, width: 800, height: 50)).count == 1)
        #expect(Self.headers(unpinned, at: 100)[0] == nil)
    }

    @Test func theCurrentFooterStaysAtTheBottom() throws {
        let layout = try Self.layout(["pinFooters=true"])
        func footer(at y: Double) -> Rect? {
            let offset = Point(x: 0, y: y)
            return layout.elements(in: Rect(origin: offset, size: Size(width: 800, height: 300)), offset: offset)
                .first { $0.category == .footer }?.frame
        }
        // The visible bottom (300) is in section 0: its footer sits at 280.
        #expect(footer(at: 0) == Rect(x: 0, y: 280, width: 800, height: 20))
        // At 80 the bottom (380) cuts its place (370…390): it stays pinned at 360.
        #expect(footer(at: 80) == Rect(x: 0, y: 360, width: 800, height: 20))
        // From 90 its place is in view: it rests there.
        #expect(footer(at: 90) == Rect(x: 0, y: 370, width: 800, height: 20))
        #expect(layout.pinnedHeader(offset: .zero) == nil)
    }
}
