/// A seamless wrap of the scroll position along one axis, for layouts that
/// loop forever (the wheel). Offsets below `lower` gain `period`, offsets
/// above `upper` lose it; the picture is identical on both sides.
public struct Wrapping: Hashable, Sendable {
    /// The axis along which the offset wraps.
    public var axis: Axis
    /// The smallest offset shown as it is; below it the offset gains `period`.
    public var lower: Double
    /// The largest offset shown as it is; above it the offset loses `period`.
    public var upper: Double
    /// The distance after which the picture repeats.
    public var period: Double

    /// A wrap of the offset along `axis` by `period` outside `lower…upper`.
    public init(axis: Axis, lower: Double, upper: Double, period: Double) {
        self.axis = axis
        self.lower = lower
        self.upper = upper
        self.period = period
    }

    /// `offset` brought back into `lower…upper` by whole periods.
    public func wrap(_ offset: Double) -> Double {
        guard period > 0, offset.isFinite else { return offset }
        var v = offset
        if v < lower { v += period * ((lower - v) / period).rounded(.up) }
        if v > upper { v -= period * ((v - upper) / period).rounded(.up) }
        return v
    }

    /// `p` with its component along `axis` wrapped, the other unchanged.
    public func wrap(_ p: Point) -> Point {
        var q = p
        q[axis] = wrap(p[axis])
        return q
    }
}

/// A layout answers the questions `UICollectionViewLayout` answers: content
/// size, the elements in a rect, one item's attributes, invalidation on a
/// bounds change, and where scrolling should come to rest.
///
/// Coordinates: content space, points, origin top-left, y down. `offset` is
/// the content offset (the top-left of the visible rect); layouts whose
/// attributes depend on it (scale, 3-D angle, alpha) take it explicitly, so a
/// layout never knows about scrolling input.
public protocol CollectionLayout: AnyObject {
    /// The stable identifier used by the command line and presets (`cards`).
    static var id: String { get }
    /// A human title for the layout switcher.
    static var title: String { get }
    /// The parameters this layout exposes.
    static var parameterSpecs: [ParameterSpec] { get }
    /// Whether items keep their sections; otherwise `prepare` gets one
    /// section holding every item.
    static var usesSections: Bool { get }

    /// A layout configured by `parameters` (validated against `parameterSpecs`).
    init(parameters: LayoutParameters)

    /// The parameters the layout was made with.
    var parameters: LayoutParameters { get }

    /// Computes whatever the queries need for `context`. Called again after
    /// the data or the viewport changes.
    func prepare(_ context: LayoutContext)

    /// The size of the scrollable content.
    var contentSize: Size { get }

    /// The content size as far as the layout knows it without finishing
    /// work a batch deferred (`finishDeferredWork(itemBudget:)`): what a
    /// host reads every frame while a gesture goes on (a scroll indicator,
    /// the scroll range), where `contentSize` could place a million items.
    /// A layout that defers nothing answers `contentSize`; the waterfall
    /// documents how far off its estimate can be. While work is deferred
    /// the estimate reaches at least as far along the scroll axis as any
    /// rect the layout was asked about (`elements(in:offset:)`), so an
    /// offset clamped to it after asking for the view there is clamped
    /// exactly.
    ///
    /// - Complexity: O(1) in every shipped layout.
    var estimatedContentSize: Size { get }

    /// Does up to `itemBudget` items' worth of the work a batch deferred
    /// (the waterfall places the items no query has asked for yet); true
    /// when none is left. A host calls it in slices while idle, then reads
    /// the exact `contentSize`. By default nothing is ever deferred: true.
    ///
    /// - Complexity: O(itemBudget) in every shipped layout.
    func finishDeferredWork(itemBudget: Int) -> Bool

    /// The direction the user scrolls this layout in.
    var scrollAxis: Axis { get }

    /// The attributes of every element whose untransformed frame intersects
    /// `rect`, with their offset-dependent effects for `offset`.
    ///
    /// - Complexity: O(log n + k) for k returned elements.
    func elements(in rect: Rect, offset: Point) -> [LayoutAttributes]

    /// The attributes of one item at `offset`, or nil when it does not exist
    /// (or is not placed at that offset, as in the stack).
    ///
    /// - Complexity: O(1) in every shipped layout.
    func attributesForItem(at indexPath: IndexPath, offset: Point) -> LayoutAttributes?

    /// Whether a change of the visible rect from `oldBounds` to `newBounds`
    /// requires `prepare` again (a size change) — scrolling alone never does.
    ///
    /// - Complexity: O(1).
    func shouldInvalidate(forBoundsChange newBounds: Rect, from oldBounds: Rect) -> Bool

    /// Where scrolling released at `proposed` (the velocity-projected rest
    /// point) with `velocity` (points per second) should come to rest.
    ///
    /// - Complexity: O(1) in every shipped layout.
    func targetContentOffset(forProposed proposed: Point, velocity: Point, current: Point) -> Point

    /// The item the layout considers current at `offset` (the centred card,
    /// the picked row), or nil for layouts without one.
    ///
    /// - Complexity: O(1) in every shipped layout.
    func currentIndex(at offset: Point) -> Int?

    /// The offset that brings `indexPath` to the layout's focus (the centre, the
    /// picked row, the top of the ring), nearest to `offset` on looping layouts.
    /// Nil when the item does not exist.
    ///
    /// - Complexity: O(1) in every shipped layout.
    func contentOffset(focusing indexPath: IndexPath, from offset: Point) -> Point?

    /// The content offset a fresh view starts at.
    var initialContentOffset: Point { get }

    /// The item to bring into view after a person chose this configuration
    /// while the item at `index` was current, when that item alone would
    /// show next to nothing of it (a Time Machine at its first item draws
    /// one card); nil to stay. The default stays.
    ///
    /// - Complexity: O(1) in every shipped layout.
    func itemShowingDepth(from index: Int) -> Int?

    /// How the scroll position wraps, for looping layouts.
    var wrapping: Wrapping? { get }

    /// Whether releases snap to rest offsets (paging layouts).
    var isPaging: Bool { get }

    /// The value the layout actually uses for the parameter `key` since its
    /// last `prepare`: what `auto` resolved to for that viewport and data
    /// (the ring's radius, the waterfall's column count, the cards' insets),
    /// or the set value itself. Nil for an unknown key, or for `auto` before
    /// the first `prepare`. The side panel shows it in place of `auto`, so
    /// that turning `auto` off keeps what is on screen.
    ///
    /// A layout with `allowsAuto` parameters implements it; the default
    /// answers the set value and nil for `auto`.
    ///
    /// - Complexity: O(1) in every shipped layout.
    func effectiveValue(forKey key: String) -> ParameterValue?

    /// Why the layout, as configured, cannot show `context` (e.g. more rows
    /// than its geometry can hold), as a one-line error; nil when it can.
    /// The command line refuses such a view, the app says why. The default
    /// asks `limitation(itemCount:viewport:layoutDirection:)`.
    func limitation(for context: LayoutContext) -> LayoutError?

    /// The part of `limitation(for:)` that reads only how many items there
    /// are, in what viewport, which way: what a host asks after each batch
    /// update, without the new data's full context (a million items'
    /// metrics). Nil by default.
    ///
    /// - Complexity: O(1) in the item count in every shipped layout.
    func limitation(itemCount: Int, viewport: Size, layoutDirection: LayoutDirection) -> LayoutError?

    /// Whether the parameter `key` changes anything in this configuration
    /// (a carousel's cover-flow tilt does nothing on a rotary): the side
    /// panel shows only those.
    func usesParameter(_ key: String) -> Bool

    /// For a picker, the band (top to bottom, relative to the viewport's
    /// centre) that its chosen item fills; nil for other layouts.
    var selectionBand: ClosedRange<Double>? { get }

    /// For content laid out around a centre (a ring): how a drag turns it,
    /// by the pointer's motion around the centre. Default nil: drags move
    /// the content along the scroll axis.
    var turning: Turning? { get }

    /// Prepares this fresh layout (made with the same parameters as
    /// `previous`) for the data after `update`, reusing what `previous`
    /// worked out for the data before it: the cost of the change, not of
    /// the data. The result is the same as `prepare` with the new data's full
    /// context (`update.context`).
    ///
    /// Returns false, preparing nothing, when it cannot: `previous` is of
    /// another kind or was prepared for another viewport or direction, or
    /// the layout cannot show the new data (`limitation(for:)`, which the
    /// caller then asks with the full context). The default always answers false.
    ///
    /// - Complexity: O(1) for the layouts whose geometry depends only on the
    ///   item count (cards, stack, carousel, wheel, ring, springs); for the
    ///   flow O(b log b + n − f), its lines from the first changed item (f)
    ///   until they line up with the old ones placed again; for the waterfall
    ///   O(b log b + s + n/C + log n): it keeps the items before f and defers
    ///   the rest (each item depends on every one before it), placing them as
    ///   queries ask (`finishDeferredWork(itemBudget:)`).
    func prepare(updating previous: any CollectionLayout, with update: LayoutUpdate) -> Bool

    /// Where an inserted item starts its appearance, given the attributes
    /// `final` it has once the update is done, at `offset` (UIKit's
    /// `initialLayoutAttributesForAppearingItem`). Default: faded out at
    /// 0.8 scale; paging layouts slide it in from the side.
    ///
    /// - Complexity: O(1).
    func initialAttributesForAppearingItem(_ final: LayoutAttributes, offset: Point) -> LayoutAttributes

    /// Where a deleted item ends its disappearance, given the attributes
    /// `initial` it had before the update, at `offset` (UIKit's
    /// `finalLayoutAttributesForDisappearingItem`). Default: faded out at
    /// 0.8 scale; paging layouts slide it out of the viewport.
    ///
    /// - Complexity: O(1).
    func finalAttributesForDisappearingItem(_ initial: LayoutAttributes, offset: Point) -> LayoutAttributes
}

extension CollectionLayout {
    /// By default a layout takes its items as one section.
    public static var usesSections: Bool { false }

    /// By default nothing is deferred: the content size itself.
    public var estimatedContentSize: Size { contentSize }

    /// By default nothing is deferred: nothing to do.
    ///
    /// - Complexity: O(1).
    public func finishDeferredWork(itemBudget: Int) -> Bool { true }

    /// By default a view starts at the origin.
    public var initialContentOffset: Point { .zero }
    /// By default the offset does not wrap.
    public var wrapping: Wrapping? { nil }
    /// By default releases come to rest where they decelerate to.
    public var isPaging: Bool { false }

    /// By default only a change of the viewport's size invalidates.
    ///
    /// - Complexity: O(1).
    public func shouldInvalidate(forBoundsChange newBounds: Rect, from oldBounds: Rect) -> Bool {
        newBounds.size != oldBounds.size
    }

    /// By default the proposed offset itself: no snapping.
    ///
    /// - Complexity: O(1).
    public func targetContentOffset(forProposed proposed: Point, velocity: Point, current: Point) -> Point {
        proposed
    }

    /// By default the set value; nil for `auto`, which only the layout can resolve.
    ///
    /// - Complexity: O(p) for the layout's p parameters.
    public func effectiveValue(forKey key: String) -> ParameterValue? {
        defaultEffectiveValue(forKey: key)
    }

    /// What the default `effectiveValue(forKey:)` answers: the set value, the
    /// preset's value for a scrolling key on `auto`, nil for another `auto`
    /// or an unknown key. Layouts that resolve some keys
    /// themselves answer the others with it.
    ///
    /// - Complexity: O(p) for the layout's p parameters.
    public func defaultEffectiveValue(forKey key: String) -> ParameterValue? {
        guard parameters.specs.contains(where: { $0.key == key }) else { return nil }
        let value = parameters[key]
        guard value == .auto else { return value }
        return ScrollPhysics.effectiveValue(forKey: key, in: parameters, layoutPages: isPaging)
    }

    /// By default no item is current.
    ///
    /// - Complexity: O(1).
    public func currentIndex(at offset: Point) -> Int? { nil }

    /// None: every item shows the configuration as well as any other.
    public func itemShowingDepth(from index: Int) -> Int? { nil }

    /// What the item count, viewport and direction rule out.
    public func limitation(for context: LayoutContext) -> LayoutError? {
        limitation(itemCount: context.itemCount, viewport: context.viewport, layoutDirection: context.layoutDirection)
    }

    /// None: most layouts show any number of items in any viewport.
    public func limitation(itemCount: Int, viewport: Size, layoutDirection: LayoutDirection) -> LayoutError? { nil }

    /// None: only pickers choose the item in a band.
    public var selectionBand: ClosedRange<Double>? { nil }

    /// None: drags move the content along the scroll axis.
    public var turning: Turning? { nil }

    /// Every parameter counts, by default.
    public func usesParameter(_ key: String) -> Bool { true }

    /// A fresh layout with default parameters.
    public init() {
        self.init(parameters: LayoutParameters(layoutID: Self.id, specs: Self.parameterSpecs))
    }

    /// A layout with `assignments` (`key=value`) applied over the defaults.
    public init(assignments: [String]) throws(LayoutError) {
        var parameters = LayoutParameters(layoutID: Self.id, specs: Self.parameterSpecs)
        try parameters.apply(assignments: assignments)
        self.init(parameters: parameters)
    }

    /// The largest valid content offset along each axis (never negative).
    ///
    /// - Complexity: O(1).
    public func maximumContentOffset(viewport: Size) -> Point {
        Point(x: max(0, contentSize.width - viewport.width), y: max(0, contentSize.height - viewport.height))
    }

    /// The element drawn topmost at `point` (content coordinates), using each
    /// element's transforms and mask — the same geometry the renderer draws:
    /// a point in the masked-away part of an element does not hit it.
    ///
    /// - Complexity: a rect query of the viewport, O(log n + k), then
    ///   O(k log k) to order the k visible elements by zIndex.
    public func element(at point: Point, offset: Point, viewport: Size) -> LayoutAttributes? {
        let visible = Rect(origin: offset, size: viewport)
        let candidates = elements(in: visible, offset: offset)
            .filter { $0.category == .cell && !$0.isHidden && $0.alpha > 0.01 }
            .sorted { $0.zIndex > $1.zIndex }
        return candidates.first { $0.visibleQuad()?.contains(point) ?? false }
    }
}
