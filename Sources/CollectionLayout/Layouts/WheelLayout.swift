import Foundation

/// A 3-D picker wheel like `UIPickerView` and Flutter's
/// `ListWheelScrollView`, in two geometries (`geometry`):
///
/// - `drum` (the default, see `WheelLayout+Drum.swift`): a drum of fixed
///   diameter, `diameterRatio` times the viewport height, with rows
///   `itemHeight` apart along its rim. Row 0 is at the top and indices grow
///   downward; the front row follows the pointer 1:1. Works at any row count.
/// - `seed` (see `WheelLayout+Seed.swift`): the seed's regular n-gon prism,
///   whose radius grows with the row count, so it can show only so many
///   rows before the front ones reach the eye (`limitation(for:)` says when).
///
/// Coordinate spaces:
/// - *Content space* (points, y down). Scrolling only turns the wheel: every
///   row's untransformed centre is the viewport centre `(W/2, H/2 + y)` for
///   the content offset `(x, y)`, so the wheel stays in view.
/// - *Wheel space*, relative to that centre: x to the right, y down, z toward
///   the viewer; rows are turned about the x axis (`Rx`).
/// - *Screen space*: wheel space seen in perspective (`m34 = −1/perspective`),
///   then offset by the centre.
///
/// Scrolling: one row turns past per *pitch* `P` (the row height; in the seed
/// geometry also the viewport height, `rowPitch`). The turn in rows is
/// `s = y/P − 1` with `loop` (the offset wraps by `n·P` between `P/2` and
/// `(n+1)·P`) and `s = y/P` without.
public final class WheelLayout: CollectionLayout, ParameterKeyed {
    /// The identifier, `wheel`.
    public static let id = "wheel"
    /// The title in the layout switcher, "Wheel".
    public static let title = "Wheel"
    /// The layout's own parameter keys, declared once.
    public enum Key: String, CaseIterable, Sendable {
        /// Width of a row.
        case itemWidth
        /// Height of a row, and the scrolling that turns the wheel by one row.
        case itemHeight
        /// Distance of the eye from the front row (m34 = −1/perspective).
        case perspective
        /// Turn forever instead of stopping at the first and last row.
        case loop
        /// Drum: a fixed drum, rows a row height apart (UIPickerView, Flutter); seed: the seed's n-gon, whose radius grows with the row count.
        case geometry
        /// Drum: its diameter over the viewport height (Flutter's diameterRatio; CupertinoPicker: 1.07).
        case diameterRatio
        /// Drum: rows per row height of rim; more squeeze shows more rows (CupertinoPicker: 1.45).
        case squeeze
        /// Drum: where the eye looks from, as a fraction of the width off centre.
        case offAxisFraction
        /// Drum: magnify the row in the middle.
        case useMagnifier
        /// Drum: how much the magnifier enlarges the middle row.
        case magnification
        /// Drum: the opacity of the rows above and below the middle one (CupertinoPicker: 0.447).
        case overAndUnderCenterOpacity
        /// Seed: draw the rows on the far side of the wheel.
        case showBackFaces
        /// Seed: scrolling per row, one viewport height (viewport) or one row height (row).
        case rowPitch
    }

    /// The parameters: the rows' size, `perspective`, `loop`, `geometry`;
    /// the drum's `diameterRatio`, `squeeze`, `offAxisFraction`,
    /// `useMagnifier`, `magnification`, `overAndUnderCenterOpacity`; the
    /// seed's `showBackFaces` and `rowPitch`.
    public static let parameterSpecs: [ParameterSpec] = [
        ParameterSpec(key: Key.itemWidth, title: "Item width", kind: .number(range: 1...4000, step: 1),
                      defaultValue: .number(260), help: "Width of a row").slider(upTo: 1000),
        ParameterSpec(key: Key.itemHeight, title: "Item height", kind: .number(range: 1...4000, step: 1),
                      defaultValue: .number(100), help: "Height of a row, and the scrolling that turns the wheel by one row").slider(upTo: 1000),
        ParameterSpec(key: Key.perspective, title: "Perspective", kind: .number(range: 50...100_000, step: 10),
                      defaultValue: .number(900), help: "Distance of the eye from the front row (m34 = −1/perspective)").slider(upTo: 1000),
        ParameterSpec(key: Key.loop, title: "Loop", kind: .bool, defaultValue: .bool(true),
                      help: "Turn forever instead of stopping at the first and last row"),
        ParameterSpec(key: Key.geometry, title: "Geometry", kind: .choice(["drum", "seed"]),
                      defaultValue: .choice("drum"),
                      help: "drum: a fixed drum, rows a row height apart (UIPickerView, Flutter); "
                          + "seed: the seed's n-gon, whose radius grows with the row count",
                      choiceTitles: ["drum": "Drum", "seed": "Polygon (seed)"]),
        ParameterSpec(key: Key.diameterRatio, title: "Diameter ratio", kind: .number(range: 0.1...20, step: 0.01),
                      defaultValue: .number(1.07),
                      help: "Drum: its diameter over the viewport height (Flutter's diameterRatio; CupertinoPicker: 1.07)"),
        ParameterSpec(key: Key.squeeze, title: "Squeeze", kind: .number(range: 0.1...10, step: 0.05),
                      defaultValue: .number(1.45),
                      help: "Drum: rows per row height of rim; more squeeze shows more rows (CupertinoPicker: 1.45)"),
        ParameterSpec(key: Key.offAxisFraction, title: "Off-axis fraction", kind: .number(range: -2...2, step: 0.05),
                      defaultValue: .number(0), help: "Drum: where the eye looks from, as a fraction of the width off centre"),
        ParameterSpec(key: Key.useMagnifier, title: "Magnifier", kind: .bool, defaultValue: .bool(false),
                      help: "Drum: magnify the row in the middle"),
        ParameterSpec(key: Key.magnification, title: "Magnification", kind: .number(range: 0.1...5, step: 0.05),
                      defaultValue: .number(1), help: "Drum: how much the magnifier enlarges the middle row"),
        ParameterSpec(key: Key.overAndUnderCenterOpacity, title: "Off-centre opacity",
                      kind: .number(range: 0...1, step: 0.05), defaultValue: .number(0.45),
                      help: "Drum: the opacity of the rows above and below the middle one (CupertinoPicker: 0.447)"),
        ParameterSpec(key: Key.showBackFaces, title: "Show back faces", kind: .bool, defaultValue: .bool(false),
                      help: "Seed: draw the rows on the far side of the wheel"),
        ParameterSpec(key: Key.rowPitch, title: "Row pitch", kind: .choice(["viewport", "row"]),
                      defaultValue: .choice("viewport"),
                      help: "Seed: scrolling per row, one viewport height (viewport) or one row height (row)",
                      choiceTitles: ["viewport": "One viewport a row", "row": "One row height a row"]),
    ] + ScrollPhysics.parameterSpecs(preset: .uikit) + Autoplay.parameterSpecs

    /// The two shapes a wheel can take.
    public enum Geometry: String, Sendable {
        /// A drum of fixed size, rows a row height apart along its rim.
        case drum
        /// The seed's n-gon prism.
        case seed
    }

    /// The two ways scrolling distance maps to rows in the seed geometry.
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
    /// The eye's distance from the front of the wheel.
    public let perspective: Double
    /// Whether the wheel turns forever (`loop`).
    public let loops: Bool
    /// The shape of the wheel.
    public let geometry: Geometry
    /// The drum's diameter over the viewport height.
    public let diameterRatio: Double
    /// Rows per row height of rim.
    public let squeeze: Double
    /// The eye's horizontal shift, as a fraction of the viewport width.
    public let offAxisFraction: Double
    /// How much the middle row is enlarged (1 without the magnifier).
    public let magnification: Double
    /// The opacity of the rows off the middle.
    public let offCenterOpacity: Double
    /// Whether rows on the far side of the wheel are shown (`showBackFaces`, seed).
    public let showsBackFaces: Bool
    /// How much scrolling turns the wheel by one row (seed).
    public let rowPitch: RowPitch

    /// The viewport of the last `prepare`.
    public private(set) var viewport: Size = .zero
    /// The number of items of the last `prepare`.
    public private(set) var itemCount = 0

    /// A picker wheel configured by `parameters` (validated against `parameterSpecs`).
    public init(parameters: LayoutParameters) {
        self.parameters = parameters
        itemSize = Size(width: parameters.number(Key.itemWidth), height: parameters.number(Key.itemHeight))
        perspective = parameters.number(Key.perspective)
        loops = parameters.bool(Key.loop)
        geometry = Geometry(rawValue: parameters.choice(Key.geometry)) ?? .drum
        diameterRatio = parameters.number(Key.diameterRatio)
        squeeze = parameters.number(Key.squeeze)
        offAxisFraction = parameters.number(Key.offAxisFraction)
        magnification = parameters.bool(Key.useMagnifier) ? parameters.number(Key.magnification) : 1
        offCenterOpacity = parameters.number(Key.overAndUnderCenterOpacity)
        showsBackFaces = parameters.bool(Key.showBackFaces)
        rowPitch = RowPitch(rawValue: parameters.choice(Key.rowPitch)) ?? .viewport
    }

    /// Vertical: the content scrolls up and down.
    public var scrollAxis: Axis { .vertical }
    /// True: releases snap to `targetContentOffset(forProposed:velocity:current:)`.
    public var isPaging: Bool { true }

    /// Records the viewport and row count; the seed geometry computes its
    /// radius `(h/2)/tan(π/n)` (0 for fewer than three rows), the drum its
    /// radius `diameterRatio·H/2`.
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
        switch geometry {
        case .seed: radius = itemCount > 2 ? (itemSize.height / 2) / tan(Double.pi / Double(itemCount)) : 0
        case .drum: radius = diameterRatio * max(1, viewport.height) / 2
        }
    }

    /// The scrolling distance that turns the wheel by one row: the row
    /// height, or in the seed geometry with `rowPitch=viewport` the viewport
    /// height (the row height when the viewport has none, so the pitch is
    /// always positive).
    public var pitch: Double {
        switch (geometry, rowPitch) {
        case (.seed, .viewport): return viewport.height > 0 ? viewport.height : itemSize.height
        default: return itemSize.height
        }
    }

    /// The distance from the axis to the rows: the drum's radius, or the
    /// seed's inscribed radius of the n-gon, `(h/2)/tan(π/n)`.
    ///
    /// With one or two rows there is no polygon (`tan(π) = 0`, `tan(π/2) = ∞`):
    /// the seed's radius is then 0 and the rows turn about their own centre
    /// line, so two rows stand back to back.
    public internal(set) var radius: Double = 0

    /// `(W, P·(n+1) + H)` when looping, `(W, P·(n−1) + H)` otherwise; empty
    /// without rows.
    ///
    /// With the seed's `rowPitch=viewport` (`P = H`) these are the seed's
    /// `H·(n+2)` and `H·n`. Otherwise the extra `H − P` lets the offset
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

    /// The turn `s` of the wheel at `offsetY`, in rows: `y/P − 1` when
    /// looping, `y/P` otherwise. The drum shows row `s` in the middle; the
    /// seed's row `i` stands at angle `2π(i + s)/n`.
    ///
    /// - Complexity: O(1).
    public func turn(atOffsetY y: Double) -> Double {
        y / pitch - (loops ? 1 : 0)
    }

    /// Why the wheel cannot show `context`: in the seed geometry, a row count
    /// whose n-gon reaches the eye (radius ≥ perspective), so the front rows
    /// would be behind the viewer. Nil for the drum, which shows any count.
    public func limitation(itemCount: Int, viewport: Size, layoutDirection: LayoutDirection) -> LayoutError? {
        limitation(forRows: itemCount)
    }

    /// `limitation(for:)` of `n` rows.
    func limitation(forRows n: Int) -> LayoutError? {
        guard geometry == .seed else { return nil }
        guard n > 2 else { return nil }
        let r = (itemSize.height / 2) / tan(Double.pi / Double(n))
        guard r >= perspective else { return nil }
        let most = Self.seedRowLimit(rowHeight: itemSize.height, perspective: perspective)
        return .invalidValue(
            key: Key.geometry.rawValue, value: "seed",
            reason: "\(n) rows make the seed's wheel \(Int(r.rounded())) points in radius, past the eye at "
                + "perspective \(formatNumber(perspective)): use at most \(most) rows, a larger perspective, or geometry=drum")
    }

    /// The most rows the seed's n-gon can hold before its radius reaches
    /// the eye: the largest n with `(h/2)/tan(π/n) < perspective`.
    public static func seedRowLimit(rowHeight h: Double, perspective: Double) -> Int {
        // tan(π/n) > h/(2·perspective)  ⇔  n < π / atan(h/(2·perspective)).
        let bound = Double.pi / atan(h / (2 * perspective))
        var n = Int(bound.rounded(.down))
        if Double(n) == bound { n -= 1 }
        return max(2, n)
    }

    /// The rows shown at `offset` that meet `rect`: in the drum geometry
    /// those within ±90° of the middle whose projection meets the rect; in
    /// the seed's, the front half of the n-gon (and with `showBackFaces` the
    /// back half), whatever the rect.
    ///
    /// - Complexity: O(k) for the k rows returned (at most ≈ π·radius·squeeze/rowHeight).
    public func elements(in rect: Rect, offset: Point) -> [LayoutAttributes] {
        guard itemCount > 0, offset.y.isFinite else { return [] }
        switch geometry {
        case .seed: return seedElements(offset: offset)
        case .drum: return drumElements(in: rect, offset: offset)
        }
    }

    /// Any row at `offset`; rows the wheel does not show (back faces, rows
    /// beyond ±90° of the drum's middle) come hidden.
    ///
    /// - Complexity: O(1).
    public func attributesForItem(at indexPath: IndexPath, offset: Point) -> LayoutAttributes? {
        guard indexPath.section == 0, (0..<itemCount).contains(indexPath.item) else { return nil }
        switch geometry {
        case .seed: return seedAttributes(ofItem: indexPath.item, offset: offset)
        case .drum: return drumAttributes(ofItem: indexPath.item, offset: offset) ?? hiddenRow(indexPath.item, offset)
        }
    }

    /// A row placed where nothing shows.
    private func hiddenRow(_ i: Int, _ offset: Point) -> LayoutAttributes {
        LayoutAttributes(indexPath: IndexPath(item: i), center: Point(x: viewport.width / 2, y: viewport.height / 2 + offset.y),
                         size: itemSize, alpha: 0, zIndex: Int.min / 2, isHidden: true)
    }

    /// The row facing the viewer at `offset`: `round(s) mod n` on the drum
    /// (rows grow downward), `round(−s) mod n` on the seed's n-gon (rows
    /// grow upward), positive modulo; clamped to the rows without `loop`.
    ///
    /// - Complexity: O(1).
    public func currentIndex(at offset: Point) -> Int? {
        guard itemCount > 0 else { return nil }
        guard offset.y.isFinite else { return 0 }
        let s = turn(atOffsetY: offset.y)
        let front = (geometry == .drum ? s : -s).rounded().truncatingRemainder(dividingBy: Double(itemCount))
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

    /// The offset at which row `i` faces the viewer. Drum: `(1 + i + k·n)·P`
    /// looping (the whole `k` nearest to `offset`), `i·P` otherwise. Seed:
    /// `(1 − i + k·n)·P` looping, `((n − i) mod n)·P` otherwise.
    ///
    /// - Complexity: O(1).
    public func contentOffset(focusing indexPath: IndexPath, from offset: Point) -> Point? {
        guard indexPath.section == 0, (0..<itemCount).contains(indexPath.item) else { return nil }
        let n = Double(itemCount)
        let i = geometry == .drum ? Double(indexPath.item) : -Double(indexPath.item)
        if loops {
            let from = offset.y.isFinite ? offset.y : pitch
            let k = ((from / pitch - 1 - i) / n).rounded()
            return Point(x: offset.x, y: (1 + i + k * n) * pitch)
        }
        let rows = geometry == .drum ? indexPath.item : positiveModulo(itemCount - indexPath.item, itemCount)
        return Point(x: offset.x, y: Double(rows) * pitch)
    }

    /// The band the front row covers on screen, from its top to its bottom
    /// edge relative to the viewport's centre: where a picker shows its choice.
    public var selectionBand: ClosedRange<Double>? {
        let front: LayoutAttributes? = switch geometry {
        case .seed: LayoutAttributes(indexPath: IndexPath(item: 0), center: .zero, size: itemSize,
                                     transform3D: transform3D(angle: 0))
        case .drum: drumRow(0, distance: 0)
        }
        let h = itemSize.height / 2
        guard let front, let top = front.map(Point(x: 0, y: -h)), let bottom = front.map(Point(x: 0, y: h)) else {
            return -h...h
        }
        let y0 = top.y - front.center.y, y1 = bottom.y - front.center.y
        return min(y0, y1)...max(y0, y1)
    }
}
