/// The sections that scroll sideways: their offsets, their geometry for the
/// six behaviours, and a scroller of their own.
///
/// A section's sideways offset is in its own coordinates: 0 puts its first
/// group at the leading inset, `maximumOffset` its last group's trailing
/// edge at the container's trailing inset. Only that section's cells move.
/// The offset, the geometry and the rest rules are in leading-edge terms and
/// so the same right to left, where the leading edge is the right one
/// (`isMirrored`; a view turns screen movements with `sidewaysScreenSign`).
extension CompositionalLayout {
    /// Section `s`'s sideways geometry (container, group width and spacing,
    /// insets, group count), or nil when `s` does not exist or does not
    /// scroll sideways.
    ///
    /// - Complexity: O(log r) for r segments (`CompositionalSegment`).
    public func sidewaysGeometry(ofSection s: Int) -> OrthogonalScrollingBehavior.Geometry? {
        guard (0..<sectionCount).contains(s) else { return nil }
        let (seg, l) = geometry.place(ofSection: s)
        guard seg.parts.sectionBehaviour[l].scrollsSideways else { return nil }
        return OrthogonalScrollingBehavior.Geometry(
            containerWidth: viewport.width, groupWidth: seg.parts.sectionGroupWidth[l],
            interGroupSpacing: interGroupSpacing, leadingInset: sectionInsets.left,
            trailingInset: sectionInsets.right, groupCount: seg.parts.groups(ofSection: l).count)
    }

    /// The behaviour of section `s` (`none` for a section that does not exist).
    ///
    /// - Complexity: O(log r) for r segments.
    public func behaviour(ofSection s: Int) -> OrthogonalScrollingBehavior {
        guard (0..<sectionCount).contains(s) else { return .none }
        let (seg, l) = geometry.place(ofSection: s)
        return seg.parts.sectionBehaviour[l]
    }

    /// Section `s`'s sideways offset as set (0 for a section that does not
    /// scroll sideways). It may lie past the ends while a drag pulls it
    /// (rubber band); the section's scroller brings it back.
    ///
    /// - Complexity: O(1) while no offset is set, O(log r) for r segments.
    public func sectionOffset(ofSection s: Int) -> Double {
        guard !sectionOffsets.isEmpty, let x = sectionOffsets[s], behaviour(ofSection: s).scrollsSideways else { return 0 }
        return x
    }

    /// Sets section `s`'s sideways offset (ignored when not finite).
    public func setSectionOffset(_ x: Double, forSection s: Int) {
        guard x.isFinite else { return }
        if x == 0 { sectionOffsets[s] = nil } else { sectionOffsets[s] = x }
    }

    /// Forgets every sideways offset (all sections back at 0).
    public func resetSectionOffsets() {
        sectionOffsets = [:]
    }

    /// The sections whose sideways offset is not 0, in order.
    public var offsetSections: [Int] { sectionOffsets.keys.sorted() }

    /// Why `x` cannot be section `s`'s sideways offset, as one line; nil
    /// when it can (`s` scrolls sideways and `x` lies in `0…maximumOffset`).
    public func sectionOffsetProblem(_ x: Double, section s: Int) -> String? {
        guard (0..<sectionCount).contains(s) else {
            return sectionCount == 0 ? "there are no sections"
                : "no section \(s) (sections 0…\(sectionCount - 1))"
        }
        guard let g = sidewaysGeometry(ofSection: s) else {
            return "section \(s) does not scroll sideways (its orthogonal behaviour is none)"
        }
        guard x.isFinite else { return "the offset must be a finite number" }
        guard x >= 0, x <= g.maximumOffset + 1e-9 else {
            return "section \(s) scrolls sideways in 0…\(formatNumber(g.maximumOffset))"
        }
        return nil
    }

    /// Where section `s` rests after a sideways release at `current` with
    /// `velocity` whose free deceleration would end at `projected`: the
    /// section's behaviour applied to its geometry.
    ///
    /// - Complexity: O(log r) for r segments.
    public func sidewaysRest(ofSection s: Int, projected: Double, current: Double, velocity: Double) -> Double {
        guard let g = sidewaysGeometry(ofSection: s) else { return 0 }
        return behaviour(ofSection: s).restOffset(projected: projected, current: current, velocity: velocity,
                                                       geometry: g)
    }

    /// Sets `scroller` up to scroll section `s` sideways: its content is the
    /// section's width, its snapping the section's behaviour, its physics
    /// the layout's (with `paging` left to the behaviour). Returns false,
    /// leaving the scroller alone, when `s` does not scroll sideways.
    @discardableResult
    public func configure(_ scroller: Scroller, forSection s: Int) -> Bool {
        guard let g = sidewaysGeometry(ofSection: s) else { return false }
        let behaviour = behaviour(ofSection: s)
        var physics = ScrollPhysics(parameters: parameters)
        physics.paging = nil
        scroller.physics = physics
        scroller.configure(
            contentSize: Size(width: g.contentWidth, height: viewport.height), viewport: viewport, axis: .horizontal,
            isPaging: behaviour != .continuous,
            targetOffset: { proposed, velocity, current in
                Point(x: behaviour.restOffset(projected: proposed.x, current: current.x, velocity: velocity.x,
                                              geometry: g),
                      y: proposed.y)
            })
        return true
    }

    /// Where a sideways release in section `s` at `x` with `velocity`
    /// (points per second) comes to rest, and how long it takes: the
    /// section's scroller stepped at 120 frames per second, as
    /// `Scroller.simulateRelease` steps the page's.
    ///
    /// - Complexity: O(d) for a motion of d frames.
    public func simulateSidewaysRelease(section s: Int, offset x: Double, velocity: Double) -> (rest: Double, duration: Double) {
        let scroller = Scroller()
        guard configure(scroller, forSection: s) else { return (0, 0) }
        scroller.setOffset(Point(x: x, y: 0))
        scroller.fling(velocity: Point(x: velocity, y: 0), time: 0)
        var frame = 0
        var time = 0.0
        while scroller.isMoving && time < Scroller.simulationTimeLimit {
            frame += 1
            time = Double(frame) * Scroller.simulationFrameInterval
            scroller.advance(to: time)
        }
        return (scroller.restOffset.x, time)
    }

    /// The first item of section `s` (in item order) lying wholly inside
    /// the container (`0…W` across) when the section's sideways offset is
    /// `x`; nil when none does.
    ///
    /// - Complexity: O(log r + log G + m) for r segments, G groups and the
    ///   m items of the groups up to the first that fits.
    public func firstFullyVisibleItem(inSection s: Int, atOffset x: Double) -> Int? {
        guard (0..<sectionCount).contains(s) else { return nil }
        let (seg, l) = geometry.place(ofSection: s)
        let shift = seg.parts.sectionBehaviour[l].scrollsSideways ? x : 0
        let groups = seg.parts.groups(ofSection: l)
        var low = groups.lowerBound, high = groups.upperBound
        while low < high {
            let mid = (low + high) / 2
            if seg.parts.groupX[mid] - shift >= -1e-9 { high = mid } else { low = mid + 1 }
        }
        let W = viewport.width
        for k in low..<groups.upperBound {
            guard seg.parts.groupX[k] - shift < W else { break }
            for g in Int(seg.parts.groupFirstItem[k])..<Int(seg.parts.groupFirstItem[k + 1]) {
                let minX = seg.parts.itemX[g] - shift, maxX = minX + seg.parts.itemWidth[g]
                if minX >= -1e-9, maxX <= W + 1e-9, seg.parts.itemWidth[g] > 0 {
                    return g - seg.parts.items(ofSection: l).lowerBound
                }
            }
        }
        return nil
    }

    /// The section of the item with global number `g`.
    ///
    /// - Complexity: O(log r) for r segments.
    public func section(ofGlobalItem g: Int) -> Int { geometry.section(ofItem: g) }
}

extension CompositionalLayout {
    /// The section that scrolls sideways whose groups' band (below its
    /// header, down to its bottom) holds content y `y`; nil over a header, a
    /// section that does not scroll sideways, or outside the content.
    ///
    /// - Complexity: O(log s) for s sections.
    public func sidewaysSection(atContentY y: Double) -> Int? {
        guard y.isFinite, y >= 0, y < contentSize.height, let s = geometry.section(containingY: y) else { return nil }
        let (seg, l) = geometry.place(ofSection: s)
        guard seg.parts.sectionBehaviour[l].scrollsSideways,
              y >= geometry.top(ofSection: s) + seg.parts.sectionHeaderHeight[l] else { return nil }
        return s
    }
}
