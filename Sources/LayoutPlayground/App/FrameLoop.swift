import CGtk

/// The canvas's frame loop and its one owner: it runs the frame clock's
/// tick callback while anything on the canvas animates (`needsFrames`), and
/// is woken by every redraw — a feature that starts an animation sets its
/// state and redraws; none starts the loop by hand.
@MainActor
final class FrameLoop {
    private let widget: Widget
    /// Whether the tick callback is installed.
    private(set) var isRunning = false
    /// Whether anything animates now: asked when woken and after every frame.
    var needsFrames: () -> Bool = { false }
    /// One frame's work, at the frame clock's time (seconds).
    var onFrame: (Double) -> Void = { _ in }

    init(widget: Widget) {
        self.widget = widget
    }

    /// Starts the ticks if something animates and they are not running.
    func wake() {
        guard !isRunning, needsFrames() else { return }
        isRunning = true
        addTickCallback(widget) { [weak self] frameTime in
            guard let self else { return false }
            self.onFrame(frameTime)
            let more = self.needsFrames()
            if !more { self.isRunning = false }
            return more
        }
    }
}
