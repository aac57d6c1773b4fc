@testable import CollectionLayout
import Foundation
import Testing

/// The compositional layout: its geometry against the formulas of its doc
/// comment, the six orthogonal behaviours through the layout and its
/// physics, sideways offsets that move only their section, pinned headers,
/// and rect queries against a brute-force filter over seeded random
/// configurations.
@Suite struct CompositionalLayoutTests {
    typealias B = OrthogonalScrollingBehavior

    static func layout(_ assignments: [String], sections: [Int], viewport: Size = Size(width: 400, height: 800),
                       metrics: [SectionMetrics] = []) throws -> CompositionalLayout {
        let layout = try CompositionalLayout(assignments: assignments)
        var context = LayoutContext(viewport: viewport, sections: sections.map { Array(repeating: ItemMetrics(), count: $0) })
        context.sectionMetrics = metrics
        layout.prepare(context)
        return layout
    }

    @Test func aStackedSectionAndAGridFollowTheFormulas() throws {
        // W 400, insets 8,16,16,16 → content width 368; spacing 8.
        let l = try Self.layout(["itemWidth=100%,1/3", "itemHeight=50,100%", "groupSize=1,3"], sections: [2, 4])
        #expect(l.sectionCount == 2 && l.itemCount == 6)
        // Section 0: header 0…36, items at y 44 and 102, bottom 152 + 16.
        #expect(l.headerAttributes(ofSection: 0)?.frame == Rect(x: 16, y: 0, width: 368, height: 36))
        #expect(l.frame(ofGlobalItem: 0) == Rect(x: 16, y: 44, width: 368, height: 50))
        #expect(l.frame(ofGlobalItem: 1) == Rect(x: 16, y: 102, width: 368, height: 50))
        // Section 1 starts at 168: header to 204, groups from 212; w = (368 − 16)/3, square items.
        let w = (368.0 - 16) / 3
        #expect(l.headerAttributes(ofSection: 1)?.frame.minY == 168)
        #expect(l.frame(ofGlobalItem: 2) == Rect(x: 16, y: 212, width: w, height: w))
        #expect(abs(l.frame(ofGlobalItem: 4).maxX - 384) < 1e-9, "three across fill the content width")
        #expect(l.frame(ofGlobalItem: 5) == Rect(x: 16, y: 212 + w + 8, width: w, height: w))
        #expect(l.contentSize == Size(width: 400, height: 212 + 2 * w + 8 + 16))
    }

    @Test func aSidewaysSectionLaysItsGroupsInOneRow() throws {
        let l = try Self.layout(["orthogonal=continuous,none", "itemWidth=50%", "itemHeight=40", "groupSize=1x2"],
                                sections: [5, 1])
        // Three groups of two rows side by side, 184 wide, pitch 192.
        #expect(l.frame(ofGlobalItem: 0) == Rect(x: 16, y: 44, width: 184, height: 40))
        #expect(l.frame(ofGlobalItem: 1) == Rect(x: 16, y: 92, width: 184, height: 40))
        #expect(l.frame(ofGlobalItem: 2) == Rect(x: 208, y: 44, width: 184, height: 40))
        #expect(l.frame(ofGlobalItem: 4) == Rect(x: 400, y: 44, width: 184, height: 40))
        let g = try #require(l.sidewaysGeometry(ofSection: 0))
        #expect(g.groupCount == 3 && g.pitch == 192 && g.contentWidth == 16 + 3 * 184 + 16 + 16)
        #expect(l.sidewaysGeometry(ofSection: 1) == nil)
        let header = try #require(l.headerAttributes(ofSection: 1))
        #expect(header.frame == Rect(x: 16, y: 148, width: 368, height: 36), "\(header.frame)")
    }

    /// A shelf like the orthogonal behaviours' own table: a 400-point
    /// container, groups 300 wide 10 apart, 16-point insets, ten groups.
    static func shelf(_ behaviour: B) throws -> CompositionalLayout {
        try layout(["orthogonal=\(behaviour.rawValue)", "itemWidth=300", "interGroupSpacing=10",
                    "sectionInsets=0,16,0,16"], sections: [10])
    }

    /// (behaviour, offset at release, velocity, rest) with UIKit's normal deceleration (0.998 per ms).
    static let releases: [(B, Double, Double, Double)] = [
        (.none, 0, 3000, 0),
        // paging: the next multiple of the container's width, one per swipe.
        (.paging, 0, 1000, 400), (.paging, 800, 5000, 1200), (.paging, 820, -1000, 800), (.paging, 790, 50, 800),
        (.paging, 2700, 900, 2722),
        // groupPaging: the next group's leading edge, one group per swipe.
        (.groupPaging, 0, 1000, 310), (.groupPaging, 620, 9000, 930), (.groupPaging, 650, -1000, 620),
        (.groupPaging, 700, 20, 620),
        // groupPagingCentered: the next group centred (group k at 16 + 310k + 150 − 200).
        (.groupPagingCentered, 276, 1000, 586), (.groupPagingCentered, 276, -1000, 0),
        (.groupPagingCentered, 586, 8000, 896),
        // continuousGroupLeadingBoundary: decelerates freely (v/2.002 further), then the nearest leading edge.
        (.continuousGroupLeadingBoundary, 0, 2000, 930), (.continuousGroupLeadingBoundary, 0, 600, 310),
        (.continuousGroupLeadingBoundary, 1500, -3000, 0), (.continuousGroupLeadingBoundary, 2000, 3000, 2722),
        // continuous: free, where the deceleration ends, within the content.
        (.continuous, 100, 800, 100 + 800 / (-1000 * log(0.998))), (.continuous, 100, -800, 0),
        (.continuous, 2000, 3000, 2722),
    ]

    @Test func theSixBehavioursRestWhereAppleSays() throws {
        for (behaviour, x, v, rest) in Self.releases {
            let l = try Self.shelf(behaviour)
            let (got, duration) = l.simulateSidewaysRelease(section: 0, offset: x, velocity: v)
            #expect(abs(got - rest) < 1e-6, "\(behaviour) from \(x) at \(v): \(got), expected \(rest)")
            #expect(duration < Scroller.simulationTimeLimit)
        }
    }

    /// Random releases through the physics: the rest is the behaviour's own
    /// rule for the projected deceleration, and the first fully visible
    /// item at the rest is the group resting on the leading inset (paging
    /// by groups) or the centred one.
    @Test func releasesThroughThePhysicsAgreeWithTheRule() throws {
        var random = SeededRandom(seed: 23)
        for behaviour in B.allCases where behaviour.scrollsSideways {
            let l = try Self.shelf(behaviour)
            let g = try #require(l.sidewaysGeometry(ofSection: 0))
            for _ in 0..<40 {
                let x = random.double(in: 0...g.maximumOffset), v = random.double(in: -5000...5000)
                let projected = DecelerationSimulation(position: x, velocity: v, rate: .normal).finalPosition
                let rule = behaviour.restOffset(projected: projected, current: x, velocity: v, geometry: g)
                let rest = l.simulateSidewaysRelease(section: 0, offset: x, velocity: v).rest
                #expect(abs(rest - rule) < 1e-6, "\(behaviour) from \(x) at \(v): \(rest) vs \(rule)")
                let first = l.firstFullyVisibleItem(inSection: 0, atOffset: rest)
                switch behaviour {
                case .groupPaging, .continuousGroupLeadingBoundary:
                    if rest < g.maximumOffset { #expect(first == Int((rest / g.pitch).rounded())) }
                case .groupPagingCentered:
                    if rest > 0, rest < g.maximumOffset { #expect(first == Int(((rest - g.centredOffset(ofGroup: 0)) / g.pitch).rounded())) }
                default: break
                }
                // The same item found by looking at every item.
                let brute = (0..<l.itemCount).first { i in
                    let minX = l.geometry.itemFrame(i).minX - rest
                    return minX >= -1e-9 && minX + l.geometry.itemFrame(i).width <= 400 + 1e-9
                }
                #expect(first == brute)
            }
        }
    }

    @Test func aSidewaysOffsetMovesOnlyThatSectionsCells() throws {
        let l = try Self.layout(["orthogonal=paging,continuous,none", "itemWidth=80%", "itemHeight=60"],
                                sections: [6, 6, 6, 6])
        let everything = Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)
        let before = Dictionary(uniqueKeysWithValues: l.elements(in: everything, offset: .zero).map { ("\($0.category)\($0.indexPath)", $0) })
        l.setSectionOffset(350, forSection: 1)
        l.setSectionOffset(99, forSection: 2)  // a section that does not scroll sideways ignores it
        let after = l.elements(in: everything, offset: .zero)
        #expect(after.count == before.count)
        for a in after {
            let b = try #require(before["\(a.category)\(a.indexPath)"])
            if a.category == .cell && a.indexPath.section == 1 {
                let moved = b.frame.offsetBy(dx: -350, dy: 0)
                #expect(abs(a.frame.minX - moved.minX) < 1e-9 && a.frame.size == moved.size && a.frame.minY == moved.minY)
            } else {
                #expect(a.frame == b.frame, "\(a.category) \(a.indexPath) moved")
            }
        }
        #expect(l.sectionOffset(ofSection: 1) == 350 && l.sectionOffset(ofSection: 2) == 0)
        // A query of the viewport sees the moved cells where they are.
        let visible = l.elements(in: Rect(x: 0, y: 0, width: 400, height: 800), offset: .zero)
        #expect(!visible.contains { $0.indexPath == IndexPath(item: 0, section: 1) && $0.category == .cell },
                "item 0 of section 1 is 350 points to the left, out of view")
    }

    @Test func sectionOffsetProblemsAreOneLine() throws {
        let l = try Self.layout(["orthogonal=paging,none", "itemWidth=300", "interGroupSpacing=10",
                                 "sectionInsets=0,16,0,16"], sections: [10, 3])
        #expect(l.sectionOffsetProblem(100, section: 0) == nil)
        #expect(l.sectionOffsetProblem(2722, section: 0) == nil)
        #expect(l.sectionOffsetProblem(2723, section: 0) == "section 0 scrolls sideways in 0…2722")
        #expect(l.sectionOffsetProblem(-1, section: 0) == "section 0 scrolls sideways in 0…2722")
        #expect(l.sectionOffsetProblem(0, section: 1) == "section 1 does not scroll sideways (its orthogonal behaviour is none)")
        #expect(l.sectionOffsetProblem(0, section: 2) == "no section 2 (sections 0…1)")
        #expect(l.sectionOffsetProblem(.nan, section: 0) == "the offset must be a finite number")
    }

    @Test func aPinnedHeaderStaysAtTheTopWhileItsSectionIsInView() throws {
        let l = try Self.layout(["itemHeight=100", "pinHeaders=true"], sections: [5, 5])
        // Section 0: 0…(36 + 8 + 5·100 + 4·8 + 16) = 592.
        let bottom = 592.0
        #expect(l.headerAttributes(ofSection: 1)?.frame.minY == bottom)
        for y in [0.0, 100, 400, bottom - 36, bottom - 10, bottom + 50] {
            let visible = l.elements(in: Rect(x: 0, y: y, width: 400, height: 300), offset: Point(x: 0, y: y))
            let headers = visible.filter { $0.category == .header }
            if y < bottom - 36 {
                let h = try #require(headers.first { $0.indexPath.section == 0 })
                #expect(h.frame.minY == y && h.zIndex == CompositionalLayout.pinnedZIndex)
            } else if y < bottom {
                let h = try #require(headers.first { $0.indexPath.section == 0 })
                #expect(h.frame.maxY == bottom, "pushed up by the next section")
            } else {
                let h = try #require(headers.first { $0.indexPath.section == 1 })
                #expect(h.frame.minY == y)
            }
            #expect(Set(headers.map(\.indexPath)).count == headers.count, "one header per section")
        }
        let unpinned = try Self.layout(["itemHeight=100"], sections: [5, 5])
        #expect(unpinned.elements(in: Rect(x: 0, y: 200, width: 400, height: 300), offset: Point(x: 0, y: 200))
            .allSatisfy { $0.category == .cell })
    }

    @Test func estimatedHeightsResolveFromThePictureOrTheText() throws {
        let layout = try CompositionalLayout(assignments: ["itemWidth=200", "itemHeight=~90"])
        layout.prepare(LayoutContext(viewport: Size(width: 400, height: 600), sections: [[
            ItemMetrics(size: Size(width: 100, height: 150)), ItemMetrics(text: "Hello"), ItemMetrics(),
        ]]))
        #expect(layout.frame(ofGlobalItem: 0).height == 300, "the picture's aspect at 200 wide")
        #expect(layout.frame(ofGlobalItem: 1).height == 32, "one measured line")
        #expect(layout.frame(ofGlobalItem: 2).height == 90, "nothing to measure: the estimate")
    }

    @Test func perSectionListsReadAndRefuse() throws {
        let list = try PerSection<B>(parsing: "paging, none")
        #expect(list[0] == .paging && list[1] == .none && list[7] == .none && list.text == "paging,none")
        #expect(try PerSection<CompositionalLayout.Dimension>(parsing: "90%,1/4,120,~44").values
            == [.fractional(0.9), .fractional(0.25), .absolute(120), .estimated(44)])
        #expect(try PerSection<CompositionalLayout.GroupShape>(parsing: "2,1x3").values
            == [CompositionalLayout.GroupShape(columns: 2), CompositionalLayout.GroupShape(columns: 1, rows: 3)])
        #expect(throws: LayoutError.invalidValue(key: "orthogonal", value: "paging,sideways",
                                                 reason: "column 8: expected one of none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered, found 'sideways'")) {
            _ = try CompositionalLayout(assignments: ["orthogonal=paging,sideways"])
        }
        #expect(throws: LayoutError.self) { _ = try CompositionalLayout(assignments: ["itemWidth=~100"]) }
        #expect(throws: LayoutError.self) { _ = try CompositionalLayout(assignments: ["groupSize=0"]) }
        #expect(throws: LayoutError.self) { _ = try CompositionalLayout(assignments: ["itemHeight=90%,"]) }
    }

    // MARK: Seeded sweeps

    /// Every element of `l` at `offset`, one by one (no rect query).
    static func bruteForce(_ l: CompositionalLayout, offset: Point) -> [LayoutAttributes] {
        var all: [LayoutAttributes] = []
        let pinned = l.pinnedHeader(offset: offset)
        for s in 0..<l.sectionCount {
            if let h = pinned?.indexPath.section == s ? pinned : l.headerAttributes(ofSection: s) { all.append(h) }
        }
        for g in 0..<l.itemCount {
            let s = l.section(ofGlobalItem: g)
            all.append(LayoutAttributes(indexPath: IndexPath(item: g - l.geometry.firstItem(ofSection: s), section: s),
                                        frame: l.frame(ofGlobalItem: g)))
        }
        return all
    }

    static func key(_ a: LayoutAttributes) -> String {
        "\(a.category) \(a.indexPath.section) \(a.indexPath.item) \(a.frame)"
    }

    @Test func rectQueriesEqualABruteForceFilter() throws {
        var random = SeededRandom(seed: 2323)
        let widths = ["100%", "1/3", "45%", "120", "80%"], heights = ["60", "~50", "100%", "30", "0"]
        let groups = ["1", "2", "1x3", "3x2", "4"]
        for round in 0..<60 {
            let assignments = random.compositionalAssignments(widths: widths, heights: heights, groups: groups)
            let sections = (0..<random.int(in: 1...6)).map { _ in random.int(in: 0...40) }
            let l = try CompositionalLayout(assignments: assignments)
            let viewport = Size(width: random.double(in: 200...900), height: random.double(in: 200...900))
            l.prepare(LayoutContext(viewport: viewport, sections: sections.map { n in
                (0..<n).map { i in i % 3 == 0 ? ItemMetrics(size: Size(width: 100, height: Double(50 + i))) : ItemMetrics(text: "t\(i)") }
            }))
            for s in 0..<l.sectionCount {
                if let g = l.sidewaysGeometry(ofSection: s) {
                    l.setSectionOffset(random.double(in: -50...(g.maximumOffset + 50)), forSection: s)
                }
            }
            let offset = Point(x: 0, y: random.double(in: -100...max(0, l.contentSize.height)))
            let all = Self.bruteForce(l, offset: offset)
            for _ in 0..<10 {
                let rect = Rect(x: random.double(in: -200...viewport.width), y: random.double(in: -100...l.contentSize.height + 100),
                                width: random.double(in: 0...viewport.width * 1.5), height: random.double(in: 0...1200))
                let got = l.elements(in: rect, offset: offset).map(Self.key).sorted()
                let expected = all.filter { $0.frame.intersects(rect) }.map(Self.key).sorted()
                #expect(got == expected, "round \(round): \(assignments) \(sections) rect \(rect)")
                if got != expected { return }
            }
            // Invariants: sections stack downward; a sideways section's groups never overlap.
            #expect(zip(l.geometry.sectionTops, l.geometry.sectionTops.dropFirst()).allSatisfy { $0 <= $1 })
            let groups = l.geometry.flatGroups
            for k in groups.indices.dropFirst() where groups[k].section == groups[k - 1].section {
                if l.behaviour(ofSection: groups[k].section).scrollsSideways {
                    #expect(groups[k].frame.minX >= groups[k - 1].frame.maxX)
                } else {
                    #expect(groups[k].frame.minY >= groups[k - 1].frame.maxY)
                }
            }
        }
    }

    /// At a million items the viewport's query touches only what it returns
    /// (plus the groups cut by its edges) after O(log n) probes.
    @Test(arguments: ["none", "groupPaging,none", "paging"])
    func aMillionItemsQueryInLogarithmicTime(orthogonal: String) throws {
        let sections = Array(repeating: 1000, count: 1000)
        let l = try Self.layout(["orthogonal=\(orthogonal)", "itemWidth=1/3", "groupSize=3", "itemHeight=80"],
                                sections: sections, viewport: Size(width: 1920, height: 1080))
        #expect(l.itemCount == 1_000_000)
        var random = SeededRandom(seed: 1)
        for _ in 0..<20 {
            let y = random.double(in: 0...(l.contentSize.height - 1080))
            for s in 0..<l.sectionCount where l.behaviour(ofSection: s).scrollsSideways && random.int(in: 0...3) == 0 {
                l.setSectionOffset(random.double(in: 0...50_000), forSection: s)
            }
            var cost = QueryCost()
            let got = l.elements(in: Rect(x: 0, y: y, width: 1920, height: 1080), offset: Point(x: 0, y: y), cost: &cost)
            #expect(!got.isEmpty)
            #expect(cost.scanned <= 2 * got.count + 40, "scanned \(cost.scanned) for \(got.count)")
            #expect(cost.probes <= 400, "probes \(cost.probes)")
        }
    }
}
