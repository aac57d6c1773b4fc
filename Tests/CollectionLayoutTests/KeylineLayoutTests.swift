import CollectionLayout
import Testing

/// A keyline carousel prepared for a viewport and an item count.
func keylineLayout(_ assignments: [String], viewport: Size, items: Int) throws -> KeylineLayout {
    let layout = try KeylineLayout(assignments: assignments)
    layout.prepare(LayoutContext(viewport: viewport, itemCount: items))
    return layout
}

extension KeylineLayout {
    /// The content offset as a point along the layout's axis.
    func point(_ s: Double) -> Point {
        isVertical ? Point(x: 0, y: s) : Point(x: s, y: 0)
    }

    /// Whether item `i` is drawn whole at `s`.
    func isUnmasked(_ i: Int, at s: Double, tolerance: Double = 1e-6) -> Bool {
        guard let a = attributesForItem(at: IndexPath(item: i), offset: point(s)), let m = a.mask else { return false }
        return abs(m.width - a.size.width) <= tolerance && abs(m.height - a.size.height) <= tolerance
    }

    /// Item `i`'s visible rect in content coordinates at `s`.
    func visibleRect(_ i: Int, at s: Double) -> Rect? {
        guard let a = attributesForItem(at: IndexPath(item: i), offset: point(s)) else { return nil }
        let m = a.visibleBounds
        return Rect(x: a.frame.minX + m.minX, y: a.frame.minY + m.minY, width: m.width, height: m.height)
    }
}

@Suite struct KeylineLayoutTests {
    let viewport = Size(width: 400, height: 300)

    @Test func everyElementHasAMaskInsideItself() throws {
        let layout = try keylineLayout([], viewport: viewport, items: 12)
        let elements = layout.elements(in: Rect(origin: .zero, size: viewport), offset: .zero)
        #expect(!elements.isEmpty)
        for e in elements {
            let m = try #require(e.mask)
            #expect(m.minX >= 0 && m.maxX <= e.size.width + 1e-9 && m.minY == 0 && m.height == e.size.height)
        }
    }

    @Test func theFocalItemFillsItsSlotAndTheSpacingSeparatesTheVisibleRects() throws {
        let layout = try keylineLayout(["spacing=8"], viewport: viewport, items: 12)
        let rects = (0..<3).compactMap { layout.visibleRect($0, at: 0) }
        #expect(rects.count == 3)
        #expect(close(rects[0].minX, 4) && close(rects[0].width, 200, 1e-6))
        for (a, b) in zip(rects, rects.dropFirst()) { #expect(close(b.minX - a.maxX, 8, 1e-6)) }
    }

    @Test func aRectQueryMatchesEveryItemFiltered() throws {
        var random = SeededRandom(seed: 41)
        for strategy in KeylineStrategy.allCases {
            let layout = try keylineLayout(["strategy=\(strategy.rawValue)"], viewport: viewport, items: 30)
            for _ in 0..<10 {
                let s = random.double(in: 0...layout.travel)
                let offset = layout.point(s)
                let all = (0..<30).compactMap { layout.attributesForItem(at: IndexPath(item: $0), offset: offset) }
                let rect = Rect(x: random.double(in: -200...layout.contentSize.width), y: random.double(in: -50...300),
                                width: random.double(in: 1...600), height: random.double(in: 1...300))
                expectQueryMatchesBruteForce(layout, all: all, rect: rect, offset: offset)
            }
        }
    }

    @Test func aMillionItemsAnswerAViewportQueryWithAFewElements() throws {
        let layout = try keylineLayout([], viewport: viewport, items: 1_000_000)
        let s = layout.travel / 2
        let elements = layout.elements(in: Rect(origin: layout.point(s), size: viewport), offset: layout.point(s))
        #expect((3...12).contains(elements.count))
    }

    @Test func releasesRestWithAnItemAtTheFirstFocalKeyline() throws {
        let layout = try keylineLayout(["spacing=0"], viewport: viewport, items: 12)
        for i in 0..<12 {
            let rest = layout.restOffset(ofItem: i)
            #expect(layout.isUnmasked(i, at: rest), "item \(i) at \(rest)")
            #expect(layout.currentIndex(at: layout.point(rest)) == i)
            #expect(layout.targetContentOffset(forProposed: layout.point(rest + 5), velocity: .zero,
                                               current: .zero) == layout.point(rest))
        }
        #expect(layout.restOffset(ofItem: 0) == 0 && layout.restOffset(ofItem: 11) == layout.travel)
    }

    @Test func hitTestingIgnoresTheMaskedAwayPart() throws {
        let layout = try keylineLayout(["spacing=8"], viewport: viewport, items: 12)
        var hits = 0
        for x in stride(from: 0.5, to: 400, by: 3) {
            let point = Point(x: x, y: 150)
            guard let hit = layout.element(at: point, offset: .zero, viewport: viewport) else { continue }
            hits += 1
            let visible = try #require(layout.visibleRect(hit.indexPath.item, at: 0))
            #expect(visible.contains(point), "x \(x) hit item \(hit.indexPath.item) outside its visible rect")
        }
        #expect(hits > 100)
        // The gap between the first two items' visible rects (204…212) hits nothing.
        #expect(layout.element(at: Point(x: 208, y: 150), offset: .zero, viewport: viewport) == nil)
    }

    @Test func customKeylinesAreTheRestingState() throws {
        let layout = try keylineLayout(["strategy=custom", "keylines=100:200,260:120,350:60", "spacing=0"],
                                       viewport: viewport, items: 20)
        let s = layout.restOffset(ofItem: 5)
        let keylines = layout.keylines(at: layout.point(s)).filter { !$0.isAnchor }
        #expect(keylines.map(\.offset) == [100, 260, 350])
        #expect(keylines.map(\.maskedSize) == [200, 120, 60])
        #expect(keylines.map(\.isFocal) == [true, false, false])
    }

    @Test func rightToLeftIsTheMirrorImage() throws {
        for strategy in ["multiBrowse", "uncontained", "weighted", "centeredHero"] {
            let ltr = try keylineLayout(["strategy=\(strategy)", "parallax=0.3"], viewport: viewport, items: 9)
            let rtl = try KeylineLayout(assignments: ["strategy=\(strategy)", "parallax=0.3"])
            var context = LayoutContext(viewport: viewport, itemCount: 9)
            context.layoutDirection = .rightToLeft
            rtl.prepare(context)
            #expect(rtl.isMirrored && rtl.initialContentOffset.x == rtl.travel && rtl.travel == ltr.travel)
            let width = ltr.contentSize.width
            for s in stride(from: 0, through: ltr.travel, by: 37) {
                let left = Point(x: s, y: 0), right = Point(x: rtl.travel - s, y: 0)
                for i in 0..<9 {
                    let a = try #require(ltr.attributesForItem(at: IndexPath(item: i), offset: left))
                    let b = try #require(rtl.attributesForItem(at: IndexPath(item: i), offset: right))
                    let ma = try #require(a.mask), mb = try #require(b.mask)
                    #expect(close(b.center.x, width - a.center.x, 1e-9) && b.center.y == a.center.y, "\(strategy) \(i) at \(s)")
                    #expect(close(mb.minX, a.size.width - ma.maxX, 1e-9) && mb.width == ma.width, "\(strategy) \(i) at \(s)")
                }
                let shown = rtl.elements(in: Rect(origin: right, size: viewport), offset: right).map(\.indexPath)
                #expect(shown == ltr.elements(in: Rect(origin: left, size: viewport), offset: left).map(\.indexPath))
                #expect(rtl.currentIndex(at: right) == ltr.currentIndex(at: left))
                #expect(zip(rtl.keylines(at: right), ltr.keylines(at: left)).allSatisfy { close($0.offset, 400 - $1.offset, 1e-9) })
            }
            for i in 0..<9 { #expect(close(rtl.restOffset(ofItem: i), rtl.travel - ltr.restOffset(ofItem: i), 1e-9)) }
        }
    }

    @Test func anAutomaticHeightIsTheViewports() throws {
        #expect(try keylineLayout([], viewport: viewport, items: 3).effectiveValue(forKey: "itemHeight") == .number(300))
        let vertical = try keylineLayout(["vertical=true", "itemWidth=180"], viewport: viewport, items: 3)
        #expect(vertical.effectiveValue(forKey: "itemHeight") == .number(180))
        #expect(vertical.effectiveValue(forKey: "spacing") == .number(8))
    }

    @Test func thePanelShowsWhatTheStrategyReads() throws {
        let browse = try keylineLayout([], viewport: viewport, items: 3)
        #expect(browse.usesParameter("itemWidth") && browse.usesParameter("alignment") && !browse.usesParameter("weights"))
        let hero = try keylineLayout(["strategy=hero"], viewport: viewport, items: 3)
        #expect(!hero.usesParameter("itemWidth") && hero.usesParameter("itemHeight") && !hero.usesParameter("keylines"))
        let weighted = try keylineLayout(["strategy=weighted", "vertical=true"], viewport: viewport, items: 3)
        #expect(weighted.usesParameter("weights") && !weighted.usesParameter("itemWidth") && !weighted.usesParameter("itemHeight"))
        #expect(try keylineLayout(["strategy=custom"], viewport: viewport, items: 3).usesParameter("keylines"))
    }

    @Test func badTextIsRefusedWithItsColumn() {
        #expect(throws: LayoutError.self) { try KeylineLayout(assignments: ["keylines=100:200,50:20"]) }
        #expect(throws: LayoutError.self) { try KeylineLayout(assignments: ["weights=1,0,1"]) }
        #expect(throws: LayoutError.self) { try KeylineLayout(assignments: ["keylines=100-200"]) }
    }
}
