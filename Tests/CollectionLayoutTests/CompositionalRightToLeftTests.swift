@testable import CollectionLayout
import Testing

/// Right to left, the compositional layout is its left-to-right self in a
/// mirror (`x → W − x − w`) with every sideways offset unchanged (offsets are
/// in leading-edge terms, as UIKit keeps them): over seeded random sections,
/// behaviours, insets, pinned headers and offsets, for rect queries, single
/// look-ups, pinned headers, sideways releases and lazily resolved estimates.
@Suite struct CompositionalRightToLeftTests {
    typealias B = OrthogonalScrollingBehavior

    /// One random configuration: assignments, section sizes, a viewport.
    struct Case {
        var assignments: [String]
        var sections: [[ItemMetrics]]
        var viewport: Size
    }

    static func randomCase(_ random: inout SeededRandom) -> Case {
        var assignments = random.compositionalAssignments(widths: ["100%", "1/3", "45%", "120", "80%", "70%"],
                                                          heights: ["60", "~50", "100%", "30", "~120"],
                                                          groups: ["1", "2", "1x3", "3x2", "4"])
        // Unequal insets, so that a layout that is not mirrored cannot pass.
        assignments.append("sectionInsets=" + (0..<4).map { _ in String(random.int(in: 0...40)) }.joined(separator: ","))
        let sections = (0..<random.int(in: 1...6)).map { _ in
            (0..<random.int(in: 0...30)).map { i in
                i % 3 == 0 ? ItemMetrics(size: Size(width: 100, height: Double(40 + i * 7))) : ItemMetrics(text: "t\(i)")
            }
        }
        return Case(assignments: assignments, sections: sections,
                    viewport: Size(width: random.double(in: 200...900), height: random.double(in: 200...900)))
    }

    static func pair(_ c: Case, lazy: Bool = false) throws -> (ltr: CompositionalLayout, rtl: CompositionalLayout) {
        let ltr = try CompositionalLayout(assignments: c.assignments), rtl = try CompositionalLayout(assignments: c.assignments)
        ltr.resolvesEstimatesLazily = lazy
        rtl.resolvesEstimatesLazily = lazy
        ltr.prepare(LayoutContext(viewport: c.viewport, sections: c.sections))
        rtl.prepare(LayoutContext(viewport: c.viewport, sections: c.sections, layoutDirection: .rightToLeft))
        return (ltr, rtl)
    }

    /// `r` mirrored within `width`.
    static func mirror(_ r: Rect, width: Double) -> Rect {
        Rect(x: width - r.minX - r.width, y: r.minY, width: r.width, height: r.height)
    }

    static func key(_ a: LayoutAttributes) -> String { "\(a.category) \(a.indexPath.section) \(a.indexPath.item)" }

    /// Whether `right`'s elements are `left`'s mirrored within `width`
    /// (same elements, same y, height, width and zIndex); the first
    /// difference otherwise.
    static func mirrorProblem(_ left: [LayoutAttributes], _ right: [LayoutAttributes], width: Double) -> String? {
        let a = Dictionary(left.map { (key($0), $0) }, uniquingKeysWith: { x, _ in x })
        let b = Dictionary(right.map { (key($0), $0) }, uniquingKeysWith: { x, _ in x })
        guard Set(a.keys) == Set(b.keys) else {
            return "elements differ: \(Set(a.keys).symmetricDifference(Set(b.keys)).sorted().prefix(4))"
        }
        for (k, l) in a {
            let r = b[k]!, m = mirror(l.frame, width: width)
            let close = abs(r.frame.minX - m.minX) < 1e-9 && r.frame.minY == m.minY
                && r.frame.width == m.width && r.frame.height == m.height && r.zIndex == l.zIndex
            if !close { return "\(k): right to left \(r.frame), the mirror of left to right \(m)" }
        }
        return nil
    }

    @Test func rightToLeftIsTheMirrorOfLeftToRight() throws {
        var random = SeededRandom(seed: 2_300_023)
        var compared = 0, differentFromUnmirrored = 0
        for round in 0..<80 {
            let c = Self.randomCase(&random)
            let (ltr, rtl) = try Self.pair(c)
            #expect(rtl.contentSize == ltr.contentSize && rtl.isMirrored && !ltr.isMirrored)
            let W = ltr.contentSize.width
            // The same offsets in both: in range, past either end (a rubber band), or none.
            for s in 0..<ltr.sectionCount {
                guard let g = ltr.sidewaysGeometry(ofSection: s), random.int(in: 0...3) > 0 else { continue }
                let x = random.double(in: -60...(g.maximumOffset + 60))
                ltr.setSectionOffset(x, forSection: s)
                rtl.setSectionOffset(x, forSection: s)
            }
            let offset = Point(x: 0, y: random.double(in: -100...max(0, ltr.contentSize.height)))
            // Everything, then random rects, each asked of the right-to-left layout mirrored.
            var rects = [Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6 + ltr.contentSize.height)]
            for _ in 0..<8 {
                rects.append(Rect(x: random.double(in: -200...W), y: random.double(in: -100...ltr.contentSize.height + 100),
                                  width: random.double(in: 0...W * 1.5), height: random.double(in: 0...1200)))
            }
            for rect in rects {
                let a = ltr.elements(in: rect, offset: offset), b = rtl.elements(in: Self.mirror(rect, width: W), offset: offset)
                let problem = Self.mirrorProblem(a, b, width: W)
                #expect(problem == nil, "round \(round): \(c.assignments) rect \(rect): \(problem ?? "")")
                if problem != nil { return }
                if a.contains(where: { abs($0.frame.midX - W / 2) > 1e-6 }) { differentFromUnmirrored += 1 }
                compared += 1
            }
            // Single look-ups and the pinned header agree with the queries.
            for s in 0..<ltr.sectionCount {
                if let h = ltr.headerAttributes(ofSection: s) {
                    let r = try #require(rtl.headerAttributes(ofSection: s))
                    #expect(abs(r.frame.minX - Self.mirror(h.frame, width: W).minX) < 1e-9 && r.frame.minY == h.frame.minY)
                }
            }
            for g in stride(from: 0, to: ltr.itemCount, by: 3) {
                let l = ltr.frame(ofGlobalItem: g), r = rtl.frame(ofGlobalItem: g)
                #expect(abs(r.minX - Self.mirror(l, width: W).minX) < 1e-9 && r.minY == l.minY, "round \(round) item \(g)")
            }
            if let p = ltr.pinnedHeader(offset: offset) {
                let q = try #require(rtl.pinnedHeader(offset: offset))
                #expect(abs(q.frame.minX - Self.mirror(p.frame, width: W).minX) < 1e-9 && q.frame.minY == p.frame.minY)
            }
        }
        #expect(compared == 80 * 9)
        #expect(differentFromUnmirrored > 100, "the sweep must hold elements off the centre line")
    }

    /// Right to left a row starts at the right: the leading inset (the
    /// `left` of `sectionInsets`) is on the right, a group's first item is its
    /// rightmost, the next group of a shelf lies to the left, and a larger
    /// sideways offset moves the shelf's cells to the right.
    @Test func rowsAndShelvesStartAtTheRight() throws {
        let c = Case(assignments: ["orthogonal=groupPaging,none", "itemWidth=40%,1/3", "itemHeight=50",
                                   "groupSize=1,3", "sectionInsets=8,20,16,50"],
                     sections: [Array(repeating: ItemMetrics(), count: 6), Array(repeating: ItemMetrics(), count: 6)],
                     viewport: Size(width: 400, height: 800))
        let (_, rtl) = try Self.pair(c)
        let first = rtl.frame(ofGlobalItem: 0), second = rtl.frame(ofGlobalItem: 1)
        #expect(first.maxX == 400 - 20, "the shelf's first group at the leading inset, on the right")
        #expect(second.maxX < first.minX, "the next group to its left")
        let gridFirst = rtl.frame(ofGlobalItem: 6), gridSecond = rtl.frame(ofGlobalItem: 7)
        #expect(abs(gridFirst.maxX - 380) < 1e-9 && gridSecond.maxX < gridFirst.minX, "a grid row reads from the right")
        #expect(rtl.headerAttributes(ofSection: 1)?.frame.minX == 50, "the header's leading edge at the right inset")
        rtl.setSectionOffset(100, forSection: 0)
        #expect(rtl.frame(ofGlobalItem: 0).minX == first.minX + 100, "scrolling on moves the cells right")
        #expect(rtl.sidewaysScreenSign == -1)
        // A tap on the first cell finds it where it is drawn.
        let hit = rtl.element(at: Point(x: first.minX + 110, y: first.midY), offset: .zero, viewport: c.viewport)
        #expect(hit?.indexPath == IndexPath(item: 0, section: 0))
    }

    /// Sideways releases rest at the same offset (leading-edge terms) in
    /// both directions, so on screen at the mirror of each other: pages,
    /// group leading edges (right edges right to left), a centred group
    /// still centred; the first item wholly in view is the same.
    @Test func sidewaysRestsAreMirrored() throws {
        var random = SeededRandom(seed: 4242)
        var releases = 0
        for _ in 0..<30 {
            let c = Self.randomCase(&random)
            let (ltr, rtl) = try Self.pair(c)
            let W = ltr.contentSize.width
            for s in 0..<ltr.sectionCount {
                guard let g = ltr.sidewaysGeometry(ofSection: s) else { continue }
                #expect(rtl.sidewaysGeometry(ofSection: s) == g)
                for _ in 0..<4 {
                    let x = random.double(in: 0...g.maximumOffset), v = random.double(in: -4000...4000)
                    let a = ltr.simulateSidewaysRelease(section: s, offset: x, velocity: v)
                    let b = rtl.simulateSidewaysRelease(section: s, offset: x, velocity: v)
                    #expect(a.rest == b.rest && a.duration == b.duration)
                    #expect(ltr.firstFullyVisibleItem(inSection: s, atOffset: a.rest)
                            == rtl.firstFullyVisibleItem(inSection: s, atOffset: b.rest))
                    ltr.setSectionOffset(a.rest, forSection: s)
                    rtl.setSectionOffset(b.rest, forSection: s)
                    let first = ltr.geometry.firstItem(ofSection: s)
                    guard first < ltr.geometry.firstItem(ofSection: s + 1) else { continue }
                    let l = ltr.frame(ofGlobalItem: first), r = rtl.frame(ofGlobalItem: first)
                    #expect(abs(r.minX - Self.mirror(l, width: W).minX) < 1e-9)
                    releases += 1
                }
            }
        }
        #expect(releases > 100)
        // The table's shelf: a 400-point container, groups 300 wide 10 apart, 16-point insets.
        for (behaviour, rest) in [(B.groupPaging, 310.0), (.paging, 400), (.groupPagingCentered, 276),
                                  (.continuousGroupLeadingBoundary, 310)] {
            let c = Case(assignments: ["orthogonal=\(behaviour.rawValue)", "itemWidth=300", "interGroupSpacing=10",
                                       "sectionInsets=0,16,0,16"],
                         sections: [Array(repeating: ItemMetrics(), count: 10)], viewport: Size(width: 400, height: 800))
            let (_, rtl) = try Self.pair(c)
            let at = rtl.simulateSidewaysRelease(section: 0, offset: 100, velocity: behaviour == .continuousGroupLeadingBoundary ? 300 : 900)
            #expect(abs(at.rest - rest) < 1e-6, "\(behaviour) rests at \(at.rest)")
            rtl.setSectionOffset(at.rest, forSection: 0)
            let group1 = rtl.frame(ofGlobalItem: 1)
            switch behaviour {
            case .groupPagingCentered: #expect(abs(group1.midX - 200) < 1e-9, "group 1 centred")
            case .paging: #expect(abs(rtl.frame(ofGlobalItem: 0).maxX - (400 - 16 + 400)) < 1e-9, "one page to the right")
            default: #expect(abs(group1.maxX - 384) < 1e-9, "group 1's leading (right) edge at the leading inset")
            }
        }
    }

    /// Lazily resolved estimates resolve the same groups for a rect and its
    /// mirror, with the same correction, and end in mirrored layouts.
    @Test func estimatesResolveMirrored() throws {
        var random = SeededRandom(seed: 77)
        for round in 0..<25 {
            var c = Self.randomCase(&random)
            c.assignments[2] = "itemHeight=~90"
            c.assignments[1] = "itemWidth=" + ["35%", "1/3", "120"][round % 3]
            let (ltr, rtl) = try Self.pair(c, lazy: true)
            let W = ltr.contentSize.width
            for s in 0..<ltr.sectionCount {
                guard let g = ltr.sidewaysGeometry(ofSection: s) else { continue }
                let x = random.double(in: 0...g.maximumOffset)
                ltr.setSectionOffset(x, forSection: s)
                rtl.setSectionOffset(x, forSection: s)
            }
            for _ in 0..<4 {
                // A narrow rect near one side: the other side's groups must stay pending.
                let rect = Rect(x: random.double(in: -50...W), y: random.double(in: 0...max(0, ltr.contentSize.height)),
                                width: random.double(in: 10...W / 3), height: random.double(in: 50...600))
                let anchor = rect.minY + random.double(in: 0...50)
                let a = ltr.resolveEstimates(in: rect, anchorY: anchor)
                let b = rtl.resolveEstimates(in: Self.mirror(rect, width: W), anchorY: anchor)
                #expect(a == b, "round \(round): \(a) vs \(b)")
                #expect(ltr.pendingEstimateGroups == rtl.pendingEstimateGroups)
            }
            let everything = Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6 + ltr.contentSize.height)
            let problem = Self.mirrorProblem(ltr.elements(in: everything, offset: .zero),
                                             rtl.elements(in: everything, offset: .zero), width: W)
            #expect(problem == nil, "round \(round): \(problem ?? "")")
        }
    }
}
