import CollectionLayout
import Testing

/// Flat positions from the sections' starts agree with counting the
/// sections one by one, empty sections and both ends included.
@Suite struct DatasetPositionsTests {
    /// The flat index counted section by section.
    private func counted(_ data: Dataset, _ path: IndexPath) -> Int {
        data.sections.prefix(max(0, path.section)).reduce(0) { $0 + $1.items.count } + path.item
    }

    /// The index path found section by section.
    private func counted(_ data: Dataset, flat i: Int) -> IndexPath? {
        guard i >= 0 else { return nil }
        var rest = i
        for (s, section) in data.sections.enumerated() {
            if rest < section.items.count { return IndexPath(item: rest, section: s) }
            rest -= section.items.count
        }
        return nil
    }

    @Test func flatPositionsAgreeWithCountingTheSections() {
        var random = SeededRandom(seed: 21)
        for _ in 0..<200 {
            let sizes = (0..<Int.random(in: 0...8, using: &random)).map { _ in
                Bool.random(using: &random) ? 0 : Int.random(in: 1...5, using: &random)
            }
            var n = 0
            let data = Dataset(sections: sizes.map { size in
                DatasetSection(items: (0..<size).map { _ in n += 1; return DatasetItem(title: "Item \(n)") })
            })
            for i in -2...(n + 2) {
                #expect(data.indexPath(ofFlat: i) == counted(data, flat: i), "\(sizes) flat \(i)")
            }
            for s in 0...(sizes.count + 1) {
                for item in 0...3 {
                    let path = IndexPath(item: item, section: s)
                    #expect(data.flatIndex(of: path) == counted(data, path), "\(sizes) \(path)")
                }
            }
        }
    }
}
