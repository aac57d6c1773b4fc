import Foundation

/// A 3-D picker wheel like `UIPickerView` (seed 002): the rows sit on the
/// faces of a regular n-gon prism that turns about the horizontal axis as
/// the content scrolls, seen with true perspective.
///
/// Coordinate spaces:
/// - *Content space* (points, y down). Scrolling only turns the wheel: every
///   row's untransformed centre is the viewport centre `(W/2, H/2 + y)` for
///   the content offset `(x, y)`, so the wheel stays in view.
/// - *Wheel space*, relative to that centre: x to the right, y down, z toward
///   the viewer. Row `i` is its `w×h` card pushed out to the radius
///   `r = (h/2)/tan(π/n)` (the inscribed radius of the n-gon) and turned by
///   `a_i` about the x axis: its centre lands at `(0, −r·sin a_i, r·cos a_i)`.
///   Greater angles lie higher on the wheel.
/// - *Screen space*: wheel space seen by an eye `perspective` points in front
///   of the `z = 0` plane (`m34 = −1/perspective`), then offset by the centre.
///   The front row (`a = 0`, `z = r`) is nearer than that plane, so it shows
///   magnified by `perspective/(perspective − r)`. A row with
///   `r·cos a ≥ perspective` would reach the eye and has no projection
///   (`screenQuad()` is nil); at the defaults that starts at 57 rows.
///
/// `transform3D = T(0,0,r)·Rx(a_i)·P` in Core Animation's row-vector order.
///
/// Scrolling: one row turns past per *pitch* `P` — the viewport height
/// (`rowPitch=viewport`, the seed's) or the row height (`rowPitch=row`, so the
/// front row follows the pointer). With `loop` the angle is
/// `a_i = 2π(i + y/P − 1)/n` and the offset wraps by `n·P` between `P/2` and
/// `(n+1)·P`; without it `a_i = 2π(i + y/P)/n`.
public final class WheelLayout: CollectionLayout {
    /// The identifier, `wheel`.
    public static let id = "wheel"
    /// The title in the layout switcher, "Wheel".
    public static let title = "Wheel"
    /// The parameters: `itemWidth`, `itemHeight`, `perspective`, `loop`, `showBackFaces` and
    /// `rowPitch`.
    public static let parameterSpecs: [ParameterSpec] = [
        ParameterSpec(key: "itemWidth", title: "Item width", kind: .number(range: 1...4000, step: 1),
                      defaultValue: .number(260), help: "Width of a row"),
        ParameterSpec(key: "itemHeight", title: "Item height", kind: .number(range: 1...4000, step: 1),
                      defaultValue: .number(100), help: "Height of a row: one face of the wheel"),
        ParameterSpec(key: "perspective", title: "Perspective", kind: .number(range: 50...100_000, step: 10),
                      defaultValue: .number(900), help: "Distance of the eye from the screen (m34 = −1/perspective)"),
        ParameterSpec(key: "loop", title: "Loop", kind: .bool, defaultValue: .bool(true),
                      help: "Turn forever instead of stopping at the first and last row"),
        ParameterSpec(key: "showBackFaces", title: "Show back faces", kind: .bool, defaultValue: .bool(false),
                      help: "Draw the rows on the far side of the wheel"),
        ParameterSpec(key: "rowPitch", title: "Row pitch", kind: .choice(["viewport", "row"]),
                      defaultValue: .choice("viewport"),
                      help: "Scrolling per row: one viewport height (viewport) or one row height (row)",
                      choiceTitles: ["viewport": "One viewport a row", "row": "One row height a row"]),
    ]

    /// The two ways scrolling distance maps to rows.
    public enum RowPitch: String, Sendable {
        /// One viewport height of scrolling per row, as in the seed.
        case viewport
        /// One row height per row, so the front row follows the pointer.
        case row
    }

    /// The parameters the layout was made with.
    public let parameters: LayoutParameters
    /// Every row's size, `itemWidth × itemHeight`.
    public let itemSize: Size
    /// The eye's distance from the screen plane.
    public let perspective: Double
    /// Whether the wheel turns forever (`loop`).
    public let loops: Bool
    /// Whether rows on the far side of the wheel are shown (`showBackFaces`).
    public let showsBackFaces: Bool
    /// How much scrolling turns the wheel by one row.
    public let rowPitch: RowPitch

    /// The viewport of the last `prepare`.
    public private(set) var viewport: Size = .zero
    /// The number of items of the last `prepare`.
    public private(set) var itemCount = 0

    /// A picker wheel configured by `parameters` (validated against `parameterSpecs`).
    public init(parameters: LayoutParameters) {
        self.parameters = parameters
        itemSize = Size(width: parameters.number("itemWidth"), height: parameters.number("itemHeight"))
        perspective = parameters.number("perspective")
        loops = parameters.bool("loop")
        showsBackFaces = parameters.bool("showBackFaces")
        rowPitch = RowPitch(rawValue: parameters.choice("rowPitch")) ?? .viewport
    }

    /// Vertical: the content scrolls up and down.
    public var scrollAxis: Axis { .vertical }
    /// True: releases snap to `targetContentOffset(forProposed:velocity:current:)`.
    public var isPaging: Bool { true }

    /// Records the viewport and row count and computes the radius
    /// `(h/2)/tan(π/n)` (0 for fewer than three rows).
    ///
    /// - Complexity: O(1).
    public func prepare(_ context: LayoutContext) {
        viewport = context.viewport
        itemCount = context.itemCount
        radius = itemCount > 2 ? (itemSize.height / 2) / tan(Double.pi / Double(itemCount)) : 0
    }

    /// The scrolling distance that turns the wheel by one row: the viewport
    /// height or the row height (`rowPitch`). A viewport without height
    /// falls back to the row height, so the pitch is always positive.
    public var pitch: Double {
        switch rowPitch {
        case .viewport: return viewport.height > 0 ? viewport.height : itemSize.height
        case .row: return itemSize.height
        }
    }

    /// The distance from the axis to each face, `(h/2)/tan(π/n)`.
    ///
    /// With one or two rows there is no polygon (`tan(π) = 0`, `tan(π/2) = ∞`):
    /// the radius is 0 and the rows turn about their own centre line, so two
    /// rows stand back to back.
    public private(set) var radius: Double = 0

    /// `(W, P·(n+1) + H)` when looping, `(W, P·(n−1) + H)` otherwise; empty
    /// without rows.
    ///
    /// With the default `rowPitch=viewport` (`P = H`) these are the seed's
    /// `H·(n+2)` and `H·n`. In `row` mode the extra `H − P` lets the offset
    /// reach `(n+1)·P` (the wrap point) and `(n−1)·P` (the last row) even
    /// when the viewport is taller than a row.
    public var contentSize: Size {
        guard itemCount > 0 else { return Size(width: viewport.width, height: 0) }
        let n = Double(itemCount)
        return Size(width: viewport.width, height: pitch * (loops ? n + 1 : n - 1) + viewport.height)
    }

    /// `(0, P)` when looping (row 0 faces the viewer there), else the origin.
    public var initialContentOffset: Point {
        loops && itemCount > 0 ? Point(x: 0, y: pitch) : .zero
    }

    /// When looping: below `P/2` add `n·P`, above `(n+1)·P` subtract it.
    public var wrapping: Wrapping? {
        guard loops, itemCount > 0 else { return nil }
        let p = pitch
        return Wrapping(axis: .vertical, lower: p / 2, upper: Double(itemCount + 1) * p, period: Double(itemCount) * p)
    }

    /// The turn `s` of the wheel at `offsetY`, in rows: `a_i = 2π(i + s)/n`.
    /// `s = y/P − 1` when looping, `y/P` otherwise.
    ///
    /// - Complexity: O(1).
    public func turn(atOffsetY y: Double) -> Double {
        y / pitch - (loops ? 1 : 0)
    }

    /// Row `i`'s angle `a_i` (radians) at `offsetY`; 0 faces the viewer.
    ///
    /// - Complexity: O(1).
    public func angle(ofItem i: Int, offsetY y: Double) -> Double {
        guard itemCount > 0 else { return 0 }
        return 2 * Double.pi * (Double(i) + turn(atOffsetY: y)) / Double(itemCount)
    }

    /// `T(0,0,r)·Rx(a)·P`, the seed's
    /// `CATransform3DTranslate(CATransform3DRotate(P, a, 1, 0, 0), 0, 0, r)`:
    /// a point is pushed out to the radius, turned, then seen in perspective.
    ///
    /// Written out (`c = cos a`, `s = sin a`, `q = −1/perspective`) rather than
    /// multiplied, since it is built for every row on every frame:
    /// `Rx·P` has rows `[1,0,0,0] [0,c,s,s·q] [0,−s,c,c·q] [0,0,0,1]`, and
    /// `T·` adds `r` times the third row to the fourth.
    ///
    /// - Complexity: O(1).
    public func transform3D(angle a: Double) -> Transform3D {
        let c = cos(a), s = sin(a), q = -1 / perspective, r = radius
        return Transform3D(
            m11: 1, m12: 0, m13: 0, m14: 0,
            m21: 0, m22: c, m23: s, m24: s * q,
            m31: 0, m32: -s, m33: c, m34: c * q,
            m41: 0, m42: -r * s, m43: r * c, m44: 1 + r * c * q)
    }

    private func attributes(ofItem i: Int, offset: Point) -> LayoutAttributes {
        let a = angle(ofItem: i, offsetY: offset.y)
        let c = cos(a)
        return LayoutAttributes(
            indexPath: IndexPath(item: i),
            center: Point(x: viewport.width / 2, y: viewport.height / 2 + offset.y),
            size: itemSize,
            zIndex: Int((c * 1000).rounded()),
            isHidden: c < 0 && !showsBackFaces,
            transform3D: transform3D(angle: a))
    }

    /// Every row the wheel shows at `offset`: the front half (`cos a ≥ 0`),
    /// and with `showBackFaces` the back half too, whatever `rect` is — the
    /// rows are all centred in the viewport.
    ///
    /// The front half is found from the front row's index, never by scanning
    /// the wheel: rows with `cos a_i ≥ 0` have `i + s` within `n/4` of a
    /// multiple of `n`.
    ///
    /// - Complexity: O(k) for the k rows returned.
    public func elements(in rect: Rect, offset: Point) -> [LayoutAttributes] {
        let n = itemCount
        guard n > 0, offset.y.isFinite else { return [] }
        if showsBackFaces {
            return (0..<n).map { attributes(ofItem: $0, offset: offset) }
        }
        // i + s ∈ [−n/4, n/4] (mod n), with s reduced into (−n, n) so the
        // bounds stay small; one extra row each side absorbs rounding, and
        // the exact test on cos a decides.
        let s = turn(atOffsetY: offset.y).truncatingRemainder(dividingBy: Double(n))
        let quarter = Double(n) / 4
        let first = Int((-s - quarter).rounded(.down)) - 1
        let last = Int((-s + quarter).rounded(.up)) + 1
        let candidates: [Int] = last - first + 1 >= n
            ? Array(0..<n)
            : (first...last).map { positiveModulo($0, n) }
        return candidates.compactMap { i in
            let a = attributes(ofItem: i, offset: offset)
            return a.isHidden ? nil : a
        }
    }

    /// Any row at `offset`, including hidden back faces.
    ///
    /// - Complexity: O(1).
    public func attributesForItem(at indexPath: IndexPath, offset: Point) -> LayoutAttributes? {
        guard indexPath.section == 0, (0..<itemCount).contains(indexPath.item) else { return nil }
        return attributes(ofItem: indexPath.item, offset: offset)
    }

    /// The row facing the viewer at `offset`.
    ///
    /// Row `i` faces the viewer when `a_i ≡ 0 (mod 2π)`, i.e.
    /// `i + s ≡ 0 (mod n)`, so `i = round(−s) mod n`: `round(1 − y/P) mod n`
    /// when looping and `round(−y/P) mod n` otherwise (positive modulo). At
    /// the looping start `y = P` that is row 0; each further pitch brings the
    /// row below it (`n−1`, `n−2`, …) to the front.
    ///
    /// - Complexity: O(1).
    public func currentIndex(at offset: Point) -> Int? {
        guard itemCount > 0 else { return nil }
        guard offset.y.isFinite else { return 0 }
        let front = (-turn(atOffsetY: offset.y)).rounded().truncatingRemainder(dividingBy: Double(itemCount))
        return positiveModulo(Int(front), itemCount)
    }

    /// The nearest multiple of the pitch to `proposed.y` (a row faces the
    /// viewer there); clamped to `0…(n−1)·P` without `loop`. A looping wheel
    /// may come to rest a whole turn away: the wrap is seamless.
    ///
    /// - Complexity: O(1).
    public func targetContentOffset(forProposed proposed: Point, velocity: Point, current: Point) -> Point {
        guard itemCount > 0, proposed.y.isFinite else { return Point(x: current.x, y: initialContentOffset.y) }
        var rows = (proposed.y / pitch).rounded()
        if !loops { rows = min(Double(itemCount - 1), max(0, rows)) }
        return Point(x: current.x, y: rows * pitch)
    }

    /// The offset at which row `indexPath.item` faces the viewer: when
    /// looping `(1 − i + k·n)·P` for the whole `k` nearest to `offset`,
    /// otherwise `((n − i) mod n)·P`.
    ///
    /// - Complexity: O(1).
    public func contentOffset(focusing indexPath: IndexPath, from offset: Point) -> Point? {
        guard indexPath.section == 0, (0..<itemCount).contains(indexPath.item) else { return nil }
        let n = Double(itemCount), i = Double(indexPath.item)
        if loops {
            let from = offset.y.isFinite ? offset.y : pitch
            let k = ((from / pitch - 1 + i) / n).rounded()
            return Point(x: offset.x, y: (1 - i + k * n) * pitch)
        }
        return Point(x: offset.x, y: Double(positiveModulo(itemCount - indexPath.item, itemCount)) * pitch)
    }
}

/// `a mod n` in `0..<n` for positive `n`.
private func positiveModulo(_ a: Int, _ n: Int) -> Int {
    let r = a % n
    return r < 0 ? r + n : r
}
