/// When a press is a tap and when it only catches the content.
extension Scroller {
    /// The speed (points per second) below which a motion that has not yet
    /// ended no longer counts as moving for a press: the last stretch of a
    /// deceleration or a spring creeps for a second or more after it looks
    /// still, and a tap then must reach what is under it. Flutter's scroll
    /// views treat such a press as a tap below their velocity tolerance too.
    public static let tapVelocityTolerance = 20.0

    /// Whether the content moves fast enough that a press on it should only
    /// stop it (iOS's "tap to stop"), not count as a tap.
    public var isMovingNoticeably: Bool {
        isMoving && abs(velocity[axis]) >= Self.tapVelocityTolerance
    }
}
