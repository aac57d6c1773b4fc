/// The multi-aspect strategy's items (docs/REFERENCE.md): no keylines; each
/// item keeps its own aspect ratio from the data, the items run end to end
/// with the spacing between them, and an item crossing the viewport's edge
/// is masked and its picture parallaxed, more for wide items than for tall
/// ones (Compose's `MultiAspectCarouselItemDrawInfo`).
///
/// Lengths are along the scroll axis, in the logical (left-to-right)
/// direction; `starts[i]` is item i's leading edge in the content.
struct MultiAspectRun: Sendable {
    /// Each item's length along the axis.
    let lengths: [Double]
    /// Each item's leading edge in the content (the run's lead included).
    let starts: [Double]
    /// The longest item.
    let longest: Double
    /// The viewport's size along the axis.
    let container: Double
    /// The items' size across the axis.
    let crossSize: Double
    /// How far the content scrolls.
    let travel: Double
    /// Where the items rest: their leading edge at the viewport's, or their centre at its centre.
    let alignment: KeylineAlignment

    /// No items.
    static let empty = MultiAspectRun(lengths: [], container: 1, crossSize: 1, spacing: 0, alignment: .start)

    /// The run of items `lengths` long (each clamped to 1…container) with
    /// `spacing` between them; a run shorter than the container sits at its
    /// start, or in its middle with the centre alignment.
    ///
    /// - Complexity: O(n) for n items.
    init(lengths raw: [Double], container: Double, crossSize: Double, spacing: Double, alignment: KeylineAlignment) {
        let container = max(container, 1)
        let lengths = raw.map { $0.isFinite ? min(max($0, 1), container) : container }
        let total = lengths.reduce(0, +) + spacing * Double(max(0, lengths.count - 1))
        let lead = alignment == .center && total < container ? (container - total) / 2 : 0
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
        self.alignment = alignment
    }

    var count: Int { lengths.count }

    /// Item i at logical offset `s`, along the axis: where its picture's
    /// leading edge is in the viewport, and the window it shows, in its own
    /// coordinates. Past the leading edge by d (up to its length) the window
    /// opens `d·(1 − intensity)` in and the picture lags `d·intensity·parallax`
    /// behind the content; past the trailing edge the same mirrored. The
    /// window never leaves the item (intensity ≤ ½).
    ///
    /// - Complexity: O(1).
    func placement(ofItem i: Int, at s: Double, parallax: Double) -> (picture: Double, window: Double, visible: Double) {
        let length = lengths[i]
        let x = starts[i] - s
        let strength = MultiAspectIntensity.of(ratio: length / crossSize)
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

    /// The offset at which item i rests: its leading edge at the viewport's
    /// (start) or its centre at the viewport's centre, within the travel.
    ///
    /// - Complexity: O(1).
    func restOffset(ofItem i: Int) -> Double {
        let target = alignment == .center ? starts[i] + lengths[i] / 2 - container / 2 : starts[i]
        return min(max(target, 0), travel)
    }

    /// The item whose rest offset is nearest `s` (the first of equals).
    ///
    /// - Complexity: O(log n).
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
        // The first item resting at the earlier offset.
        let previous = firstItem(restingAt: before, atOrBefore: lo - 1)
        return s - before <= restOffset(ofItem: lo) - s ? previous : lo
    }

    private func firstItem(restingAt offset: Double, atOrBefore i: Int) -> Int {
        var lo = 0, hi = i
        while lo < hi {
            let mid = (lo + hi) / 2
            if restOffset(ofItem: mid) < offset { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The items that could be drawn within `low…high` (content
    /// coordinates along the axis): a picture lags its item by at most half
    /// its length.
    ///
    /// - Complexity: O(log n + k).
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

/// How strongly a multi-aspect item is masked and parallaxed at the
/// viewport's edges, by its aspect ratio along the axis.
public enum MultiAspectIntensity {
    /// ½ from 16:9 up, ⅓ at 1:1, ¼ from 9:16 down, linear between
    /// (Compose's values; its strict comparisons drop to ¼ at exactly 9:16,
    /// 1:1 and 16:9, which this does not).
    ///
    /// - Complexity: O(1).
    public static func of(ratio: Double) -> Double {
        if ratio >= 16.0 / 9 { return 1.0 / 2 }
        if ratio >= 1 { return 1.0 / 3 + (1.0 / 2 - 1.0 / 3) * (ratio - 1) / (16.0 / 9 - 1) }
        if ratio >= 9.0 / 16 { return 1.0 / 4 + (1.0 / 3 - 1.0 / 4) * (ratio - 9.0 / 16) / (1 - 9.0 / 16) }
        return 1.0 / 4
    }
}
