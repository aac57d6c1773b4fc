import CollectionLayout
import Testing

@Suite struct VelocityTrackerTests {
    /// Samples of `x(t)` every `step` seconds over `[start, end]`, along y as `y = −x/2`.
    private func stream(from start: Double, to end: Double, step: Double, _ x: (Double) -> Double) -> [(Double, Point)] {
        var samples: [(Double, Point)] = []
        var i = 0
        while true {
            let t = start + Double(i) * step
            guard t <= end + 1e-12 else { break }
            samples.append((t, Point(x: x(t), y: -x(t) / 2)))
            i += 1
        }
        return samples
    }

    @Test(arguments: [VelocityTracker.Fit.linear, .quadratic])
    func constantVelocityIsExact(fit: VelocityTracker.Fit) {
        var tracker = VelocityTracker(fit: fit)
        for (t, p) in stream(from: 1000, to: 1000.5, step: 0.008, { 40 + 1250 * ($0 - 1000) }) {
            tracker.addSample(time: t, position: p)
        }
        let v = tracker.velocity(at: 1000.5)
        #expect(close(v.x, 1250, 1e-6) && close(v.y, -625, 1e-6))
        // Only the window is kept.
        #expect(tracker.samples.count == 19)
        #expect(tracker.samples.allSatisfy { 1000.5 - $0.time <= 0.150 + 1e-9 })
    }

    @Test func constantAccelerationQuadraticIsTheVelocityAtTheNewestSample() {
        // x = 3 + 200·t + 0.5·4000·t²  →  v(t) = 200 + 4000·t
        var tracker = VelocityTracker()
        let samples = stream(from: 0, to: 0.3, step: 0.01) { 3 + 200 * $0 + 2000 * $0 * $0 }
        for (t, p) in samples { tracker.addSample(time: t, position: p) }
        let tEnd = samples.last!.0
        let v = tracker.velocity(at: tEnd + 0.005)
        #expect(close(v.x, 200 + 4000 * tEnd, 1e-6))
        #expect(close(v.y, -(200 + 4000 * tEnd) / 2, 1e-6))
    }

    @Test func constantAccelerationLinearIsTheVelocityAtTheMeanTime() {
        // A least-squares line through a parabola has the parabola's slope at the samples' mean time.
        var tracker = VelocityTracker(fit: .linear)
        let samples = stream(from: 0, to: 0.3, step: 0.01) { 3 + 200 * $0 + 2000 * $0 * $0 }
        for (t, p) in samples { tracker.addSample(time: t, position: p) }
        let used = tracker.samples.map(\.time)
        let mean = used.reduce(0, +) / Double(used.count)
        #expect(close(tracker.velocity().x, 200 + 4000 * mean, 1e-6))
    }

    @Test func outOfOrderAndDuplicateTimestamps() {
        let samples = stream(from: 5, to: 5.12, step: 0.004) { -900 * $0 }
        var ordered = VelocityTracker()
        for (t, p) in samples { ordered.addSample(time: t, position: p) }
        var shuffled = VelocityTracker()
        var rng = SeededRandom(seed: 7)
        for (t, p) in samples.shuffled(using: &rng) { shuffled.addSample(time: t, position: p) }
        // A duplicate timestamp replaces the earlier sample (here with the same value),
        // and a bogus one replaced by the true value leaves no trace.
        shuffled.addSample(time: samples[10].0, position: Point(x: 1e6, y: 1e6))
        shuffled.addSample(time: samples[10].0, position: samples[10].1)
        shuffled.addSample(time: samples[3].0, position: samples[3].1)
        #expect(shuffled.samples == ordered.samples)
        #expect(close(shuffled.velocity().x, -900, 1e-6))
        // Samples from before the window are not taken in.
        shuffled.addSample(time: 4, position: .zero)
        #expect(shuffled.samples == ordered.samples)
        // Two samples at one time give no velocity; non-finite input is ignored.
        var same = VelocityTracker()
        same.addSample(time: 1, position: .zero)
        same.addSample(time: 1, position: Point(x: 50, y: 0))
        same.addSample(time: .nan, position: .zero)
        same.addSample(time: 1.01, position: Point(x: .infinity, y: 0))
        #expect(same.samples.count == 1)
        #expect(same.velocity() == .zero)
    }

    @Test func onlyTheLastWindowCounts() {
        // Fast for a second, then 300 points per second for 0.2 s.
        var tracker = VelocityTracker()
        for (t, p) in stream(from: 0, to: 1, step: 0.01, { 4000 * $0 }) { tracker.addSample(time: t, position: p) }
        for (t, p) in stream(from: 1.01, to: 1.2, step: 0.01, { 4000 + 300 * ($0 - 1) }) {
            tracker.addSample(time: t, position: p)
        }
        #expect(close(tracker.velocity(at: 1.2).x, 300, 1e-6))
    }

    @Test func aPauseMeansNoVelocity() {
        var tracker = VelocityTracker()
        for (t, p) in stream(from: 0, to: 0.1, step: 0.01, { 1000 * $0 }) { tracker.addSample(time: t, position: p) }
        #expect(close(tracker.velocity(at: 0.1).x, 1000, 1e-6))
        // Released after holding still longer than the stop threshold (and the window).
        #expect(tracker.velocity(at: 0.1 + 0.041) == .zero)
        #expect(tracker.velocity(at: 0.5) == .zero)
        // A pause inside the stream: the motion before it is forgotten.
        tracker.addSample(time: 0.3, position: Point(x: 100, y: 0))
        #expect(tracker.velocity(at: 0.3) == .zero)
        tracker.addSample(time: 0.31, position: Point(x: 97, y: 0))
        tracker.addSample(time: 0.32, position: Point(x: 94, y: 0))
        #expect(close(tracker.velocity(at: 0.32).x, -300, 1e-6))
        tracker.reset()
        #expect(tracker.velocity() == .zero)
    }
}
