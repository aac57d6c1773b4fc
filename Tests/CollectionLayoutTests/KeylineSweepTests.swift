import CollectionLayout
import Testing

/// Seeded sweeps over every strategy, both alignments and both axes, and
/// the anchors' reported bugs, by name.
@Suite struct KeylineSweepTests {
    /// One random configuration.
    struct Case: CustomStringConvertible {
        var assignments: [String]
        var viewport: Size
        var items: Int
        var description: String { "\(assignments) \(viewport.width)x\(viewport.height) n=\(items)" }
    }

    static func cases(count: Int, seed: UInt64) -> [Case] {
        var random = SeededRandom(seed: seed)
        var cases: [Case] = []
        for n in 0..<count {
            let strategy = KeylineStrategy.allCases[n % KeylineStrategy.allCases.count]
            let container = random.int(in: 0...3) == 0 ? Double(random.int(in: 1...60)) : random.double(in: 1...4000)
            let cross = random.double(in: 1...1000)
            let vertical = random.int(in: 0...2) == 0
            var assignments = [
                "strategy=\(strategy.rawValue)",
                "itemWidth=\(Double(random.int(in: 1...2000)))",
                "alignment=\(random.int(in: 0...1) == 0 ? "start" : "center")",
                "spacing=\(Double(random.int(in: 0...24)))",
                "vertical=\(vertical)",
            ]
            if random.int(in: 0...1) == 0 { assignments.append("itemHeight=\(Double(random.int(in: 1...2000)))") }
            if random.int(in: 0...2) == 0 { assignments.append("parallax=\(random.double(in: 0...1))") }
            switch strategy {
            case .weighted:
                let weights = (0..<random.int(in: 1...6)).map { _ in formatNumber(Double(random.int(in: 1...9))) }
                assignments.append("weights=\(weights.joined(separator: ","))")
            case .custom:
                var edge = 0.0
                var parts: [String] = []
                for _ in 0..<random.int(in: 1...5) {
                    let size = random.double(in: 1...max(2, container / 2))
                    parts.append("\(edge + size / 2):\(size)")
                    edge += size
                }
                assignments.append("keylines=\(parts.joined(separator: ","))")
            default: break
            }
            let viewport = vertical ? Size(width: cross, height: container) : Size(width: container, height: cross)
            cases.append(Case(assignments: assignments, viewport: viewport, items: random.int(in: 0...30)))
        }
        return cases
    }

    /// Every element of every item at `s`, through one rect query.
    static func everything(_ layout: KeylineLayout, at s: Double) -> [LayoutAttributes] {
        let huge = Rect(x: -1e7, y: -1e7, width: 2e7 + layout.contentSize.width, height: 2e7 + layout.contentSize.height)
        return layout.elements(in: huge, offset: layout.point(s))
    }

    @Test func sweepsKeepMasksInsideAndReachBothEnds() throws {
        var random = SeededRandom(seed: 7)
        for c in Self.cases(count: 700, seed: 0x4B45_594C) {
            let layout = try keylineLayout(c.assignments, viewport: c.viewport, items: c.items)
            let n = c.items
            #expect(layout.travel.isFinite && layout.travel >= 0, "\(c)")
            var offsets = [0, layout.travel] + (0..<8).map { _ in random.double(in: 0...max(layout.travel, 0)) }
            if n > 0 { offsets += [layout.restOffset(ofItem: 0), layout.restOffset(ofItem: n - 1)] }
            var firstWhole = n == 0, lastWhole = n == 0
            for s in offsets {
                let elements = Self.everything(layout, at: s)
                #expect(elements.count == n, "\(c) at \(s)")
                for e in elements {
                    #expect(e.isFinite, "\(c) at \(s): \(e)")
                    let m = try #require(e.mask)
                    let slack = 1e-9 * max(1, e.size.width, e.size.height)
                    #expect(m.width >= 0 && m.height >= 0 && m.minX >= -slack && m.minY >= -slack
                            && m.maxX <= e.size.width + slack && m.maxY <= e.size.height + slack, "\(c) at \(s): \(e)")
                }
                if n > 0, layout.isUnmasked(0, at: s) { firstWhole = true }
                if n > 0, layout.isUnmasked(n - 1, at: s) { lastWhole = true }
            }
            #expect(firstWhole, "first item never whole: \(c)")
            #expect(lastWhole, "last item never whole: \(c)")
        }
    }

    @Test func aWholeItemMovesExactlyWithTheContent() throws {
        var random = SeededRandom(seed: 11)
        var checked = 0
        for c in Self.cases(count: 300, seed: 0x4D4F_5645) where c.items > 0 {
            let layout = try keylineLayout(c.assignments, viewport: c.viewport, items: c.items)
            guard layout.travel > 0, !Self.hasASecondHeaviestSlot(c) else { continue }
            for _ in 0..<6 {
                let s = random.double(in: 0...layout.travel)
                let d = random.double(in: 0.25...4)
                let before = Self.everything(layout, at: s), after = Self.everything(layout, at: s + d)
                for (a, b) in zip(before, after) {
                    let i = a.indexPath.item
                    guard layout.isUnmasked(i, at: s), layout.isUnmasked(i, at: s + d / 2),
                          layout.isUnmasked(i, at: s + d) else { continue }
                    #expect(close(a.center, b.center, 1e-9), "\(c): item \(i) from \(s) by \(d)")
                    checked += 1
                }
            }
        }
        #expect(checked > 50)
    }

    /// Weights whose heaviest slot recurs after a lighter one (`2,7,2,1,7`):
    /// the later heavy slot is as large as the focal one but not focal, so
    /// an item in it is whole while the focal range shifts past it at the
    /// start and stays where its keyline is, as every non-focal item does.
    static func hasASecondHeaviestSlot(_ c: Case) -> Bool {
        guard c.assignments.contains("strategy=weighted"),
              let text = c.assignments.first(where: { $0.hasPrefix("weights=") }),
              let weights = try? KeylineSyntax.weights(String(text.dropFirst("weights=".count))),
              let heaviest = weights.max() else { return false }
        let runs = zip([0.0] + weights, weights).filter { $0.1 == heaviest && $0.0 != heaviest }.count
        return runs > 1
    }

    @Test func aSecondHeaviestWeightedSlotHoldsItsItemWholeAndStillAtTheStart() throws {
        let layout = try keylineLayout(["strategy=weighted", "weights=2,7,2,1,7", "spacing=0"],
                                       viewport: Size(width: 760, height: 300), items: 22)
        #expect(layout.steps.startShift > 0)
        let s = layout.steps.startShift / 2
        let a = try #require(layout.visibleRect(4, at: s)), b = try #require(layout.visibleRect(4, at: s + 2))
        #expect(layout.isUnmasked(4, at: s) && layout.isUnmasked(4, at: s + 2))
        #expect(close(a.minX - s, b.minX - s - 2, 1e-9), "parked at its keyline: \(a) \(b)")
    }

    // MARK: The anchors' bugs

    /// material-components-android #3598 and #3626: with fewer items than
    /// keylines, or a centred hero, the last item could not expand fully.
    @Test func materialIssue3598And3626TheLastItemExpandsFully() throws {
        for assignments in [["strategy=multiBrowse"], ["strategy=multiBrowse", "alignment=center"],
                            ["strategy=hero"], ["strategy=centeredHero"], ["strategy=weighted"]] {
            for width in [360.0, 400, 800] {
                for n in 1...6 {
                    let layout = try keylineLayout(assignments, viewport: Size(width: width, height: 200), items: n)
                    #expect(layout.isUnmasked(n - 1, at: layout.travel), "\(assignments) \(width) n=\(n)")
                    #expect(layout.isUnmasked(n - 1, at: layout.restOffset(ofItem: n - 1)), "\(assignments) \(width) n=\(n)")
                    #expect(layout.isUnmasked(0, at: 0), "\(assignments) \(width) n=\(n)")
                }
            }
        }
    }

    /// material-components-android #3599: an uncontained carousel with few
    /// items could not scroll its last item into view.
    @Test func materialIssue3599UncontainedWithFewItemsReachesTheEnd() throws {
        for alignment in ["start", "center"] {
            for n in 1...5 {
                let layout = try keylineLayout(["strategy=uncontained", "itemWidth=150", "alignment=\(alignment)"],
                                               viewport: Size(width: 400, height: 200), items: n)
                let end = layout.travel
                #expect(layout.isUnmasked(n - 1, at: end), "\(alignment) n=\(n)")
                let visible = try #require(layout.visibleRect(n - 1, at: end))
                #expect(visible.minX >= end - 1e-9 && visible.maxX <= end + 400 + 1e-9, "\(alignment) n=\(n): \(visible)")
            }
        }
    }

    /// material-components-android #3640: a container smaller than the
    /// small items crashed the strategy.
    @Test func materialIssue3640ATinyContainerDoesNotCrash() throws {
        for strategy in KeylineStrategy.allCases {
            for alignment in ["start", "center"] {
                for side in [1.0, 2, 5, 10, 39, 79, 80, 81] {
                    for n in [0, 1, 2, 5] {
                        let layout = try keylineLayout(["strategy=\(strategy.rawValue)", "alignment=\(alignment)"],
                                                       viewport: Size(width: side, height: 50), items: n)
                        for s in [0, layout.travel / 2, layout.travel] {
                            #expect(Self.everything(layout, at: s).allSatisfy { $0.isFinite }, "\(strategy) \(side) n=\(n)")
                        }
                        #expect(n == 0 || layout.isUnmasked(n - 1, at: layout.travel), "\(strategy) \(side) n=\(n)")
                    }
                }
            }
        }
    }

    /// material-components-android #4833: a vertical hero carousel showed
    /// blank items. Every item in view shows something, and the visible
    /// parts tile the viewport with only the spacing between them.
    @Test func materialIssue4833AVerticalHeroHasNoBlankItems() throws {
        for strategy in ["hero", "centeredHero"] {
            let viewport = Size(width: 300, height: 600)
            let layout = try keylineLayout(["strategy=\(strategy)", "vertical=true"], viewport: viewport, items: 10)
            for step in 0...20 {
                let s = layout.travel * Double(step) / 20
                // Items leaving through the anchors shrink to nothing: they are not blanks.
                let rects = (0..<10).compactMap { layout.visibleRect($0, at: s) }
                    .filter { $0.maxY > s && $0.minY < s + 600 && $0.height > 1e-9 }
                #expect(rects.allSatisfy { $0.width == 300 }, "\(strategy) at \(s)")
                #expect(rects.count >= 2, "\(strategy) at \(s)")
                // A slot narrower than the spacing shows nothing: at most a
                // spacing and a half of background at the leading edge.
                #expect((rects.first?.minY ?? .infinity) <= s + 12 + 1e-6, "\(strategy) at \(s)")
                for (a, b) in zip(rects, rects.dropFirst()) {
                    #expect(b.minY - a.maxY <= 8 + 1e-6, "\(strategy) at \(s): a gap \(a) \(b)")
                }
            }
        }
    }

    /// flutter#160350: a weighted carousel scrolled further than the finger.
    /// One item of scrolling is the focal slot's travel, and the item
    /// coming into the focal slot has its visible leading edge moving
    /// exactly with the content (the finger).
    @Test func flutterIssue160350WeightedScrollsOneFocalSlotPerItem() throws {
        let layout = try keylineLayout(["strategy=weighted", "weights=1,3,1", "spacing=4"],
                                       viewport: Size(width: 500, height: 200), items: 12)
        let slot = 300.0
        for i in 3..<8 {
            #expect(close(layout.restOffset(ofItem: i + 1) - layout.restOffset(ofItem: i), slot, 1e-9))
            let s = layout.restOffset(ofItem: i)
            let start = try #require(layout.visibleRect(i + 1, at: s + 1))
            for d in [10.0, 50, 150, 299] {
                let moved = try #require(layout.visibleRect(i + 1, at: s + d))
                #expect(close(start.minX, moved.minX, 1e-9), "item \(i + 1) by \(d)")
            }
            #expect(layout.isUnmasked(i + 1, at: layout.restOffset(ofItem: i + 1)))
        }
    }

    /// flutter#156761: the last item of a weighted carousel never reached
    /// its full weight.
    @Test func flutterIssue156761TheLastItemReachesFullWeight() throws {
        for weights in ["1,3,1", "1,7,1", "2,5,3,1", "3,1"] {
            for n in [1, 2, 3, 10] {
                let layout = try keylineLayout(["strategy=weighted", "weights=\(weights)", "spacing=0"],
                                               viewport: Size(width: 450, height: 200), items: n)
                let w = try KeylineSyntax.weights(weights)
                let full = w.max()! / w.reduce(0, +) * 450
                let last = try #require(layout.visibleRect(n - 1, at: layout.travel))
                #expect(close(last.width, full, 1e-9), "\(weights) n=\(n): \(last.width) vs \(full)")
            }
        }
    }
}
