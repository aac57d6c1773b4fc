import CollectionLayout
@testable import LayoutPlayground
import Testing

/// Estimated heights resolved as the canvas shows their items, with the
/// content offset moved so the item in view stays still — without a display.
@Suite struct EstimateAnchoringTests {
    static let viewport = Size(width: 400, height: 800)

    /// Four sections of 2,000 one-line items (32 points tall once measured)
    /// in a list whose estimate is `estimate`, prepared lazily.
    static func list(estimate: Double) throws -> CompositionalLayout {
        let layout = try CompositionalLayout(assignments: ["itemHeight=~\(Int(estimate))", "itemWidth=100%"])
        layout.resolvesEstimatesLazily = true
        layout.prepare(LayoutContext(viewport: viewport, sections: (0..<4).map { s in
            (0..<2000).map { ItemMetrics(text: "item \(s).\($0)") }
        }))
        return layout
    }

    /// The first cell starting at or below the top of the visible rect, and its top on screen.
    static func itemInView(_ layout: CompositionalLayout, offset: Point) -> (IndexPath, Double)? {
        let cells = layout.elements(in: Rect(origin: offset, size: viewport), offset: offset)
            .filter { $0.category == .cell && $0.frame.minY >= offset.y }
        guard let first = cells.min(by: { $0.frame.minY < $1.frame.minY }) else { return nil }
        return (first.indexPath, first.frame.minY - offset.y)
    }

    static func screenTop(_ layout: CompositionalLayout, _ indexPath: IndexPath, offset: Point) -> Double {
        layout.attributesForItem(at: indexPath, offset: offset)!.frame.minY - offset.y
    }

    /// A jump to a far item with estimates 15 times too tall (and 3 times
    /// too short): the items in view resolve, the content above shrinks (or
    /// grows) by thousands of points, and the item in view stays within
    /// 1 point of where it was on screen.
    @Test(arguments: [480.0, 10.0])
    func aJumpFarDownKeepsTheItemInViewStill(estimate: Double) throws {
        let layout = try Self.list(estimate: estimate)
        let scroller = Scroller()
        scroller.configure(layout: layout, viewport: Self.viewport)
        scroller.setOffset(Point(x: 0, y: layout.contentSize.height * 0.6))
        let (item, before) = try #require(Self.itemInView(layout, offset: scroller.offset))
        let heightBefore = layout.contentSize.height
        let correction = try #require(EstimateAnchoring.resolve(layout, scroller: scroller, viewport: Self.viewport))
        #expect(correction.resolvedItems > 0 && correction.resolvedItems < 200, "\(correction.resolvedItems)")
        #expect(abs(correction.growthAbove) > 100, "the content above changed: \(correction.growthAbove)")
        let after = Self.screenTop(layout, item, offset: scroller.offset)
        #expect(abs(after - before) <= 1, "\(item) moved from \(before) to \(after)")
        #expect(scroller.contentSize.height == layout.contentSize.height && layout.contentSize.height != heightBefore)
        // Everything in view now has its own height.
        let visible = layout.elements(in: Rect(origin: scroller.offset, size: Self.viewport), offset: scroller.offset)
        #expect(!visible.isEmpty && visible.allSatisfy { $0.category != .cell || $0.frame.height == 32 })
        // Nothing is left to resolve there: the next frame changes nothing.
        #expect(EstimateAnchoring.resolve(layout, scroller: scroller, viewport: Self.viewport)?.isEmpty == true)
    }

    /// A fling upward through unresolved content: every frame the items
    /// coming into view resolve above the top; the item in view moves only
    /// by the motion's own step, and the motion goes on.
    @Test(arguments: [480.0, 10.0])
    func aFlingThroughEstimatesMovesOnlyByItsOwnSteps(estimate: Double) throws {
        let layout = try Self.list(estimate: estimate)
        let scroller = Scroller()
        scroller.configure(layout: layout, viewport: Self.viewport)
        scroller.setOffset(Point(x: 0, y: layout.contentSize.height * 0.5))
        EstimateAnchoring.resolve(layout, scroller: scroller, viewport: Self.viewport)
        scroller.fling(velocity: Point(x: 0, y: -4000), time: 0)
        var time = 0.0, frames = 0, corrected = 0, worst = 0.0
        while scroller.isMoving && frames < 240 {
            let (item, top) = try #require(Self.itemInView(layout, offset: scroller.offset))
            let start = scroller.offset.y
            time += 1.0 / 60
            scroller.advance(to: time)
            let step = scroller.offset.y - start
            let correction = EstimateAnchoring.resolve(layout, scroller: scroller, viewport: Self.viewport)
            if correction?.growthAbove ?? 0 != 0 { corrected += 1 }
            let now = Self.screenTop(layout, item, offset: scroller.offset)
            worst = max(worst, abs(now - (top - step)))
            frames += 1
        }
        #expect(worst <= 1, "the item in view jumped by \(worst) in a frame")
        #expect(corrected > 5, "items resolved above the top in \(corrected) frames")
        #expect(frames > 30, "the motion went on: \(frames) frames")
    }
}
