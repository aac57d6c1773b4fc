/// The keyline carousel's export, part three: the multi-aspect strategy's
/// run of items (Compose's multi-aspect carousel), ported from the library's
/// `MultiAspectRun` and `MultiAspectIntensity`.
extension SwiftMathGenerator {
    static let keylineMultiAspectMath = #"""
/// The multi-aspect strategy's items: no keylines; each item keeps its own
/// aspect ratio from the data, end to end with the spacing, and an item
/// crossing the viewport's edge is masked and its picture parallaxed.
/// Along the scroll axis, left to right; `starts[i]` is item i's leading edge.
public struct MultiAspectRun: Sendable {
    public let lengths: [Double]
    public let starts: [Double]
    public let longest: Double
    public let container: Double
    public let crossSize: Double
    public let travel: Double
    public let centered: Bool

    static let empty = MultiAspectRun(lengths: [], container: 1, crossSize: 1, spacing: 0, centered: false)

    /// Items `lengths` long (each within 1…container) with `spacing` between;
    /// a run shorter than the container sits at its start, or in its middle when centred.
    init(lengths raw: [Double], container: Double, crossSize: Double, spacing: Double, centered: Bool) {
        let container = max(container, 1)
        let lengths = raw.map { $0.isFinite ? min(max($0, 1), container) : container }
        let total = lengths.reduce(0, +) + spacing * Double(max(0, lengths.count - 1))
        let lead = centered && total < container ? (container - total) / 2 : 0
        var starts: [Double] = []
        starts.reserveCapacity(lengths.count)
        var edge = lead
        for length in lengths {
            starts.append(edge)
            edge += length + spacing
        }
        self.lengths = lengths
        self.starts = starts
        self.longest = lengths.max() ?? 0
        self.container = container
        self.crossSize = max(crossSize, 1)
        self.travel = max(0, total - container)
        self.centered = centered
    }

    var count: Int { lengths.count }

    /// ½ from 16:9 up, ⅓ at 1:1, ¼ from 9:16 down, linear between.
    static func intensity(ratio: Double) -> Double {
        if ratio >= 16.0 / 9 { return 1.0 / 2 }
        if ratio >= 1 { return 1.0 / 3 + (1.0 / 2 - 1.0 / 3) * (ratio - 1) / (16.0 / 9 - 1) }
        if ratio >= 9.0 / 16 { return 1.0 / 4 + (1.0 / 3 - 1.0 / 4) * (ratio - 9.0 / 16) / (1 - 9.0 / 16) }
        return 1.0 / 4
    }

    /// Item i at logical offset `s`: where its picture's leading edge is in the
    /// viewport, and the window it shows in its own coordinates. Past the
    /// leading edge by d the window opens `d·(1 − intensity)` in and the picture
    /// lags `d·intensity·parallax`; past the trailing edge the same mirrored.
    func placement(ofItem i: Int, at s: Double, parallax: Double) -> (picture: Double, window: Double, visible: Double) {
        let length = lengths[i]
        let x = starts[i] - s
        let strength = Self.intensity(ratio: length / crossSize)
        if x < 0 {
            let d = min(-x, length)
            let shift = d * strength * parallax
            let opening = d * (1 - strength)
            return (x + shift, opening - shift, length - opening)
        }
        if x > container - length {
            let d = min(x + length - container, length)
            let shift = d * strength * parallax
            return (x - shift, shift, length - d * (1 - strength))
        }
        return (x, 0, length)
    }

    /// Item i's leading edge at the viewport's (centred: its centre at the
    /// viewport's centre), within the travel.
    func restOffset(ofItem i: Int) -> Double {
        let target = centered ? starts[i] + lengths[i] / 2 - container / 2 : starts[i]
        return min(max(target, 0), travel)
    }

    /// The item whose rest offset is nearest `s` (the first of equals).
    func nearestItem(to s: Double) -> Int? {
        guard count > 0 else { return nil }
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if restOffset(ofItem: mid) < s { lo = mid + 1 } else { hi = mid }
        }
        guard lo < count else { return firstItem(restingAt: restOffset(ofItem: count - 1), atOrBefore: count - 1) }
        guard lo > 0 else { return 0 }
        let before = restOffset(ofItem: lo - 1)
        let previous = firstItem(restingAt: before, atOrBefore: lo - 1)
        return s - before <= restOffset(ofItem: lo) - s ? previous : lo
    }

    func firstItem(restingAt offset: Double, atOrBefore i: Int) -> Int {
        var lo = 0, hi = i
        while lo < hi {
            let mid = (lo + hi) / 2
            if restOffset(ofItem: mid) < offset { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The items that could be drawn within `low…high` along the axis.
    func items(from low: Double, to high: Double) -> Range<Int> {
        let reach = longest / 2
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if starts[mid] + lengths[mid] < low - reach { lo = mid + 1 } else { hi = mid }
        }
        var end = lo
        while end < count, starts[end] <= high + reach { end += 1 }
        return lo..<end
    }
}

"""#
}
