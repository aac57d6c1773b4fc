import Foundation

/// A spin that looks free and lands where the program chose: a prize wheel
/// or a slot reel.
public struct SpinPlan: Hashable, Sendable {
    /// The release velocity of the content offset, points per second.
    public var velocity: Point
    /// Where the free deceleration from the start comes to rest: the offset
    /// that focuses the chosen item (on looping layouts, in the period the
    /// spin reaches).
    public var restOffset: Point
    /// How many items the spin passes on its way (snap steps, rounded).
    public var itemsPassed: Int
}

extension Scroller {
    /// The release velocity whose free deceleration — the physics of
    /// `layout`'s parameters, `x0 − v/k` for the rate's exponent `k` — comes
    /// to rest exactly on the offset that focuses `item`, after passing at
    /// least `minimumItems` items, starting from `offset`.
    ///
    /// Because the rest point is itself a snap point, the layout's target
    /// for it is the same point: a release at this velocity (a drag, a
    /// fling, `simulateRelease`) decelerates at the physics' own rate all
    /// the way, with no correction.
    ///
    /// Looping layouts spin in `direction` (its sign; positive, the default:
    /// toward larger offsets) and add whole turns until the spin passes enough
    /// items; other layouts move toward the item, and refuse a direction
    /// or a minimum they cannot honour.
    ///
    /// - Complexity: O(log d) calls of the layout's target for the snap
    ///   spacing d, plus O(1) per whole turn added.
    public static func spin(
        layout: any CollectionLayout, viewport: Size, offset: Point, landingOn item: Int,
        minimumItems: Int = 0, direction: Double? = nil
    ) throws(LayoutError) -> SpinPlan {
        let scroller = Scroller()
        scroller.configure(layout: layout, viewport: viewport)
        scroller.setOffset(offset)
        let axis = scroller.axis
        let x0 = scroller.offset[axis]
        guard let focus = layout.contentOffset(focusing: IndexPath(item: item), from: scroller.offset) else {
            throw .invalidArgument(name: "--land-on", value: String(item), reason: "no such item in this view")
        }
        guard scroller.snaps else {
            throw .invalidArgument(name: "--land-on", value: String(item),
                                   reason: "\(type(of: layout).id) does not rest on items (paging is off)")
        }
        guard minimumItems >= 0 else {
            throw .invalidArgument(name: "--min-items", value: String(minimumItems), reason: "expected 0 or more")
        }
        let anchor = scroller.nearestSnap(to: x0)
        guard let next = scroller.nextSnap(after: anchor, direction: 1) ?? scroller.nextSnap(after: anchor, direction: -1)
        else {
            throw .invalidArgument(name: "--land-on", value: String(item), reason: "the view has a single resting place")
        }
        let step = abs(next - anchor)
        var target = focus[axis]
        func passed(_ t: Double) -> Int { Int((abs(t - x0) / step).rounded()) }
        if let w = scroller.activeWrapping {
            let d: Double = (direction ?? 1) < 0 ? -1 : 1
            target = scroller.samePeriod(target, as: x0)
            while (target - x0) * d <= 1e-9 { target += d * w.period }
            while passed(target) < minimumItems { target += d * w.period }
        } else {
            if let direction, direction != 0, (target - x0) * direction < 0 {
                throw .invalidArgument(name: "--land-on", value: String(item),
                                       reason: "item \(item) lies the other way and this view does not loop")
            }
            if minimumItems > passed(target) {
                throw .invalidArgument(name: "--min-items", value: String(minimumItems),
                                       reason: "item \(item) is \(passed(target)) items away and this view does not loop")
            }
        }
        if !scroller.physics.allowsLongSwipes, passed(target) > 1 {
            throw .invalidArgument(name: "--land-on", value: String(item),
                                   reason: "long swipes are off (allowLongSwipes), so a release stops at the next item")
        }
        // x0 − v/k = target
        let v = (target - x0) * -scroller.decelerationRate.exponent
        var velocity = Point.zero
        velocity[axis] = v
        var rest = scroller.offset
        rest[axis] = target
        if let w = scroller.activeWrapping { rest[axis] = w.wrap(target) }
        return SpinPlan(velocity: velocity, restOffset: rest, itemsPassed: passed(target))
    }
}
