@testable import CollectionLayout
import Testing

/// `concurrentMap` is `map`: the same elements in the same order, whether
/// the work is split across cores (many elements) or not (few).
@Suite struct ConcurrentMapTests {
    @Test(arguments: [0, 1, 7, 4095, 4096, 4097, 10_001, 100_003])
    func itIsMap(count: Int) {
        let input = (0..<count).map { $0 &* 2_654_435_761 }
        let transform = { (x: Int) in "\(x % 977)-\(x)" }
        #expect(input.concurrentMap(transform) == input.map(transform))
        #expect(input[...].concurrentMap(minimum: 2) { $0 } == input)
    }

    /// A sectioned dataset repeated to a million items: its sections made
    /// on several cores are those made one after another.
    @Test func repeatedSectionsAreInOrder() {
        let base = Dataset(sections: (0..<5).map { s in
            DatasetSection(title: "S\(s)", items: (0..<(3 + s)).map { DatasetItem(title: "t\(s).\($0)") })
        })
        let repeated = base.repeated(toCount: 1_000_000)
        #expect(repeated.itemCount == 1_000_000)
        var index = 0, round = 0
        outer: while true {
            for (k, section) in base.sections.enumerated() {
                guard index < 1_000_000 else { break outer }
                let copy = repeated.sections[round * base.sections.count + k]
                #expect(copy.title == (round == 0 ? "S\(k)" : "S\(k) (\(round + 1))"))
                let take = min(section.items.count, 1_000_000 - index)
                #expect(copy.items.count == take)
                if copy.items.first?.title != section.items.first?.title { Issue.record("section \(k) round \(round)") }
                // Later copies are numbered by their place in the repeated data.
                if round > 0, copy.items.last?.id != ItemID(position: index + take - 1) {
                    Issue.record("section \(k) round \(round): \(String(describing: copy.items.last?.id))")
                }
                index += take
            }
            round += 1
        }
    }
}
