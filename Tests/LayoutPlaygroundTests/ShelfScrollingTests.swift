import CollectionLayout
@testable import LayoutPlayground
import Testing

/// The shelves' directional lock and their own scrollers, without a display.
@Suite struct ShelfScrollingTests {
    /// Section 0 pages sideways (10 items 300 wide, 10 apart, 400-point
    /// container), section 1 does not; headers 36 high.
    static func shelves(_ direction: LayoutDirection = .leftToRight) throws -> (ShelfScrolling, CompositionalLayout) {
        let layout = try CompositionalLayout(assignments: ["orthogonal=groupPaging,none", "itemWidth=300",
                                                           "interGroupSpacing=10", "sectionInsets=0,16,0,16"])
        layout.prepare(LayoutContext(viewport: Size(width: 400, height: 800), sections: [
            Array(repeating: ItemMetrics(), count: 10), Array(repeating: ItemMetrics(), count: 4),
        ], layoutDirection: direction))
        let shelves = ShelfScrolling()
        shelves.attach(layout)
        return (shelves, layout)
    }

    /// Advances the shelves at 120 frames a second from `t` until they rest (5 s at most); the time reached.
    @discardableResult
    static func settle(_ shelves: ShelfScrolling, from t: Double) -> Double {
        var t = t
        let end = t + 5
        while shelves.needsFrames && t < end {
            t += 1.0 / 120
            shelves.advance(to: t)
        }
        return t
    }

    @Test func theFirstTenPointsPickTheAxis() throws {
        let (shelves, layout) = try Self.shelves()
        #expect(shelves.press(at: Point(x: 300, y: 100), pageOffset: .zero, pageMoving: false, time: 0))
        #expect(shelves.move(to: Point(x: 293, y: 103), time: 0.01), "8 points: still undecided, the page waits")
        #expect(layout.sectionOffset(ofSection: 0) == 0)
        #expect(shelves.move(to: Point(x: 288, y: 104), time: 0.02))
        #expect(shelves.drag == .shelf(0))
        #expect(shelves.move(to: Point(x: 200, y: 140), time: 0.05), "locked sideways: vertical motion is ignored")
        let length: Double = (12.0 * 12 + 4 * 4).squareRoot()
        let anchor: Double = 300 - 120 / length
        #expect(abs(layout.sectionOffset(ofSection: 0) - (anchor - 200)) < 1e-9, "all but the first ten points move it")
        #expect(shelves.release(at: Point(x: 150, y: 140), time: 0.07))
        Self.settle(shelves, from: 0.07)
        #expect(layout.sectionOffset(ofSection: 0) == 310, "groupPaging: the next group's leading edge")
    }

    @Test func aMostlyVerticalMoveGivesThePage() throws {
        let (shelves, layout) = try Self.shelves()
        #expect(shelves.press(at: Point(x: 300, y: 100), pageOffset: .zero, pageMoving: false, time: 0))
        #expect(!shelves.move(to: Point(x: 294, y: 88), time: 0.02))
        let k: Double = 10 / (6.0 * 6 + 12 * 12).squareRoot()
        #expect(shelves.drag == .page(at: Point(x: 300 - 6 * k, y: 100 - 12 * k)))
        #expect(!shelves.move(to: Point(x: 200, y: 20), time: 0.05))
        #expect(layout.sectionOffset(ofSection: 0) == 0)
        #expect(!shelves.release(at: Point(x: 200, y: 20), time: 0.06))
    }

    @Test func pressesOffTheShelvesBelongToThePage() throws {
        let (shelves, _) = try Self.shelves()
        #expect(!shelves.press(at: Point(x: 300, y: 10), pageOffset: .zero, pageMoving: false, time: 0), "the header")
        #expect(!shelves.press(at: Point(x: 300, y: 320), pageOffset: .zero, pageMoving: false, time: 0), "section 1")
        #expect(!shelves.press(at: Point(x: 300, y: 100), pageOffset: .zero, pageMoving: true, time: 0), "a moving page")
        #expect(shelves.press(at: Point(x: 300, y: 10), pageOffset: Point(x: 0, y: 50), pageMoving: false, time: 0))
    }

    /// Right to left the item's group lands with its leading (right) edge on the leading inset.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func theKeyboardCursorRevealsItsItemOnTheShelf(direction: LayoutDirection) throws {
        let (shelves, layout) = try Self.shelves(direction)
        #expect(!shelves.reveal(IndexPath(item: 0, section: 0), time: 0), "already in view")
        #expect(!shelves.reveal(IndexPath(item: 0, section: 1), time: 0), "not on a shelf")
        #expect(shelves.reveal(IndexPath(item: 3, section: 0), time: 0))
        Self.settle(shelves, from: 0)
        #expect(layout.sectionOffset(ofSection: 0) == 930, "groupPaging: item 3's group on the leading inset")
        let frame = try #require(layout.attributesForItem(at: IndexPath(item: 3, section: 0), offset: .zero)?.frame)
        #expect(direction.isRightToLeft ? frame.maxX == 384 : frame.minX == 16)
    }

    /// A full-width paging shelf: item 1 starts 8 points before the second
    /// page (the insets and spacing), which holds most of it and is where
    /// the cursor takes the shelf.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func pagingRevealsThePageHoldingTheItemsMiddle(direction: LayoutDirection) throws {
        let layout = try CompositionalLayout(assignments: ["orthogonal=paging,none", "itemWidth=100%"])
        layout.prepare(LayoutContext(viewport: Size(width: 400, height: 800), sections: [
            Array(repeating: ItemMetrics(), count: 5), Array(repeating: ItemMetrics(), count: 1),
        ], layoutDirection: direction))
        let shelves = ShelfScrolling()
        shelves.attach(layout)
        #expect(shelves.reveal(IndexPath(item: 1, section: 0), time: 0))
        Self.settle(shelves, from: 0)
        #expect(layout.sectionOffset(ofSection: 0) == 400)
    }

    @Test func anOffsetSurvivesAParameterChange() throws {
        let (shelves, layout) = try Self.shelves()
        _ = shelves.press(at: Point(x: 300, y: 100), pageOffset: .zero, pageMoving: false, time: 0)
        _ = shelves.move(to: Point(x: 100, y: 100), time: 0.5)
        _ = shelves.release(at: Point(x: 100, y: 100), time: 2)
        while shelves.needsFrames { shelves.advance(to: 3) }
        let kept = layout.sectionOffset(ofSection: 0)
        #expect(kept == 310)
        let wider = try CompositionalLayout(assignments: ["orthogonal=groupPaging,none", "itemWidth=300",
                                                          "interGroupSpacing=20", "sectionInsets=0,16,0,16"])
        wider.prepare(LayoutContext(viewport: Size(width: 400, height: 800), sections: [Array(repeating: ItemMetrics(), count: 10)]))
        shelves.attach(wider)
        #expect(wider.sectionOffset(ofSection: 0) == 310)
    }

    /// Right to left the shelf starts at its right end: a drag toward the
    /// right moves it on (its offset grows) and the cells follow the finger;
    /// it rests on the next group's leading edge, now its right edge.
    @Test func rightToLeftADragToTheRightScrollsOn() throws {
        let (shelves, layout) = try Self.shelves(.rightToLeft)
        let start = try #require(layout.attributesForItem(at: IndexPath(item: 1, section: 0), offset: .zero)?.frame)
        #expect(start.maxX == 400 - 16 - 310, "group 1 lies left of group 0")
        #expect(shelves.press(at: Point(x: 100, y: 100), pageOffset: .zero, pageMoving: false, time: 0))
        #expect(shelves.move(to: Point(x: 112, y: 104), time: 0.02))
        #expect(shelves.drag == .shelf(0))
        #expect(shelves.move(to: Point(x: 200, y: 140), time: 0.05))
        let length: Double = (12.0 * 12 + 4 * 4).squareRoot()
        let anchor: Double = 100 + 120 / length
        #expect(abs(layout.sectionOffset(ofSection: 0) - (200 - anchor)) < 1e-9, "moved right: the offset grew")
        let moved = try #require(layout.attributesForItem(at: IndexPath(item: 1, section: 0), offset: .zero)?.frame)
        #expect(abs(moved.minX - start.minX - (200 - anchor)) < 1e-9, "the cells moved with the pointer")
        #expect(shelves.release(at: Point(x: 250, y: 140), time: 0.07))
        Self.settle(shelves, from: 0.07)
        #expect(layout.sectionOffset(ofSection: 0) == 310, "groupPaging: the next group's leading edge")
        let rested = try #require(layout.attributesForItem(at: IndexPath(item: 1, section: 0), offset: .zero)?.frame)
        #expect(rested.maxX == 384, "group 1's right edge on the leading inset")
        // A sideways wheel step to the right (positive dx) moves the content left: back toward the start.
        #expect(shelves.scroll(by: 250, at: Point(x: 100, y: 100), pageOffset: .zero, time: 6))
        Self.settle(shelves, from: 6)
        #expect(layout.sectionOffset(ofSection: 0) < 310)
    }
}
