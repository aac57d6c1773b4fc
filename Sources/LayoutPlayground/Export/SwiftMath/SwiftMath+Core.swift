/// The parts of an exported Swift file (UIKit or SwiftUI) that every layout shares:
/// plain geometry values, a Core Animation–style 3-D matrix and the element
/// attributes, all in Swift with Foundation only, so they compile on Linux.
extension SwiftMathGenerator {
    /// The shared part; `keepsSections`: whether the layout keeps the data's
    /// sections (else the exported data is one section).
    /// `repeatsSections`: whether `attributes --items N` repeats the exported
    /// data section by section (a layout that keeps sections, over data that
    /// is not one untitled section) rather than as one run of items.
    static func coreSource(keepsSections: Bool, repeatsSections: Bool) -> String {
        let exportedCounts = keepsSections ? "LayoutConfiguration.sections.map(\\.count)" : "[LayoutConfiguration.itemCount]"
        return #"""
// MARK: - Geometry: plain values, no UIKit (they compile on any platform)

public struct LayoutPoint: Equatable, Sendable {
    public var x: Double, y: Double
    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    public static let zero = LayoutPoint(0, 0)
}

public struct LayoutSize: Equatable, Sendable {
    public var width: Double, height: Double
    public init(_ width: Double, _ height: Double) { self.width = width; self.height = height }
}

public struct LayoutRect: Equatable, Sendable {
    public var x: Double, y: Double, width: Double, height: Double
    public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    public init(center: LayoutPoint, size: LayoutSize) {
        self.init(center.x - size.width / 2, center.y - size.height / 2, size.width, size.height)
    }
    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midY: Double { y + height / 2 }
    public var isEmpty: Bool { !(width > 0 && height > 0) }
    /// Whether the two overlap in an area (touching edges do not count).
    public func intersects(_ o: LayoutRect) -> Bool {
        if isEmpty || o.isEmpty { return false }
        return minX < o.maxX && o.minX < maxX && minY < o.maxY && o.minY < maxY
    }
}

/// A 2-D affine transform about an element's centre, CGAffineTransform's order.
public struct LayoutAffine: Equatable, Sendable {
    public var a = 1.0, b = 0.0, c = 0.0, d = 1.0, tx = 0.0, ty = 0.0
    public static let identity = LayoutAffine()
    public static func scale(_ k: Double) -> LayoutAffine { LayoutAffine(a: k, b: 0, c: 0, d: k, tx: 0, ty: 0) }
    public var values: [Double] { [a, b, c, d, tx, ty] }
}

/// A 4×4 matrix in Core Animation's row-vector convention: a point
/// `(x, y, z, 1)` relative to the element's centre maps to `p·M`, then
/// divides by `w`. The methods are CATransform3D's functions.
public struct LayoutMatrix3D: Equatable, Sendable {
    public var m11 = 1.0, m12 = 0.0, m13 = 0.0, m14 = 0.0
    public var m21 = 0.0, m22 = 1.0, m23 = 0.0, m24 = 0.0
    public var m31 = 0.0, m32 = 0.0, m33 = 1.0, m34 = 0.0
    public var m41 = 0.0, m42 = 0.0, m43 = 0.0, m44 = 1.0

    public static let identity = LayoutMatrix3D()
    public var values: [Double] { [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44] }
    public var isIdentity: Bool { self == .identity }
    public var isFinite: Bool { values.allSatisfy { $0.isFinite } }

    /// CATransform3DMakeTranslation.
    public static func translation(_ x: Double, _ y: Double, _ z: Double) -> LayoutMatrix3D {
        var t = LayoutMatrix3D(); t.m41 = x; t.m42 = y; t.m43 = z; return t
    }
    /// CATransform3DMakeScale.
    public static func scale(_ x: Double, _ y: Double, _ z: Double) -> LayoutMatrix3D {
        var t = LayoutMatrix3D(); t.m11 = x; t.m22 = y; t.m33 = z; return t
    }
    /// CATransform3DMakeRotation: `angle` radians about the axis (x, y, z); a zero axis gives the
    /// identity, an axis that is no number a matrix of NaN (the item is hidden).
    public static func rotation(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> LayoutMatrix3D {
        var t = LayoutMatrix3D()
        let length = (x * x + y * y + z * z).squareRoot()
        guard length.isFinite else {
            t.m11 = .nan; t.m12 = .nan; t.m13 = .nan; t.m14 = .nan; t.m21 = .nan; t.m22 = .nan; t.m23 = .nan; t.m24 = .nan
            t.m31 = .nan; t.m32 = .nan; t.m33 = .nan; t.m34 = .nan; t.m41 = .nan; t.m42 = .nan; t.m43 = .nan; t.m44 = .nan
            return t
        }
        guard length > 0 else { return t }
        let ux = x / length, uy = y / length, uz = z / length
        let c = cos(angle), s = sin(angle), k = 1 - c
        t.m11 = k * ux * ux + c;      t.m12 = k * ux * uy + uz * s; t.m13 = k * ux * uz - uy * s
        t.m21 = k * ux * uy - uz * s; t.m22 = k * uy * uy + c;      t.m23 = k * uy * uz + ux * s
        t.m31 = k * ux * uz + uy * s; t.m32 = k * uy * uz - ux * s; t.m33 = k * uz * uz + c
        return t
    }
    /// CATransform3DConcat(self, o): `self·o`, which applies `self` first.
    public func concatenating(_ o: LayoutMatrix3D) -> LayoutMatrix3D {
        var r = LayoutMatrix3D()
        func row(_ a1: Double, _ a2: Double, _ a3: Double, _ a4: Double) -> (Double, Double, Double, Double) {
            (a1 * o.m11 + a2 * o.m21 + a3 * o.m31 + a4 * o.m41,
             a1 * o.m12 + a2 * o.m22 + a3 * o.m32 + a4 * o.m42,
             a1 * o.m13 + a2 * o.m23 + a3 * o.m33 + a4 * o.m43,
             a1 * o.m14 + a2 * o.m24 + a3 * o.m34 + a4 * o.m44)
        }
        (r.m11, r.m12, r.m13, r.m14) = row(m11, m12, m13, m14)
        (r.m21, r.m22, r.m23, r.m24) = row(m21, m22, m23, m24)
        (r.m31, r.m32, r.m33, r.m34) = row(m31, m32, m33, m34)
        (r.m41, r.m42, r.m43, r.m44) = row(m41, m42, m43, m44)
        return r
    }
    /// CATransform3DTranslate(self, x, y, z).
    public func translated(_ x: Double, _ y: Double, _ z: Double) -> LayoutMatrix3D {
        LayoutMatrix3D.translation(x, y, z).concatenating(self)
    }
    /// CATransform3DRotate(self, angle, x, y, z).
    public func rotated(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> LayoutMatrix3D {
        LayoutMatrix3D.rotation(angle, x, y, z).concatenating(self)
    }
    /// CATransform3DScale(self, x, y, z).
    public func scaled(_ x: Double, _ y: Double, _ z: Double) -> LayoutMatrix3D {
        LayoutMatrix3D.scale(x, y, z).concatenating(self)
    }
    /// The point (x, y, 0) of the element's plane, relative to its centre, on
    /// the screen plane; nil at or behind the eye.
    public func project(_ x: Double, _ y: Double) -> LayoutPoint? {
        let w = x * m14 + y * m24 + m44
        guard w > 1e-9, w.isFinite else { return nil }
        return LayoutPoint((x * m11 + y * m21 + m41) / w, (x * m12 + y * m22 + m42) / w)
    }
}

/// What a layout says about one element: UICollectionViewLayoutAttributes' fields.
public struct LayoutElement: Equatable, Sendable {
    /// "cell", "header", "footer" or "decoration".
    public var category = "cell"
    public var section = 0
    public var item = 0
    public var center = LayoutPoint.zero
    public var size = LayoutSize(0, 0)
    public var alpha = 1.0
    public var zIndex = 0
    public var isHidden = false
    public var transform = LayoutAffine.identity
    public var transform3D = LayoutMatrix3D.identity
    /// The part of the element shown, in its own coordinates (origin at its
    /// top-left corner); nil: all of it. Only the keyline carousel masks.
    public var mask: LayoutRect? = nil

    public init(category: String = "cell", section: Int = 0, item: Int, center: LayoutPoint, size: LayoutSize) {
        self.category = category; self.section = section; self.item = item; self.center = center; self.size = size
    }
    public init(category: String = "cell", section: Int = 0, item: Int, frame: LayoutRect) {
        self.init(category: category, section: section, item: item,
                  center: LayoutPoint(frame.x + frame.width / 2, frame.y + frame.height / 2),
                  size: LayoutSize(frame.width, frame.height))
    }
    /// The untransformed frame: centre ± size/2.
    public var frame: LayoutRect { LayoutRect(center: center, size: size) }

    /// The bounding box of the element's corners on screen (3-D transform,
    /// then the 2-D one, about the centre); nil when a corner is behind the eye.
    public var screenBounds: LayoutRect? {
        let w = size.width / 2, h = size.height / 2
        var xs: [Double] = [], ys: [Double] = []
        for (x, y) in [(-w, -h), (w, -h), (w, h), (-w, h)] {
            guard let p = transform3D.isIdentity ? LayoutPoint(x, y) : transform3D.project(x, y) else { return nil }
            xs.append(transform.a * p.x + transform.c * p.y + transform.tx + center.x)
            ys.append(transform.b * p.x + transform.d * p.y + transform.ty + center.y)
        }
        let x0 = xs.min()!, y0 = ys.min()!
        return LayoutRect(x0, y0, xs.max()! - x0, ys.max()! - y0)
    }
}

/// An offset range that scrolls forever: past `upper` it comes back by
/// `period`, below `lower` it goes forward by it.
public struct LayoutWrapping: Sendable {
    public var lower: Double, upper: Double, period: Double
    public func wrap(_ offset: Double) -> Double {
        guard period > 0, offset.isFinite else { return offset }
        var v = offset
        if v < lower { v += period * ((lower - v) / period).rounded(.up) }
        if v > upper { v -= period * ((v - upper) / period).rounded(.up) }
        return v
    }
}

nonisolated static func positiveModulo(_ a: Int, _ n: Int) -> Int {
    let r = a % n
    return r < 0 ? r + n : r
}

// MARK: - Data: what the collection view says, or the export's own

/// The data the math lays out: how many items each section has (the data
/// source's `numberOfSections` and `numberOfItems(inSection:)`) and, item by
/// item, the size the delegate gives (`collectionView(_:layout:sizeForItemAt:)`).
/// A size the delegate does not give is the exported data's: item `i` of
/// section `s` takes the size of exported item `i mod n` of exported section
/// `s mod m` (n its items, m the exported sections), so a data source
/// longer than the export repeats the exported sizes in order.
public struct LayoutData {
    public var itemCounts: [Int]
    /// The size of item `item` of section `section`; nil: the exported data's.
    public var size: (_ section: Int, _ item: Int) -> LayoutSize?
    /// For each section, the exported section whose sizes and own settings
    /// it takes; nil: section `s` takes exported section `s mod m`.
    public var sectionOrigins: [Int]? = nil

    public init(itemCounts: [Int], size: @escaping (_ section: Int, _ item: Int) -> LayoutSize? = { _, _ in nil }) {
        self.itemCounts = itemCounts
        self.size = size
    }

    /// The exported section section `s` takes its sizes and settings from (before cycling).
    public func origin(ofSection s: Int) -> Int {
        guard let origins = sectionOrigins, origins.indices.contains(s) else { return s }
        return origins[s]
    }

    /// The exported value for item `item` of section `s` (through its origin).
    public func fallback<T>(_ table: [[T]], section s: Int, item: Int) -> T? {
        LayoutData.exported(table, section: origin(ofSection: s), item: item)
    }

    /// The exported data repeated to `count` items as `attributes --items`
    /// repeats a dataset: one run of items, or — for sections kept apart —
    /// round after round, each exported section's items (as many as are
    /// left) as a new section that keeps the exported section's settings.
    public static func exportedRepeated(toCount count: Int) -> LayoutData {
        let counts = exported.itemCounts, total = counts.reduce(0, +)
        guard total > 0, count != total else { return exported }
        guard \#(repeatsSections) else { return LayoutData(itemCounts: [max(0, count)]) }
        var data = LayoutData(itemCounts: [])
        var origins: [Int] = [], remaining = max(0, count)
        while remaining > 0 {
            for (k, n) in counts.enumerated() where remaining > 0 && n > 0 {
                data.itemCounts.append(min(remaining, n))
                origins.append(k)
                remaining -= min(remaining, n)
            }
        }
        data.sectionOrigins = origins
        return data
    }

    /// The data the export was made with: its sections' item counts and sizes.
    public static var exported: LayoutData { LayoutData(itemCounts: \#(exportedCounts)) }

    public var sectionCount: Int { itemCounts.count }

    /// Section `s`'s item count (0 for a section that does not exist).
    public func itemCount(inSection s: Int) -> Int {
        itemCounts.indices.contains(s) ? max(0, itemCounts[s]) : 0
    }

    /// The exported value for item `item` of section `s` in a per-section
    /// table, sections and items past the table's cycling through it; nil
    /// when the table (or the section it falls on) is empty.
    public static func exported<T>(_ table: [[T]], section s: Int, item: Int) -> T? {
        guard !table.isEmpty, s >= 0, item >= 0 else { return nil }
        let row = table[s % table.count]
        return row.isEmpty ? nil : row[item % row.count]
    }
}
"""#
    }
}
