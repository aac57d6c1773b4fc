import CGtk
import CollectionLayout

/// What the canvas keeps of autoplay.
struct AutoplayState {
    /// When autoplay moves next (nil until the first layout is shown).
    var timer: AutoplayTimer?
    /// Whether the canvas checks every `Canvas.autoplayPollInterval`.
    var isPolling = false
    /// Whether the hold for a screen reader was said (once per hold).
    var saidHeld = false
}

/// Autoplay: every few seconds the view moves one item on by itself, held
/// while a pointer is down on or over the canvas and for a while after any
/// input (`Autoplay`, `AutoplayTimer`). While a screen reader runs it is
/// held unless the person asked for it ("Also with a screen reader"), and
/// then it moves only while the keyboard is elsewhere: the item a listener
/// is reading never changes under them.
extension Canvas {
    /// How often, in seconds of real time, the canvas checks whether a move
    /// is due while autoplay is on (no frames are drawn for it).
    static let autoplayPollInterval = 0.1

    /// Takes the current layout's autoplay settings; starts or stops polling.
    func updateAutoplay() {
        let settings = Autoplay(parameters: layout.parameters)
        if var timer = autoplay.timer {
            timer.settings = settings
            autoplay.timer = timer
        } else {
            autoplay.timer = AutoplayTimer(settings: settings, time: now)
        }
        autoplay.saidHeld = false
        guard settings.isOn, !autoplay.isPolling else { return }
        autoplay.isPolling = true
        pollAutoplay()
    }

    private func pollAutoplay() {
        guard let timer = autoplay.timer, timer.settings.isOn else {
            autoplay.isPolling = false
            return
        }
        let time = now
        if timer.isDue(at: time) { autoplayMove(at: time) }
        runAfter(seconds: Self.autoplayPollInterval) { [weak self] in self?.pollAutoplay() }
    }

    /// Whether a screen reader holds autoplay now: it runs, and either the
    /// person did not ask for autoplay with it or the keyboard is in the canvas.
    private func heldForScreenReader(_ settings: Autoplay) -> Bool {
        guard ScreenReaderPresence.isRunning() else { return false }
        if !settings.withScreenReader {
            if !autoplay.saidHeld {
                autoplay.saidHeld = true
                announcer.say(tr("Autoplay is held while a screen reader runs"))
                trace.emit(.object([("event", .string("autoplayHeld")), ("reason", .string("screenReader"))]))
            }
            return true
        }
        return gtk_widget_has_focus(widget) != 0
    }

    /// One move, unless the content is still moving (then at the next poll).
    private func autoplayMove(at time: Double) {
        guard var timer = autoplay.timer, scroller.state == .idle, !scroller.isMoving, lift == nil else { return }
        let settings = timer.settings
        guard !heldForScreenReader(settings) else { return }
        guard let move = settings.move(in: layout, itemCount: playground.dataset.itemCount, from: scroller.restOffset,
                                       direction: timer.direction) else {
            // At the end with `stop`: wait another interval before looking again.
            timer.didMove(at: time, nextDirection: timer.direction)
            autoplay.timer = timer
            return
        }
        timer.didMove(at: time, nextDirection: move.nextDirection)
        autoplay.timer = timer
        // A card autoplay moves on is not thrown by the person: no undo step.
        deckRest.isNotThrown = true
        scroller.scroll(to: move.offset, animated: true, time: time)
        redraw()
    }

    /// Input that holds autoplay for its resume delay.
    func autoplayNoteInput() {
        autoplay.timer?.noteInput(at: now)
        deckRest.isNotThrown = false
    }

    /// A pointer pressed on or let go of the canvas.
    func autoplayPointer(down: Bool) {
        autoplay.timer?.setPointerDown(down, at: now)
    }

    /// The pointer over the canvas (or gone from it).
    func autoplayHover(_ hovering: Bool) {
        autoplay.timer?.setHovering(hovering, at: now)
    }
}
