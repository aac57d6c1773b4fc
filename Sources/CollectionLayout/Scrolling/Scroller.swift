/// The scroll position of one view and everything that moves it: drags,
/// releases, wheel and touchpad steps, flings and programmatic scrolls.
///
/// A state machine driven only by the times it is given — events carry their
/// time, and `advance(to:)` is called with the frame clock's time — so it is
/// pure code, testable without a display:
///
/// - `idle`: at rest.
/// - `dragging`: the content follows the pointer 1:1 along `axis`,
///   rubber-banded past the edges, wrapped seamlessly on looping layouts.
/// - `decelerating`: after a release or a fling — a deceleration, bouncing
///   off an edge it would pass (`BoundedDecelerationSimulation`), or, when
///   the layout's target is not the deceleration's own rest point (snapping
///   layouts), a deceleration tuned to land on it (`LandingSimulation`) or,
///   when no sane rate does, a spring with the release velocity.
/// - `animating`: a programmatic scroll, a spring back or onto a snap point
///   after `stop`, or the pause after wheel steps before settling.
///
/// Every motion ends exactly on its rest offset (the layout's target, an
/// edge, or the deceleration's rest point): when a simulation is done the
/// scroller sets its `finalPosition`, not the last sampled position. Each
/// arrival at rest is announced through `onSettled` and counted in
/// `settledCount`.
///
/// Only the component of the offset along `axis` moves; the other keeps
/// the value it was given. Velocities are those of the content offset
/// (points per second), the opposite of the pointer's.
public final class Scroller {
    /// What the scroller is doing.
    public enum State: Hashable, Sendable {
        /// At rest.
        case idle
        /// Following the pointer.
        case dragging
        /// Moving on after a release or a fling.
        case decelerating
        /// A programmatic scroll, a spring back or onto a snap point, or
        /// the pause after wheel steps.
        case animating
    }

    /// How long wheel and touchpad steps may pause before the scroller
    /// settles (and a snapping layout snaps): libadwaita's carousel waits
    /// `SCROLL_TIMEOUT_DURATION`, 150 ms, between discrete scroll steps.
    public static let defaultSettleDelay = 0.150

    /// A flick that starts within this time of catching a coast in the same
    /// direction adds the coast's velocity to its own, so repeated flicks
    /// speed up as they do in `UIScrollView`.
    public static let momentumWindow = 0.4

    /// What the scroller is doing now.
    public internal(set) var state: State = .idle
    /// The content offset now.
    public internal(set) var offset: Point
    /// The velocity of the content offset now (points per second).
    public internal(set) var velocity: Point = .zero
    /// How many times the scroller came to rest.
    public private(set) var settledCount = 0
    /// Called each time the scroller comes to rest, with the rest offset.
    public var onSettled: ((Point) -> Void)?
    /// Called each time a drag or a motion begins, so that whoever drives
    /// `advance(to:)` starts its frame clock: no caller pairs each scroller
    /// call with it.
    public var onMotionBegan: (() -> Void)?

    /// The axis the content scrolls along (from the layout).
    public private(set) var axis: Axis = .vertical
    /// The size of the visible area.
    public private(set) var viewport: Size = .zero
    /// The size of the scrollable content.
    public internal(set) var contentSize: Size = .zero
    /// Whether releases and pauses end on the layout's target offsets.
    public private(set) var isPaging = false
    /// How the offset wraps on looping layouts, or nil.
    public private(set) var wrapping: Wrapping?

    /// How the content scrolls: deceleration, spring, bounce, paging and
    /// long swipes (`configure(layout:viewport:)` reads it from the layout's
    /// parameters).
    public var physics: ScrollPhysics = ScrollPhysics.Preset.uikit.physics {
        didSet {
            if !physics.decelerationRate.isValid { physics.decelerationRate = oldValue.decelerationRate }
            if !physics.spring.isValid { physics.spring = oldValue.spring }
            if !(physics.rubberBand.isFinite && physics.rubberBand > 0) { physics.rubberBand = oldValue.rubberBand }
        }
    }
    /// The free deceleration after a release (`.normal` like `UIScrollView`).
    public var decelerationRate: DecelerationRate {
        get { physics.decelerationRate }
        set { physics.decelerationRate = newValue }
    }
    /// The spring for bounces, snaps and programmatic scrolls.
    public var spring: SpringParameters {
        get { physics.spring }
        set { physics.spring = newValue }
    }
    /// Whether releases end on the layout's target offsets: the physics'
    /// `paging` when set, else the layout's.
    public var snaps: Bool { physics.paging ?? isPaging }
    /// See `defaultSettleDelay`.
    public var settleDelay = Scroller.defaultSettleDelay
    /// Real seconds per second of the times this scroller is given: 1
    /// normally, 10 when an app runs its motion clock ten times slower.
    /// The pointer's velocity is measured in real time, so a release in slow
    /// motion follows the same trajectory as at normal speed, only slower.
    public var inputTimeDilation = 1.0 {
        didSet {
            if !(inputTimeDilation.isFinite && inputTimeDilation > 0) { inputTimeDilation = oldValue }
            // Samples taken at the old rate would mix two time scales.
            if inputTimeDilation != oldValue, state == .dragging { tracker.reset() }
        }
    }

    var targetOffset: (_ proposed: Point, _ velocity: Point, _ current: Point) -> Point = { p, _, _ in p }

    var tracker = VelocityTracker()
    private var dragStart = Point.zero
    /// The raw (not rubber-banded) offset at the start of the drag.
    var dragAnchor = 0.0
    /// The offset shown when the current drag began (where a short swipe
    /// counts its one snap point from), along the scroll axis; nil when no
    /// drag is under way.
    public internal(set) var dragOrigin: Double?
    /// The velocity of the motion the current drag caught, and when.
    var caught: (velocity: Double, time: Double)?
    /// Whole periods added to raw positions (of the drag or the motion) to
    /// show them: wrapping shifts this count instead of the picture.
    var periods = 0.0

    struct Motion {
        var simulation: any ScrollSimulation
        /// The time the simulation's `t = 0` corresponds to; before it the
        /// motion holds its start position.
        var startTime: Double
    }
    var motion: Motion?
    /// The time the offset was last brought up to (the frame clock's).
    var motionTime = 0.0

    /// A scroller at rest at `offset`, not yet configured.
    public init(offset: Point = .zero) {
        self.offset = offset
    }

    // MARK: Configuration

    /// Sets what the scroller scrolls. `targetOffset` is the layout's
    /// `targetContentOffset(forProposed:velocity:current:)`. Any drag or
    /// motion stops without settling; the offset is brought into range
    /// (wrapped, or clamped to the edges).
    public func configure(
        contentSize: Size, viewport: Size, axis: Axis, isPaging: Bool = false, wrapping: Wrapping? = nil,
        targetOffset: @escaping (_ proposed: Point, _ velocity: Point, _ current: Point) -> Point = { p, _, _ in p }
    ) {
        self.contentSize = contentSize
        self.viewport = viewport
        self.axis = axis
        self.isPaging = isPaging
        self.wrapping = wrapping
        self.targetOffset = targetOffset
        interrupt()
        state = .idle
        periods = 0
        offset[axis] = inRange(offset[axis])
    }

    /// Reads the content size, axis, paging, wrapping and snapping of a
    /// prepared `layout` shown in `viewport`, and its scrolling parameters
    /// into `physics`. The content size is `estimatedContentSize`: the
    /// exact one unless a batch left work deferred, which configuring does
    /// not force (a host that finishes it later hands the exact size over
    /// with `shiftContent(by:contentSize:)`).
    public func configure(layout: any CollectionLayout, viewport: Size) {
        physics = ScrollPhysics(parameters: layout.parameters)
        configure(contentSize: layout.estimatedContentSize, viewport: viewport, axis: layout.scrollAxis,
                  isPaging: layout.isPaging, wrapping: layout.wrapping,
                  targetOffset: { [layout] proposed, velocity, current in
                      layout.targetContentOffset(forProposed: proposed, velocity: velocity, current: current)
                  })
    }

    /// Places the content at `offset` at once (wrapped on looping layouts,
    /// otherwise unclamped), stopping any drag or motion, without settling.
    public func setOffset(_ offset: Point) {
        interrupt()
        state = .idle
        periods = 0
        self.offset = offset
        if let w = activeWrapping { self.offset[axis] = w.wrap(offset[axis]) }
    }

    /// The range of offsets along `axis` without rubber band: `-leadingInset…max`.
    public var offsetRange: ClosedRange<Double> {
        -leadingInset...max(0, contentSize[axis] - viewport[axis])
    }

    /// Room before the content's start that the offset may rest in, like
    /// `UIScrollView.contentInset.top` while a refresh control is held open.
    public var leadingInset = 0.0 {
        didSet { if !(leadingInset.isFinite && leadingInset >= 0) { leadingInset = oldValue } }
    }

    // MARK: Queries

    /// Whether a motion is under way, so `advance(to:)` must be called.
    public var isMoving: Bool { state == .decelerating || state == .animating }

    /// Where the current motion will come to rest (the offset now when at
    /// rest or dragging).
    public var restOffset: Point {
        guard let motion else { return offset }
        var p = offset
        var k = periods
        p[axis] = Self.present(motion.simulation.finalPosition, periods: &k, wrapping: activeWrapping)
        return p
    }

    // MARK: Time

    /// Moves the motion on to `time` (seconds, the frame clock's), settling
    /// when it is done. Returns whether anything is still moving.
    ///
    /// - Complexity: O(1).
    @discardableResult
    public func advance(to time: Double) -> Bool {
        update(at: time)
        return isMoving
    }

    // MARK: Dragging

    /// A pointer pressed at `position` (view coordinates) starts a drag. It
    /// catches any motion where it is.
    public func beginDrag(at position: Point, time: Double) {
        update(at: time)
        caught = state == .decelerating && velocity[axis] != 0 ? (velocity[axis], time) : nil
        interrupt()
        state = .dragging
        velocity = .zero
        tracker.reset()
        tracker.addSample(time: time * inputTimeDilation, position: position)
        dragStart = position
        let x = offset[axis]
        dragOrigin = x
        onMotionBegan?()
        if activeWrapping != nil {
            periods = 0
            dragAnchor = x
        } else {
            let r = offsetRange
            dragAnchor = RubberBand.rawOffset(forRubberBanded: x, min: r.lowerBound, max: r.upperBound,
                                              dimension: viewport[axis], coefficient: physics.rubberBand)
        }
    }

    /// The pointer moved to `position`: the content follows it along `axis`.
    public func drag(to position: Point, time: Double) {
        guard state == .dragging else { return }
        tracker.addSample(time: time * inputTimeDilation, position: position)
        let raw = dragAnchor - (position[axis] - dragStart[axis])
        if activeWrapping != nil {
            offset[axis] = present(raw)
        } else {
            let r = offsetRange
            offset[axis] = physics.bounces
                ? RubberBand.rubberBand(offset: raw, min: r.lowerBound, max: r.upperBound,
                                        dimension: viewport[axis], coefficient: physics.rubberBand)
                : min(max(raw, r.lowerBound), r.upperBound)
        }
        velocity = along(-tracker.velocity(at: time * inputTimeDilation)[axis])
    }

    /// The pointer was released at `time`: the content moves on with the
    /// pointer's velocity (from its samples; none is added for the release)
    /// and comes to rest where the layout wants it.
    public func endDrag(time: Double) {
        guard state == .dragging else { return }
        var v = -tracker.velocity(at: time * inputTimeDilation)[axis]
        tracker.reset()
        state = .idle
        if let c = caught, time - c.time <= Self.momentumWindow, v * c.velocity > 0 {
            v += c.velocity
        }
        caught = nil
        release(velocity: v, time: time, as: .decelerating)
        dragOrigin = nil
    }

    // MARK: Motion

    /// Starts `simulation` at `startTime` and shows it at `now`.
    func begin(_ simulation: any ScrollSimulation, at startTime: Double, now: Double, as kind: State) {
        motion = Motion(simulation: simulation, startTime: startTime)
        state = kind
        update(at: now)
        if isMoving { onMotionBegan?() }
    }

    /// Shows the motion at `time`, finishing it when done.
    func update(at time: Double) {
        motionTime = time
        guard let m = motion else { return }
        guard time >= m.startTime else {
            offset[axis] = present(m.simulation.position(at: 0))
            velocity = .zero
            return
        }
        let t = time - m.startTime
        if m.simulation.isDone(at: t) {
            motion = nil
            offset[axis] = present(m.simulation.finalPosition)
            velocity = .zero
            state = .idle
            settle()
        } else {
            offset[axis] = present(m.simulation.position(at: t))
            velocity = along(m.simulation.velocity(at: t))
        }
    }

    /// Drops the motion (where it is now) and the drag.
    func interrupt() {
        motion = nil
        velocity = .zero
    }

    func settle() {
        settledCount += 1
        onSettled?(offset)
    }

    /// A vector of length `v` along `axis`.
    func along(_ v: Double) -> Point {
        var p = Point.zero
        p[axis] = v
        return p
    }
}
