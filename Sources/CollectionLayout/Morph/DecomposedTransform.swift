import Foundation

/// A 3-D transform taken apart into the steps that interpolate well, in
/// Core Animation's row-vector order: a point is scaled, sheared, turned,
/// moved, then given its perspective —
/// `M = scale · shear · rotation · translation · perspective`.
///
/// Interpolating the parts (scales, shears, translation and perspective
/// linearly, the rotation along the shortest arc) keeps a turning card
/// rigid on its way, where interpolating the sixteen numbers would squash it.
struct DecomposedTransform: Sendable {
    var scale: (x: Double, y: Double, z: Double)
    /// The shears xy, xz and yz, each relative to the scale of the row it bends.
    var shear: (xy: Double, xz: Double, yz: Double)
    /// The rotation as a unit quaternion (x, y, z, w).
    var rotation: Quaternion
    var translation: (x: Double, y: Double, z: Double)
    /// The perspective column `(p1, p2, p3)` and the homogeneous `p4`.
    var perspective: (x: Double, y: Double, z: Double, w: Double)

    /// `m` taken apart, or nil when its 3×3 part is singular (a card scaled
    /// to nothing) or a number is not finite.
    ///
    /// - Complexity: O(1).
    init?(_ m: Transform3D) {
        guard m.isFinite else { return nil }
        var r0 = Vector3(m.m11, m.m12, m.m13)
        var r1 = Vector3(m.m21, m.m22, m.m23)
        var r2 = Vector3(m.m31, m.m32, m.m33)
        let det = r0.dot(r1.cross(r2))
        let size = max(r0.length, r1.length, r2.length)
        guard size > 0, abs(det) > 1e-12 * size * size * size else { return nil }
        translation = (m.m41, m.m42, m.m43)
        // The perspective column c = L·p, so p = L⁻¹·c (Cramer's rule on the rows).
        let c = Vector3(m.m14, m.m24, m.m34)
        if c.x == 0, c.y == 0, c.z == 0 {
            perspective = (0, 0, 0, m.m44)
        } else {
            // Columns of L are the rows' components; solve L·p = c.
            let col0 = Vector3(r0.x, r1.x, r2.x), col1 = Vector3(r0.y, r1.y, r2.y), col2 = Vector3(r0.z, r1.z, r2.z)
            let d = col0.dot(col1.cross(col2))
            let px = c.dot(col1.cross(col2)) / d
            let py = col0.dot(c.cross(col2)) / d
            let pz = col0.dot(col1.cross(c)) / d
            perspective = (px, py, pz, m.m44 - (m.m41 * px + m.m42 * py + m.m43 * pz))
        }
        // Gram–Schmidt on the rows: scale, shear, then an orthonormal rotation.
        var sx = r0.length
        r0 = r0.scaled(1 / sx)
        var xy = r0.dot(r1)
        r1 = r1 - r0.scaled(xy)
        var sy = r1.length
        guard sy > 0 else { return nil }
        r1 = r1.scaled(1 / sy)
        xy /= sy
        var xz = r0.dot(r2)
        r2 = r2 - r0.scaled(xz)
        var yz = r1.dot(r2)
        r2 = r2 - r1.scaled(yz)
        var sz = r2.length
        guard sz > 0 else { return nil }
        r2 = r2.scaled(1 / sz)
        xz /= sz
        yz /= sz
        if r0.dot(r1.cross(r2)) < 0 {
            // A mirror: a turn by half a revolution and negative scales.
            sx = -sx; sy = -sy; sz = -sz
            r0 = r0.scaled(-1); r1 = r1.scaled(-1); r2 = r2.scaled(-1)
        }
        scale = (sx, sy, sz)
        shear = (xy, xz, yz)
        rotation = Quaternion(rows: r0, r1, r2)
        guard rotation.isFinite, [sx, sy, sz, xy, xz, yz, perspective.x, perspective.y, perspective.z, perspective.w]
            .allSatisfy(\.isFinite) else { return nil }
    }

    /// The transform the parts make again.
    ///
    /// - Complexity: O(1).
    var matrix: Transform3D {
        let (u0, u1, u2) = rotation.rows
        let r0 = u0.scaled(scale.x)
        let r1 = (u1 + u0.scaled(shear.xy)).scaled(scale.y)
        let r2 = (u2 + u0.scaled(shear.xz) + u1.scaled(shear.yz)).scaled(scale.z)
        let p = Vector3(perspective.x, perspective.y, perspective.z)
        let t = Vector3(translation.x, translation.y, translation.z)
        return Transform3D(m11: r0.x, m12: r0.y, m13: r0.z, m14: r0.dot(p),
                           m21: r1.x, m22: r1.y, m23: r1.z, m24: r1.dot(p),
                           m31: r2.x, m32: r2.y, m33: r2.z, m34: r2.dot(p),
                           m41: t.x, m42: t.y, m43: t.z, m44: t.dot(p) + perspective.w)
    }

    /// The parts `t` of the way from `a` to `b` (any real `t`: outside 0…1
    /// the same motion carries on).
    ///
    /// - Complexity: O(1).
    static func interpolate(_ a: DecomposedTransform, _ b: DecomposedTransform, _ t: Double) -> DecomposedTransform {
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        var r = a
        r.scale = (mix(a.scale.x, b.scale.x), mix(a.scale.y, b.scale.y), mix(a.scale.z, b.scale.z))
        r.shear = (mix(a.shear.xy, b.shear.xy), mix(a.shear.xz, b.shear.xz), mix(a.shear.yz, b.shear.yz))
        r.translation = (mix(a.translation.x, b.translation.x), mix(a.translation.y, b.translation.y),
                         mix(a.translation.z, b.translation.z))
        r.perspective = (mix(a.perspective.x, b.perspective.x), mix(a.perspective.y, b.perspective.y),
                         mix(a.perspective.z, b.perspective.z), mix(a.perspective.w, b.perspective.w))
        r.rotation = Quaternion.slerp(a.rotation, b.rotation, t)
        return r
    }
}

/// Three numbers, for the decomposition's rows.
struct Vector3: Sendable {
    var x, y, z: Double
    init(_ x: Double, _ y: Double, _ z: Double) { self.x = x; self.y = y; self.z = z }
    func dot(_ o: Vector3) -> Double { x * o.x + y * o.y + z * o.z }
    func cross(_ o: Vector3) -> Vector3 { Vector3(y * o.z - z * o.y, z * o.x - x * o.z, x * o.y - y * o.x) }
    func scaled(_ s: Double) -> Vector3 { Vector3(x * s, y * s, z * s) }
    var length: Double { dot(self).squareRoot() }
    static func + (a: Vector3, b: Vector3) -> Vector3 { Vector3(a.x + b.x, a.y + b.y, a.z + b.z) }
    static func - (a: Vector3, b: Vector3) -> Vector3 { Vector3(a.x - b.x, a.y - b.y, a.z - b.z) }
}

/// A rotation as a unit quaternion.
struct Quaternion: Sendable {
    var x, y, z, w: Double

    init(x: Double, y: Double, z: Double, w: Double) { self.x = x; self.y = y; self.z = z; self.w = w }

    /// The rotation whose row-vector matrix has the orthonormal rows `r0…r2`
    /// (a point `v` turns to `v·R`).
    init(rows r0: Vector3, _ r1: Vector3, _ r2: Vector3) {
        // The column-vector matrix is the transpose: c[i][j] = r[j][i].
        let c00 = r0.x, c11 = r1.y, c22 = r2.z
        let c01 = r1.x, c10 = r0.y, c02 = r2.x, c20 = r0.z, c12 = r2.y, c21 = r1.z
        let trace = c00 + c11 + c22
        if trace > 0 {
            let s = (trace + 1).squareRoot() * 2
            self.init(x: (c21 - c12) / s, y: (c02 - c20) / s, z: (c10 - c01) / s, w: s / 4)
        } else if c00 > c11, c00 > c22 {
            let s = (1 + c00 - c11 - c22).squareRoot() * 2
            self.init(x: s / 4, y: (c01 + c10) / s, z: (c02 + c20) / s, w: (c21 - c12) / s)
        } else if c11 > c22 {
            let s = (1 + c11 - c00 - c22).squareRoot() * 2
            self.init(x: (c01 + c10) / s, y: s / 4, z: (c12 + c21) / s, w: (c02 - c20) / s)
        } else {
            let s = (1 + c22 - c00 - c11).squareRoot() * 2
            self.init(x: (c02 + c20) / s, y: (c12 + c21) / s, z: s / 4, w: (c10 - c01) / s)
        }
        self = normalized
    }

    var isFinite: Bool { x.isFinite && y.isFinite && z.isFinite && w.isFinite }

    var normalized: Quaternion {
        let n = (x * x + y * y + z * z + w * w).squareRoot()
        guard n > 0 else { return Quaternion(x: 0, y: 0, z: 0, w: 1) }
        return Quaternion(x: x / n, y: y / n, z: z / n, w: w / n)
    }

    /// The rows of the row-vector rotation matrix.
    var rows: (Vector3, Vector3, Vector3) {
        // Column-vector matrix entries, then transposed into rows.
        let c00 = 1 - 2 * (y * y + z * z), c01 = 2 * (x * y - z * w), c02 = 2 * (x * z + y * w)
        let c10 = 2 * (x * y + z * w), c11 = 1 - 2 * (x * x + z * z), c12 = 2 * (y * z - x * w)
        let c20 = 2 * (x * z - y * w), c21 = 2 * (y * z + x * w), c22 = 1 - 2 * (x * x + y * y)
        return (Vector3(c00, c10, c20), Vector3(c01, c11, c21), Vector3(c02, c12, c22))
    }

    /// The rotation `t` of the way from `a` to `b` along the shorter arc
    /// (any real `t`: beyond the ends it turns on at the same rate).
    static func slerp(_ a: Quaternion, _ b0: Quaternion, _ t: Double) -> Quaternion {
        var b = b0
        var d = a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w
        if d < 0 {
            b = Quaternion(x: -b.x, y: -b.y, z: -b.z, w: -b.w)
            d = -d
        }
        let ka: Double, kb: Double
        if d > 0.9995 {
            // Nearly the same rotation: a straight line is as good and stays finite.
            ka = 1 - t
            kb = t
        } else {
            let theta = acos(min(1, d))
            let s = sin(theta)
            ka = sin((1 - t) * theta) / s
            kb = sin(t * theta) / s
        }
        return Quaternion(x: ka * a.x + kb * b.x, y: ka * a.y + kb * b.y, z: ka * a.z + kb * b.z,
                          w: ka * a.w + kb * b.w).normalized
    }
}
