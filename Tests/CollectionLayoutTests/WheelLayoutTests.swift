import CollectionLayout
import Foundation
import Testing

/// A 4×4 matrix as Core Animation stores it, rows `m1…m4`.
private typealias Matrix = [[Double]]

private let identity4: Matrix = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]

private func multiply(_ a: Matrix, _ b: Matrix) -> Matrix {
    (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
}

/// `CATransform3DRotate(t, angle, 1, 0, 0)`: the rotation applied first, `R·t`.
private func caRotateX(_ t: Matrix, _ angle: Double) -> Matrix {
    let c = cos(angle), s = sin(angle)
    return multiply([[1, 0, 0, 0], [0, c, s, 0], [0, -s, c, 0], [0, 0, 0, 1]], t)
}

/// `CATransform3DTranslate(t, tx, ty, tz)`: the translation applied first, `T·t`.
private func caTranslate(_ t: Matrix, _ tx: Double, _ ty: Double, _ tz: Double) -> Matrix {
    multiply([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [tx, ty, tz, 1]], t)
}

/// The seed's final `layoutAttributesForItemAtIndexPath:` (002, with the
/// loop), ported literally: size 260×100, centre in the middle of the
/// bounds plus the offset, and its transform.
private func seedWheel(row: Int, count: Int, bounds: Size, offsetY: Double) -> (center: Point, size: Size, m: Matrix) {
    var trans3D = identity4
    trans3D[2][3] = -1 / 900.0
    let radius = 50 / tan(Double.pi * 2 / Double(count) / 2)
    let angleOffset = offsetY / bounds.height
    let angle = (Double(row) + angleOffset - 1) / Double(count) * Double.pi * 2
    trans3D = caRotateX(trans3D, angle)
    trans3D = caTranslate(trans3D, 0, 0, radius)
    return (Point(x: bounds.width / 2, y: bounds.height / 2 + offsetY), Size(width: 260, height: 100), trans3D)
}

private func close(_ t: Transform3D, _ m: Matrix, _ tolerance: Double = 1e-9) -> Bool {
    zip(t.values, m.flatMap { $0 }).allSatisfy { close($0, $1, tolerance) }
}

private func close(_ a: Transform3D, _ b: Transform3D, _ tolerance: Double = 1e-9) -> Bool {
    zip(a.values, b.values).allSatisfy { close($0, $1, tolerance) }
}

/// The seed geometry (`geometry=seed`), against the seed itself.
@Suite struct WheelLayoutTests {
    /// The seed's collection view.
    let seedBounds = Size(width: 320, height: 400)

    @Test(arguments: [400.0, 437.5, 1234.25, 2800, 4399])
    func attributesMatchTheSeed(offsetY: Double) throws {
        let layout = try prepared(WheelLayout.self, ["geometry=seed", "geometry=seed"], viewport: seedBounds, itemCount: 10)
        let offset = Point(x: 0, y: offsetY)
        for row in 0..<10 {
            let a = try #require(layout.attributesForItem(at: IndexPath(item: row), offset: offset))
            let seed = seedWheel(row: row, count: 10, bounds: seedBounds, offsetY: offsetY)
            #expect(close(a.center, seed.center))
            #expect(a.size == seed.size)
            #expect(close(a.transform3D, seed.m), "row \(row): \(a.transform3D)")
            #expect(a.transform == .identity && a.alpha == 1)
        }
    }

    @Test func transformIsTheSpecProductAndTheBuilderChain() throws {
        let layout = try prepared(WheelLayout.self, ["geometry=seed", "perspective=700"], viewport: seedBounds, itemCount: 7)
        let r = 50 / tan(Double.pi / 7)
        #expect(close(layout.radius, r))
        for a in [0.0, 0.3, -1.2, 2.9, 4.4] {
            // T(0,0,r)·Rx(a)·P with the seed geometry's rows (docs/REFERENCE.md).
            var p = identity4
            p[2][3] = -1 / 700
            var t = identity4
            t[3][2] = r
            let c = cos(a), s = sin(a)
            let rx: Matrix = [[1, 0, 0, 0], [0, c, s, 0], [0, -s, c, 0], [0, 0, 0, 1]]
            #expect(close(layout.transform3D(angle: a), multiply(multiply(t, rx), p)))
            // The same through the prepending builders.
            let built = Transform3D.perspective(eyeDistance: 700).rotated(by: a, x: 1, y: 0, z: 0)
                .translated(x: 0, y: 0, z: r)
            #expect(close(layout.transform3D(angle: a), built))
        }
    }

    @Test func defaultsAndLoopingGeometry() throws {
        let layout = try prepared(WheelLayout.self, ["geometry=seed", "geometry=seed"], viewport: seedBounds, itemCount: 10)
        #expect(layout.itemSize == Size(width: 260, height: 100))
        #expect(layout.perspective == 900 && layout.loops && !layout.showsBackFaces && layout.rowPitch == .viewport)
        #expect(layout.scrollAxis == .vertical && layout.isPaging)
        #expect(layout.pitch == 400)
        #expect(layout.contentSize == Size(width: 320, height: 400 * 12))
        #expect(layout.initialContentOffset == Point(x: 0, y: 400))
        #expect(layout.wrapping == Wrapping(axis: .vertical, lower: 200, upper: 4400, period: 4000))
        #expect(layout.wrapping?.wrap(150) == 4150)
        #expect(layout.wrapping?.wrap(4450) == 450)
        #expect(layout.maximumContentOffset(viewport: seedBounds).y == 4400)
    }

    @Test func withoutLoopTheContentIsNRowsAndTheAngleHasNoShift() throws {
        let layout = try prepared(WheelLayout.self, ["geometry=seed", "loop=false"], viewport: seedBounds, itemCount: 10)
        #expect(layout.contentSize == Size(width: 320, height: 4000))
        #expect(layout.initialContentOffset == .zero)
        #expect(layout.wrapping == nil)
        #expect(close(layout.angle(ofItem: 3, offsetY: 500), 2 * Double.pi * (3 + 1.25) / 10))
        #expect(layout.currentIndex(at: .zero) == 0)
        #expect(layout.currentIndex(at: Point(x: 0, y: 400)) == 9)
        #expect(layout.currentIndex(at: Point(x: 0, y: 3600)) == 1)
        // The last rest offset (n−1)·P is reachable.
        #expect(layout.maximumContentOffset(viewport: seedBounds).y == 3600)
    }

    @Test func rowPitchMode() throws {
        let layout = try prepared(WheelLayout.self, ["geometry=seed", "rowPitch=row"], viewport: seedBounds, itemCount: 10)
        #expect(layout.pitch == 100)
        // P·(n+1) + H: the offset reaches the wrap point (n+1)·P = 1100.
        #expect(layout.contentSize == Size(width: 320, height: 1500))
        #expect(layout.maximumContentOffset(viewport: seedBounds).y == 1100)
        #expect(layout.initialContentOffset == Point(x: 0, y: 100))
        #expect(layout.wrapping == Wrapping(axis: .vertical, lower: 50, upper: 1100, period: 1000))
        #expect(close(layout.angle(ofItem: 2, offsetY: 175), 2 * Double.pi * (2 + 1.75 - 1) / 10))
        #expect(layout.currentIndex(at: Point(x: 0, y: 300)) == 8)
        let flat = try prepared(WheelLayout.self, ["geometry=seed", "rowPitch=row", "loop=false"], viewport: seedBounds, itemCount: 10)
        #expect(flat.contentSize.height == 1300)
        #expect(flat.maximumContentOffset(viewport: seedBounds).y == 900)
    }

    @Test func frontRowProjectsToACentredMagnifiedRectangle() throws {
        let layout = try prepared(WheelLayout.self, ["geometry=seed", "geometry=seed"], viewport: seedBounds, itemCount: 10)
        let offset = layout.initialContentOffset
        #expect(layout.currentIndex(at: offset) == 0)
        let front = try #require(layout.attributesForItem(at: IndexPath(item: 0), offset: offset))
        #expect(front.zIndex == 1000 && !front.isHidden)
        // At a = 0 the row sits at z = r, nearer than the screen plane, so it
        // shows magnified by d/(d − r).
        let r = 50 / tan(Double.pi / 10)
        let k = 900 / (900 - r)
        let quad = try #require(front.screenQuad())
        let mid = Point(x: 160, y: 400 + 200)
        let expected = [Point(x: -130, y: -50), Point(x: 130, y: -50), Point(x: 130, y: 50), Point(x: -130, y: 50)]
            .map { mid + $0 * k }
        for (got, want) in zip(quad.corners, expected) { #expect(close(got, want), "\(got) ≠ \(want)") }
        #expect(close(quad.boundingBox.width, 260 * k) && close(quad.boundingBox.height, 100 * k))
        // Row 1 (a = 36°) sits above it, row 9 (a = −36°) below.
        let a1 = 2 * Double.pi / 10
        let above = try #require(layout.attributesForItem(at: IndexPath(item: 1), offset: offset)?.map(.zero))
        #expect(close(above.y, mid.y - r * sin(a1) / (1 - r * cos(a1) / 900)))
        let below = try #require(layout.attributesForItem(at: IndexPath(item: 9), offset: offset)?.map(.zero))
        #expect(close(below.y, mid.y + r * sin(a1) / (1 - r * cos(a1) / 900)))
    }

    @Test func backFacesAreHiddenUnlessShown() throws {
        let layout = try prepared(WheelLayout.self, ["geometry=seed", "geometry=seed"], viewport: seedBounds, itemCount: 10)
        let offset = Point(x: 0, y: 437.5)
        // a_i = 2π(i + 0.09375)/10: rows 3…7 face away.
        let all = (0..<10).compactMap { layout.attributesForItem(at: IndexPath(item: $0), offset: offset) }
        #expect(all.filter(\.isHidden).map(\.indexPath.item) == [3, 4, 5, 6, 7])
        // The projected winding agrees: hidden rows show their back.
        for a in all { #expect(a.isHidden == a.isBackFacing, "row \(a.indexPath.item)") }
        let visible = layout.elements(in: Rect(origin: offset, size: seedBounds), offset: offset)
        #expect(Set(visible.map(\.indexPath.item)) == [0, 1, 2, 8, 9])
        #expect(visible.count == 5)
        // zIndex grows with cos a: row 0 (0.09375 row from the front) on top.
        #expect(visible.max { $0.zIndex < $1.zIndex }?.indexPath.item == 0)
        let z = Dictionary(uniqueKeysWithValues: all.map { ($0.indexPath.item, $0.zIndex) })
        #expect(z[0]! > z[9]! && z[9]! > z[1]! && z[1]! > z[8]! && z[8]! > z[2]!)
        #expect(z[0] == Int((cos(2 * Double.pi * 0.09375 / 10) * 1000).rounded()))

        let shown = try prepared(WheelLayout.self, ["geometry=seed", "showBackFaces=true"], viewport: seedBounds, itemCount: 10)
        let everything = shown.elements(in: Rect(origin: offset, size: seedBounds), offset: offset)
        #expect(everything.map(\.indexPath.item) == Array(0..<10))
        #expect(everything.allSatisfy { !$0.isHidden })
    }

    @Test(arguments: [400.0, 437.5, 1333, 2999.75])
    func wrappingIsSeamless(offsetY: Double) throws {
        for assignments in [[], ["rowPitch=row"]] {
            let layout = try prepared(WheelLayout.self, ["geometry=seed"] + assignments, viewport: seedBounds, itemCount: 10)
            let period = try #require(layout.wrapping?.period)
            for shifted in [offsetY - period, offsetY + period] {
                let here = Point(x: 0, y: offsetY), there = Point(x: 0, y: shifted)
                #expect(layout.currentIndex(at: here) == layout.currentIndex(at: there))
                let a = layout.elements(in: Rect(origin: here, size: seedBounds), offset: here)
                let b = layout.elements(in: Rect(origin: there, size: seedBounds), offset: there)
                #expect(a.map(\.indexPath) == b.map(\.indexPath))
                for (x, y) in zip(a, b) {
                    // The same picture relative to the viewport.
                    #expect(close(x.center - here, y.center - there))
                    #expect(close(x.transform3D, y.transform3D, 1e-9))
                    #expect(x.isHidden == y.isHidden && abs(x.zIndex - y.zIndex) <= 1)
                }
            }
        }
    }

    @Test func currentIndexIsTheRowFacingTheViewer() throws {
        let layout = try prepared(WheelLayout.self, ["geometry=seed", "geometry=seed"], viewport: seedBounds, itemCount: 10)
        let index = { (y: Double) in layout.currentIndex(at: Point(x: 0, y: y)) }
        #expect(index(400) == 0)
        #expect(index(800) == 9)
        #expect(index(0) == 1)
        #expect(index(599) == 0)
        #expect(index(601) == 9)
        #expect(index(4400) == 0)
        #expect(index(-1e12) == Int((1 + 1e12 / 400).truncatingRemainder(dividingBy: 10)))
        // By definition: the row whose angle is nearest a multiple of 2π.
        var rng = SeededRandom(seed: 0x3EE1)
        for _ in 0..<200 {
            let n = rng.int(in: 1...30)
            let loop = rng.int(in: 0...1) == 1
            let wheel = try prepared(WheelLayout.self, ["geometry=seed", "loop=\(loop)"], viewport: seedBounds, itemCount: n)
            let y = rng.double(in: -5000...20000)
            let best = (0..<n).max { cos(wheel.angle(ofItem: $0, offsetY: y)) < cos(wheel.angle(ofItem: $1, offsetY: y)) }
            let got = try #require(wheel.currentIndex(at: Point(x: 0, y: y)))
            #expect(close(cos(wheel.angle(ofItem: got, offsetY: y)), cos(wheel.angle(ofItem: best!, offsetY: y)), 1e-9),
                    "n \(n) loop \(loop) y \(y)")
        }
    }

    @Test func snappingRestsOnAFacingRow() throws {
        let loop = try prepared(WheelLayout.self, ["geometry=seed", "geometry=seed"], viewport: seedBounds, itemCount: 10)
        let target = { (l: WheelLayout, y: Double) in
            l.targetContentOffset(forProposed: Point(x: 0, y: y), velocity: Point(x: 0, y: 2000), current: Point(x: 0, y: 400)).y
        }
        #expect(target(loop, 590) == 400)
        #expect(target(loop, 630) == 800)
        #expect(target(loop, -1000) == -1200)
        #expect(target(loop, 9000) == 9200)
        for y in [590.0, 630, -1000, 9000, 4321] {
            let rest = target(loop, y)
            let i = try #require(loop.currentIndex(at: Point(x: 0, y: rest)))
            #expect(close(cos(loop.angle(ofItem: i, offsetY: rest)), 1))
        }
        let flat = try prepared(WheelLayout.self, ["geometry=seed", "loop=false"], viewport: seedBounds, itemCount: 10)
        #expect(target(flat, -500) == 0)
        #expect(target(flat, 1e6) == 3600)
        #expect(target(flat, 1390) == 1200)
    }

    @Test func focusingAnItem() throws {
        let loop = try prepared(WheelLayout.self, ["geometry=seed", "geometry=seed"], viewport: seedBounds, itemCount: 10)
        let focus = { (l: WheelLayout, i: Int, y: Double) in l.contentOffset(focusing: IndexPath(item: i), from: Point(x: 0, y: y)) }
        #expect(focus(loop, 0, 400) == Point(x: 0, y: 400))
        // Row 3 at (1 − 3 + 10k)·400, nearest to 400: k = 0.
        #expect(focus(loop, 3, 400) == Point(x: 0, y: -800))
        #expect(loop.wrapping?.wrap(-800) == 3200)
        #expect(focus(loop, 3, 2800) == Point(x: 0, y: 3200))
        #expect(focus(loop, 9, 400) == Point(x: 0, y: 800))
        for i in 0..<10 {
            for from in [400.0, 1700, 4100] {
                let y = try #require(focus(loop, i, from)).y
                #expect(loop.currentIndex(at: Point(x: 0, y: y)) == i)
                #expect(abs(y - from) <= 5 * 400)
            }
        }
        #expect(focus(loop, 10, 400) == nil)
        let flat = try prepared(WheelLayout.self, ["geometry=seed", "loop=false"], viewport: seedBounds, itemCount: 10)
        #expect(focus(flat, 0, 1000) == Point(x: 0, y: 0))
        #expect(focus(flat, 3, 0) == Point(x: 0, y: 2800))
        for i in 0..<10 {
            #expect(flat.currentIndex(at: try #require(focus(flat, i, 0))) == i)
        }
    }

    @Test func fewRows() throws {
        let empty = try prepared(WheelLayout.self, ["geometry=seed", "geometry=seed"], viewport: seedBounds, itemCount: 0)
        #expect(empty.contentSize == Size(width: 320, height: 0))
        #expect(empty.elements(in: Rect(origin: .zero, size: seedBounds), offset: .zero).isEmpty)
        #expect(empty.currentIndex(at: .zero) == nil && empty.wrapping == nil && empty.initialContentOffset == .zero)
        #expect(empty.attributesForItem(at: IndexPath(item: 0), offset: .zero) == nil)
        #expect(empty.targetContentOffset(forProposed: Point(x: 0, y: 50), velocity: .zero, current: .zero) == .zero)

        let one = try prepared(WheelLayout.self, ["geometry=seed", "geometry=seed"], viewport: seedBounds, itemCount: 1)
        #expect(one.radius == 0)
        for y in [0.0, 200, 400, 555, 800] {
            let items = one.elements(in: Rect(origin: Point(x: 0, y: y), size: seedBounds), offset: Point(x: 0, y: y))
            #expect(items.allSatisfy { $0.isFinite })
            #expect(one.currentIndex(at: Point(x: 0, y: y)) == 0)
        }
        // At a rest offset the single row faces the viewer, flat: no radius.
        let flat = try #require(one.attributesForItem(at: IndexPath(item: 0), offset: Point(x: 0, y: 400)))
        let quad = try #require(flat.screenQuad())
        #expect(close(quad.boundingBox, Rect(center: Point(x: 160, y: 600), size: Size(width: 260, height: 100))))

        let two = try prepared(WheelLayout.self, ["geometry=seed", "geometry=seed"], viewport: seedBounds, itemCount: 2)
        #expect(two.radius == 0)
        let offset = Point(x: 0, y: 400)
        let shown = two.elements(in: Rect(origin: offset, size: seedBounds), offset: offset)
        #expect(shown.map(\.indexPath.item) == [0])
        let back = try #require(two.attributesForItem(at: IndexPath(item: 1), offset: offset))
        #expect(back.isHidden && back.isFinite)
    }

    @Test func theSeedRefusesRowCountsWhoseWheelReachesTheEye() throws {
        // (h/2)/tan(π/n) < 900 holds up to n = 56 at the defaults.
        #expect(WheelLayout.seedRowLimit(rowHeight: 100, perspective: 900) == 56)
        let fits = try prepared(WheelLayout.self, ["geometry=seed"], viewport: seedBounds, itemCount: 56)
        #expect(fits.limitation(for: LayoutContext(viewport: seedBounds, itemCount: 56)) == nil)
        #expect(fits.radius < 900)
        let offset = Point(x: 0, y: 400)
        #expect(!fits.elements(in: Rect(origin: offset, size: seedBounds), offset: offset).isEmpty)
        let layout = try prepared(WheelLayout.self, ["geometry=seed", "rowPitch=row"],
                                  viewport: seedBounds, itemCount: 1_000_000)
        let problem = try #require(layout.limitation(for: LayoutContext(viewport: seedBounds, itemCount: 1_000_000)))
        #expect(problem.description.contains("at most 56 rows") && problem.description.contains("geometry=drum"))
        // Nothing is placed behind the eye, and nothing is scanned.
        #expect(layout.elements(in: Rect(origin: offset, size: seedBounds), offset: offset).isEmpty)
    }

    @Test func randomSweepIsFiniteAndQueriesEqualBruteForce() throws {
        var rng = SeededRandom(seed: 0x3EE15)
        for _ in 0..<300 {
            let n = rng.int(in: 0...40)
            let vp = Size(width: rng.double(in: 1...1500).rounded(), height: rng.double(in: 1...1200).rounded())
            let layout = try prepared(
                WheelLayout.self,
                ["geometry=seed", "itemWidth=\(rng.double(in: 1...600))", "itemHeight=\(rng.double(in: 1...300))",
                 "perspective=\(rng.double(in: 50...5000))", "loop=\(rng.int(in: 0...1) == 1)",
                 "showBackFaces=\(rng.int(in: 0...1) == 1)", "rowPitch=\(rng.int(in: 0...1) == 1 ? "row" : "viewport")"],
                viewport: vp, itemCount: n)
            #expect(layout.contentSize.isFinite && layout.radius.isFinite && layout.radius >= 0)
            let y = rng.double(in: -2 * layout.contentSize.height...3 * layout.contentSize.height + 1)
            let offset = Point(x: 0, y: y)
            let all = (0..<n).compactMap { layout.attributesForItem(at: IndexPath(item: $0), offset: offset) }
            #expect(all.count == n)
            #expect(all.allSatisfy { $0.isFinite })
            let expected = all.filter { !$0.isHidden }
            let got = layout.elements(in: Rect(origin: offset, size: vp), offset: offset)
            if layout.limitation(for: LayoutContext(viewport: vp, itemCount: n)) != nil {
                #expect(got.isEmpty, "a refused row count places nothing")
                continue
            }
            #expect(Set(got.map(\.indexPath)) == Set(expected.map(\.indexPath)), "n \(n) y \(y)")
            #expect(got.count == expected.count)
            let byItem = Dictionary(uniqueKeysWithValues: expected.map { ($0.indexPath, $0) })
            for a in got { #expect(a == byItem[a.indexPath]) }
            if n > 0 {
                let rest = layout.targetContentOffset(forProposed: offset, velocity: .zero, current: offset)
                #expect(rest.isFinite)
                let i = try #require(layout.currentIndex(at: rest))
                #expect(close(cos(layout.angle(ofItem: i, offsetY: rest.y)), 1, 1e-6))
            }
        }
    }
}
