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

    public let deceleration: DecelerationSimulation
    public let spring: SpringSimulation
    /// When the spring takes over.
    public let handoffTime: Double

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

    public var finalPosition: Double { spring.target }

    public func position(at t: Double) -> Double {
        t < handoffTime ? deceleration.position(at: t) : spring.position(at: t - handoffTime)
    }

    public func velocity(at t: Double) -> Double {
        t < handoffTime ? deceleration.velocity(at: t) : spring.velocity(at: t - handoffTime)
    }

    public func isDone(at t: Double) -> Bool {
        t >= handoffTime && spring.isDone(at: t - handoffTime)
    }
}
