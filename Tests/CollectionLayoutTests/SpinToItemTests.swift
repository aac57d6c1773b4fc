import CollectionLayout
import Foundation
import Testing

/// Spin to an item: the velocity whose free deceleration lands on a chosen
/// item, on every wheel-like layout, checked by releasing with it.
@Suite struct SpinToItemTests {
    let viewport = Size(width: 800, height: 600)

    /// The wheel-like configurations: the wheel's geometries looping and not,
    /// the ring, the carousel's types with and without wrap, and physics presets.
    static let configurations: [(String, [String])] = [
        ("wheel", []), ("wheel", ["geometry=drum"]), ("wheel", ["loop=false"]),
        ("wheel", ["geometry=drum", "loop=false"]), ("wheel", ["physics=flutter"]),
        ("ring", []), ("ring", ["physics=icarousel"]),
    ] + CarouselLayout.CarouselType.allCases.filter { $0 != .custom }.flatMap { type in
        [("carousel", ["type=\(type.rawValue)"]), ("carousel", ["type=\(type.rawValue)", "wrap=false"])]
    } + [("carousel", ["type=rotary", "vertical=true", "physics=flutter"])]

    func layout(_ id: String, _ assignments: [String], itemCount: Int) throws -> any CollectionLayout {
        let type = try #require(LayoutRegistry.type(for: id))
        let layout = try type.init(assignments: assignments)
        layout.prepare(LayoutContext(viewport: viewport, sections: [Array(repeating: ItemMetrics(), count: itemCount)]))
        return layout
    }

    @Test func randomTargetsLandExactlyAndTheReleaseAgrees() throws {
        var random = SeededRandom(seed: 23)
        for (id, assignments) in Self.configurations {
            for _ in 0..<12 {
                let n = random.int(in: 3...40)
                let layout = try layout(id, assignments, itemCount: n)
                let axis = layout.scrollAxis
                var start = layout.initialContentOffset
                if let c = layout.contentOffset(focusing: IndexPath(item: random.int(in: 0...(n - 1))), from: start) {
                    start = c
                }
                start[axis] += random.double(in: -20...20)
                let target = random.int(in: 0...(n - 1))
                let loops = layout.wrapping != nil
                let minimum = loops ? random.int(in: 0...(3 * n)) : 0
                let direction: Double? = loops ? (random.int(in: 0...1) == 0 ? -1 : 1) : nil
                let label = "\(id) \(assignments) n=\(n) from \(start[axis]) to \(target) min \(minimum)"
                let plan = try Scroller.spin(layout: layout, viewport: viewport, offset: start, landingOn: target,
                                             minimumItems: minimum, direction: direction)
                #expect(plan.itemsPassed >= minimum, "\(label)")
                if let direction, plan.velocity[axis] != 0 {
                    #expect((plan.velocity[axis] > 0) == (direction > 0), "\(label)")
                }
                // The free deceleration's rest point is the plan's rest.
                let physics = ScrollPhysics(parameters: layout.parameters)
                let free = DecelerationSimulation(position: start[axis], velocity: plan.velocity[axis],
                                                  rate: physics.decelerationRate).finalPosition
                let restInPeriod = layout.wrapping.map { $0.wrap(free) } ?? free
                #expect(abs(restInPeriod - plan.restOffset[axis]) < 1e-6, "\(label)")
                #expect(layout.currentIndex(at: plan.restOffset) == target, "\(label)")
                // Releasing with that velocity rests there.
                let release = Scroller.simulateRelease(layout: layout, viewport: viewport, offset: start,
                                                       velocity: plan.velocity)
                #expect(abs(release.rest[axis] - plan.restOffset[axis]) < 1e-6, "\(label): rest \(release.rest[axis])")
                #expect(layout.currentIndex(at: release.rest) == target, "\(label)")
            }
        }
    }

    @Test func aMinimumAddsWholeTurnsOnLoopingLayouts() throws {
        let wheel = try layout("wheel", [], itemCount: 10)
        let start = wheel.initialContentOffset
        let near = try Scroller.spin(layout: wheel, viewport: viewport, offset: start, landingOn: 3)
        let far = try Scroller.spin(layout: wheel, viewport: viewport, offset: start, landingOn: 3, minimumItems: 25)
        #expect(far.itemsPassed >= 25 && far.itemsPassed < 35)
        #expect((far.itemsPassed - near.itemsPassed) % 10 == 0)
        #expect(abs(far.velocity.y) > abs(near.velocity.y))
        // The velocity is the distance times the rate's decay constant.
        let k = -DecelerationRate.normal.exponent
        #expect(abs(far.velocity.y - Double(far.itemsPassed) * wheel.wrapping!.period / 10 * k) < 1e-6)
    }

    @Test func refusesWhatItCannotDo() throws {
        let carousel = try layout("carousel", ["type=linear", "wrap=false"], itemCount: 10)
        let start = carousel.initialContentOffset
        #expect(throws: LayoutError.self) {
            try Scroller.spin(layout: carousel, viewport: viewport, offset: start, landingOn: 3, minimumItems: 5)
        }
        #expect(throws: LayoutError.self) {
            try Scroller.spin(layout: carousel, viewport: viewport, offset: start, landingOn: 3, direction: -1)
        }
        #expect(throws: LayoutError.self) {
            try Scroller.spin(layout: carousel, viewport: viewport, offset: start, landingOn: 10)
        }
        let short = try layout("carousel", ["physics=libadwaita"], itemCount: 10)
        #expect(throws: LayoutError.self) {
            try Scroller.spin(layout: short, viewport: viewport, offset: short.initialContentOffset, landingOn: 5)
        }
        let free = try layout("wheel", ["paging=false"], itemCount: 10)
        #expect(throws: LayoutError.self) {
            try Scroller.spin(layout: free, viewport: viewport, offset: free.initialContentOffset, landingOn: 5)
        }
    }
}
