import CollectionLayout

/// A recorded drag or flick, and its replay.
struct GestureTape {
    /// Whether the next drag is recorded.
    var isArmed = false
    /// The samples of the drag being recorded, timed on the motion clock.
    var samples: [RecordedGesture.Sample] = []
    /// When the drag being recorded began.
    var origin = 0.0
    /// The last gesture recorded (or opened).
    var recorded: RecordedGesture?
    /// The content offset the recorded gesture began at: a replay starts there.
    var startOffset: Point?
    /// The replay under way.
    var playback: GesturePlayback?
    /// The offset and velocity of the latest run (the recorded drag, then
    /// each replay), timed from its start, for the first `MotionHistory.window` seconds.
    var run: [MotionHistory.Sample] = []
    /// The run before it: the plot overlays the two.
    var previousRun: [MotionHistory.Sample]?
    /// When the latest run began; nil when none is being sampled.
    var runStart: Double?

    /// Starts sampling a new run at `time`, keeping the last one to compare.
    mutating func beginRun(at time: Double, keepingPrevious: Bool) {
        previousRun = keepingPrevious && !run.isEmpty ? run : nil
        run = []
        runStart = time
    }

    /// The runs the plot overlays: the previous one and the latest, once a
    /// replay has followed a run; empty otherwise.
    var overlaidRuns: [[MotionHistory.Sample]] {
        guard let previousRun else { return [] }
        return [previousRun, run]
    }
}

/// Record Gesture / Replay Gesture: the drag a person makes, kept as the
/// samples the canvas fed the scroller, and fed again later — on this
/// configuration or another — through `GesturePlayback`.
extension Canvas {
    /// Records the next drag.
    func armRecording() {
        tape.isArmed = true
        tape.samples = []
        trace.emit(.object([("event", .string("recording"))]))
    }

    /// A drag sample, recorded while armed: `down` starts a recording, `up` ends it.
    func recordSample(_ phase: RecordedGesture.Phase, at point: Point, time: Double) {
        guard tape.isArmed, tape.playback == nil else { return }
        if phase == .down {
            tape.samples = []
            tape.origin = time
            tape.startOffset = scroller.offset
            tape.beginRun(at: time, keepingPrevious: false)
        }
        guard !tape.samples.isEmpty || phase == .down else { return }
        tape.samples.append(.init(t: time - tape.origin, x: point.x, y: point.y, phase: phase))
        guard phase == .up else { return }
        tape.isArmed = false
        tape.recorded = try? RecordedGesture(samples: tape.samples)
        tape.samples = []
        if let recorded = tape.recorded {
            trace.emit(.object([("event", .string("recorded")), ("samples", .number(Double(recorded.samples.count))),
                                ("duration", .number(recorded.duration))]))
        }
        events.onRecordingChanged?()
    }

    /// Plays the recorded gesture from the offset it began at.
    func replayGesture() {
        guard let gesture = tape.recorded else { return }
        tape.isArmed = false
        scroller.setOffset(tape.startOffset ?? layout.initialContentOffset)
        springField?.reset(offset: scroller.offset)
        let time = now
        tape.beginRun(at: time, keepingPrevious: true)
        tape.playback = GesturePlayback(gesture: gesture, scroller: scroller, springs: springField, layout: layout,
                                        viewport: viewport, startTime: time)
        trace.emit(.object([("event", .string("replaying")), ("time", .number(time))]))
        redraw()
    }

    /// A gesture opened from a file, replayed from the layout's start.
    func useGesture(_ gesture: RecordedGesture) {
        tape.recorded = gesture
        tape.startOffset = nil
        events.onRecordingChanged?()
    }

    /// Feeds the replay's samples up to `time`; whether samples remain.
    func advancePlayback(time: Double) -> Bool {
        guard var playback = tape.playback else { return false }
        playback.advance(to: time)
        tape.playback = playback.hasPlayedAllSamples ? nil : playback
        return tape.playback != nil
    }

    /// Samples the latest run's offset and velocity at `time` (each frame,
    /// until the motion comes to rest, for at most `MotionHistory.window` seconds).
    func sampleRun(time: Double) {
        guard let start = tape.runStart else { return }
        let t = time - start
        guard t <= MotionHistory.window else {
            tape.runStart = nil
            return
        }
        let axis = layout.scrollAxis
        tape.run.append(MotionHistory.Sample(time: t, offset: scroller.offset[axis], velocity: scroller.velocity[axis]))
        if scroller.state == .idle, tape.playback == nil { tape.runStart = nil }
    }

    /// Any other input stops a replay.
    func stopPlayback() {
        tape.playback = nil
    }
}
