/// Maps the frame clock's time to the time motion is simulated at, so slow
/// motion slows everything (flings, springs, transitions) without jumps:
/// toggling re-bases the mapping at the moment of the toggle.
final class MotionClock {
    /// How many times slower motion runs in slow motion.
    static let slowMotionFactor = 10.0

    private var baseReal: Double?
    private var baseMotion = 0.0
    private var lastReal = 0.0

    var slowMotion = false {
        didSet {
            guard slowMotion != oldValue else { return }
            // Continue from where the motion time is now.
            baseMotion = time(atMonotonic: lastReal, rate: oldValue ? 1 / Self.slowMotionFactor : 1)
            baseReal = lastReal
        }
    }

    /// Seconds of real time per second of motion time.
    var factor: Double { slowMotion ? Self.slowMotionFactor : 1 }

    /// The motion time at the monotonic `real` time (seconds).
    func time(atMonotonic real: Double) -> Double {
        lastReal = max(lastReal, real)
        return time(atMonotonic: real, rate: 1 / factor)
    }

    private func time(atMonotonic real: Double, rate: Double) -> Double {
        guard let base = baseReal else {
            baseReal = real
            baseMotion = real
            return real
        }
        return baseMotion + (real - base) * rate
    }
}
