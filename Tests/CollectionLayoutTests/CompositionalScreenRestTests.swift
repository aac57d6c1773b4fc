import CollectionLayout
import Foundation
import Testing

/// Every bundled compositional screen comes to rest, after any sideways
/// fling, with at least one item of the flung shelf wholly in view — the
/// promise of a shelf that pages: you land on a card, not between two.
@Suite struct CompositionalScreenRestTests {
    typealias Screen = CompositionalLayout.Screen

    /// Seeded sweep: each screen at widths 320…1600, random section sizes,
    /// right to left too, releases from anywhere on a shelf at speeds from
    /// still to a hard flick, through the section's own scroller.
    @Test(arguments: Screen.allCases)
    func everyFlingRestsWithAnItemInView(_ screen: Screen) throws {
        var rng = SeededRandom(seed: 0x1342 &+ UInt64(screen.rawValue.count))
        var releases = 0
        for trial in 0..<40 {
            let viewport = Size(width: trial == 0 ? 320 : trial == 1 ? 1600 : rng.double(in: 320...1600).rounded(),
                                height: rng.double(in: 400...1200).rounded())
            let sections = (0..<rng.int(in: 1...6)).map { _ in Array(repeating: ItemMetrics(), count: rng.int(in: 1...15)) }
            let layout = try CompositionalLayout(assignments: ["screen=\(screen.rawValue)"])
            layout.prepare(LayoutContext(viewport: viewport, sections: sections,
                                         layoutDirection: rng.int(in: 0...3) == 0 ? .rightToLeft : .leftToRight))
            for s in 0..<layout.sectionCount {
                guard let g = layout.sidewaysGeometry(ofSection: s) else { continue }
                for _ in 0..<6 {
                    let x = rng.double(in: 0...g.maximumOffset)
                    let speed = [0, rng.double(in: -300...300), rng.double(in: -8000...8000)][rng.int(in: 0...2)]
                    let (rest, _) = layout.simulateSidewaysRelease(section: s, offset: x, velocity: speed)
                    let first = layout.firstFullyVisibleItem(inSection: s, atOffset: rest)
                    #expect(first != nil, """
                        \(screen) at \(viewport.width) wide, section \(s) (\(layout.behaviour(ofSection: s))): \
                        from \(x) at \(speed) rests at \(rest) with no item wholly in view
                        """)
                    releases += 1
                }
            }
        }
        #expect(screen == .list || screen == .grid || releases >= 200, "\(releases) releases")
    }

    /// The hero shelf of "Today" rests on a card's leading edge, one card per swipe.
    @Test func theTodayHeroPagesByCard() throws {
        let layout = try CompositionalLayout(assignments: ["screen=today"])
        layout.prepare(LayoutContext(viewport: Size(width: 400, height: 800),
                                     sections: [Array(repeating: ItemMetrics(), count: 5), [ItemMetrics()]]))
        #expect(layout.behaviour(ofSection: 0) == .groupPaging)
        let g = try #require(layout.sidewaysGeometry(ofSection: 0))
        #expect(g.groupWidth == 368 && g.pitch == 376)
        let (rest, _) = layout.simulateSidewaysRelease(section: 0, offset: 256, velocity: 2000)
        #expect(rest == 376 && layout.firstFullyVisibleItem(inSection: 0, atOffset: rest) == 1)
        let (slow, _) = layout.simulateSidewaysRelease(section: 0, offset: 1100, velocity: 0)
        #expect(slow == 1128 && layout.firstFullyVisibleItem(inSection: 0, atOffset: slow) == 3)
    }
}
