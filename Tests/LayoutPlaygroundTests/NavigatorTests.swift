import CollectionLayout
import Testing
@testable import LayoutPlayground

/// Keys and taps, decided without a display.
@Suite struct NavigatorTests {
    let viewport = Size(width: 800, height: 600)

    private func navigator(_ id: String, items: Int, _ assignments: [String] = []) throws -> Navigator {
        let layout = try LayoutRegistry.make(id, assignments: assignments)
        layout.prepare(LayoutContext(viewport: viewport, sections: [Array(repeating: ItemMetrics(), count: items)]))
        return Navigator(layout: layout, itemCount: items, viewport: viewport)
    }

    @Test func stepsMoveItemByItemAndStopAtTheEnds() throws {
        let cards = try navigator("cards", items: 10)
        let pitch = 285.0
        #expect(cards.step(by: 3, from: .zero) == Point(x: 3 * pitch, y: 0))
        #expect(cards.step(by: -1, from: .zero) == nil, "nothing before the first card")
        #expect(cards.step(by: 5, from: Point(x: 7 * pitch, y: 0)) == Point(x: 9 * pitch, y: 0), "stops at the last")
    }

    @Test func theLoopingWheelStepsRoundTheEnd() throws {
        let wheel = try navigator("wheel", items: 12)
        let start = wheel.layout.initialContentOffset
        let back = try #require(wheel.step(by: -1, from: start))
        #expect(wheel.layout.currentIndex(at: back) == 11)
        let on = try #require(wheel.step(by: 13, from: start))
        #expect(wheel.layout.currentIndex(at: on) == 1)
    }

    @Test func pagesAndLinesOnAFreeLayout() throws {
        let flow = try navigator("flow", items: 400)
        let rest = Point(x: 0, y: 1000)
        #expect(flow.line(forward: true, from: rest).y == 1000 + Navigator.lineStep)
        #expect(flow.page(forward: false, from: rest)?.y == 1000 - 600 * Navigator.pageFraction)
        #expect(flow.edge(toEnd: false, from: rest)?.y == 0)
        #expect(flow.edge(toEnd: true, from: rest)?.y == flow.layout.maximumContentOffset(viewport: viewport).y)
    }

    @Test func aPageOnTheCardsMovesAsManyCardsAsFit() throws {
        let cards = try navigator("cards", items: 30)
        let target = try #require(cards.page(forward: true, from: .zero))
        #expect(cards.layout.currentIndex(at: target) == 3, "800 pt hold 2.8 cards of 285 pt: three steps")
        #expect(cards.edge(toEnd: true, from: .zero) == Point(x: 29 * 285, y: 0))
    }

    @Test func aTapCentresASideCardAndSelectsTheCentredOne() throws {
        let cards = try navigator("cards", items: 10)
        let side = try #require(cards.layout.attributesForItem(at: IndexPath(item: 2), offset: .zero))
        let centre = try #require(cards.layout.attributesForItem(at: IndexPath(item: 0), offset: .zero))
        #expect(cards.tap(on: side, restOffset: .zero) == .focus(IndexPath(item: 2)))
        #expect(cards.tap(on: centre, restOffset: .zero) == .select(IndexPath(item: 0)))
        #expect(cards.tap(on: nil, restOffset: .zero) == .none)
        let flow = try navigator("flow", items: 10)
        let any = try #require(flow.layout.attributesForItem(at: IndexPath(item: 4), offset: .zero))
        #expect(flow.tap(on: any, restOffset: .zero) == .select(IndexPath(item: 4)))
    }
}

@Suite struct PressRecognizerTests {
    @Test func aPressThatStaysWithinTheThresholdIsATap() {
        var press = PressRecognizer()
        press.press(at: Point(x: 10, y: 10), contentMoving: false)
        #expect(press.move(by: Point(x: 5, y: 6)) == Point(x: 15, y: 16))
        #expect(press.release() == .tap && press.tapActs)
        #expect(press.release() == nil, "released once")
    }

    @Test func movingTheThresholdMakesADragForGood() {
        var press = PressRecognizer()
        press.press(at: .zero, contentMoving: false)
        _ = press.move(by: Point(x: 8, y: 0))
        _ = press.move(by: Point(x: 1, y: 0))
        #expect(press.release() == .drag && !press.tapActs)
    }

    @Test func aPressOnMovingContentOnlyStopsIt() {
        var press = PressRecognizer()
        press.press(at: .zero, contentMoving: true)
        #expect(press.release() == .tap && !press.tapActs)
        press.claim(at: .zero)
        #expect(!press.tapActs && press.release() == nil)
    }
}
