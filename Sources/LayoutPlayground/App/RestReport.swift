import CGtk

/// With `--trace`, says when the canvas has come to rest for good:
/// `{"event":"rest"}` once a drawn frame left nothing to animate and no
/// picture still being decoded — the scroller, the transitions, the springs,
/// a fading indicator and the frame loop all stopped — and `{"event":"busy"}`
/// at the first frame after a rest that leaves something to do (a move
/// autoplay began, say). A driving test waits for `rest` (after a `settled`
/// or a `changed`) instead of waiting out a fixed time, and its screenshot
/// then shows what stays on screen.
@MainActor
final class RestReport {
    private let trace: TraceLog
    /// Whether nothing on the canvas will change by itself.
    var isAtRest: () -> Bool = { true }
    /// Whether a look after the last draw is queued.
    private var isLookQueued = false
    /// Whether the last word was `rest`.
    private var saidRest = false

    init(trace: TraceLog) {
        self.trace = trace
    }

    /// Called at the end of every draw: once the main loop has nothing more
    /// urgent (the paint is done), looks whether the canvas is at rest.
    func drew() {
        guard trace.isEnabled, !isLookQueued else { return }
        isLookQueued = true
        runWhenIdle { [weak self] in
            guard let self else { return }
            self.isLookQueued = false
            guard self.isAtRest() else {
                if self.saidRest { self.trace.emit(.object([("event", .string("busy"))])) }
                self.saidRest = false
                return
            }
            // The frame just painted is on the X server before a reader of the trace looks.
            if let display = gdk_display_get_default() { gdk_display_flush(display) }
            self.trace.emit(.object([("event", .string("rest"))]))
            self.saidRest = true
        }
    }
}
