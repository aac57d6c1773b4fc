/// A dataset's sections (`Dataset.sections`): a list that reads like an
/// array of `DatasetSection` but shares its storage, in chunks, with the
/// lists it was copied from, and knows where each section's items start
/// among all the items without counting them.
///
/// The sections are kept in chunks of 256 (from 128 to 512 once edited),
/// each an array of its own with the running count of its sections'
/// items, held by a small top level that records where each chunk ends
/// in sections and in items. Copying a list copies one reference; writing
/// to a section of a list whose chunks are shared copies the top level (one
/// entry per chunk) and the chunk written to, never the others. So a batch
/// at a million items in 62,500 sections copies one chunk of sections, not
/// all of them, and the dataset after it shares every other chunk with the
/// dataset before it.
///
/// A section's first flat index is its chunk's first item plus its running
/// count in the chunk: found in O(1) while the chunks are as built (else a
/// binary search over the chunk ends); the section holding a flat index is
/// a binary search over the chunks' item ends, then one in the chunk.
///
/// - Complexity: reading a section O(1) while the chunks are as built,
///   else O(log(s/C)) for s sections in chunks of C = 256; iterating O(s);
///   a write that changes a section's item count O(C + s/C); replacing `k`
///   sections with `m` O(k + m + C + s/C); `count` and `itemCount` O(1).
public struct SectionList: Sendable {
    /// One chunk of sections and the running count of their items.
    @usableFromInline
    final class Chunk: @unchecked Sendable {
        // Written only while uniquely referenced (`SectionList.uniqueChunk`).
        @usableFromInline @exclusivity(unchecked) var sections: ContiguousArray<DatasetSection>
        /// The items in the chunk's sections before each one, and after the
        /// last (one entry more than `sections`).
        @usableFromInline @exclusivity(unchecked) var starts: ContiguousArray<Int>

        init(_ sections: ContiguousArray<DatasetSection>) {
            self.sections = sections
            starts = Self.starts(of: sections)
        }

        private init(sections: ContiguousArray<DatasetSection>, starts: ContiguousArray<Int>) {
            self.sections = sections
            self.starts = starts
        }

        func copy() -> Chunk { Chunk(sections: sections, starts: starts) }

        /// The number of items in the chunk's sections.
        @usableFromInline var itemCount: Int { starts[starts.count - 1] }

        static func starts(of sections: ContiguousArray<DatasetSection>) -> ContiguousArray<Int> {
            var starts = ContiguousArray<Int>()
            starts.reserveCapacity(sections.count + 1)
            var start = 0
            starts.append(0)
            for k in sections.indices {
                start += sections[k].items.count
                starts.append(start)
            }
            return starts
        }
    }

    /// A chunk, the index just past its last section and the flat index
    /// just past its last item.
    @usableFromInline
    struct Entry: Sendable {
        @usableFromInline var chunk: Chunk
        @usableFromInline var end: Int
        @usableFromInline var itemEnd: Int
    }

    /// The size of the chunks a list is built in.
    @usableFromInline static let chunkSize = 256
    /// The fewest sections an edited chunk keeps when it has neighbours.
    static let minimumChunk = chunkSize / 2
    /// The most sections a chunk grows to in place before it is split.
    static let maximumChunk = chunkSize * 2

    /// The chunks, in order, with their ends.
    @usableFromInline var entries: ContiguousArray<Entry>

    /// An empty list.
    public init() { entries = [] }

    /// A list of `sections`, in order (another list's chunks are shared).
    ///
    /// - Complexity: O(1) for a `SectionList`, else O(s) for s sections.
    public init<S: Sequence>(_ sections: S) where S.Element == DatasetSection {
        if let list = sections as? SectionList {
            self = list
            return
        }
        entries = Self.entries(ContiguousArray(sections), from: 0, items: 0, even: false)
    }

    /// Entries for `sections` laid end to end from section `start` and
    /// flat index `items`: chunks of `chunkSize` (the last one shorter), or
    /// of nearly equal sizes none over it when `even`.
    private static func entries(_ sections: ContiguousArray<DatasetSection>, from start: Int, items: Int,
                                even: Bool) -> ContiguousArray<Entry> {
        var out = ContiguousArray<Entry>()
        guard !sections.isEmpty else { return out }
        let parts = (sections.count + chunkSize - 1) / chunkSize
        out.reserveCapacity(parts)
        var end = start, itemEnd = items
        for p in 0..<parts {
            let lo = even ? sections.count * p / parts : p * chunkSize
            let hi = even ? sections.count * (p + 1) / parts : Swift.min(sections.count, (p + 1) * chunkSize)
            let chunk = Chunk(ContiguousArray(sections[lo..<hi]))
            end += hi - lo
            itemEnd += chunk.itemCount
            out.append(Entry(chunk: chunk, end: end, itemEnd: itemEnd))
        }
        return out
    }

    /// The number of sections.
    ///
    /// - Complexity: O(1).
    @inlinable public var count: Int { entries.last?.end ?? 0 }

    /// Whether the list has no sections.
    ///
    /// - Complexity: O(1).
    @inlinable public var isEmpty: Bool { entries.isEmpty }

    /// The number of items in all sections.
    ///
    /// - Complexity: O(1).
    @inlinable public var itemCount: Int { entries.last?.itemEnd ?? 0 }

    /// The index of chunk `c`'s first section.
    @inlinable @inline(__always)
    func start(of c: Int) -> Int { c == 0 ? 0 : entries[c - 1].end }

    /// The flat index of chunk `c`'s first item.
    @inlinable @inline(__always)
    func itemStart(of c: Int) -> Int { c == 0 ? 0 : entries[c - 1].itemEnd }

    /// The chunk holding section `s` (0 ≤ s < count): `s` divided by the
    /// chunk size when that chunk holds it (chunks as built), else a
    /// binary search over the ends.
    @inlinable @inline(__always)
    func chunk(holding s: Int) -> Int {
        entries.withUnsafeBufferPointer { e in
            let guess = s / Self.chunkSize
            if guess < e.count, s < e[guess].end, guess == 0 || e[guess - 1].end <= s { return guess }
            var lo = 0, hi = e.count - 1
            while lo < hi {
                let mid = (lo + hi) / 2
                if e[mid].end > s { hi = mid } else { lo = mid + 1 }
            }
            return lo
        }
    }

    /// The flat index of section `s`'s first item; `itemCount` for
    /// `s == count`.
    ///
    /// - Complexity: O(1) while the chunks are as built, else O(log(s/C)).
    @inlinable public func firstItem(ofSection s: Int) -> Int {
        precondition(s >= 0 && s <= count, "SectionList index out of range")
        if s == count { return itemCount }
        let c = chunk(holding: s)
        return itemStart(of: c) + entries[c].chunk.starts[s - start(of: c)]
    }

    /// The number of items in section `s`, without copying the section.
    ///
    /// - Complexity: O(1) while the chunks are as built, else O(log(s/C)).
    @inlinable public func itemCount(ofSection s: Int) -> Int {
        precondition(s >= 0 && s < count, "SectionList index out of range")
        let c = chunk(holding: s)
        let k = s - start(of: c)
        let starts = entries[c].chunk.starts
        return starts[k + 1] - starts[k]
    }

    /// Item `item` of section `s`, read without copying the section.
    ///
    /// - Complexity: O(1) while the chunks of sections and of items are as
    ///   built, else O(log(s/C) + log(n/B)).
    @inlinable public func item(_ item: Int, inSection s: Int) -> DatasetItem {
        precondition(s >= 0 && s < count, "SectionList index out of range")
        let c = chunk(holding: s)
        return entries[c].chunk.sections[s - start(of: c)].items[item]
    }

    /// The index path of flat index `i`: the last section starting at or
    /// before it, so empty sections are passed over; past the items, the
    /// last section (an index past its items); before them, section 0.
    ///
    /// - Complexity: O(log s).
    public func indexPath(ofFlat i: Int) -> IndexPath {
        guard i >= 0, !isEmpty else { return IndexPath(item: i, section: 0) }
        guard i < itemCount else {
            guard count > 0 else { return IndexPath(item: i, section: 0) }
            return IndexPath(item: i - firstItem(ofSection: count - 1), section: count - 1)
        }
        // The first chunk ending past i holds it (chunks of empty sections end where they start).
        let c = entries.withUnsafeBufferPointer { e in
            var lo = 0, hi = e.count - 1
            while lo < hi {
                let mid = (lo + hi) / 2
                if e[mid].itemEnd > i { hi = mid } else { lo = mid + 1 }
            }
            return lo
        }
        let local = i - itemStart(of: c)
        let chunk = entries[c].chunk
        var lo = 0, hi = chunk.sections.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if chunk.starts[mid] <= local { lo = mid } else { hi = mid - 1 }
        }
        return IndexPath(item: local - chunk.starts[lo], section: start(of: c) + lo)
    }

    /// Chunk `c`, copied first if another list shares it, for a write.
    mutating func uniqueChunk(_ c: Int) -> Chunk {
        if !isKnownUniquelyReferenced(&entries[c].chunk) { entries[c].chunk = entries[c].chunk.copy() }
        return entries[c].chunk
    }

    /// Keeps the running counts right after section `k` of chunk `c` was
    /// written: the chunk's counts after it and the item ends of the
    /// chunks from `c` move by the change in its item count.
    mutating func sectionWritten(chunk c: Int, at k: Int) {
        let chunk = entries[c].chunk
        let delta = chunk.sections[k].items.count - (chunk.starts[k + 1] - chunk.starts[k])
        guard delta != 0 else { return }
        chunk.starts.withUnsafeMutableBufferPointer { starts in
            for j in (k + 1)..<starts.count { starts[j] += delta }
        }
        entries.withUnsafeMutableBufferPointer { e in
            for j in c..<e.count { e[j].itemEnd += delta }
        }
    }

    /// How many chunks this list holds that are the very chunks of `other`
    /// (shared storage, not equal sections).
    ///
    /// - Complexity: O(c log c) for c chunks in both.
    func sharedChunkCount(with other: SectionList) -> Int {
        let theirs = Set(other.entries.map { ObjectIdentifier($0.chunk) })
        return entries.reduce(0) { $0 + (theirs.contains(ObjectIdentifier($1.chunk)) ? 1 : 0) }
    }

    /// The number of chunks.
    var chunkCount: Int { entries.count }

    /// Whether the top level and the chunks agree: no chunk empty or over
    /// the largest size, each chunk's running counts its sections' item
    /// counts, and each entry's ends its chunk's added to the one before.
    ///
    /// - Complexity: O(s).
    var isConsistent: Bool {
        var end = 0, itemEnd = 0
        for entry in entries {
            let chunk = entry.chunk
            guard !chunk.sections.isEmpty, chunk.sections.count <= Self.maximumChunk,
                  chunk.starts == Chunk.starts(of: chunk.sections) else { return false }
            end += chunk.sections.count
            itemEnd += chunk.itemCount
            guard entry.end == end, entry.itemEnd == itemEnd else { return false }
        }
        return true
    }

    /// Replaces the sections in `range` with `new`: in place when the
    /// range lies in one chunk of this list's own that stays within the
    /// chunk sizes; else the chunks the range touches (with a neighbour
    /// when they would be too small) are cut again. The ends after them
    /// move.
    mutating func splice(_ range: Range<Int>, _ new: ContiguousArray<DatasetSection>) {
        guard !entries.isEmpty else {
            // Chunks as built, so that finding a section's chunk stays O(1).
            entries = Self.entries(new, from: 0, items: 0, even: false)
            return
        }
        let first = range.lowerBound == count ? entries.count - 1 : chunk(holding: range.lowerBound)
        let last = range.isEmpty ? first : chunk(holding: range.upperBound - 1)
        let firstStart = start(of: first), lastStart = start(of: last)
        let oldSize = entries[first].end - firstStart, size = oldSize + new.count - range.count
        if first == last, size <= Self.maximumChunk, size >= Self.minimumChunk || size >= oldSize || entries.count == 1,
           isKnownUniquelyReferenced(&entries[first].chunk) {
            let chunk = entries[first].chunk
            chunk.sections.replaceSubrange((range.lowerBound - firstStart)..<(range.upperBound - firstStart), with: new)
            chunk.starts = Chunk.starts(of: chunk.sections)
            let delta = size - oldSize, itemDelta = chunk.itemCount - (entries[first].itemEnd - itemStart(of: first))
            entries.withUnsafeMutableBufferPointer { e in
                for j in first..<e.count {
                    e[j].end += delta
                    e[j].itemEnd += itemDelta
                }
            }
            if size == 0 { entries.removeAll() }
            return
        }
        var lo = first, hi = last
        var gathered = ContiguousArray(entries[first].chunk.sections[..<(range.lowerBound - firstStart)])
        gathered.append(contentsOf: new)
        gathered.append(contentsOf: entries[last].chunk.sections[(Swift.max(range.upperBound, lastStart) - lastStart)...])
        if gathered.count < Self.minimumChunk {
            if hi + 1 < entries.count {
                hi += 1
                gathered.append(contentsOf: entries[hi].chunk.sections)
            } else if lo > 0 {
                lo -= 1
                gathered.insert(contentsOf: entries[lo].chunk.sections, at: 0)
            }
        }
        let oldEnd = entries[hi].end, oldItemEnd = entries[hi].itemEnd
        let rebuilt = Self.entries(gathered, from: start(of: lo), items: itemStart(of: lo), even: true)
        let delta = (rebuilt.last?.end ?? start(of: lo)) - oldEnd
        let itemDelta = (rebuilt.last?.itemEnd ?? itemStart(of: lo)) - oldItemEnd
        entries.replaceSubrange(lo...hi, with: rebuilt)
        entries.withUnsafeMutableBufferPointer { e in
            for j in (lo + rebuilt.count)..<e.count {
                e[j].end += delta
                e[j].itemEnd += itemDelta
            }
        }
    }
}
