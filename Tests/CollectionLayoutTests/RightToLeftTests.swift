import CollectionLayout
import Testing

/// Right to left, the horizontal layouts are their left-to-right selves in a
/// mirror: card 0 at the right, the next to its left.
@Suite struct RightToLeftTests {
    let viewport = Size(width: 800, height: 600)

    private func pair<L: CollectionLayout>(_ type: L.Type, _ assignments: [String] = [], items: Int = 12) throws -> (L, L) {
        let ltr = try L(assignments: assignments), rtl = try L(assignments: assignments)
        let sections = [Array(repeating: ItemMetrics(size: Size(width: 90, height: 40)), count: items)]
        ltr.prepare(LayoutContext(viewport: viewport, sections: sections))
        rtl.prepare(LayoutContext(viewport: viewport, sections: sections, layoutDirection: .rightToLeft))
        return (ltr, rtl)
    }

    @Test(arguments: [0.0, 140, 285, 1111.5, 2850])
    func cardsRunRightToLeft(x: Double) throws {
        let (ltr, rtl) = try pair(CardsLayout.self)
        #expect(rtl.contentSize == ltr.contentSize)
        let maxX = ltr.contentSize.width - viewport.width
        #expect(rtl.initialContentOffset.x == maxX)
        let mirror = maxX - x
        let a = ltr.elements(in: Rect(x: x, y: 0, width: 800, height: 600), offset: Point(x: x, y: 0))
        let b = rtl.elements(in: Rect(x: mirror, y: 0, width: 800, height: 600), offset: Point(x: mirror, y: 0))
        #expect(a.map(\.indexPath) == b.map(\.indexPath))
        for (l, r) in zip(a, b) {
            #expect(abs(r.center.x - (ltr.contentSize.width - l.center.x)) < 1e-9 && r.center.y == l.center.y)
            #expect(abs(r.transform.a - l.transform.a) < 1e-12)
        }
        #expect(rtl.currentIndex(at: Point(x: mirror, y: 0)) == ltr.currentIndex(at: Point(x: x, y: 0)))
        #expect(rtl.contentOffset(focusing: IndexPath(item: 3), from: .zero)?.x == maxX - 3 * ltr.pitch)
        let target = rtl.targetContentOffset(forProposed: Point(x: mirror, y: 0), velocity: .zero, current: .zero)
        #expect(target.x == maxX - ltr.targetContentOffset(forProposed: Point(x: x, y: 0), velocity: .zero, current: .zero).x)
    }

    @Test func theStackThrowsTheOtherWayAndStepsLeft() throws {
        let (ltr, rtl) = try pair(StackLayout.self)
        #expect(ltr.direction == .left && rtl.direction == .right)
        let under = try #require(rtl.attributesForItem(at: IndexPath(item: 1), offset: rtl.initialContentOffset))
        let top = try #require(rtl.attributesForItem(at: IndexPath(item: 0), offset: rtl.initialContentOffset))
        #expect(under.center.x < top.center.x, "the deck steps left and down")
    }

    @Test(arguments: ["coverFlow", "rotary", "linear", "wheel"])
    func theCarouselIsIcarouselInAMirror(type: String) throws {
        let (ltr, rtl) = try pair(CarouselLayout.self, ["type=\(type)"])
        for s in [0.0, 1.3, 4] {
            let x = s * ltr.itemSize.width
            let mirror = rtl.options.wrap ? -x : Double(11) * ltr.itemSize.width - x
            let a = ltr.elements(in: Rect(origin: Point(x: x, y: 0), size: viewport), offset: Point(x: x, y: 0))
            let b = rtl.elements(in: Rect(origin: Point(x: mirror, y: 0), size: viewport), offset: Point(x: mirror, y: 0))
            #expect(Set(a.map(\.indexPath)) == Set(b.map(\.indexPath)), "\(type) s \(s)")
            for l in a {
                guard let r = b.first(where: { $0.indexPath == l.indexPath }) else { continue }
                #expect(r.transform3D == l.transform3D.mirroredAboutX)
            }
            #expect(rtl.currentIndex(at: Point(x: mirror, y: 0)) == ltr.currentIndex(at: Point(x: x, y: 0)))
        }
    }

    @Test func flowLinesLeadFromTheRightAndLeftStaysLeft() throws {
        // Leading is the default: right to left the lines start at the right.
        #expect(try FlowLayout(assignments: []).alignment == .leading)
        let (ltr, rtl) = try pair(FlowLayout.self, [], items: 20)
        let rect = Rect(origin: .zero, size: viewport)
        let a = ltr.elements(in: rect, offset: .zero), b = rtl.elements(in: rect, offset: .zero)
        #expect(a.map(\.indexPath) == b.map(\.indexPath))
        for (l, r) in zip(a, b) {
            #expect(abs(r.frame.minX - (viewport.width - l.frame.maxX)) < 1e-9 && r.frame.minY == l.frame.minY)
        }
        // Left stays on the left, its items still reading right to left.
        let (_, leftRTL) = try pair(FlowLayout.self, ["alignment=left"], items: 20)
        let firstLine = leftRTL.elements(in: rect, offset: .zero).filter { $0.frame.minY == 10 }
        #expect(firstLine.map(\.frame.minX).min() == 10, "the line hugs the left inset")
        #expect(firstLine.map(\.frame.minX) == firstLine.map(\.frame.minX).sorted(by: >), "item 0 rightmost")
        let (trailing, _) = try pair(FlowLayout.self, ["alignment=trailing"], items: 20)
        let (right, _) = try pair(FlowLayout.self, ["alignment=right"], items: 20)
        #expect(trailing.elements(in: rect, offset: .zero).map(\.frame) == right.elements(in: rect, offset: .zero).map(\.frame))
    }

    /// With unequal insets each inset stays on its own side: right to left
    /// is the mirror of left to right with the sides exchanged, lines broken
    /// within the same width.
    @Test func flowLinesWithUnequalInsetsKeepEachInsetOnItsSide() throws {
        for (t, l, b, r) in [(10.0, 40.0, 10.0, 120.0), (0, 200, 0, 5)] {
            let (_, rtl) = try pair(FlowLayout.self, ["sectionInsets=\(t),\(l),\(b),\(r)"], items: 30)
            let (swapped, _) = try pair(FlowLayout.self, ["sectionInsets=\(t),\(r),\(b),\(l)"], items: 30)
            let rect = Rect(origin: .zero, size: Size(width: viewport.width, height: 4000))
            let a = swapped.elements(in: rect, offset: .zero), c = rtl.elements(in: rect, offset: .zero)
            #expect(a.map(\.indexPath) == c.map(\.indexPath))
            for (x, y) in zip(a, c) {
                #expect(abs(y.frame.minX - (viewport.width - x.frame.maxX)) < 1e-9 && y.frame.minY == x.frame.minY,
                        "\(l),\(r) item \(x.indexPath.item): \(x.frame) vs \(y.frame)")
            }
            let cells = c.filter { $0.category == .cell }
            #expect(cells.allSatisfy { $0.frame.minX >= l - 1e-9 && $0.frame.maxX <= viewport.width - r + 1e-9 })
        }
    }
}
