import Foundation

/// A free deceleration like `UIScrollView`'s after a flick: the velocity
/// keeps a fixed fraction `r` of itself every millisecond.
///
/// With `k = 1000·ln r` (per second, negative):
/// - velocity `v(t) = v0·e^(k·t)` (= `v0·r^(1000·t)`),
/// - position `x(t) = x0 + v0·(e^(k·t) − 1)/k`,
/// - rest point `x0 − v0/k`, approached but never reached; the motion is
///   done once `|v| < velocityThreshold`, at most `velocityThreshold/|k|`
///   short of the rest point (half a point at the normal rate).
///
/// `init?(position:velocity:landingAt:)` instead picks the rate that rests
/// exactly on a given point, for landing on a snap point with the release
/// velocity kept intact.
public struct DecelerationSimulation: ScrollSimulation, Hashable, Sendable {
    /// Below this speed (points per second) the motion is over. At the
    /// normal rate the rest point is then half a point away, at the fast
    /// rate a tenth: the final jump onto it is invisible.
    public static let defaultVelocityThreshold = 1.0

    /// The rates an exact landing may use: from the fast rate (0.99, a
    /// target a fifth of the natural distance away — any harsher looks like
    /// a wall) to 0.999 (half the normal exponent: a target twice the
    /// natural distance away — any slower crawls). A long flick's nearest
    /// snap point is always within this band; outside it a scroller springs
    /// to the target instead, which suits the short distances left there.
    public static let landingRates = DecelerationRate.fast.perMillisecond...0.999

    /// The position at `t = 0`.
    public let startPosition: Double
    /// The velocity at `t = 0`, units per second.
    public let startVelocity: Double
    /// The decay exponent `k = 1000·ln r`, per second.
    public let exponent: Double
    /// The speed under which the motion is done.
    public let velocityThreshold: Double
    /// `finalPosition − startPosition`: the distance the motion covers.
    public let distance: Double
    /// The rest point `x0 − v0/k` (the target itself for an exact landing).
    public let finalPosition: Double

    /// A deceleration from `position` with `velocity` at `rate`.
    public init(
        position: Double, velocity: Double, rate: DecelerationRate = .normal,
        velocityThreshold: Double = Self.defaultVelocityThreshold
    ) {
        precondition(rate.isValid, "a deceleration rate lies strictly between 0 and 1")
        let k = rate.exponent
        startPosition = position
        startVelocity = velocity
        exponent = k
        self.velocityThreshold = velocityThreshold
        distance = -velocity / k
        finalPosition = position + distance
    }

    /// The deceleration from `position` with `velocity` that comes to rest
    /// exactly on `target` — `ln r = −v0/(1000·D)` with `D = target − position`
    /// — or nil when no rate in `rates` does (the target lies behind the
    /// motion, the velocity is zero, or the rate would be too slow or too
    /// abrupt). `finalPosition` is then `target` itself, bit for bit.
    public init?(
        position: Double, velocity: Double, landingAt target: Double,
        rates: ClosedRange<Double> = Self.landingRates,
        velocityThreshold: Double = Self.defaultVelocityThreshold
    ) {
        let d = target - position
        guard velocity.isFinite, d.isFinite, velocity != 0, d != 0, (velocity > 0) == (d > 0) else { return nil }
        let k = -velocity / d
        let rate = DecelerationRate(exponent: k)
        guard rate.isValid, rates.contains(rate.perMillisecond) else { return nil }
        startPosition = position
        startVelocity = velocity
        exponent = k
        self.velocityThreshold = velocityThreshold
        distance = d
        finalPosition = target
    }

    /// The rate in effect.
    public var rate: DecelerationRate { DecelerationRate(exponent: exponent) }

    /// `x0 + v0·(e^(k·t) − 1)/k`.
    ///
    /// - Complexity: O(1).
    public func position(at t: Double) -> Double {
        // x0 + D·(1 − e^(k·t)), with D = −v0/k: the closed form above, written
        // so that it tends to the rest point without cancellation.
        startPosition - distance * expm1(exponent * max(0, t))
    }

    /// `v0·e^(k·t)`.
    ///
    /// - Complexity: O(1).
    public func velocity(at t: Double) -> Double {
        startVelocity * exp(exponent * max(0, t))
    }

    /// Whether the speed has fallen under `velocityThreshold` at `t`.
    ///
    /// - Complexity: O(1).
    public func isDone(at t: Double) -> Bool {
        abs(velocity(at: t)) < velocityThreshold
    }

    /// The time at which `isDone` starts to hold.
    public var duration: Double {
        let v = abs(startVelocity)
        guard v >= velocityThreshold, velocityThreshold > 0 else { return v < velocityThreshold ? 0 : .infinity }
        return log(velocityThreshold / v) / exponent
    }

    /// The time at which the motion passes `x`: the inverse of
    /// `position(at:)`. `0` at the start, `.infinity` for the rest point
    /// itself and for points the motion never reaches.
    ///
    /// - Complexity: O(1).
    public func time(atPosition x: Double) -> Double {
        guard x != startPosition else { return 0 }
        guard distance != 0 else { return .infinity }
        // e^(k·t) = 1 − (x − x0)/D
        let fraction = (x - startPosition) / distance
        guard fraction > 0, fraction < 1 else { return .infinity }
        return log1p(-fraction) / exponent
    }
}
