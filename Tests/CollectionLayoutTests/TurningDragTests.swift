import CollectionLayout
import Foundation
import Testing

/// A drag turns the ring around its centre by the angle the finger sweeps.
@Suite struct TurningDragTests {
    private func ring() throws -> RingLayout {
        try prepared(RingLayout.self, viewport: Size(width: 700, height: 600), itemCount: 12)
    }

    /// Feeds a stroke through `points` and returns the offset the scroller would show.
    private func offset(after points: [Point], on layout: RingLayout) throws -> Double {
        let turning = try #require(layout.turning)
        var drag = TurningDrag(turning: turning, axis: .vertical, start: points[0])
        var position = points[0]
        for p in points.dropFirst() { position = drag.position(for: p) }
        // The content follows the pointer: the offset moves against it.
        return layout.initialContentOffset.y - (position.y - points[0].y)
    }

    @Test func theItemUnderTheFingerFollowsItAQuarterTurnFromAnySide() throws {
        let layout = try ring()
        let c = Point(x: 350, y: 300), r = layout.radius
        // From the top to the right along the ring, in small steps: item 0 follows to angle 0.
        let arc = (0...40).map { k -> Point in
            let a = -Double.pi / 2 + Double.pi / 2 * Double(k) / 40
            return Point(x: c.x + r * cos(a), y: c.y + r * sin(a))
        }
        let y = try offset(after: arc, on: layout)
        #expect(abs(layout.angle(ofItem: 0, offsetY: y)) < 1e-3)
    }

    @Test func downOnTheLeftTurnsAgainstDownOnTheRightAndAcrossTheTopTurns() throws {
        let layout = try ring()
        let left = try offset(after: [Point(x: 150, y: 250), Point(x: 150, y: 300), Point(x: 150, y: 350)], on: layout)
        let right = try offset(after: [Point(x: 550, y: 250), Point(x: 550, y: 300), Point(x: 550, y: 350)], on: layout)
        let start = layout.initialContentOffset.y
        #expect(left > start && right < start, "left \(left), right \(right)")
        #expect(abs((left - start) + (right - start)) < 1e-9, "mirror images")
        // A horizontal stroke over the top turns the ring clockwise, as the finger goes.
        let top = try offset(after: [Point(x: 250, y: 100), Point(x: 350, y: 100), Point(x: 450, y: 100)], on: layout)
        #expect(top < start)
    }

    @Test func aStrokeThroughTheCentreStaysFinite() throws {
        let layout = try ring()
        let y = try offset(after: [Point(x: 350, y: 290), Point(x: 350, y: 300), Point(x: 350, y: 310)], on: layout)
        #expect(y.isFinite)
    }

    @Test func onlyTheRingTurns() throws {
        #expect(try prepared(CardsLayout.self, viewport: Size(width: 700, height: 600), itemCount: 12).turning == nil)
    }
}
