import CollectionLayout

/// The rows of a canvas, in points from its top, that something other than
/// the background was drawn on: what a canvas that keeps its pixels from
/// one frame to the next has to paint the background over again.
///
/// A window drawn straight into (no back buffer) still shows the last frame
/// when the next begins. Where the last frame drew only background, the
/// background is already there: the next frame's cards and overlays can be
/// drawn straight over it. Only the rows the last frame drew more on need
/// the background again, and on a carousel those are a band across the
/// middle and the indicators at the bottom — a third of a 1080p canvas.
///
/// Kept as sorted, disjoint, half-open ranges; `everything` when the rows
/// are not known (the first frame, after the window was uncovered, after
/// drawing that does not say where it drew).
public struct DrawnRows: Equatable, Sendable {
    /// Whether every row counts (nothing is known of the canvas).
    public private(set) var isEverything: Bool
    /// The rows, sorted and disjoint, when not everything.
    public private(set) var ranges: [Range<Double>]

    /// No row: a canvas showing only its background.
    public static let none = DrawnRows(isEverything: false, ranges: [])
    /// Every row.
    public static let everything = DrawnRows(isEverything: true, ranges: [])

    private init(isEverything: Bool, ranges: [Range<Double>]) {
        self.isEverything = isEverything
        self.ranges = ranges
    }

    /// Whether no row counts.
    public var isEmpty: Bool { !isEverything && ranges.isEmpty }

    /// Adds the rows from `top` to `bottom`; empty or not finite ones add
    /// nothing and infinite ones everything.
    public mutating func insert(from top: Double, to bottom: Double) {
        guard !isEverything, !top.isNaN, !bottom.isNaN, bottom > top else { return }
        guard top.isFinite, bottom.isFinite else {
            self = .everything
            return
        }
        // The ranges that touch the new one merge into it.
        var low = top, high = bottom
        var kept: [Range<Double>] = []
        kept.reserveCapacity(ranges.count + 1)
        var placed = false
        for range in ranges {
            if range.upperBound < low {
                kept.append(range)
            } else if range.lowerBound > high {
                if !placed {
                    kept.append(low..<high)
                    placed = true
                }
                kept.append(range)
            } else {
                low = min(low, range.lowerBound)
                high = max(high, range.upperBound)
            }
        }
        if !placed { kept.append(low..<high) }
        ranges = kept
    }

    /// Adds the rows `rect` spans, grown by `margin` above and below.
    public mutating func insert(_ rect: Rect, margin: Double = 0) {
        insert(from: rect.minY - margin, to: rect.maxY + margin)
    }

    /// Adds every row of `other`.
    public mutating func formUnion(_ other: DrawnRows) {
        if other.isEverything { self = .everything }
        for range in other.ranges { insert(from: range.lowerBound, to: range.upperBound) }
    }

    /// The rows of both.
    public func union(_ other: DrawnRows) -> DrawnRows {
        var rows = self
        rows.formUnion(other)
        return rows
    }

    /// The share (0…1) of the rows `0..<height` that count.
    public func share(of height: Double) -> Double {
        guard height > 0 else { return 0 }
        if isEverything { return 1 }
        let counted = ranges.reduce(0.0) { $0 + max(0, min(height, $1.upperBound) - max(0, $1.lowerBound)) }
        return min(1, counted / height)
    }

    /// The device pixel rows within `top..<bottom` that meet the rows, at
    /// `scale` pixels per point (a row partly met counts whole), as sorted,
    /// disjoint ranges.
    public func pixelRows(from top: Int, to bottom: Int, scale: Double) -> [Range<Int>] {
        guard bottom > top else { return [] }
        if isEverything { return [top..<bottom] }
        var rows: [Range<Int>] = []
        for range in ranges {
            let low = max(top, Int((range.lowerBound * scale).rounded(.down)))
            let high = min(bottom, Int((range.upperBound * scale).rounded(.up)))
            guard high > low else { continue }
            if let last = rows.last, last.upperBound >= low {
                rows[rows.count - 1] = last.lowerBound..<max(last.upperBound, high)
            } else {
                rows.append(low..<high)
            }
        }
        return rows
    }
}
