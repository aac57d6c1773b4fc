import CGtk
import CollectionLayout

extension Canvas {
    /// Arrows, Page Up/Down, Home/End move; Enter and Space select the
    /// current item, Escape clears the selection. On paging layouts every
    /// arrow steps (Left and Up back, Right and Down on), so the ring, whose
    /// items go round, answers to all four. On free-scrolling layouts the
    /// arrows move a keyboard cursor to the nearest item in their direction
    /// (as GtkFlowBox does), scrolling it into view; with Ctrl they scroll.
    func installKeyboard() {
        onEvent(widget, "key-press-event") { [weak self] event in
            var keyval: UInt32 = 0
            gdk_event_get_keyval(event, &keyval)
            var state = GdkModifierType(0)
            gdk_event_get_state(event, &state)
            let control = state.rawValue & GDK_CONTROL_MASK.rawValue != 0
            // Escape puts a carried item back where it was picked up.
            if keyval == UInt32(GDK_KEY_Escape), let self, self.lift != nil {
                self.cancelCarriedItem()
                return true
            }
            // Pose mode's own keys: choose, move, turn, grow and fade the card.
            let alt = state.rawValue & GDK_MOD1_MASK.rawValue != 0, shift = state.rawValue & GDK_SHIFT_MASK.rawValue != 0
            if !control, let self, self.poseKeyPressed(keyval, alt: alt, shift: shift) { return true }
            // Shift+arrows in pose mode: the content a twentieth of an item on, to pose between items.
            if state.rawValue & GDK_SHIFT_MASK.rawValue != 0, let self, self.nudgeForPosing(keyval) { return true }
            // Alt+arrows move the selected item one place (reordering from the keyboard).
            if state.rawValue & GDK_MOD1_MASK.rawValue != 0, let self, let step = Self.reorderStep(of: keyval) {
                self.moveEditedItem(by: step)
                return true
            }
            return self?.keyPressed(keyval, control: control) ?? false
        }
        onEvent(widget, "focus-in-event") { [weak self] _ in
            guard let self else { return false }
            // Tab into the canvas: the cursor starts on the first item in view.
            if !self.layout.isPaging, self.cursor == nil { self.cursor = self.firstItemInView() }
            // The item in focus becomes the accessible focus, told after GTK
            // has told (from an idle callback of its own) that the canvas
            // took the focus: a screen reader speaks the canvas, then the
            // item, and stays on the item.
            runAfter(seconds: 0.1) { [weak self] in self?.accessibleElementsChanged(focusReturned: true) }
            self.redraw()
            return false
        }
        onEvent(widget, "focus-out-event") { [weak self] _ in
            self?.accessibleElementsChanged()
            self?.redraw()
            return false
        }
    }

    private func keyPressed(_ key: UInt32, control: Bool) -> Bool {
        autoplayNoteInput()
        if !layout.isPaging, !control, let direction = Self.direction(of: key) {
            moveCursor(direction)
            return true
        }
        let axis = layout.scrollAxis
        let backward: Bool
        switch Int32(key) {
        case GDK_KEY_Delete, GDK_KEY_KP_Delete:
            if deleteSelectedPose() { return true }
            deleteEditedItem()
            return true
        case GDK_KEY_Insert, GDK_KEY_KP_Insert:
            insertAfterEditedItem()
            return true
        case GDK_KEY_Escape:
            return deselect()
        case GDK_KEY_Left, GDK_KEY_KP_Left, GDK_KEY_Up, GDK_KEY_KP_Up:
            backward = true
            if !layout.isPaging,
               (Int32(key) == GDK_KEY_Left || Int32(key) == GDK_KEY_KP_Left) != (axis == .horizontal) { return false }
        case GDK_KEY_Right, GDK_KEY_KP_Right, GDK_KEY_Down, GDK_KEY_KP_Down:
            backward = false
            if !layout.isPaging,
               (Int32(key) == GDK_KEY_Right || Int32(key) == GDK_KEY_KP_Right) != (axis == .horizontal) { return false }
        case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up:
            page(forward: false)
            return true
        case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down:
            page(forward: true)
            return true
        case GDK_KEY_Home, GDK_KEY_KP_Home:
            jump(toEnd: false)
            return true
        case GDK_KEY_End, GDK_KEY_KP_End:
            jump(toEnd: true)
            return true
        case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_space:
            if !layout.isPaging, let cursor {
                select(cursor)
            } else if let index = layout.currentIndex(at: scroller.restOffset) {
                select(IndexPath(item: index))
            } else if let selection = playground.selection {
                select(selection)
            }
            return true
        default:
            return false
        }
        if layout.isPaging {
            step(by: backward ? -1 : 1)
        } else {
            scroller.scroll(to: navigator.line(forward: !backward, from: scroller.restOffset), animated: true, time: now)
        }
        return true
    }

    /// Page Up/Down: see `Navigator.page(forward:from:)`.
    private func page(forward: Bool) {
        let rest = scroller.restOffset
        guard let target = navigator.page(forward: forward, from: rest) else { return }
        // On free-scrolling layouts the cursor moves a screenful with the content.
        if !layout.isPaging, let current = cursor, let frame = layout.attributesForItem(at: current, offset: rest)?.frame {
            let shift = target - rest
            let landing = Point(x: frame.midX + shift.x, y: frame.midY + shift.y)
            let area = Rect(x: landing.x - viewport.width / 2, y: landing.y - viewport.height / 2,
                            width: viewport.width, height: viewport.height)
            cursor = KeyboardCursor.nearest(to: landing, among: layout.elements(in: area, offset: target)) ?? current
            events.onInspect?(cursor.flatMap { layout.attributesForItem(at: $0, offset: target) })
        }
        scroller.scroll(to: target, animated: true, time: now)
    }

    /// Home/End: the first or last item, or an edge; on free-scrolling
    /// layouts the cursor goes to the first or last item.
    private func jump(toEnd: Bool) {
        if !layout.isPaging { cursor = edgeItem(last: toEnd) }
        guard let target = navigator.edge(toEnd: toEnd, from: scroller.restOffset) else { return }
        scroller.scroll(to: target, animated: true, time: now)
    }

    // MARK: The keyboard cursor (free-scrolling layouts)

    /// Alt+Left/Up one place back, Alt+Right/Down one place on.
    private static func reorderStep(of key: UInt32) -> Int? {
        switch Int32(key) {
        case GDK_KEY_Left, GDK_KEY_KP_Left, GDK_KEY_Up, GDK_KEY_KP_Up: -1
        case GDK_KEY_Right, GDK_KEY_KP_Right, GDK_KEY_Down, GDK_KEY_KP_Down: 1
        default: nil
        }
    }

    private static func direction(of key: UInt32) -> KeyboardCursor.Direction? {
        switch Int32(key) {
        case GDK_KEY_Left, GDK_KEY_KP_Left: .left
        case GDK_KEY_Right, GDK_KEY_KP_Right: .right
        case GDK_KEY_Up, GDK_KEY_KP_Up: .up
        case GDK_KEY_Down, GDK_KEY_KP_Down: .down
        default: nil
        }
    }

    /// The first or last item of the data, as the layout numbers it.
    private func edgeItem(last: Bool) -> IndexPath? {
        guard type(of: layout).usesSections else {
            let n = playground.dataset.itemCount
            return n == 0 ? nil : IndexPath(item: last ? n - 1 : 0)
        }
        let sections = playground.dataset.sections
        let indices = last ? Array(sections.indices.reversed()) : Array(sections.indices)
        guard let s = indices.first(where: { !sections[$0].items.isEmpty }) else { return nil }
        return IndexPath(item: last ? sections[s].items.count - 1 : 0, section: s)
    }

    /// Moves the cursor to the nearest item in `direction` (the first item in
    /// view when there is none yet) and scrolls it into view.
    private func moveCursor(_ direction: KeyboardCursor.Direction) {
        shelves.atRest { moveCursorAtRest(direction) }
        revealCursor()
    }

    private func moveCursorAtRest(_ direction: KeyboardCursor.Direction) {
        let offset = scroller.restOffset
        if let current = cursor, let from = layout.attributesForItem(at: current, offset: offset)?.frame {
            let area = KeyboardCursor.searchRect(from: from, direction, reach: max(viewport.width, viewport.height))
            var candidates = layout.elements(in: area, offset: offset)
            if LayoutDescription.shelves(layout) != nil {
                candidates = KeyboardCursor.onPage(candidates, from: current, direction, visible: Rect(origin: offset, size: viewport))
            }
            if let next = KeyboardCursor.next(from: from, direction, among: candidates) {
                cursor = next
            }
        } else {
            cursor = firstItemInView()
        }
    }

    /// The top-left cell in view (top-right right to left, where rows start).
    func firstItemInView() -> IndexPath? {
        let offset = scroller.restOffset
        let shown = layout.elements(in: Rect(origin: offset, size: viewport), offset: offset)
            .filter { $0.category == .cell && !$0.isHidden }
        let lead = playground.layoutDirection.isRightToLeft ? { (f: Rect) in -f.maxX } : { (f: Rect) in f.minX }
        return shown.min { ($0.frame.minY, lead($0.frame)) < ($1.frame.minY, lead($1.frame)) }?.indexPath
    }

    /// Scrolls so that the cursor's item is wholly in view.
    func revealCursor() {
        guard let cursor, let frame = layout.attributesForItem(at: cursor, offset: scroller.restOffset)?.frame else {
            redraw()
            return
        }
        let visible = Rect(origin: scroller.restOffset, size: viewport)
        // On a shelf the shelf scrolls sideways to the item (from where it
        // is heading); the page only up or down.
        shelves.atRest { _ = shelves.reveal(cursor, time: now) }
        let target = KeyboardCursor.offset(revealing: frame, in: visible, axis: layout.scrollAxis)
        if target != visible.origin {
            scroller.scroll(to: target, animated: true, time: now)
        }
        events.onInspect?(layout.attributesForItem(at: cursor, offset: scroller.restOffset))
        // A screen reader follows the cursor now (and again when a scroll settles).
        accessibleElementsChanged()
        redraw()
    }
}
