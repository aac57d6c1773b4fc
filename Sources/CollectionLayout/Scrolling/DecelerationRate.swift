import Foundation

/// How quickly a free deceleration loses speed, as `UIScrollView` states it:
/// the fraction of the velocity that remains after each millisecond.
public struct DecelerationRate: Hashable, Sendable, CustomStringConvertible {
    /// The velocity kept per millisecond, in `0 < perMillisecond < 1`.
    public var perMillisecond: Double

    /// A rate that keeps `perMillisecond` of the velocity every millisecond.
    public init(perMillisecond: Double) {
        self.perMillisecond = perMillisecond
    }

    /// `UIScrollView.DecelerationRate.normal`: 0.998 per millisecond.
    public static let normal = DecelerationRate(perMillisecond: 0.998)

    /// `UIScrollView.DecelerationRate.fast`: 0.99 per millisecond.
    public static let fast = DecelerationRate(perMillisecond: 0.99)

    /// The exponent `k = 1000·ln r` (per second, negative): the velocity
    /// decays as `v0·e^(k·t)`.
    public var exponent: Double { 1000 * log(perMillisecond) }

    /// The rate whose exponent is `k` (per second).
    public init(exponent k: Double) {
        self.init(perMillisecond: exp(k / 1000))
    }

    /// Whether the rate describes a decay at all (`0 < r < 1`).
    public var isValid: Bool { perMillisecond > 0 && perMillisecond < 1 }

    /// `r/ms`.
    public var description: String { "\(perMillisecond)/ms" }
}
