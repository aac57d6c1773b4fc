import Foundation

/// A 2-D affine transform in `CGAffineTransform`'s order and convention.
///
/// A point maps as the row vector `(x, y, 1)` times
/// `[[a, b, 0], [c, d, 0], [tx, ty, 1]]`: `x' = a·x + c·y + tx`,
/// `y' = b·x + d·y + ty`. Layout attributes apply it about the element's centre.
public struct AffineTransform: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The matrix entries: `a`, `b`, `c`, `d` scale, rotate and shear; `tx`, `ty`
    /// translate.
    public var a, b, c, d, tx, ty: Double

    /// A transform with the given matrix entries.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The transform that leaves every point where it is.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// `CGAffineTransformMakeScale`.
    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// `CGAffineTransformMakeTranslation`.
    public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// `CGAffineTransformMakeRotation` (radians; positive turns x toward y).
    public init(rotationAngle angle: Double) {
        let c = cos(angle), s = sin(angle)
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// The six numbers `[a, b, c, d, tx, ty]`.
    public var values: [Double] { [a, b, c, d, tx, ty] }

    /// The transform of the six numbers `[a, b, c, d, tx, ty]`, or nil unless
    /// there are exactly six.
    public init?(values v: [Double]) {
        guard v.count == 6 else { return nil }
        self.init(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
    }

    /// Whether this is exactly `identity`.
    public var isIdentity: Bool { self == .identity }

    /// Whether all six entries are finite.
    public var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// `CGAffineTransformConcat(self, other)`: first `self`, then `other`.
    public func concatenating(_ t: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * t.a + b * t.c, b: a * t.b + b * t.d,
            c: c * t.a + d * t.c, d: c * t.b + d * t.d,
            tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }

    /// The inverse, or nil when the determinant is zero.
    public func inverted() -> AffineTransform? {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return nil }
        return AffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// `CGPointApplyAffineTransform`.
    public func apply(to p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The six numbers `[a, b, c, d, tx, ty]`, as the command line prints them.
    public var description: String { "[\(values.map(formatNumber).joined(separator: ", "))]" }
}
