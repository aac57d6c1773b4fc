/// Where each section of a flow layout is: its first item, its top (its
/// header's top) and its content bottom (its inset box's bottom, where its
/// footer starts), plus the item count and the content's bottom. Kept in
/// chunks of `chunkSize` sections that the layouts prepared after a batch
/// share, each moved by its own item and y offset like the lines' segments,
/// so that a batch moves the sections after it in O(s / chunkSize).
struct FlowSections: Sendable {
    /// The number of sections a shared chunk holds.
    static let chunkSize = 1024

    /// A full chunk, never changed once built.
    final class Chunk: Sendable {
        let starts: [Int], tops: [Double], bottoms: [Double]

        init(starts: [Int], tops: [Double], bottoms: [Double]) {
            self.starts = starts; self.tops = tops; self.bottoms = bottoms
        }
    }

    /// A chunk as these sections show it: `items` added to its starts, `dy` to its tops and bottoms.
    private struct Entry: Sendable {
        let chunk: Chunk
        var items: Int
        var dy: Double
    }

    /// The full chunks, then the sections after them (fewer than a chunk).
    private var entries: [Entry] = []
    private var starts: [Int] = [], tops: [Double] = [], bottoms: [Double] = []
    /// The number of sections.
    private(set) var count = 0
    /// The number of items in all sections, and the content's bottom (below
    /// the last footer).
    var itemCount = 0
    var end = 0.0

    /// Section `s`'s first item (`count`: the item count).
    ///
    /// - Complexity: O(1).
    func start(_ s: Int) -> Int {
        guard s < count else { return itemCount }
        let c = s / Self.chunkSize
        guard c < entries.count else { return starts[s - c * Self.chunkSize] }
        return entries[c].chunk.starts[s - c * Self.chunkSize] + entries[c].items
    }

    /// Section `s`'s top (`count`: the content's bottom).
    ///
    /// - Complexity: O(1).
    func top(_ s: Int) -> Double {
        guard s < count else { return end }
        let c = s / Self.chunkSize
        guard c < entries.count else { return tops[s - c * Self.chunkSize] }
        return entries[c].chunk.tops[s - c * Self.chunkSize] + entries[c].dy
    }

    /// Section `s`'s content bottom.
    ///
    /// - Complexity: O(1).
    func contentBottom(_ s: Int) -> Double {
        let c = s / Self.chunkSize
        guard c < entries.count else { return bottoms[s - c * Self.chunkSize] }
        return entries[c].chunk.bottoms[s - c * Self.chunkSize] + entries[c].dy
    }

    /// The number of sections starting before item `item`.
    ///
    /// - Complexity: O(log s).
    func countStarting(before item: Int) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if start(mid) < item { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Adds a section after the others.
    mutating func append(start: Int, top: Double, contentBottom: Double) {
        if starts.isEmpty {
            starts.reserveCapacity(Self.chunkSize); tops.reserveCapacity(Self.chunkSize)
            bottoms.reserveCapacity(Self.chunkSize)
        }
        starts.append(start); tops.append(top); bottoms.append(contentBottom)
        count += 1
        if starts.count == Self.chunkSize {
            entries.append(Entry(chunk: Chunk(starts: starts, tops: tops, bottoms: bottoms), items: 0, dy: 0))
            starts = []; tops = []; bottoms = []
        }
    }

    /// Adds all of `other`'s sections after these, their items `items`
    /// further and their y `dy` lower, and takes `other`'s end, moved.
    ///
    /// - Complexity: O(s) for `other`'s s sections.
    mutating func append(contentsOf other: FlowSections, items: Int, dy: Double) {
        for s in 0..<other.count {
            append(start: other.start(s) + items, top: other.top(s) + dy, contentBottom: other.contentBottom(s) + dy)
        }
        itemCount = other.itemCount + items
        end = other.end + dy
    }

    /// Keeps the sections before `section`.
    ///
    /// - Complexity: O(s / chunkSize + chunkSize).
    mutating func truncate(to section: Int) {
        let c = section / Self.chunkSize, kept = section - c * Self.chunkSize
        if c < entries.count {
            let e = entries[c]
            starts = e.chunk.starts[..<kept].map { $0 + e.items }
            tops = e.chunk.tops[..<kept].map { $0 + e.dy }
            bottoms = e.chunk.bottoms[..<kept].map { $0 + e.dy }
            entries.removeSubrange(c...)
        } else {
            starts.removeSubrange(kept...); tops.removeSubrange(kept...); bottoms.removeSubrange(kept...)
        }
        count = section
    }

    /// Adds `old`'s sections from `count` on, their items `items` further
    /// and their y `dy` lower, and `old`'s end moved the same way: the
    /// chunks after the one being filled are shared.
    ///
    /// - Complexity: O(s / chunkSize + chunkSize).
    mutating func appendMoved(from old: FlowSections, items: Int, dy: Double) {
        while count < old.count, !starts.isEmpty || count / Self.chunkSize >= old.entries.count {
            append(start: old.start(count) + items, top: old.top(count) + dy, contentBottom: old.contentBottom(count) + dy)
        }
        if count < old.count {
            entries.reserveCapacity(old.entries.count)
            for var e in old.entries[(count / Self.chunkSize)...] {
                e.items += items
                e.dy += dy
                entries.append(e)
                count += Self.chunkSize
            }
            starts = old.starts.map { $0 + items }
            tops = old.tops.map { $0 + dy }
            bottoms = old.bottoms.map { $0 + dy }
            count += starts.count
        }
        itemCount = old.itemCount + items
        end = old.end + dy
    }
}
