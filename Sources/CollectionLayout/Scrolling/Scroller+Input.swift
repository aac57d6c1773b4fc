/// Input other than a drag: kinetic flings, wheel steps, programmatic
/// scrolls and stops.
extension Scroller {
    /// Kinetic scrolling with the content offset's `velocity` (points per
    /// second), as a touchpad's deceleration reports it: the same motion as
    /// a release at that velocity. Ignored while dragging.
    public func fling(velocity: Point, time: Double) {
        guard state != .dragging else { return }
        update(at: time)
        interrupt()
        release(velocity: velocity[axis], time: time, as: .decelerating)
    }

    /// A wheel or touchpad step: moves the content by `delta[axis]` at once,
    /// clamped to the edges (wrapped on looping layouts). After
    /// `settleDelay` without another step or a fling, the scroller settles —
    /// snapping layouts snap to the target nearest the offset. Ignored while
    /// dragging. Only `delta[axis]` counts: mapping a vertical wheel onto a
    /// horizontal layout is the caller's choice.
    public func scroll(by delta: Point, time: Double) {
        guard state != .dragging, delta[axis].isFinite else { return }
        update(at: time)
        interrupt()
        periods = 0
        let x = inRange(offset[axis] + delta[axis])
        offset[axis] = x
        velocity = .zero
        let (start, target) = snaps ? snapTarget(from: x, proposed: x, velocity: 0) : (x, x)
        begin(SpringSimulation(parameters: spring, position: start, velocity: 0, target: target),
              at: time + max(0, settleDelay), now: time, as: .animating)
    }

    /// Scrolls to `target` (along `axis`; clamped, or on looping layouts
    /// the equivalent offset nearest the current one), with a spring that
    /// keeps the current velocity when `animated`, at once otherwise. Lands
    /// exactly on the target. A drag in progress is abandoned.
    public func scroll(to target: Point, animated: Bool, time: Double) {
        guard target[axis].isFinite else { return }
        update(at: time)
        let v = isMoving ? velocity[axis] : 0
        interrupt()
        state = .idle
        var t = target[axis]
        var start = offset[axis]
        periods = 0
        if let w = activeWrapping {
            let k = ((start - t) / w.period).rounded()
            start -= k * w.period
            periods = k
        } else {
            t = inRange(t)
        }
        guard animated else {
            periods = 0
            offset[axis] = present(t)
            velocity = .zero
            settle()
            return
        }
        begin(SpringSimulation(parameters: spring, position: start, velocity: v, target: t),
              at: time, now: time, as: .animating)
    }

    /// Stops any motion where it is, as a tap during a fling does, and comes
    /// to rest: snapping layouts then spring to the target nearest the
    /// current offset (iCarousel's behaviour: never rest between items),
    /// content pulled past an edge springs back. A drag in progress ends
    /// without velocity. Nothing happens when already at rest there.
    public func stop(time: Double) {
        update(at: time)
        let wasIdle = state == .idle
        let before = offset
        interrupt()
        tracker.reset()
        state = .idle
        release(velocity: 0, time: time, as: .animating, quietIfAlreadyAt: wasIdle ? before : nil)
    }
}
