import CollectionLayout
import Foundation
import Testing

@Suite struct DecelerationTests {
    @Test(arguments: [(DecelerationRate.normal, 0.998), (.fast, 0.99)])
    func closedFormAndRestPoint(rate: DecelerationRate, r: Double) {
        let x0 = 120.0, v0 = 2400.0
        let sim = DecelerationSimulation(position: x0, velocity: v0, rate: rate)
        let lnR = log(r)
        #expect(close(sim.finalPosition, x0 - v0 / (1000 * lnR)))
        for t in [0, 0.001, 0.05, 0.3, 1, 2.5, 7] {
            #expect(close(sim.velocity(at: t), v0 * pow(r, 1000 * t)))
            #expect(close(sim.position(at: t), x0 + v0 * (pow(r, 1000 * t) - 1) / (1000 * lnR)))
        }
        #expect(sim.position(at: 0) == x0)
        #expect(sim.velocity(at: 0) == v0)
        #expect(close(sim.position(at: 100), sim.finalPosition))
    }

    @Test func decayIsMonotonicAndTheVelocityIsTheDerivative() {
        for v0 in [-3000.0, -80, 55, 5000] {
            let sim = DecelerationSimulation(position: -40, velocity: v0)
            var previous = sim.position(at: 0)
            var speed = abs(v0)
            for i in 1...400 {
                let t = Double(i) * 0.01
                let x = sim.position(at: t)
                #expect(v0 > 0 ? x > previous : x < previous)
                #expect(abs(sim.velocity(at: t)) < speed)
                #expect(v0 > 0 ? x < sim.finalPosition : x > sim.finalPosition)
                let h = 1e-6
                let slope = (sim.position(at: t + h) - sim.position(at: t - h)) / (2 * h)
                #expect(close(slope, sim.velocity(at: t), 1e-6))
                previous = x
                speed = abs(sim.velocity(at: t))
            }
        }
    }

    @Test func timeAtPositionInvertsPosition() {
        let sim = DecelerationSimulation(position: 300, velocity: -1800)
        for t in [0.0, 0.004, 0.1, 0.5, 1.25, 3, 6] {
            #expect(close(sim.time(atPosition: sim.position(at: t)), t, 1e-7))
        }
        #expect(sim.time(atPosition: 300) == 0)
        #expect(sim.time(atPosition: sim.finalPosition) == .infinity)
        #expect(sim.time(atPosition: sim.finalPosition - 1) == .infinity)
        #expect(sim.time(atPosition: 301) == .infinity)
        #expect(DecelerationSimulation(position: 5, velocity: 0).time(atPosition: 6) == .infinity)
    }

    @Test func doneWhenSlowerThanTheThreshold() {
        let sim = DecelerationSimulation(position: 0, velocity: 1000)
        let d = sim.duration
        #expect(close(d, log(1 / 1000.0) / (1000 * log(0.998))))
        #expect(!sim.isDone(at: d - 1e-6))
        #expect(sim.isDone(at: d + 1e-6))
        // Then the rest point is within threshold/|k| = half a point.
        #expect(abs(sim.finalPosition - sim.position(at: d)) <= 0.5 + 1e-9)
        #expect(DecelerationSimulation(position: 3, velocity: 0.5).isDone(at: 0))
    }

    @Test func landingRestsExactlyOnTheTarget() throws {
        var rng = SeededRandom(seed: 0xDECE1)
        var landed = 0
        for _ in 0..<500 {
            let x0 = rng.double(in: -5000...5000)
            let v0 = rng.double(in: -8000...8000)
            let target = x0 + rng.double(in: -3000...3000)
            guard let sim = DecelerationSimulation(position: x0, velocity: v0, landingAt: target) else {
                // Only refused when the target is behind or the rate leaves the band.
                let k = -v0 / (target - x0)
                let r = exp(k / 1000)
                #expect(target == x0 || (v0 > 0) != (target > x0) || !(0.99...0.999).contains(r))
                continue
            }
            landed += 1
            #expect(sim.finalPosition == target)
            #expect(sim.velocity(at: 0) == v0 && sim.position(at: 0) == x0)
            #expect((0.99...0.999).contains(sim.rate.perMillisecond))
            #expect(close(sim.position(at: 60), target, 1e-9))
            #expect(close(sim.time(atPosition: sim.position(at: 0.2)), 0.2, 1e-6))
        }
        #expect(landed > 50)
        // The natural rest point is accepted, with the normal rate.
        let natural = DecelerationSimulation(position: 10, velocity: 900)
        let exact = try #require(DecelerationSimulation(position: 10, velocity: 900, landingAt: natural.finalPosition))
        #expect(close(exact.rate.perMillisecond, 0.998, 1e-12))
        // Up to twice the natural distance (half the normal exponent).
        #expect(DecelerationSimulation(position: 0, velocity: 100, landingAt: 99) != nil)
        // Behind, standing still, too far (more than twice), too close (harsher than fast).
        #expect(DecelerationSimulation(position: 0, velocity: 500, landingAt: -10) == nil)
        #expect(DecelerationSimulation(position: 0, velocity: 0, landingAt: 10) == nil)
        #expect(DecelerationSimulation(position: 0, velocity: 100, landingAt: 101) == nil)
        #expect(DecelerationSimulation(position: 0, velocity: 5000, landingAt: 10) == nil)
    }
}

@Suite struct LandingDecelerationTests {
    @Test func decaysThenSpringsOntoTheTargetSmoothly() throws {
        var rng = SeededRandom(seed: 0x1A4D)
        var checked = 0
        for _ in 0..<300 {
            let x0 = rng.double(in: -2000...2000)
            let v0 = rng.double(in: -7000...7000)
            let natural = DecelerationSimulation(position: x0, velocity: v0).finalPosition
            let target = x0 + (natural - x0) * rng.double(in: 0.15...2.2)
            guard let sim = LandingSimulation(position: x0, velocity: v0, target: target) else {
                #expect(DecelerationSimulation(position: x0, velocity: v0, landingAt: target) == nil)
                continue
            }
            checked += 1
            #expect(sim.finalPosition == target)
            #expect(sim.position(at: 0) == x0 && sim.velocity(at: 0) == v0)
            // The spring starts where the decay is, as fast, once at 20 points per second.
            let th = sim.handoffTime
            #expect(close(sim.position(at: th), sim.deceleration.position(at: th), 1e-9))
            #expect(close(sim.velocity(at: th), sim.deceleration.velocity(at: th), 1e-9))
            #expect(abs(v0) <= 20 || close(abs(sim.velocity(at: th)), 20, 1e-9))
            // Monotonic all the way (the critically damped spring does not overshoot here).
            var previous = x0
            var t = 0.0
            while !sim.isDone(at: t) && t < 20 {
                t += 1.0 / 240
                let x = sim.position(at: t)
                #expect((x - previous) * v0 >= -1e-9)
                previous = x
            }
            #expect(t < 20 && abs(sim.position(at: t) - target) < 0.05)
            #expect(t < th + 0.5)
        }
        #expect(checked > 100)
    }
}

@Suite struct SpringTests {
    static let regimes: [SpringParameters] = [
        .carousel,
        SpringParameters(dampingRatio: 0.3, mass: 1, stiffness: 400),
        SpringParameters(dampingRatio: 2.5, mass: 2, stiffness: 300),
        SpringParameters(mass: 1, stiffness: 620, damping: 2 * 620.0.squareRoot()),
    ]

    @Test func carouselDefaultsAreCriticallyDamped() {
        #expect(close(SpringParameters.carousel.dampingRatio, 1))
        #expect(close(SpringParameters.carousel.naturalFrequency, 1000.0.squareRoot()))
    }

    @Test(arguments: regimes)
    func initialConditions(parameters: SpringParameters) {
        for (x0, v0, target) in [(0.0, 0.0, 100.0), (250, -900, -40), (-30, 4000, 12), (7, 7, 7)] {
            let s = SpringSimulation(parameters: parameters, position: x0, velocity: v0, target: target)
            #expect(close(s.position(at: 0), x0, 1e-12))
            #expect(close(s.velocity(at: 0), v0, 1e-12))
            #expect(s.finalPosition == target)
        }
    }

    @Test(arguments: regimes)
    func solvesTheSpringEquation(parameters: SpringParameters) {
        var rng = SeededRandom(seed: 0x5B21)
        let m = parameters.mass, k = parameters.stiffness, c = parameters.damping
        for _ in 0..<60 {
            let target = rng.double(in: -500...500)
            let s = SpringSimulation(parameters: parameters, position: rng.double(in: -1000...1000),
                                     velocity: rng.double(in: -5000...5000), target: target)
            let t = rng.double(in: 0.01...0.6)
            let h = 1e-5
            let x = s.position(at: t)
            let dx = (s.position(at: t + h) - s.position(at: t - h)) / (2 * h)
            let ddx = (s.position(at: t + h) - 2 * x + s.position(at: t - h)) / (h * h)
            let v = s.velocity(at: t)
            let scale = max(1, abs(k * (x - target) / m), abs(c * v / m))
            #expect(abs(dx - v) <= 1e-5 * max(1, abs(v)) + 1e-6)
            #expect(abs(ddx - (-k * (x - target) / m - c * v / m)) <= 2e-3 * scale)
            // The velocity's own derivative agrees too.
            let dv = (s.velocity(at: t + h) - s.velocity(at: t - h)) / (2 * h)
            #expect(abs(dv - (-k * (x - target) / m - c * v / m)) <= 1e-5 * scale)
        }
    }

    @Test func criticallyDampedFromRestApproachesMonotonically() {
        let s = SpringSimulation(position: 1000, velocity: 0, target: 0)
        var previous = 1000.0
        var t = 0.0
        while !s.isDone(at: t) {
            t += 0.001
            let x = s.position(at: t)
            #expect(x < previous || x == previous && x < 1e-9)
            #expect(x >= 0)
            previous = x
        }
        #expect(t < 0.6)
        #expect(abs(s.position(at: t)) < SpringSimulation.defaultPositionTolerance)
    }

    @Test func underdampedOvershootsAndStillSettles() {
        let s = SpringSimulation(parameters: SpringParameters(dampingRatio: 0.3, mass: 1, stiffness: 400),
                                 position: 0, velocity: 0, target: 100)
        let peak = stride(from: 0.0, to: 1, by: 0.001).map { s.position(at: $0) }.max() ?? 0
        // First overshoot: e^(−ζπ/√(1−ζ²)) of the distance.
        #expect(close(peak, 100 + 100 * exp(-0.3 * .pi / (1 - 0.09).squareRoot()), 1e-4))
        #expect(s.isDone(at: 5))
        #expect(!s.isDone(at: 0.1))
    }
}

@Suite struct RubberBandTests {
    @Test func closedForm() {
        for d in [100.0, 600, 1024] {
            for x in [0.0, 1, 37.5, 300, 5000, 1e7] {
                #expect(close(RubberBand.band(x, dimension: d), (1 - 1 / (x * 0.55 / d + 1)) * d))
                #expect(close(RubberBand.band(-x, dimension: d), -(1 - 1 / (x * 0.55 / d + 1)) * d))
            }
        }
        #expect(RubberBand.band(50, dimension: 0) == 0)
    }

    @Test func continuousMonotonicAndBounded() {
        let lo = 0.0, hi = 2000.0, d = 600.0
        let f = { (x: Double) in RubberBand.rubberBand(offset: x, min: lo, max: hi, dimension: d) }
        #expect(abs(f(-1e-9)) < 1e-9 && f(0) == 0 && f(hi) == hi && abs(f(hi + 1e-9) - hi) < 1e-9)
        // The slope just past either edge is the coefficient.
        #expect(close((f(hi + 1e-4) - hi) / 1e-4, 0.55, 1e-4))
        #expect(close((lo - f(lo - 1e-4)) / 1e-4, 0.55, 1e-4))
        var previous = -Double.infinity
        for x in stride(from: -20_000.0, through: 22_000, by: 7.3) {
            let y = f(x)
            #expect(y > previous)
            #expect(y > lo - d && y < hi + d)
            previous = y
        }
        // Far out the band reaches d only in rounding.
        #expect(f(-1e15) >= lo - d && f(1e15) <= hi + d && f(-1e15) < -d / 2)
    }

    @Test func inverseRoundTrips() {
        let lo = -50.0, hi = 900.0, d = 800.0
        for x in stride(from: -3000.0, through: 4000, by: 13.7) {
            let shown = RubberBand.rubberBand(offset: x, min: lo, max: hi, dimension: d)
            #expect(close(RubberBand.rawOffset(forRubberBanded: shown, min: lo, max: hi, dimension: d), x, 1e-9))
        }
        #expect(RubberBand.unband(800, dimension: 800) == .infinity)
        #expect(RubberBand.unband(-900, dimension: 800) == -.infinity)
    }
}

@Suite struct BoundedDecelerationTests {
    @Test func insideTheBoundsItIsThePlainDeceleration() {
        let sim = BoundedDecelerationSimulation(position: 100, velocity: 500, bounds: 0...5000)
        let plain = DecelerationSimulation(position: 100, velocity: 500)
        #expect(!sim.bounces)
        #expect(sim.finalPosition == plain.finalPosition)
        for t in [0, 0.2, 1, 3.0] {
            #expect(sim.position(at: t) == plain.position(at: t))
        }
    }

    @Test func bouncesOffTheEdgeAndRestsOnIt() {
        for (x0, v0, edge) in [(4500.0, 3000.0, 5000.0), (300, -4000, 0)] {
            let sim = BoundedDecelerationSimulation(position: x0, velocity: v0, bounds: 0...5000)
            #expect(sim.bounces && sim.finalPosition == edge)
            let tc = sim.springStart
            #expect(close(sim.position(at: tc), edge))
            // Position and velocity are continuous where the spring takes over.
            let plain = DecelerationSimulation(position: x0, velocity: v0)
            #expect(close(plain.position(at: tc), edge, 1e-9))
            #expect(close(sim.velocity(at: tc), plain.velocity(at: tc), 1e-9))
            // It overshoots, comes back, and stops.
            let beyond = stride(from: tc, to: tc + 1, by: 0.002).map { (sim.position(at: $0) - edge) * (v0 > 0 ? 1 : -1) }
            #expect((beyond.max() ?? 0) > 1)
            var t = 0.0
            while !sim.isDone(at: t) && t < 10 { t += 1.0 / 120 }
            #expect(t < 10)
            #expect(abs(sim.position(at: t) - edge) < 0.05)
        }
    }

    @Test func releasedOutsideSpringsToTheNearerEdge() {
        let sim = BoundedDecelerationSimulation(position: -80, velocity: -300, bounds: 0...1000)
        #expect(sim.finalPosition == 0 && sim.springStart == 0)
        #expect(sim.position(at: 0) == -80 && sim.velocity(at: 0) == -300)
        let high = BoundedDecelerationSimulation(position: 1100, velocity: 0, bounds: 0...1000)
        #expect(high.finalPosition == 1000)
        #expect(high.isDone(at: 2))
    }
}
