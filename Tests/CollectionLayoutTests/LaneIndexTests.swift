import CollectionLayout
import Testing

/// Random lanes of stacked frames: each lane keeps minY and maxY
/// non-decreasing, with random gaps, heights, widths and x positions (so
/// lanes overlap each other and frames may be empty).
private func randomLanes(_ rng: inout SeededRandom, lanes: Int, perLane: ClosedRange<Int>) -> (LaneIndex, [(id: Int, frame: Rect)]) {
    var index = LaneIndex(laneCount: lanes)
    var all: [(id: Int, frame: Rect)] = []
    var id = 0
    for lane in 0..<lanes {
        var minY = rng.double(in: -50...200), maxY = minY
        for _ in 0..<rng.int(in: perLane) {
            // Either edge may stay put; neither goes back up.
            minY += rng.int(in: 0...3) == 0 ? 0 : rng.double(in: 0...40)
            maxY = max(maxY, minY) + (rng.int(in: 0...4) == 0 ? 0 : rng.double(in: 0...60))
            let x = rng.double(in: -100...900), w = rng.int(in: 0...9) == 0 ? 0 : rng.double(in: 0...300)
            var frame = Rect(x: x, y: minY, width: w, height: maxY - minY)
            // minY + (maxY − minY) may round below maxY: keep the order exact.
            while frame.maxY < maxY { frame.size.height = frame.size.height.nextUp }
            maxY = frame.maxY
            index.append(frame, id: id, toLane: lane)
            all.append((id, frame))
            id += 1
        }
    }
    return (index, all)
}

@Suite struct LaneIndexTests {
    @Test func randomQueriesEqualBruteForce() {
        var rng = SeededRandom(seed: 0x1A4E)
        for _ in 0..<150 {
            let (index, all) = randomLanes(&rng, lanes: rng.int(in: 0...6), perLane: 0...80)
            #expect(index.count == all.count)
            #expect(index.isOrdered)
            for _ in 0..<10 {
                let rect = Rect(x: rng.double(in: -200...1000), y: rng.double(in: -100...3000),
                                width: rng.int(in: 0...9) == 0 ? 0 : rng.double(in: 0...800),
                                height: rng.double(in: 0...900))
                let expected = all.filter { $0.frame.intersects(rect) }.map(\.id).sorted()
                var cost = QueryCost()
                var got: [Int] = []
                index.forEach(intersecting: rect, cost: &cost) { id, frame in
                    #expect(frame.intersects(rect))
                    got.append(id)
                }
                #expect(got.sorted() == expected, "rect \(rect)")
                #expect(Set(got).count == got.count)
                #expect(index.ids(intersecting: rect).sorted() == expected)
                // Only the y band is scanned, plus one stop per lane.
                let band = all.filter { $0.frame.maxY > rect.minY && $0.frame.minY < rect.maxY }.count
                #expect(rect.isEmpty ? cost.scanned == 0 : cost.scanned <= band + index.laneCount)
            }
        }
    }

    /// Entries appended a run at a time make the index appended one by one.
    @Test func appendingRunsEqualsAppendingEntries() {
        var rng = SeededRandom(seed: 0x1A4F)
        for _ in 0..<40 {
            let (index, all) = randomLanes(&rng, lanes: rng.int(in: 1...4), perLane: 0...700)
            var runs = LaneIndex(laneCount: index.laneCount)
            for lane in 0..<index.laneCount {
                var position = 0
                while position < index.entryCount(inLane: lane) {
                    let end = min(index.entryCount(inLane: lane), position + rng.int(in: 0...300))
                    runs.append(contentsOf: (position..<end).map { index.frame(inLane: lane, at: $0) },
                                ids: (position..<end).map { index.id(inLane: lane, at: $0) }, toLane: lane)
                    position = end
                }
            }
            #expect(runs.count == all.count && runs.isOrdered)
            for _ in 0..<10 {
                let rect = Rect(x: rng.double(in: -200...1000), y: rng.double(in: -100...30000),
                                width: rng.double(in: 0...800), height: rng.double(in: 0...900))
                #expect(runs.ids(intersecting: rect) == index.ids(intersecting: rect), "rect \(rect)")
            }
        }
    }

    /// A copy cut back to the entries below an id holds exactly those
    /// entries, frame for frame, and takes new ones; the original keeps all
    /// of its own (lanes whose frames change x and width from entry to entry
    /// as well as lanes of one x and width).
    @Test func removingEntriesFromAnIDLeavesTheCopyIntact() {
        var rng = SeededRandom(seed: 0x1A50)
        for round in 0..<40 {
            let (index, all) = randomLanes(&rng, lanes: rng.int(in: 1...4), perLane: 0...1_500)
            var cut = index
            let id = rng.int(in: -1...all.count + 1)
            cut.removeEntries(fromID: id)
            var kept = LaneIndex(laneCount: index.laneCount)
            for lane in 0..<index.laneCount {
                for position in 0..<index.entryCount(inLane: lane) where index.id(inLane: lane, at: position) < id {
                    kept.append(index.frame(inLane: lane, at: position), id: index.id(inLane: lane, at: position),
                                toLane: lane)
                }
            }
            #expect(cut.count == all.filter { $0.id < id }.count && index.count == all.count, "round \(round)")
            for lane in 0..<index.laneCount {
                #expect(cut.entryCount(inLane: lane) == kept.entryCount(inLane: lane), "round \(round)")
                for position in 0..<kept.entryCount(inLane: lane) {
                    #expect(cut.frame(inLane: lane, at: position) == kept.frame(inLane: lane, at: position))
                }
            }
            // Appending to the cut copy leaves the original as it was.
            let lane = rng.int(in: 0...index.laneCount - 1)
            cut.append(Rect(x: 1, y: 1e6, width: 2, height: 3), id: all.count + 5, toLane: lane)
            #expect(cut.frame(inLane: lane, at: cut.entryCount(inLane: lane) - 1) == Rect(x: 1, y: 1e6, width: 2, height: 3))
            for entry in all.shuffled(using: &rng).prefix(50) {
                let rect = entry.frame.insetBy(dx: entry.frame.width / 4, dy: entry.frame.height / 4)
                #expect(index.ids(intersecting: rect).contains(entry.id) == !rect.isEmpty, "round \(round)")
            }
        }
    }

    @Test func sharedEdgesAndEmptyFramesDoNotIntersect() {
        var index = LaneIndex()
        let lane = index.addLane()
        index.append(Rect(x: 0, y: 0, width: 10, height: 10), id: 7, toLane: lane)
        index.append(Rect(x: 0, y: 10, width: 10, height: 0), id: 8, toLane: lane)
        index.append(Rect(x: 0, y: 10, width: 10, height: 10), id: 9, toLane: lane)
        #expect(index.ids(intersecting: Rect(x: 10, y: 0, width: 5, height: 30)).isEmpty)
        #expect(index.ids(intersecting: Rect(x: 0, y: 20, width: 5, height: 30)).isEmpty)
        #expect(index.ids(intersecting: Rect(x: 0, y: 10, width: 5, height: 1)) == [9])
        #expect(index.ids(intersecting: Rect(x: 0, y: 9, width: 5, height: 2)) == [7, 9])
        #expect(index.ids(intersecting: Rect(x: 0, y: 0, width: 0, height: 30)).isEmpty)
        #expect(index.frame(inLane: lane, at: 2) == Rect(x: 0, y: 10, width: 10, height: 10))
        #expect(index.id(inLane: lane, at: 1) == 8)
        #expect(index.entryCount(inLane: lane) == 3)
        #expect(LaneIndex().ids(intersecting: Rect(x: 0, y: 0, width: 100, height: 100)).isEmpty)
    }

    @Test func lanesMissingTheRectAlongXAreSkipped() {
        var index = LaneIndex(laneCount: 3)
        for row in 0..<100 {
            for lane in 0..<3 {
                index.append(Rect(x: Double(lane) * 100, y: Double(row) * 50, width: 90, height: 40),
                             id: row * 3 + lane, toLane: lane)
            }
        }
        var cost = QueryCost()
        var got: [Int] = []
        index.forEach(intersecting: Rect(x: 95, y: 1000, width: 50, height: 100), cost: &cost) { id, _ in got.append(id) }
        #expect(got == [61, 64])
        // One lane searched (≤ 7 probes for 100 entries), two returned plus one stop.
        #expect(cost.probes <= 7)
        #expect(cost.scanned == 3)
    }

    /// A million entries in four columns: a viewport query probes O(log n)
    /// entries and scans only what it returns plus one stop per lane.
    @Test func aMillionEntriesQueryTouchesOnlyWhatItReturns() {
        let lanes = 4, perLane = 250_000
        var index = LaneIndex(laneCount: lanes)
        var bottoms = [Double](repeating: 0, count: lanes)
        for i in 0..<(lanes * perLane) {
            let lane = i % lanes
            let h = 20 + Double(i % 13) * 7
            index.append(Rect(x: Double(lane) * 110, y: bottoms[lane], width: 100, height: h), id: i, toLane: lane)
            bottoms[lane] += h + 10
        }
        #expect(index.count == 1_000_000)
        let viewport = Rect(x: 0, y: bottoms[0] / 2, width: 440, height: 900)
        var cost = QueryCost()
        var got: [Int] = []
        index.forEach(intersecting: viewport, cost: &cost) { id, _ in got.append(id) }
        #expect(got.count > 20 && got.count < 200)
        #expect(cost.scanned <= got.count + lanes)
        #expect(cost.probes <= lanes * 19)  // ⌈log2 250 000⌉ + 1 per lane
        // The same answer as looking at every entry.
        var brute: [Int] = []
        for lane in 0..<lanes {
            for p in 0..<index.entryCount(inLane: lane) where index.frame(inLane: lane, at: p).intersects(viewport) {
                brute.append(index.id(inLane: lane, at: p))
            }
        }
        #expect(got.sorted() == brute.sorted())
    }
}
