import CGtk
import CollectionLayout

extension Canvas {
    /// Arrows, Page Up/Down, Home/End move; Enter and Space select the current item.
    /// On paging layouts every arrow steps (Left and Up back, Right and Down
    /// on), so the ring, whose items go round, answers to all four; free
    /// scrolling layouts answer to the arrows along their axis.
    func installKeyboard() {
        onEvent(widget, "key-press-event") { [weak self] event in
            var keyval: UInt32 = 0
            gdk_event_get_keyval(event, &keyval)
            return self?.keyPressed(keyval) ?? false
        }
    }

    private func keyPressed(_ key: UInt32) -> Bool {
        let axis = layout.scrollAxis
        let backward: Bool
        switch Int32(key) {
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
            if let index = layout.currentIndex(at: scroller.restOffset) {
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
            var target = scroller.restOffset
            target[axis] += backward ? -60 : 60
            scroller.scroll(to: target, animated: true, time: now)
            startTicking()
        }
        return true
    }

    /// Page Up/Down: one viewport on free-scrolling layouts; on paging ones
    /// as many items as fit in the viewport (at least one).
    private func page(forward: Bool) {
        let axis = layout.scrollAxis
        if layout.isPaging {
            let rest = scroller.restOffset
            var probe = rest
            probe[axis] += forward ? viewport[axis] : -viewport[axis]
            let target = layout.targetContentOffset(forProposed: probe, velocity: .zero, current: rest)
            if abs(target[axis] - rest[axis]) > 0.5 {
                scroller.scroll(to: target, animated: true, time: now)
                startTicking()
            } else {
                step(by: forward ? 1 : -1)
            }
        } else {
            var target = scroller.restOffset
            target[axis] += (forward ? 1 : -1) * viewport[axis] * 0.9
            scroller.scroll(to: target, animated: true, time: now)
            startTicking()
        }
    }

    /// Home/End: the first or last item (its focus offset), or an edge.
    private func jump(toEnd: Bool) {
        let count = playground.dataset.itemCount
        if layout.isPaging, count > 0 {
            focus(IndexPath(item: toEnd ? count - 1 : 0))
            return
        }
        let axis = layout.scrollAxis
        var target = scroller.restOffset
        target[axis] = toEnd ? layout.maximumContentOffset(viewport: viewport)[axis] : 0
        scroller.scroll(to: target, animated: true, time: now)
        startTicking()
    }
}
