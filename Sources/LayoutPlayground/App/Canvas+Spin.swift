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
            onError?("\(error)")
        }
    }
}
