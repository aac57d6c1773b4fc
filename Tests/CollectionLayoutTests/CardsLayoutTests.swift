import CollectionLayout
import Foundation
import Testing

/// The seed's `layoutAttributesForElementsInRect:` (000), ported literally as
/// an oracle: frame from `layoutAttributesForItemAtIndexPath:`, scale with
/// the screen width replaced by the viewport width, unclamped.
private func seedCards(
    count: Int, itemSize: Size, spacing: Double, scale: Double, insets: EdgeInsets,
    bounds: Size, offsetX: Double
) -> [(frame: Rect, scale: Double?)] {
    var result: [(Rect, Double?)] = []
    let visible = Rect(x: offsetX, y: 0, width: bounds.width, height: bounds.height)
    let centerX = offsetX + bounds.width / 2
    for i in 0..<count {
        let frame = Rect(x: Double(i) * (itemSize.width + spacing) + insets.left,
                         y: (bounds.height - itemSize.height) / 2 + insets.top,
                         width: itemSize.width, height: itemSize.height)
        guard frame.intersects(visible) else { result.append((frame, nil)); continue }
        let xOffset = abs(frame.midX - centerX)
        let s = 1 - (xOffset * (1 - scale)) / ((bounds.width + itemSize.width) / 2 - spacing)
        result.append((frame, s))
    }
    return result
}

@Suite struct CardsLayoutTests {
    let viewport = Size(width: 800, height: 600)

    @Test func contentSizeFollowsTheSpec() throws {
        let layout = try prepared(CardsLayout.self, viewport: viewport, itemCount: 16)
        // auto insets: l = r = (800 − 280)/2 = 260
        #expect(layout.insets == EdgeInsets(top: 0, left: 260, bottom: 0, right: 260))
        #expect(layout.contentSize == Size(width: 520 + 16 * 280 + 15 * 5, height: 600))
    }

    @Test func fixedInsetsAndEmptyContent() throws {
        let layout = try prepared(CardsLayout.self, ["sectionInsets=10,20,30,40"], viewport: viewport, itemCount: 0)
        #expect(layout.contentSize == Size(width: 60, height: 640))
        #expect(layout.elements(in: Rect(origin: .zero, size: viewport), offset: .zero).isEmpty)
        #expect(layout.currentIndex(at: .zero) == nil)
    }

    @Test(arguments: [0.0, 37.25, 285, 1000.5, 3990])
    func framesAndScalesMatchTheSeed(offsetX: Double) throws {
        let layout = try prepared(CardsLayout.self, viewport: viewport, itemCount: 16)
        let seed = seedCards(count: 16, itemSize: Size(width: 280, height: 400), spacing: 5, scale: 0.85,
                             insets: layout.insets, bounds: viewport, offsetX: offsetX)
        let offset = Point(x: offsetX, y: 0)
        let visible = layout.elements(in: Rect(origin: offset, size: viewport), offset: offset)
        #expect(!visible.isEmpty)
        for a in visible {
            let oracle = seed[a.indexPath.item]
            #expect(close(a.frame, oracle.frame))
            let k = try #require(oracle.scale)
            // Our scale is the seed's, clamped at `scale` from below.
            #expect(close(a.transform.a, max(0.85, k)))
            #expect(a.transform.a == a.transform.d && a.transform.b == 0 && a.transform.tx == 0)
        }
        // Every seed card that intersects the viewport is returned.
        #expect(visible.count == seed.filter { $0.scale != nil }.count)
    }

    @Test func centredCardIsFullSizeAndNeighboursShrink() throws {
        let layout = try prepared(CardsLayout.self, viewport: viewport, itemCount: 16)
        let offset = Point(x: 3 * 285, y: 0)
        let items = layout.elements(in: Rect(origin: offset, size: viewport), offset: offset)
        let centre = try #require(items.first { $0.indexPath.item == 3 })
        #expect(close(centre.center.x, offset.x + 400))
        #expect(centre.transform.a == 1)
        let side = try #require(items.first { $0.indexPath.item == 4 })
        // d = 285, D = (800 + 280)/2 − 5 = 535
        #expect(close(side.transform.a, 1 - 285 * 0.15 / 535))
    }

    @Test func snappingGoesToTheNearestCardClamped() throws {
        let layout = try prepared(CardsLayout.self, viewport: viewport, itemCount: 16)
        let target = { (x: Double) in layout.targetContentOffset(forProposed: Point(x: x, y: 0), velocity: .zero, current: .zero).x }
        #expect(target(0) == 0)
        #expect(target(142) == 0)
        #expect(target(143) == 285)
        #expect(target(-500) == 0)
        #expect(target(1e6) == 15 * 285)
        #expect(layout.currentIndex(at: Point(x: 5 * 285 + 100, y: 0)) == 5)
        #expect(layout.contentOffset(focusing: IndexPath(item: 7), from: .zero) == Point(x: 7 * 285, y: 0))
        #expect(layout.contentOffset(focusing: IndexPath(item: 16), from: .zero) == nil)
    }

    @Test func viewportNarrowerThanACard() throws {
        let small = Size(width: 100, height: 50)
        let layout = try prepared(CardsLayout.self, viewport: small, itemCount: 3)
        #expect(layout.insets.left == -90)
        let items = layout.elements(in: Rect(origin: .zero, size: small), offset: .zero)
        #expect(items.map(\.indexPath.item) == [0])
        #expect(items.allSatisfy { $0.isFinite && $0.transform.a >= 0.85 })
    }

    @Test func randomRectQueriesEqualBruteForce() throws {
        var rng = SeededRandom(seed: 0xCA4D5)
        for _ in 0..<200 {
            let n = rng.int(in: 0...60)
            let vp = Size(width: rng.double(in: 50...1500), height: rng.double(in: 50...1200))
            let layout = try prepared(
                CardsLayout.self,
                ["itemWidth=\(rng.double(in: 10...400))", "itemHeight=\(rng.double(in: 10...500))",
                 "internalItemSpacing=\(rng.double(in: 0...40))", "scale=\(rng.double(in: 0.1...1))"],
                viewport: vp, itemCount: n)
            let offset = Point(x: rng.double(in: -200...max(-199, layout.contentSize.width)), y: 0)
            let all = (0..<n).compactMap { layout.attributesForItem(at: IndexPath(item: $0), offset: offset) }
            let rect = Rect(x: rng.double(in: -300...layout.contentSize.width + 100), y: rng.double(in: -100...vp.height),
                            width: rng.double(in: 0...2000), height: rng.double(in: 0...800))
            expectQueryMatchesBruteForce(layout, all: all, rect: rect, offset: offset)
            for a in all {
                #expect(a.isFinite)
                #expect(a.transform.a >= layout.scale - 1e-12 && a.transform.a <= 1 + 1e-12)
            }
        }
    }

    @Test func aMillionCardsQueryOnlyWhatIsVisible() throws {
        let layout = try prepared(CardsLayout.self, viewport: viewport, itemCount: 1_000_000)
        let offset = Point(x: 500_000 * 285, y: 0)
        let items = layout.elements(in: Rect(origin: offset, size: viewport), offset: offset)
        #expect(items.map(\.indexPath.item) == [499_999, 500_000, 500_001])
    }
}

/// `vertical` runs the cards down: the same layout with x and y exchanged.
@Suite struct VerticalCardsTests {
    @Test(arguments: [0.0, 137, 285, 1000.5, 3000])
    func aVerticalChooserIsTheHorizontalOneTransposed(along: Double) throws {
        let across = try prepared(CardsLayout.self, ["itemWidth=280", "itemHeight=400"],
                                  viewport: Size(width: 800, height: 600), itemCount: 12)
        let down = try prepared(CardsLayout.self, ["itemWidth=400", "itemHeight=280", "vertical=true"],
                                viewport: Size(width: 600, height: 800), itemCount: 12)
        #expect(down.scrollAxis == .vertical && down.pitch == across.pitch)
        #expect(down.contentSize == Size(width: across.contentSize.height, height: across.contentSize.width))
        let a = across.elements(in: Rect(x: along, y: 0, width: 800, height: 600), offset: Point(x: along, y: 0))
        let d = down.elements(in: Rect(x: 0, y: along, width: 600, height: 800), offset: Point(x: 0, y: along))
        #expect(a.map(\.indexPath) == d.map(\.indexPath))
        for (h, v) in zip(a, d) {
            #expect(abs(h.center.x - v.center.y) < 1e-9 && abs(h.center.y - v.center.x) < 1e-9)
            #expect(h.transform == v.transform)
        }
        let target = down.targetContentOffset(forProposed: Point(x: 0, y: along), velocity: .zero, current: .zero)
        #expect(target.y == across.targetContentOffset(forProposed: Point(x: along, y: 0), velocity: .zero, current: .zero).x)
        #expect(down.currentIndex(at: Point(x: 0, y: along)) == across.currentIndex(at: Point(x: along, y: 0)))
    }

    /// An offset from before an axis change (card 5 across: x = 5·285) does
    /// not carry over across the new axis: the cards would be out of view.
    @Test func theOffsetAcrossTheScrollAxisIsAlwaysZero() throws {
        let down = try prepared(CardsLayout.self, ["vertical=true"], viewport: Size(width: 800, height: 600), itemCount: 12)
        let stale = Point(x: 1425, y: 0)
        #expect(down.contentOffset(focusing: IndexPath(item: 5), from: stale) == Point(x: 0, y: 5 * 405))
        #expect(down.targetContentOffset(forProposed: Point(x: 1425, y: 800), velocity: .zero, current: stale)
            == Point(x: 0, y: 810))
        let across = try prepared(CardsLayout.self, viewport: Size(width: 800, height: 600), itemCount: 12)
        #expect(across.contentOffset(focusing: IndexPath(item: 0), from: Point(x: 2025, y: 2025)) == .zero)
    }
}
