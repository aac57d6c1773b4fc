/// Editing an `ItemList`: every insertion, removal and replacement is one
/// splice of a range, which rebuilds only the chunks the range touches.
extension ItemList: RangeReplaceableCollection {
    /// A run of items on its way into a list: items to be chunked, or a
    /// whole chunk of another list, shared as it is.
    enum Piece {
        case loose(ContiguousArray<DatasetItem>)
        case shared(Chunk)

        var count: Int {
            switch self {
            case .loose(let items): items.count
            case .shared(let chunk): chunk.items.count
            }
        }

        var items: ContiguousArray<DatasetItem> {
            switch self {
            case .loose(let items): items
            case .shared(let chunk): chunk.items
            }
        }
    }

    /// Replaces the items in `range` with `newElements`. When they are
    /// another `ItemList` or a slice of one, the chunks wholly inside it
    /// are shared (not copied); only its partial chunks at either end are.
    ///
    /// - Complexity: O(k + m + B + n/B) for k items replaced by m (m counts
    ///   only the items of partial chunks when `newElements` is a list).
    public mutating func replaceSubrange<C: Collection>(_ range: Range<Int>, with newElements: C)
    where C.Element == DatasetItem {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "ItemList range out of bounds")
        let isList = newElements is ItemList || newElements is Slice<ItemList>
        // A few items of another list are copied like any others.
        if !isList || newElements.count < Self.minimumChunk, replaceInPlace(range, with: newElements) { return }
        let incoming: [Piece]
        if let list = newElements as? ItemList {
            incoming = list.pieces(list.startIndex..<list.endIndex)
        } else if let slice = newElements as? Slice<ItemList> {
            incoming = slice.base.pieces(slice.startIndex..<slice.endIndex)
        } else {
            incoming = newElements.isEmpty ? [] : [.loose(ContiguousArray(newElements))]
        }
        splice(range, incoming)
    }

    /// Appends `item` (in place, unless the last chunk is shared or full).
    ///
    /// - Complexity: amortised O(1) when the last chunk is this list's own;
    ///   else O(B + n/B).
    public mutating func append(_ item: DatasetItem) {
        replaceSubrange(endIndex..<endIndex, with: CollectionOfOne(item))
    }

    /// Appends another list's items, sharing its whole chunks.
    ///
    /// - Complexity: O(B + n/B + c) for c chunks of `other`.
    public mutating func append(contentsOf other: ItemList) {
        replaceSubrange(endIndex..<endIndex, with: other)
    }

    /// Appends a slice of another list, sharing the chunks wholly inside it.
    ///
    /// - Complexity: O(B + n/B + c) for c chunks in the slice.
    public mutating func append(contentsOf other: Slice<ItemList>) {
        replaceSubrange(endIndex..<endIndex, with: other)
    }

    /// The edit done inside one chunk when it is this list's own (not
    /// shared) and stays between the smallest and largest chunk size: the
    /// common small edit, and an append. False when it cannot be.
    private mutating func replaceInPlace<C: Collection>(_ range: Range<Int>, with newElements: C) -> Bool
    where C.Element == DatasetItem {
        guard !entries.isEmpty else { return false }
        let c = range.lowerBound == count ? entries.count - 1 : chunk(holding: range.lowerBound)
        let start = start(of: c), end = entries[c].end
        guard range.upperBound <= end else { return false }
        let delta = newElements.count - range.count
        let size = end - start + delta
        guard size <= Self.maximumChunk, size >= Self.minimumChunk || entries.count == 1,
              isKnownUniquelyReferenced(&entries[c].chunk) else { return false }
        entries[c].chunk.replace((range.lowerBound - start)..<(range.upperBound - start), with: newElements)
        if delta != 0 {
            entries.withUnsafeMutableBufferPointer { e in
                for k in c..<e.count { e[k].end += delta }
            }
        }
        if size == 0 { entries.removeAll() }
        return true
    }

    /// The items in `range` as pieces: the chunks wholly inside it shared,
    /// the parts of the chunks at its ends copied.
    ///
    /// - Complexity: O(B + c) for c chunks in the range.
    func pieces(_ range: Range<Int>) -> [Piece] {
        guard !range.isEmpty else { return [] }
        var out: [Piece] = []
        for c in chunk(holding: range.lowerBound)...chunk(holding: range.upperBound - 1) {
            let start = start(of: c), end = entries[c].end
            if range.lowerBound <= start && end <= range.upperBound {
                out.append(.shared(entries[c].chunk))
            } else {
                let lo = Swift.max(range.lowerBound, start) - start, hi = Swift.min(range.upperBound, end) - start
                out.append(.loose(ContiguousArray(entries[c].chunk.items[lo..<hi])))
            }
        }
        return out
    }

    /// Replaces the items in `range` with `incoming`: the chunks the range
    /// touches are taken apart (their items outside the range kept; a chunk
    /// kept whole stays shared), joined with the incoming pieces, chunked
    /// again (`chunks(of:)`), and the ends after them moved.
    private mutating func splice(_ range: Range<Int>, _ incoming: [Piece]) {
        guard !entries.isEmpty else {
            entries = Self.entries(Self.chunks(of: incoming), from: 0)
            return
        }
        let first = range.lowerBound == count ? entries.count - 1 : chunk(holding: range.lowerBound)
        let last = range.isEmpty ? first : chunk(holding: range.upperBound - 1)
        let firstStart = start(of: first), lastStart = start(of: last), lastEnd = entries[last].end
        var pieces: [Piece] = []
        pieces.reserveCapacity(incoming.count + 2)
        let head = range.lowerBound - firstStart
        if head == entries[first].end - firstStart {
            pieces.append(.shared(entries[first].chunk))
        } else if head > 0 {
            pieces.append(.loose(ContiguousArray(entries[first].chunk.items[..<head])))
        }
        pieces.append(contentsOf: incoming)
        let tail = Swift.max(range.upperBound, lastStart) - lastStart
        if tail == 0, head != lastEnd - lastStart {
            pieces.append(.shared(entries[last].chunk))
        } else if tail < lastEnd - lastStart {
            pieces.append(.loose(ContiguousArray(entries[last].chunk.items[tail...])))
        }
        let chunks = Self.entries(Self.chunks(of: pieces), from: firstStart)
        let delta = (chunks.last?.end ?? firstStart) - lastEnd
        entries.replaceSubrange(first...last, with: chunks)
        if delta != 0 {
            entries.withUnsafeMutableBufferPointer { e in
                for k in (first + chunks.count)..<e.count { e[k].end += delta }
            }
        }
    }

    /// Entries for `chunks` laid end to end from flat index `start`.
    private static func entries(_ chunks: [Chunk], from start: Int) -> ContiguousArray<Entry> {
        var out = ContiguousArray<Entry>()
        out.reserveCapacity(chunks.count)
        var end = start
        for chunk in chunks {
            end += chunk.items.count
            out.append(Entry(chunk: chunk, end: end))
        }
        return out
    }

    /// The pieces as chunks: shared chunks kept (those under the smallest
    /// chunk size taken as loose items); each run of loose items
    /// merged with a neighbouring piece while it is under the smallest
    /// chunk size (unless it is all there is), then cut into chunks of
    /// nearly equal size, none over `chunkSize` nor, from a run of at least
    /// `minimumChunk`, under it.
    private static func chunks(of pieces: [Piece]) -> [Chunk] {
        var pieces = coalesced(pieces.compactMap { piece -> Piece? in
            if piece.count == 0 { return nil }
            if case .shared(let chunk) = piece, chunk.items.count < minimumChunk { return .loose(chunk.items) }
            return piece
        })
        var k = 0
        while k < pieces.count {
            guard case .loose(let items) = pieces[k], items.count < minimumChunk, pieces.count > 1 else {
                k += 1
                continue
            }
            // Merge with the next piece when there is one, else the previous.
            let other = k + 1 < pieces.count ? k + 1 : k - 1
            let lo = Swift.min(k, other)
            pieces.replaceSubrange(lo...(lo + 1), with: [.loose(pieces[lo].items + pieces[lo + 1].items)])
            pieces = coalesced(pieces)
            k = 0
        }
        var out: [Chunk] = []
        for piece in pieces {
            switch piece {
            case .shared(let chunk):
                out.append(chunk)
            case .loose(let items):
                let parts = Swift.max(1, (items.count + chunkSize - 1) / chunkSize)
                for p in 0..<parts {
                    let lo = items.count * p / parts, hi = items.count * (p + 1) / parts
                    out.append(Chunk(ContiguousArray(items[lo..<hi])))
                }
            }
        }
        return out
    }

    /// Adjacent loose runs joined into one.
    private static func coalesced(_ pieces: [Piece]) -> [Piece] {
        var out: [Piece] = []
        out.reserveCapacity(pieces.count)
        for piece in pieces {
            if case .loose(let items) = piece, case .loose(let before)? = out.last {
                out[out.count - 1] = .loose(before + items)
            } else {
                out.append(piece)
            }
        }
        return out
    }
}
