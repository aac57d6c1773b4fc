import CollectionLayout
import Foundation
import Testing

/// Flutter's `MatrixUtils.createCylindricalProjectionTransform` and
/// `RenderListWheelViewport._centerOriginTransform`, ported literally with
/// column vectors (`Matrix4`, `p' = M·p`), as the oracle for the drum.
private enum FlutterWheel {
    typealias Matrix4 = [[Double]]  // rows of a column-vector matrix

    static func identity() -> Matrix4 { [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]] }

    static func multiply(_ a: Matrix4, _ b: Matrix4) -> Matrix4 {
        (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
    }

    static func rotationX(_ angle: Double) -> Matrix4 {
        let c = cos(angle), s = sin(angle)
        return [[1, 0, 0, 0], [0, c, -s, 0], [0, s, c, 0], [0, 0, 0, 1]]
    }

    static func translation(_ x: Double, _ y: Double, _ z: Double) -> Matrix4 {
        [[1, 0, 0, x], [0, 1, 0, y], [0, 0, 1, z], [0, 0, 0, 1]]
    }

    /// `createCylindricalProjectionTransform(radius:angle:perspective:)`.
    static func cylindrical(radius: Double, angle: Double, perspective: Double) -> Matrix4 {
        var result = identity()
        result[3][2] = -perspective
        result[2][3] = -radius
        result[3][3] = perspective * radius + 1
        return multiply(result, multiply(rotationX(angle), translation(0, 0, radius)))
    }

    /// Where the viewport-space point `(x, y)` (y down, origin top-left) of a
    /// child painted centred goes: `_centerOriginTransform` about
    /// `(W/2·(1 − 2f), H/2)`, then the perspective divide.
    static func paint(_ p: Point, viewport: Size, offAxisFraction f: Double, transform m: Matrix4) -> Point {
        let origin = Point(x: viewport.width / 2 * (-f * 2 + 1), y: viewport.height / 2)
        let full = multiply(translation(origin.x, origin.y, 0), multiply(m, translation(-origin.x, -origin.y, 0)))
        let v = [p.x, p.y, 0, 1]
        let out = (0..<4).map { i in (0..<4).reduce(0) { $0 + full[i][$1] * v[$1] } }
        return Point(x: out[0] / out[3], y: out[1] / out[3])
    }
}

/// The drum geometry (`geometry=drum`, the default): Flutter's wheel.
@Suite struct WheelDrumTests {
    let viewport = Size(width: 400, height: 600)

    private func drum(_ assignments: [String] = [], count: Int = 10, viewport: Size? = nil) throws -> WheelLayout {
        try prepared(WheelLayout.self, assignments, viewport: viewport ?? self.viewport, itemCount: count)
    }

    private func visible(_ layout: WheelLayout, _ y: Double, viewport: Size? = nil) -> [LayoutAttributes] {
        let offset = Point(x: 0, y: y)
        return layout.elements(in: Rect(origin: offset, size: viewport ?? self.viewport), offset: offset)
    }

    @Test func everyCornerIsWhereFlutterPaintsIt() throws {
        var rng = SeededRandom(seed: 0xD2E3)
        for _ in 0..<200 {
            let vp = Size(width: rng.double(in: 100...1400).rounded(), height: rng.double(in: 100...1000).rounded())
            let h = rng.double(in: 20...200), perspective = rng.double(in: 100...5000)
            let ratio = rng.double(in: 0.5...6), squeeze = rng.double(in: 0.5...3), f = rng.double(in: -1...1)
            let n = rng.int(in: 1...60)
            let layout = try drum(["itemHeight=\(h)", "perspective=\(perspective)", "diameterRatio=\(ratio)",
                                   "squeeze=\(squeeze)", "offAxisFraction=\(f)", "loop=\(rng.int(in: 0...1) == 1)"],
                                  count: n, viewport: vp)
            let y = rng.double(in: 0...layout.contentSize.height)
            for row in visible(layout, y, viewport: vp) {
                let d = layout.drumDistance(ofItem: row.indexPath.item, offsetY: y)
                // The row's centre sits d·h below the viewport's, turned by −d·h/(R·squeeze).
                let angle = -d * h / (ratio * vp.height / 2 * squeeze)
                let m = FlutterWheel.cylindrical(radius: ratio * vp.height / 2, angle: angle, perspective: 1 / perspective)
                for corner in [Point(x: -130, y: -h / 2), Point(x: 130, y: -h / 2), Point(x: 130, y: h / 2),
                               Point(x: -130, y: h / 2)] {
                    let flutter = FlutterWheel.paint(Point(x: vp.width / 2 + corner.x, y: vp.height / 2 + corner.y),
                                                     viewport: vp, offAxisFraction: f, transform: m)
                    let ours = try #require(row.map(corner))
                    #expect(close(ours.x, flutter.x, 1e-6) && close(ours.y - y, flutter.y, 1e-6),
                            "row \(row.indexPath.item): \(ours) vs \(flutter)")
                }
            }
        }
    }

    @Test func rowZeroIsInTheMiddleAtStartAndRowsGrowDownward() throws {
        let layout = try drum()
        let start = layout.initialContentOffset
        #expect(layout.currentIndex(at: start) == 0)
        let rows = visible(layout, start.y).sorted { $0.screenQuad()!.boundingBox.midY < $1.screenQuad()!.boundingBox.midY }
        let middle = try #require(rows.firstIndex { $0.indexPath.item == 0 })
        #expect(rows[middle + 1].indexPath.item == 1 && rows[middle + 2].indexPath.item == 2)
        #expect(rows[middle - 1].indexPath.item == 9, "looping: the last row is above the first")
    }

    @Test func theDrumFollowsThePointerOneToOne() throws {
        // Without squeeze (1): the middle row moves with the pointer.
        let layout = try drum(["squeeze=1"])
        let y = layout.initialContentOffset.y
        let centreY = { (offsetY: Double) -> Double in
            let row = layout.attributesForItem(at: IndexPath(item: 0), offset: Point(x: 0, y: offsetY))!
            return row.map(.zero)!.y - offsetY  // in the viewport
        }
        // Scrolling by ε moves the middle row by ε on screen (in the opposite sense).
        let e = 1e-4
        #expect(close((centreY(y + e) - centreY(y - e)) / (2 * e), -1, 1e-6))
        // One row of scrolling brings the next row to the middle.
        #expect(layout.currentIndex(at: Point(x: 0, y: y + 100)) == 1)
        // Squeezed (the default 1.45, as Flutter's), rows are drawn closer than
        // they scroll: the middle row moves 1/squeeze of the pointer's way.
        let squeezed = try drum()
        let row = { (offsetY: Double) in
            squeezed.attributesForItem(at: IndexPath(item: 0), offset: Point(x: 0, y: offsetY))!.map(.zero)!.y - offsetY
        }
        #expect(close((row(y + e) - row(y - e)) / (2 * e), -1 / 1.45, 1e-6))
        #expect(squeezed.currentIndex(at: Point(x: 0, y: y + 100)) == 1)
    }

    @Test func theMiddleRowIsDrawnAtItsSizeOrMagnified() throws {
        for (assignments, factor) in [([String](), 1.0), (["useMagnifier=true", "magnification=1.5"], 1.5)] {
            let layout = try drum(assignments)
            let y = layout.initialContentOffset.y
            let row = try #require(layout.attributesForItem(at: IndexPath(item: 0), offset: Point(x: 0, y: y)))
            let box = try #require(row.screenQuad()).boundingBox
            #expect(close(box.height, 100 * factor, 1e-9) && close(box.width, 260 * factor, 1e-9))
            #expect(close(box.midY - y, 300, 1e-9))
        }
    }

    @Test func offCentreRowsFadeToTheirOpacity() throws {
        let layout = try drum(["overAndUnderCenterOpacity=0.4"])
        let y = layout.initialContentOffset.y
        let alpha = { (i: Int) in layout.attributesForItem(at: IndexPath(item: i), offset: Point(x: 0, y: y))!.alpha }
        #expect(alpha(0) == 1 && close(alpha(1), 0.4) && close(alpha(2), 0.4))
        #expect(close(layout.attributesForItem(at: IndexPath(item: 1), offset: Point(x: 0, y: y + 50))!.alpha, 0.7))
    }

    @Test(arguments: [1, 2, 3, 7, 57, 100, 1000, 200_000, 1_000_000])
    func anyRowCountShowsAFewRowsInFrontOfTheEye(count: Int) throws {
        var rng = SeededRandom(seed: UInt64(count))
        for loop in [true, false] {
            // A drum whose rim leaves the view before its rows turn away from
            // the eye: the curved default (diameter 1.07) shows, as Flutter
            // does, rows past about 75° edge on and from behind at the rim.
            let layout = try drum(["loop=\(loop)", "diameterRatio=2", "squeeze=1"], count: count)
            for _ in 0..<40 {
                // Anywhere the content can rest between its first and last row.
                let y = rng.double(in: 0...max(0, layout.contentSize.height - viewport.height))
                let rows = visible(layout, y)
                #expect(!rows.isEmpty)
                // About two viewports' worth of rows at the most, each once.
                #expect(rows.count <= 2 * 600 / 100 + 3)
                #expect(Set(rows.map(\.indexPath)).count == rows.count)
                for row in rows {
                    #expect(row.isFinite && !row.isHidden)
                    let quad = try #require(row.screenQuad(), "no corner behind the eye")
                    #expect(quad.boundingBox.height <= 100 + 1e-9, "no row is magnified")
                    #expect(quad.signedArea > 0, "rows show their front")
                }
                // Rows go down the screen in index order (mod n) from the middle one.
                let sorted = rows.sorted { $0.map(.zero)!.y < $1.map(.zero)!.y }
                for (a, b) in zip(sorted, sorted.dropFirst()) {
                    #expect(positiveModulo(b.indexPath.item - a.indexPath.item, count) == 1 % count || count == 1)
                }
            }
        }
    }

    @Test func queriesMatchAFilterOverEveryRow() throws {
        var rng = SeededRandom(seed: 0x0B5E)
        for _ in 0..<200 {
            let n = rng.int(in: 0...30)
            let layout = try drum(["itemHeight=\(rng.double(in: 10...250))", "diameterRatio=\(rng.double(in: 0.3...5))",
                                   "squeeze=\(rng.double(in: 0.3...3))", "loop=\(rng.int(in: 0...1) == 1)"], count: n)
            let y = rng.double(in: -100...layout.contentSize.height + 100)
            let offset = Point(x: 0, y: y)
            let rect = Rect(x: rng.double(in: -50...300), y: y + rng.double(in: -50...500),
                            width: rng.double(in: 1...400), height: rng.double(in: 1...400))
            let expected = (0..<n).compactMap { layout.attributesForItem(at: IndexPath(item: $0), offset: offset) }
                .filter { !$0.isHidden && ($0.screenQuad()?.boundingBox.intersects(rect) ?? false) }
            let got = layout.elements(in: rect, offset: offset)
            #expect(Set(got.map(\.indexPath)) == Set(expected.map(\.indexPath)), "n \(n) y \(y)")
            let byItem = Dictionary(uniqueKeysWithValues: expected.map { ($0.indexPath, $0) })
            for a in got { #expect(a == byItem[a.indexPath]) }
        }
    }

    @Test func theLoopIsSeamlessAndFocusingLandsOnTheRow() throws {
        let layout = try drum(count: 1_000_000)
        let period = 1_000_000.0 * 100
        for y in [150.0, 12_345.6, 99_999_950.0] {
            let a = visible(layout, y).map(\.indexPath), b = visible(layout, y + period).map(\.indexPath)
            #expect(a == b)
        }
        for item in [0, 1, 999_999, 123_456] {
            let offset = try #require(layout.contentOffset(focusing: IndexPath(item: item), from: Point(x: 0, y: 100)))
            #expect(layout.currentIndex(at: offset) == item)
            let row = try #require(layout.attributesForItem(at: IndexPath(item: item), offset: offset))
            #expect(close(row.map(.zero)!.y - offset.y, 300, 1e-6), "the focused row is in the middle")
        }
        let flat = try drum(["loop=false"], count: 5)
        #expect(flat.contentOffset(focusing: IndexPath(item: 3), from: .zero) == Point(x: 0, y: 300))
        #expect(flat.targetContentOffset(forProposed: Point(x: 0, y: 1e6), velocity: .zero, current: .zero).y == 400)
    }
}

private func positiveModulo(_ a: Int, _ n: Int) -> Int {
    let r = a % n
    return r < 0 ? r + n : r
}
