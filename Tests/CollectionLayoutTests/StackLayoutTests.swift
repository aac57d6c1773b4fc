import CollectionLayout
import Foundation
import Testing

/// The seed's `layoutAttributesForElements(in:)` and
/// `computeLayoutAttributesForItem` (003), ported literally, integer
/// truncation included. Valid for `x > −W` while the deck is not past its
/// end (the seed's `minVisibleIndex..<maxVisibleIndex` traps there).
private func seedStack(
    count: Int, itemSize: Size, spacing: Double, maximumVisibleItems: Int, bounds: Size, contentOffset: Point
) -> [(item: Int, center: Point, size: Size, zIndex: Int, alpha: Double)] {
    let totalItemsCount = count
    let minVisibleIndex = max(0, Int(contentOffset.x) / Int(bounds.width))
    let maxVisibleIndex = min(totalItemsCount, minVisibleIndex + maximumVisibleItems)
    let contentCenterX = contentOffset.x + bounds.width / 2
    let deltaOffset = Int(contentOffset.x) % Int(bounds.width)
    let percentageDeltaOffset = Double(deltaOffset) / bounds.width
    guard minVisibleIndex <= maxVisibleIndex else { return [] }
    var attributes: [(Int, Point, Size, Int, Double)] = []
    for i in minVisibleIndex..<maxVisibleIndex {
        let cardIndex = i - minVisibleIndex
        var center = Point(x: contentCenterX + spacing * Double(cardIndex),
                           y: contentOffset.y + bounds.height / 2 + spacing * Double(cardIndex))
        let zIndex = maximumVisibleItems - cardIndex
        var alpha = 1.0
        switch cardIndex {
        case 0:
            center.x -= Double(deltaOffset)
        case 1..<maximumVisibleItems:
            center.x -= spacing * percentageDeltaOffset
            center.y -= spacing * percentageDeltaOffset
            if cardIndex == maximumVisibleItems - 1 {
                alpha = percentageDeltaOffset
            }
        default: break
        }
        attributes.append((i, center, itemSize, zIndex, alpha))
    }
    return attributes
}

@Suite struct StackLayoutTests {
    let viewport = Size(width: 390, height: 844)
    /// The seed's look: no rotation, background cards at full size (docs/REFERENCE.md).
    let seedLook = ["maximumRotation=0", "backgroundScale=1"]

    @Test func defaultsAndContent() throws {
        let layout = try prepared(StackLayout.self, seedLook, viewport: viewport, itemCount: 10)
        #expect(layout.itemSize == Size(width: 250, height: 400))
        #expect(layout.spacing == 16 && layout.maximumVisibleItems == 4)
        #expect(layout.scrollAxis == .horizontal && layout.isPaging)
        #expect(layout.contentSize == Size(width: 3900, height: 844))
        #expect(layout.initialContentOffset == .zero && layout.wrapping == nil)
    }

    @Test(arguments: [0.0, 1, 195, 389, 390, 391, 1000, 2345, 3509, 3510, 3600, 3899, 3900, -50, -389])
    func matchesTheSeedAtIntegerOffsets(offsetX: Double) throws {
        for (m, y) in [(4, 0.0), (1, 0), (2, 7), (20, 0)] {
            let layout = try prepared(StackLayout.self, seedLook + ["maximumVisibleItems=\(m)"], viewport: viewport, itemCount: 10)
            let offset = Point(x: offsetX, y: y)
            let seed = seedStack(count: 10, itemSize: Size(width: 250, height: 400), spacing: 16,
                                 maximumVisibleItems: m, bounds: viewport, contentOffset: offset)
            let got = layout.elements(in: Rect(origin: offset, size: viewport), offset: offset)
            #expect(got.map(\.indexPath.item) == seed.map(\.item), "x \(offsetX) m \(m)")
            for (a, s) in zip(got, seed) {
                #expect(close(a.center, s.center), "item \(s.item) x \(offsetX) m \(m)")
                #expect(a.size == s.size && a.zIndex == s.zIndex)
                // The seed leaves a negative alpha left of the first page; ours clamps it.
                #expect(close(a.alpha, min(1, max(0, s.alpha))))
                #expect(a.transform == .identity && a.transform3D == .identity && !a.isHidden)
            }
        }
    }

    @Test func nonIntegerOffsetsFollowTheSpecFormula() throws {
        let layout = try prepared(StackLayout.self, seedLook, viewport: viewport, itemCount: 10)
        let offset = Point(x: 1000.75, y: 0)
        let items = layout.elements(in: Rect(origin: offset, size: viewport), offset: offset)
        // minV = floor(1000.75/390) = 2, delta = 220.75, pct = 220.75/390.
        let pct = 220.75 / 390
        #expect(items.map(\.indexPath.item) == [2, 3, 4, 5])
        let cx = 1000.75 + 195
        #expect(close(items[0].center, Point(x: cx - 220.75, y: 422)))
        #expect(close(items[0].center.x, 975))
        #expect(close(items[1].center, Point(x: cx + 16 - 16 * pct, y: 422 + 16 - 16 * pct)))
        #expect(close(items[2].center, Point(x: cx + 32 - 16 * pct, y: 422 + 32 - 16 * pct)))
        #expect(close(items[3].center, Point(x: cx + 48 - 16 * pct, y: 422 + 48 - 16 * pct)))
        #expect(items.map(\.zIndex) == [4, 3, 2, 1])
        #expect(items.map(\.alpha)[0..<3] == [1, 1, 1])
        #expect(close(items[3].alpha, pct))
        // The seed's truncation would use delta 220 here.
        #expect(!close(items[0].center.x, cx - 220))
    }

    @Test func attributesForItemOnlyForCardsInTheDeck() throws {
        let layout = try prepared(StackLayout.self, seedLook, viewport: viewport, itemCount: 10)
        let offset = Point(x: 800, y: 0)
        #expect(layout.attributesForItem(at: IndexPath(item: 1), offset: offset) == nil)
        #expect(layout.attributesForItem(at: IndexPath(item: 6), offset: offset) == nil)
        #expect(layout.attributesForItem(at: IndexPath(item: 2, section: 1), offset: offset) == nil)
        let top = try #require(layout.attributesForItem(at: IndexPath(item: 2), offset: offset))
        #expect(close(top.center, Point(x: 2 * 390 + 195, y: 422)) && top.zIndex == 4)
        let last = try #require(layout.attributesForItem(at: IndexPath(item: 5), offset: offset))
        #expect(close(last.alpha, 20.0 / 390))
    }

    @Test func pagingMovesOneCardPerSwipe() throws {
        let layout = try prepared(StackLayout.self, seedLook, viewport: viewport, itemCount: 10)
        let w = 390.0
        let target = { (current: Double, proposed: Double, v: Double) in
            layout.targetContentOffset(forProposed: Point(x: proposed * w, y: 0), velocity: Point(x: v, y: 0),
                                       current: Point(x: current * w, y: 0)).x / w
        }
        // Short slow drags spring back; past half a page they throw or bring back.
        #expect(target(3.2, 3.22, 0) == 3)
        #expect(target(3.6, 3.65, 0) == 4)
        #expect(target(2.8, 2.78, 0) == 3)
        #expect(target(2.4, 2.38, 0) == 2)
        // Flicks move one card, however far they would carry.
        #expect(target(3.1, 5.5, 800) == 4)
        #expect(target(3.9, 1.0, -800) == 3)
        #expect(target(3, 3, 800) == 4)
        #expect(target(3, 3, -800) == 2)
        #expect(target(3, 9, 5000) == 4)
        // A slow release with a far projection still moves at most one card.
        #expect(target(3, 7.5, 250) == 4)
        #expect(target(3.05, 0.2, -250) == 3)
        // A flick against the drag springs back.
        #expect(target(3.7, 3.9, -800) == 3)
        // Clamped to the deck.
        #expect(target(0, 0, -800) == 0)
        #expect(target(-0.2, -0.5, -800) == 0)
        #expect(target(9, 9, 800) == 9)
        #expect(target(9.3, 9.4, 800) == 9)
        // The cross axis stays.
        #expect(layout.targetContentOffset(forProposed: Point(x: 500, y: 3), velocity: .zero,
                                           current: Point(x: 400, y: 7)).y == 7)
        var rng = SeededRandom(seed: 0x57AC)
        for _ in 0..<500 {
            let current = rng.double(in: 0...9 * w)
            let proposed = current + rng.double(in: -5000...5000)
            let v = rng.double(in: -4000...4000)
            let t = layout.targetContentOffset(forProposed: Point(x: proposed, y: 0), velocity: Point(x: v, y: 0),
                                               current: Point(x: current, y: 0)).x
            #expect(abs(t - current) <= w, "current \(current) proposed \(proposed) v \(v) → \(t)")
            #expect(t >= 0 && t <= 9 * w && (t / w).rounded() == t / w)
            if abs(v) > StackLayout.flickVelocity {
                #expect(v > 0 ? t > current - 1e-9 : t < current + 1e-9, "a flick goes its way or stays at the edge")
            }
        }
    }

    @Test func currentIndexAndFocus() throws {
        let layout = try prepared(StackLayout.self, seedLook, viewport: viewport, itemCount: 10)
        let index = { (x: Double) in layout.currentIndex(at: Point(x: x, y: 0)) }
        #expect(index(0) == 0 && index(194) == 0 && index(196) == 1 && index(780) == 2)
        #expect(index(-500) == 0 && index(1e9) == 9)
        #expect(layout.contentOffset(focusing: IndexPath(item: 4), from: Point(x: 0, y: 5)) == Point(x: 1560, y: 5))
        #expect(layout.contentOffset(focusing: IndexPath(item: 10), from: .zero) == nil)
    }

    @Test func edgeCases() throws {
        let empty = try prepared(StackLayout.self, seedLook, viewport: viewport, itemCount: 0)
        #expect(empty.contentSize == Size(width: 0, height: 844))
        #expect(empty.elements(in: Rect(origin: .zero, size: viewport), offset: .zero).isEmpty)
        #expect(empty.currentIndex(at: .zero) == nil)
        #expect(empty.targetContentOffset(forProposed: Point(x: 90, y: 0), velocity: Point(x: 900, y: 0), current: .zero) == .zero)

        let one = try prepared(StackLayout.self, seedLook, viewport: viewport, itemCount: 1)
        let card = one.elements(in: Rect(origin: .zero, size: viewport), offset: .zero)
        #expect(card.count == 1)
        #expect(close(card[0].center, Point(x: 195, y: 422)) && card[0].alpha == 1 && card[0].zIndex == 4)
        #expect(one.targetContentOffset(forProposed: Point(x: 300, y: 0), velocity: Point(x: 900, y: 0), current: Point(x: 100, y: 0)).x == 0)

        // Left of the first page the top card follows the finger right and
        // the cards under it spread; the last one stays transparent.
        let deck = try prepared(StackLayout.self, seedLook, viewport: viewport, itemCount: 10)
        let pulled = deck.elements(in: Rect(x: -100, y: 0, width: 390, height: 844), offset: Point(x: -100, y: 0))
        #expect(pulled.map(\.indexPath.item) == [0, 1, 2, 3])
        #expect(close(pulled[0].center, Point(x: 195, y: 422)))
        #expect(close(pulled[1].center, Point(x: -100 + 195 + 16 + 16 * 100 / 390, y: 422 + 16 + 16 * 100 / 390)))
        #expect(pulled[3].alpha == 0)
        let farLeft = deck.elements(in: .zero, offset: Point(x: -5000, y: 0))
        #expect(farLeft.map(\.indexPath.item) == [0, 1, 2, 3] && farLeft.allSatisfy { $0.isFinite })
        // Past the end the deck is empty.
        #expect(deck.elements(in: .zero, offset: Point(x: 3900, y: 0)).isEmpty)
        #expect(deck.elements(in: .zero, offset: Point(x: 1e300, y: 0)).isEmpty)
        #expect(deck.elements(in: .zero, offset: Point(x: -1e300, y: 0)).count == 4)

        // One visible card: no fading card.
        let single = try prepared(StackLayout.self, ["maximumVisibleItems=1"], viewport: viewport, itemCount: 10)
        let top = single.elements(in: .zero, offset: Point(x: 500, y: 0))
        #expect(top.count == 1 && top[0].alpha == 1 && close(top[0].center.x, 390 + 195))
    }

    @Test func randomSweepIsFiniteAndQueriesEqualBruteForce() throws {
        var rng = SeededRandom(seed: 0x57ACC)
        for _ in 0..<300 {
            let n = rng.int(in: 0...50)
            let m = rng.int(in: 1...20)
            let vp = Size(width: rng.double(in: 1...1500), height: rng.double(in: 1...1200))
            let layout = try prepared(
                StackLayout.self,
                ["itemWidth=\(rng.double(in: 1...2000))", "itemHeight=\(rng.double(in: 1...2000))",
                 "spacing=\(rng.double(in: 0...200))", "maximumVisibleItems=\(m)"],
                viewport: vp, itemCount: n)
            #expect(layout.contentSize.isFinite)
            let offset = Point(x: rng.double(in: -2 * vp.width...layout.contentSize.width + vp.width),
                               y: rng.double(in: -100...100))
            let all = (0..<n).compactMap { layout.attributesForItem(at: IndexPath(item: $0), offset: offset) }
            let got = layout.elements(in: Rect(origin: offset, size: vp), offset: offset)
            #expect(got == all)
            #expect(got.count <= m)
            let minV = max(0, Int((offset.x / vp.width).rounded(.down)))
            #expect(got.map(\.indexPath.item) == Array(minV..<max(minV, min(n, minV + m))))
            for a in got {
                #expect(a.isFinite && a.alpha >= 0 && a.alpha <= 1)
                #expect(a.zIndex == m - (a.indexPath.item - minV))
            }
            let rest = layout.targetContentOffset(forProposed: offset, velocity: Point(x: rng.double(in: -900...900), y: 0),
                                                  current: offset)
            #expect(rest.isFinite)
        }
        // A 1×1 viewport with cards wider than it.
        let tiny = try prepared(StackLayout.self, seedLook, viewport: Size(width: 1, height: 1), itemCount: 5)
        let cards = tiny.elements(in: Rect(x: 2.5, y: 0, width: 1, height: 1), offset: Point(x: 2.5, y: 0))
        #expect(cards.map(\.indexPath.item) == [2, 3, 4])
        #expect(cards.allSatisfy { $0.isFinite })
        #expect(close(cards[2].alpha, 1) && close(cards[1].center.x, 2.5 + 0.5 + 16 - 8))
    }
}
