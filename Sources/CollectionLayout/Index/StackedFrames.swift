/// The frames of one `LaneIndex` lane: each entry's y and height, and its x
/// and width once per run of consecutive entries that share both (a
/// waterfall column's items in sections of one column count, a lane of
/// full-width headers), so an entry costs 16 bytes where a frame costs 32.
/// Read back, each frame is the one appended, bit for bit.
struct StackedFrames: RandomAccessCollection, Sendable {
    /// An entry's vertical extent.
    struct Span: Sendable {
        var y: Double
        var height: Double
    }

    /// Entries from `start` on (until the next run's) have this x and width.
    struct Run: Sendable {
        var start: Int
        var x: Double
        var width: Double
    }

    private var spans = PrefixSharingArray<Span>()
    private var runs: [Run] = []

    var startIndex: Int { 0 }

    @inline(__always) var endIndex: Int { spans.count }

    @inline(__always) var count: Int { spans.count }

    /// The frame at `position`.
    ///
    /// - Complexity: O(1) in a lane of one run, else O(log r) for r runs.
    @inline(__always) subscript(position: Int) -> Rect {
        let span = spans[position], run = runs[run(at: position)]
        return Rect(x: run.x, y: span.y, width: run.width, height: span.height)
    }

    /// The bottom of the frame at `position` (its `maxY`, the same sum).
    @inline(__always) func maxY(at position: Int) -> Double {
        let span = spans[position]
        return span.y + span.height
    }

    /// The run holding `position`: the last that starts at or before it.
    @inline(__always) func run(at position: Int) -> Int {
        guard runs.count > 1 else { return 0 }
        var low = 0, high = runs.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if runs[mid].start <= position { low = mid } else { high = mid - 1 }
        }
        return low
    }

    mutating func reserveCapacity(_ capacity: Int) { spans.reserveCapacity(capacity) }

    /// Appends `frame`, starting a run when its x or width differs from the
    /// last run's (compared bit for bit, so that -0 stays -0).
    @inline(__always) mutating func append(_ frame: Rect) {
        if let run = runs.last, run.x.bitPattern == frame.origin.x.bitPattern,
           run.width.bitPattern == frame.size.width.bitPattern {
        } else {
            runs.append(Run(start: spans.count, x: frame.origin.x, width: frame.size.width))
        }
        spans.append(Span(y: frame.origin.y, height: frame.size.height))
    }

    /// Appends `frames` in order.
    mutating func append<Frames: RandomAccessCollection>(contentsOf frames: Frames)
    where Frames.Element == Rect, Frames.Index == Int {
        var position = spans.count
        for frame in frames {
            if let run = runs.last, run.x.bitPattern == frame.origin.x.bitPattern,
               run.width.bitPattern == frame.size.width.bitPattern {
            } else {
                runs.append(Run(start: position, x: frame.origin.x, width: frame.size.width))
            }
            position += 1
        }
        // Converted in scratch room, then copied a chunk's worth at a time.
        withUnsafeTemporaryAllocation(of: Span.self, capacity: frames.count) { scratch in
            for (k, frame) in zip(scratch.indices, frames) {
                scratch.initializeElement(at: k, to: Span(y: frame.origin.y, height: frame.size.height))
            }
            spans.append(contentsOf: UnsafeBufferPointer(scratch))
        }
    }

    /// Keeps the first `newCount` frames.
    ///
    /// - Complexity: O(chunks + chunk size + log r) and the runs removed.
    mutating func removeAll(from newCount: Int) {
        spans.removeAll(from: newCount)
        guard !runs.isEmpty else { return }
        // The runs up to the one holding the last frame kept.
        runs.removeSubrange((newCount <= 0 ? 0 : run(at: newCount - 1) + 1)...)
    }
}
