import CollectionLayout
import Foundation
import Testing

/// A random carousel configuration: the layout's assignments and the same
/// configuration as an iCarousel (`ICarouselOracle`), before `prepare`.
struct CarouselCase: CustomStringConvertible {
    var type: CarouselLayout.CarouselType
    var assignments: [String]
    var viewport: Size
    var itemCount: Int
    var oracleOptions: [ICarouselOracle.iCarouselOption: Double]
    var vertical: Bool
    var itemSize: Size
    var perspective: Double
    var viewpoint: (Double, Double)

    var description: String { "\(type) n=\(itemCount) viewport=\(viewport) \(assignments.joined(separator: " "))" }

    /// A random case of `type`; each option is set with probability ⅓.
    static func random(_ type: CarouselLayout.CarouselType, _ rng: inout SeededRandom) -> CarouselCase {
        var c = CarouselCase(
            type: type, assignments: ["type=\(type.rawValue)"],
            viewport: Size(width: rng.double(in: 200...1200).rounded(), height: rng.double(in: 200...900).rounded()),
            itemCount: rng.int(in: 1...40), oracleOptions: [:], vertical: rng.int(in: 0...3) == 0,
            itemSize: Size(width: rng.double(in: 40...400).rounded(), height: rng.double(in: 40...400).rounded()),
            perspective: 500, viewpoint: (0, 0))
        c.assignments += ["itemWidth=\(formatted(c.itemSize.width))", "itemHeight=\(formatted(c.itemSize.height))",
                          "vertical=\(c.vertical)"]
        func maybe() -> Bool { rng.int(in: 0...2) == 0 }
        if maybe() { c.perspective = rng.double(in: 200...2000).rounded(); c.assignments.append("perspective=\(formatted(c.perspective))") }
        if maybe() {
            c.viewpoint = (rng.double(in: -100...100).rounded(), rng.double(in: -100...100).rounded())
            c.assignments.append("viewpointOffset=\(formatted(c.viewpoint.0)),\(formatted(c.viewpoint.1))")
        }
        func number(_ key: String, _ option: ICarouselOracle.iCarouselOption, _ range: ClosedRange<Double>) {
            guard maybe() else { return }
            let v = (rng.double(in: range) * 100).rounded() / 100
            c.assignments.append("\(key)=\(formatted(v))")
            c.oracleOptions[option] = v
        }
        func integer(_ key: String, _ option: ICarouselOracle.iCarouselOption, _ range: ClosedRange<Int>) {
            guard maybe() else { return }
            let v = rng.int(in: range)
            c.assignments.append("\(key)=\(v)")
            c.oracleOptions[option] = Double(v)
        }
        func bool(_ key: String, _ option: ICarouselOracle.iCarouselOption) {
            guard maybe() else { return }
            let v = rng.int(in: 0...1) == 1
            c.assignments.append("\(key)=\(v)")
            c.oracleOptions[option] = v ? 1 : 0
        }
        bool("wrap", .wrap)
        number("spacing", .spacing, 0.1...2)
        number("arc", .arc, 0.5...6.28)
        number("radius", .radius, -600...600)
        if rng.int(in: 0...5) == 0 { number("angle", .angle, -3...3) }
        number("tilt", .tilt, -1.5...1.5)
        integer("count", .count, 1...40)
        number("fadeMin", .fadeMin, -4...0)
        number("fadeMax", .fadeMax, 0...4)
        number("fadeRange", .fadeRange, 0.1...3)
        number("fadeMinAlpha", .fadeMinAlpha, 0...1)
        bool("showBackfaces", .showBackfaces)
        integer("visibleItems", .visibleItems, 0...40)
        return c
    }

    static func formatted(_ v: Double) -> String { "\(v)" }

    func layout() throws -> CarouselLayout {
        try prepared(CarouselLayout.self, assignments, viewport: viewport, itemCount: itemCount)
    }

    /// The oracle at scroll position `s` (iCarousel's `scrollOffset`, which
    /// it keeps in `0..<n` when wrapping).
    func oracle(scrollPosition s: Double) -> ICarouselOracle {
        let o = ICarouselOracle()
        o._type = ICarouselOracle.iCarouselType(rawValue: type.rawValue)!
        o._perspective = -1.0 / perspective
        o._viewpointOffset = (viewpoint.0, viewpoint.1)
        o._vertical = vertical
        o._itemWidth = vertical ? itemSize.height : itemSize.width
        o._numberOfItems = itemCount
        o.bounds = (viewport.width, viewport.height)
        o.options = oracleOptions
        o.layOutItemViews()
        o._scrollOffset = o._wrapEnabled ? o.clampedOffset(s) : s
        return o
    }

    /// The content offset of scroll position `s`.
    func contentOffset(_ s: Double) -> Point {
        vertical ? Point(x: 0, y: s * itemSize.height) : Point(x: s * itemSize.width, y: 0)
    }
}

/// Whether two matrices agree entry by entry (NaN agreeing with NaN).
func close(_ t: Transform3D, _ u: CATransform3D, _ tolerance: Double = 1e-9) -> Bool {
    zip(t.values, u.values).allSatisfy { a, b in (a.isNaN && b.isNaN) || a == b || close(a, b, tolerance) }
}

@Suite struct CarouselLayoutTests {
    static let builtInTypes = CarouselLayout.CarouselType.allCases.filter { $0 != .custom }

    /// Every item's transform, alpha and visibility, and the loaded items
    /// and their depth order, against iCarousel's code at random offsets.
    @Test(arguments: builtInTypes)
    func matchesICarousel(_ type: CarouselLayout.CarouselType) throws {
        var rng = SeededRandom(seed: 0xCA_0100 + UInt64(Self.builtInTypes.firstIndex(of: type)!))
        var compared = 0
        for _ in 0..<60 {
            let c = CarouselCase.random(type, &rng)
            let layout = try c.layout()
            for _ in 0..<5 {
                let s = rng.int(in: 0...3) == 0 ? Double(rng.int(in: -1...c.itemCount)) : rng.double(in: -1.5...(Double(c.itemCount) + 0.5))
                let offset = c.contentOffset(s)
                let oracle = c.oracle(scrollPosition: s)
                for i in 0..<c.itemCount {
                    let a = try #require(layout.attributesForItem(at: IndexPath(item: i), offset: offset))
                    let o = oracle.offsetForItemAtIndex(i)
                    let t = oracle.transformForItemViewWithOffset(o)
                    #expect(close(a.transform3D, t), "\(c) s=\(s) item \(i): \(a.transform3D) vs \(t.values)")
                    let alpha = oracle.alphaForItemWithOffset(o)
                    let finite = t.values.allSatisfy(\.isFinite) && alpha.isFinite
                    if finite { #expect(close(a.alpha, alpha), "\(c) s=\(s) item \(i) alpha") }
                    #expect(a.isHidden == (!finite || oracle.isHidden(t)), "\(c) s=\(s) item \(i) hidden")
                    #expect(a.center == Point(x: offset.x + c.viewport.width / 2, y: offset.y + c.viewport.height / 2))
                    #expect(a.size == c.itemSize)
                    compared += 1
                }
                // The loaded items, and their depth order as iCarousel sorts its views.
                let loaded = oracle.visibleIndices()
                let everything = Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)
                let got = layout.elements(in: everything, offset: offset)
                let placeable = loaded.filter { i in
                    let a = layout.attributesForItem(at: IndexPath(item: i), offset: offset)!
                    return a.alpha > 0 && a.screenQuad() != nil
                }
                #expect(Set(got.map(\.indexPath.item)) == Set(placeable), "\(c) s=\(s) loaded")
                let current = oracle.transformForItemViewWithOffset(oracle.offsetForItemAtIndex(oracle.currentItemIndex))
                let byZ = got.sorted { $0.zIndex < $1.zIndex }
                for (lower, upper) in zip(byZ, byZ.dropFirst()) {
                    let t1 = oracle.transformForItemViewWithOffset(oracle.offsetForItemAtIndex(upper.indexPath.item))
                    let t2 = oracle.transformForItemViewWithOffset(oracle.offsetForItemAtIndex(lower.indexPath.item))
                    // compareViewDepth, except that differences within rounding are ties either way.
                    #expect(!clearlyBelow(t1, t2, current: current, vertical: c.vertical),
                            "\(c) s=\(s): \(upper.indexPath.item) drawn above \(lower.indexPath.item)")
                }
                #expect(layout.currentIndex(at: offset) == oracle.currentItemIndex, "\(c) s=\(s) current")
            }
        }
        #expect(compared > 1000)
    }

    /// `auto` resolves to iCarousel's defaults for the type, and the panel sees them.
    @Test func autoResolvesToICarouselsDefaults() throws {
        let coverFlow = try prepared(CarouselLayout.self, [], viewport: Size(width: 800, height: 600), itemCount: 50)
        #expect(coverFlow.type == .coverFlow)
        #expect(coverFlow.effectiveValue(forKey: "spacing") == .number(0.25))
        #expect(coverFlow.effectiveValue(forKey: "tilt") == .number(0.9))
        #expect(coverFlow.effectiveValue(forKey: "wrap") == .bool(false))
        #expect(coverFlow.effectiveValue(forKey: "showBackfaces") == .bool(true))
        // ceil(800 / (200 · 0.25)) + 2 = 18.
        #expect(coverFlow.effectiveValue(forKey: "visibleItems") == .integer(18))
        #expect(coverFlow.effectiveValue(forKey: "fadeMax") == .number(1000), "∞ as the range's end")
        #expect(coverFlow.effectiveValue(forKey: "fadeMin") == .number(-1000), "−∞ as the range's start")
        let rotary = try prepared(CarouselLayout.self, ["type=rotary"], viewport: Size(width: 800, height: 600), itemCount: 50)
        #expect(rotary.effectiveValue(forKey: "wrap") == .bool(true))
        // MIN(30, MAX(12, ceil(800/200)·π)) = 12.
        #expect(rotary.effectiveValue(forKey: "count") == .integer(12))
        #expect(rotary.effectiveValue(forKey: "arc") == .number(2 * .pi))
        #expect(rotary.effectiveValue(forKey: "radius") == .number(max(100, 100 / tan(.pi / 12))))
        #expect(rotary.effectiveValue(forKey: "angle") == nil)
        let wheel = try prepared(CarouselLayout.self, ["type=wheel"], viewport: Size(width: 800, height: 600), itemCount: 5)
        #expect(wheel.effectiveValue(forKey: "count") == .integer(5))
        #expect(wheel.effectiveValue(forKey: "angle") == .number(2 * .pi / 5))
        let cylinder = try prepared(CarouselLayout.self, ["type=invertedCylinder"], viewport: Size(width: 800, height: 600), itemCount: 5)
        #expect(cylinder.effectiveValue(forKey: "showBackfaces") == .bool(false))
        let machine = try prepared(CarouselLayout.self, ["type=timeMachine", "wrap=true"], viewport: Size(width: 800, height: 600), itemCount: 5)
        #expect(machine.effectiveValue(forKey: "fadeMax") == .number(0))
        #expect(machine.effectiveValue(forKey: "wrap") == .bool(true), "a set value is itself")
    }

    /// Offsets wrap into −n/2…n/2; the current index, the rest offsets and
    /// focusing follow whole items.
    @Test func scrollPositionAndPaging() throws {
        let w = try prepared(CarouselLayout.self, ["type=rotary", "itemWidth=100"], viewport: Size(width: 800, height: 600), itemCount: 10)
        #expect(w.itemOffset(9, scrollPosition: 0) == -1)
        #expect(w.itemOffset(1, scrollPosition: 9) == 2)
        #expect(w.currentIndex(at: Point(x: -40, y: 0)) == 0)
        #expect(w.currentIndex(at: Point(x: -60, y: 0)) == 9)
        #expect(w.currentIndex(at: Point(x: 1260, y: 0)) == 3)
        #expect(w.targetContentOffset(forProposed: Point(x: 1260, y: 7), velocity: .zero, current: Point(x: 0, y: 7)) == Point(x: 1300, y: 7))
        #expect(w.contentOffset(focusing: IndexPath(item: 9), from: Point(x: 0, y: 0)) == Point(x: -100, y: 0))
        #expect(w.contentOffset(focusing: IndexPath(item: 1), from: Point(x: 2000, y: 0)) == Point(x: 2100, y: 0))
        let wrapping = try #require(w.wrapping)
        #expect(wrapping.period == 1000 && wrapping.wrap(-60) == 940)
        let linear = try prepared(CarouselLayout.self, ["type=linear", "vertical=true", "itemHeight=50"],
                                  viewport: Size(width: 800, height: 600), itemCount: 10)
        #expect(linear.wrapping == nil && linear.scrollAxis == .vertical)
        #expect(linear.contentSize == Size(width: 800, height: 600 + 9 * 50))
        #expect(linear.itemOffset(9, scrollPosition: 0) == 9)
        #expect(linear.currentIndex(at: Point(x: 0, y: 10_000)) == 9)
        #expect(linear.targetContentOffset(forProposed: Point(x: 3, y: -400), velocity: .zero, current: .zero) == Point(x: 0, y: 0))
        #expect(linear.contentOffset(focusing: IndexPath(item: 4), from: .zero) == Point(x: 0, y: 200))
    }

    /// A query returns at most `visibleItems` elements, exactly the loaded
    /// ones whose projected quad meets the rect (checked by an independent
    /// polygon test), at any item count.
    @Test(arguments: [12, 1_000_000])
    func queriesReturnOnlyLoadedItemsMeetingTheRect(_ count: Int) throws {
        var rng = SeededRandom(seed: 0xCA_0002 &+ UInt64(count))
        for type in Self.builtInTypes {
            let layout = try prepared(CarouselLayout.self, ["type=\(type.rawValue)"], viewport: Size(width: 800, height: 600), itemCount: count)
            let visible = try #require(layout.effectiveValue(forKey: "visibleItems"))
            guard case .integer(let k) = visible else { Issue.record("visibleItems"); continue }
            for _ in 0..<20 {
                let offset = Point(x: rng.double(in: 0...(Double(count - 1) * 200)), y: 0)
                let rect = Rect(x: offset.x + rng.double(in: -200...800), y: rng.double(in: -200...600),
                                width: rng.double(in: 1...500), height: rng.double(in: 1...500))
                let started = Date()
                let got = layout.elements(in: rect, offset: offset)
                #expect(Date().timeIntervalSince(started) < 0.25, "\(type) at \(count) items")
                #expect(got.count <= k)
                let s = layout.scrollPosition(at: offset)
                let loaded = layout.loadedItems(scrollPosition: s)
                let expected = loaded.filter { i in
                    guard let a = layout.attributesForItem(at: IndexPath(item: i), offset: offset), a.alpha > 0,
                          let quad = a.screenQuad() else { return false }
                    return polygonsMeet(quad.corners, rectCorners(rect))
                }
                #expect(Set(got.map(\.indexPath.item)) == Set(expected), "\(type) offset \(offset) rect \(rect)")
                for a in got { #expect(abs(layout.itemOffset(a.indexPath.item, scrollPosition: s)) <= Double(k)) }
            }
        }
    }

    /// The layout passes the shared key check and is registered.
    @Test func isRegistered() throws {
        #expect(LayoutRegistry.type(for: "carousel") == CarouselLayout.self)
        #expect(CarouselLayout.CarouselType.coverFlow.title == "Cover Flow")
        let spec = try #require(CarouselLayout.parameterSpecs.first { $0.key == "type" })
        #expect(spec.defaultValue == .choice("coverFlow"))
        #expect(CarouselLayout.CarouselType.allCases.allSatisfy { spec.choiceTitles[$0.rawValue] == $0.title })
    }
}

/// Whether iCarousel's `compareViewDepth` puts `t1` below `t2` by more
/// than rounding: the depths differ, or when they agree the distances along
/// the axis from the current item do.
func clearlyBelow(_ t1: CATransform3D, _ t2: CATransform3D, current t3: CATransform3D, vertical: Bool) -> Bool {
    let z1 = t1.m13 + t1.m23 + t1.m33 + t1.m43, z2 = t2.m13 + t2.m23 + t2.m33 + t2.m43
    if !close(z1, z2, 1e-9) { return z1 < z2 }
    func along(_ t: CATransform3D) -> Double { vertical ? t.m12 + t.m22 + t.m32 + t.m42 : t.m11 + t.m21 + t.m31 + t.m41 }
    let d1 = abs(along(t1) - along(t3)), d2 = abs(along(t2) - along(t3))
    if !close(d1, d2, 1e-9) { return d2 - d1 < 0 }
    return false
}

/// The rect's corners, clockwise on screen.
func rectCorners(_ r: Rect) -> [Point] {
    [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)]
}

/// Whether two convex polygons share a point: a corner of one inside the
/// other, or two edges crossing.
func polygonsMeet(_ p: [Point], _ q: [Point]) -> Bool {
    func inside(_ pt: Point, _ poly: [Point]) -> Bool {
        var positive = false, negative = false
        for i in poly.indices {
            let a = poly[i], b = poly[(i + 1) % poly.count]
            let cross = (b.x - a.x) * (pt.y - a.y) - (b.y - a.y) * (pt.x - a.x)
            if cross > 0 { positive = true } else if cross < 0 { negative = true }
        }
        return !(positive && negative)
    }
    func crosses(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Bool {
        func orient(_ p: Point, _ q: Point, _ r: Point) -> Double { (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x) }
        let o1 = orient(a, b, c), o2 = orient(a, b, d), o3 = orient(c, d, a), o4 = orient(c, d, b)
        return (o1 * o2 <= 0) && (o3 * o4 <= 0)
    }
    if p.contains(where: { inside($0, q) }) || q.contains(where: { inside($0, p) }) { return true }
    for i in p.indices {
        for j in q.indices where crosses(p[i], p[(i + 1) % p.count], q[j], q[(j + 1) % q.count]) { return true }
    }
    return false
}
