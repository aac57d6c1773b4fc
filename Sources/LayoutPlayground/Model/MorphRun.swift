import CollectionLayout

/// A morph on the canvas from the layout just left to the one chosen
/// (`LayoutMorph`), and where it stands: driven by a spring toward an end,
/// held by a hand (Ctrl+drag, or the Transition slider), or at rest. A
/// spring starts from wherever the morph is with the velocity it has, so
/// taking hold of a running morph, or letting it go, never jumps.
struct MorphRun {
    /// The frames between the two layouts.
    let morph: LayoutMorph
    /// The layout left and the layout chosen.
    let from: LayoutKind, to: LayoutKind
    /// The spring's constants (the chosen layout's own), in progress units.
    let spring: SpringParameters
    /// Where the morph stands now: 0 the layout left, 1 the one chosen.
    private(set) var progress = 0.0
    /// The spring running toward an end, and the motion-clock time it started.
    private(set) var motion: (simulation: SpringSimulation, start: Double)?
    /// A hand holding the morph: the progress and the pointer (along the
    /// drag) where it took hold, and the last samples for the release velocity.
    private(set) var hand: (progress: Double, pointer: Double, samples: [(time: Double, progress: Double)])?

    /// How far past either end a spring may carry the morph.
    static let range: ClosedRange<Double> = -0.25...1.25
    /// Points of Ctrl+drag that take the morph from one end to the other.
    static func scrubLength(viewport: Size) -> Double { max(240, viewport.width * 0.6) }

    init(morph: LayoutMorph, from: LayoutKind, to: LayoutKind, spring: SpringParameters) {
        self.morph = morph
        self.from = from
        self.to = to
        self.spring = spring
    }

    /// Whether frames must be drawn through the morph (not the chosen layout's own view).
    var isShowing: Bool { motion != nil || hand != nil || progress != 1 }

    /// Whether a spring runs.
    var isMoving: Bool { motion != nil }

    /// Springs from where the morph is toward `target` (0 or 1) with `velocity` (progress per second).
    mutating func run(to target: Double, velocity: Double, at time: Double) {
        hand = nil
        motion = (SpringSimulation(parameters: spring, position: progress, velocity: velocity, target: target,
                                   positionTolerance: 0.0005, velocityTolerance: 0.005), time)
    }

    /// Moves the spring on to `time`; the end it came to rest on, once it has.
    mutating func advance(to time: Double) -> Double? {
        guard let (simulation, start) = motion else { return nil }
        let t = time - start
        if simulation.isDone(at: t) {
            progress = simulation.finalPosition
            motion = nil
            return progress
        }
        progress = min(Self.range.upperBound, max(Self.range.lowerBound, simulation.position(at: t)))
        return nil
    }

    /// A hand takes hold at `pointer` (stopping a running spring where it is).
    mutating func grab(pointer: Double, at time: Double) {
        motion = nil
        hand = (progress, pointer, [(time, progress)])
    }

    /// The hand moved to `pointer`: the morph follows, `length` points for the whole way.
    mutating func drag(pointer: Double, length: Double, at time: Double) {
        guard var held = hand else { return }
        progress = min(Self.range.upperBound, max(Self.range.lowerBound, held.progress + (pointer - held.pointer) / length))
        held.samples.append((time, progress))
        if held.samples.count > 6 { held.samples.removeFirst(held.samples.count - 6) }
        hand = held
    }

    /// The hand lets go: the morph finishes to the nearer end (the one a
    /// throw heads for), carrying the hand's velocity.
    mutating func release(at time: Double) {
        guard let held = hand else { return }
        var velocity = 0.0
        if let first = held.samples.first(where: { time - $0.time <= 0.1 }) ?? held.samples.last,
           time - first.time > 0.005 {
            velocity = (progress - first.progress) / (time - first.time)
        }
        // Where the velocity would carry it, as a flick decides a page.
        let projected = progress + velocity * 0.15
        run(to: projected >= 0.5 ? 1 : 0, velocity: velocity, at: time)
    }

    /// Where `gesture` takes the morph `time` seconds in: held from its
    /// first sample, dragged (`length` points for the whole way), let go at
    /// its last, then sprung to the nearer end.
    func progress(driven gesture: RecordedGesture, at time: Double, length: Double) -> Double {
        var run = self
        guard let first = gesture.samples.first else { return run.progress }
        run.grab(pointer: first.x, at: first.t)
        for sample in gesture.samples.dropFirst() where sample.t <= time {
            run.drag(pointer: sample.x, length: length, at: sample.t)
        }
        guard time >= gesture.duration else { return run.progress }
        run.release(at: gesture.duration)
        _ = run.advance(to: time)
        return run.progress
    }

    /// Sets the progress by hand without a release (the Transition slider).
    mutating func hold(at value: Double) {
        motion = nil
        hand = nil
        progress = min(1, max(0, value))
    }
}
