import Foundation

/// Items on a circle that turns as the content scrolls (the ring of seed 002 in docs/REFERENCE.md
/// builds on, in the manner of iCarousel's rotary carousel): scrolling
/// vertically by one `stepLength` turns the ring by one item, `n` steps make
/// a full turn, and the ring turns forever.
///
/// Coordinate spaces:
/// - *Content space* (points, y down). The ring's centre is the viewport
///   centre `(x + W/2, y + H/2)` for the content offset `(x, y)`, so the ring
///   stays in view while scrolling turns it.
/// - *Ring space*: angles in radians measured from the +x axis toward +y
///   (clockwise on screen). Item `i` sits at
///   `θ_i = startAngle + 2π(i − (y − S)/S)/n` with `S = stepLength`, i.e. at
///   the looping start `y = S` item 0 is at `startAngle` and the others follow
///   clockwise. Its centre is the ring's centre plus `radius·(cos θ_i, sin θ_i)`.
///
/// Like the wheel, the content is `n` steps long plus a margin, and the
/// offset wraps by `n·S` between `S/2` and `(n+1)·S`, so turning never ends.
public final class RingLayout: CollectionLayout, ParameterKeyed {
    /// The identifier, `ring`.
    public static let id = "ring"
    /// The title in the layout switcher, "Ring".
    public static let title = "Ring"
    /// The layout's own parameter keys, declared once.
    public enum Key: String, CaseIterable, Sendable {
        /// Width of an item.
        case itemWidth
        /// Height of an item.
        case itemHeight
        /// Radius of the circle; auto is the largest that keeps the items clear of the viewport's edges.
        case radius
        /// Where the current item rests, in degrees (−90 is the top).
        case startAngle
        /// Scrolling distance that turns the ring by one item.
        case stepLength
        /// Shrink items toward the far side of the ring.
        case scaleByDepth
        /// Scale of the item opposite the start angle.
        case minimumScale
        /// With more items than this, only this many nearest the start angle are placed.
        case maximumVisibleItems
    }

    /// The parameters: `itemWidth`, `itemHeight`, `radius` (`auto` fits the viewport),
    /// `startAngle`, `stepLength`, `scaleByDepth` and `minimumScale`.
    public static let parameterSpecs: [ParameterSpec] = [
        ParameterSpec(key: Key.itemWidth, title: "Item width", kind: .number(range: 1...4000, step: 1),
                      defaultValue: .number(80), help: "Width of an item").slider(upTo: 1000),
        ParameterSpec(key: Key.itemHeight, title: "Item height", kind: .number(range: 1...4000, step: 1),
                      defaultValue: .number(80), help: "Height of an item").slider(upTo: 1000),
        ParameterSpec(key: Key.radius, title: "Radius", kind: .number(range: 0...100_000, step: 1),
                      defaultValue: .auto, allowsAuto: true,
                      help: "Radius of the circle; auto is the largest that keeps the items clear of the viewport's edges").slider(upTo: 1000),
        ParameterSpec(key: Key.startAngle, title: "Start angle", kind: .number(range: -360...360, step: 1),
                      defaultValue: .number(-90), help: "Where the current item rests, in degrees (−90 is the top)"),
        ParameterSpec(key: Key.stepLength, title: "Step length", kind: .number(range: 1...10_000, step: 1),
                      defaultValue: .number(100), help: "Scrolling distance that turns the ring by one item"),
        ParameterSpec(key: Key.scaleByDepth, title: "Scale by depth", kind: .bool, defaultValue: .bool(false),
                      help: "Shrink items toward the far side of the ring"),
        ParameterSpec(key: Key.minimumScale, title: "Minimum scale", kind: .number(range: 0.05...1, step: 0.01),
                      defaultValue: .number(0.5), help: "Scale of the item opposite the start angle"),
        ParameterSpec(key: Key.maximumVisibleItems, title: "Visible items", kind: .integer(range: 1...10_000),
                      defaultValue: .integer(200),
                      help: "With more items than this, only this many nearest the start angle are placed"),
    ] + ScrollPhysics.parameterSpecs(preset: .uikit) + Autoplay.parameterSpecs

    /// The parameters the layout was made with.
    public let parameters: LayoutParameters
    /// Every item's size, `itemWidth × itemHeight`.
    public let itemSize: Size
    private let fixedRadius: Double?
    /// `startAngle` in radians.
    public let startAngle: Double
    /// The scrolling distance that turns the ring by one item.
    public let stepLength: Double
    /// Whether items shrink toward the far side of the ring.
    public let scalesByDepth: Bool
    /// The scale of the item opposite the start angle when `scalesByDepth`.
    public let minimumScale: Double
    /// How many items are placed at most (iCarousel's `numberOfVisibleItems`):
    /// all of a circle's items lie in the viewport, so without a cap a ring of
    /// a million items would place a million elements each frame.
    public let maximumVisibleItems: Int

    /// The viewport of the last `prepare`.
    public private(set) var viewport: Size = .zero
    /// The number of items of the last `prepare`.
    public private(set) var itemCount = 0
    /// The radius in effect (resolved from `auto` for the viewport).
    public private(set) var radius: Double = 0
    /// Whether `prepare` has run, so that `radius` holds what `auto` resolved to.
    private var isPrepared = false

    /// A ring configured by `parameters` (validated against `parameterSpecs`).
    public init(parameters: LayoutParameters) {
        self.parameters = parameters
        itemSize = Size(width: parameters.number(Key.itemWidth), height: parameters.number(Key.itemHeight))
        fixedRadius = parameters.numberOrAuto(Key.radius)
        startAngle = parameters.number(Key.startAngle) * Double.pi / 180
        stepLength = parameters.number(Key.stepLength)
        scalesByDepth = parameters.bool(Key.scaleByDepth)
        minimumScale = parameters.number(Key.minimumScale)
        maximumVisibleItems = max(1, parameters.integer(Key.maximumVisibleItems))
    }

    /// Vertical: the content scrolls up and down.
    public var scrollAxis: Axis { .vertical }
    /// True: releases snap to `targetContentOffset(forProposed:velocity:current:)`.
    public var isPaging: Bool { true }

    /// The room `auto` keeps between the items and the viewport's edges, points.
    public static let edgeMargin = 16.0

    /// Resolves `auto` to `max(0, (min(W − itemWidth, H − itemHeight) − 2·edgeMargin)/2)`:
    /// the largest ring whose items stay `edgeMargin` clear of the edges.
    ///
    /// - Complexity: O(1).
    public func prepare(_ context: LayoutContext) {
        prepare(viewport: context.viewport, itemCount: context.itemCount, layoutDirection: context.layoutDirection)
    }

    /// What `prepare` works out, which depends only on the viewport, the
    /// item count and the direction.
    func prepare(viewport newViewport: Size, itemCount newItemCount: Int,
                 layoutDirection newDirection: LayoutDirection) {
        viewport = newViewport
        itemCount = newItemCount
        radius = fixedRadius
            ?? max(0, (min(viewport.width - itemSize.width, viewport.height - itemSize.height) - 2 * Self.edgeMargin) / 2)
        isPrepared = true
    }

    /// `radius`: the radius in effect (for `auto`, the largest that keeps
    /// the items in the prepared viewport); every other key as set.
    ///
    /// - Complexity: O(p) for the layout's p parameters.
    public func effectiveValue(forKey key: String) -> ParameterValue? {
        guard key == Key.radius.rawValue, fixedRadius == nil else { return defaultEffectiveValue(forKey: key) }
        return isPrepared ? .number(radius) : nil
    }

    /// `(W, S·(n+1) + H)`: room to scroll from the wrap point `S/2` to
    /// `(n+1)·S`; empty without items.
    public var contentSize: Size {
        guard itemCount > 0 else { return Size(width: viewport.width, height: 0) }
        return Size(width: viewport.width, height: stepLength * Double(itemCount + 1) + viewport.height)
    }

    /// `(0, S)`: item 0 at the start angle.
    public var initialContentOffset: Point {
        itemCount > 0 ? Point(x: 0, y: stepLength) : .zero
    }

    /// Below `S/2` add `n·S`, above `(n+1)·S` subtract it.
    public var wrapping: Wrapping? {
        guard itemCount > 0 else { return nil }
        return Wrapping(axis: .vertical, lower: stepLength / 2, upper: Double(itemCount + 1) * stepLength,
                        period: Double(itemCount) * stepLength)
    }

    /// The turn of the ring at `offsetY`, in items: `t = y/S − 1`, so that
    /// `θ_i = startAngle + 2π(i − t)/n`.
    ///
    /// - Complexity: O(1).
    public func turn(atOffsetY y: Double) -> Double {
        y / stepLength - 1
    }

    /// Item `i`'s angle `θ_i` (radians) at `offsetY`.
    ///
    /// - Complexity: O(1).
    public func angle(ofItem i: Int, offsetY y: Double) -> Double {
        guard itemCount > 0 else { return startAngle }
        return startAngle + 2 * Double.pi * (Double(i) - turn(atOffsetY: y)) / Double(itemCount)
    }

    /// How near an item at `angle` is to the start angle: `(1 + cos(θ − startAngle))/2`,
    /// 1 there and 0 opposite.
    ///
    /// - Complexity: O(1).
    public func depth(atAngle angle: Double) -> Double {
        (1 + cos(angle - startAngle)) / 2
    }

    /// The scale at `angle`: `minimumScale + (1 − minimumScale)·depth`
    /// with `scaleByDepth`, else 1.
    ///
    /// - Complexity: O(1).
    public func scale(atAngle angle: Double) -> Double {
        scalesByDepth ? minimumScale + (1 - minimumScale) * depth(atAngle: angle) : 1
    }

    /// Drags turn the ring around its centre (the viewport's): one step
    /// `S` per `2π/n` radians, so the items follow the finger from any side.
    public var turning: Turning? {
        guard itemCount > 0 else { return nil }
        return Turning(center: Point(x: viewport.width / 2, y: viewport.height / 2),
                       offsetPerRadian: Double(itemCount) * stepLength / (2 * Double.pi))
    }

    /// The ring's centre in content space at `offset`.
    ///
    /// - Complexity: O(1).
    public func ringCenter(offset: Point) -> Point {
        Point(x: offset.x + viewport.width / 2, y: offset.y + viewport.height / 2)
    }

    private func attributes(ofItem i: Int, offset: Point) -> LayoutAttributes {
        let theta = angle(ofItem: i, offsetY: offset.y)
        let k = scale(atAngle: theta)
        return LayoutAttributes(
            indexPath: IndexPath(item: i),
            center: ringCenter(offset: offset) + Point(x: radius * cos(theta), y: radius * sin(theta)),
            size: itemSize,
            zIndex: Int((depth(atAngle: theta) * 1000).rounded()),
            transform: k == 1 ? .identity : AffineTransform(scaleX: k, y: k))
    }

    /// The items whose untransformed frame intersects `rect`.
    ///
    /// A frame meets `rect` when its centre lies in `rect` grown by half the
    /// item size; the ring crosses that rectangle in at most four arcs, and
    /// each arc's angles give a range of indices directly.
    ///
    /// With more than `maximumVisibleItems` items, only the placed ones (the
    /// window nearest the start angle) are considered.
    ///
    /// - Complexity: O(k) for the k items returned, at most O(maximumVisibleItems).
    public func elements(in rect: Rect, offset: Point) -> [LayoutAttributes] {
        let n = itemCount
        guard n > 0, !rect.isEmpty, offset.isFinite else { return [] }
        if let window = placedWindow(offsetY: offset.y) {
            return window.compactMap { j in
                let a = attributes(ofItem: positiveModulo(j, n), offset: offset)
                return a.frame.intersects(rect) ? a : nil
            }
        }
        let grown = rect.insetBy(dx: -itemSize.width / 2, dy: -itemSize.height / 2)
        let arcs = Self.arcs(of: ringCenter(offset: offset), radius: radius, inside: grown)
        guard !arcs.isEmpty else { return [] }
        // θ = startAngle + 2π(i − t)/n  ⇔  i = (θ − startAngle)·n/2π + t, with
        // t reduced into (−n, n) so the bounds stay small.
        let t = turn(atOffsetY: offset.y).truncatingRemainder(dividingBy: Double(n))
        let perRadian = Double(n) / (2 * Double.pi)
        var seen = Set<Int>()
        var result: [LayoutAttributes] = []
        func consider(_ i: Int) {
            guard seen.insert(i).inserted else { return }
            let a = attributes(ofItem: i, offset: offset)
            if a.frame.intersects(rect) { result.append(a) }
        }
        for arc in arcs {
            let from = (arc.lowerBound - startAngle) * perRadian + t
            let to = (arc.upperBound - startAngle) * perRadian + t
            let first = Int(from.rounded(.down)) - 1
            let last = Int(to.rounded(.up)) + 1
            if last - first + 1 >= n {
                for i in 0..<n { consider(i) }
                break
            }
            for j in first...last { consider(positiveModulo(j, n)) }
        }
        return result
    }

    /// Item `indexPath.item` where the ring has turned at `offset`, or nil
    /// when it is not placed (outside the window of `maximumVisibleItems`
    /// nearest the start angle).
    ///
    /// - Complexity: O(1).
    public func attributesForItem(at indexPath: IndexPath, offset: Point) -> LayoutAttributes? {
        guard indexPath.section == 0, (0..<itemCount).contains(indexPath.item) else { return nil }
        if let window = placedWindow(offsetY: offset.y) {
            let n = itemCount
            let from = positiveModulo(window.lowerBound, n)
            guard positiveModulo(indexPath.item - from, n) < window.count else { return nil }
        }
        return attributes(ofItem: indexPath.item, offset: offset)
    }

    /// The unreduced indices of the placed items when the cap applies: the
    /// `maximumVisibleItems` whose angles lie nearest the start angle.
    private func placedWindow(offsetY y: Double) -> ClosedRange<Int>? {
        let m = maximumVisibleItems
        guard itemCount > m, y.isFinite else { return nil }
        let t = turn(atOffsetY: y).truncatingRemainder(dividingBy: Double(itemCount))
        let first = Int(t.rounded()) - m / 2
        return first...(first + m - 1)
    }

    /// The item nearest the start angle: `θ_i ≡ startAngle` when `i ≡ t`,
    /// so `round(y/S − 1) mod n`.
    ///
    /// - Complexity: O(1).
    public func currentIndex(at offset: Point) -> Int? {
        guard itemCount > 0 else { return nil }
        guard offset.y.isFinite else { return 0 }
        let front = turn(atOffsetY: offset.y).rounded().truncatingRemainder(dividingBy: Double(itemCount))
        return positiveModulo(Int(front), itemCount)
    }

    /// The nearest whole step to `proposed.y`, where an item rests at the
    /// start angle. Never clamped: the ring wraps seamlessly.
    ///
    /// - Complexity: O(1).
    public func targetContentOffset(forProposed proposed: Point, velocity: Point, current: Point) -> Point {
        guard itemCount > 0, proposed.y.isFinite else { return Point(x: current.x, y: initialContentOffset.y) }
        return Point(x: current.x, y: (proposed.y / stepLength).rounded() * stepLength)
    }

    /// `(1 + i + k·n)·S` for the whole `k` that puts it nearest to `offset`.
    ///
    /// - Complexity: O(1).
    public func contentOffset(focusing indexPath: IndexPath, from offset: Point) -> Point? {
        guard indexPath.section == 0, (0..<itemCount).contains(indexPath.item) else { return nil }
        let n = Double(itemCount), i = Double(indexPath.item)
        let from = offset.y.isFinite ? offset.y : stepLength
        let k = ((from / stepLength - 1 - i) / n).rounded()
        return Point(x: offset.x, y: (1 + i + k * n) * stepLength)
    }

    /// The arcs (angle ranges in `0…2π`) of the circle about `c` with radius
    /// `r` that lie in `box`, slightly widened so that no arc is lost to
    /// rounding. A zero radius gives the whole circle or nothing.
    private static func arcs(of c: Point, radius r: Double, inside box: Rect) -> [ClosedRange<Double>] {
        let twoPi = 2 * Double.pi
        let slack = 1e-9 * max(1, r, abs(c.x), abs(c.y))
        let loose = box.insetBy(dx: -slack, dy: -slack)
        func inside(_ p: Point) -> Bool {
            p.x >= loose.minX && p.x <= loose.maxX && p.y >= loose.minY && p.y <= loose.maxY
        }
        func point(_ a: Double) -> Point { Point(x: c.x + r * cos(a), y: c.y + r * sin(a)) }
        guard r > 0 else { return inside(c) ? [0...twoPi] : [] }
        // Where the circle crosses the box's edge lines.
        var cuts: [Double] = []
        for x in [box.minX, box.maxX] where abs(x - c.x) <= r {
            let a = acos(max(-1, min(1, (x - c.x) / r)))
            cuts += [a, twoPi - a]
        }
        for y in [box.minY, box.maxY] where abs(y - c.y) <= r {
            let a = asin(max(-1, min(1, (y - c.y) / r)))
            cuts += [a, Double.pi - a]
        }
        cuts = cuts.map { a in
            let m = a.truncatingRemainder(dividingBy: twoPi)
            return m < 0 ? m + twoPi : m
        }.sorted()
        guard !cuts.isEmpty else { return inside(point(0)) ? [0...twoPi] : [] }
        var bounds = [0.0] + cuts + [twoPi]
        bounds = bounds.enumerated().filter { $0.offset == 0 || $0.element > bounds[$0.offset - 1] }.map(\.element)
        var arcs: [ClosedRange<Double>] = []
        for (a, b) in zip(bounds, bounds.dropFirst()) where inside(point((a + b) / 2)) {
            if let last = arcs.last, last.upperBound == a {
                arcs[arcs.count - 1] = last.lowerBound...b
            } else {
                arcs.append(a...b)
            }
        }
        // A tangent point or a sliver too thin to test: keep the cut angles
        // that lie in the box as degenerate arcs.
        for a in cuts where inside(point(a)) && !arcs.contains(where: { $0.contains(a) }) {
            arcs.append(a...a)
        }
        return arcs
    }
}
