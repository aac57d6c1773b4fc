import Foundation

/// A deceleration that comes to rest exactly on a target (a snap point):
/// the exact-landing `DecelerationSimulation` while it moves briskly, then,
/// once slower than `handoffSpeed`, a spring from there — same position,
/// same velocity — that finishes the last few points in a fraction of a
/// second instead of the exponential tail's seconds of creeping.
///
/// Refused (nil) when no landing rate reaches the target; see
/// `DecelerationSimulation.landingRates`.
public struct LandingSimulation: ScrollSimulation, Sendable {
    /// Flutter's scroll tolerance: one pixel per 50 ms, 20 points per
    /// second. Slower than that a deceleration looks still, and at the
    /// normal rate only 10 points remain.
    public static let defaultHandoffSpeed = 20.0

    /// The exact-landing deceleration that moves first.
    public let deceleration: DecelerationSimulation
    /// The spring that finishes from the handoff onto the target.
    public let spring: SpringSimulation
    /// When the spring takes over.
    public let handoffTime: Double

    /// A landing on `target` from `position` at `velocity`, handing over to a
    /// spring below `handoffSpeed`, or nil when no rate in `rates` lands there.
    public init?(
        position: Double, velocity: Double, target: Double, spring parameters: SpringParameters = .carousel,
        rates: ClosedRange<Double> = DecelerationSimulation.landingRates,
        handoffSpeed: Double = Self.defaultHandoffSpeed
    ) {
        guard let decay = DecelerationSimulation(position: position, velocity: velocity, landingAt: target, rates: rates)
        else { return nil }
        deceleration = decay
        let speed = abs(velocity)
        // |v0|·e^(k·t) = handoffSpeed
        let t = speed > handoffSpeed && handoffSpeed > 0 ? log(handoffSpeed / speed) / decay.exponent : 0
        handoffTime = t
        spring = SpringSimulation(parameters: parameters, position: decay.position(at: t),
                                  velocity: decay.velocity(at: t), target: target)
    }

    /// The target, exactly.
    public var finalPosition: Double { spring.target }

    /// The deceleration's position until the handoff, then the spring's.
    ///
    /// - Complexity: O(1).
    public func position(at t: Double) -> Double {
        t < handoffTime ? deceleration.position(at: t) : spring.position(at: t - handoffTime)
    }

    /// The deceleration's velocity until the handoff, then the spring's.
    ///
    /// - Complexity: O(1).
    public func velocity(at t: Double) -> Double {
        t < handoffTime ? deceleration.velocity(at: t) : spring.velocity(at: t - handoffTime)
    }

    /// Whether the spring has settled on the target at `t`.
    ///
    /// - Complexity: O(1).
    public func isDone(at t: Double) -> Bool {
        t >= handoffTime && spring.isDone(at: t - handoffTime)
    }
}
