import Foundation

/// A 4×4 homogeneous transform with Core Animation's conventions.
///
/// Points are row vectors: `p = (x, y, z, 1)` maps to `p·M`, then divides by
/// `w`. Perspective lives in `m34` (`-1/eyeDistance`). The builders mirror
/// `CATransform3DTranslate`/`Rotate`/`Scale`, which *prepend* the new step:
/// `translated(…)` returns `T·self`, so the step applies before `self`.
public struct Transform3D: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The first row: the image of the x axis (and `m14` its perspective).
    public var m11, m12, m13, m14: Double
    /// The second row: the image of the y axis (and `m24` its perspective).
    public var m21, m22, m23, m24: Double
    /// The third row: the image of the z axis; `m34` is the perspective
    /// (`-1/eyeDistance`).
    public var m31, m32, m33, m34: Double
    /// The fourth row: the translation `m41…m43` and the homogeneous scale `m44`.
    public var m41, m42, m43, m44: Double

    /// A transform with the given entries, row by row.
    public init(
        m11: Double, m12: Double, m13: Double, m14: Double,
        m21: Double, m22: Double, m23: Double, m24: Double,
        m31: Double, m32: Double, m33: Double, m34: Double,
        m41: Double, m42: Double, m43: Double, m44: Double
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// The transform that leaves every point where it is.
    public static let identity = Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0,
        m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)

    /// The 16 numbers `m11…m44`, row by row.
    public var values: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// The transform of the 16 numbers `m11…m44`, row by row, or nil unless
    /// there are exactly 16.
    public init?(values v: [Double]) {
        guard v.count == 16 else { return nil }
        self.init(m11: v[0], m12: v[1], m13: v[2], m14: v[3],
                  m21: v[4], m22: v[5], m23: v[6], m24: v[7],
                  m31: v[8], m32: v[9], m33: v[10], m34: v[11],
                  m41: v[12], m42: v[13], m43: v[14], m44: v[15])
    }

    /// Whether this is exactly `identity`.
    public var isIdentity: Bool { self == .identity }

    /// The identity with `m34 = -1/distance`: the perspective of an eye at
    /// `distance` points in front of the plane.
    public static func perspective(eyeDistance distance: Double) -> Transform3D {
        var t = Transform3D.identity
        t.m34 = -1 / distance
        return t
    }

    /// `CATransform3DMakeTranslation`: the identity with `m41…m43` set.
    public init(translationX tx: Double, y ty: Double, z tz: Double) {
        self = .identity
        m41 = tx; m42 = ty; m43 = tz
    }

    /// `CATransform3DMakeScale`.
    public init(scaleX sx: Double, y sy: Double, z sz: Double) {
        self = .identity
        m11 = sx; m22 = sy; m33 = sz
    }

    /// `CATransform3DMakeRotation`: `angle` radians about the axis `(x, y, z)`;
    /// a zero axis gives the identity. About x, the rows are
    /// `[1,0,0,0] [0,cos,sin,0] [0,−sin,cos,0] [0,0,0,1]`.
    public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
        let length = (x * x + y * y + z * z).squareRoot()
        self = .identity
        // An axis that is no number turns the item by no number: the matrix
        // is NaN (and the item hidden), never silently the identity. A zero
        // axis is the identity, as CATransform3DMakeRotation gives.
        guard length.isFinite else {
            self = Transform3D(m11: .nan, m12: .nan, m13: .nan, m14: .nan, m21: .nan, m22: .nan, m23: .nan, m24: .nan,
                               m31: .nan, m32: .nan, m33: .nan, m34: .nan, m41: .nan, m42: .nan, m43: .nan, m44: .nan)
            return
        }
        guard length > 0 else { return }
        let (ux, uy, uz) = (x / length, y / length, z / length)
        let c = cos(angle), s = sin(angle), t = 1 - c
        m11 = t * ux * ux + c;      m12 = t * ux * uy + uz * s; m13 = t * ux * uz - uy * s
        m21 = t * ux * uy - uz * s; m22 = t * uy * uy + c;      m23 = t * uy * uz + ux * s
        m31 = t * ux * uz + uy * s; m32 = t * uy * uz - ux * s; m33 = t * uz * uz + c
    }

    /// `CATransform3DConcat(self, other)`: the product `self·other`, which
    /// applies `self` first.
    public func concatenating(_ o: Transform3D) -> Transform3D {
        // Written out (no arrays): the carousel concatenates a few per item per frame.
        func row(_ a1: Double, _ a2: Double, _ a3: Double, _ a4: Double) -> (Double, Double, Double, Double) {
            (a1 * o.m11 + a2 * o.m21 + a3 * o.m31 + a4 * o.m41,
             a1 * o.m12 + a2 * o.m22 + a3 * o.m32 + a4 * o.m42,
             a1 * o.m13 + a2 * o.m23 + a3 * o.m33 + a4 * o.m43,
             a1 * o.m14 + a2 * o.m24 + a3 * o.m34 + a4 * o.m44)
        }
        let r1 = row(m11, m12, m13, m14), r2 = row(m21, m22, m23, m24)
        let r3 = row(m31, m32, m33, m34), r4 = row(m41, m42, m43, m44)
        return Transform3D(m11: r1.0, m12: r1.1, m13: r1.2, m14: r1.3,
                           m21: r2.0, m22: r2.1, m23: r2.2, m24: r2.3,
                           m31: r3.0, m32: r3.1, m33: r3.2, m34: r3.3,
                           m41: r4.0, m42: r4.1, m43: r4.2, m44: r4.3)
    }

    /// `CATransform3DTranslate(self, tx, ty, tz)` = `T·self`.
    public func translated(x tx: Double, y ty: Double, z tz: Double) -> Transform3D {
        Transform3D(translationX: tx, y: ty, z: tz).concatenating(self)
    }

    /// `CATransform3DRotate(self, angle, x, y, z)` = `R·self`.
    public func rotated(by angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
    }

    /// `CATransform3DScale(self, sx, sy, sz)` = `S·self`.
    public func scaled(x sx: Double, y sy: Double, z sz: Double) -> Transform3D {
        Transform3D(scaleX: sx, y: sy, z: sz).concatenating(self)
    }

    /// The homogeneous image `(X, Y, Z, W)` of `(x, y, z, 1)`.
    public func apply(x: Double, y: Double, z: Double) -> (x: Double, y: Double, z: Double, w: Double) {
        (x * m11 + y * m21 + z * m31 + m41,
         x * m12 + y * m22 + z * m32 + m42,
         x * m13 + y * m23 + z * m33 + m43,
         x * m14 + y * m24 + z * m34 + m44)
    }

    /// Projects a point of the element's plane (relative to its centre, z = 0)
    /// onto the screen plane: `p·M` divided by `w`. Nil when the point lies at
    /// or behind the eye (`w ≤ 0`).
    public func project(_ p: Point) -> Point? {
        let h = apply(x: p.x, y: p.y, z: 0)
        guard h.w > 1e-9, h.w.isFinite else { return nil }
        return Point(x: h.x / h.w, y: h.y / h.w)
    }

    /// Whether all 16 entries are finite (without building an array).
    public var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite
            && m21.isFinite && m22.isFinite && m23.isFinite && m24.isFinite
            && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite
            && m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
    }

    /// The 2-D transform this one equals when it has no depth effect.
    public var affine: AffineTransform {
        AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// The 16 numbers `[m11, …, m44]`, as the command line prints them.
    public var description: String { "[\(values.map(formatNumber).joined(separator: ", "))]" }
}

extension Transform3D {
    /// This transform seen in a mirror about x = 0: `S·M·S` with
    /// `S = diag(−1, 1, 1, 1)`, the entries that mix x with another
    /// coordinate negated.
    public var mirroredAboutX: Transform3D {
        var t = self
        t.m12 = -m12; t.m13 = -m13; t.m14 = -m14
        t.m21 = -m21; t.m31 = -m31; t.m41 = -m41
        return t
    }
}
