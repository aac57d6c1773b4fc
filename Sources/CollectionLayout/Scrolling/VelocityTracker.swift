/// The velocity of a pointer, estimated from its recent positions.
///
/// Samples older than `window` (relative to the newest) are forgotten; the
/// velocity is the slope, at the newest sample, of a least-squares
/// polynomial through the rest — quadratic by default (Flutter's
/// `VelocityTracker`), so a finger that speeds up into a flick is measured
/// at release and not a window earlier; linear on request.
///
/// A pause stops the motion: samples before a gap longer than
/// `stopThreshold` are ignored, and asked at a time more than
/// `stopThreshold` after the newest sample the tracker answers zero (a
/// finger that came to rest before lifting does not fling).
///
/// Samples may arrive out of order (they are kept sorted by time); a sample
/// with the time of an earlier one replaces it.
public struct VelocityTracker: Sendable {
    /// libadwaita's swipe tracker (`adw-swipe-tracker.c`) considers the last
    /// 150 ms of events.
    public static let defaultWindow = 0.150
    /// Flutter's `kAssumePointerMoveStoppedMilliseconds`: 40 ms without an
    /// event means the pointer stopped.
    public static let defaultStopThreshold = 0.040

    /// The polynomial fitted through the samples.
    public enum Fit: Sendable, Hashable {
        /// A line: the velocity of the window's mean time.
        case linear
        /// A parabola: the velocity at the newest sample (needs three samples,
        /// falls back to the line with two).
        case quadratic
    }

    /// One pointer position and the time it was seen.
    public struct Sample: Hashable, Sendable {
        /// The time of the sample, in seconds.
        public var time: Double
        /// The pointer's position.
        public var position: Point
    }

    /// How far back from the newest sample samples count, in seconds.
    public var window: Double
    /// The longest gap between samples (and before asking) that still counts as
    /// moving, in seconds.
    public var stopThreshold: Double
    /// The polynomial fitted through the samples.
    public var fit: Fit
    /// The samples in use, oldest first.
    public private(set) var samples: [Sample] = []

    /// A tracker without samples.
    public init(window: Double = Self.defaultWindow, stopThreshold: Double = Self.defaultStopThreshold,
                fit: Fit = .quadratic) {
        self.window = window
        self.stopThreshold = stopThreshold
        self.fit = fit
    }

    /// Forgets every sample.
    public mutating func reset() {
        samples.removeAll(keepingCapacity: true)
    }

    /// Records the pointer at `position` at `time` (seconds).
    ///
    /// - Complexity: O(s) for the s samples kept (a binary search, then an insertion and the
    ///   removal of stale samples).
    public mutating func addSample(time: Double, position: Point) {
        guard time.isFinite, position.isFinite else { return }
        let sample = Sample(time: time, position: position)
        // Binary search for the first sample not earlier than `time`.
        var low = 0, high = samples.count
        while low < high {
            let mid = (low + high) / 2
            if samples[mid].time < time { low = mid + 1 } else { high = mid }
        }
        if low < samples.count, samples[low].time == time {
            samples[low] = sample
        } else {
            samples.insert(sample, at: low)
        }
        if let newest = samples.last?.time {
            let stale = samples.firstIndex { newest - $0.time <= window } ?? samples.count
            samples.removeFirst(stale)
        }
    }

    /// The velocity in points per second at the newest sample, or zero when
    /// `time` (the release) is more than `stopThreshold` after it, or fewer
    /// than two samples describe the current motion.
    ///
    /// - Complexity: O(s) for the s samples in the window.
    public func velocity(at time: Double? = nil) -> Point {
        guard let newest = samples.last else { return .zero }
        if let time, time - newest.time > stopThreshold { return .zero }
        // The samples of the current motion: within the window, no long gap.
        var first = samples.count - 1
        while first > 0 {
            let earlier = samples[first - 1]
            guard newest.time - earlier.time <= window, samples[first].time - earlier.time <= stopThreshold else { break }
            first -= 1
        }
        let used = samples[first...]
        guard used.count >= 2 else { return .zero }
        // Times relative to the newest sample, scaled by the window, and
        // positions relative to it, keep the normal equations well conditioned.
        let scale = max(window, newest.time - used[first].time)
        let u = used.map { ($0.time - newest.time) / scale }
        let x = used.map { $0.position.x - newest.position.x }
        let y = used.map { $0.position.y - newest.position.y }
        if fit == .quadratic, used.count >= 3,
           let vx = Self.quadraticSlope(u, x), let vy = Self.quadraticSlope(u, y) {
            return Point(x: vx / scale, y: vy / scale)
        }
        guard let vx = Self.linearSlope(u, x), let vy = Self.linearSlope(u, y) else { return .zero }
        return Point(x: vx / scale, y: vy / scale)
    }

    /// The slope of the least-squares line through `(u, x)`.
    static func linearSlope(_ u: [Double], _ x: [Double]) -> Double? {
        let n = Double(u.count)
        let mu = u.reduce(0, +) / n
        let mx = x.reduce(0, +) / n
        var suu = 0.0, sux = 0.0
        for (ui, xi) in zip(u, x) {
            suu += (ui - mu) * (ui - mu)
            sux += (ui - mu) * (xi - mx)
        }
        guard suu > 0 else { return nil }
        return sux / suu
    }

    /// The slope at `u = 0` (the newest sample) of the least-squares
    /// parabola `x = c0 + c1·u + c2·u²` through `(u, x)`: `c1`.
    static func quadraticSlope(_ u: [Double], _ x: [Double]) -> Double? {
        // Normal equations M·c = r with M[i][j] = Σ u^(i+j), r[i] = Σ x·u^i.
        var s = [Double](repeating: 0, count: 5)
        var r = [Double](repeating: 0, count: 3)
        for (ui, xi) in zip(u, x) {
            var p = 1.0
            for k in 0..<5 {
                s[k] += p
                if k < 3 { r[k] += xi * p }
                p *= ui
            }
        }
        let m = [[s[0], s[1], s[2]], [s[1], s[2], s[3]], [s[2], s[3], s[4]]]
        let det = determinant(m)
        // Relative to the scale of the entries: near-singular means the
        // samples cannot distinguish a parabola from a line.
        guard abs(det) > 1e-12 * s[0] * s[0] * s[0] else { return nil }
        var m1 = m
        for i in 0..<3 { m1[i][1] = r[i] }
        return determinant(m1) / det
    }

    private static func determinant(_ m: [[Double]]) -> Double {
        m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1])
            - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
            + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
    }
}
