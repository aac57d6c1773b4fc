import Foundation
import CGtk
import CollectionLayout

extension Canvas {
    /// Drag (mouse and touch), taps, wheel and touchpad, and hover.
    func installGestures() {
        gtk_widget_add_events(widget, Int32(GDK_POINTER_MOTION_MASK.rawValue | GDK_LEAVE_NOTIFY_MASK.rawValue
                                                | GDK_ENTER_NOTIFY_MASK.rawValue
                                                | GDK_SCROLL_MASK.rawValue | GDK_SMOOTH_SCROLL_MASK.rawValue
                                                | GDK_TOUCH_MASK.rawValue | GDK_BUTTON_PRESS_MASK.rawValue
                                                | GDK_BUTTON_RELEASE_MASK.rawValue))
        let drag = UnsafeMutableRawPointer(gtk_gesture_drag_new(widget)!)
        gtk_gesture_single_set_touch_only(cgtk_gesture_single(drag), 0)
        gtk_gesture_single_set_button(cgtk_gesture_single(drag), 1)
        gtk_event_controller_set_propagation_phase(cgtk_event_controller(drag), GTK_PHASE_BUBBLE)
        onDoublePair(drag, "drag-begin") { [weak self] x, y in self?.dragBegan(x, y) }
        onDoublePair(drag, "drag-update") { [weak self] dx, dy in self?.dragMoved(dx, dy) }
        onDoublePair(drag, "drag-end") { [weak self] dx, dy in self?.dragEnded(dx, dy) }
        controllers.append(drag)

        let press = UnsafeMutableRawPointer(gtk_gesture_multi_press_new(widget)!)
        gtk_gesture_single_set_button(cgtk_gesture_single(press), 1)
        onPress(press, "released") { [weak self] _, x, y in self?.tapped(x, y) }
        controllers.append(press)

        let flags = GtkEventControllerScrollFlags(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES.rawValue
                                                  | GTK_EVENT_CONTROLLER_SCROLL_KINETIC.rawValue)
        let scroll = UnsafeMutableRawPointer(gtk_event_controller_scroll_new(widget, flags)!)
        onScroll(scroll) { [weak self] dx, dy in self?.scrolled(dx, dy) ?? false }
        onDoublePair(scroll, "decelerate") { [weak self] vx, vy in self?.decelerated(vx, vy) }
        controllers.append(scroll)

        onEvent(widget, "motion-notify-event") { [weak self] event in
            var x = 0.0, y = 0.0
            gdk_event_get_coords(event, &x, &y)
            self?.revealScrollIndicator(near: Point(x: x, y: y))
            self?.hover(Point(x: x, y: y))
            return false
        }
        // A pointer that arrives without moving on (a jump) hovers too.
        onEvent(widget, "enter-notify-event") { [weak self] event in
            var x = 0.0, y = 0.0
            gdk_event_get_coords(event, &x, &y)
            self?.hover(Point(x: x, y: y))
            return false
        }
        onEvent(widget, "leave-notify-event") { [weak self] _ in
            self?.hover(nil)
            return false
        }
    }

    // MARK: Drag

    private func dragBegan(_ x: Double, _ y: Double) {
        gtk_widget_grab_focus(widget)
        autoplayPointer(down: true)
        springTouch(Point(x: x, y: y))
        if grabMorph(at: Point(x: x, y: y), controlHeld: Self.currentEventHasControl()) { return }
        // A plain drag during a morph: the morph gives way to the layout chosen.
        if morphRun?.isShowing == true { endMorph() }
        if grabScrollIndicator(at: Point(x: x, y: y)) { return }
        if grabKeyline(at: Point(x: x, y: y)) { return }
        if grabReference(at: Point(x: x, y: y), shiftHeld: Self.currentEventHasShift()) { return }
        if grabPose(at: Point(x: x, y: y), altHeld: Self.currentEventHasAlt()) { return }
        gesture.press(at: Point(x: x, y: y), contentMoving: scroller.isMovingNoticeably)
        if pressMayLift(at: gesture.start, altHeld: Self.currentEventHasAlt()) { return }
        transition = nil
        turningDrag = layout.turning.map { TurningDrag(turning: $0, axis: layout.scrollAxis, start: gesture.start) }
        stopPlayback()
        let time = now
        // On a shelf the drag picks its axis first; elsewhere the page has it at once.
        if !shelves.press(at: gesture.start, pageOffset: scroller.offset, pageMoving: scroller.isMoving, time: time) {
            scroller.beginDrag(at: gesture.start, time: time)
        }
        recordSample(.down, at: gesture.start, time: time)
        refresh.dragBegan()
    }

    /// Whether Alt is held in the event being handled.
    static func currentEventHasAlt() -> Bool {
        var state = GdkModifierType(0)
        guard gtk_get_current_event_state(&state) != 0 else { return false }
        return state.rawValue & GDK_MOD1_MASK.rawValue != 0
    }

    private func dragMoved(_ dx: Double, _ dy: Double) {
        if holdsMorph { return dragMorph(by: Point(x: dx, y: dy)) }
        if indicatorState.drag != nil { return dragScrollIndicator(by: Point(x: dx, y: dy)) }
        if keylineEdit != nil { return dragKeyline(by: Point(x: dx, y: dy)) }
        if poseMode.drag != nil { return dragPose(by: Point(x: dx, y: dy)) }
        if reference.drag != nil { return dragReference(by: Point(x: dx, y: dy)) }
        if lift != nil { return carry(to: gesture.start + Point(x: dx, y: dy)) }
        guard gesture.isPressed else { return }
        let position = dragPosition(gesture.move(by: Point(x: dx, y: dy))), time = now
        if shelves.move(to: position, time: time) {
            recordSample(.move, at: position, time: time)
            redraw()
            return
        }
        if case .page(let at) = shelves.drag, scroller.state != .dragging { scroller.beginDrag(at: at, time: time) }
        scroller.drag(to: position, time: time)
        recordSample(.move, at: position, time: time)
        refresh.dragged(offset: scroller.offset, kind: playground.layoutKind)
        redraw()
    }

    private func dragEnded(_ dx: Double, _ dy: Double) {
        autoplayPointer(down: false)
        if holdsMorph {
            dragMorph(by: Point(x: dx, y: dy))
            return releaseMorph()
        }
        if indicatorState.drag != nil { return releaseScrollIndicator() }
        if keylineEdit != nil {
            dragKeyline(by: Point(x: dx, y: dy))
            return releaseKeyline()
        }
        if poseMode.drag != nil {
            dragPose(by: Point(x: dx, y: dy))
            return releasePose()
        }
        if reference.drag != nil {
            dragReference(by: Point(x: dx, y: dy))
            return releaseReference()
        }
        if lift != nil {
            carry(to: gesture.start + Point(x: dx, y: dy))
            return dropCarriedItem()
        }
        guard gesture.isPressed else { return }
        let position = dragPosition(gesture.move(by: Point(x: dx, y: dy)))
        turningDrag = nil
        guard let release = gesture.release() else { return }
        if shelves.release(at: position, time: now) {
            recordSample(.up, at: position, time: now)
            redraw()
            return
        }
        if release == .drag {
            let time = now
            scroller.drag(to: position, time: time)
            if refresh.releaseTriggersRefresh() { beginRefresh() }
            // A release already at rest settles inside endDrag: say `released` first, in time order.
            let onSettled = scroller.onSettled
            var settledAtRelease = false
            scroller.onSettled = { _ in settledAtRelease = true }
            scroller.endDrag(time: time)
            scroller.onSettled = onSettled
            recordSample(.up, at: position, time: time)
            if isReady { trace.released(time: time, velocity: scroller.velocity, restOffset: scroller.restOffset) }
            if settledAtRelease { onSettled?(scroller.offset) }
        } else if scroller.state == .dragging {
            // A tap: it stops any motion (snapping layouts snap); `tapped` decides
            // the rest — and when it ran first and started a scroll, the press's
            // drag is already over.
            scroller.stop(time: now)
        }
        redraw()
    }

    /// Where the scroller takes the pointer at `pointer` to be: itself,
    /// or on a ring the angle swept around its centre (`TurningDrag`).
    private func dragPosition(_ pointer: Point) -> Point {
        turningDrag?.position(for: pointer) ?? pointer
    }

    // MARK: Tap

    private func tapped(_ x: Double, _ y: Double) {
        guard gesture.tapActs else { return }
        if let page = pageIndicator?.page(at: Point(x: x, y: y)) {
            focus(IndexPath(item: page))
            return
        }
        let point = Point(x: x, y: y) + scroller.offset
        let hit = layout.element(at: point, offset: scroller.offset, viewport: viewport)
        switch navigator.tap(on: hit, restOffset: scroller.restOffset) {
        case .select(let item):
            // The keys go on from what was clicked (on layouts with a cursor).
            if !layout.isPaging { cursor = item }
            select(item)
        case .focus(let item): focus(item)
        case .none: break
        }
    }

    // MARK: Wheel and touchpad

    /// One scroll event. A mouse-wheel notch on a paging layout moves one
    /// item; other steps scroll by GtkScrolledWindow's unit, the viewport's
    /// extent to the power 2/3.
    private func scrolled(_ dx: Double, _ dy: Double) -> Bool {
        autoplayNoteInput()
        guard !gesture.isPressed else { return true }
        // Sideways over a shelf (a touchpad, Shift+wheel): that shelf scrolls.
        if abs(dx) > abs(dy), let point = pointer {
            let unit = pow(max(1, viewport.width), 2.0 / 3.0)
            if shelves.scroll(by: dx * (Self.currentScrollIsDiscrete() ? unit : unit / 2), at: point,
                              pageOffset: scroller.offset, time: now) {
                redraw()
                return true
            }
        }
        let axis = layout.scrollAxis
        let isNotch = Self.currentScrollIsDiscrete()
        // A vertical wheel scrolls horizontal layouts too.
        let amount = axis == .horizontal ? (dx != 0 ? dx : dy) : (dy != 0 ? dy : dx)
        guard amount != 0 else { return true }
        transition = nil
        if layout.isPaging && isNotch {
            step(by: amount > 0 ? 1 : -1)
        } else {
            let unit = pow(max(1, viewport[axis]), 2.0 / 3.0)
            var delta = Point.zero
            delta[axis] = amount * (isNotch ? unit : unit / 2)
            scroller.scroll(by: delta, time: now)
        }
        return true
    }

    private func decelerated(_ vx: Double, _ vy: Double) {
        if abs(vx) > abs(vy), let point = pointer {
            let unit = pow(max(1, viewport.width), 2.0 / 3.0) / 2
            if shelves.scroll(by: 0, velocity: vx * unit, at: point, pageOffset: scroller.offset, time: now) {
                redraw()
                return
            }
        }
        let axis = layout.scrollAxis
        let unit = pow(max(1, viewport[axis]), 2.0 / 3.0) / 2
        var velocity = Point.zero
        velocity[axis] = (axis == .horizontal ? (vx != 0 ? vx : vy) : vy) * unit
        guard velocity[axis] != 0 else { return }
        scroller.fling(velocity: velocity, time: now)
    }

    /// Whether the event being handled is a mouse-wheel notch (not a
    /// touchpad's smooth scroll).
    static func currentScrollIsDiscrete() -> Bool {
        guard let event = gtk_get_current_event() else { return true }
        defer { gdk_event_free(event) }
        var direction = GDK_SCROLL_SMOOTH
        if gdk_event_get_scroll_direction(event, &direction) != 0, direction != GDK_SCROLL_SMOOTH { return true }
        guard let device = gdk_event_get_source_device(event) else { return true }
        let source = gdk_device_get_source(device)
        return source == GDK_SOURCE_MOUSE
    }

    /// The navigation model for the current layout, data and viewport.
    var navigator: Navigator {
        Navigator(layout: layout, itemCount: playground.dataset.itemCount, viewport: viewport)
    }

    /// Moves the focus `delta` items along the scroll direction (paging layouts).
    func step(by delta: Int) {
        guard let target = navigator.step(by: delta, from: scroller.restOffset) else { return }
        scroller.scroll(to: target, animated: true, time: now)
    }

    // MARK: Hover

    /// The element under the pointer goes to the inspector.
    /// Asks the inspector to show the hovered (or selected) element again,
    /// as the layout places it now: after a parameter or the data changed,
    /// it never shows the element as it was.
    func reinspect() {
        let hit = pointer.flatMap { layout.element(at: $0 + scroller.offset, offset: scroller.offset, viewport: viewport) }
        hovered = hit?.indexPath
        events.onInspect?(hit ?? playground.selection.flatMap { layout.attributesForItem(at: $0, offset: scroller.offset) })
    }

    func hover(_ point: Point?) {
        pointer = point
        autoplayHover(point != nil)
        springTouch(point)
        // While the content moves under the pointer the inspector waits (until
        // the motion settles): its text changing on every element passed
        // would re-lay out the window every frame, and no one can read it then.
        guard scroller.state == .idle, !scroller.isMoving else { return }
        let hit = point.flatMap { layout.element(at: $0 + scroller.offset, offset: scroller.offset, viewport: viewport) }
        guard hit?.indexPath != hovered else { return }
        hovered = hit?.indexPath
        events.onInspect?(hit ?? playground.selection.flatMap { layout.attributesForItem(at: $0, offset: scroller.offset) })
        if insight.showsFrames { redraw() }
    }
}
