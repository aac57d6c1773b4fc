@testable import CollectionLayout
import Testing

/// Estimated heights resolved as items are first laid out: the layout
/// after resolving everything equals the eager one, queries in between
/// return the frames in effect (never stale ones), and the correction
/// reported keeps the content below the anchor where it was.
@Suite struct CompositionalEstimateTests {
    /// Items whose own heights differ from the estimates: pictures, texts, nothing.
    static func items(_ n: Int, seed: Int) -> [ItemMetrics] {
        (0..<n).map { i in
            switch (i + seed) % 3 {
            case 0: ItemMetrics(size: Size(width: 100, height: Double(20 + (i * 37 + seed) % 300)))
            case 1: ItemMetrics(text: String(repeating: "t", count: 1 + i % 5))
            default: ItemMetrics()
            }
        }
    }

    static func make(_ assignments: [String], sections: [[ItemMetrics]], viewport: Size,
                     lazy: Bool) throws -> CompositionalLayout {
        let l = try CompositionalLayout(assignments: assignments)
        l.resolvesEstimatesLazily = lazy
        l.prepare(LayoutContext(viewport: viewport, sections: sections))
        return l
    }

    static let everything = Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)

    /// Every element, keyed, with its frame.
    static func frames(_ l: CompositionalLayout, offset: Point = .zero, in rect: Rect = everything) -> [String: Rect] {
        Dictionary(uniqueKeysWithValues: l.elements(in: rect, offset: offset).map {
            ("\($0.category) \($0.indexPath.section) \($0.indexPath.item)", $0.frame)
        })
    }

    static func close(_ a: [String: Rect], _ b: [String: Rect]) -> Bool {
        guard Set(a.keys) == Set(b.keys) else { return false }
        return a.allSatisfy { key, f in
            let g = b[key]!
            return abs(f.minX - g.minX) < 1e-6 && abs(f.minY - g.minY) < 1e-6
                && abs(f.width - g.width) < 1e-6 && abs(f.height - g.height) < 1e-6
        }
    }

    /// What the layout should show now: an eager layout in which the items
    /// still pending have nothing to measure (so they keep the estimate).
    static func oracle(_ l: CompositionalLayout, _ assignments: [String], sections: [[ItemMetrics]],
                       viewport: Size) throws -> CompositionalLayout {
        let now = sections.enumerated().map { s, items in
            items.enumerated().map { i, m in
                l.heightEstimate(of: IndexPath(item: i, section: s)).map { $0.resolved == nil } == true ? ItemMetrics() : m
            }
        }
        let o = try make(assignments, sections: now, viewport: viewport, lazy: false)
        for s in l.offsetSections { o.setSectionOffset(l.sectionOffset(ofSection: s), forSection: s) }
        return o
    }

    @Test func prepareLaysOutWithTheEstimatesAndTheInspectorSeesBoth() throws {
        let sections = [Self.items(30, seed: 0)]
        let l = try Self.make(["itemWidth=200", "itemHeight=~90"], sections: sections,
                              viewport: Size(width: 400, height: 600), lazy: true)
        #expect(l.pendingEstimateGroups == 30)
        #expect((0..<30).allSatisfy { l.frame(ofGlobalItem: $0).height == 90 })
        #expect(l.heightEstimate(of: IndexPath(item: 0, section: 0)) == .init(estimate: 90, resolved: nil))
        let correction = l.resolveEstimates(in: Rect(x: 0, y: 0, width: 400, height: 600), anchorY: 0)
        #expect(correction.resolvedGroups > 0 && correction.growthAbove == 0)
        // Item 0 is a 100×20 picture at 200 wide: 40 high.
        #expect(l.heightEstimate(of: IndexPath(item: 0, section: 0)) == .init(estimate: 90, resolved: 40))
        #expect(l.frame(ofGlobalItem: 0).height == 40)
        #expect(l.heightEstimate(of: IndexPath(item: 29, section: 0))?.resolved == nil, "far below: not laid out yet")
        let eager = try Self.make(["itemWidth=200", "itemHeight=~90"], sections: sections,
                                  viewport: Size(width: 400, height: 600), lazy: false)
        #expect(eager.heightEstimate(of: IndexPath(item: 29, section: 0))?.resolved == eager.frame(ofGlobalItem: 29).height)
        #expect(try Self.make(["itemHeight=90"], sections: sections, viewport: Size(width: 400, height: 600), lazy: true)
            .heightEstimate(of: IndexPath(item: 0, section: 0)) == nil, "not estimated")
    }

    /// Random configurations resolved piece by piece in random rects: after
    /// each step every query equals the oracle of the moment; once
    /// everything is resolved the layout equals the eager one.
    @Test func resolvingPieceByPieceEndsAtTheEagerLayoutAndNeverShowsStaleFrames() throws {
        var random = SeededRandom(seed: 2311)
        let widths = ["100%", "1/3", "45%", "120"], heights = ["~50", "~120", "60", "~300", "100%"]
        let groups = ["1", "2", "1x3", "3x2"]
        for round in 0..<40 {
            let assignments = random.compositionalAssignments(widths: widths, heights: heights, groups: groups)
            let sections = (0..<random.int(in: 1...6)).map { s in Self.items(random.int(in: 0...40), seed: s + round) }
            let viewport = Size(width: random.double(in: 200...900), height: random.double(in: 200...900))
            let l = try Self.make(assignments, sections: sections, viewport: viewport, lazy: true)
            let eager = try Self.make(assignments, sections: sections, viewport: viewport, lazy: false)
            for s in 0..<l.sectionCount {
                if let g = l.sidewaysGeometry(ofSection: s) {
                    let x = random.double(in: 0...g.maximumOffset)
                    l.setSectionOffset(x, forSection: s)
                    eager.setSectionOffset(x, forSection: s)
                }
            }
            for step in 0..<6 {
                let rect = Rect(x: random.double(in: -100...viewport.width), y: random.double(in: -100...l.contentSize.height),
                                width: random.double(in: 50...viewport.width), height: random.double(in: 50...800))
                l.resolveEstimates(in: rect, anchorY: random.double(in: rect.minY...rect.maxY))
                let oracle = try Self.oracle(l, assignments, sections: sections, viewport: viewport)
                let offset = Point(x: 0, y: random.double(in: 0...max(0, l.contentSize.height)))
                let query = Rect(x: 0, y: offset.y, width: viewport.width, height: viewport.height)
                #expect(Self.close(Self.frames(l, offset: offset), Self.frames(oracle, offset: offset)),
                        "round \(round) step \(step): \(assignments)")
                #expect(Self.close(Self.frames(l, offset: offset, in: query), Self.frames(oracle, offset: offset, in: query)),
                        "round \(round) step \(step): a rect query")
                #expect(abs(l.contentSize.height - oracle.contentSize.height) < 1e-6)
            }
            l.resolveAllEstimates()
            #expect(l.pendingEstimateGroups == 0)
            #expect(Self.close(Self.frames(l), Self.frames(eager)), "round \(round): \(assignments) \(sections.map(\.count))")
            #expect(abs(l.contentSize.height - eager.contentSize.height) < 1e-6)
        }
    }

    /// Far down a list whose estimates are four times too tall: the
    /// reported growth above the anchor is the sum of the height changes of
    /// the groups above it, and the first item starting below the anchor
    /// moves by exactly that much — so a view that adds it to its offset
    /// keeps that item still on screen.
    @Test func theCorrectionIsTheChangeAboveTheAnchor() throws {
        for (estimate, orthogonal) in [("~480", "none"), ("~10", "none"), ("~480", "continuous,none")] {
            let sections = (0..<4).map { Self.items(3000, seed: $0) }
            let l = try Self.make(["itemHeight=\(estimate)", "itemWidth=1/2", "groupSize=2", "orthogonal=\(orthogonal)"],
                                  sections: sections, viewport: Size(width: 400, height: 800), lazy: true)
            let offsetY = l.contentSize.height * 0.6
            let groupsBefore = l.geometry.flatGroups
            let oldHeights = groupsBefore.map(\.frame.height), oldTops = groupsBefore.map(\.frame.minY)
            let pendingBefore = groupsBefore.map(\.pending)
            // The first item starting at or below the anchor.
            let probe = try #require((0..<l.itemCount).first { l.frame(ofGlobalItem: $0).minY >= offsetY })
            let before = l.frame(ofGlobalItem: probe).minY
            let rect = Rect(x: 0, y: offsetY - 400, width: 400, height: 1600)
            let correction = l.resolveEstimates(in: rect, anchorY: offsetY)
            #expect(correction.resolvedGroups > 0)
            #expect(correction.resolvedGroups < 200, "only what the rect shows: \(correction.resolvedGroups)")
            var expected = 0.0
            let groupsAfter = l.geometry.flatGroups
            for k in oldHeights.indices where pendingBefore[k] && !groupsAfter[k].pending && oldTops[k] < offsetY {
                expected += groupsAfter[k].frame.height - oldHeights[k]
            }
            if orthogonal == "none" {
                #expect(abs(correction.growthAbove - expected) < 1e-6, "\(estimate): \(correction.growthAbove) vs \(expected)")
            }
            #expect(correction.growthAbove != 0)
            let after = l.frame(ofGlobalItem: probe).minY
            #expect(abs(after - before - correction.growthAbove) < 1e-6,
                    "\(estimate) \(orthogonal): moved \(after - before), corrected \(correction.growthAbove)")
            // The view's rect, moved by the correction, has nothing pending left.
            let moved = rect.offsetBy(dx: 0, dy: correction.growthAbove)
            #expect(l.resolveEstimates(in: moved, anchorY: offsetY + correction.growthAbove).isEmpty)
        }
    }
}
