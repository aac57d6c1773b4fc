/// UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior`: how a
/// section of a compositional layout that scrolls sideways comes to rest.
/// Each case is a pure function from where a release would decelerate to
/// (the projected offset) to where the section rests, in the section's own
/// sideways offset (0: the first group at the section's leading inset).
///
/// What Apple documents, and how it is read here:
/// - `none`: the section does not scroll sideways (always 0);
/// - `continuous`: free deceleration (the projected offset, in range);
/// - `continuousGroupLeadingBoundary`: free deceleration that comes to rest
///   on a group's leading edge (the edge nearest the projected offset);
/// - `paging`: pages of the container's width, one page per swipe, as a
///   paging scroll view does;
/// - `groupPaging`: one group per page, resting on a group's leading edge,
///   one group per swipe;
/// - `groupPagingCentered`: one group per page with the group centred in the
///   container, one group per swipe.
public enum OrthogonalScrollingBehavior: String, CaseIterable, Hashable, Sendable {
    /// The section does not scroll sideways.
    case none
    /// Scrolls freely and rests where it stops.
    case continuous
    /// Scrolls freely and rests on a group's leading edge.
    case continuousGroupLeadingBoundary
    /// Rests on multiples of the container's width, one page per swipe.
    case paging
    /// Rests on a group's leading edge, one group per swipe.
    case groupPaging
    /// Rests with a group centred in the container, one group per swipe.
    case groupPagingCentered

    /// What a section's sideways geometry is: the container's width, the
    /// width of a group and the space between groups, the section's leading
    /// and trailing insets, and how many groups it has.
    public struct Geometry: Hashable, Sendable {
        /// The width of the section's container, in points.
        public var containerWidth: Double
        /// The width of one group.
        public var groupWidth: Double
        /// The space between neighbouring groups.
        public var interGroupSpacing: Double
        /// The section's leading content inset.
        public var leadingInset: Double
        /// The section's trailing content inset.
        public var trailingInset: Double
        /// How many groups the section has.
        public var groupCount: Int

        /// A section of `groupCount` groups of `groupWidth` in a container `containerWidth` wide.
        public init(containerWidth: Double, groupWidth: Double, interGroupSpacing: Double = 0,
                    leadingInset: Double = 0, trailingInset: Double = 0, groupCount: Int) {
            self.containerWidth = containerWidth
            self.groupWidth = groupWidth
            self.interGroupSpacing = interGroupSpacing
            self.leadingInset = leadingInset
            self.trailingInset = trailingInset
            self.groupCount = groupCount
        }

        /// The distance from one group's leading edge to the next one's.
        public var pitch: Double { groupWidth + interGroupSpacing }

        /// The width of the section's content: insets, groups and the spaces between them.
        public var contentWidth: Double {
            guard groupCount > 0 else { return leadingInset + trailingInset }
            return leadingInset + Double(groupCount) * groupWidth + Double(groupCount - 1) * interGroupSpacing
                + trailingInset
        }

        /// The largest sideways offset: the content's end at the container's.
        public var maximumOffset: Double { max(0, contentWidth - containerWidth) }

        /// `x` clamped to `0…maximumOffset`.
        public func clamped(_ x: Double) -> Double { min(max(0, x), maximumOffset) }

        /// The offset that puts group `k`'s leading edge at the container's
        /// leading inset (group 0 rests at 0).
        public func leadingOffset(ofGroup k: Int) -> Double { Double(k) * pitch }

        /// The offset that centres group `k` in the container.
        public func centredOffset(ofGroup k: Int) -> Double {
            leadingInset + Double(k) * pitch + groupWidth / 2 - containerWidth / 2
        }

        /// The group whose index is `value` rounded, within `0..<groupCount`.
        func group(_ value: Double) -> Int {
            guard groupCount > 0, value.isFinite else { return 0 }
            return min(max(0, Int(value.rounded())), groupCount - 1)
        }
    }

    /// Whether the section scrolls sideways at all.
    public var scrollsSideways: Bool { self != .none }

    /// Where a sideways release in a section of `geometry` comes to rest:
    /// `projected` is where the free deceleration would end, `current` the
    /// offset at release, `velocity` its speed (its sign: the direction).
    ///
    /// - Complexity: O(1).
    public func restOffset(projected: Double, current: Double, velocity: Double, geometry g: Geometry) -> Double {
        switch self {
        case .none:
            return 0
        case .continuous:
            return g.clamped(projected)
        case .continuousGroupLeadingBoundary:
            guard g.pitch > 0 else { return g.clamped(projected) }
            return g.clamped(g.leadingOffset(ofGroup: g.group(projected / g.pitch)))
        case .paging:
            let page = g.containerWidth
            guard page > 0 else { return g.clamped(projected) }
            let target = Self.oneStep(from: current / page, velocity: velocity)
            // The last page ends at the content's end.
            return g.clamped(target * page)
        case .groupPaging:
            guard g.pitch > 0 else { return g.clamped(projected) }
            let k = Self.oneStep(from: current / g.pitch, velocity: velocity)
            return g.clamped(g.leadingOffset(ofGroup: g.group(k)))
        case .groupPagingCentered:
            guard g.pitch > 0 else { return g.clamped(projected) }
            // Group k is centred at leadingInset + k·pitch + w/2 − W/2.
            let origin = g.centredOffset(ofGroup: 0)
            let k = Self.oneStep(from: (current - origin) / g.pitch, velocity: velocity)
            return g.clamped(g.centredOffset(ofGroup: g.group(k)))
        }
    }

    /// A paging scroll view's choice, in steps: the step nearest `position`
    /// for a slow release, else the next step in the direction of travel —
    /// one step per swipe, however fast (so the projection does not count).
    static func oneStep(from position: Double, velocity: Double) -> Double {
        guard abs(velocity) >= slowRelease else { return position.rounded() }
        return velocity > 0 ? position.rounded(.down) + 1 : position.rounded(.up) - 1
    }

    /// Below this speed (points per second) a release stays on the nearest
    /// page, as UIScrollView's paging does for a lift without a flick.
    public static let slowRelease = 200.0
}
