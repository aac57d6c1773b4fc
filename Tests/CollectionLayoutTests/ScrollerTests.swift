import CollectionLayout
import Testing

/// `1000·ln 0.998`: the normal deceleration's exponent, per second.
private let normalK = DecelerationRate.normal.exponent

/// A layout without items that scrolls like a plain list: the given content
/// size and axis, optionally snapping to multiples of `pitch` and wrapping
/// like the looping wheel (lower = pitch/2, upper = (n+1)·pitch, period n·pitch).
private final class StubLayout: CollectionLayout {
    static let id = "stub"
    static let title = "Stub"
    static let parameterSpecs: [ParameterSpec] = []

    let parameters: LayoutParameters
    var contentSize = Size(width: 800, height: 10_000)
    var scrollAxis = Axis.vertical
    var pitch: Double?
    var loopCount: Int?

    init(parameters: LayoutParameters) {
        self.parameters = parameters
    }

    convenience init(content: Size, axis: Axis = .vertical, pitch: Double? = nil, loopCount: Int? = nil) {
        self.init()
        contentSize = content
        scrollAxis = axis
        self.pitch = pitch
        self.loopCount = loopCount
    }

    func prepare(_ context: LayoutContext) {}
    func elements(in rect: Rect, offset: Point) -> [LayoutAttributes] { [] }
    func attributesForItem(at indexPath: IndexPath, offset: Point) -> LayoutAttributes? { nil }
    func contentOffset(focusing indexPath: IndexPath, from offset: Point) -> Point? { nil }

    var isPaging: Bool { pitch != nil }

    var wrapping: Wrapping? {
        guard let pitch, let n = loopCount else { return nil }
        return Wrapping(axis: scrollAxis, lower: pitch / 2, upper: Double(n + 1) * pitch, period: Double(n) * pitch)
    }

    func targetContentOffset(forProposed proposed: Point, velocity: Point, current: Point) -> Point {
        guard let pitch else { return proposed }
        var p = current
        p[scrollAxis] = (proposed[scrollAxis] / pitch).rounded() * pitch
        // A looping layout answers in its own range, as a real one may.
        if let w = wrapping { p = w.wrap(p) }
        return p
    }
}

/// Runs the scroller's motion at 120 frames per second from `time`; returns the end time.
@discardableResult
private func run(_ scroller: Scroller, from time: Double, limit: Double = 30, each: (Double) -> Void = { _ in }) -> Double {
    var frame = 0
    var t = time
    while scroller.isMoving && t < time + limit {
        frame += 1
        t = time + Double(frame) / 120
        scroller.advance(to: t)
        each(t)
    }
    return t
}

@Suite struct ScrollerTests {
    let viewport = Size(width: 800, height: 600)

    private func cards(_ n: Int = 16) throws -> CardsLayout {
        try prepared(CardsLayout.self, viewport: viewport, itemCount: n)
    }

    private func scroller(_ layout: any CollectionLayout) -> Scroller {
        let s = Scroller()
        s.configure(layout: layout, viewport: viewport)
        s.setOffset(layout.initialContentOffset)
        return s
    }

    // MARK: Dragging

    @Test func dragFollowsThePointerAlongTheAxis() throws {
        let s = scroller(try cards())
        s.setOffset(Point(x: 1000, y: 0))
        s.beginDrag(at: Point(x: 500, y: 300), time: 1)
        #expect(s.state == .dragging)
        s.drag(to: Point(x: 430, y: 390), time: 1.01)
        #expect(s.offset == Point(x: 1070, y: 0))
        s.drag(to: Point(x: 650, y: 100), time: 1.02)
        #expect(s.offset == Point(x: 850, y: 0))
        #expect(!s.isMoving && !s.advance(to: 1.03))
    }

    @Test func rubberBandsPastTheEdgesAndSpringsBack() throws {
        let layout = try cards()
        let s = scroller(layout)
        var settled: [Point] = []
        s.onSettled = { settled.append($0) }
        s.beginDrag(at: Point(x: 100, y: 0), time: 0)
        s.drag(to: Point(x: 300, y: 0), time: 0.05)
        #expect(close(s.offset.x, -RubberBand.band(200, dimension: 800)))
        let band: Double = (1 - 1 / (200 * 0.55 / 800 + 1)) * 800
        #expect(close(s.offset.x, -band))
        // Moving back retraces the same curve, and the other edge bands too.
        s.drag(to: Point(x: 150, y: 0), time: 0.1)
        #expect(close(s.offset.x, -RubberBand.band(50, dimension: 800)))
        let max = layout.maximumContentOffset(viewport: viewport).x
        s.drag(to: Point(x: 100 - max - 400, y: 0), time: 0.5)
        #expect(close(s.offset.x, max + RubberBand.band(400, dimension: 800)))
        // Held still, then released: back to the last card, exactly.
        s.endDrag(time: 0.7)
        #expect(s.state == .decelerating)
        #expect(s.restOffset.x == max)
        run(s, from: 0.7)
        #expect(s.offset == Point(x: max, y: 0))
        #expect(settled == [Point(x: max, y: 0)] && s.settledCount == 1)
    }

    @Test func aDragStartedOutOfBoundsContinuesTheBand() throws {
        let layout = StubLayout(content: Size(width: 800, height: 5000))
        let s = scroller(layout)
        s.beginDrag(at: Point(x: 0, y: 500), time: 0)
        s.drag(to: Point(x: 0, y: 800), time: 0.02)
        s.endDrag(time: 0.5)
        run(s, from: 0.5, limit: 0.05)
        let caught = s.offset.y
        #expect(caught < 0 && s.isMoving)
        // Caught mid spring: the pointer's next move continues from the raw offset.
        s.beginDrag(at: Point(x: 0, y: 100), time: 0.55)
        #expect(s.offset.y == caught && s.state == .dragging)
        s.drag(to: Point(x: 0, y: 140), time: 0.56)
        let raw = RubberBand.rawOffset(forRubberBanded: caught, min: 0, max: 4400, dimension: 600) - 40
        #expect(close(s.offset.y, RubberBand.rubberBand(offset: raw, min: 0, max: 4400, dimension: 600)))
    }

    // MARK: Free scrolling

    @Test func releaseDeceleratesToTheClosedFormRestPoint() {
        let layout = StubLayout(content: Size(width: 800, height: 100_000))
        let s = scroller(layout)
        s.setOffset(Point(x: 0, y: 2000))
        // A steady drag of 1500 points per second upward (the content offset grows).
        for i in 0...12 {
            let t = Double(i) * 0.01
            if i == 0 { s.beginDrag(at: Point(x: 0, y: 500), time: t) } else { s.drag(to: Point(x: 0, y: 500 - 1500 * t), time: t) }
        }
        let releasedAt = s.offset.y
        #expect(close(releasedAt, 2180))
        s.endDrag(time: 0.12)
        let expected = releasedAt - 1500 / normalK
        #expect(close(s.restOffset.y, expected, 1e-6))
        #expect(close(s.velocity.y, 1500, 1e-6))
        var previous = releasedAt
        var speed = 1500.0
        let rest = s.restOffset
        let end = run(s, from: 0.12) { _ in
            if s.isMoving {
                #expect(s.offset.y > previous && s.velocity.y < speed)
                previous = s.offset.y
                speed = s.velocity.y
            }
        }
        #expect(s.state == .idle && s.settledCount == 1)
        // The rest offset announced at release is where it stops, bit for bit.
        #expect(s.offset == rest)
        #expect(close(s.offset.y, expected, 1e-6))
        #expect(end - 0.12 < 5)
    }

    @Test func slowMotionReplaysTheSameTrajectoryTenTimesSlower() throws {
        let layout = try cards()
        /// A flick of 700 points in 0.12 s of real time, given on a clock running `dilation` times slower.
        func flick(dilation: Double) -> (scroller: Scroller, release: Double) {
            let s = scroller(layout)
            s.inputTimeDilation = dilation
            for i in 0...12 {
                let t = 5 + Double(i) * 0.01 / dilation
                let p = Point(x: 600 - 700 * Double(i) / 12 * (0.8 + 0.2 * Double(i) / 12), y: 300)
                if i == 0 { s.beginDrag(at: p, time: t) } else { s.drag(to: p, time: t) }
            }
            let release = 5 + 0.12 / dilation
            s.endDrag(time: release)
            return (s, release)
        }
        let (normal, t0) = flick(dilation: 1)
        let (slow, t1) = flick(dilation: 10)
        #expect(slow.restOffset == normal.restOffset, "the same flick comes to rest on the same card")
        #expect(layout.currentIndex(at: normal.restOffset) == layout.currentIndex(at: slow.restOffset))
        #expect(close(slow.velocity.x, normal.velocity.x, 1e-6), "velocity in points per real second")
        // The same positions at the same motion time after release.
        for k in 1...30 {
            let dt = Double(k) / 60
            normal.advance(to: t0 + dt)
            slow.advance(to: t1 + dt)
            #expect(close(slow.offset.x, normal.offset.x, 1e-6))
        }
    }

    @Test func theCreepingEndOfAMotionNoLongerSwallowsATap() throws {
        let layout = try cards()
        let s = scroller(layout)
        s.fling(velocity: Point(x: 1500, y: 0), time: 0)
        #expect(s.isMovingNoticeably)
        var t = 0.0
        while s.isMoving && abs(s.velocity.x) >= Scroller.tapVelocityTolerance {
            t += 1.0 / 120
            s.advance(to: t)
        }
        // Still moving, but slower than 20 pt/s: a press now is a tap.
        #expect(s.isMoving, "the motion has a slow tail at \(t) s")
        #expect(!s.isMovingNoticeably)
        let tail = run(s, from: t)
        #expect(tail - t > 0.05, "the tail it no longer swallows taps for: \(tail - t) s")
    }

    @Test func flingStopsExactlyOnItsRestPoint() {
        let layout = StubLayout(content: Size(width: 800, height: 100_000))
        let s = scroller(layout)
        s.setOffset(Point(x: 0, y: 5000))
        s.fling(velocity: Point(x: 0, y: -2500), time: 10)
        let rest = DecelerationSimulation(position: 5000, velocity: -2500).finalPosition
        #expect(s.restOffset.y == rest)
        run(s, from: 10)
        #expect(s.offset == Point(x: 0, y: rest))
    }

    @Test func aFlingPastTheEdgeBouncesAndLandsOnTheEdge() {
        let layout = StubLayout(content: Size(width: 800, height: 3000))
        let s = scroller(layout)
        s.setOffset(Point(x: 0, y: 2000))
        s.fling(velocity: Point(x: 0, y: 4000), time: 0)
        #expect(s.restOffset.y == 2400)
        var furthest = 0.0
        run(s, from: 0) { _ in furthest = max(furthest, s.offset.y) }
        #expect(furthest > 2400)
        #expect(s.offset.y == 2400 && s.state == .idle)
        // And toward the top.
        s.fling(velocity: Point(x: 0, y: -9000), time: 5)
        run(s, from: 5)
        #expect(s.offset.y == 0)
    }

    @Test func stopDuringDecelerationStopsWhereItIs() {
        let s = scroller(StubLayout(content: Size(width: 800, height: 100_000)))
        s.setOffset(Point(x: 0, y: 100))
        s.fling(velocity: Point(x: 0, y: 3000), time: 0)
        s.advance(to: 0.3)
        let here = s.offset
        #expect(s.state == .decelerating)
        s.stop(time: 0.3)
        #expect(s.state == .idle && s.offset == here && s.velocity == .zero)
        #expect(s.settledCount == 1)
        // At rest already: stop does nothing.
        s.stop(time: 0.4)
        #expect(s.settledCount == 1 && !s.advance(to: 0.5))
    }

    @Test func pressingDuringMotionCatchesIt() {
        let s = scroller(StubLayout(content: Size(width: 800, height: 100_000)))
        s.fling(velocity: Point(x: 0, y: 3000), time: 0)
        s.advance(to: 0.2)
        let expected = DecelerationSimulation(position: 0, velocity: 3000).position(at: 0.25)
        s.beginDrag(at: Point(x: 10, y: 10), time: 0.25)
        #expect(close(s.offset.y, expected) && s.state == .dragging && s.settledCount == 0)
        // A tap (no motion) then leaves it there.
        s.endDrag(time: 0.3)
        #expect(s.state == .idle && close(s.offset.y, expected) && s.settledCount == 1)
    }

    @Test func wheelStepsMoveAtOnceAndSettleAfterAPause() {
        let s = scroller(StubLayout(content: Size(width: 800, height: 2000)))
        s.scroll(by: Point(x: 30, y: 120), time: 0)
        #expect(s.offset == Point(x: 0, y: 120) && s.isMoving)
        s.scroll(by: Point(x: 0, y: 5000), time: 0.05)
        #expect(s.offset.y == 1400)
        #expect(s.advance(to: 0.15) && s.settledCount == 0)
        #expect(!s.advance(to: 0.21))
        #expect(s.settledCount == 1 && s.offset.y == 1400)
        s.scroll(by: Point(x: 0, y: -3000), time: 1)
        #expect(s.offset.y == 0)
    }

    // MARK: Snapping

    @Test func everyPagingReleaseEndsExactlyOnTheTarget() throws {
        let layout = try cards()
        var rng = SeededRandom(seed: 0x5C7011)
        let max = layout.maximumContentOffset(viewport: viewport).x
        for _ in 0..<300 {
            let s = scroller(layout)
            let x0 = rng.double(in: -300...(max + 300))
            s.setOffset(Point(x: x0, y: 0))
            let v = rng.double(in: -6000...6000) * (rng.int(in: 0...3) == 0 ? 0.02 : 1)
            s.fling(velocity: Point(x: v, y: 0), time: 0)
            let proposed = Point(x: x0 - v / normalK, y: 0)
            let target = layout.targetContentOffset(forProposed: proposed, velocity: Point(x: v, y: 0), current: Point(x: x0, y: 0))
            #expect(s.restOffset == target)
            let end = run(s, from: 0)
            #expect(s.offset == target, "from \(x0) at \(v)")
            #expect(s.state == .idle && s.settledCount == 1 && end < 12)
        }
    }

    @Test func everyPagingDragEndsExactlyOnACard() throws {
        let layout = try cards()
        var rng = SeededRandom(seed: 0xD2A6)
        for _ in 0..<100 {
            let s = scroller(layout)
            s.setOffset(Point(x: Double(rng.int(in: 0...15)) * 285, y: 0))
            var x = 400.0
            var t = 0.0
            s.beginDrag(at: Point(x: x, y: 300), time: t)
            let speed = rng.double(in: -3000...3000)
            for _ in 0..<rng.int(in: 1...30) {
                t += rng.double(in: 0.004...0.02)
                x -= speed * 0.01 + rng.double(in: -3...3)
                s.drag(to: Point(x: x, y: 300), time: t)
            }
            s.endDrag(time: t + rng.double(in: 0...0.06))
            let rest = s.restOffset
            run(s, from: t + 0.06)
            #expect(s.offset == rest)
            let i = try #require(layout.currentIndex(at: rest))
            #expect(rest.x == Double(i) * layout.pitch)
        }
    }

    @Test func simulateReleaseOnCards() throws {
        let layout = try cards()
        let pitch = layout.pitch
        // A slow release goes to the nearest card, forward or back.
        var r = Scroller.simulateRelease(layout: layout, viewport: viewport, offset: Point(x: 3 * pitch + 30, y: 0),
                                         velocity: Point(x: 100, y: 0))
        #expect(r.rest == Point(x: 3 * pitch, y: 0) && r.duration > 0 && r.duration < 2)
        r = Scroller.simulateRelease(layout: layout, viewport: viewport, offset: Point(x: 3 * pitch + 200, y: 0),
                                     velocity: .zero)
        #expect(r.rest == Point(x: 4 * pitch, y: 0))
        // Already there: no motion.
        r = Scroller.simulateRelease(layout: layout, viewport: viewport, offset: Point(x: 2 * pitch, y: 0), velocity: .zero)
        #expect(r.rest == Point(x: 2 * pitch, y: 0) && r.duration == 0)
        // A flick travels several cards: 3000/2.002 ≈ 1498 points → card 5.
        r = Scroller.simulateRelease(layout: layout, viewport: viewport, offset: .zero, velocity: Point(x: 3000, y: 0))
        #expect(r.rest == Point(x: 5 * pitch, y: 0))
        #expect(layout.currentIndex(at: r.rest) == 5)
        // Past the end: the last card.
        r = Scroller.simulateRelease(layout: layout, viewport: viewport, offset: Point(x: 14 * pitch, y: 0),
                                     velocity: Point(x: 8000, y: 0))
        #expect(r.rest == Point(x: 15 * pitch, y: 0))
        // Released far past the start, flung further out: back to the first card.
        r = Scroller.simulateRelease(layout: layout, viewport: viewport, offset: Point(x: -200, y: 0),
                                     velocity: Point(x: -2000, y: 0))
        #expect(r.rest == .zero && r.duration < 3)
    }

    @Test func stopOnAPagingLayoutSnapsToTheNearestCard() throws {
        let layout = try cards()
        let s = scroller(layout)
        s.fling(velocity: Point(x: 4000, y: 0), time: 0)
        s.advance(to: 0.2)
        let here = s.offset.x
        s.stop(time: 0.2)
        #expect(s.state == .animating && s.velocity == .zero)
        let nearest = (here / layout.pitch).rounded() * layout.pitch
        #expect(s.restOffset.x == nearest)
        run(s, from: 0.2)
        #expect(s.offset.x == nearest && s.settledCount == 1)
    }

    @Test func wheelStepsOnAPagingLayoutSnapAfterThePause() throws {
        let layout = try cards()
        let s = scroller(layout)
        s.scroll(by: Point(x: 100, y: 0), time: 0)
        s.scroll(by: Point(x: 100, y: 0), time: 0.1)
        #expect(s.offset.x == 200 && s.restOffset.x == 285)
        #expect(s.advance(to: 0.2) && s.offset.x == 200)
        run(s, from: 0.25)
        #expect(s.offset.x == 285 && s.settledCount == 1)
        // A touchpad's fling after its steps replaces the pending snap.
        s.scroll(by: Point(x: 20, y: 0), time: 2)
        s.fling(velocity: Point(x: 2000, y: 0), time: 2.02)
        let proposed = 305 - 2000 / normalK
        #expect(s.restOffset.x == (proposed / 285).rounded() * 285)
    }

    @Test func scrollToLandsExactly() throws {
        let layout = try cards()
        let s = scroller(layout)
        var settled: [Point] = []
        s.onSettled = { settled.append($0) }
        let target = try #require(layout.contentOffset(focusing: IndexPath(item: 7), from: s.offset))
        s.scroll(to: target, animated: true, time: 3)
        #expect(s.state == .animating && s.restOffset == target)
        let end = run(s, from: 3)
        #expect(s.offset == target && settled == [target] && end - 3 < 1)
        // Retargeting mid-flight keeps the velocity, and still lands exactly.
        s.scroll(to: Point(x: 0, y: 0), animated: true, time: 4)
        s.advance(to: 4.05)
        let v = s.velocity.x
        #expect(v < 0)
        s.scroll(to: Point(x: 2 * 285, y: 0), animated: true, time: 4.05)
        #expect(s.velocity.x == v)
        run(s, from: 4.05)
        #expect(s.offset.x == 570)
        // At once; out-of-range targets are clamped.
        s.scroll(to: Point(x: 1e9, y: 0), animated: false, time: 6)
        #expect(s.offset.x == layout.maximumContentOffset(viewport: viewport).x && s.state == .idle)
        #expect(settled.count == 3)
    }

    // MARK: Wrapping

    /// 10 rows of 100 points that loop: offsets wrap into 50…1100 by 1000.
    private func wheel() -> (StubLayout, Scroller) {
        let layout = StubLayout(content: Size(width: 800, height: 1200), pitch: 100, loopCount: 10)
        let s = Scroller()
        s.configure(layout: layout, viewport: Size(width: 800, height: 100))
        s.setOffset(Point(x: 0, y: 100))
        return (layout, s)
    }

    /// The distance between two offsets as pictures: modulo the period, in −P/2…P/2.
    private func pictureDistance(_ a: Double, _ b: Double, period: Double = 1000) -> Double {
        let d = (b - a).truncatingRemainder(dividingBy: period)
        return d > period / 2 ? d - period : (d < -period / 2 ? d + period : d)
    }

    @Test func dragsAcrossTheWrapAreSeamless() {
        let (_, s) = wheel()
        var wraps = 0
        for direction in [-1.0, 1.0] {
            var y = 300.0
            var t = 0.0
            s.beginDrag(at: Point(x: 0, y: y), time: t)
            for _ in 0..<400 {
                let before = s.offset.y
                let step = 17.3 * direction
                y += step
                t += 0.008
                s.drag(to: Point(x: 0, y: y), time: t)
                // The picture moves exactly with the pointer; the number stays in range.
                #expect(close(pictureDistance(before, s.offset.y), -step, 1e-9))
                #expect(s.offset.y >= 50 && s.offset.y <= 1100)
                if abs(s.offset.y - before) > 500 { wraps += 1 }
            }
            s.stop(time: t)
            run(s, from: t)
        }
        #expect(wraps >= 10)
    }

    @Test func flingsAcrossTheWrapAreSeamlessAndLandOnARow() {
        let (layout, s) = wheel()
        for v in [-7000.0, 5555, 250, -120] {
            let start = s.offset.y
            s.fling(velocity: Point(x: 0, y: v), time: 0)
            let proposed = start - v / normalK
            // The target, in the period of the proposed rest point.
            let expected = layout.wrapping!.wrap((proposed / 100).rounded() * 100)
            #expect(close(pictureDistance(s.restOffset.y, expected), 0, 1e-9))
            var previous = s.offset.y
            var travelled = 0.0
            run(s, from: 0) { _ in
                let d = pictureDistance(previous, s.offset.y)
                #expect(abs(d) < 100)
                #expect(s.offset.y >= 50 && s.offset.y <= 1100)
                travelled += d
                previous = s.offset.y
            }
            #expect(close(travelled, (proposed / 100).rounded() * 100 - start, 1e-6))
            #expect(close(pictureDistance(s.offset.y, expected), 0, 1e-9))
            // At rest on a row, bit-exact when no whole period was added.
            #expect(close(s.offset.y / 100, (s.offset.y / 100).rounded(), 1e-12))
            #expect(layout.wrapping!.wrap(s.offset.y) == s.offset.y)
        }
    }

    @Test func slowReleasesOnTheWheelLandExactlyOnTheLayoutTarget() {
        let (layout, s) = wheel()
        s.setOffset(Point(x: 0, y: 420))
        s.fling(velocity: Point(x: 0, y: 150), time: 0)
        let target = layout.targetContentOffset(forProposed: Point(x: 0, y: 420 - 150 / normalK),
                                                velocity: .zero, current: .zero)
        run(s, from: 0)
        #expect(s.offset == target)
    }

    // MARK: Configuration

    @Test func configureClampsAndStops() throws {
        let s = scroller(try cards())
        s.setOffset(Point(x: 1e6, y: 0))
        s.fling(velocity: Point(x: 500, y: 0), time: 0)
        #expect(s.isMoving)
        s.configure(layout: try cards(3), viewport: viewport)
        #expect(s.state == .idle && s.offset.x == 570 && s.offsetRange == 0...570)
        #expect(!s.advance(to: 1))
    }
}
