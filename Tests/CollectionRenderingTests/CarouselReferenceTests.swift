import CollectionLayout
@testable import CollectionRendering
import Testing

/// Every carousel type drawn between two items (the cards turned, the
/// perspective exact) against a reference render kept in `References/`
/// (`RECORD_REFERENCES=1` rewrites them, after looking at them).
@Suite struct CarouselReferenceTests {
    @Test(arguments: CarouselLayout.CarouselType.allCases.filter { $0 != .custom })
    func eachTypeMatchesItsReference(type: CarouselLayout.CarouselType) throws {
        let viewport = Size(width: 480, height: 300)
        let layout = try CarouselLayout(assignments: ["type=\(type.rawValue)", "itemWidth=120", "itemHeight=90"])
        layout.prepare(LayoutContext(viewport: viewport, itemCount: 12))
        let offset = Point(x: 2.4 * layout.pitch, y: 0)
        let renderer = SceneRenderer(dataset: .placeholder(count: 12), style: .layout(.carousel), options: pixelOptions)
        let image = render(renderer, layout.elements(in: Rect(origin: offset, size: viewport), offset: offset),
                           offset: offset, viewport: viewport)
        expectMatchesReference(image, named: "carousel-\(type.rawValue)")
    }
}

/// Pixels of turned cards that nearer opaque cards cover, and pixels
/// beyond a picture's ink (its shadow's reach), are not worked out, and the
/// picture is the same as when they are.
@Suite struct OcclusionTests {
    @Test(arguments: CarouselLayout.CarouselType.allCases.filter { $0 != .custom })
    func skippedPixelsLeaveThePictureAsItWas(type: CarouselLayout.CarouselType) throws {
        let viewport = Size(width: 1280, height: 720)
        let layout = try CarouselLayout(assignments: ["type=\(type.rawValue)"])
        layout.prepare(LayoutContext(viewport: viewport, itemCount: 30))
        // Between items, as a drag leaves them, and at scales whose pixels are not points.
        for (position, scale) in [(13.3, 1.0), (13.77, 1.0), (12.5, 1.5), (14.18, 2.0)] {
            let offset = Point(x: position * layout.pitch, y: 0)
            let elements = layout.elements(in: Rect(origin: offset, size: viewport), offset: offset)
            func draw(skipping: Bool) -> (CairoImage, Int) {
                let renderer = SceneRenderer(dataset: .placeholder(count: 30), style: .layout(.carousel), options: pixelOptions)
                renderer.cullsCoveredPixels = skipping
                renderer.trimsToInk = skipping
                let image = render(renderer, elements, offset: offset, viewport: viewport, scale: scale)
                return (image, renderer.statistics.projectedPixels)
            }
            let (culled, fewer) = draw(skipping: true)
            let (full, all) = draw(skipping: false)
            let diff = try #require(difference(culled, full))
            // Byte for byte: not a channel of a pixel differs.
            #expect(diff.meanDifference == 0,
                    "\(type) at \(position), scale \(scale): mean difference \(diff.meanDifference)")
            if type == .coverFlow || type == .coverFlow2 {
                #expect(Double(fewer) < 0.6 * Double(all), "\(type): \(fewer) of \(all) pixels worked out")
            }
        }
    }
}
