import CollectionLayout
import Foundation
import Testing

@Suite struct RingLayoutTests {
    let viewport = Size(width: 800, height: 600)

    /// The closed form: `θ_i = start + 2π(i + 1 − y/S)/n`, centre
    /// `(x + W/2 + R·cos θ, y + H/2 + R·sin θ)`.
    func expectedCenter(_ i: Int, n: Int, offset: Point, radius: Double, start: Double = -90, step: Double = 100,
                        viewport: Size) -> Point {
        let theta = start * Double.pi / 180 + 2 * Double.pi * (Double(i) + 1 - offset.y / step) / Double(n)
        return Point(x: offset.x + viewport.width / 2 + radius * cos(theta),
                     y: offset.y + viewport.height / 2 + radius * sin(theta))
    }

    @Test func defaultsAndContent() throws {
        let layout = try prepared(RingLayout.self, viewport: viewport, itemCount: 12)
        #expect(layout.itemSize == Size(width: 80, height: 80))
        // auto: (min(800 − 80, 600 − 80) − 2·16)/2: the items keep 16 points from the edges.
        #expect(layout.radius == 244)
        let top = try #require(layout.attributesForItem(at: IndexPath(item: 0), offset: layout.initialContentOffset))
        #expect(close(top.frame.minY - layout.initialContentOffset.y, 16))
        #expect(close(layout.startAngle, -Double.pi / 2))
        #expect(layout.stepLength == 100 && !layout.scalesByDepth && layout.minimumScale == 0.5)
        #expect(layout.scrollAxis == .vertical && layout.isPaging)
        #expect(layout.contentSize == Size(width: 800, height: 100 * 13 + 600))
        #expect(layout.initialContentOffset == Point(x: 0, y: 100))
        #expect(layout.wrapping == Wrapping(axis: .vertical, lower: 50, upper: 1300, period: 1200))
        #expect(layout.maximumContentOffset(viewport: viewport).y == 1300)
    }

    @Test(arguments: [100.0, 125, 0, 777.5, 1299])
    func positionsFollowTheClosedForm(offsetY: Double) throws {
        let layout = try prepared(RingLayout.self, viewport: viewport, itemCount: 12)
        let offset = Point(x: 0, y: offsetY)
        for i in 0..<12 {
            let a = try #require(layout.attributesForItem(at: IndexPath(item: i), offset: offset))
            #expect(close(a.center, expectedCenter(i, n: 12, offset: offset, radius: 244, viewport: viewport)))
            #expect(a.size == Size(width: 80, height: 80))
            #expect(a.transform == .identity && a.transform3D == .identity && a.alpha == 1 && !a.isHidden)
        }
    }

    @Test func itemZeroStartsAtTheTopAndOthersFollowClockwise() throws {
        let layout = try prepared(RingLayout.self, viewport: viewport, itemCount: 12)
        let start = layout.initialContentOffset
        let at = { (i: Int, y: Double) in layout.attributesForItem(at: IndexPath(item: i), offset: Point(x: 0, y: y))!.center }
        #expect(close(at(0, start.y), Point(x: 400, y: 100 + 300 - 244)))
        #expect(close(at(3, start.y), Point(x: 400 + 244, y: 400)))
        #expect(close(at(6, start.y), Point(x: 400, y: 400 + 244)))
        #expect(close(at(9, start.y), Point(x: 400 - 244, y: 400)))
        // One step further, item 1 is at the top.
        #expect(close(at(1, 200), Point(x: 400, y: 200 + 300 - 244)))
        #expect(close(at(0, 200), Point(x: 400 - 244 * sin(Double.pi / 6), y: 500 - 244 * cos(Double.pi / 6))))
    }

    @Test func radiusAutoFixedAndNeverNegative() throws {
        let fixed = try prepared(RingLayout.self, ["radius=123", "startAngle=0"], viewport: viewport, itemCount: 4)
        #expect(fixed.radius == 123)
        let a = try #require(fixed.attributesForItem(at: IndexPath(item: 1), offset: Point(x: 0, y: 100)))
        #expect(close(a.center, Point(x: 400, y: 100 + 300 + 123)))
        let narrow = try prepared(RingLayout.self, viewport: Size(width: 50, height: 500), itemCount: 5)
        #expect(narrow.radius == 0)
        let tall = try prepared(RingLayout.self, ["itemWidth=100"], viewport: Size(width: 500, height: 900), itemCount: 5)
        #expect(tall.radius == 184)
        // Every item at the centre when the radius is 0.
        let items = narrow.elements(in: Rect(x: 0, y: 100, width: 50, height: 500), offset: Point(x: 0, y: 100))
        #expect(items.count == 5)
        #expect(items.allSatisfy { close($0.center, Point(x: 25, y: 350)) })
    }

    @Test func scaleByDepth() throws {
        let layout = try prepared(RingLayout.self, ["scaleByDepth=true"], viewport: viewport, itemCount: 12)
        let at = { (i: Int) in layout.attributesForItem(at: IndexPath(item: i), offset: Point(x: 0, y: 100))! }
        #expect(close(at(0).transform.a, 1) && at(0).zIndex == 1000)
        #expect(close(at(6).transform.a, 0.5) && at(6).zIndex == 0)
        #expect(close(at(3).transform.a, 0.75) && at(3).zIndex == 500)
        // depth (1 + cos 30°)/2 for the neighbours.
        let d1 = (1 + cos(Double.pi / 6)) / 2
        #expect(close(at(1).transform.a, 0.5 + 0.5 * d1) && close(at(11).transform.a, 0.5 + 0.5 * d1))
        #expect(at(1).transform == AffineTransform(scaleX: at(1).transform.a, y: at(1).transform.a))
        // Frames stay untransformed.
        #expect(at(6).size == Size(width: 80, height: 80))
        let flat = try prepared(RingLayout.self, ["minimumScale=0.2", "scaleByDepth=true"], viewport: viewport, itemCount: 4)
        #expect(close(flat.attributesForItem(at: IndexPath(item: 2), offset: Point(x: 0, y: 100))!.transform.d, 0.2))
    }

    @Test func snappingCurrentIndexAndFocus() throws {
        let layout = try prepared(RingLayout.self, viewport: viewport, itemCount: 12)
        let target = { (y: Double) in
            layout.targetContentOffset(forProposed: Point(x: 0, y: y), velocity: .zero, current: Point(x: 0, y: 100))
        }
        #expect(target(149) == Point(x: 0, y: 100))
        #expect(target(151) == Point(x: 0, y: 200))
        #expect(target(-260) == Point(x: 0, y: -300))
        let index = { (y: Double) in layout.currentIndex(at: Point(x: 0, y: y)) }
        #expect(index(100) == 0)
        #expect(index(200) == 1)
        #expect(index(1300) == 0)
        #expect(index(0) == 11)
        // round(−10¹³ − 1) mod 12 = 7, computed without overflow.
        #expect(index(-1e15) == 7)
        #expect(layout.contentOffset(focusing: IndexPath(item: 5), from: Point(x: 0, y: 100)) == Point(x: 0, y: 600))
        // Item 11 is one step back from item 0: y = 0, not 1200.
        #expect(layout.contentOffset(focusing: IndexPath(item: 11), from: Point(x: 0, y: 100)) == Point(x: 0, y: 0))
        #expect(layout.contentOffset(focusing: IndexPath(item: 12), from: .zero) == nil)
        var rng = SeededRandom(seed: 0x5196)
        for _ in 0..<200 {
            let y = rng.double(in: -3000...5000)
            // The current item is the one nearest the start angle.
            let i = try #require(index(y))
            let best = (0..<12).max { layout.depth(atAngle: layout.angle(ofItem: $0, offsetY: y))
                < layout.depth(atAngle: layout.angle(ofItem: $1, offsetY: y)) }!
            #expect(close(layout.depth(atAngle: layout.angle(ofItem: i, offsetY: y)),
                          layout.depth(atAngle: layout.angle(ofItem: best, offsetY: y))))
            // At a rest offset an item is exactly at the start angle.
            let rest = target(y).y
            let j = try #require(index(rest))
            #expect(close(layout.depth(atAngle: layout.angle(ofItem: j, offsetY: rest)), 1))
            let k = rng.int(in: 0...11)
            let focus = try #require(layout.contentOffset(focusing: IndexPath(item: k), from: Point(x: 0, y: y)))
            #expect(index(focus.y) == k)
            #expect(abs(focus.y - y) <= 600)
        }
    }

    @Test(arguments: [100.0, 161.5, 999])
    func wrappingIsSeamless(offsetY: Double) throws {
        let layout = try prepared(RingLayout.self, ["scaleByDepth=true"], viewport: viewport, itemCount: 12)
        for shifted in [offsetY - 1200, offsetY + 1200] {
            let here = Point(x: 0, y: offsetY), there = Point(x: 0, y: shifted)
            #expect(layout.currentIndex(at: here) == layout.currentIndex(at: there))
            for i in 0..<12 {
                let a = layout.attributesForItem(at: IndexPath(item: i), offset: here)!
                let b = layout.attributesForItem(at: IndexPath(item: i), offset: there)!
                #expect(close(a.center - here, b.center - there))
                #expect(close(a.transform.a, b.transform.a) && abs(a.zIndex - b.zIndex) <= 1)
            }
        }
    }

    @Test func fewItems() throws {
        let empty = try prepared(RingLayout.self, viewport: viewport, itemCount: 0)
        #expect(empty.contentSize == Size(width: 800, height: 0))
        #expect(empty.wrapping == nil && empty.currentIndex(at: .zero) == nil && empty.initialContentOffset == .zero)
        #expect(empty.elements(in: Rect(origin: .zero, size: viewport), offset: .zero).isEmpty)
        #expect(empty.targetContentOffset(forProposed: Point(x: 0, y: 70), velocity: .zero, current: .zero) == .zero)

        let one = try prepared(RingLayout.self, viewport: viewport, itemCount: 1)
        #expect(one.contentSize.height == 200 + 600)
        #expect(one.wrapping == Wrapping(axis: .vertical, lower: 50, upper: 200, period: 100))
        // A full turn per step: at y = 150 the item is at the bottom.
        let a = try #require(one.attributesForItem(at: IndexPath(item: 0), offset: Point(x: 0, y: 150)))
        #expect(close(a.center, Point(x: 400, y: 150 + 300 + 244)))
        #expect(one.currentIndex(at: Point(x: 0, y: 150)) == 0)
        let visible = one.elements(in: Rect(origin: Point(x: 0, y: 150), size: viewport), offset: Point(x: 0, y: 150))
        #expect(visible.map(\.indexPath.item) == [0])
    }

    @Test func randomRectQueriesEqualBruteForce() throws {
        var rng = SeededRandom(seed: 0x41276)
        for _ in 0..<300 {
            let n = rng.int(in: 0...150)
            let vp = Size(width: rng.double(in: 1...1500), height: rng.double(in: 1...1200))
            var assignments = ["itemWidth=\(rng.double(in: 1...300))", "itemHeight=\(rng.double(in: 1...300))",
                               "startAngle=\(rng.double(in: -360...360))", "stepLength=\(rng.double(in: 1...400))",
                               "scaleByDepth=\(rng.int(in: 0...1) == 1)", "minimumScale=\(rng.double(in: 0.05...1))"]
            if rng.int(in: 0...2) == 0 { assignments.append("radius=\(rng.double(in: 0...900))") }
            let layout = try prepared(RingLayout.self, assignments, viewport: vp, itemCount: n)
            #expect(layout.radius.isFinite && layout.radius >= 0 && layout.contentSize.isFinite)
            let offset = Point(x: rng.double(in: -50...50), y: rng.double(in: -3000...3000))
            let all = (0..<n).compactMap { layout.attributesForItem(at: IndexPath(item: $0), offset: offset) }
            #expect(all.allSatisfy { $0.isFinite })
            for _ in 0..<4 {
                let c = layout.ringCenter(offset: offset)
                let rect = Rect(x: c.x + rng.double(in: -1200...1200), y: c.y + rng.double(in: -1200...1200),
                                width: rng.double(in: 0...900), height: rng.double(in: 0...900))
                expectQueryMatchesBruteForce(layout, all: all, rect: rect, offset: offset)
            }
            expectQueryMatchesBruteForce(layout, all: all, rect: Rect(origin: offset, size: vp), offset: offset)
        }
    }

    @Test func tangentAndEdgeRects() throws {
        // Items exactly touching the rect's edges, and a rect tangent to the ring.
        let layout = try prepared(RingLayout.self, ["radius=200", "itemWidth=40", "itemHeight=40"],
                                  viewport: Size(width: 600, height: 600), itemCount: 8)
        let offset = Point(x: 0, y: 100)
        let all = (0..<8).compactMap { layout.attributesForItem(at: IndexPath(item: $0), offset: offset) }
        let c = layout.ringCenter(offset: offset)
        let around = Rect(x: c.x - 50, y: c.y - 210, width: 100, height: 20)    // across the top item
        let grazing = Rect(x: c.x - 50, y: c.y - 260, width: 100, height: 40)  // ends at its top edge
        let touching = Rect(x: c.x + 220, y: c.y - 10, width: 30, height: 20)  // starts at the right item's edge
        let inner = Rect(x: c.x - 170, y: c.y - 170, width: 340, height: 340)  // inside the ring
        for rect in [around, grazing, touching, inner, Rect(x: c.x - 250, y: c.y - 250, width: 500, height: 500)] {
            expectQueryMatchesBruteForce(layout, all: all, rect: rect, offset: offset)
        }
        #expect(layout.elements(in: around, offset: offset).map(\.indexPath.item) == [0])
        #expect(layout.elements(in: grazing, offset: offset).isEmpty)
        #expect(layout.elements(in: touching, offset: offset).isEmpty)
        // The diagonal items' frames reach 200·cos 45° − 20 ≈ 121.4 < 170 from the centre; the
        // axis items' reach 180 > 170, so they miss the inner square.
        #expect(layout.elements(in: inner, offset: offset).map(\.indexPath.item).sorted() == [1, 3, 5, 7])
    }

    @Test func aMillionItemsQueryOnlyWhatIsInTheRect() throws {
        let layout = try prepared(RingLayout.self, ["radius=100000", "itemWidth=10", "itemHeight=10"],
                                  viewport: viewport, itemCount: 1_000_000)
        let offset = Point(x: 0, y: 100 + 250_000.25 * 100)
        let c = layout.ringCenter(offset: offset)
        // A box around the top of the ring: items within ±50 points of it.
        let rect = Rect(x: c.x - 50, y: c.y - 100_000 - 20, width: 100, height: 40)
        let items = layout.elements(in: rect, offset: offset)
        // Neighbouring items are 2π·100000/10⁶ ≈ 0.628 apart along the ring.
        let spacing = 2 * Double.pi * 100_000 / 1_000_000
        #expect(items.count >= Int(110 / spacing) - 2 && items.count <= Int(110 / spacing) + 2)
        #expect(items.allSatisfy { $0.frame.intersects(rect) })
        let front = try #require(layout.currentIndex(at: offset))
        #expect(front == 250_000)
        #expect(items.contains { $0.indexPath.item == front })
    }
}

@Suite struct RingVisibleItemsTests {
    @Test func aMillionItemsPlaceOnlyTheCappedWindowNearTheTop() throws {
        let layout = try prepared(RingLayout.self, ["maximumVisibleItems=50"], viewport: Size(width: 800, height: 600),
                                  itemCount: 1_000_000)
        for y in [100.0, 100 * 123_456.4, 100 * 999_999.0] {
            let offset = Point(x: 0, y: y)
            let placed = layout.elements(in: Rect(origin: offset, size: Size(width: 800, height: 600)), offset: offset)
            #expect(placed.count == 50)
            let front = try #require(layout.currentIndex(at: offset))
            #expect(placed.contains { $0.indexPath.item == front })
            // attributesForItem agrees with the query about what is placed.
            for a in placed { #expect(layout.attributesForItem(at: a.indexPath, offset: offset) == a) }
            #expect(layout.attributesForItem(at: IndexPath(item: (front + 500_000) % 1_000_000), offset: offset) == nil)
        }
    }

    @Test func belowTheCapEveryItemIsPlaced() throws {
        let layout = try prepared(RingLayout.self, viewport: Size(width: 800, height: 600), itemCount: 12)
        let offset = layout.initialContentOffset
        #expect(layout.elements(in: Rect(origin: offset, size: Size(width: 800, height: 600)), offset: offset).count == 12)
        #expect(layout.maximumVisibleItems == 200)
    }
}
