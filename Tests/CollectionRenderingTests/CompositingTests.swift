import CollectionLayout
@testable import CollectionRendering
import Testing

/// Drawing order, alpha and the 2-D transform.
@Suite struct CompositingTests {
    let viewport = Size(width: 300, height: 200)
    let dataset = Dataset(sections: [DatasetSection(items: [
        DatasetItem(color: RGBColor(hex: "#ff0000")), DatasetItem(color: RGBColor(hex: "#0000ff")),
    ])])

    func renderer() -> SceneRenderer {
        var options = pixelOptions
        options.drawsBackground = false
        return SceneRenderer(dataset: dataset, style: .plain, options: options)
    }

    /// Red (item 0) listed first but with the higher zIndex; blue (item 1)
    /// overlaps it from the right.
    func pair(redAlpha: Double = 1) -> [LayoutAttributes] {
        [LayoutAttributes(indexPath: IndexPath(item: 0), center: Point(x: 100, y: 100),
                          size: Size(width: 100, height: 100), alpha: redAlpha, zIndex: 1),
         LayoutAttributes(indexPath: IndexPath(item: 1), center: Point(x: 150, y: 100),
                          size: Size(width: 100, height: 100), zIndex: 0)]
    }

    @Test func higherZIndexDrawsOnTopWhateverTheOrder() {
        let image = render(renderer(), pair(), viewport: viewport)
        #expect(argb(image, 125, 100) == [255, 255, 0, 0])
        #expect(argb(image, 180, 100) == [255, 0, 0, 255])
        #expect(argb(image, 20, 100) == [0, 0, 0, 0])
    }

    @Test func flatPicturesLandOnWholePixelsWithoutSoftEdges() {
        let element = LayoutAttributes(indexPath: IndexPath(item: 0), center: Point(x: 100.3, y: 100.45),
                                       size: Size(width: 100, height: 100))
        let image = render(renderer(), [element], viewport: viewport)
        // The left edge at x = 50.3 lands on pixel 50: a hard edge, no half-covered column.
        #expect(image.pixel(x: 50, y: 100).a == 255)
        #expect(image.pixel(x: 49, y: 100).a == 0)
        #expect(image.pixel(x: 149, y: 100).a == 255 && image.pixel(x: 150, y: 100).a == 0)
        #expect(image.pixel(x: 100, y: 50).a == 255 && image.pixel(x: 100, y: 49).a == 0)
    }

    @Test func alphaBlendsTheElementOverWhatIsUnder() {
        let image = render(renderer(), pair(redAlpha: 0.5), viewport: viewport)
        let overlap = image.pixel(x: 125, y: 100)
        #expect(overlap.a == 255 && abs(overlap.r - 128) <= 1 && overlap.g == 0 && abs(overlap.b - 127) <= 1)
        let alone = image.pixel(x: 70, y: 100)
        #expect(abs(alone.a - 128) <= 1 && abs(alone.r - 128) <= 1 && alone.b == 0)
    }

    @Test func hiddenAndTransparentElementsAreSkipped() {
        var elements = pair()
        elements[0].isHidden = true
        elements[1].alpha = 0
        let r = renderer()
        let image = render(r, elements, viewport: viewport)
        #expect(argb(image, 100, 100) == [0, 0, 0, 0])
        #expect(r.painter.paintCount == 0)
    }

    @Test func transformAppliesAboutTheCentreInCGAffineTransformOrder() {
        // A 100×20 bar turned 90° about its centre becomes a 20×100 bar;
        // tx = 30 then moves it right (x' = a·x + c·y + tx).
        var t = AffineTransform(rotationAngle: .pi / 2)
        t.tx = 30
        let bar = LayoutAttributes(indexPath: IndexPath(item: 1), center: Point(x: 150, y: 100),
                                   size: Size(width: 100, height: 20), transform: t)
        let image = render(renderer(), [bar], viewport: viewport)
        #expect(image.pixel(x: 180, y: 60).b == 255)
        #expect(image.pixel(x: 180, y: 140).b == 255)
        #expect(image.pixel(x: 150, y: 100).a == 0)
        #expect(image.pixel(x: 120, y: 100).a == 0)
    }

    @Test func contentOffsetScrollsTheElements() {
        let image = render(renderer(), [pair()[1]], offset: Point(x: 100, y: 0), viewport: viewport)
        #expect(image.pixel(x: 50, y: 100).b == 255)
        #expect(image.pixel(x: 150, y: 100).a == 0)
    }
}
