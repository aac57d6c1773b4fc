import CollectionLayout
@testable import LayoutPlayground
import Testing

/// The keyboard cursor's spatial moves.
@Suite struct KeyboardCursorTests {
    /// A 3×3 grid of 100×40 cells, 10 apart, numbered row by row.
    let grid: [LayoutAttributes] = (0..<9).map { i in
        LayoutAttributes(indexPath: IndexPath(item: i),
                         frame: Rect(x: Double(i % 3) * 110, y: Double(i / 3) * 50, width: 100, height: 40))
    }

    private func move(_ from: Int, _ direction: KeyboardCursor.Direction) -> Int? {
        KeyboardCursor.next(from: grid[from].frame, direction, among: grid)?.item
    }

    @Test func aPageLandsOnTheCellNearestWhereTheCursorWouldBe() {
        #expect(KeyboardCursor.nearest(to: Point(x: 160, y: 118), among: grid)?.item == 7)
        #expect(KeyboardCursor.nearest(to: Point(x: -500, y: -500), among: grid)?.item == 0)
        #expect(KeyboardCursor.nearest(to: .zero, among: []) == nil)
    }

    @Test func arrowsGoToTheNeighbourInTheirDirection() {
        #expect(move(4, .left) == 3 && move(4, .right) == 5 && move(4, .up) == 1 && move(4, .down) == 7)
        #expect(move(0, .left) == nil && move(0, .up) == nil && move(8, .right) == nil && move(8, .down) == nil)
    }

    @Test func aMoveStaysInItsColumnOrLine() {
        // Down from a wide item on the left goes to the item below it, not to a nearer one to the side.
        var cells = grid
        cells.append(LayoutAttributes(indexPath: IndexPath(item: 9), frame: Rect(x: 250, y: 45, width: 20, height: 10)))
        #expect(KeyboardCursor.next(from: grid[0].frame, .down, among: cells)?.item == 3)
    }

    @Test func downGoesToTheNextLineEvenWhenALaterOneLinesUpBetter() {
        // Line 1: one tag at x 50…110; line 2: tags left and right of it; line 3: one right below it.
        let cells = [
            LayoutAttributes(indexPath: IndexPath(item: 0), frame: Rect(x: 50, y: 0, width: 60, height: 30)),
            LayoutAttributes(indexPath: IndexPath(item: 1), frame: Rect(x: 0, y: 40, width: 60, height: 30)),
            LayoutAttributes(indexPath: IndexPath(item: 2), frame: Rect(x: 130, y: 40, width: 90, height: 30)),
            LayoutAttributes(indexPath: IndexPath(item: 3), frame: Rect(x: 45, y: 80, width: 70, height: 30)),
        ]
        #expect(KeyboardCursor.next(from: cells[0].frame, .down, among: cells)?.item == 1)
        #expect(KeyboardCursor.next(from: cells[1].frame, .down, among: cells)?.item == 3)
    }

    @Test func revealingScrollsAsLittleAsPossible() {
        let visible = Rect(x: 0, y: 100, width: 300, height: 200)
        #expect(KeyboardCursor.offset(revealing: Rect(x: 0, y: 150, width: 50, height: 50), in: visible, axis: .vertical)
                == Point(x: 0, y: 100))
        #expect(KeyboardCursor.offset(revealing: Rect(x: 0, y: 280, width: 50, height: 50), in: visible, axis: .vertical)
                == Point(x: 0, y: 130))
        #expect(KeyboardCursor.offset(revealing: Rect(x: 0, y: 60, width: 50, height: 50), in: visible, axis: .vertical)
                == Point(x: 0, y: 60))
    }
}
