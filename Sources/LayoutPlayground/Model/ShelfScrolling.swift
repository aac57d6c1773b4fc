import CollectionLayout

/// The compositional layout's sideways sections ("shelves") scrolled as on
/// iOS, where each shelf is a scroll view inside the page's.
///
/// Each shelf gets a `Scroller` of its own, configured by the layout for
/// that section (its width, its behaviour's rest rule, the layout's
/// physics); its offset is written into the layout every frame. A drag that
/// starts on a shelf moves nothing until the pointer has gone
/// `lockDistance` points, then keeps to one axis for the rest of the drag,
/// as UIScrollView's directional lock does: mostly sideways moves the shelf,
/// otherwise the page. A press on a shelf that is still moving catches it
/// (the shelf then has the drag). GTK-free, so it is tested without a display.
///
/// Right to left a shelf starts at its right end and its offset (in
/// leading-edge terms, as the layout keeps it) grows as its content moves
/// right: the pointer's x, sideways wheel steps and their velocities reach
/// the shelf's scroller turned by the layout's `sidewaysScreenSign`, so a
/// drag moves the shelf with the finger in either direction.
final class ShelfScrolling {
    /// How far the pointer moves before a drag on a shelf picks its axis, in points.
    static let lockDistance = 10.0

    /// What the current drag moves.
    enum Drag: Equatable {
        /// No drag on a shelf (the page has it, or no drag).
        case none
        /// Pressed on shelf `section` at `start`, axis not yet chosen.
        case pending(section: Int, start: Point)
        /// The drag moves shelf `section`.
        case shelf(Int)
        /// The drag moves the page, from `at` (where the pointer crossed the lock distance).
        case page(at: Point)
    }

    private(set) var drag = Drag.none
    /// The shelves' scrollers, by section, made on first use.
    private(set) var scrollers: [Int: Scroller] = [:]
    /// The layout the shelves belong to.
    private(set) var layout: CompositionalLayout?

    /// Points the shelves at `layout` (after any change of the layout, its
    /// parameters, data or viewport): each shelf keeps its offset, brought
    /// into its new range; sections that no longer scroll sideways drop
    /// theirs. Nil (another layout) forgets every shelf.
    func attach(_ layout: CompositionalLayout?) {
        let old = self.layout
        self.layout = layout
        drag = .none
        guard let layout else {
            scrollers = [:]
            return
        }
        var kept: [Int: Scroller] = [:]
        for (s, scroller) in scrollers {
            let x = old?.sectionOffset(ofSection: s) ?? scroller.offset.x
            guard layout.configure(scroller, forSection: s) else { continue }
            let range = scroller.offsetRange
            scroller.setOffset(Point(x: min(max(x, range.lowerBound), range.upperBound), y: 0))
            layout.setSectionOffset(scroller.offset.x, forSection: s)
            kept[s] = scroller
        }
        scrollers = kept
    }

    /// Shelf `s`'s scroller, made and configured on first use; nil when `s`
    /// does not scroll sideways.
    func scroller(forSection s: Int) -> Scroller? {
        if let scroller = scrollers[s] { return scroller }
        guard let layout else { return nil }
        let scroller = Scroller()
        guard layout.configure(scroller, forSection: s) else { return nil }
        scroller.setOffset(Point(x: layout.sectionOffset(ofSection: s), y: 0))
        scrollers[s] = scroller
        return scroller
    }

    /// A press at `point` (view coordinates) with the page at `pageOffset`:
    /// true when it lands on a shelf and the page is not moving — the shelves
    /// then have the press (the page's scroller must not start a drag yet).
    func press(at point: Point, pageOffset: Point, pageMoving: Bool, time: Double) -> Bool {
        drag = .none
        guard !pageMoving, let layout, let s = layout.sidewaysSection(atContentY: point.y + pageOffset.y),
              let scroller = scroller(forSection: s) else { return false }
        if scroller.isMoving {
            // A moving shelf is caught where it is and keeps the drag.
            scroller.beginDrag(at: along(point), time: time)
            drag = .shelf(s)
            write(s)
        } else {
            drag = .pending(section: s, start: point)
        }
        return true
    }

    /// The pointer moved to `point`. Returns true when the shelves handled
    /// it (the page must not move); after the axis is chosen for the page,
    /// false — and the caller starts the page's drag at `drag`'s point.
    func move(to point: Point, time: Double) -> Bool {
        switch drag {
        case .none, .page:
            return false
        case .pending(let s, let start):
            let d = point - start
            let distance = (d.x * d.x + d.y * d.y).squareRoot()
            guard distance >= Self.lockDistance else { return true }
            // The drag starts where the pointer crossed the lock distance: the
            // first ten points choose the axis, the rest moves the content.
            let k = Self.lockDistance / distance
            let anchor = Point(x: start.x + d.x * k, y: start.y + d.y * k)
            if abs(d.x) > abs(d.y), let scroller = scroller(forSection: s) {
                scroller.beginDrag(at: along(anchor), time: time)
                scroller.drag(to: along(point), time: time)
                drag = .shelf(s)
                write(s)
                return true
            }
            drag = .page(at: anchor)
            return false
        case .shelf(let s):
            scrollers[s]?.drag(to: along(point), time: time)
            write(s)
            return true
        }
    }

    /// The pointer was released at `point`: a shelf's drag ends with the
    /// pointer's velocity (and the shelf's behaviour chooses its rest).
    /// Returns true when the release was the shelves' (the page had no drag).
    func release(at point: Point, time: Double) -> Bool {
        defer { drag = .none }
        switch drag {
        case .none, .page:
            return false
        case .pending:
            return true
        case .shelf(let s):
            scrollers[s]?.drag(to: along(point), time: time)
            scrollers[s]?.endDrag(time: time)
            write(s)
            return true
        }
    }

    /// A sideways wheel or touchpad step of `dx` points (or, with
    /// `velocity`, its kinetic fling) over `point` (view coordinates, the page
    /// at `pageOffset`): false, leaving it to the page, when `point` is not
    /// on a shelf.
    func scroll(by dx: Double, velocity: Double? = nil, at point: Point, pageOffset: Point, time: Double) -> Bool {
        guard let layout, let s = layout.sidewaysSection(atContentY: point.y + pageOffset.y),
              let scroller = scroller(forSection: s) else { return false }
        let sign = layout.sidewaysScreenSign
        if let velocity {
            scroller.fling(velocity: Point(x: sign * velocity, y: 0), time: time)
        } else {
            scroller.scroll(by: Point(x: sign * dx, y: 0), time: time)
        }
        write(s)
        return true
    }

    /// Scrolls the shelf of `indexPath` (animated, from `time`) so that the
    /// item comes into view where the shelf's behaviour rests: its group
    /// centred for `groupPagingCentered`, the page holding its middle for `paging`,
    /// its group's leading edge otherwise (right to left, its right edge).
    /// False when the item is not on a shelf or is already wholly in view.
    @discardableResult
    func reveal(_ indexPath: IndexPath, time: Double) -> Bool {
        guard let layout, let g = layout.sidewaysGeometry(ofSection: indexPath.section),
              let frame = layout.attributesForItem(at: indexPath, offset: .zero)?.frame,
              let scroller = scroller(forSection: indexPath.section) else { return false }
        let W = g.containerWidth
        guard frame.minX < -0.5 || frame.maxX > W + 0.5 else { return false }
        // Where the item starts in the shelf, from its leading edge (the right one right to left).
        let leading = layout.isMirrored ? W - frame.maxX : frame.minX
        let natural = leading + layout.sectionOffset(ofSection: indexPath.section)
        let k = g.pitch > 0 ? max(0, Int(((natural - g.leadingInset) / g.pitch).rounded(.down))) : 0
        let target: Double
        switch layout.behaviour(ofSection: indexPath.section) {
        case .groupPagingCentered: target = g.centredOffset(ofGroup: k)
        // The page holding the item's middle (its leading edge may lie just before a page's start).
        case .paging: target = W > 0 ? ((natural + frame.width / 2) / W).rounded(.down) * W : 0
        default: target = g.leadingOffset(ofGroup: k)
        }
        scroller.scroll(to: Point(x: g.clamped(target), y: 0), animated: true, time: time)
        return true
    }

    /// Runs `body` with the layout's offset of every moving shelf at the
    /// shelf's rest, then puts them back: keyboard moves pressed in quick
    /// succession are worked out on the page as it will be, not mid-motion.
    func atRest<T>(_ body: () -> T) -> T {
        let moving = scrollers.filter { $0.value.isMoving }
        guard let layout, !moving.isEmpty else { return body() }
        for (s, scroller) in moving { layout.setSectionOffset(scroller.restOffset.x, forSection: s) }
        defer { for (s, scroller) in moving { layout.setSectionOffset(scroller.offset.x, forSection: s) } }
        return body()
    }

    /// Moves every shelf in motion on to `time`, writing its offset into the
    /// layout; whether any still moves or is dragged.
    ///
    /// - Complexity: O(m) for the m shelves that have been touched.
    @discardableResult
    func advance(to time: Double) -> Bool {
        var busy = false
        for (s, scroller) in scrollers where scroller.isMoving || scroller.state == .dragging {
            if scroller.isMoving { _ = scroller.advance(to: time) }
            write(s)
            busy = busy || scroller.isMoving || scroller.state == .dragging
        }
        return busy
    }

    /// Where each shelf rests, by section, those at 0 left out: a moving
    /// shelf's rest, else its offset (what a saved document keeps).
    ///
    /// - Complexity: O(m) for the m shelves moved from 0 or touched.
    var restOffsets: [Int: Double] {
        guard let layout else { return [:] }
        var offsets: [Int: Double] = [:]
        for s in layout.offsetSections where layout.sidewaysGeometry(ofSection: s) != nil {
            offsets[s] = layout.sectionOffset(ofSection: s)
        }
        for (s, scroller) in scrollers { offsets[s] = scroller.restOffset.x }
        return offsets.filter { $0.value != 0 }
    }

    /// Whether a shelf moves or is dragged (the frame clock must run).
    var needsFrames: Bool {
        scrollers.values.contains { $0.isMoving || $0.state == .dragging }
    }

    /// A point of the view as a shelf's scroller takes it: x turned by the
    /// layout's `sidewaysScreenSign` (right to left, a move to the right
    /// scrolls on).
    private func along(_ point: Point) -> Point {
        Point(x: (layout?.sidewaysScreenSign ?? 1) * point.x, y: point.y)
    }

    private func write(_ s: Int) {
        guard let scroller = scrollers[s] else { return }
        layout?.setSectionOffset(scroller.offset.x, forSection: s)
    }
}
