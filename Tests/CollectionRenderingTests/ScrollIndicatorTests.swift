import CollectionLayout
@testable import CollectionRendering
import Testing

/// The overlay scroll indicator's thumb says how much is visible and where.
@Suite struct ScrollIndicatorTests {
    let viewport = Size(width: 800, height: 600)

    private func indicator(offset: Double, content: Double = 6000) -> ScrollIndicator {
        ScrollIndicator(axis: .vertical, viewport: viewport, contentLength: content, offset: offset,
                        range: 0...(content - viewport.height))
    }

    @Test func theThumbIsTheVisibleShareAtTheOffsetsPlace() throws {
        let track = 600 - 2 * ScrollIndicator.margin
        let top = try #require(indicator(offset: 0).thumb)
        #expect(abs(top.height - track * 600 / 6000) < 1e-9 && top.minY == ScrollIndicator.margin)
        #expect(top.maxX == 800 - ScrollIndicator.margin && top.width == ScrollIndicator.thickness)
        let bottom = try #require(indicator(offset: 5400).thumb)
        #expect(abs(bottom.maxY - (600 - ScrollIndicator.margin)) < 1e-9)
        let middle = try #require(indicator(offset: 2700).thumb)
        #expect(abs(middle.midY - 300) < 1e-9)
        #expect(indicator(offset: 0, content: 600).thumb == nil, "nothing to scroll, no thumb")
    }

    @Test func aMillionItemsStillLeaveAThumbToGrab() throws {
        let thumb = try #require(indicator(offset: 0, content: 1e9).thumb)
        #expect(thumb.height == ScrollIndicator.minimumLength)
    }

    @Test func pulledPastAnEdgeTheThumbShrinks() throws {
        let pulled = try #require(indicator(offset: -100).thumb)
        let rest = try #require(indicator(offset: 0).thumb)
        #expect(pulled.height < rest.height && pulled.minY == ScrollIndicator.margin)
    }

    @Test func draggingTheThumbMovesTheContentSoTheThumbFollowsThePointer() throws {
        let start = indicator(offset: 1000)
        let thumb = try #require(start.thumb)
        let moved = start.offset(afterDragging: 50, from: 1000)
        let after = try #require(indicator(offset: moved).thumb)
        #expect(abs(after.minY - (thumb.minY + 50)) < 1e-9)
        #expect(start.offset(afterDragging: 10_000, from: 1000) == 5400)
        #expect(start.grabs(Point(x: thumb.midX, y: thumb.midY)) && !start.grabs(Point(x: 400, y: thumb.midY)))
    }

    @Test func itStaysAMomentAfterTheContentRestsThenFades() {
        #expect(ScrollIndicator.opacity(restingFor: 0) == 1)
        #expect(ScrollIndicator.opacity(restingFor: ScrollIndicator.holdSeconds) == 1)
        #expect(abs(ScrollIndicator.opacity(restingFor: ScrollIndicator.holdSeconds + ScrollIndicator.fadeSeconds / 2) - 0.5) < 1e-9)
        #expect(ScrollIndicator.opacity(restingFor: 10) == 0)
    }
}
