import CGtk
import CollectionLayout
import CollectionRendering

/// Morphs between layouts on the canvas: choosing another layout shows
/// the one become the other (`LayoutMorph`) on the chosen layout's spring,
/// keeping the item in focus in place, unless "Cut between layouts" is on.
/// Ctrl+drag scrubs the morph (right toward the layout chosen, left back),
/// and letting go finishes it to the nearer end with the hand's velocity;
/// back at the start the change of layout is taken back, as if never made.
/// The Transition slider holds it anywhere between.
extension Canvas {
    /// Keeps the layout shown now, before a change, as a morph's start.
    func noteLayoutBefore() {
        // A morph still showing is no place to start another from: that change cuts.
        guard morphRun?.isShowing != true else {
            memory.layoutBefore = nil
            return
        }
        memory.layoutBefore = (playground.layoutKind, layout, playground.dataset, scroller.offset, renderer)
    }

    /// Starts the morph after a change of layout — or of a layout's whole
    /// set of parameters (a preset, an example: "compare") — when it
    /// applies; whether it did.
    func beginMorph(after change: Playground.Change) -> Bool {
        let before = memory.layoutBefore
        memory.layoutBefore = nil
        morphRun = nil
        // A morph let go near its start took the change back: the view it started from, as it was.
        if let offset = memory.morphCancelOffset {
            memory.morphCancelOffset = nil
            scroller.setOffset(offset)
            insight.showTransition(nil)
            return true
        }
        let dataset = playground.dataset
        // Another layout, or the same one with a whole other set of parameters (not a slider's step).
        let compares = change == .parameters && playground.cause == .replacement && !poseMode.isOn
        guard change == .layout || compares,
              !insight.cutsBetweenLayouts, !playground.isReplacingDocument, poseMode.drag == nil,
              let before, before.kind != playground.layoutKind || compares, before.layout !== layout,
              Self.sameItems(before.dataset, dataset)
        else {
            insight.showTransition(nil)
            return false
        }
        let morph = LayoutMorph(from: before.layout, dataset: before.dataset, offset: before.offset,
                                to: layout, dataset: dataset, viewport: viewport)
        scroller.setOffset(morph.toOffset)
        var run = MorphRun(morph: morph, from: before.kind, to: playground.layoutKind, spring: scroller.spring)
        run.run(to: 1, velocity: 0, at: now)
        morphRun = run
        memory.layoutBefore = before
        transition = nil
        insight.showTransition(0)
        if isReady {
            trace.emit(.object([("event", .string("morphStarted")), ("from", .string(before.kind.id)),
                                ("to", .string(playground.layoutKind.id)), ("anchor", .number(Double(morph.anchor ?? -1)))]))
        }
        redraw()
        return true
    }

    /// Whether two datasets hold the same items at the same index paths (a
    /// morph matches elements by them); O(sections).
    private static func sameItems(_ a: Dataset, _ b: Dataset) -> Bool {
        let s = a.sections, t = b.sections
        guard s.itemCount == t.itemCount, s.count == t.count else { return false }
        return (0..<s.count).allSatisfy { s.itemCount(ofSection: $0) == t.itemCount(ofSection: $0) }
    }

    /// Forgets the morph (another change came): the chosen layout's own view.
    func endMorph() {
        guard morphRun != nil else { return }
        morphRun = nil
        memory.layoutBefore = nil
        insight.showTransition(nil)
    }

    /// A frame: the morph's spring moves on; at rest on an end it says so,
    /// and at the start it takes the change of layout back.
    func advanceMorph(time: Double) {
        guard var run = morphRun, run.isMoving else { return }
        let ended = run.advance(to: time)
        morphRun = run
        insight.showTransition(run.progress)
        guard let end = ended else { return }
        if isReady {
            trace.emit(.object([("event", .string("morphEnded")), ("progress", .number(end)),
                                ("layout", .string((end == 0 ? run.from : run.to).id))]))
        }
        if end == 0 { takeBackMorphedChange(run) }
    }

    /// Back at the start: the change of layout undone (when it is still
    /// the last step), the start layout shown where it was.
    private func takeBackMorphedChange(_ run: MorphRun) {
        guard let last = playground.history.undoEdit, Self.edit(last, madeMorph: run, now: playground.document.currentParameters)
        else { return }
        memory.morphCancelOffset = run.morph.fromOffset
        _ = playground.undo()
    }

    /// Whether `edit` is the change `run` shows: its change of layout, or
    /// the parameters now shown (alone or in a group).
    private static func edit(_ edit: DocumentEdit, madeMorph run: MorphRun, now parameters: LayoutParameters) -> Bool {
        switch edit {
        case .layout(let from, let to): return from == run.from && to == run.to
        case .parameters(_, let after, _, _): return run.from == run.to && after == parameters
        case .group(let edits, _): return edits.contains { Self.edit($0, madeMorph: run, now: parameters) }
        case .data, .source, .deck, .reference: return false
        }
    }

    /// The Transition slider moved by a person: the morph held there.
    func scrubMorph(to progress: Double) {
        guard var run = morphRun else { return }
        run.hold(at: progress)
        morphRun = run
        redraw()
    }

    /// Ctrl+press on the canvas while there is a morph: the hand takes hold
    /// of it where it is (a running spring stops there); true when it did.
    func grabMorph(at point: Point, controlHeld: Bool) -> Bool {
        guard controlHeld, var run = morphRun else { return false }
        run.grab(pointer: point.x, at: now)
        morphRun = run
        gesture.claim(at: point)
        if isReady { trace.emit(.object([("event", .string("morphGrabbed")), ("progress", .number(run.progress))])) }
        redraw()
        return true
    }

    /// Whether a hand holds the morph.
    var holdsMorph: Bool { morphRun?.hand != nil }

    /// The hand moved `delta` from where it took hold.
    func dragMorph(by delta: Point) {
        guard var run = morphRun, let hand = run.hand else { return }
        run.drag(pointer: hand.pointer + delta.x, length: MorphRun.scrubLength(viewport: viewport), at: now)
        morphRun = run
        insight.showTransition(run.progress)
        redraw()
    }

    /// The hand lets go: the morph springs to the nearer end with its velocity.
    func releaseMorph() {
        guard var run = morphRun, run.hand != nil else { return }
        run.release(at: now)
        morphRun = run
        if isReady { trace.emit(.object([("event", .string("morphReleased")), ("progress", .number(run.progress))])) }
        redraw()
    }

    /// Whether Ctrl is held in the event being handled.
    static func currentEventHasControl() -> Bool {
        var state = GdkModifierType(0)
        guard gtk_get_current_event_state(&state) != 0 else { return false }
        return state.rawValue & GDK_CONTROL_MASK.rawValue != 0
    }
}
