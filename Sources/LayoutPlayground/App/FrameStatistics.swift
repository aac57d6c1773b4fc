import CGtk
import CollectionLayout

/// Measures how long each frame takes, from the frame clock's frame time
/// (the start of the frame) to the end of its paint on the X server (a round
/// trip after the paint phase), for `--trace-frames`.
@MainActor
final class FrameStatistics {
    private(set) var frameDurations: [Double] = []
    private var frameStart: Double?
    /// Cell pictures painted while drawing the measured frames: a steady
    /// drag paints only those of cards coming into view or crossing a
    /// picture scale.
    private(set) var picturesPainted = 0
    /// The shares of the canvas's rows the timed frames painted the
    /// background over, summed, and how many frames they are.
    private var backgroundShares = 0.0, backgroundFrames = 0

    /// Hooks the frame clock's after-paint phase once the widget is realized.
    func attach(to widget: Widget) {
        onSignal(widget, "realize") { [weak self] in
            guard let self, let clock = gtk_widget_get_frame_clock(widget) else { return }
            onSignal(UnsafeMutableRawPointer(clock), "after-paint") { [weak self] in self?.framePainted() }
        }
    }

    /// A tick began the frame at `frameTime` (the frame clock's, seconds).
    func frameStarted(at frameTime: Double) {
        frameStart = frameTime
    }

    /// The canvas drew, painting `count` cell pictures and the background
    /// over `share` (0…1) of its rows.
    func drew(picturesPainted count: Int, backgroundShare share: Double) {
        guard frameStart != nil else { return }
        picturesPainted += count
        backgroundShares += share
        backgroundFrames += 1
    }

    private func framePainted() {
        guard let start = frameStart else { return }
        frameStart = nil
        // A frame is done when the X server has drawn it: its requests are
        // queued, not carried out, when the paint phase ends.
        if let display = gdk_display_get_default() { gdk_display_sync(display) }
        let end = Double(g_get_monotonic_time()) / 1_000_000
        if frameDurations.count < 1_000_000 { frameDurations.append(max(0, end - start)) }
    }

    /// Frames per second over the frame clock's recent GdkFrameTimings:
    /// presentation times where the system reports them, frame times
    /// otherwise. Nil without enough history.
    static func framesPerSecond(_ clock: OpaquePointer) -> Double? {
        let newest = gdk_frame_clock_get_frame_counter(clock)
        let oldest = max(gdk_frame_clock_get_history_start(clock), newest - 30)
        func time(_ counter: gint64) -> gint64? {
            guard let timings = gdk_frame_clock_get_timings(clock, counter) else { return nil }
            let presented = gdk_frame_timings_get_presentation_time(timings)
            return presented > 0 ? presented : gdk_frame_timings_get_frame_time(timings)
        }
        guard newest - oldest >= 5, let first = time(oldest), let last = time(newest), last > first else { return nil }
        return Double(newest - oldest) / (Double(last - first) / 1_000_000)
    }

    /// Prints the summary as a trace line when `--trace-frames` asked for it.
    func report(to trace: TraceLog, enabled: Bool) {
        guard enabled else { return }
        trace.emit(summary(), force: true)
    }

    /// `{"event":"frames","count","p50_ms","p95_ms","p99_ms","over16ms","picturesPainted","backgroundRepainted"}`,
    /// the last the mean share of the canvas's rows a frame painted the background over.
    func summary() -> JSONValue {
        let sorted = frameDurations.sorted()
        func percentile(_ p: Double) -> Double {
            guard !sorted.isEmpty else { return 0 }
            let index = min(sorted.count - 1, Int((p * Double(sorted.count - 1)).rounded()))
            return (sorted[index] * 1000 * 100).rounded() / 100
        }
        return .object([
            ("event", .string("frames")), ("count", .number(Double(sorted.count))),
            ("p50_ms", .number(percentile(0.5))), ("p95_ms", .number(percentile(0.95))),
            ("p99_ms", .number(percentile(0.99))),
            ("over16ms", .number(Double(sorted.filter { $0 > 0.016 }.count))),
            ("picturesPainted", .number(Double(picturesPainted))),
            ("backgroundRepainted", .number((backgroundShares / Double(max(1, backgroundFrames)) * 100).rounded() / 100)),
        ])
    }
}
