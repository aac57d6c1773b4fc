import CollectionLayout

/// Autoplay: every few seconds the view moves one item on by itself, held
/// while a pointer is down on or over the canvas and for a while after any
/// input (`Autoplay`, `AutoplayTimer`).
extension Canvas {
    /// How often, in seconds of real time, the canvas checks whether a move
    /// is due while autoplay is on (no frames are drawn for it).
    static let autoplayPollInterval = 0.1

    /// Takes the current layout's autoplay settings; starts or stops polling.
    func updateAutoplay() {
        let settings = Autoplay(parameters: layout.parameters)
        if var timer = autoplay {
            timer.settings = settings
            autoplay = timer
        } else {
            autoplay = AutoplayTimer(settings: settings, time: now)
        }
        guard settings.isOn, !isPollingAutoplay else { return }
        isPollingAutoplay = true
        pollAutoplay()
    }

    private func pollAutoplay() {
        guard let timer = autoplay, timer.settings.isOn else {
            isPollingAutoplay = false
            return
        }
        let time = now
        if timer.isDue(at: time) { autoplayMove(at: time) }
        runAfter(seconds: Self.autoplayPollInterval) { [weak self] in self?.pollAutoplay() }
    }

    /// One move, unless the content is still moving (then at the next poll).
    private func autoplayMove(at time: Double) {
        guard var timer = autoplay, scroller.state == .idle, !scroller.isMoving, lift == nil else { return }
        let settings = timer.settings
        guard let move = settings.move(in: layout, itemCount: playground.dataset.itemCount, from: scroller.restOffset,
                                       direction: timer.direction) else {
            // At the end with `stop`: wait another interval before looking again.
            timer.didMove(at: time, nextDirection: timer.direction)
            autoplay = timer
            return
        }
        timer.didMove(at: time, nextDirection: move.nextDirection)
        autoplay = timer
        scroller.scroll(to: move.offset, animated: true, time: time)
        redraw()
    }

    /// Input that holds autoplay for its resume delay.
    func autoplayNoteInput() {
        autoplay?.noteInput(at: now)
    }

    /// A pointer pressed on or let go of the canvas.
    func autoplayPointer(down: Bool) {
        autoplay?.setPointerDown(down, at: now)
    }

    /// The pointer over the canvas (or gone from it).
    func autoplayHover(_ hovering: Bool) {
        autoplay?.setHovering(hovering, at: now)
    }
}
