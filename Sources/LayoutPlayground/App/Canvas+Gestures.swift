import Foundation
import CGtk
import CollectionLayout

/// What a press has done so far: a press that moves less than the drag
/// threshold is a tap; a tap while the content moves only stops it.
struct GestureState {
    /// GTK's drag threshold, in points.
    static let dragThreshold = 8.0

    var start = Point.zero
    var movedBeyondThreshold = false
    var wasMovingAtPress = false
    var isPressed = false
}

extension Canvas {
    /// Drag (mouse and touch), taps, wheel and touchpad, and hover.
    func installGestures() {
        gtk_widget_add_events(widget, Int32(GDK_POINTER_MOTION_MASK.rawValue | GDK_LEAVE_NOTIFY_MASK.rawValue
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
        onEvent(widget, "leave-notify-event") { [weak self] _ in
            self?.hover(nil)
            return false
        }
    }

    // MARK: Drag

    private func dragBegan(_ x: Double, _ y: Double) {
        gtk_widget_grab_focus(widget)
        if grabScrollIndicator(at: Point(x: x, y: y)) { return }
        gesture = GestureState(start: Point(x: x, y: y), movedBeyondThreshold: false,
                               wasMovingAtPress: scroller.isMovingNoticeably, isPressed: true)
        transition = nil
        scroller.beginDrag(at: gesture.start, time: now)
        refresh.dragBegan()
        startTicking()
    }

    private func dragMoved(_ dx: Double, _ dy: Double) {
        if scrollbarDrag != nil { return dragScrollIndicator(by: Point(x: dx, y: dy)) }
        guard gesture.isPressed else { return }
        if !gesture.movedBeyondThreshold, (dx * dx + dy * dy).squareRoot() >= GestureState.dragThreshold {
            gesture.movedBeyondThreshold = true
        }
        scroller.drag(to: Point(x: gesture.start.x + dx, y: gesture.start.y + dy), time: now)
        refresh.dragged(offset: scroller.offset, layoutID: playground.layoutID)
        redraw()
    }

    private func dragEnded(_ dx: Double, _ dy: Double) {
        if scrollbarDrag != nil { return releaseScrollIndicator() }
        guard gesture.isPressed else { return }
        gesture.isPressed = false
        if gesture.movedBeyondThreshold {
            scroller.drag(to: Point(x: gesture.start.x + dx, y: gesture.start.y + dy), time: now)
            if refresh.releaseTriggersRefresh() { beginRefresh() }
            let time = now
            scroller.endDrag(time: time)
            if isReady { trace.released(time: time, velocity: scroller.velocity, restOffset: scroller.restOffset) }
        } else if scroller.state == .dragging {
            // A tap: it stops any motion (snapping layouts snap); `tapped` decides
            // the rest — and when it ran first and started a scroll, the press's
            // drag is already over.
            scroller.stop(time: now)
        }
        startTicking()
    }

    // MARK: Tap

    private func tapped(_ x: Double, _ y: Double) {
        guard !gesture.movedBeyondThreshold, !gesture.wasMovingAtPress else { return }
        if let page = pageIndicator?.page(at: Point(x: x, y: y)) {
            focus(IndexPath(item: page))
            return
        }
        let point = Point(x: x, y: y) + scroller.offset
        guard let hit = layout.element(at: point, offset: scroller.offset, viewport: viewport) else { return }
        let current = layout.currentIndex(at: scroller.restOffset)
        if !layout.isPaging || current == hit.indexPath.item {
            select(hit.indexPath)
        } else {
            focus(hit.indexPath)
        }
    }

    // MARK: Wheel and touchpad

    /// One scroll event. A mouse-wheel notch on a paging layout moves one
    /// item; other steps scroll by GtkScrolledWindow's unit, the viewport's
    /// extent to the power 2/3.
    private func scrolled(_ dx: Double, _ dy: Double) -> Bool {
        guard !gesture.isPressed else { return true }
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
            startTicking()
        }
        return true
    }

    private func decelerated(_ vx: Double, _ vy: Double) {
        let axis = layout.scrollAxis
        let unit = pow(max(1, viewport[axis]), 2.0 / 3.0) / 2
        var velocity = Point.zero
        velocity[axis] = (axis == .horizontal ? (vx != 0 ? vx : vy) : vy) * unit
        guard velocity[axis] != 0 else { return }
        scroller.fling(velocity: velocity, time: now)
        startTicking()
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

    /// Moves the focus `delta` items along the scroll direction (paging layouts).
    func step(by delta: Int) {
        let rest = scroller.restOffset
        let axis = layout.scrollAxis
        guard let current = layout.currentIndex(at: rest) else { return }
        let count = playground.dataset.itemCount
        guard count > 0 else { return }
        // The neighbour whose focus offset lies in the direction asked for.
        let candidates = [current - 1, current + 1].compactMap { i -> Point? in
            let index = layout.wrapping != nil ? ((i % count) + count) % count : i
            guard (0..<count).contains(index) else { return nil }
            return layout.contentOffset(focusing: IndexPath(item: index), from: rest)
        }
        let here = rest[axis]
        let forward = candidates.filter { (p: Point) -> Bool in
            delta > 0 ? p[axis] > here + 0.5 : p[axis] < here - 0.5
        }
        let nearest = forward.min { (a: Point, b: Point) -> Bool in abs(a[axis] - here) < abs(b[axis] - here) }
        guard var target = nearest else { return }
        for _ in 1..<max(1, abs(delta)) {
            guard let index = layout.currentIndex(at: target) else { break }
            let next = delta > 0 ? index + 1 : index - 1
            let wrapped = layout.wrapping != nil ? ((next % count) + count) % count : next
            guard (0..<count).contains(wrapped),
                  let further = layout.contentOffset(focusing: IndexPath(item: wrapped), from: target) else { break }
            target = further
        }
        scroller.scroll(to: target, animated: true, time: now)
        startTicking()
    }

    // MARK: Hover

    /// The element under the pointer goes to the inspector.
    func hover(_ point: Point?) {
        pointer = point
        // While the content moves under the pointer the inspector waits (until
        // the motion settles): its text changing on every element passed
        // would re-lay out the window every frame, and no one can read it then.
        guard scroller.state == .idle, !scroller.isMoving else { return }
        let hit = point.flatMap { layout.element(at: $0 + scroller.offset, offset: scroller.offset, viewport: viewport) }
        guard hit?.indexPath != hovered else { return }
        hovered = hit?.indexPath
        onInspect?(hit ?? playground.selection.flatMap { layout.attributesForItem(at: $0, offset: scroller.offset) })
        if insight.showsFrames { redraw() }
    }
}
