/// A growable array kept in chunks of a fixed power-of-two size, so that
/// copies share what they have in common: copying it copies one reference
/// per chunk, and cutting a copy back to a prefix and appending to it writes
/// only the chunk that holds the cut and the new chunks after it. Every
/// chunk but the last is full, so an element is found in O(1) (a shift and
/// a mask).
///
/// A layout placed again from item f on after a batch keeps the first f
/// entries of the layout before the batch this way, without copying them.
public struct PrefixSharingArray<Element>: RandomAccessCollection {
    /// The full chunks, each exactly `chunkSize` elements.
    private var full: [ContiguousArray<Element>] = []
    /// The elements after the full chunks (fewer than `chunkSize`).
    private var tail = ContiguousArray<Element>()
    /// log₂ of the chunk size.
    private let shift: Int

    /// An empty array whose chunks hold 2^`chunkShift` elements (10: 1,024).
    ///
    /// - Precondition: `chunkShift` is between 0 and 30.
    public init(chunkShift: Int = 10) {
        precondition((0...30).contains(chunkShift), "PrefixSharingArray: chunk shift \(chunkShift) out of 0…30")
        shift = chunkShift
    }

    /// The number of elements each chunk holds.
    @inline(__always) public var chunkSize: Int { 1 &<< shift }

    /// 0.
    public var startIndex: Int { 0 }

    /// The number of elements.
    ///
    /// - Complexity: O(1).
    @inline(__always) public var endIndex: Int { full.count &<< shift &+ tail.count }

    /// The number of elements.
    ///
    /// - Complexity: O(1).
    @inline(__always) public var count: Int { full.count &<< shift &+ tail.count }

    /// The element at `position`.
    ///
    /// - Complexity: O(1).
    @inline(__always) public subscript(position: Int) -> Element {
        let chunk = position &>> shift
        return chunk < full.count ? full[chunk][position & (chunkSize &- 1)] : tail[position &- full.count &<< shift]
    }

    /// Makes room for `capacity` elements in all without reallocating the
    /// list of chunks, and for a whole chunk after the last element.
    ///
    /// - Complexity: O(1) when nothing grows, else O(chunks).
    public mutating func reserveCapacity(_ capacity: Int) {
        full.reserveCapacity(capacity >> shift + 1)
        if capacity > tail.count { tail.reserveCapacity(Swift.min(capacity, chunkSize)) }
    }

    /// Appends `element`.
    ///
    /// - Complexity: amortized O(1); a chunk's storage is copied only when
    ///   it is shared with another copy.
    @inline(__always) public mutating func append(_ element: Element) {
        tail.append(element)
        if tail.count == chunkSize { closeChunk() }
    }

    /// Appends `elements` in order, a chunk's worth at a time.
    ///
    /// - Complexity: O(k) for k elements (amortized).
    public mutating func append<C: RandomAccessCollection>(contentsOf elements: C)
    where C.Element == Element, C.Index == Int {
        var start = elements.startIndex
        while start < elements.endIndex {
            let end = start + Swift.min(elements.endIndex - start, chunkSize - tail.count)
            tail.append(contentsOf: elements[start..<end])
            start = end
            if tail.count == chunkSize { closeChunk() }
        }
    }

    /// Moves the full last chunk to the full ones.
    @inline(never) private mutating func closeChunk() {
        full.append(tail)
        // The next chunk will fill too: room for all of it at once.
        tail = ContiguousArray()
        tail.reserveCapacity(chunkSize)
    }

    /// Keeps the first `newCount` elements (all of them when there are no
    /// more). The chunks before the one holding the cut stay shared.
    ///
    /// - Complexity: O(chunks + chunkSize).
    public mutating func removeAll(from newCount: Int) {
        guard newCount < count else { return }
        let chunk = Swift.max(0, newCount) >> shift, kept = Swift.max(0, newCount) & (chunkSize - 1)
        if chunk < full.count {
            var cut = ContiguousArray<Element>()
            cut.reserveCapacity(chunkSize)
            cut.append(contentsOf: full[chunk][..<kept])
            tail = cut
            full.removeSubrange(chunk...)
        } else {
            tail.removeSubrange(kept...)
        }
    }
}

extension PrefixSharingArray: Sendable where Element: Sendable {}
