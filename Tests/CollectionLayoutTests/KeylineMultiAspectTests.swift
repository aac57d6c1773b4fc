import CollectionLayout
import Testing

/// A literal port of Compose's multi-aspect carousel draw info
/// (`MultiAspectCarousel.kt`: `getMaskIntensity`, `getMask`, `getParallax`),
/// in Double, with its clamping `lerp`.
enum ComposeMultiAspect {
    static func lerp(_ outputMin: Double, _ outputMax: Double, _ inputMin: Double, _ inputMax: Double,
                     _ value: Double) -> Double {
        if value <= inputMin { return outputMin }
        if value >= inputMax { return outputMax }
        return outputMin + (outputMax - outputMin) * (value - inputMin) / (inputMax - inputMin)
    }

    static func maskIntensity(_ mainAxisSize: Double, _ crossAxisSize: Double) -> Double {
        let ar = mainAxisSize / crossAxisSize
        if ar > 16 / 9.0 { return 1 / 2.0 }
        if ar < 16 / 9.0 && ar > 1 { return lerp(1 / 3.0, 1 / 2.0, 1, 16 / 9.0, ar) }
        if ar < 1 && ar > 9 / 16.0 { return lerp(1 / 4.0, 1 / 3.0, 9 / 16.0, 1, ar) }
        return 1 / 4.0
    }

    /// (maskStart, maskEnd, parallax) of an item `main` long at `offset`
    /// from the viewport's start, in a viewport `end` long.
    static func drawInfo(offset: Double, main: Double, cross: Double, end: Double) -> (Double, Double, Double) {
        let intensity = maskIntensity(main, cross)
        if offset < 0 {
            let d = -offset
            return (lerp(0, main * (1 - intensity), 0, main, d), main, lerp(0, main * intensity, 0, main, d))
        }
        if offset > end - main {
            let d = -(end - offset - main)
            return (0, lerp(main, main * intensity, 0, main, d), -lerp(0, main * intensity, 0, main, d))
        }
        return (0, main, 0)
    }
}

@Suite struct KeylineMultiAspectTests {
    /// Pictures of assorted aspect ratios: wide, square, tall, panorama.
    static let shapes: [Size] = [Size(width: 400, height: 300), Size(width: 300, height: 300), Size(width: 300, height: 500),
                                 Size(width: 900, height: 300), Size(width: 160, height: 90), Size(width: 90, height: 160)]

    static func layout(_ assignments: [String] = [], viewport: Size = Size(width: 800, height: 300),
                       sizes: [Size], direction: LayoutDirection = .leftToRight) throws -> KeylineLayout {
        let layout = try KeylineLayout(assignments: ["strategy=multiAspect"] + assignments)
        layout.prepare(LayoutContext(viewport: viewport, sections: [sizes.map { ItemMetrics(size: $0) }],
                                     layoutDirection: direction))
        return layout
    }

    @Test func theIntensityFollowsTheAspectRatioWithoutComposesSteps() {
        #expect(MultiAspectIntensity.of(ratio: 2) == 0.5)
        #expect(close(MultiAspectIntensity.of(ratio: 1), 1.0 / 3))
        #expect(MultiAspectIntensity.of(ratio: 0.5) == 0.25)
        // Compose drops to ¼ exactly at its boundaries; here each is the limit of both sides.
        #expect(ComposeMultiAspect.maskIntensity(1, 1) == 0.25)
        for boundary in [9.0 / 16, 1, 16.0 / 9] {
            let value = MultiAspectIntensity.of(ratio: boundary)
            #expect(close(value, MultiAspectIntensity.of(ratio: boundary - 1e-9), 1e-8))
            #expect(close(value, MultiAspectIntensity.of(ratio: boundary + 1e-9), 1e-8))
        }
        var random = SeededRandom(seed: 5)
        for _ in 0..<500 {
            let ratio = random.double(in: 0.1...4)
            #expect(close(MultiAspectIntensity.of(ratio: ratio), ComposeMultiAspect.maskIntensity(ratio, 1), 1e-12), "\(ratio)")
        }
    }

    /// The window each item shows and the lag of its picture are Compose's,
    /// at every offset of a seeded sweep (away from Compose's three exact
    /// aspect ratios, where it steps).
    @Test func windowsAndParallaxEqualComposesDrawInfo() throws {
        var random = SeededRandom(seed: 0x4D41)
        for _ in 0..<60 {
            let cross = random.double(in: 50...600)
            let container = random.double(in: 200...1600)
            let sizes = (0..<random.int(in: 1...20)).map { _ in
                Size(width: random.double(in: 20...900), height: random.double(in: 20...900))
            }
            let spacing = Double(random.int(in: 0...16))
            let layout = try Self.layout(["itemHeight=\(cross)", "spacing=\(spacing)"],
                                         viewport: Size(width: container, height: 700), sizes: sizes)
            for _ in 0..<10 {
                let s = random.double(in: 0...max(layout.travel, 0))
                var edge = 0.0
                for (i, size) in sizes.enumerated() {
                    let main = min(max(cross * size.width / size.height, 1), container)
                    defer { edge += main + spacing }
                    let (maskStart, maskEnd, parallax) = ComposeMultiAspect.drawInfo(offset: edge - s, main: main,
                                                                                    cross: cross, end: container)
                    let a = try #require(layout.attributesForItem(at: IndexPath(item: i), offset: Point(x: s, y: 0)))
                    let m = try #require(a.mask)
                    // The picture lags by the parallax; the window is Compose's mask, in the item's frame.
                    #expect(close(a.frame.minX - s, edge - s + parallax, 1e-9), "item \(i) at \(s)")
                    #expect(close(a.frame.minX + m.minX - s, edge - s + maskStart, 1e-9), "item \(i) at \(s)")
                    #expect(close(a.frame.minX + m.maxX - s, edge - s + maskEnd, 1e-9), "item \(i) at \(s)")
                    #expect(close(a.size.width, main, 1e-9) && a.size.height == cross)
                }
            }
        }
    }

    @Test func itemsKeepTheirDatasAspectRatio() throws {
        let layout = try Self.layout(viewport: Size(width: 1000, height: 300), sizes: Self.shapes)
        for (i, shape) in Self.shapes.enumerated() {
            let a = try #require(layout.attributesForItem(at: IndexPath(item: i), offset: .zero))
            #expect(close(a.size.width / a.size.height, shape.width / shape.height, 1e-12), "item \(i)")
            #expect(a.size.height == 300)
        }
    }

    @Test func anItemWithoutASizeIsTheItemWidthLongAndALongOneIsClampedToTheViewport() throws {
        let layout = try KeylineLayout(assignments: ["strategy=multiAspect", "itemWidth=150"])
        layout.prepare(LayoutContext(viewport: Size(width: 800, height: 300),
                                     sections: [[ItemMetrics(size: Size(width: 4000, height: 100)), ItemMetrics()]]))
        #expect(layout.attributesForItem(at: IndexPath(item: 0), offset: .zero)?.size.width == 800)
        #expect(layout.attributesForItem(at: IndexPath(item: 1), offset: .zero)?.size.width == 150)
    }

    @Test func eachItemRestsWholeAtItsOwnOffsetAndTheEndsAreReached() throws {
        let sizes = (0..<12).map { Self.shapes[$0 % Self.shapes.count] }
        for alignment in ["start", "center"] {
            let layout = try Self.layout(["alignment=\(alignment)"], sizes: sizes)
            #expect(layout.isUnmasked(0, at: 0) && layout.isUnmasked(11, at: layout.travel))
            var previous = -Double.infinity
            for i in 0..<12 {
                let rest = layout.restOffset(ofItem: i)
                #expect(rest >= previous && rest >= 0 && rest <= layout.travel)
                #expect(layout.isUnmasked(i, at: rest) || rest == layout.travel || rest == 0, "\(alignment) item \(i)")
                let current = try #require(layout.currentIndex(at: layout.point(rest)))
                #expect(layout.restOffset(ofItem: current) == rest, "\(alignment) item \(i)")
                previous = rest
            }
        }
    }

    @Test func aShortRunIsWholeWithoutTravelAndCentredWhenAskedTo() throws {
        let sizes = Array(Self.shapes.prefix(2))
        let start = try Self.layout(sizes: sizes), centre = try Self.layout(["alignment=center"], sizes: sizes)
        #expect(start.travel == 0 && centre.travel == 0)
        let a = try #require(start.visibleRect(0, at: 0)), b = try #require(centre.visibleRect(0, at: 0))
        let last = try #require(centre.visibleRect(1, at: 0))
        #expect(a.minX == 0)
        #expect(close(b.minX, 800 - last.maxX, 1e-9))
        #expect(start.isUnmasked(0, at: 0) && start.isUnmasked(1, at: 0))
    }

    @Test func verticalAndRightToLeftAreTheSameRunTurnedAndMirrored() throws {
        let sizes = (0..<9).map { Self.shapes[$0 % Self.shapes.count] }
        let across = try Self.layout(sizes: sizes)
        let turned = sizes.map { Size(width: $0.height, height: $0.width) }
        let down = try Self.layout(["vertical=true", "itemHeight=300"], viewport: Size(width: 300, height: 800), sizes: turned)
        let mirrored = try Self.layout(sizes: sizes, direction: .rightToLeft)
        #expect(close(across.travel, down.travel, 1e-9) && close(across.travel, mirrored.travel, 1e-9))
        var random = SeededRandom(seed: 3)
        for _ in 0..<20 {
            let s = random.double(in: 0...across.travel)
            for i in 0..<9 {
                let a = try #require(across.attributesForItem(at: IndexPath(item: i), offset: Point(x: s, y: 0)))
                let d = try #require(down.attributesForItem(at: IndexPath(item: i), offset: Point(x: 0, y: s)))
                let r = try #require(mirrored.attributesForItem(at: IndexPath(item: i), offset: Point(x: across.travel - s, y: 0)))
                #expect(close(a.frame.minX, d.frame.minY, 1e-9) && close(a.mask!.minX, d.mask!.minY, 1e-9))
                #expect(close(a.mask!.width, d.mask!.height, 1e-9))
                let width = across.contentSize.width
                #expect(close(r.frame.maxX, width - a.frame.minX, 1e-9), "item \(i) at \(s)")
                #expect(close(r.mask!.maxX, a.size.width - a.mask!.minX, 1e-9), "item \(i) at \(s)")
            }
        }
    }

    @Test func aRectQueryMatchesEveryItemFilteredAtAMillionItems() throws {
        var random = SeededRandom(seed: 17)
        let sizes = (0..<40).map { _ in Size(width: random.double(in: 40...900), height: random.double(in: 40...900)) }
        let layout = try Self.layout(["spacing=6"], sizes: sizes)
        for _ in 0..<20 {
            let s = random.double(in: 0...layout.travel)
            let offset = Point(x: s, y: 0)
            let all = (0..<40).compactMap { layout.attributesForItem(at: IndexPath(item: $0), offset: offset) }
            let rect = Rect(x: random.double(in: -200...layout.contentSize.width), y: random.double(in: -50...300),
                            width: random.double(in: 1...900), height: random.double(in: 1...300))
            expectQueryMatchesBruteForce(layout, all: all, rect: rect, offset: offset)
        }
        let million = try Self.layout(sizes: (0..<1_000_000).map { Self.shapes[$0 % Self.shapes.count] })
        let s = million.travel / 2
        let elements = million.elements(in: Rect(x: s, y: 0, width: 800, height: 300), offset: Point(x: s, y: 0))
        #expect((2...12).contains(elements.count))
        #expect(million.keylines(at: .zero).isEmpty)
    }
}
