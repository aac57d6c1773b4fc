/// Content that grows or shrinks above what is in view while it scrolls —
/// estimated sizes resolved as items are first laid out — moves the offset
/// by as much, so what is in view stays still on screen: UIKit adjusts
/// `contentOffset` the same way when self-sizing cells above the visible
/// area change size. A motion under way goes on along the same path,
/// moved by the same amount, and a drag keeps the content under the pointer.
extension Scroller {
    /// Moves the offset, the current motion and the current drag by `delta`
    /// along the scroll axis, and takes the new `contentSize`; nothing
    /// stops, nothing settles.
    ///
    /// - Complexity: O(1).
    public func shiftContent(by delta: Double, contentSize: Size) {
        self.contentSize = contentSize
        guard delta != 0, delta.isFinite else { return }
        offset[axis] += delta
        if let m = motion {
            motion = Motion(simulation: ShiftedSimulation(base: m.simulation, delta: delta), startTime: m.startTime)
        }
        if state == .dragging {
            dragAnchor += delta
            dragOrigin = dragOrigin.map { $0 + delta }
        }
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
