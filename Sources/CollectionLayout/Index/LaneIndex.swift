/// A spatial index for content stacked along y: entries grouped into lanes,
/// in each of which both `minY` and `maxY` never decrease.
///
/// A lane is a waterfall column, the lines of a flow layout, or a run of
/// section headers and footers. Because both edges are sorted, the entries of
/// a lane that overlap a band `(minY, maxY)` form one contiguous run: a binary
/// search finds its first entry (the first whose `maxY` exceeds the band's
/// top) and a scan stops at the first entry whose `minY` reaches the band's
/// bottom. Each scanned entry is then tested against the rect's x extent;
/// lanes whose x extent misses the rect are skipped without a search.
///
/// Storage is flat: per lane each entry's y and height, its id (32 bits:
/// every id must lie within `Int32`'s range), and x and width once per run
/// of entries sharing them (`StackedFrames`), in `PrefixSharingArray`s, no
/// per-entry objects, so a million entries cost about 20 MB; a copy shares
/// its lanes' chunks, so a copy cut back with `removeEntries(fromID:)` and
/// appended to copies only the chunks it writes.
///
/// Intersection follows `Rect.intersects` (`CGRectIntersectsRect`): shared
/// edges do not count and empty frames never match.
public struct LaneIndex: Sendable {
    private struct Lane: Sendable {
        var frames = StackedFrames()
        var ids = PrefixSharingArray<Int32>()
        /// The union of the lane's frames along x (empty lanes: +∞…−∞).
        var minX = Double.infinity
        var maxX = -Double.infinity
    }

    private var lanes: [Lane]

    /// The number of entries in all lanes.
    public private(set) var count = 0

    /// An index with `laneCount` empty lanes.
    public init(laneCount: Int = 0) {
        lanes = Array(repeating: Lane(), count: max(0, laneCount))
    }

    /// The number of lanes.
    public var laneCount: Int { lanes.count }

    /// Adds an empty lane and returns its number.
    @discardableResult
    public mutating func addLane() -> Int {
        lanes.append(Lane())
        return lanes.count - 1
    }

    /// Reserves room for `capacity` entries in `lane`.
    public mutating func reserveCapacity(_ capacity: Int, inLane lane: Int) {
        lanes[lane].frames.reserveCapacity(capacity)
        lanes[lane].ids.reserveCapacity(capacity)
    }

    /// Appends `frame` with the caller's `id` to `lane` and returns its
    /// position in the lane.
    ///
    /// - Precondition: `id` lies within `Int32`'s range; `frame` is finite
    ///   and neither its `minY` nor its `maxY` lies above the lane's last
    ///   entry's (checked in debug builds).
    /// - Complexity: amortized O(1).
    @discardableResult @inline(__always)
    public mutating func append(_ frame: Rect, id: Int, toLane lane: Int) -> Int {
        assert(frame.origin.isFinite && frame.size.isFinite, "LaneIndex: frame \(frame) is not finite")
        assert(frame.width >= 0 && frame.height >= 0, "LaneIndex: frame \(frame) has a negative size")
        assert(lanes[lane].frames.last.map { $0.minY <= frame.minY && $0.maxY <= frame.maxY } ?? true,
               "LaneIndex: frame \(frame) breaks the order of lane \(lane)")
        let position = lanes[lane].frames.count
        lanes[lane].frames.append(frame)
        lanes[lane].ids.append(Int32(id))
        lanes[lane].minX = min(lanes[lane].minX, frame.minX)
        lanes[lane].maxX = max(lanes[lane].maxX, frame.maxX)
        count += 1
        return position
    }

    /// Appends `frames` with the caller's `ids` (one each) to `lane`, in
    /// order, as `append(_:id:toLane:)` one by one would.
    ///
    /// - Precondition: as `append(_:id:toLane:)`'s for each frame; as many ids as frames.
    /// - Complexity: O(k) for k entries (amortized).
    public mutating func append<Frames: RandomAccessCollection, IDs: RandomAccessCollection>(
        contentsOf frames: Frames, ids: IDs, toLane lane: Int
    ) where Frames.Element == Rect, Frames.Index == Int, IDs.Element == Int, IDs.Index == Int {
        precondition(frames.count == ids.count, "LaneIndex: \(frames.count) frames but \(ids.count) ids")
        var (minX, maxX) = (lanes[lane].minX, lanes[lane].maxX)
        var previous = lanes[lane].frames.last
        for frame in frames {
            assert(frame.origin.isFinite && frame.size.isFinite && frame.width >= 0 && frame.height >= 0,
                   "LaneIndex: frame \(frame) is not finite or has a negative size")
            assert(previous.map { $0.minY <= frame.minY && $0.maxY <= frame.maxY } ?? true,
                   "LaneIndex: frame \(frame) breaks the order of lane \(lane)")
            previous = frame
            minX = min(minX, frame.minX)
            maxX = max(maxX, frame.maxX)
        }
        (lanes[lane].minX, lanes[lane].maxX) = (minX, maxX)
        lanes[lane].frames.append(contentsOf: frames)
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: ids.count) { scratch in
            for (k, id) in zip(scratch.indices, ids) { scratch.initializeElement(at: k, to: Int32(id)) }
            lanes[lane].ids.append(contentsOf: UnsafeBufferPointer(scratch))
        }
        count += frames.count
    }

    /// The number of entries in `lane`.
    ///
    /// - Complexity: O(1).
    public func entryCount(inLane lane: Int) -> Int { lanes[lane].frames.count }

    /// The frame of the entry at `position` in `lane`.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    public func frame(inLane lane: Int, at position: Int) -> Rect { lanes[lane].frames[position] }

    /// The id of the entry at `position` in `lane`.
    ///
    /// - Complexity: O(1).
    public func id(inLane lane: Int, at position: Int) -> Int { Int(lanes[lane].ids[position]) }

    /// Calls `body` with the id and frame of every entry whose frame
    /// intersects `rect`, lane by lane, each lane in order; adds the work done
    /// to `cost`.
    ///
    /// - Complexity: O(L·log n + k + L) for L lanes, n entries and k entries
    ///   overlapping the rect's y band in lanes that overlap it along x. In a
    ///   lane whose entries share one x extent (a column) every scanned entry
    ///   but the last is returned.
    public func forEach(intersecting rect: Rect, cost: inout QueryCost, _ body: (_ id: Int, _ frame: Rect) -> Void) {
        guard !rect.isEmpty else { return }
        // Read in place: a lane copied out would retain its four chunk lists.
        lanes.withUnsafeBufferPointer { lanes in
            for l in lanes.indices {
                guard lanes[l].minX < rect.maxX, rect.minX < lanes[l].maxX else { continue }
                // First entry whose maxY exceeds rect.minY (maxY is sorted).
                var low = 0, high = lanes[l].frames.count
                while low < high {
                    let mid = (low + high) / 2
                    cost.probes += 1
                    if lanes[l].frames.maxY(at: mid) > rect.minY { high = mid } else { low = mid + 1 }
                }
                var position = low
                while position < lanes[l].frames.count {
                    let frame = lanes[l].frames[position]
                    cost.scanned += 1
                    // minY is sorted: nothing further down reaches into the rect.
                    guard frame.minY < rect.maxY else { break }
                    if frame.intersects(rect) { body(Int(lanes[l].ids[position]), frame) }
                    position += 1
                }
            }
        }
    }

    /// Calls `body` with the id and frame of every entry whose frame
    /// intersects `rect`.
    ///
    /// - Complexity: O(L·log n + k), as `forEach(intersecting:cost:_:)`.
    public func forEach(intersecting rect: Rect, _ body: (_ id: Int, _ frame: Rect) -> Void) {
        var cost = QueryCost()
        forEach(intersecting: rect, cost: &cost, body)
    }

    /// The ids of the entries whose frames intersect `rect`, lane by lane.
    ///
    /// - Complexity: O(L·log n + k), as `forEach(intersecting:cost:_:)`.
    public func ids(intersecting rect: Rect) -> [Int] {
        var result: [Int] = []
        forEach(intersecting: rect) { id, _ in result.append(id) }
        return result
    }

    /// Removes every entry whose id is `id` or more, from an index whose ids
    /// ascend along each lane (as items appended in order give): what
    /// stays is the index of the items before `id`. The lanes' sideways
    /// bounds stay as they were (a query only skips a lane outside them).
    ///
    /// - Complexity: O(l·(log n + C) + n/C) for l lanes of chunks of C entries.
    public mutating func removeEntries(fromID id: Int) {
        for lane in lanes.indices {
            // No copy of the ids kept across the removal: the lane's arrays stay unique.
            let total = lanes[lane].ids.count
            let low = Self.firstPosition(in: lanes[lane].ids, notBelow: id)
            guard low < total else { continue }
            count -= total - low
            lanes[lane].frames.removeAll(from: low)
            lanes[lane].ids.removeAll(from: low)
        }
    }

    /// The position in `lane` of its first entry whose id is `id` or more
    /// (its entry count when there is none), in an index whose ids ascend
    /// along each lane.
    ///
    /// - Complexity: O(log n).
    func firstPosition(inLane lane: Int, notBelowID id: Int) -> Int {
        Self.firstPosition(in: lanes[lane].ids, notBelow: id)
    }

    private static func firstPosition(in ids: PrefixSharingArray<Int32>, notBelow id: Int) -> Int {
        var low = 0, high = ids.count
        while low < high {
            let mid = (low + high) / 2
            if Int(ids[mid]) < id { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Whether every lane keeps its order (`minY` and `maxY` non-decreasing).
    ///
    /// - Complexity: O(n).
    public var isOrdered: Bool {
        lanes.allSatisfy { lane in
            zip(lane.frames, lane.frames.dropFirst()).allSatisfy { $0.minY <= $1.minY && $0.maxY <= $1.maxY }
        }
    }
}
