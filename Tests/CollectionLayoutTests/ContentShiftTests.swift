@testable import CollectionLayout
import Testing

/// A motion under way while the content changes size under it (estimated
/// heights resolving as they show): it follows the content — its rest moves
/// with a shift, and an end that moved before its rest stops it there through
/// the physics' own bounce, never a jump.
@Suite struct ContentShiftTests {
    static let viewport = Size(width: 400, height: 800)
    static let frame = 1.0 / 60

    /// A scroller over `height` points of content, released downward at `velocity` from `offset`.
    static func fling(height: Double, offset: Double, velocity: Double) -> Scroller {
        let scroller = Scroller()
        scroller.configure(contentSize: Size(width: 400, height: height), viewport: viewport, axis: .vertical)
        scroller.setOffset(Point(x: 0, y: offset))
        scroller.fling(velocity: Point(x: 0, y: velocity), time: 0)
        return scroller
    }

    /// Runs `scroller` to rest at 60 frames per second; the offsets shown, calling `each` after every frame.
    static func run(_ scroller: Scroller, from start: Double = 0, each: (Double) -> Void = { _ in }) -> [Double] {
        var offsets: [Double] = [], time = start
        while scroller.isMoving && offsets.count < 1200 {
            time += frame
            scroller.advance(to: time)
            each(time)
            offsets.append(scroller.offset.y)
        }
        return offsets
    }

    @Test func aFlingWhoseEndMovesBeforeItsRestBouncesOffTheNewEnd() {
        let scroller = Self.fling(height: 20000, offset: 1000, velocity: 3000)
        let natural = scroller.restOffset.y
        #expect(natural > 2000 && natural < 3000, "a free rest about 1,500 points on: \(natural)")
        _ = scroller.advance(to: 0.1)
        // The content shrinks below what is in view: its end is now before the rest.
        scroller.shiftContent(by: 0, contentSize: Size(width: 400, height: 2400))
        let end = scroller.offsetRange.upperBound
        #expect(end == 1600)
        var previous = scroller.offset.y
        let offsets = Self.run(scroller, from: 0.1)
        let steps = zip([previous] + offsets, offsets).map { abs($1 - $0) }
        previous = offsets.last ?? previous
        #expect(previous == end, "the fling rests on the new end: \(previous)")
        #expect((offsets.max() ?? 0) > end + 1, "it bounced past the end and came back: \(offsets.max() ?? 0)")
        #expect((steps.max() ?? 0) <= 3000 * Self.frame + 1e-6, "no frame moved more than the fling's own step")
    }

    @Test func aFlingWhoseContentGrowsGoesOnToItsOwnRest() {
        let scroller = Self.fling(height: 2400, offset: 1000, velocity: 3000)
        #expect(scroller.restOffset.y == 1600, "first it would bounce off the end")
        _ = scroller.advance(to: 0.1)
        scroller.shiftContent(by: 0, contentSize: Size(width: 400, height: 20000))
        let free = DecelerationSimulation(position: 1000, velocity: 3000).finalPosition
        #expect(abs(scroller.restOffset.y - free) < 1e-6, "the content grew: it rests where the release would")
        let offsets = Self.run(scroller, from: 0.1)
        #expect(abs((offsets.last ?? 0) - free) < 1e-6)
    }

    @Test func aShiftMovesTheRestWithTheContent() {
        let scroller = Self.fling(height: 20000, offset: 1000, velocity: 3000)
        let rest = scroller.restOffset.y
        _ = scroller.advance(to: 0.1)
        let before = scroller.offset.y
        scroller.shiftContent(by: -300, contentSize: Size(width: 400, height: 19700))
        #expect(scroller.offset.y == before - 300 && abs(scroller.restOffset.y - (rest - 300)) < 1e-6)
        #expect(abs((Self.run(scroller, from: 0.1).last ?? 0) - (rest - 300)) < 1e-6)
    }

    @Test func aScrollToAnEndThatMovedSpringsToTheNewEnd() {
        let scroller = Scroller()
        scroller.configure(contentSize: Size(width: 400, height: 20000), viewport: Self.viewport, axis: .vertical)
        scroller.scroll(to: Point(x: 0, y: 19200), animated: true, time: 0)
        _ = scroller.advance(to: 0.05)
        scroller.shiftContent(by: 0, contentSize: Size(width: 400, height: 5000))
        #expect(scroller.restOffset.y == 4200)
        let offsets = Self.run(scroller, from: 0.05)
        #expect(offsets.last == 4200)
    }

    /// The brief's case: a list whose estimates are 15 times too tall,
    /// resolving as the fling shows its items, flung toward the end. The
    /// content's end moves up by hundreds of points a frame; the fling ends
    /// on the new end through a bounce, and the item in view never moves on
    /// screen by more than the fling's own step in a frame.
    @Test func aFlingThroughEstimatesFifteenTimesTooTallEndsAtTheNewEnd() throws {
        let layout = try CompositionalLayout(assignments: ["itemHeight=~480", "itemWidth=100%"])
        layout.resolvesEstimatesLazily = true
        layout.prepare(LayoutContext(viewport: Self.viewport, sections: [(0..<400).map { ItemMetrics(text: "row \($0)") }]))
        let scroller = Scroller()
        scroller.configure(layout: layout, viewport: Self.viewport)
        // What the canvas does each frame: resolve what shows (and half a screen around), keep the item in view still.
        func resolve() {
            let top = scroller.offset.y, margin = Self.viewport.height / 2
            let rect = Rect(x: 0, y: top - margin, width: Self.viewport.width, height: Self.viewport.height + 2 * margin)
            let correction = layout.resolveEstimates(in: rect, anchorY: top)
            if !correction.isEmpty { scroller.shiftContent(by: correction.growthAbove, contentSize: layout.contentSize) }
        }
        // Sixty estimated rows before the end (488 points each with the spacing, 40 once measured): the
        // first thirty resolve at once, the rest lie some 15,000 points on, 1,200 once measured.
        scroller.setOffset(Point(x: 0, y: layout.contentSize.height - 60 * 488))
        resolve()
        let velocity = 6000.0
        scroller.fling(velocity: Point(x: 0, y: velocity), time: 0)
        #expect(scroller.restOffset.y < scroller.offsetRange.upperBound, "the fling meant to rest before the estimated end")
        var worst = 0.0, highest = -Double.infinity
        var previous = try #require(Self.inView(layout, offset: scroller.offset))
        let offsets = Self.run(scroller) { _ in
            resolve()
            highest = max(highest, scroller.offset.y - scroller.offsetRange.upperBound)
            guard let now = Self.inView(layout, offset: scroller.offset) else { return }
            if let top = Self.screenTop(layout, previous.item, offset: scroller.offset) {
                worst = max(worst, abs(top - previous.top))
            }
            previous = now
        }
        let end = scroller.offsetRange.upperBound
        #expect(layout.pendingEstimateGroups < 400, "rows resolved as they showed")
        #expect(offsets.last == end, "the fling rests on the new end \(end), not past it: \(offsets.last ?? 0)")
        #expect(highest > 1, "it met the end and bounced back: \(highest) past it at most")
        #expect(worst <= velocity * Self.frame + 1, "the item in view jumped by \(worst) in a frame")
    }

    /// The first cell starting at or below the top of the visible rect, and its top on screen.
    static func inView(_ layout: CompositionalLayout, offset: Point) -> (item: IndexPath, top: Double)? {
        let cells = layout.elements(in: Rect(origin: offset, size: viewport), offset: offset)
            .filter { $0.category == .cell && $0.frame.minY >= offset.y }
        guard let first = cells.min(by: { $0.frame.minY < $1.frame.minY }) else { return nil }
        return (first.indexPath, first.frame.minY - offset.y)
    }

    static func screenTop(_ layout: CompositionalLayout, _ item: IndexPath, offset: Point) -> Double? {
        layout.attributesForItem(at: item, offset: offset).map { $0.frame.minY - offset.y }
    }
}
