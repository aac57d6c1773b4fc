/// How a drag turns a layout laid out around a centre (a ring): the
/// pointer's motion around `center` — its tangential component — turns the
/// content by the same angle, from any side, instead of its motion along
/// the scroll axis moving it.
public struct Turning: Equatable, Sendable {
    /// The centre the content turns around, in viewport coordinates.
    public var center: Point
    /// The content offset, along the scroll axis, that turns the content by
    /// one radian (clockwise on screen, y down, for a growing pointer position).
    public var offsetPerRadian: Double

    /// Turning around `center`, `offsetPerRadian` points of offset a radian.
    public init(center: Point, offsetPerRadian: Double) {
        self.center = center
        self.offsetPerRadian = offsetPerRadian
    }
}

/// Follows one drag around a `Turning`'s centre and gives the pointer
/// position the scroller is fed: the start moved along `axis` by the angle
/// swept so far times `offsetPerRadian`, so the content under the finger
/// keeps up with it and a release flings with the angular velocity.
///
/// Near the centre the angle of a small motion is ill defined: motions are
/// measured as if at least `minimumRadius` from it.
public struct TurningDrag: Sendable {
    /// Points from the centre within which a motion counts as if that far.
    public static let minimumRadius = 24.0

    /// The centre and the offset a radian this drag turns by.
    public let turning: Turning
    /// The scroll axis the swept angle is fed along.
    public let axis: Axis
    private let start: Point
    private var last: Point
    /// The angle swept since the press, radians, clockwise on screen.
    public private(set) var sweep = 0.0

    /// A drag that went down at `start` (viewport coordinates).
    public init(turning: Turning, axis: Axis, start: Point) {
        self.turning = turning
        self.axis = axis
        self.start = start
        last = start
    }

    /// The pointer is at `pointer`: the position to feed the scroller.
    ///
    /// - Complexity: O(1).
    public mutating func position(for pointer: Point) -> Point {
        let motion = Point(x: pointer.x - last.x, y: pointer.y - last.y)
        // The radius at the middle of the motion, so a stroke through the
        // centre's side counts the same forward and back.
        let r = Point(x: (pointer.x + last.x) / 2 - turning.center.x, y: (pointer.y + last.y) / 2 - turning.center.y)
        let length = max((r.x * r.x + r.y * r.y).squareRoot(), Self.minimumRadius)
        // The tangential component (r̂ × motion) over the radius: the angle swept.
        if length.isFinite, motion.x.isFinite, motion.y.isFinite {
            sweep += (r.x * motion.y - r.y * motion.x) / (length * length)
        }
        last = pointer
        var p = start
        p[axis] += sweep * turning.offsetPerRadian
        return p
    }
}
