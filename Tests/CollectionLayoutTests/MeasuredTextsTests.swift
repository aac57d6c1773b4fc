@testable import CollectionLayout
import Testing

/// The flow's record of measured texts: every text measured once, every
/// later lookup its own size, whatever the table's growth and collisions.
@Suite struct MeasuredTextsTests {
    @Test func eachTextIsMeasuredOnceAndKeepsItsSize() {
        var random = SeededRandom(seed: 44)
        var texts = ["", "a", "é", "e\u{301}", "🏳️‍🌈", "a much longer text than fifteen bytes", "タグ"]
        texts += (0..<3000).map { "tag \($0)" }
        var record = MeasuredTexts(), measures: [[UInt8]: Int] = [:]
        let sizeOf = { (text: String) in Size(width: Double(text.utf8.count), height: Double(text.unicodeScalars.count)) }
        for _ in 0..<30_000 {
            let text = texts[random.int(in: 0...(texts.count - 1))]
            var size = record.size(of: text)
            if size == nil {
                measures[Array(text.utf8), default: 0] += 1
                size = sizeOf(text)
                record.record(size!, for: text)
            }
            #expect(size == sizeOf(text), "\(text)")
        }
        #expect(measures.values.allSatisfy { $0 == 1 })
        #expect(record.measuredCount == measures.count)
        // "é" precomposed and decomposed are equal Strings of different
        // bytes: each is measured as written (the test's sizes differ).
        #expect(measures[Array("é".utf8)] == 1 && measures[Array("e\u{301}".utf8)] == 1)
        // No text is the empty text.
        #expect(record.size(of: nil) == Size(width: 0, height: 0) && record.size(of: "") == Size(width: 0, height: 0))
        #expect(record.size(of: "never recorded") == nil)
    }

    @Test func theHashIsNeverZeroAndSpreadsTheLowBits() {
        var slots = Set<UInt64>()
        for k in 0..<4096 {
            let hash = MeasuredTexts.hash("t\(k)")
            #expect(hash != 0)
            slots.insert(hash & 4095)
        }
        // 4,096 texts over 4,096 slots: a random spread fills about 63 %.
        #expect(slots.count > 2300)
    }
}
