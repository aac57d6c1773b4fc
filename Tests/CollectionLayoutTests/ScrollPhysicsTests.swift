import CollectionLayout
import Foundation
import Testing

/// A release: a drag sampled at 120 Hz for 80 ms at `velocity` (content
/// points per second) from `offset`, then the time until the scroller rests.
private func settleTime(_ scroller: Scroller, velocity: Double, axis: Axis = .horizontal) -> (time: Double, rest: Double) {
    var t = 10.0
    let start = Point.zero
    scroller.beginDrag(at: start, time: t)
    var p = start
    for _ in 0..<10 {
        t += 1.0 / 120
        p[axis] -= velocity / 120
        scroller.drag(to: p, time: t)
    }
    scroller.endDrag(time: t)
    let released = t
    while scroller.advance(to: t) {
        t += 1.0 / 240
        if t - released > 10 { break }
    }
    return (t - released, scroller.offset[axis])
}

private func scroller(for layout: any CollectionLayout, viewport: Size, at offset: Point = .zero) -> Scroller {
    let s = Scroller(offset: offset)
    s.configure(layout: layout, viewport: viewport)
    return s
}

@Suite struct ScrollPhysicsTests {
    let viewport = Size(width: 900, height: 600)

    @Test func presetsCarryTheirSourcesConstants() {
        let uikit = ScrollPhysics.Preset.uikit.physics
        #expect(uikit.decelerationRate == .normal && uikit.rubberBand == 0.55 && uikit.bounces)
        let adw = ScrollPhysics.Preset.libadwaita.physics
        #expect(adw.spring == SpringParameters(dampingRatio: 1, mass: 0.5, stiffness: 500))
        #expect(adw.clampsSnap && !adw.allowsLongSwipes)
        let flutter = ScrollPhysics.Preset.flutter.physics
        // FrictionSimulation(0.135): v(t) = v0·0.135^t, so after 1 s 13.5 % remain.
        #expect(abs(pow(flutter.decelerationRate.perMillisecond, 1000) - 0.135) < 1e-12)
        #expect(abs(flutter.spring.dampingRatio - 1.1) < 1e-12 && flutter.spring.mass == 0.5 && flutter.spring.stiffness == 100)
        // iCarousel: decelerationDistance = v²/(2·a), a = v·30·(1 − 0.95): v/3 items for any v.
        let iCarousel = ScrollPhysics.Preset.iCarousel.physics
        for v in [1.0, 7.5, 40] {
            let a = v * 30 * (1 - 0.95)
            let theirs = v * v / (2 * a)
            let ours = DecelerationSimulation(position: 0, velocity: v, rate: iCarousel.decelerationRate).finalPosition
            #expect(abs(ours - theirs) < 1e-9 * v)
        }
    }

    @Test func parametersPickAPresetAndOverrideIt() throws {
        let stack = try StackLayout(assignments: [])
        #expect(ScrollPhysics(parameters: stack.parameters) == ScrollPhysics.Preset.libadwaita.physics)
        let cards = try CardsLayout(assignments: ["physics=libadwaita", "stiffness=800", "allowLongSwipes=true"])
        let physics = ScrollPhysics(parameters: cards.parameters)
        #expect(physics.spring.stiffness == 800 && physics.spring.mass == 0.5 && physics.allowsLongSwipes)
        #expect(cards.effectiveValue(forKey: "mass") == .number(0.5))
        #expect(cards.effectiveValue(forKey: "paging") == .bool(true))
        #expect(throws: LayoutError.self) { try CardsLayout(assignments: ["physics=android"]) }
        #expect(throws: LayoutError.self) { try CardsLayout(assignments: ["decelerationRate=1.5"]) }
    }

    @Test func aClampedSpringStopsWhereItFirstArrives() {
        // Critically damped: y = (a + b·t)·e^(−ω·t) is zero at t = −a/b.
        let p = SpringParameters(dampingRatio: 1, mass: 0.5, stiffness: 500)
        let s = SpringSimulation(parameters: p, position: 0, velocity: 5000, target: 100, stopsOnArrival: true)
        let a = -100.0, b = 5000 + p.naturalFrequency * a
        #expect(abs(s.arrivalTime - (-a / b)) < 1e-12)
        #expect(s.isDone(at: s.arrivalTime) && !s.isDone(at: s.arrivalTime * 0.99))
        #expect(s.position(at: s.arrivalTime) == 100 && s.velocity(at: s.arrivalTime + 1) == 0)
        // Underdamped: the first zero of a·cos ωd·t + b·sin ωd·t.
        let u = SpringSimulation(parameters: SpringParameters(dampingRatio: 0.3, mass: 1, stiffness: 100),
                                 position: 50, velocity: 0, target: 0, stopsOnArrival: true)
        let wd = 10 * (1 - 0.09).squareRoot()
        let b2 = 0.3 * 10 * 50 / wd
        #expect(abs(u.arrivalTime - atan2(-50, b2).truncatingRemainder(dividingBy: .pi).magnitude / wd) < 1e-9
                || abs(u.arrivalTime - (atan2(-50, b2) + .pi) / wd) < 1e-9)
        #expect(abs(u.displacement(at: u.arrivalTime * 0.999)) < 0.5)
        // A spring moving away first never arrives early; unclamped ones never stop on arrival.
        let free = SpringSimulation(parameters: p, position: 0, velocity: 3000, target: 100)
        #expect(free.arrivalTime == .infinity)
    }

    /// Issue: one-item flicks glided for seconds. Every flick from rest that
    /// moves one card, 300…8000 pt/s, settles in ≤ 0.8 s with the default
    /// physics and ≤ 0.4 s with libadwaita's.
    @Test(arguments: [300.0, 600, 1000, 2000, 4000, 8000])
    func oneCardFlicksSettleQuickly(velocity: Double) throws {
        for (assignments, limit) in [(["allowLongSwipes=false"], 0.8), (["physics=libadwaita"], 0.4)] {
            let cards = try prepared(CardsLayout.self, assignments, viewport: viewport, itemCount: 50)
            let s = scroller(for: cards, viewport: viewport, at: Point(x: 10 * cards.pitch, y: 0))
            let (time, rest) = settleTime(s, velocity: velocity)
            #expect(time <= limit, "\(assignments) \(velocity) pt/s: \(time) s")
            #expect(rest == 11 * cards.pitch, "one card forward, \(assignments) \(velocity)")
        }
    }

    @Test(arguments: [-3000.0, -1000, -200, 0, 200, 1000, 3000])
    func theStackSettlesWithinHalfASecondAfterAnyRelease(velocity: Double) throws {
        let stack = try prepared(StackLayout.self, viewport: viewport, itemCount: 20)
        for startPage in [0.0, 0.2, 0.45, 0.55, 0.9] {
            let s = scroller(for: stack, viewport: viewport, at: Point(x: (5 + startPage) * viewport.width, y: 0))
            let (time, rest) = settleTime(s, velocity: velocity)
            #expect(time <= 0.5, "page 5+\(startPage) at \(velocity) pt/s: \(time) s")
            #expect(rest.truncatingRemainder(dividingBy: viewport.width) == 0)
        }
    }

    @Test func withoutLongSwipesAFastFlickMovesOneCard() throws {
        let long = try prepared(CardsLayout.self, viewport: viewport, itemCount: 50)
        let short = try prepared(CardsLayout.self, ["allowLongSwipes=false"], viewport: viewport, itemCount: 50)
        let start = Point(x: 10 * long.pitch, y: 0)
        let far = settleTime(scroller(for: long, viewport: viewport, at: start), velocity: 5000).rest
        let near = settleTime(scroller(for: short, viewport: viewport, at: start), velocity: 5000).rest
        #expect(far > 12 * long.pitch)
        #expect(near == 11 * long.pitch)
        let back = settleTime(scroller(for: short, viewport: viewport, at: start), velocity: -5000).rest
        #expect(back == 9 * long.pitch)
    }

    @Test func pagingCanBeTurnedOff() throws {
        let cards = try prepared(CardsLayout.self, ["paging=false"], viewport: viewport, itemCount: 50)
        let s = scroller(for: cards, viewport: viewport, at: Point(x: 2000, y: 0))
        let rest = settleTime(s, velocity: 700).rest
        // UIScrollView's projection: v/|k| past the release point (moved 10 samples of v/120).
        let released = 2000 + 700.0 * 10 / 120
        #expect(!s.snaps)
        #expect(abs(rest - (released + 700 / -DecelerationRate.normal.exponent)) < 3, "\(rest)")
    }

    /// UIKit's bounce: content pulled 100 pt past the top is back in about half a second.
    @Test func theBounceBackTakesAboutHalfASecond() throws {
        let list = try prepared(WaterfallLayout.self, viewport: viewport, itemCount: 200)
        let s = scroller(for: list, viewport: viewport)
        var t = 1.0
        s.beginDrag(at: Point(x: 0, y: 0), time: t)
        var y = 0.0
        while s.offset.y > -100 {
            t += 1.0 / 60
            y += 5
            s.drag(to: Point(x: 0, y: y), time: t)
        }
        t += 0.3
        s.drag(to: Point(x: 0, y: y), time: t)
        s.endDrag(time: t)
        let released = t
        while s.advance(to: t) { t += 1.0 / 240 }
        #expect(s.offset.y == 0)
        #expect((0.4...0.65).contains(t - released), "\(t - released) s")
    }

    @Test func withoutBouncesContentStopsAtItsEdges() throws {
        let list = try prepared(WaterfallLayout.self, ["bounces=false"], viewport: viewport, itemCount: 200)
        let s = scroller(for: list, viewport: viewport)
        s.beginDrag(at: .zero, time: 0)
        s.drag(to: Point(x: 0, y: 300), time: 0.1)
        #expect(s.offset.y == 0)
        s.endDrag(time: 0.1)
        let fling = scroller(for: list, viewport: viewport, at: Point(x: 0, y: 300))
        fling.fling(velocity: Point(x: 0, y: -5000), time: 0)
        var t = 0.0, lowest = 0.0
        while fling.advance(to: t) { t += 1.0 / 240; lowest = min(lowest, fling.offset.y) }
        #expect(lowest == 0 && fling.offset.y == 0)
    }

    /// iOS: a second flick during the coast of the first carries its momentum.
    @Test func aFlickDuringACoastCarriesItsMomentum() throws {
        let list = try prepared(WaterfallLayout.self, viewport: viewport, itemCount: 5000)
        func flick(_ s: Scroller, at t0: Double) -> Double {
            var t = t0
            s.beginDrag(at: .zero, time: t)
            for i in 1...6 {
                t += 1.0 / 120
                s.drag(to: Point(x: 0, y: -Double(i) * 20), time: t)
            }
            s.endDrag(time: t)
            return t
        }
        let once = scroller(for: list, viewport: viewport)
        var t = flick(once, at: 0)
        t += 0.2
        once.advance(to: t)
        let caught = once.offset.y
        let single = scroller(for: list, viewport: viewport, at: Point(x: 0, y: caught))
        _ = flick(single, at: 0)
        _ = flick(once, at: t)
        #expect(once.restOffset.y - caught > 1.5 * (single.restOffset.y - caught))
    }
}

@Suite struct ProjectedRestTests {
    /// The snap-points overlay marks, while dragging, where a release would rest.
    @Test(arguments: [-2500.0, -400, 0, 350, 1200, 6000])
    func theProjectionWhileDraggingIsWhereTheReleaseRests(velocity: Double) throws {
        let viewport = Size(width: 900, height: 600)
        for assignments in [[], ["allowLongSwipes=false"], ["paging=false"]] {
            let cards = try prepared(CardsLayout.self, assignments, viewport: viewport, itemCount: 40)
            let s = Scroller(offset: Point(x: 8 * cards.pitch + 37, y: 0))
            s.configure(layout: cards, viewport: viewport)
            var t = 1.0, p = Point.zero
            s.beginDrag(at: p, time: t)
            for _ in 0..<8 {
                t += 1.0 / 120
                p.x -= velocity / 120
                s.drag(to: p, time: t)
            }
            let projected = s.projectedRestOffset
            #expect(s.state == .dragging)
            s.endDrag(time: t)
            #expect(abs(s.restOffset.x - projected.x) < 1e-6, "\(assignments) \(velocity)")
        }
    }
}
