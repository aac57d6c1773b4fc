import CollectionLayout

/// The wheel's export: a picker drum (or the seed's polygon) in perspective.
extension SwiftMathGenerator {
    func wheelPart(_ layout: WheelLayout) -> LayoutPart {
        LayoutPart(configuration: [
            "static let itemCount = \(view.dataset.itemCount)",
            "static let itemWidth: Double = \(Self.literal(layout.itemSize.width))",
            "static let itemHeight: Double = \(Self.literal(layout.itemSize.height))",
            "/// Eye distance: m34 = −1/perspective.",
            "static let perspective: Double = \(Self.literal(layout.perspective))",
            "static let loops = \(layout.loops)",
            "/// drum: rows an itemHeight apart on a drum of diameterRatio × the viewport's height (UIPickerView);",
            "/// seed: the n-gon whose radius grows with the row count.",
            "static let drum = \(layout.geometry == .drum)",
            "static let diameterRatio: Double = \(Self.literal(layout.diameterRatio))",
            "static let squeeze: Double = \(Self.literal(layout.squeeze))",
            "static let offAxisFraction: Double = \(Self.literal(layout.offAxisFraction))",
            "/// 1 without the magnifier.",
            "static let magnification: Double = \(Self.literal(layout.magnification))",
            "static let offCenterOpacity: Double = \(Self.literal(layout.offCenterOpacity))",
            "static let showsBackFaces = \(layout.showsBackFaces)",
            "/// Seed geometry: one viewport height of scrolling per row (else one itemHeight).",
            "static let pitchIsViewport = \(layout.rowPitch == .viewport)",
        ], math: Self.wheelMath)
    }

    static let wheelMath = #"""
/// A picker wheel: every row's centre is the viewport's centre, and a
/// rotation about the x axis, seen in perspective, puts it on the drum.
/// Coordinates: content space for centres; each row's own 3-D space
/// (origin at its centre, z toward the eye) for its transform3D.
public final class Math {
    typealias C = LayoutConfiguration
    public private(set) var viewport = LayoutSize(0, 0)
    /// Section 0's items (the layout places one section).
    public private(set) var itemCount = 0
    public let scrollsVertically = true
    public private(set) var radius = 0.0

    public init() {}

    public func prepare(viewport: LayoutSize, data: LayoutData = .exported) {
        itemCount = data.itemCount(inSection: 0)
        self.viewport = viewport
        if C.drum {
            radius = C.diameterRatio * max(1, viewport.height) / 2
        } else {
            radius = itemCount > 2 ? (C.itemHeight / 2) / tan(Double.pi / Double(itemCount)) : 0
        }
    }

    /// The scrolling that turns the wheel by one row.
    public var pitch: Double {
        !C.drum && C.pitchIsViewport ? (viewport.height > 0 ? viewport.height : C.itemHeight) : C.itemHeight
    }

    public var contentSize: LayoutSize {
        guard itemCount > 0 else { return LayoutSize(viewport.width, 0) }
        let n = Double(itemCount)
        return LayoutSize(viewport.width, pitch * (C.loops ? n + 1 : n - 1) + viewport.height)
    }

    public var initialContentOffset: LayoutPoint { C.loops && itemCount > 0 ? LayoutPoint(0, pitch) : .zero }

    public var wrapping: LayoutWrapping? {
        guard C.loops, itemCount > 0 else { return nil }
        return LayoutWrapping(lower: pitch / 2, upper: Double(itemCount + 1) * pitch, period: Double(itemCount) * pitch)
    }

    /// Rows turned at offset `y`.
    func turn(_ y: Double) -> Double { y / pitch - (C.loops ? 1 : 0) }

    var center: (Double) -> LayoutPoint { { y in LayoutPoint(self.viewport.width / 2, self.viewport.height / 2 + y) } }

    // The seed's polygon.

    func seedTransform(angle a: Double) -> LayoutMatrix3D {
        let c = cos(a), s = sin(a), q = -1 / C.perspective, r = radius
        var t = LayoutMatrix3D()
        t.m22 = c; t.m23 = s; t.m24 = s * q
        t.m32 = -s; t.m33 = c; t.m34 = c * q
        t.m42 = -r * s; t.m43 = r * c; t.m44 = 1 + r * c * q
        return t
    }

    func seedRow(_ i: Int, offset: LayoutPoint) -> LayoutElement {
        let a = itemCount > 0 ? 2 * Double.pi * (Double(i) + turn(offset.y)) / Double(itemCount) : 0
        let c = cos(a)
        var e = LayoutElement(item: i, center: center(offset.y), size: LayoutSize(C.itemWidth, C.itemHeight))
        e.zIndex = Int((c * 1000).rounded())
        e.isHidden = c < 0 && !C.showsBackFaces
        e.transform3D = seedTransform(angle: a)
        return e
    }

    /// The most rows whose polygon stays in front of the eye.
    var seedRowLimit: Int {
        let bound = Double.pi / atan(C.itemHeight / (2 * C.perspective))
        var n = Int(bound.rounded(.down))
        if Double(n) == bound { n -= 1 }
        return max(2, n)
    }

    // The drum.

    /// Row `i`'s distance from the middle, in rows.
    func drumDistance(_ i: Int, _ y: Double) -> Double {
        var d = Double(i) - turn(y)
        if C.loops, itemCount > 0 {
            let n = Double(itemCount)
            d -= n * ((d + n / 2) / n).rounded(.down)
        }
        return d
    }

    func drumRow(_ i: Int, offset: LayoutPoint) -> LayoutElement? {
        let d = drumDistance(i, offset.y)
        let angle = -d * C.itemHeight / (max(radius, 1e-9) * C.squeeze)
        guard angle.isFinite, abs(angle) <= Double.pi / 2 else { return nil }
        // Within a row of the middle the magnifier and the full opacity fade in.
        let nearness = max(0, 1 - abs(d))
        let scale = 1 + (C.magnification - 1) * nearness
        let shift = C.offAxisFraction * viewport.width
        let c = cos(angle), s = sin(angle), q = -1 / C.perspective, z = radius * (c - 1)
        var e = LayoutElement(item: i, center: center(offset.y), size: LayoutSize(C.itemWidth, C.itemHeight))
        e.alpha = C.offCenterOpacity + (1 - C.offCenterOpacity) * nearness
        e.zIndex = Int((c * 1000).rounded())
        e.transform = LayoutAffine(a: scale, b: 0, c: 0, d: scale, tx: -shift, ty: 0)
        var t = LayoutMatrix3D()
        t.m22 = c; t.m23 = s; t.m24 = s * q
        t.m32 = -s; t.m33 = c; t.m34 = c * q
        t.m41 = shift; t.m42 = -radius * s; t.m43 = z; t.m44 = 1 + z * q
        e.transform3D = t
        return e
    }

    public func attributesForItem(_ item: Int, section: Int, offset: LayoutPoint) -> LayoutElement? {
        guard section == 0, item >= 0, item < itemCount else { return nil }
        if !C.drum { return seedRow(item, offset: offset) }
        if let row = drumRow(item, offset: offset) { return row }
        // Past ±90°: placed nowhere, hidden.
        var e = LayoutElement(item: item, center: center(offset.y), size: LayoutSize(C.itemWidth, C.itemHeight))
        e.alpha = 0; e.zIndex = Int.min / 2; e.isHidden = true
        return e
    }

    /// - Complexity: O(k): only the rows on the near half of the wheel are considered.
    public func elements(in rect: LayoutRect, offset: LayoutPoint) -> [LayoutElement] {
        let n = itemCount
        guard n > 0, offset.y.isFinite else { return [] }
        if !C.drum {
            guard n <= seedRowLimit else { return [] }
            if C.showsBackFaces { return (0..<n).map { seedRow($0, offset: offset) } }
            let s = turn(offset.y).truncatingRemainder(dividingBy: Double(n)), quarter = Double(n) / 4
            let first = Int((-s - quarter).rounded(.down)) - 1, last = Int((-s + quarter).rounded(.up)) + 1
            let rows = last - first + 1 >= n ? Array(0..<n) : (first...last).map { positiveModulo($0, n) }
            return rows.map { seedRow($0, offset: offset) }.filter { !$0.isHidden }
        }
        let s = turn(offset.y), reach = Double.pi / 2 * radius * C.squeeze / C.itemHeight
        guard reach.isFinite else { return [] }
        var low = (s - reach).rounded(.up), high = (s + reach).rounded(.down)
        if C.loops {
            low = max(low, (s - Double(n) / 2).rounded(.up)); high = min(high, low + Double(n) - 1)
        } else {
            low = max(low, 0); high = min(high, Double(n - 1))
        }
        guard low <= high else { return [] }
        var rows: [LayoutElement] = []
        var k = low
        while k <= high {
            let i = C.loops ? positiveModulo(Int(k.truncatingRemainder(dividingBy: Double(n))), n) : Int(k)
            if let row = drumRow(i, offset: offset), let box = row.screenBounds, box.intersects(rect) { rows.append(row) }
            k += 1
        }
        return rows
    }

    public func everyElement(offset: LayoutPoint) -> [LayoutElement] {
        (0..<itemCount).compactMap { attributesForItem($0, section: 0, offset: offset) }
    }

    public func supplementary(_ category: String, section: Int, offset: LayoutPoint) -> LayoutElement? { nil }

    /// The row facing the viewer.
    public func currentIndex(at offset: LayoutPoint) -> Int? {
        guard itemCount > 0 else { return nil }
        guard offset.y.isFinite else { return 0 }
        let s = turn(offset.y)
        let front = (C.drum ? s : -s).rounded().truncatingRemainder(dividingBy: Double(itemCount))
        return positiveModulo(Int(front), itemCount)
    }

    /// The nearest whole row.
    public func targetContentOffset(proposed: LayoutPoint, velocity: LayoutPoint, current: LayoutPoint) -> LayoutPoint {
        guard itemCount > 0, proposed.y.isFinite else { return LayoutPoint(current.x, initialContentOffset.y) }
        var rows = (proposed.y / pitch).rounded()
        if !C.loops { rows = min(Double(itemCount - 1), max(0, rows)) }
        return LayoutPoint(current.x, rows * pitch)
    }

    /// Tap-to-centre: the offset that turns row `item` to the front, the nearest way round.
    public func contentOffset(focusing item: Int, section: Int, from offset: LayoutPoint) -> LayoutPoint? {
        guard section == 0, item >= 0, item < itemCount else { return nil }
        let n = Double(itemCount), i = C.drum ? Double(item) : -Double(item)
        if C.loops {
            let from = offset.y.isFinite ? offset.y : pitch
            let k = ((from / pitch - 1 - i) / n).rounded()
            return LayoutPoint(offset.x, (1 + i + k * n) * pitch)
        }
        let rows = C.drum ? item : positiveModulo(itemCount - item, itemCount)
        return LayoutPoint(offset.x, Double(rows) * pitch)
    }

    /// Every scroll turns the wheel: any bounds change invalidates.
    public func shouldInvalidate(newBounds: LayoutRect, oldBounds: LayoutRect) -> Bool { true }
}
"""#
}
