import CollectionLayout
@testable import LayoutPlayground
import Testing

/// What the inspector says of the offset's correction as estimated heights
/// resolve: the last frame's shift, the sum, the item kept in view.
@Suite struct OffsetCorrectionTests {
    @Test @MainActor func aJumpIntoEstimatesRecordsTheShiftAndTheItemKeptInView() throws {
        let layout = try EstimateAnchoringTests.list(estimate: 480)
        let viewport = EstimateAnchoringTests.viewport
        let scroller = Scroller()
        scroller.configure(layout: layout, viewport: viewport)
        scroller.setOffset(Point(x: 0, y: layout.contentSize.height * 0.6))
        var log = OffsetCorrection()
        #expect(log.made(on: layout) == nil, "nothing corrected yet")
        let (item, _) = try #require(EstimateAnchoringTests.itemInView(layout, offset: scroller.offset))
        let correction = try #require(EstimateAnchoring.resolve(layout, scroller: scroller, viewport: viewport))
        log.record(correction.growthAbove, layout: layout, offset: scroller.offset, viewport: viewport)
        let made = try #require(log.made(on: layout))
        #expect(made.last == correction.growthAbove && made.total == correction.growthAbove && made.last < -100)
        #expect(made.anchor == item, "the item that stayed still is named")
        // Another frame's shift adds up; a frame without one changes nothing.
        log.record(-10, layout: layout, offset: scroller.offset, viewport: viewport)
        log.record(0, layout: layout, offset: scroller.offset, viewport: viewport)
        #expect(log.last == -10 && log.total == correction.growthAbove - 10)
        // The inspector's lines say both, signed, and the item.
        let lines = InspectorView.correctionLines(log) { formatNumber(($0 * 100).rounded() / 100) }
        #expect(lines.count == 2 && lines[0].hasPrefix("offset corrected by −10 pt (−"))
        #expect(lines[1] == "to keep section \(item.section) item \(item.item) in view")
        // Another layout starts over.
        let other = try EstimateAnchoringTests.list(estimate: 480)
        #expect(log.made(on: other) == nil)
        log.record(+5, layout: other, offset: .zero, viewport: viewport)
        #expect(log.made(on: other)?.total == 5 && log.made(on: layout) == nil)
    }

    /// A correction that leaves the offset past content that shrank (the
    /// end of the list) names the item the scroller brings into view.
    @Test func aCorrectionPastTheEndNamesTheItemAtTheEnd() throws {
        let layout = try EstimateAnchoringTests.list(estimate: 480)
        let viewport = EstimateAnchoringTests.viewport
        var log = OffsetCorrection()
        let past = Point(x: 0, y: layout.contentSize.height + 5000)
        #expect(OffsetCorrection.itemInView(layout, offset: past, viewport: viewport) == nil)
        log.record(-448, layout: layout, offset: past, viewport: viewport)
        let end = layout.maximumContentOffset(viewport: viewport)
        #expect(log.anchor != nil && log.anchor == OffsetCorrection.itemInView(layout, offset: end, viewport: viewport))
    }
}
