/// Plays a `RecordedGesture` into a scroller (and the springs layout's
/// `SpringField`) as if a hand made it again: each sample becomes the
/// scroller's `beginDrag`, `drag` or `endDrag` at its time, and the motion
/// after the release runs through the layout's own physics.
///
/// Times are on the caller's clock: sample `t` happens at `startTime + t`.
public struct GesturePlayback {
    /// The frame rate `state(at:)` steps at between samples, as the
    /// command line's `fling` does.
    public static let frameInterval = Scroller.simulationFrameInterval

    /// The gesture played.
    public let gesture: RecordedGesture
    /// When sample `t = 0` happens.
    public let startTime: Double
    /// The scroller driven.
    public let scroller: Scroller
    /// The springs driven, for the springs layout.
    public let springs: SpringField?
    private let layout: any CollectionLayout
    private let viewport: Size
    private var next = 0

    /// A playback of `gesture` into `scroller` (configured for `layout`
    /// and `viewport`) and `springs`, starting at `startTime`.
    public init(gesture: RecordedGesture, scroller: Scroller, springs: SpringField?, layout: any CollectionLayout,
                viewport: Size, startTime: Double) {
        self.gesture = gesture
        self.scroller = scroller
        self.springs = springs
        self.layout = layout
        self.viewport = viewport
        self.startTime = startTime
    }

    /// Whether every sample has been played.
    public var hasPlayedAllSamples: Bool { next >= gesture.samples.count }

    /// Plays the samples up to `time` at their own times, then advances the
    /// scroller and the springs to `time`.
    ///
    /// - Complexity: O(s + k) for the s samples played and the k cells the
    ///   springs move.
    public mutating func advance(to time: Double) {
        while next < gesture.samples.count, startTime + gesture.samples[next].t <= time {
            let sample = gesture.samples[next]
            let t = startTime + sample.t
            scroller.advance(to: t)
            springs?.contentMoved(to: scroller.offset, time: t, layout: layout, viewport: viewport)
            switch sample.phase {
            case .down:
                springs?.touch = sample.point + scroller.offset
                scroller.beginDrag(at: sample.point, time: t)
            case .move:
                scroller.drag(to: sample.point, time: t)
            case .up:
                scroller.drag(to: sample.point, time: t)
                scroller.endDrag(time: t)
            }
            springs?.contentMoved(to: scroller.offset, time: t, layout: layout, viewport: viewport)
            next += 1
        }
        scroller.advance(to: time)
        springs?.contentMoved(to: scroller.offset, time: time, layout: layout, viewport: viewport)
        springs?.advance(to: time)
    }

    /// The offset and springs `time` seconds into `gesture` played on
    /// `layout` from `offset`, stepped at `frameInterval` between samples.
    ///
    /// - Complexity: O(time/frameInterval + s) steps.
    public static func state(
        of gesture: RecordedGesture, layout: any CollectionLayout, viewport: Size, offset: Point, at time: Double
    ) -> (offset: Point, springs: SpringField?) {
        let scroller = Scroller()
        scroller.configure(layout: layout, viewport: viewport)
        scroller.setOffset(offset)
        let springs = (layout as? SpringsLayout).map { SpringField(configuration: $0.dynamics, axis: $0.scrollAxis) }
        springs?.reset(offset: scroller.offset)
        var playback = GesturePlayback(gesture: gesture, scroller: scroller, springs: springs, layout: layout,
                                       viewport: viewport, startTime: 0)
        var frame = 0
        while Double(frame + 1) * frameInterval < time {
            frame += 1
            playback.advance(to: Double(frame) * frameInterval)
        }
        playback.advance(to: time)
        return (scroller.offset, springs)
    }
}
