/// Content that grows or shrinks above what is in view while it scrolls —
/// estimated sizes resolved as items are first laid out — moves the offset
/// by as much, so what is in view stays still on screen: UIKit adjusts
/// `contentOffset` the same way when self-sizing cells above the visible
/// area change size. A motion under way goes on along the same path,
/// moved by the same amount, and a drag keeps the content under the pointer.
///
/// A motion also follows the content's new end, as a `UIScrollView`
/// decelerating while its `contentSize` changes does: a free deceleration
/// goes on from where it is, with its velocity, inside the new range — it
/// rests where it would have (moved with the content), or, when the new end
/// lies before that rest point, meets the end and bounces off it as it
/// would off any edge (or, past the end already, springs back to it); a
/// spring or landing whose target has fallen outside the content springs,
/// with its velocity, to the nearest end instead. Nothing jumps.
extension Scroller {
    /// Moves the offset, the current motion and the current drag by `delta`
    /// along the scroll axis, and takes the new `contentSize`; a motion
    /// whose range changed follows the new edges (see above). Nothing
    /// stops, nothing settles.
    ///
    /// - Complexity: O(1).
    public func shiftContent(by delta: Double, contentSize: Size) {
        let oldRange = offsetRange
        self.contentSize = contentSize
        if delta != 0, delta.isFinite {
            offset[axis] += delta
            if let m = motion {
                motion = Motion(simulation: ShiftedSimulation(base: m.simulation, delta: delta), startTime: m.startTime)
            }
            if state == .dragging {
                dragAnchor += delta
                dragOrigin = dragOrigin.map { $0 + delta }
            }
        }
        if offsetRange != oldRange { followContentEdges() }
    }

    /// Restarts the motion, from where it is now and with its velocity, so
    /// that it ends inside the current `offsetRange` through the physics'
    /// own edge behaviour.
    private func followContentEdges() {
        guard let m = motion, activeWrapping == nil, isMoving else { return }
        let now = max(motionTime, m.startTime)
        let x = offset[axis], v = velocity[axis], range = offsetRange
        let simulation: any ScrollSimulation
        if Self.isFreeDeceleration(m.simulation) {
            simulation = BoundedDecelerationSimulation(position: x, velocity: v, bounds: range, rate: decelerationRate,
                                                       spring: spring, bounces: physics.bounces)
        } else {
            let end = m.simulation.finalPosition
            guard !range.contains(end) else { return }
            simulation = SpringSimulation(parameters: spring, position: x, velocity: v,
                                          target: min(max(end, range.lowerBound), range.upperBound))
        }
        motion = Motion(simulation: simulation, startTime: now)
        update(at: now)
    }

    /// Whether `simulation` is a release's free deceleration (shifted or not).
    private static func isFreeDeceleration(_ simulation: any ScrollSimulation) -> Bool {
        if simulation is BoundedDecelerationSimulation { return true }
        if let shifted = simulation as? ShiftedSimulation { return isFreeDeceleration(shifted.base) }
        return false
    }
}

/// A simulation moved by a constant: the same motion `delta` further on.
struct ShiftedSimulation: ScrollSimulation {
    /// The motion moved.
    var base: any ScrollSimulation
    /// How far it is moved.
    var delta: Double

    func position(at t: Double) -> Double { base.position(at: t) + delta }
    func velocity(at t: Double) -> Double { base.velocity(at: t) }
    func isDone(at t: Double) -> Bool { base.isDone(at: t) }
    var finalPosition: Double { base.finalPosition + delta }
}
