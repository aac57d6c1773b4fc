/// The items of a section (`DatasetSection.items`): a list that reads like an
/// array but shares its storage, in chunks, with the lists it was copied or
/// spliced from.
///
/// The items are kept in chunks of about 1,024 (from 512 to 2,048 once
/// edited), each an array of its own, held by a small top level that
/// records where each chunk ends. Copying a list copies one reference;
/// writing to a list whose chunks are shared copies the top level (one
/// entry per chunk) and the chunk written to, never the others. So a
/// dataset after a batch shares every chunk the batch did not touch with
/// the dataset before it, which the app keeps for the animation and undo.
///
/// This is two levels, not a B-tree: finding the chunk of an index is a
/// binary search over the chunk ends (O(1) while the chunks are as they
/// were built: the index divided by the chunk size is tried first), and an
/// edit rewrites the chunk ends after it, so its cost grows with n/1,024.
///
/// - Complexity: reading an item by index O(log(n/B)), at most (B = 1,024);
///   iterating O(n); replacing `k` items of a range with `m` new ones
///   O(k + m + B + n/B) (the chunks wholly inside another list's range
///   that is inserted are shared, not copied); `count` O(1).
public struct ItemList: Sendable {
    /// One chunk of items and what a dataset needs to know of their
    /// numbers (`DatasetItem.ordinal`) without reading them.
    @usableFromInline
    final class Chunk: @unchecked Sendable {
        // Written only while uniquely referenced (`ItemList.uniqueChunk`).
        @usableFromInline @exclusivity(unchecked) var items: ContiguousArray<DatasetItem>
        /// The highest ordinal among the items, -1 when none is numbered.
        var highest: Int
        /// How many of the items are not numbered yet (ordinal -1).
        var unnumbered: Int

        init(_ items: ContiguousArray<DatasetItem>) {
            self.items = items
            (highest, unnumbered) = Self.summary(of: items)
        }

        private init(items: ContiguousArray<DatasetItem>, highest: Int, unnumbered: Int) {
            self.items = items
            self.highest = highest
            self.unnumbered = unnumbered
        }

        func copy() -> Chunk { Chunk(items: items, highest: highest, unnumbered: unnumbered) }

        /// The highest ordinal and how many are unnumbered, read through the
        /// buffer (no item's box retained).
        static func summary(of items: ContiguousArray<DatasetItem>) -> (highest: Int, unnumbered: Int) {
            items.withUnsafeBufferPointer { items in
                var highest = -1, unnumbered = 0
                for k in items.indices {
                    let o = items[k].ordinal
                    if o < 0 { unnumbered += 1 } else if o > highest { highest = o }
                }
                return (highest, unnumbered)
            }
        }

        /// Keeps the summary right after one item's ordinal went from `old` to `new`.
        func ordinalChanged(from old: Int, to new: Int) {
            if old < 0 { unnumbered -= 1 }
            if new < 0 { unnumbered += 1 }
            if new > highest {
                highest = new
            } else if old == highest, new < old {
                (highest, unnumbered) = Self.summary(of: items)
            }
        }

        /// Replaces the items in `range` with `new`, keeping the summary.
        func replace(_ range: Range<Int>, with new: some Collection<DatasetItem>) {
            var lostHighest = false
            for k in range {
                let o = items[k].ordinal
                if o < 0 { unnumbered -= 1 } else if o == highest { lostHighest = true }
            }
            items.replaceSubrange(range, with: new)
            if lostHighest {
                (highest, unnumbered) = Self.summary(of: items)
                return
            }
            for item in new {
                let o = item.ordinal
                if o < 0 { unnumbered += 1 } else if o > highest { highest = o }
            }
        }
    }

    /// A chunk and the flat index just past its last item.
    @usableFromInline
    struct Entry: Sendable {
        @usableFromInline var chunk: Chunk
        @usableFromInline var end: Int
    }

    /// The size of the chunks a list is built in.
    @usableFromInline static let chunkSize = 1024
    /// The fewest items an edited chunk keeps when it has neighbours (smaller
    /// ones are merged with one).
    static let minimumChunk = chunkSize / 2
    /// The most items a chunk grows to in place before it is split.
    static let maximumChunk = chunkSize * 2

    /// The chunks, in order, with their ends.
    @usableFromInline var entries: ContiguousArray<Entry>

    /// An empty list.
    public init() { entries = [] }

    /// A list of `items`, in order (another list's chunks are shared).
    ///
    /// - Complexity: O(1) for an `ItemList`, else O(n).
    public init<S: Sequence>(_ items: S) where S.Element == DatasetItem {
        if let list = items as? ItemList {
            self = list
            return
        }
        entries = []
        // Room for a whole chunk only when the items fill one: a section of
        // sixteen tags given room for 1,024 held a page of memory of its own
        // (62,500 sections: 260 bytes an item more).
        var left = items.underestimatedCount
        var chunk = ContiguousArray<DatasetItem>()
        chunk.reserveCapacity(Swift.min(Self.chunkSize, left))
        var end = 0
        for item in items {
            chunk.append(item)
            if chunk.count == Self.chunkSize {
                end += chunk.count
                left -= chunk.count
                entries.append(Entry(chunk: Chunk(chunk), end: end))
                chunk = []
                chunk.reserveCapacity(Swift.min(Self.chunkSize, Swift.max(0, left)))
            }
        }
        if !chunk.isEmpty { entries.append(Entry(chunk: Chunk(chunk), end: end + chunk.count)) }
    }

    /// The first `n` items (all when there are fewer) in chunks of their
    /// own, each changed by `edit` with its position: the items are copied
    /// from chunk to chunk once, with no list built in between.
    ///
    /// - Complexity: O(n).
    func prefix(_ n: Int, editing edit: (inout DatasetItem, Int) -> Void) -> ItemList {
        var copy = ItemList()
        var end = 0
        for entry in entries where end < n {
            var items = ContiguousArray(entry.chunk.items.prefix(n - end))
            items.withUnsafeMutableBufferPointer { items in
                for k in items.indices { edit(&items[k], end + k) }
            }
            end += items.count
            copy.entries.append(Entry(chunk: Chunk(items), end: end))
        }
        return copy
    }

    /// The number of items.
    ///
    /// - Complexity: O(1).
    @inlinable public var count: Int { entries.last?.end ?? 0 }

    /// Whether the list has no items.
    ///
    /// - Complexity: O(1).
    @inlinable public var isEmpty: Bool { entries.isEmpty }

    /// The flat index of chunk `c`'s first item.
    @inlinable @inline(__always)
    func start(of c: Int) -> Int { c == 0 ? 0 : entries[c - 1].end }

    /// The chunk holding index `i` (0 ≤ i < count): the index divided by the
    /// chunk size when that chunk holds it (chunks as built), else a binary
    /// search over the ends.
    @inlinable @inline(__always)
    func chunk(holding i: Int) -> Int {
        entries.withUnsafeBufferPointer { e in
            let guess = i / Self.chunkSize
            if guess < e.count, i < e[guess].end, guess == 0 || e[guess - 1].end <= i { return guess }
            var lo = 0, hi = e.count - 1
            while lo < hi {
                let mid = (lo + hi) / 2
                if e[mid].end > i { hi = mid } else { lo = mid + 1 }
            }
            return lo
        }
    }

    /// Chunk `c`, copied first if another list shares it, for a write.
    mutating func uniqueChunk(_ c: Int) -> Chunk {
        if !isKnownUniquelyReferenced(&entries[c].chunk) { entries[c].chunk = entries[c].chunk.copy() }
        return entries[c].chunk
    }

    /// How many chunks this list holds that are the very chunks of `other`
    /// (shared storage, not equal items).
    ///
    /// - Complexity: O(c log c) for c chunks in both.
    func sharedChunkCount(with other: ItemList) -> Int {
        let theirs = Set(other.entries.map { ObjectIdentifier($0.chunk) })
        return entries.reduce(0) { $0 + (theirs.contains(ObjectIdentifier($1.chunk)) ? 1 : 0) }
    }

    /// The number of chunks.
    var chunkCount: Int { entries.count }

    /// The highest ordinal any item has (-1 when none), and how many items
    /// have none, from the chunks' summaries.
    ///
    /// - Complexity: O(n/B), reading no item.
    var ordinalSummary: (highest: Int, unnumbered: Int) {
        var highest = -1, unnumbered = 0
        for c in entries.indices {
            highest = Swift.max(highest, entries[c].chunk.highest)
            unnumbered += entries[c].chunk.unnumbered
        }
        return (highest, unnumbered)
    }

    /// Numbers the items that have no ordinal, in order: each takes
    /// `position` (its flat position, counting on from `position`) when
    /// `byPosition`, else `next`, which then counts on. `position` advances
    /// past every item; chunks with no unnumbered item are skipped whole.
    ///
    /// - Complexity: O(n/B + B·k) for k chunks holding unnumbered items.
    mutating func numberUnnumbered(next: inout Int, position: inout Int, byPosition: Bool) {
        for c in entries.indices {
            guard entries[c].chunk.unnumbered > 0 else {
                position += entries[c].chunk.items.count
                continue
            }
            let chunk = uniqueChunk(c)
            for k in chunk.items.indices {
                if chunk.items[k].ordinal < 0 {
                    chunk.items[k].ordinal = byPosition ? position : next
                    next += 1
                }
                position += 1
            }
            (chunk.highest, chunk.unnumbered) = Chunk.summary(of: chunk.items)
        }
    }
}

extension ItemList: RandomAccessCollection, MutableCollection {
    /// The position of the first item, 0.
    @inlinable public var startIndex: Int { 0 }
    /// The position past the last item, `count`.
    @inlinable public var endIndex: Int { count }

    /// The item at `i`.
    ///
    /// - Complexity: O(1) while the chunks are as built, else O(log(n/B)).
    public subscript(i: Int) -> DatasetItem {
        @inlinable get {
            precondition(i >= 0 && i < count, "ItemList index out of range")
            let c = chunk(holding: i)
            return entries[c].chunk.items[i - start(of: c)]
        }
        _modify {
            precondition(i >= 0 && i < count, "ItemList index out of range")
            let c = chunk(holding: i)
            let k = i - start(of: c)
            let chunk = uniqueChunk(c)
            let before = chunk.items[k].ordinal
            defer {
                let after = chunk.items[k].ordinal
                if after != before { chunk.ordinalChanged(from: before, to: after) }
            }
            yield &chunk.items[k]
        }
    }

    /// Reads the items chunk by chunk.
    public struct Iterator: IteratorProtocol {
        @usableFromInline let entries: ContiguousArray<Entry>
        @usableFromInline var nextChunk = 0
        @usableFromInline var inner: IndexingIterator<ContiguousArray<DatasetItem>>

        @inlinable init(_ entries: ContiguousArray<Entry>) {
            self.entries = entries
            inner = ContiguousArray<DatasetItem>().makeIterator()
        }

        /// The next item, or nil past the last.
        @inlinable public mutating func next() -> DatasetItem? {
            if let item = inner.next() { return item }
            while nextChunk < entries.count {
                inner = entries[nextChunk].chunk.items.makeIterator()
                nextChunk += 1
                if let item = inner.next() { return item }
            }
            return nil
        }
    }

    /// An iterator over the items, in order.
    ///
    /// - Complexity: O(1); each step O(1).
    @inlinable public func makeIterator() -> Iterator { Iterator(entries) }

    /// Copies the items into `buffer` chunk by chunk (what `Array(list)`,
    /// `append(contentsOf:)` and `flatMap` use).
    @inlinable public func _copyContents(initializing buffer: UnsafeMutableBufferPointer<DatasetItem>)
        -> (Iterator, UnsafeMutableBufferPointer<DatasetItem>.Index) {
        var written = 0
        var c = 0
        while c < entries.count, written < buffer.count {
            let items = entries[c].chunk.items
            let n = Swift.min(items.count, buffer.count - written)
            items.withUnsafeBufferPointer { items in
                (buffer.baseAddress! + written).initialize(from: items.baseAddress!, count: n)
            }
            written += n
            if n < items.count {
                // The buffer is full inside this chunk: the iterator goes on after it.
                var rest = Iterator(entries)
                for _ in 0..<written { _ = rest.next() }
                return (rest, written)
            }
            c += 1
        }
        var rest = Iterator(entries)
        rest.nextChunk = c
        return (rest, written)
    }

    /// The items transformed, in order, read chunk by chunk (not by index).
    ///
    /// - Complexity: O(n).
    @inlinable public func map<T, E: Error>(_ transform: (DatasetItem) throws(E) -> T) throws(E) -> [T] {
        var out: [T] = []
        out.reserveCapacity(count)
        // Each item lent to `transform`, not copied: a copy retains the
        // item's fields, which the copies of one item share.
        for c in entries.indices { try entries[c].chunk.items.appendLent(to: &out, transform) }
        return out
    }
}

extension ContiguousArray {
    /// Appends `transform` of each element to `out`, each lent from the
    /// buffer rather than copied (a copy retains what the element holds).
    @inlinable func appendLent<T, E: Error>(to out: inout [T], _ transform: (Element) throws(E) -> T) throws(E) {
        try withUnsafeBufferPointer { (elements) throws(E) in
            for k in elements.indices { out.append(try transform(elements[k])) }
        }
    }
}

extension ItemList: ExpressibleByArrayLiteral, Hashable, CustomStringConvertible {
    /// A list of the literal's items.
    public init(arrayLiteral items: DatasetItem...) { self.init(items) }

    /// Whether both lists hold equal items in the same order (as arrays
    /// compare). A chunk both hold at the same place is not read: a list
    /// after a batch compares with the list before it, or with another
    /// batch's result from it, in the items the batches touched.
    ///
    /// - Complexity: O(n/B + k) for k items not in chunks both share.
    public static func == (a: ItemList, b: ItemList) -> Bool {
        guard a.count == b.count else { return false }
        var i = 0, ca = 0, cb = 0
        while i < a.count {
            let ea = a.entries[ca], eb = b.entries[cb]
            let startA = a.start(of: ca), startB = b.start(of: cb)
            let end = Swift.min(ea.end, eb.end)
            if !(startA == startB && ea.chunk === eb.chunk && ea.end == eb.end),
               !ea.chunk.items[(i - startA)..<(end - startA)].elementsEqual(eb.chunk.items[(i - startB)..<(end - startB)]) {
                return false
            }
            i = end
            if ea.end == end { ca += 1 }
            if eb.end == end { cb += 1 }
        }
        return true
    }

    /// Hashes the count and the items, as an array of them does.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for item in self { hasher.combine(item) }
    }

    /// The items as an array prints them.
    public var description: String { Array(self).description }
}
