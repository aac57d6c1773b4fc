/// A fixed-length animation on the motion clock: how far along it is at a
/// given time, eased, and whether it is over.
struct Timeline {
    /// How progress follows time.
    enum Easing {
        /// Slow in and out, `t²(3 − 2t)`.
        case inOut
        /// Fast, then settling, `1 − (1 − t)³`.
        case out
    }

    let startTime: Double
    /// Seconds (of the motion clock, so slow motion lengthens it).
    let duration: Double
    var easing = Easing.inOut

    /// The eased progress at `time`, 0…1 (1 for an animation of no length).
    func progress(at time: Double) -> Double {
        guard duration > 0 else { return 1 }
        let t = min(1, max(0, (time - startTime) / duration))
        switch easing {
        case .inOut: return t * t * (3 - 2 * t)
        case .out: return 1 - (1 - t) * (1 - t) * (1 - t)
        }
    }

    func isDone(at time: Double) -> Bool { time - startTime >= duration }
}
