import CollectionLayout
import Testing

/// `PrefixSharingArray` reads and writes as an array, and copies cut back
/// and appended to never change each other.
@Suite struct PrefixSharingArrayTests {
    @Test(arguments: [0, 1, 3, 10])
    func randomAppendsCutsAndCopiesMatchArrays(chunkShift: Int) {
        var random = SeededRandom(seed: 0x5A4E + UInt64(chunkShift))
        var arrays: [(PrefixSharingArray<Int>, [Int])] = [(PrefixSharingArray(chunkShift: chunkShift), [])]
        for step in 0..<400 {
            var (shared, plain) = arrays[random.int(in: 0...arrays.count - 1)]
            switch random.int(in: 0...4) {
            case 1:
                let values = (0..<random.int(in: 0...3_000)).map { _ in random.int(in: 0...1_000_000) }
                shared.append(contentsOf: values)
                plain.append(contentsOf: values)
            case 0:
                let cut = random.int(in: -2...plain.count + 2)
                shared.removeAll(from: cut)
                plain.removeSubrange(min(max(0, cut), plain.count)...)
            default:
                for _ in 0..<random.int(in: 0...40) {
                    let value = random.int(in: 0...1_000_000)
                    shared.append(value)
                    plain.append(value)
                }
            }
            if random.int(in: 0...1) == 0 { shared.reserveCapacity(plain.count + random.int(in: 0...100)) }
            arrays.append((shared, plain))
            if arrays.count > 12 { arrays.remove(at: random.int(in: 0...arrays.count - 1)) }
            // Every copy still holds what it held, whatever the others did.
            for (a, b) in arrays {
                #expect(a.count == b.count && Array(a) == b, "chunk shift \(chunkShift), step \(step)")
                if let last = b.last { #expect(a[b.count - 1] == last) }
            }
        }
        #expect(PrefixSharingArray<Int>(chunkShift: chunkShift).chunkSize == 1 << chunkShift)
    }
}
