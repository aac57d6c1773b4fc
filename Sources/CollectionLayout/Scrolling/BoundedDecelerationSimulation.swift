/// A free deceleration inside `bounds` that bounces off an edge it would
/// pass (Flutter's `BouncingScrollSimulation`, `UIScrollView`'s bounce).
///
/// - Starting inside with a rest point inside: a plain
///   `DecelerationSimulation`, resting at its rest point.
/// - Starting inside with a rest point beyond an edge: the deceleration up
///   to the moment it crosses the edge, then a spring from the edge with the
///   crossing velocity back to the edge — it overshoots a little and
///   returns. Rests exactly on the edge.
/// - Starting outside (released while rubber-banded): a spring from there
///   with the release velocity to the nearer edge.
public struct BoundedDecelerationSimulation: ScrollSimulation, Sendable {
    /// The range the motion may rest in (the scrollable offsets).
    public let bounds: ClosedRange<Double>
    /// The free deceleration from the start, followed until an edge.
    public let deceleration: DecelerationSimulation
    /// The spring that takes over, and the time it takes over at.
    public let edgeSpring: SpringSimulation?
    /// The time the edge spring takes over (∞ when it never does).
    public let springStart: Double

    /// A release at `position` with `velocity` decelerating at `rate`, bouncing
    /// off an edge of `bounds` with `spring` — or, without `bounces`,
    /// stopping dead at the edge.
    public init(
        position: Double, velocity: Double, bounds: ClosedRange<Double>,
        rate: DecelerationRate = .normal, spring: SpringParameters = .carousel, bounces: Bool = true
    ) {
        self.bounds = bounds
        deceleration = DecelerationSimulation(position: position, velocity: velocity, rate: rate)
        if !bounds.contains(position) {
            let edge = position < bounds.lowerBound ? bounds.lowerBound : bounds.upperBound
            edgeSpring = SpringSimulation(parameters: spring, position: position, velocity: velocity, target: edge)
            springStart = 0
        } else if !bounds.contains(deceleration.finalPosition) {
            let edge = deceleration.finalPosition < bounds.lowerBound ? bounds.lowerBound : bounds.upperBound
            let crossing = deceleration.time(atPosition: edge)
            // The rest point lies beyond the edge, so the edge is reached in finite time.
            let t = crossing.isFinite ? crossing : 0
            edgeSpring = SpringSimulation(parameters: spring, position: edge,
                                          velocity: bounces ? deceleration.velocity(at: t) : 0, target: edge)
            springStart = t
        } else {
            edgeSpring = nil
            springStart = .infinity
        }
    }

    /// The deceleration's rest point, or the edge it bounces off.
    public var finalPosition: Double { edgeSpring?.target ?? deceleration.finalPosition }

    /// Whether the motion ends on an edge rather than at its own rest point.
    public var bounces: Bool { edgeSpring != nil }

    /// The deceleration's position until `springStart`, then the spring's.
    ///
    /// - Complexity: O(1).
    public func position(at t: Double) -> Double {
        if let spring = edgeSpring, t >= springStart { return spring.position(at: t - springStart) }
        return deceleration.position(at: t)
    }

    /// The deceleration's velocity until `springStart`, then the spring's.
    ///
    /// - Complexity: O(1).
    public func velocity(at t: Double) -> Double {
        if let spring = edgeSpring, t >= springStart { return spring.velocity(at: t - springStart) }
        return deceleration.velocity(at: t)
    }

    /// Whether the deceleration, or the spring that took over, is done at `t`.
    ///
    /// - Complexity: O(1).
    public func isDone(at t: Double) -> Bool {
        if let spring = edgeSpring { return t >= springStart && spring.isDone(at: t - springStart) }
        return deceleration.isDone(at: t)
    }
}
