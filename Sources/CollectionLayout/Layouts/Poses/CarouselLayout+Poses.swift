import Foundation

extension CarouselLayout {
    /// The offsets a type's shape is sampled at to become poses.
    public static let sampledPoseOffsets: [Double] = [-3, -2, -1, 0, 1, 2, 3]

    /// This carousel's shape at item offset `o` as a pose about `axis`: its
    /// own steps (no base transform) taken apart into a move, a turn about
    /// the axis and a scale across the item's plane, with its alpha; nil
    /// when the steps are not such a chain (a turn about another axis, a
    /// stretch, a perspective). `near` is the angle to stay within half a
    /// turn of, so a spinning type's angles read on from one offset to the
    /// next.
    ///
    /// - Complexity: O(1) for the built-in types, O(size of the expressions) for `custom`.
    public func pose(atOffset o: Double, axis: PoseAxis, near: Double = 0) -> CarouselPose? {
        let i = curveItem(current: 0, offset: o)
        guard let pose = Self.pose(of: stepsTransform(item: i, offset: o), axis: axis, near: near) else { return nil }
        var p = pose
        p.offset = o
        p.alpha = transformAndAlpha(item: i, offset: o).alpha
        return p.alpha.isFinite ? p : nil
    }

    /// This carousel's shape sampled into poses at `offsets` (increasing),
    /// each angle read on from the one before.
    ///
    /// - Returns: the poses, or the first offset whose shape is not a pose about `axis`.
    public func sampledPoses(axis: PoseAxis, at offsets: [Double] = sampledPoseOffsets) -> Result<[CarouselPose], PoseRefusal> {
        var poses: [CarouselPose] = []
        var previous = 0.0
        for o in offsets {
            guard let p = pose(atOffset: o, axis: axis, near: previous) else { return .failure(PoseRefusal(offset: o)) }
            poses.append(p)
            previous = p.angle
        }
        return .success(poses)
    }

    /// `t` (affine, no perspective) as `translate · rotate(about axis) · scale(s, s, 1)`
    /// to within a billionth of its size; nil when it is not one.
    static func pose(of t: Transform3D, axis: PoseAxis, near: Double) -> CarouselPose? {
        guard let u = axis.unit, t.isFinite else { return nil }
        let rows = [[t.m11, t.m12, t.m13], [t.m21, t.m22, t.m23], [t.m31, t.m32, t.m33]]
        let s = (rows[0].map { $0 * $0 }.reduce(0, +)).squareRoot()
        guard s > 1e-12 else { return nil }
        // The rotation's rows: the first two scaled back, the third as it is.
        let r = [rows[0].map { $0 / s }, rows[1].map { $0 / s }, rows[2]]
        // A vector across the axis, turned: v·R (row vectors, as the transform applies).
        let v = abs(u.x) < 0.9 ? (1.0, 0.0, 0.0) : (0.0, 1.0, 0.0)
        let d = v.0 * u.x + v.1 * u.y + v.2 * u.z
        let across = (v.0 - d * u.x, v.1 - d * u.y, v.2 - d * u.z)
        let w = (across.0 * r[0][0] + across.1 * r[1][0] + across.2 * r[2][0],
                 across.0 * r[0][1] + across.1 * r[1][1] + across.2 * r[2][1],
                 across.0 * r[0][2] + across.1 * r[1][2] + across.2 * r[2][2])
        let cross = (across.1 * w.2 - across.2 * w.1, across.2 * w.0 - across.0 * w.2, across.0 * w.1 - across.1 * w.0)
        let sine = cross.0 * u.x + cross.1 * u.y + cross.2 * u.z
        let cosine = across.0 * w.0 + across.1 * w.1 + across.2 * w.2
        let base = atan2(sine, cosine)
        let size = ([t.m41, t.m42, t.m43, s, 1].map(abs).max() ?? 1)
        // The sense of a turn is the transform's own: try the angle both ways.
        for angle in [base, -base] {
            let turns = ((near - angle) / (2 * .pi)).rounded()
            let a = angle + turns * 2 * .pi
            let pose = CarouselPose(offset: 0, x: t.m41, y: t.m42, z: t.m43, angle: a, scale: s)
            if pose.transform(axis: axis).distance(to: t) <= 1e-9 * size { return pose }
        }
        return nil
    }
}

/// Why a type's shape cannot be posed: at `offset` it is not a move, a turn
/// about the poses' axis and a scale.
public struct PoseRefusal: Error, Hashable, Sendable {
    public var offset: Double
}

extension Transform3D {
    /// The largest difference between two matrices' entries.
    func distance(to other: Transform3D) -> Double {
        let a = [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
        let b = [other.m11, other.m12, other.m13, other.m14, other.m21, other.m22, other.m23, other.m24,
                 other.m31, other.m32, other.m33, other.m34, other.m41, other.m42, other.m43, other.m44]
        return zip(a, b).map { abs($0 - $1) }.max() ?? 0
    }
}
