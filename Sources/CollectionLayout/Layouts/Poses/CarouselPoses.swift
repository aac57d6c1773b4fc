import Foundation

/// The poses of a custom carousel and the expressions they make: one
/// monotone curve per property through that property's values at the
/// poses (Fritsch–Carlson, no overshoot between poses), carried on beyond
/// the outermost poses along the line through the last two (`linear`) or
/// held there (`hold`). The text is
///
///     translate(X, Y, Z) rotate(A, ax, ay, az) scale(S, S, 1)
///
/// with each of X…S `extrapolate(offset, o0, v0, o1, v1, …)` (or `curve(…)`
/// when held), and alpha the same for the alpha — so the curves' plots
/// show the poses as their points, and the text reads back into the poses.
public struct CarouselPoses: Hashable, Sendable {
    /// The poses, by increasing offset, no two at the same offset.
    public private(set) var poses: [CarouselPose]
    /// The axis every pose turns about.
    public var axis: PoseAxis
    /// What the curves do beyond the outermost poses.
    public var ends: MonotoneCurve.Ends

    /// The most poses: as many as a curve takes points.
    public static let maximumCount = MonotoneCurve.maximumPoints
    /// The closest two poses may be, in items (the app snaps offsets to it).
    public static let offsetStep = 0.05

    /// Poses about `axis`; later poses at an offset replace earlier ones.
    public init(_ poses: [CarouselPose] = [], axis: PoseAxis = .y, ends: MonotoneCurve.Ends = .linear) {
        self.poses = []
        self.axis = axis
        self.ends = ends
        for pose in poses { set(pose) }
    }

    /// Adds `pose`, replacing the pose at its offset if there is one.
    ///
    /// - Complexity: O(p) for p poses.
    public mutating func set(_ pose: CarouselPose) {
        if let k = index(at: pose.offset) {
            poses[k] = pose
        } else {
            poses.insert(pose, at: poses.firstIndex { $0.offset > pose.offset } ?? poses.endIndex)
        }
    }

    /// Removes the pose at `offset`, if there is one.
    @discardableResult
    public mutating func remove(at offset: Double) -> CarouselPose? {
        guard let k = index(at: offset) else { return nil }
        return poses.remove(at: k)
    }

    /// The index of the pose at `offset` (to within a millionth of an item).
    public func index(at offset: Double) -> Int? {
        poses.firstIndex { abs($0.offset - offset) < 1e-6 }
    }

    /// The value the curves give `property` at `offset`.
    ///
    /// - Complexity: O(p) for p poses.
    public func value(_ property: CarouselPose.Property, at offset: Double) -> Double {
        guard poses.count > 1 else { return poses.first?[property] ?? .nan }
        return MonotoneCurve.value(at: offset, points: points(property), ends: ends)
    }

    /// The pose the curves make at `offset` (a pose there, or between).
    public func pose(at offset: Double) -> CarouselPose {
        var p = CarouselPose(offset: offset)
        for property in CarouselPose.Property.allCases { p[property] = value(property, at: offset) }
        return p
    }

    private func points(_ property: CarouselPose.Property) -> [Double] {
        poses.flatMap { [$0.offset, $0[property]] }
    }

    // MARK: - The expressions

    /// The curve of `property` as an expression: the call through the
    /// poses, or the one pose's value as a number.
    public func expression(_ property: CarouselPose.Property) -> String {
        guard poses.count > 1 else { return Self.number(poses.first?[property] ?? 0) }
        let name = ends == .linear ? "extrapolate" : "curve"
        return "\(name)(offset, \(points(property).map(Self.number).joined(separator: ", ")))"
    }

    /// The `transform` expression the poses make.
    public var transformText: String {
        let a = axis
        return "translate(\(expression(.x)), \(expression(.y)), \(expression(.z)))"
            + " rotate(\(expression(.angle)), \(Self.number(a.x)), \(Self.number(a.y)), \(Self.number(a.z)))"
            + " scale(\(expression(.scale)), \(expression(.scale)), 1)"
    }

    /// The `alpha` expression the poses make.
    public var alphaText: String { expression(.alpha) }

    /// A number written so it reads back exactly (a negative one with its sign).
    static func number(_ v: Double) -> String { formatNumber(v == 0 ? 0 : v) }

    /// The poses `transform` and `alpha` were made from, when they are the
    /// text `transformText`/`alphaText` write for two or more poses (a
    /// person may edit the text into anything; then nil).
    ///
    /// - Complexity: O(c) for c characters.
    public init?(transform: String, alpha: String) {
        let handles = CurveHandle.inTransform(transform)
        guard handles.count == 5, let alphaHandle = CurveHandle.inAlpha(alpha),
              let axis = Self.axis(in: transform) else { return nil }
        let all = handles + [alphaHandle]
        let offsets = all[0].points.map(\.x)
        guard offsets.count >= 2, all.allSatisfy({ $0.points.map(\.x) == offsets }),
              Array(all.map(\.component)) == [0, 1, 2, 3, 4, 5] else { return nil }
        let poses = offsets.indices.map { k in
            CarouselPose(offset: offsets[k], x: all[0].points[k].y, y: all[1].points[k].y, z: all[2].points[k].y,
                         angle: all[3].points[k].y, scale: all[4].points[k].y, alpha: all[5].points[k].y)
        }
        let ends: MonotoneCurve.Ends = transform.hasPrefix("translate(extrapolate(") ? .linear : .hold
        self.init(poses, axis: axis, ends: ends)
        guard self.poses.count == offsets.count, transformText == transform, alphaText == alpha else { return nil }
    }

    /// The three numbers after `rotate`'s first argument.
    private static func axis(in transform: String) -> PoseAxis? {
        guard let start = transform.range(of: " rotate(")?.upperBound else { return nil }
        var depth = 0, arguments: [String] = [""]
        for c in transform[start...] {
            if c == "(" { depth += 1 }
            if c == ")" {
                if depth == 0 { break }
                depth -= 1
            }
            if c == ",", depth == 0 { arguments.append("") } else { arguments[arguments.count - 1].append(c) }
        }
        let numbers = arguments.dropFirst().compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard arguments.count == 4, numbers.count == 3 else { return nil }
        return PoseAxis(x: numbers[0], y: numbers[1], z: numbers[2])
    }
}
