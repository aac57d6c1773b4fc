@testable import CollectionLayout
import Testing

/// `ItemList` against an array of the same items under random edits, with
/// copies taken along the way that must not see each other's changes.
@Suite struct ItemListTests {
    /// What tells two items apart here: the title and the ordinal.
    static func keys(_ items: some Sequence<DatasetItem>) -> [String] {
        items.map { "\($0.title ?? "-")#\($0.ordinal)" }
    }

    /// `count` fresh items named `prefix-0`, `prefix-1`…, every fifth one
    /// unnumbered, the others numbered from `first`.
    static func fresh(_ count: Int, prefix: String, first: Int) -> [DatasetItem] {
        (0..<count).map { k in
            var item = DatasetItem(title: "\(prefix)-\(k)")
            item.ordinal = k % 5 == 0 ? -1 : first + k
            return item
        }
    }

    /// Whether the list holds the array's items (by title and ordinal), in order.
    static func same(_ list: ItemList, _ array: [DatasetItem]) -> Bool {
        list.count == array.count && list.elementsEqual(array) { $0.title == $1.title && $0.ordinal == $1.ordinal }
    }

    /// The list's chunks are in order, none empty or over the largest size,
    /// and each one's summary of ordinals is its items'.
    static func checkStructure(_ list: ItemList, _ context: String) {
        var end = 0
        for entry in list.entries {
            #expect(!entry.chunk.items.isEmpty && entry.chunk.items.count <= ItemList.maximumChunk, "\(context)")
            end += entry.chunk.items.count
            #expect(entry.end == end, "\(context)")
            let summary = ItemList.Chunk.summary(of: entry.chunk.items)
            #expect(entry.chunk.highest == summary.highest && entry.chunk.unnumbered == summary.unnumbered,
                    "\(context)")
        }
        #expect(list.count == end, "\(context)")
    }

    @Test func randomEditsOnSharedCopiesMatchArrays() {
        var random = SeededRandom(seed: 21)
        let start = Self.fresh(5000, prefix: "s", first: 0)
        // Versions of the list, each with the array it must equal; copies share chunks.
        var lists: [ItemList] = [ItemList(start)]
        var arrays: [[DatasetItem]] = [start]
        var made = 0
        for step in 0..<1500 {
            let v = random.int(in: 0...lists.count - 1)
            if arrays[v].count > 30_000 {
                lists[v].removeSubrange(10_000...)
                arrays[v].removeSubrange(10_000...)
            }
            let n = arrays[v].count
            let context = "step \(step), version \(v) of \(lists.count), \(n) items"
            made += 1
            switch random.int(in: 0...9) {
            case 0:
                // A copy, edited apart from now on.
                if lists.count < 6 {
                    lists.append(lists[v])
                    arrays.append(arrays[v])
                } else {
                    lists.remove(at: 0)
                    arrays.remove(at: 0)
                }
            case 1:
                let i = random.int(in: 0...n)
                let item = Self.fresh(1, prefix: "i\(made)", first: 100_000 + made)[0]
                lists[v].insert(item, at: i)
                arrays[v].insert(item, at: i)
            case 2 where n > 0:
                let i = random.int(in: 0...n - 1)
                #expect(Self.keys([lists[v].remove(at: i)]) == Self.keys([arrays[v].remove(at: i)]), "\(context)")
            case 3:
                let lo = random.int(in: 0...n), hi = random.int(in: lo...min(n, lo + random.int(in: 0...2500)))
                let new = Self.fresh(random.int(in: 0...2500), prefix: "r\(made)", first: 200_000 + 3000 * made)
                lists[v].replaceSubrange(lo..<hi, with: new)
                arrays[v].replaceSubrange(lo..<hi, with: new)
            case 4, 5:
                // A slice of another version appended, or inserted in the middle.
                let w = random.int(in: 0...lists.count - 1)
                let m = lists[w].count
                let lo = random.int(in: 0...m), hi = random.int(in: lo...m)
                let slice = lists[w][lo..<hi], array = arrays[w][lo..<hi]
                if random.int(in: 0...1) == 0 {
                    lists[v].append(contentsOf: slice)
                    arrays[v].append(contentsOf: array)
                } else {
                    let i = random.int(in: 0...n)
                    lists[v].insert(contentsOf: ItemList(slice), at: i)
                    arrays[v].insert(contentsOf: array, at: i)
                }
            case 6, 7 where n > 0:
                // Writes through the subscript: a field, and the ordinal (up and down).
                for _ in 0..<random.int(in: 1...20) {
                    let i = random.int(in: 0...n - 1)
                    let title = "w\(made)-\(i)"
                    let ordinal = random.int(in: -1...300_000)
                    lists[v][i].title = title
                    lists[v][i].ordinal = ordinal
                    arrays[v][i].title = title
                    arrays[v][i].ordinal = ordinal
                }
            case 8 where n > 0:
                let lo = random.int(in: 0...n - 1), hi = random.int(in: lo...min(n, lo + 3000))
                lists[v].removeSubrange(lo..<hi)
                arrays[v].removeSubrange(lo..<hi)
            default:
                let item = Self.fresh(1, prefix: "a\(made)", first: 400_000 + made)[0]
                lists[v].append(item)
                arrays[v].append(item)
            }
            // The version edited and another still equal their arrays (all
            // of them every 25 steps): no copy saw another's writes.
            let other = random.int(in: 0...lists.count - 1)
            for k in lists.indices where k == Swift.min(v, lists.count - 1) || k == other || step % 25 == 0 {
                #expect(Self.same(lists[k], arrays[k]), "\(context): version \(k)")
                Self.checkStructure(lists[k], "\(context): version \(k)")
            }
            // Reading by index agrees with iterating.
            if v < lists.count, !lists[v].isEmpty {
                let i = random.int(in: 0...lists[v].count - 1)
                #expect(Self.keys([lists[v][i]]) == Self.keys([arrays[v][i]]), "\(context)")
            }
            // Lists compare as their arrays do (copies share chunks; edited ones share some).
            let x = random.int(in: 0...lists.count - 1), y = random.int(in: 0...lists.count - 1)
            #expect((lists[x] == lists[y]) == (arrays[x] == arrays[y]), "\(context): versions \(x), \(y)")
            let w = Swift.min(v, lists.count - 1)
            let summary = lists[w].ordinalSummary
            #expect(summary.highest == arrays[w].map(\.ordinal).max() ?? -1, "\(context)")
            #expect(summary.unnumbered == arrays[w].filter { $0.ordinal < 0 }.count, "\(context)")
        }
    }

    @Test func appendingASliceSharesTheChunksInsideIt() {
        let source = ItemList(Self.fresh(20_000, prefix: "s", first: 0))
        var list = ItemList(Self.fresh(700, prefix: "t", first: 50_000))
        list.append(contentsOf: source[3_000..<17_000])
        // Chunks of 1,024 from 0: those wholly inside 3,000..<17,000 are 3…15.
        #expect(list.sharedChunkCount(with: source) >= 12)
        #expect(Self.keys(list) == Self.keys(Self.fresh(700, prefix: "t", first: 50_000))
                + Self.keys(Self.fresh(20_000, prefix: "s", first: 0)[3_000..<17_000]))
        Self.checkStructure(list, "appended")
    }

    /// A short list (a section of sixteen tags) takes room for its items,
    /// not for a whole chunk: 62,500 such sections once held 260 bytes an
    /// item more than their items.
    @Test func aShortListTakesRoomForItsItemsOnly() {
        for count in [1, 16, 700, 1_024, 1_500] {
            let list = ItemList(Self.fresh(count, prefix: "s", first: 0))
            let room = list.entries.reduce(0) { $0 + $1.chunk.items.capacity }
            #expect(room <= count + 16, "\(count) items, room for \(room)")
            #expect(list.count == count)
        }
    }

    @Test func copyingIntoAnArrayReadsEveryChunk() {
        let items = Self.fresh(5000, prefix: "c", first: 0)
        var list = ItemList(items[..<2500])
        list.insert(contentsOf: items[2500...], at: 2500)
        #expect(Self.keys(Array(list)) == Self.keys(items))
        #expect(Self.keys([DatasetItem](list[1000..<4000])) == Self.keys(items[1000..<4000]))
        var joined: [DatasetItem] = Array(items[..<10])
        joined.append(contentsOf: list)
        #expect(Self.keys(joined) == Self.keys(items[..<10] + items))
        // Into a buffer shorter than the list: the iterator returned goes on from there.
        let buffer = UnsafeMutableBufferPointer<DatasetItem>.allocate(capacity: 3000)
        defer { buffer.deallocate() }
        let (rest, written) = list._copyContents(initializing: buffer)
        #expect(written == 3000 && Self.keys(buffer) == Self.keys(items[..<3000]))
        #expect(Self.keys(IteratorSequence(rest)) == Self.keys(items[3000...]))
        _ = buffer.deinitialize()
    }

    @Test func anEditedPrefixIsANewListLeavingTheOldOneAlone() {
        let items = Self.fresh(5000, prefix: "p", first: 0)
        var list = ItemList(items[..<2500])
        list.insert(contentsOf: items[2500...], at: 700)
        let original = Array(list)
        for n in [0, 1, 699, 700, 2000, 4999, 5000, 9000] {
            let copy = list.prefix(n) { item, position in item.ordinal = 100_000 + position }
            let expected = original.prefix(n).enumerated().map { position, item in
                var edited = item
                edited.ordinal = 100_000 + position
                return edited
            }
            #expect(Self.same(copy, expected), "prefix \(n)")
            Self.checkStructure(copy, "prefix \(n)")
            #expect(copy.sharedChunkCount(with: list) == 0, "prefix \(n)")
        }
        #expect(Self.same(list, original))
    }

    @Test func listsCompareAndHashAsArraysDo() {
        let items = Self.fresh(3000, prefix: "h", first: 0)
        let a = ItemList(items)
        var b = ItemList(items[..<1500])
        b.append(contentsOf: ItemList(items[1500...]))
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a.hashValue == items.hashValue)
        b[2999].title = "other"
        #expect(a != b)
        // A copy differing in one chunk, then made equal again in that chunk.
        var c = a
        c[1200].title = "changed"
        #expect(c != a && c.sharedChunkCount(with: a) == a.chunkCount - 1)
        c[1200].title = a[1200].title
        #expect(c == a)
        #expect(ItemList() == [])
    }
}
