import Foundation

/// One pose of the custom carousel: how the item at `offset` is placed —
/// the chain `translate(x, y, z) rotate(angle, axis) scale(scale, scale, 1)`
/// on the base transform, and its alpha. A set of poses becomes one curve
/// per property through them (`CarouselPoses`), which every item shares.
public struct CarouselPose: Hashable, Sendable {
    /// The six properties a pose sets, in `TransformComponents`' order.
    public enum Property: String, CaseIterable, Sendable {
        case x, y, z, angle, scale, alpha
    }

    /// The item offset the pose is at.
    public var offset: Double
    /// The move right, down and towards the eye, in points.
    public var x, y, z: Double
    /// The turn about the poses' axis, in radians.
    public var angle: Double
    /// The growth across the item's plane (1 = as is).
    public var scale: Double
    /// The alpha, 0…1.
    public var alpha: Double

    /// A pose; by default the item as it is, unmoved.
    public init(offset: Double, x: Double = 0, y: Double = 0, z: Double = 0, angle: Double = 0, scale: Double = 1, alpha: Double = 1) {
        self.offset = offset
        self.x = x
        self.y = y
        self.z = z
        self.angle = angle
        self.scale = scale
        self.alpha = alpha
    }

    /// The value of `property`.
    public subscript(property: Property) -> Double {
        get {
            switch property {
            case .x: x
            case .y: y
            case .z: z
            case .angle: angle
            case .scale: scale
            case .alpha: alpha
            }
        }
        set {
            switch property {
            case .x: x = newValue
            case .y: y = newValue
            case .z: z = newValue
            case .angle: angle = newValue
            case .scale: scale = newValue
            case .alpha: alpha = newValue
            }
        }
    }

    /// The pose's chain about `axis` on the identity (no base transform).
    ///
    /// - Complexity: O(1).
    public func transform(axis: PoseAxis) -> Transform3D {
        Transform3D.identity.translated(x: x, y: y, z: z)
            .rotated(by: angle, x: axis.x, y: axis.y, z: axis.z)
            .scaled(x: scale, y: scale, z: 1)
    }
}

/// The one axis all of a carousel's poses turn about.
public struct PoseAxis: Hashable, Sendable, CustomStringConvertible {
    public var x, y, z: Double

    /// An axis; it must not be the zero vector.
    public init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    /// Turning about the vertical (iCarousel's Cover Flow).
    public static let y = PoseAxis(x: 0, y: 1, z: 0)
    /// Turning about the horizontal (a vertical Cover Flow).
    public static let x = PoseAxis(x: 1, y: 0, z: 0)
    /// Turning in the screen's plane (the wheel).
    public static let z = PoseAxis(x: 0, y: 0, z: 1)

    /// The axis scaled to length 1; nil for the zero vector or one not finite.
    public var unit: (x: Double, y: Double, z: Double)? {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite else { return nil }
        return (x / length, y / length, z / length)
    }

    /// "AX,AY,AZ", as `--axis` takes it.
    public var description: String { "\(formatNumber(x)),\(formatNumber(y)),\(formatNumber(z))" }
}
