import Foundation

/// A damped spring pulling a position toward `target`, in closed form.
///
/// The displacement `y = x − target` obeys `m·y'' + c·y' + k·y = 0` with
/// `y(0) = x0 − target`, `y'(0) = v0`. With `ω0 = √(k/m)` and
/// `ζ = c/(2·√(k·m))`:
/// - underdamped (`ζ < 1`): `y = e^(−ζω0·t)·(A·cos ωd·t + B·sin ωd·t)`,
///   `ωd = ω0·√(1 − ζ²)`;
/// - critically damped (`ζ = 1`): `y = (A + B·t)·e^(−ω0·t)`;
/// - overdamped (`ζ > 1`): `y = C1·e^(r1·t) + C2·e^(r2·t)`,
///   `r1,2 = −ω0·(ζ ∓ √(ζ² − 1))`.
///
/// Done when both the displacement and the velocity are within tolerance;
/// `finalPosition` is `target` exactly.
public struct SpringSimulation: ScrollSimulation, Hashable, Sendable {
    /// Within this distance of the target (points) a spring may stop: the
    /// final jump is a twentieth of a point.
    public static let defaultPositionTolerance = 0.05
    /// And below this speed (points per second), so an oscillation through
    /// the target does not count as arrival.
    public static let defaultVelocityTolerance = 2.0
    /// Damping ratios this close to 1 use the critical closed form, which
    /// the two others approach but cannot evaluate (they divide by `ζ − 1`).
    static let criticalBand = 1e-6

    private enum Solution: Hashable, Sendable {
        case under(beta: Double, omega: Double, a: Double, b: Double)
        case critical(omega: Double, a: Double, b: Double)
        case over(r1: Double, r2: Double, c1: Double, c2: Double)
    }

    /// The spring's mass, stiffness and damping.
    public let parameters: SpringParameters
    /// The position at `t = 0`.
    public let startPosition: Double
    /// The velocity at `t = 0`, units per second.
    public let startVelocity: Double
    /// The position the spring pulls toward and rests on.
    public let target: Double
    /// How close to `target` the spring may stop.
    public let positionTolerance: Double
    /// How slow the spring must be to stop.
    public let velocityTolerance: Double
    /// When the spring first reaches its target, if it stops there
    /// (`stopsOnArrival`); ∞ otherwise.
    public let arrivalTime: Double
    private let solution: Solution

    /// A spring from `position` moving at `velocity` toward `target`. With
    /// `stopsOnArrival` it ends the moment it first reaches the target, as
    /// libadwaita's clamped spring animations do, instead of swinging through.
    public init(
        parameters: SpringParameters = .carousel, position: Double, velocity: Double, target: Double,
        positionTolerance: Double = Self.defaultPositionTolerance,
        velocityTolerance: Double = Self.defaultVelocityTolerance,
        stopsOnArrival: Bool = false
    ) {
        precondition(parameters.isValid, "a spring needs positive, finite mass, stiffness and damping")
        self.parameters = parameters
        startPosition = position
        startVelocity = velocity
        self.target = target
        self.positionTolerance = positionTolerance
        self.velocityTolerance = velocityTolerance

        let y0 = position - target
        let v0 = velocity
        let omega0 = parameters.naturalFrequency
        let zeta = parameters.dampingRatio
        if abs(zeta - 1) < Self.criticalBand {
            solution = .critical(omega: omega0, a: y0, b: v0 + omega0 * y0)
        } else if zeta < 1 {
            let beta = zeta * omega0
            let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
            solution = .under(beta: beta, omega: omegaD, a: y0, b: (v0 + beta * y0) / omegaD)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega0 * (zeta - root)
            let r2 = -omega0 * (zeta + root)
            // C1 + C2 = y0, r1·C1 + r2·C2 = v0
            let c2 = (v0 - r1 * y0) / (r2 - r1)
            solution = .over(r1: r1, r2: r2, c1: y0 - c2, c2: c2)
        }
        arrivalTime = stopsOnArrival ? Self.firstZero(of: solution) : .infinity
    }

    /// The first `t > 0` at which the displacement is zero, ∞ when it never is.
    private static func firstZero(of solution: Solution) -> Double {
        let t: Double
        switch solution {
        case let .under(_, omega, a, b):
            // a·cos ωt + b·sin ωt = 0 ⇔ ωt = atan2(−a, b) (mod π)
            guard a != 0 else { return 0 }
            var phase = atan2(-a, b)
            while phase <= 0 { phase += .pi }
            t = phase / omega
        case let .critical(_, a, b):
            guard a != 0 else { return 0 }
            t = b != 0 ? -a / b : -1
        case let .over(r1, r2, c1, c2):
            guard c1 + c2 != 0 else { return 0 }
            // c1·e^(r1·t) = −c2·e^(r2·t) ⇔ e^((r1−r2)·t) = −c2/c1
            let ratio = c1 != 0 ? -c2 / c1 : -1
            t = ratio > 0 ? log(ratio) / (r1 - r2) : -1
        }
        return t > 0 && t.isFinite ? t : .infinity
    }

    /// The target, exactly.
    public var finalPosition: Double { target }

    /// The displacement from the target at `t`.
    ///
    /// - Complexity: O(1).
    public func displacement(at t: Double) -> Double {
        let t = max(0, t)
        if t >= arrivalTime { return 0 }
        switch solution {
        case let .under(beta, omega, a, b):
            return exp(-beta * t) * (a * cos(omega * t) + b * sin(omega * t))
        case let .critical(omega, a, b):
            return (a + b * t) * exp(-omega * t)
        case let .over(r1, r2, c1, c2):
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// `target` plus the displacement at `t`.
    ///
    /// - Complexity: O(1).
    public func position(at t: Double) -> Double {
        target + displacement(at: t)
    }

    /// The derivative of the displacement at `t`.
    ///
    /// - Complexity: O(1).
    public func velocity(at t: Double) -> Double {
        let t = max(0, t)
        if t >= arrivalTime { return 0 }
        switch solution {
        case let .under(beta, omega, a, b):
            let c = cos(omega * t), s = sin(omega * t)
            return exp(-beta * t) * ((omega * b - beta * a) * c - (beta * b + omega * a) * s)
        case let .critical(omega, a, b):
            return (b - omega * (a + b * t)) * exp(-omega * t)
        case let .over(r1, r2, c1, c2):
            return c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
        }
    }

    /// Whether both the displacement and the velocity are within tolerance at `t`.
    ///
    /// - Complexity: O(1).
    public func isDone(at t: Double) -> Bool {
        t >= arrivalTime || abs(displacement(at: t)) < positionTolerance && abs(velocity(at: t)) < velocityTolerance
    }
}
