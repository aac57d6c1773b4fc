/// The offset and velocity along the scroll axis over the last seconds, for
/// the live plot. A ring of samples: adding is O(1), nothing grows.
final class MotionHistory {
    struct Sample {
        var time: Double
        var offset: Double
        var velocity: Double
    }

    /// Seconds of history kept.
    static let window = 4.0
    private(set) var samples: [Sample] = []
    private var start = 0

    func add(time: Double, offset: Double, velocity: Double) {
        if let last = samples.last, time < last.time { samples.removeAll(); start = 0 }
        samples.append(Sample(time: time, offset: offset, velocity: velocity))
        while start < samples.count, samples[start].time < time - Self.window { start += 1 }
        if start > 512 {
            samples.removeFirst(start)
            start = 0
        }
    }

    /// The samples within the window, oldest first.
    var recent: ArraySlice<Sample> { samples[start...] }
}
