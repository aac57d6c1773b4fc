import Foundation

/// Where a release comes to rest, and the motion that takes it there.
extension Scroller {
    /// Starts the motion of a release with velocity `v` from the current
    /// offset: velocity-projected rest point (no further than one snap point
    /// past where the drag began without long swipes) → the layout's target
    /// → a simulation that ends exactly there:
    /// - free scrolling: the deceleration itself, bouncing off the edges;
    /// - a move of one snap step (to the snap point nearest the release, or
    ///   the next one in the direction of travel): a spring that carries
    ///   the release velocity, as libadwaita's carousel does, so one page
    ///   settles in a fraction of a second at any speed;
    /// - a longer move: a deceleration tuned to land on the target
    ///   (`LandingSimulation`), or a spring when no sane rate does.
    func release(velocity v: Double, time: Double, as kind: State, quietIfAlreadyAt rest: Point? = nil) {
        let v = v.isFinite ? v : 0
        let x = offset[axis]
        let natural = DecelerationSimulation(position: x, velocity: v, rate: decelerationRate)
        let proposed = limitedForShortSwipes(natural.finalPosition, at: x, velocity: v)
        let free = activeWrapping == nil ? inRange(proposed) : proposed
        if !snaps { periods = 0 }
        let (start, target) = snaps ? snapTarget(from: x, proposed: proposed, velocity: v) : (x, free)
        let simulation: any ScrollSimulation
        if !snaps && target == free && start == x {
            let bounds = activeWrapping == nil ? offsetRange : -Double.infinity...Double.infinity
            simulation = BoundedDecelerationSimulation(position: x, velocity: v, bounds: bounds, rate: decelerationRate,
                                                       spring: spring, bounces: physics.bounces)
        } else if snaps && isOneStep(from: start, to: target) {
            simulation = SpringSimulation(parameters: spring, position: start, velocity: v, target: target,
                                          stopsOnArrival: physics.clampsSnap)
        } else if let landing = LandingSimulation(position: start, velocity: v, target: target, spring: spring) {
            simulation = landing
        } else {
            simulation = SpringSimulation(parameters: spring, position: start, velocity: v, target: target)
        }
        if let rest, simulation.isDone(at: 0), offset == rest {
            var k = periods
            if Self.present(simulation.finalPosition, periods: &k, wrapping: activeWrapping) == rest[axis] { return }
        }
        begin(simulation, at: time, now: time, as: kind)
    }

    /// While dragging, where a release now would come to rest (the drag's
    /// velocity projected, then the layout's target); otherwise `restOffset`.
    ///
    /// - Complexity: O(log d) calls of the layout's target for the distance d
    ///   to the next snap point.
    public var projectedRestOffset: Point {
        guard state == .dragging else { return restOffset }
        let v = velocity[axis]
        let x = offset[axis]
        let kept = periods
        defer { periods = kept }
        let proposed = limitedForShortSwipes(
            DecelerationSimulation(position: x, velocity: v, rate: decelerationRate).finalPosition, at: x, velocity: v)
        var p = offset
        guard snaps else {
            p[axis] = activeWrapping == nil ? inRange(proposed) : proposed
            return p
        }
        let (start, target) = snapTarget(from: x, proposed: proposed, velocity: v)
        // Back in the coordinates shown: the target shifted as the start was.
        p[axis] = target + (x - start)
        if let w = activeWrapping { p[axis] = w.wrap(p[axis]) }
        return p
    }

    /// The layout's target for a release at `x` whose deceleration would
    /// rest at `proposed`, clamped to the edges — and the start position
    /// in the target's coordinates: on looping layouts the target is taken
    /// in the period nearest `proposed` by shifting the start (and
    /// `periods`) by whole periods, so the target value stays exact.
    func snapTarget(from x: Double, proposed: Double, velocity v: Double) -> (start: Double, target: Double) {
        var proposedPoint = offset
        proposedPoint[axis] = proposed
        var target = targetOffset(proposedPoint, along(v), offset)[axis]
        if !target.isFinite { target = proposed }
        guard let w = activeWrapping else {
            periods = 0
            return (x, inRange(target))
        }
        let k = ((proposed - target) / w.period).rounded()
        periods = k
        return (x - k * w.period, target)
    }

    // MARK: Snap points

    /// The snap point the layout rests on nearest `x` (in `x`'s period on
    /// looping layouts).
    func nearestSnap(to x: Double) -> Double {
        var p = offset
        p[axis] = x
        return samePeriod(targetOffset(p, .zero, p)[axis], as: x)
    }

    /// The first snap point past the snap point `s` in `direction` (its
    /// sign), found by probing the layout at doubling distances; nil at the
    /// content's end.
    ///
    /// - Complexity: O(log(d)) calls of the layout's target, for the
    ///   distance d to that snap point.
    func nextSnap(after s: Double, direction: Double) -> Double? {
        let d: Double = direction < 0 ? -1 : 1
        let limit = 2 * max(contentSize[axis], viewport[axis], 1)
        var delta = 0.5
        while delta <= limit {
            let probe = s + d * delta
            let t = nearestSnap(to: probe)
            if (t - s) * d > 1e-6 { return t }
            delta *= 2
        }
        return nil
    }

    /// `proposed`, or without long swipes no further than the snap point
    /// after the one the drag began nearest to.
    func limitedForShortSwipes(_ proposed: Double, at x: Double, velocity v: Double) -> Double {
        guard snaps, !physics.allowsLongSwipes, v != 0,
              let limit = shortSwipeLimit(from: dragOrigin ?? x, at: x, velocity: v), (proposed - limit) * v > 0
        else { return proposed }
        return limit
    }

    /// Without long swipes, how far a release at `x` moving at `v` may go:
    /// the snap point after the one the drag began nearest to (`origin`).
    func shortSwipeLimit(from origin: Double, at x: Double, velocity v: Double) -> Double? {
        let anchor = nearestSnap(to: samePeriod(origin, as: x))
        return nextSnap(after: anchor, direction: v)
    }

    /// Whether a move from `start` to `target` is one snap step: the target
    /// is the snap point nearest `start` or the one after it toward the
    /// target (at most a step and a half away).
    func isOneStep(from start: Double, to target: Double) -> Bool {
        let nearest = nearestSnap(to: start)
        if abs(nearest - target) < 1e-6 { return true }
        guard let next = nextSnap(after: nearest, direction: target - start) else { return false }
        return abs(next - target) < 1e-6
    }

    /// `value` moved by whole periods next to `reference` on looping
    /// layouts; unchanged otherwise.
    func samePeriod(_ value: Double, as reference: Double) -> Double {
        guard let w = activeWrapping else { return value }
        return value + ((reference - value) / w.period).rounded() * w.period
    }
}
