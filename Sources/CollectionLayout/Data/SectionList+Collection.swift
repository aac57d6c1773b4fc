/// Reading and editing a `SectionList` as an array of sections.
extension SectionList: RandomAccessCollection, MutableCollection {
    /// The position of the first section, 0.
    @inlinable public var startIndex: Int { 0 }
    /// The position past the last section, `count`.
    @inlinable public var endIndex: Int { count }

    /// The section at `s`. Writing to it keeps the sections' starts: a
    /// write that changes its item count moves the running counts after it.
    ///
    /// - Complexity: O(1) while the chunks are as built, else O(log(s/C));
    ///   a write O(C + s/C) when the chunk is shared or the item count changes.
    public subscript(s: Int) -> DatasetSection {
        @inlinable get {
            precondition(s >= 0 && s < count, "SectionList index out of range")
            let c = chunk(holding: s)
            return entries[c].chunk.sections[s - start(of: c)]
        }
        _modify {
            precondition(s >= 0 && s < count, "SectionList index out of range")
            let c = chunk(holding: s)
            let k = s - start(of: c)
            let chunk = uniqueChunk(c)
            defer { sectionWritten(chunk: c, at: k) }
            yield &chunk.sections[k]
        }
    }

    /// Reads the sections chunk by chunk.
    public struct Iterator: IteratorProtocol {
        @usableFromInline let entries: ContiguousArray<Entry>
        @usableFromInline var nextChunk = 0
        @usableFromInline var inner: IndexingIterator<ContiguousArray<DatasetSection>>

        @inlinable init(_ entries: ContiguousArray<Entry>) {
            self.entries = entries
            inner = ContiguousArray<DatasetSection>().makeIterator()
        }

        /// The next section, or nil past the last.
        @inlinable public mutating func next() -> DatasetSection? {
            if let section = inner.next() { return section }
            while nextChunk < entries.count {
                inner = entries[nextChunk].chunk.sections.makeIterator()
                nextChunk += 1
                if let section = inner.next() { return section }
            }
            return nil
        }
    }

    /// An iterator over the sections, in order.
    ///
    /// - Complexity: O(1); each step O(1).
    @inlinable public func makeIterator() -> Iterator { Iterator(entries) }

    /// The sections transformed, in order, each lent to `transform` from
    /// its chunk rather than copied (a copy retains its title and items).
    ///
    /// - Complexity: O(s).
    @inlinable public func map<T, E: Error>(_ transform: (DatasetSection) throws(E) -> T) throws(E) -> [T] {
        var out: [T] = []
        out.reserveCapacity(count)
        for c in entries.indices { try entries[c].chunk.sections.appendLent(to: &out, transform) }
        return out
    }
}

extension SectionList: RangeReplaceableCollection {
    /// Replaces the sections in `range` with `newElements`.
    ///
    /// - Complexity: O(k + m + C + s/C) for k sections replaced by m, in
    ///   chunks of C = 256.
    public mutating func replaceSubrange<C: Collection>(_ range: Range<Int>, with newElements: C)
    where C.Element == DatasetSection {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "SectionList range out of bounds")
        splice(range, ContiguousArray(newElements))
    }
}

extension SectionList: ExpressibleByArrayLiteral, Hashable, CustomStringConvertible {
    /// A list of the literal's sections.
    public init(arrayLiteral sections: DatasetSection...) { self.init(sections) }

    /// Whether both lists hold equal sections in the same order (as arrays
    /// compare). A chunk both hold at the same place is not read.
    ///
    /// - Complexity: O(s/C + k) for k sections not in chunks both share
    ///   (each compared as `DatasetSection` compares).
    public static func == (a: SectionList, b: SectionList) -> Bool {
        guard a.count == b.count else { return false }
        var s = 0, ca = 0, cb = 0
        while s < a.count {
            let ea = a.entries[ca], eb = b.entries[cb]
            let startA = a.start(of: ca), startB = b.start(of: cb)
            let end = Swift.min(ea.end, eb.end)
            if !(startA == startB && ea.chunk === eb.chunk && ea.end == eb.end),
               !ea.chunk.sections[(s - startA)..<(end - startA)]
                   .elementsEqual(eb.chunk.sections[(s - startB)..<(end - startB)]) {
                return false
            }
            s = end
            if ea.end == end { ca += 1 }
            if eb.end == end { cb += 1 }
        }
        return true
    }

    /// Hashes the count and the sections, as an array of them does.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for section in self { hasher.combine(section) }
    }

    /// The sections as an array prints them.
    public var description: String { Array(self).description }
}
