import CollectionLayout
import Foundation
import Testing

/// The springs layout: resting geometry, and the spring field beside it —
/// lag grows with the distance from the touch, the motion decays to rest
/// exactly, and nothing moves (or is computed) after.
@Suite struct SpringsLayoutTests {
    let viewport = Size(width: 400, height: 600)

    func layout(_ assignments: [String] = [], itemCount: Int = 100) throws -> SpringsLayout {
        try prepared(SpringsLayout.self, assignments, viewport: viewport, itemCount: itemCount)
    }

    @Test func restingGeometryFollowsTheFormula() throws {
        let list = try layout()
        #expect(list.itemWidth == 400 - 24)
        #expect(list.contentSize == Size(width: 400, height: 24 + 100 * 56 + 99 * 6))
        #expect(list.frame(ofItem: 3) == Rect(x: 12, y: 12 + 3 * 62, width: 376, height: 56))
        let grid = try layout(["columns=3", "spacing=10", "inset=20", "itemHeight=50"], itemCount: 10)
        #expect(grid.rowCount == 4)
        #expect(grid.frame(ofItem: 5) == Rect(x: 20 + 2 * (grid.itemWidth + 10), y: 20 + 60, width: (400 - 40 - 20) / 3.0,
                                               height: 50))
        for offsetY in [0.0, 37, 400, 5000] {
            let all = (0..<100).map { list.attributesForItem(at: IndexPath(item: $0), offset: .zero)! }
            expectQueryMatchesBruteForce(list, all: all, rect: Rect(x: 0, y: offsetY, width: 400, height: 600), offset: .zero)
        }
        #expect(list.contentOffset(focusing: IndexPath(item: 10), from: .zero) == Point(x: 0, y: 620))
        #expect(list.contentOffset(focusing: IndexPath(item: 99), from: .zero)?.y == list.contentSize.height - 600)
    }

    @Test func presetsAndTheirOverrides() throws {
        let regular = try layout()
        #expect(regular.dynamics == SpringField.Configuration(dampingRatio: 0.8, frequency: 1.5, resistance: 1500))
        let subtle = try layout(["springPreset=subtle"]).dynamics
        let prominent = try layout(["springPreset=prominent"]).dynamics
        #expect(subtle.resistance > regular.dynamics.resistance && regular.dynamics.resistance > prominent.resistance)
        #expect(subtle.dampingRatio > prominent.dampingRatio)
        let tuned = try layout(["springPreset=prominent", "damping=0.3", "frequency=4"])
        #expect(tuned.dynamics == SpringField.Configuration(dampingRatio: 0.3, frequency: 4, resistance: 700))
        #expect(tuned.effectiveValue(forKey: "resistance") == .number(700))
        // (2π·f)² with unit mass.
        #expect(abs(tuned.dynamics.spring.naturalFrequency - 8 * Double.pi) < 1e-9)
    }

    /// A drag of the content by `distance` in `steps` frames at 120 Hz, the
    /// finger on the content point `touchY` below the start offset (it stays
    /// on that point, as a finger dragging content does); returns the field,
    /// the time and the offset at the end.
    func drag(_ layout: SpringsLayout, distance: Double, steps: Int, touchY: Double) -> (SpringField, Double, Point) {
        let field = SpringField(configuration: layout.dynamics)
        var offset = Point(x: 0, y: 1000)
        field.reset(offset: offset)
        var time = 0.0
        field.touch = Point(x: 200, y: offset.y + touchY)
        for _ in 0..<steps {
            time += 1.0 / 120
            offset.y += distance / Double(steps)
            field.contentMoved(to: offset, time: time, layout: layout, viewport: viewport)
        }
        return (field, time, offset)
    }

    @Test func lagGrowsWithDistanceFromTheTouch() throws {
        let list = try layout(itemCount: 1000)
        let (field, time, offset) = drag(list, distance: 300, steps: 10, touchY: 450)
        let visible = list.elements(in: Rect(origin: offset, size: viewport), offset: offset)
        let touch = 1000.0 + 450
        let byDistance = visible.map { (abs($0.center.y - touch), field.state(of: $0.indexPath, at: time).displacement) }
            .sorted { $0.0 < $1.0 }
        #expect(byDistance.count > 5)
        for (a, b) in zip(byDistance, byDistance.dropFirst()) {
            #expect(b.1 >= a.1 - 1e-9, "lag is monotone in the distance: \(a) then \(b)")
        }
        // Far cells trail (displaced the way the content moved), the cell under the finger hardly.
        #expect(byDistance.last!.1 > 20 && byDistance.first!.1 < 10, "\(byDistance.first!) … \(byDistance.last!)")
        // The attributes drawn carry it.
        let drawn = field.apply(to: visible, at: time)
        #expect(zip(drawn, visible).contains { $0.center.y - $1.center.y > 20 })
    }

    @Test(arguments: SpringsLayout.Preset.allCases)
    func decaysToRestExactlyAndStaysThere(preset: SpringsLayout.Preset) throws {
        let list = try layout(["springPreset=\(preset.rawValue)"], itemCount: 1000)
        let (field, end, offset) = drag(list, distance: 900, steps: 15, touchY: 50)
        let visible = list.elements(in: Rect(origin: offset, size: viewport), offset: offset)
        #expect(!field.isAtRest)
        // It swings back: displacement shrinks toward 0 over time.
        var time = end
        var rested: Double?
        while time < end + 30 {
            time += 1.0 / 120
            if !field.advance(to: time) { rested = time; break }
        }
        let restTime = try #require(rested, "the motion decays")
        #expect(restTime - end < 10, "\(preset) rests within 10 s: \(restTime - end)")
        // Every cell within 0.01 pt of its resting place, in fact exactly on it.
        let drawn = field.apply(to: visible, at: restTime)
        #expect(drawn == visible)
        // Just before resting, the last cells were within 0.01 pt already.
        for a in visible {
            #expect(abs(field.state(of: a.indexPath, at: restTime - 1.0 / 120).displacement) < 0.01)
        }
        // No motion after rest: any later time answers the resting attributes, and nothing is kept.
        #expect(field.isAtRest && field.movingCount == 0)
        #expect(field.apply(to: visible, at: restTime + 5) == visible)
    }

    @Test func aMillionItemsKeepOnlyTheCellsNearTheViewport() throws {
        let list = try layout(itemCount: 1_000_000)
        let field = SpringField(configuration: list.dynamics)
        var offset = Point(x: 0, y: 30_000_000)
        field.reset(offset: offset)
        var time = 0.0
        for _ in 0..<240 {
            time += 1.0 / 120
            offset.y += 400
            field.contentMoved(to: offset, time: time, layout: list, viewport: viewport)
            // Rows within the viewport and its margins, never more.
            let rows = Int((viewport.height + 2 * SpringField.margin) / (list.itemHeight + list.spacing)) + 2
            #expect(field.movingCount <= rows)
        }
    }

    @Test func theLayoutIsRegisteredAndFreeScrolling() throws {
        #expect(LayoutRegistry.ids.contains("springs"))
        let list = try layout()
        #expect(!list.isPaging && list.scrollAxis == .vertical && list.currentIndex(at: .zero) == nil)
    }
}
