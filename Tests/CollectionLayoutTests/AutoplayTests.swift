import CollectionLayout
import Foundation
import Testing

/// Autoplay: which item it moves to (wrap-aware, and the three end
/// behaviours) and when (the interval, pauses and the resume delay).
@Suite struct AutoplayTests {
    let viewport = Size(width: 800, height: 600)

    func layout(_ id: String, _ assignments: [String], itemCount: Int = 6) throws -> any CollectionLayout {
        let type = try #require(LayoutRegistry.type(for: id))
        let layout = try type.init(assignments: assignments)
        layout.prepare(LayoutContext(viewport: viewport, sections: [Array(repeating: ItemMetrics(), count: itemCount)]))
        return layout
    }

    /// The items autoplay visits in `moves` moves from item 0.
    func visits(_ layout: any CollectionLayout, moves: Int, itemCount: Int = 6) -> [Int] {
        let autoplay = Autoplay(parameters: layout.parameters)
        var rest = layout.contentOffset(focusing: IndexPath(item: 0), from: layout.initialContentOffset)!
        var direction = autoplay.direction
        var items: [Int] = []
        for _ in 0..<moves {
            guard let move = autoplay.move(in: layout, itemCount: itemCount, from: rest, direction: direction) else { break }
            #expect(layout.currentIndex(at: move.offset) == move.item)
            items.append(move.item)
            rest = move.offset
            direction = move.nextDirection
        }
        return items
    }

    @Test func everyPagingLayoutOffersTheParameters() throws {
        for id in ["cards", "stack", "wheel", "ring", "carousel"] {
            let keys = try #require(LayoutRegistry.type(for: id)).parameterSpecs.map(\.key)
            #expect(keys.contains("autoplay") && keys.contains("autoplayAtEnd"), "\(id)")
            let layout = try layout(id, ["autoplay=2.5", "autoplayDirection=backward", "autoplayAtEnd=bounce"])
            #expect(Autoplay(parameters: layout.parameters)
                    == Autoplay(interval: 2.5, direction: .backward, resumeDelay: 3, end: .bounce))
        }
        #expect(!Autoplay(parameters: try layout("waterfall", []).parameters).isOn)
        #expect(throws: LayoutError.self) { try layout("cards", ["autoplayAtEnd=loop"]) }
    }

    @Test func wrapsWhereTheLayoutWraps() throws {
        #expect(visits(try layout("ring", []), moves: 8) == [1, 2, 3, 4, 5, 0, 1, 2])
        #expect(visits(try layout("carousel", ["type=rotary"]), moves: 7) == [1, 2, 3, 4, 5, 0, 1])
        #expect(visits(try layout("wheel", ["autoplayDirection=backward"]), moves: 3) == [5, 4, 3])
        #expect(visits(try layout("wheel", ["geometry=drum"]), moves: 7) == [1, 2, 3, 4, 5, 0, 1])
    }

    @Test func stopsRewindsOrBouncesAtTheEndOtherwise() throws {
        #expect(visits(try layout("cards", ["autoplayAtEnd=stop"]), moves: 9) == [1, 2, 3, 4, 5])
        #expect(visits(try layout("cards", ["autoplayAtEnd=rewind"]), moves: 8) == [1, 2, 3, 4, 5, 0, 1, 2])
        #expect(visits(try layout("cards", ["autoplayAtEnd=bounce"]), moves: 9) == [1, 2, 3, 4, 5, 4, 3, 2, 1])
        #expect(visits(try layout("carousel", ["type=coverFlow", "wrap=false", "autoplayAtEnd=bounce"]), moves: 12)
                == [1, 2, 3, 4, 5, 4, 3, 2, 1, 0, 1, 2])
        #expect(visits(try layout("stack", ["autoplayAtEnd=rewind"]), moves: 7) == [1, 2, 3, 4, 5, 0, 1])
        // Backward from the first item: rewinding goes to the last.
        #expect(visits(try layout("cards", ["autoplayDirection=backward", "autoplayAtEnd=rewind"]), moves: 2) == [5, 4])
        #expect(visits(try layout("cards", ["autoplayDirection=backward", "autoplayAtEnd=stop"]), moves: 2) == [])
    }

    @Test func theTimerWaitsForTheIntervalAndPausesForInput() {
        var timer = AutoplayTimer(settings: Autoplay(interval: 2, resumeDelay: 3), time: 10)
        #expect(!timer.isDue(at: 11.9) && timer.isDue(at: 12))
        timer.didMove(at: 12, nextDirection: .forward)
        #expect(timer.dueTime == 14)
        // Hovering holds it however long.
        timer.setHovering(true, at: 13)
        #expect(timer.isPaused && timer.dueTime == nil && !timer.isDue(at: 100))
        // Leaving is input: resume 3 s later.
        timer.setHovering(false, at: 100)
        #expect(!timer.isDue(at: 102.9) && timer.isDue(at: 103))
        // A pointer down holds it; letting go waits the resume delay again.
        timer.setPointerDown(true, at: 101)
        #expect(!timer.isDue(at: 500))
        timer.setPointerDown(false, at: 501)
        #expect(timer.dueTime == 504)
        // Any input postpones it.
        timer.noteInput(at: 503)
        #expect(timer.dueTime == 506)
        // Off: never due.
        timer.settings.interval = 0
        #expect(timer.dueTime == nil)
    }

    @Test func changingTheDirectionSettingResetsABounce() {
        var timer = AutoplayTimer(settings: Autoplay(interval: 1, end: .bounce), time: 0)
        timer.didMove(at: 1, nextDirection: .backward)
        #expect(timer.direction == .backward)
        timer.settings.interval = 2
        #expect(timer.direction == .backward)
        timer.settings.direction = .backward
        timer.settings.direction = .forward
        #expect(timer.direction == .forward)
    }
}
