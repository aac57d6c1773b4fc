import Foundation

/// The physical description of a spring: mass, stiffness and damping
/// coefficient (libadwaita's `AdwSpringParams`).
public struct SpringParameters: Hashable, Sendable, CustomStringConvertible {
    /// The mass `m` on the spring.
    public var mass: Double
    /// The spring constant `k` (force per unit of displacement).
    public var stiffness: Double
    /// The damping coefficient `c` (force per unit of velocity).
    public var damping: Double

    /// A spring of `mass`, `stiffness` and `damping` coefficient.
    public init(mass: Double, stiffness: Double, damping: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// A spring given by its damping ratio `ζ = c / (2·√(k·m))`: below 1 it
    /// oscillates, at 1 it is critically damped, above 1 overdamped.
    public init(dampingRatio: Double, mass: Double, stiffness: Double) {
        self.init(mass: mass, stiffness: stiffness, damping: dampingRatio * 2 * (stiffness * mass).squareRoot())
    }

    /// libadwaita's `AdwCarousel` scroll spring, `adw_spring_params_new (1, 0.5, 500)`:
    /// critically damped, `ω0 = √(k/m) ≈ 31.6 rad/s`, so a page-long move
    /// settles within about 0.4 s without overshooting from rest.
    public static let carousel = SpringParameters(dampingRatio: 1, mass: 0.5, stiffness: 500)

    /// `ζ = c / (2·√(k·m))`.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The undamped angular frequency `ω0 = √(k/m)`, radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// Whether the parameters describe a spring that comes to rest.
    public var isValid: Bool {
        mass > 0 && stiffness > 0 && damping > 0 && mass.isFinite && stiffness.isFinite && damping.isFinite
    }

    /// `spring(m: …, k: …, c: …)`.
    public var description: String { "spring(m: \(mass), k: \(stiffness), c: \(damping))" }
}
