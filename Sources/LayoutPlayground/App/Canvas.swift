import CanvasAccessibility
import CGtk
import CollectionLayout
import CollectionRendering

/// The drawing area where the layout lives. It draws the visible elements
/// through `CollectionRendering`, turns input into `Scroller` calls, and
/// animates on the frame clock: while anything moves a tick callback
/// advances the scroller to the frame's time; at rest nothing runs.
///
/// Split by concern: gestures (`Canvas+Gestures`), keyboard
/// (`Canvas+Keyboard`), drawing (`Canvas+Drawing`), overlays
/// (`Canvas+Overlays`), pull-to-refresh (`Canvas+Refresh`).
@MainActor
final class Canvas {
    let widget: Widget
    let playground: Playground
    let insight: InsightControls
    let trace: TraceLog
    /// Whether `--trace-frames` asked for frame statistics at exit.
    var traceFrames = false
    let scroller = Scroller()
    var renderer: SceneRenderer
    let pictures: PictureLoader
    let clock = MotionClock()
    let frameStatistics = FrameStatistics()
    let motionHistory = MotionHistory()
    /// Pills, labels, marks and messages over the cells.
    let overlays = OverlayPainter()
    /// Says changes to a person who cannot see them (see Canvas+Announcements).
    let announcer: Announcer
    /// Why the data is changing, while the canvas changes it.
    var editCause: EditCause?
    /// What the window hears from the canvas.
    var events = CanvasEvents()

    var transition: ElementTransition?
    /// The morph from the layout just left to the one chosen, while it can be shown or scrubbed.
    var morphRun: MorphRun?
    /// A batch update animating, by identity.
    var updateTransition: UpdateTransition?
    /// What the canvas remembers across the playground's changes.
    var memory = ChangeMemory()
    /// The elements drawn last, in viewport coordinates (the start of a transition).
    var lastDrawn: [LayoutAttributes] = []
    /// What assistive technology sees, read when it last changed.
    var accessibleEntries: [AccessibleEntry] = []
    /// Runs the frames while anything animates; woken by `redraw()`.
    private(set) var frameLoop: FrameLoop!
    /// Whether frames are being ticked now.
    var isTicking: Bool { frameLoop.isRunning }
    /// Says (with `--trace`) when a draw left the canvas at rest.
    let restReport: RestReport
    var hasReportedReady = false
    /// Whether the `ready` event went out; trace events wait for it.
    var isReady = false
    var hovered: IndexPath?
    /// Where the pointer is over the canvas, or nil.
    var pointer: Point?
    /// The keyboard cursor on free-scrolling layouts (paging layouts use
    /// their current item).
    var cursor: IndexPath?
    var refresh = RefreshState()
    /// The item a person carries to a new place, and the one landing after
    /// a drop (see Canvas+Reorder).
    var lift: ItemLift?
    var landing: ItemLanding?
    /// Counts presses, so a press-and-hold timer knows its press is still the current one.
    var pressSerial = 0
    /// Drag bookkeeping (see Canvas+Gestures).
    var gesture = PressRecognizer()
    /// The drag turning a ring around its centre, while one does.
    var turningDrag: TurningDrag?
    /// The scroll indicator's grab and fade.
    var indicatorState = ScrollIndicatorState()
    /// The keyline being dragged while the keyline guides show.
    var keylineEdit: KeylineEdit?
    /// The reference picture behind the items, decoded, and where a drag has it now.
    var reference = ReferenceBackdrop()
    /// Pose mode: on or off, the handle being dragged, the selected pose.
    var poseMode = PoseModeState()
    /// Keeps the GTK3 gesture objects alive: the caller owns them.
    var controllers: [gpointer] = []
    /// Autoplay's timer and whether it is being polled.
    var autoplay = AutoplayState()
    /// The card stack's top card at the last rest, to record throws.
    var deckRest = DeckRest()
    /// The springs layout's swinging cells (nil for other layouts).
    var springField: SpringField?
    /// The compositional layout's sideways shelves, each with its scroller.
    let shelves = ShelfScrolling()
    /// How resolving estimated heights corrected the offset (the inspector says it).
    var offsetCorrection = OffsetCorrection()
    /// The recorded gesture and its replay.
    var tape = GestureTape()
    /// What the canvas's window still shows of the last frame (see `Canvas+OwnPaint`).
    var kept = KeptPixels()

    init(playground: Playground, insight: InsightControls, trace: TraceLog) {
        self.playground = playground
        self.insight = insight
        self.trace = trace
        announcer = Announcer(trace: trace)
        defer { announcer.itemInFocus = { [weak self] in self?.frameOfItemInFocus() } }
        restReport = RestReport(trace: trace)
        widget = lp_canvas_new()!
        gtk_widget_set_can_focus(widget, 1)
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
        Widgets.setAccessibleName(widget, "Layout canvas")
        renderer = Canvas.makeRenderer(playground)
        pictures = PictureLoader()
        // The playground was prepared with the renderer's text measurer, and
        // with estimated heights resolved as the canvas shows their items.
        let measured = playground.textMeasurer is PangoTextMeasurer
        let lazy = playground.resolvesEstimatesLazily
        playground.resolvesEstimatesLazily = true
        if !measured { playground.textMeasurer = PangoTextMeasurer() }
        // Lazy estimates concern only a layout with shelves: any other is
        // not prepared twice (a million-item flow's start took 1.7 times as long).
        if !measured || (!lazy && LayoutDescription.shelves(playground.layout) != nil) { playground.refresh() }
        configureScroller(keepFocus: false)
        scroller.setOffset(playground.layout.initialContentOffset)

        onDraw(widget) { [weak self] cr in self?.draw(cr) }
        onSizeAllocate(widget) { [weak self] w, h in self?.resized(Int(w), Int(h)) }
        installGestures()
        installKeyboard()
        installAccessibility()
        scroller.onSettled = { [weak self] _ in self?.settled() }
        playground.onShowDeckItem = { [weak self] in self?.showDeckItem($0) }
        // Every drag and motion the scroller begins runs the frame clock.
        frameLoop = FrameLoop(widget: widget)
        frameLoop.needsFrames = { [weak self] in self?.needsFrames ?? false }
        frameLoop.onFrame = { [weak self] frameTime in self?.frame(at: frameTime) }
        restReport.isAtRest = { [weak self] in
            guard let self, self.isReady else { return false }
            return !self.frameLoop.isRunning && !self.needsFrames && self.pictures.isIdle
        }
        scroller.onMotionBegan = { [weak self] in self?.redraw() }
        pictures.onLoaded = { [weak self] replaced in
            if replaced { self?.renderer.invalidateCellPictures() }
            self?.redraw()
        }
        insight.onChange = { [weak self] in
            guard let self else { return }
            self.clock.slowMotion = self.insight.slowMotion
            // Drags are timed on the motion clock; their velocity is the person's.
            self.scroller.inputTimeDilation = self.clock.factor
            self.redraw()
        }
        playground.observeWillChange { [weak self] _ in
            guard let self else { return }
            let anchor = FocusAnchor(layout: self.layout, restOffset: self.scroller.restOffset)
            self.memory.focusAnchor = anchor
            self.memory.focusByLayout[self.playground.layoutKind] = anchor
            self.memory.dataBefore = (self.playground.dataset.source, self.playground.dataset.itemCount, self.playground.layoutKind)
            self.noteLayoutBefore()
        }
        insight.onTransition = { [weak self] progress in self?.scrubMorph(to: progress) }
        playground.observe { [weak self] change in self?.playgroundChanged(change) }
        frameStatistics.attach(to: widget)
        updateAutoplay()
        updateSprings()
        shelves.attach(LayoutDescription.of(playground.layoutKind).shelves(layout))
        paintInOwnWindow()
    }

    /// A renderer for the playground's data; `imageCache` keeps the pictures
    /// decoded so far (by path), so items that stay or leave keep them.
    static func makeRenderer(_ playground: Playground, imageCache: ImageCache? = nil) -> SceneRenderer {
        SceneRenderer(dataset: playground.dataset, style: playground.sceneStyle,
                      options: RenderOptions(pictureLoading: .cachedOnly, rightToLeft: playground.layoutDirection.isRightToLeft),
                      imageCache: imageCache)
    }

    var layout: any CollectionLayout { playground.layout }
    var viewport: Size { playground.viewport }

    /// The current time on the motion clock (slowed down in slow motion).
    var now: Double { clock.time(atMonotonic: Double(g_get_monotonic_time()) / 1_000_000) }

    // MARK: Changes

    private func resized(_ width: Int, _ height: Int) {
        let size = Size(width: Double(max(1, width)), height: Double(max(1, height)))
        guard size != playground.viewport else { return }
        playground.resize(size)
    }

    private func playgroundChanged(_ change: Playground.Change) {
        if reference.picture != playground.document.reference {
            reference = ReferenceBackdrop(playground.document.reference, images: renderer.imageCache, onError: events.onError)
            noteDrawnEverywhere()
        }
        // Only the picture behind the items: nothing moves.
        if change == .reference { return redraw() }
        let snapshot = lastDrawn
        if isReady { announceChange(change) }
        if change == .layout || change == .data { cursor = cursorAfterChange(change) }
        // Other data or another layout: a carried item is let go (its own slot moves keep it).
        if change == .layout || (change == .data && playground.pendingUpdate?.keepsOffset != true) {
            lift = nil
            landing = nil
        }
        switch change {
        case .layout:
            renderer = Self.makeRenderer(playground, imageCache: renderer.imageCache)
            // The same items (an opened dataset, the levels the cards and the
            // carousel share, a preset of the same layout) keep the focused one
            // in focus; a layout's own other data comes back where it was left.
            let before = memory.dataBefore
            let keep = playground.keepsItemsAcrossLayouts
                || (before?.source == playground.dataset.source && before?.count == playground.dataset.itemCount)
            if keep {
                configureScroller(keepFocus: true)
            } else if before?.layoutKind != playground.layoutKind, let left = memory.focusByLayout[playground.layoutKind] {
                memory.focusAnchor = left
                configureScroller(keepFocus: true)
            } else {
                configureScroller(keepFocus: false)
                scroller.setOffset(layout.initialContentOffset)
            }
            // An opened document shows its own view.
            if let offset = playground.requestedOffset { scroller.setOffset(offset) }
            refresh = RefreshState()
            scroller.leadingInset = 0
        case .data:
            renderer = Self.makeRenderer(playground, imageCache: renderer.imageCache)
            finishDeferredWorkWhenIdle()
            if playground.pendingUpdate != nil {
                beginUpdateTransition()
                announceChanged()
                redraw()
                return
            }
            configureScroller(keepFocus: true)
        case .parameters:
            renderer.invalidateCellPictures()
            // Posing keeps the view where it is, between items too: a posed
            // carousel's pitch does not change with its expressions.
            let posing = poseMode.isOn ? scroller.offset : nil
            configureScroller(keepFocus: posing == nil)
            if let posing { scroller.setOffset(posing) }
        case .viewport, .reference:
            configureScroller(keepFocus: true)
        }
        if change == .layout || change == .data { placeCursorIfFocused() }
        // A handle being dragged: the item follows the pointer, not an animation.
        // A change of layout morphs (unless cut); any other change ends a morph.
        let morphs = (change == .layout || change == .parameters) && beginMorph(after: change)
        if !morphs, change != .reference { endMorph() }
        if !morphs, change != .viewport, poseMode.drag == nil, !snapshot.isEmpty {
            // Motion time is already slowed in slow motion: the duration stays.
            transition = ElementTransition(from: snapshot, at: now, duration: ElementTransition.duration)
        }
        announceChanged()
        redraw()
        if change == .layout || change == .parameters { updateAutoplay() }
        updateSprings()
        // Another document's shelves start where that document left them.
        if playground.isReplacingDocument { shelves.attach(nil) }
        shelves.attach(LayoutDescription.of(playground.layoutKind).shelves(layout))
    }

    /// Points the scroller at the current layout, keeping the item that was
    /// in focus before the change in focus (or the offset, clamped) when
    /// `keepFocus`.
    func configureScroller(keepFocus: Bool) {
        let anchor = memory.focusAnchor ?? FocusAnchor(layout: layout, restOffset: scroller.restOffset)
        memory.focusAnchor = nil
        scroller.configure(layout: layout, viewport: viewport)
        guard keepFocus else { return }
        scroller.setOffset(anchor.offset(in: layout, viewport: viewport, itemCount: playground.dataset.itemCount))
    }

    // MARK: Redraw and the frame clock

    /// Draws again, and wakes the frame loop when something animates.
    func redraw() {
        gtk_widget_queue_draw(widget)
        frameLoop?.wake()
    }

    /// Whether anything on the canvas animates: motion or a drag, a
    /// transition, a refresh, a fading scroll indicator, a carried item, a
    /// gesture being replayed, cells still swinging on their springs.
    private var needsFrames: Bool {
        let time = now
        return scroller.isMoving || scroller.state == .dragging
            || transition.map { !$0.isDone(at: time) } ?? false
            || updateTransition.map { !$0.isDone(at: time) } ?? false
            || refresh.isAnimating || scrollIndicatorIsFading || carriesItem
            || tape.playback != nil || !(springField?.isAtRest ?? true) || shelves.needsFrames
            || morphRun?.isMoving == true
    }

    /// One frame: a replayed gesture, the scroller, the springs, a carried
    /// item and the per-frame work move on to `frameTime`.
    private func frame(at frameTime: Double) {
        let time = clock.time(atMonotonic: frameTime)
        _ = advancePlayback(time: time)
        let moving = scroller.advance(to: time)
        _ = advanceSprings(time: time)
        let shelvesWereBusy = shelves.needsFrames
        shelves.advance(to: time)
        frameStatistics.frameStarted(at: frameTime)
        advanceCarriedItem(time: time)
        advanceMorph(time: time)
        afterMotion(time: time)
        sampleRun(time: time)
        gtk_widget_queue_draw(widget)
        if transition.map({ $0.isDone(at: time) }) ?? false { transition = nil }
        if moving || scroller.state == .dragging { indicatorState.lastMotionTime = time }
        // Shelves done while the page itself still moves (a tap's shelf
        // motion ending during a fling) is no rest: the scroller says when.
        if shelvesWereBusy, !shelves.needsFrames, scroller.state == .idle { settled() }
    }

    /// Per-frame work after the scroller moved: the plot and load-more.
    private func afterMotion(time: Double) {
        motionHistory.add(time: time, offset: scroller.offset[layout.scrollAxis],
                          velocity: scroller.velocity[layout.scrollAxis])
        events.onMotionSample?()
        checkLoadMore()
        advanceRefresh(time: time)
    }

    // MARK: Settling

    private func settled() {
        noteDeckRest()
        announcer.keepClearOfItemInFocus()
        announceSettled()
        redraw()
        // The inspector catches up with what is under the pointer now.
        hover(pointer)
    }

    /// Reports the rest state: the `settled` trace line and the status in the panel.
    func announceSettled() {
        announce(as: "settled")
    }

    /// Reports a configuration change (layout, data, parameters, viewport):
    /// the `changed` trace line, with the same fields as `settled`, and the
    /// status in the panel. Only motion coming to rest is `settled`.
    func announceChanged() {
        deckRest.index = deck?.currentIndex(at: scroller.restOffset)
        announce(as: "changed")
    }

    private func announce(as event: String) {
        accessibleElementsChanged()
        let offset = scroller.offset
        let index = layout.currentIndex(at: offset)
        if isReady {
            trace.state(event, layout: playground.layoutKind.id, offset: offset, currentIndex: index,
                        itemCount: playground.dataset.itemCount, time: now)
        }
        events.onStatus?(index, playground.selection)
    }

    /// Selects `indexPath` (a tap on the focused item, Enter).
    func select(_ indexPath: IndexPath) {
        playground.selection = indexPath
        defer { accessibleElementsChanged() }
        announceSelection(indexPath, selected: true)
        trace.selected(item: indexPath.item)
        events.onStatus?(layout.currentIndex(at: scroller.offset), indexPath)
        events.onInspect?(layout.attributesForItem(at: indexPath, offset: scroller.offset))
        redraw()
    }

    /// Clears the selection (Escape); false when there was none.
    @discardableResult
    func deselect() -> Bool {
        guard let selection = playground.selection else { return false }
        playground.selection = nil
        accessibleElementsChanged()
        announceSelection(selection, selected: false)
        events.onStatus?(layout.currentIndex(at: scroller.restOffset), nil)
        redraw()
        return true
    }

    /// Scrolls so that `indexPath` is in focus, animated.
    func focus(_ indexPath: IndexPath) {
        guard let target = layout.contentOffset(focusing: indexPath, from: scroller.restOffset) else { return }
        scroller.scroll(to: target, animated: true, time: now)
    }

    /// Called once when the app exits: prints `--trace-frames` statistics.
    func finish() {
        frameStatistics.report(to: trace, enabled: traceFrames)
    }
}

extension Playground.Change: Equatable {}

/// What the canvas remembers across the playground's changes, to keep the
/// item a person was looking at in view.
struct ChangeMemory {
    /// The item in focus just before the playground's last change.
    var focusAnchor: FocusAnchor?
    /// The data shown just before the last change (its source and count),
    /// and the layout it was shown in.
    var dataBefore: (source: String, count: Int, layoutKind: LayoutKind)?
    /// The item each layout had in focus when the person left it, so that
    /// coming back (or a preset) shows it again.
    var focusByLayout: [LayoutKind: FocusAnchor] = [:]
    /// The layout shown just before the last change, its data, offset and
    /// renderer: where a morph to the next layout starts.
    var layoutBefore: (kind: LayoutKind, layout: any CollectionLayout, dataset: Dataset, offset: Point, renderer: SceneRenderer)?
    /// The offset to go back to when a morph let go near its start took the change of layout back.
    var morphCancelOffset: Point?
}

/// The scroll indicator's state between frames.
struct ScrollIndicatorState {
    /// Where the thumb was grabbed: the pointer and the offset along the
    /// scroll axis then.
    var drag: (pointer: Double, offset: Double)?
    /// The motion clock's time the content last moved, for the fade.
    var lastMotionTime: Double?
}

/// What the window hears from the canvas.
struct CanvasEvents {
    /// Called with the current index and the selection when either changes.
    var onStatus: ((Int?, IndexPath?) -> Void)?
    /// Called with the element under the pointer (or the selection) for the inspector.
    var onInspect: ((LayoutAttributes?) -> Void)?
    /// Called once after the first frame is on screen.
    var onReady: (() -> Void)?
    /// Says a problem in the window (an edit that does not fit the data).
    var onError: ((String) -> Void)?
    /// Called every frame while things move, for the live plot.
    var onMotionSample: (() -> Void)?
    /// A gesture was recorded (or opened).
    var onRecordingChanged: (() -> Void)?
}
