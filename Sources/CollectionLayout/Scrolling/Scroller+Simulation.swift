extension Scroller {
    /// The frame rate `simulateRelease` steps at.
    public static let simulationFrameInterval = 1.0 / 120
    /// The longest motion `simulateRelease` follows (a normal-rate
    /// deceleration from 10⁶ points per second lasts about 7 s).
    public static let simulationTimeLimit = 30.0

    /// Where a release at `offset` with the content offset's `velocity`
    /// (points per second) comes to rest in `layout` shown in `viewport`,
    /// and how long that takes: the scroller is stepped at 120 frames per
    /// second from the release until it settles (`duration` is a whole
    /// number of frames, 0 when it rests at once) or `simulationTimeLimit`
    /// passes (then `rest` is where the motion would end).
    ///
    /// - Complexity: O(d) for a motion of d frames (at most `simulationTimeLimit` seconds at 120
    ///   frames per second).
    public static func simulateRelease(
        layout: any CollectionLayout, viewport: Size, offset: Point, velocity: Point
    ) -> (rest: Point, duration: Double) {
        let scroller = Scroller()
        scroller.configure(layout: layout, viewport: viewport)
        scroller.setOffset(offset)
        scroller.fling(velocity: velocity, time: 0)
        var frame = 0
        var time = 0.0
        while scroller.isMoving && time < simulationTimeLimit {
            frame += 1
            time = Double(frame) * simulationFrameInterval
            scroller.advance(to: time)
        }
        return (scroller.restOffset, time)
    }
}
