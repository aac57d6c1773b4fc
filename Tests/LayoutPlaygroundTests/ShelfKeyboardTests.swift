import CollectionLayout
@testable import LayoutPlayground
import Testing

/// The keyboard cursor on a page of shelves, without a display: Left and
/// Right stay on the cursor's shelf, Up and Down skip what a shelf scrolled
/// out of view, and moves pressed while a shelf moves are worked out at its rest.
@Suite struct ShelfKeyboardTests {
    static let viewport = Size(width: 400, height: 800)

    /// A shelf of 8 items 300 wide and one of 8 items 100 wide (groupPaging,
    /// 16 from the left, 8 apart), over a grid of 4 items two across.
    static func page() throws -> (ShelfScrolling, CompositionalLayout) {
        let layout = try CompositionalLayout(assignments: ["orthogonal=groupPaging,groupPaging,none", "itemWidth=300,100,1/2",
                                                           "groupSize=1,1,2", "itemHeight=100"])
        layout.prepare(LayoutContext(viewport: viewport, sections: [
            Array(repeating: ItemMetrics(), count: 8), Array(repeating: ItemMetrics(), count: 8),
            Array(repeating: ItemMetrics(), count: 4),
        ]))
        let shelves = ShelfScrolling()
        shelves.attach(layout)
        return (shelves, layout)
    }

    static func move(_ layout: CompositionalLayout, from item: IndexPath, _ direction: KeyboardCursor.Direction,
                     onPage: Bool = true) -> IndexPath? {
        let visible = Rect(origin: .zero, size: viewport)
        let from = layout.attributesForItem(at: item, offset: .zero)!.frame
        var candidates = layout.elements(in: KeyboardCursor.searchRect(from: from, direction, reach: 800), offset: .zero)
        if onPage { candidates = KeyboardCursor.onPage(candidates, from: item, direction, visible: visible) }
        return KeyboardCursor.next(from: from, direction, among: candidates)
    }

    @Test func leftAndRightStayOnTheShelf() throws {
        let (_, layout) = try Self.page()
        #expect(Self.move(layout, from: IndexPath(item: 0, section: 0), .right) == IndexPath(item: 1, section: 0))
        // The last item of the first shelf: nothing further right on it; the shelf below goes on to the right.
        layout.setSectionOffset(layout.sidewaysGeometry(ofSection: 0)!.maximumOffset, forSection: 0)
        let last = IndexPath(item: 7, section: 0)
        #expect(Self.move(layout, from: last, .right) == nil)
        #expect(Self.move(layout, from: last, .right, onPage: false)?.section == 1, "without the rule it leaves the shelf")
        #expect(Self.move(layout, from: last, .left) == IndexPath(item: 6, section: 0))
    }

    @Test func downGoesToWhatIsInViewBelow() throws {
        let (_, layout) = try Self.page()
        // The first shelf's second item (324…624) is half out of view; below it, the second shelf's
        // item 3 (340…440) shows, item 4 (448…548), better lined up, does not.
        let below = Self.move(layout, from: IndexPath(item: 1, section: 0), .down)
        #expect(below == IndexPath(item: 3, section: 1), "\(String(describing: below))")
        #expect(Self.move(layout, from: IndexPath(item: 1, section: 0), .down, onPage: false) == IndexPath(item: 4, section: 1))
        #expect(Self.move(layout, from: IndexPath(item: 0, section: 1), .down)?.section == 2)
    }

    @Test func movesPressedWhileAShelfMovesAreWorkedOutAtItsRest() throws {
        let (shelves, layout) = try Self.page()
        #expect(shelves.reveal(IndexPath(item: 3, section: 0), time: 0))
        shelves.advance(to: 0.05)
        let now = layout.sectionOffset(ofSection: 0)
        let rest = try #require(shelves.scroller(forSection: 0)).restOffset.x
        #expect(now > 0 && now < rest, "the shelf is on its way: \(now) of \(rest)")
        #expect(shelves.atRest { layout.sectionOffset(ofSection: 0) } == rest)
        #expect(layout.sectionOffset(ofSection: 0) == now, "and back where it is, afterwards")
    }
}
