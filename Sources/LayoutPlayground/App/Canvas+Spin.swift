import CollectionLayout

/// "Spin to…": a release that looks free and lands on a chosen item.
extension Canvas {
    /// Releases the content with the velocity whose free deceleration comes
    /// to rest on `item` after passing at least `minimum` items (looping
    /// views spin forward); says why in the info bar when the view cannot.
    func spin(to item: Int, passing minimum: Int) {
        let time = now
        scroller.advance(to: time)
        do {
            let plan = try Scroller.spin(layout: layout, viewport: viewport, offset: scroller.offset,
                                         landingOn: item, minimumItems: minimum)
            scroller.fling(velocity: plan.velocity, time: time)
            trace.released(time: time, velocity: plan.velocity, restOffset: scroller.restOffset)
            redraw()
        } catch {
            events.onError?("\(error)")
        }
    }
}

/// A newly chosen configuration shown where it shows something.
extension Canvas {
    /// Scrolls to the item the layout suggests after a person chose its
    /// configuration (a Time Machine at its first item shows one card: the
    /// view comes to an item with a stack behind it).
    func showDepth() {
        let rest = scroller.restOffset
        guard let index = layout.currentIndex(at: rest), let item = layout.itemShowingDepth(from: index),
              let target = layout.contentOffset(focusing: IndexPath(item: item), from: rest) else { return }
        scroller.scroll(to: target, animated: true, time: now)
        redraw()
    }
}
