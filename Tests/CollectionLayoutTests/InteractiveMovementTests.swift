import CollectionLayout
import Testing

/// Where a carried item lands for a pointer position (UIKit's
/// `targetIndexPath(forInteractivelyMovingItem:withPosition:)`).
@Suite struct InteractiveMovementTests {
    /// Four 180×100 items a line in an 800-wide flow: item i of line r sits
    /// at x = 10 + 190·(i mod 4), y = 10 + 110·r.
    static func flow() throws -> FlowLayout {
        let items = Array(repeating: ItemMetrics(size: Size(width: 180, height: 100)), count: 12)
        return try prepared(FlowLayout.self, [], viewport: Size(width: 800, height: 300), sections: [items])
    }

    @Test func theCellUnderThePointerIsTheTarget() throws {
        let layout = try Self.flow()
        let viewport = Size(width: 800, height: 300)
        for item in 0..<8 {
            let frame = try #require(layout.attributesForItem(at: IndexPath(item: item), offset: .zero)).frame
            let target = layout.targetIndexPath(forMoving: IndexPath(item: 0), at: frame.center, offset: .zero,
                                                viewport: viewport)
            #expect(target == IndexPath(item: item))
        }
    }

    @Test func betweenCellsTheNearestCentreWins() throws {
        let layout = try Self.flow()
        let viewport = Size(width: 800, height: 300)
        // The gap between items 1 (200…380) and 2 (390…570) on the first line, nearer 2.
        let target = layout.targetIndexPath(forMoving: IndexPath(item: 5), at: Point(x: 387, y: 60), offset: .zero,
                                            viewport: viewport)
        #expect(target == IndexPath(item: 2))
        // Right of the last item of the second line (item 7 ends at 760).
        let end = layout.targetIndexPath(forMoving: IndexPath(item: 0), at: Point(x: 790, y: 170), offset: .zero,
                                         viewport: viewport)
        #expect(end == IndexPath(item: 7))
    }

    @Test func theVisibleRectAtTheOffsetIsSearched() throws {
        let layout = try Self.flow()
        // Scrolled down one line: the pointer at the viewport's top-left is over item 4.
        let offset = Point(x: 0, y: 110)
        let target = layout.targetIndexPath(forMoving: IndexPath(item: 0), at: Point(x: 20, y: 130), offset: offset,
                                            viewport: Size(width: 800, height: 300))
        #expect(target == IndexPath(item: 4))
    }

    @Test func withNothingVisibleTheItemStays() throws {
        let layout = try prepared(FlowLayout.self, [], viewport: Size(width: 800, height: 300), sections: [[]])
        let target = layout.targetIndexPath(forMoving: IndexPath(item: 3), at: Point(x: 10, y: 10), offset: .zero,
                                            viewport: Size(width: 800, height: 300))
        #expect(target == IndexPath(item: 3))
    }

    @Test func onCardsTheSideCardUnderThePointerIsTheTarget() throws {
        let layout = try prepared(CardsLayout.self, [], viewport: Size(width: 800, height: 600), itemCount: 10)
        let side = try #require(layout.attributesForItem(at: IndexPath(item: 1), offset: .zero))
        let quad = try #require(side.screenQuad())
        let target = layout.targetIndexPath(forMoving: IndexPath(item: 0), at: quad.boundingBox.center, offset: .zero,
                                            viewport: Size(width: 800, height: 600))
        #expect(target == IndexPath(item: 1))
    }
}
