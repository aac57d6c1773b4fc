/// Each section's top in a compositional layout, from the sections'
/// heights, kept in chunks of `chunkSize` sections at fixed places (chunk
/// `c` holds sections `c·chunkSize…`): a chunk holds its sections' heights
/// and their running sums from 0, and the chunks' tops are the running sums
/// of the chunks' heights. A top is the same sum of the same heights
/// however the layout came about — a fresh `prepare`, or a batch that
/// changed some heights and shared the other chunks — so both give the
/// very same numbers, not only close ones.
///
/// Changing the heights of one chunk makes a new chunk (O(chunkSize)) and
/// sums the chunks' tops again (O(s / chunkSize)); the other chunks are
/// shared with the tops changed from.
struct CompositionalTops: Sendable {
    /// The number of sections a chunk holds.
    static let chunkSize = 512

    /// A chunk's sections' heights and tops (from the chunk's top, one more than the heights).
    final class Chunk: Sendable {
        let heights: [Double]
        let tops: [Double]

        init(heights: [Double]) {
            self.heights = heights
            var tops = [0.0]
            tops.reserveCapacity(heights.count + 1)
            var top = 0.0
            for h in heights {
                top += h
                tops.append(top)
            }
            self.tops = tops
        }
    }

    private(set) var chunks: [Chunk] = []
    /// Each chunk's top, then the bottom of the last.
    private(set) var chunkTops: [Double] = [0]
    /// The number of sections.
    private(set) var count = 0

    /// The tops of sections `heights` tall, in order.
    ///
    /// - Complexity: O(s).
    init(heights: [Double] = []) {
        var k = 0
        chunks.reserveCapacity(heights.count / Self.chunkSize + 1)
        while k < heights.count {
            let end = min(heights.count, k + Self.chunkSize)
            chunks.append(Chunk(heights: Array(heights[k..<end])))
            k = end
        }
        count = heights.count
        sumChunkTops(from: 0)
    }

    /// Section `s`'s top (`count`: the bottom of the last section).
    ///
    /// - Complexity: O(1).
    func top(_ s: Int) -> Double {
        let c = s / Self.chunkSize
        guard c < chunks.count else { return chunkTops[chunkTops.count - 1] }
        return chunkTops[c] + chunks[c].tops[s - c * Self.chunkSize]
    }

    /// Section `s`'s height.
    ///
    /// - Complexity: O(1).
    func height(_ s: Int) -> Double {
        let c = s / Self.chunkSize
        return chunks[c].heights[s - c * Self.chunkSize]
    }

    /// The bottom of the last section.
    var bottom: Double { chunkTops[chunkTops.count - 1] }

    /// Sets the heights of the sections `changes` names (each once).
    ///
    /// - Complexity: O(k·chunkSize + s / chunkSize) for the k chunks holding them.
    mutating func setHeights(_ changes: [(section: Int, height: Double)]) {
        guard !changes.isEmpty else { return }
        var byChunk: [Int: [(Int, Double)]] = [:]
        for (s, h) in changes { byChunk[s / Self.chunkSize, default: []].append((s, h)) }
        for (c, list) in byChunk {
            var heights = chunks[c].heights
            for (s, h) in list { heights[s - c * Self.chunkSize] = h }
            chunks[c] = Chunk(heights: heights)
        }
        sumChunkTops(from: byChunk.keys.min()!)
    }

    /// Sums the chunks' tops again from chunk `c` on.
    private mutating func sumChunkTops(from c: Int) {
        chunkTops.removeSubrange(min(c + 1, chunkTops.count)...)
        chunkTops.reserveCapacity(chunks.count + 1)
        for k in c..<chunks.count { chunkTops.append(chunkTops[k] + chunks[k].tops[chunks[k].heights.count]) }
    }
}
