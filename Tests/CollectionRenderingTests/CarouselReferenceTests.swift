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
        let renderer = SceneRenderer(dataset: .placeholder(count: 12), layoutID: "carousel", options: pixelOptions)
        let image = render(renderer, layout.elements(in: Rect(origin: offset, size: viewport), offset: offset),
                           offset: offset, viewport: viewport)
        expectMatchesReference(image, named: "carousel-\(type.rawValue)")
    }
}

/// Pixels of turned cards that nearer opaque cards cover are not worked out,
/// and the picture is the same as when they are.
@Suite struct OcclusionTests {
    @Test func coveredPixelsAreSkippedAndThePictureIsTheSame() throws {
        let viewport = Size(width: 1280, height: 720)
        for type in ["coverFlow", "coverFlow2", "rotary", "timeMachine"] {
            let layout = try CarouselLayout(assignments: ["type=\(type)"])
            layout.prepare(LayoutContext(viewport: viewport, itemCount: 30))
            let offset = Point(x: 13.3 * layout.pitch, y: 0)
            let elements = layout.elements(in: Rect(origin: offset, size: viewport), offset: offset)
            func draw(culling: Bool) -> (CairoImage, Int) {
                let renderer = SceneRenderer(dataset: .placeholder(count: 30), layoutID: "carousel", options: pixelOptions)
                renderer.cullsCoveredPixels = culling
                let image = render(renderer, elements, offset: offset, viewport: viewport)
                return (image, renderer.statistics.projectedPixels)
            }
            let (culled, fewer) = draw(culling: true)
            let (full, all) = draw(culling: false)
            let diff = try #require(difference(culled, full))
            #expect(diff.differingShare == 0, "\(type): \(diff.differingShare * 100)% of pixels differ")
            if type.hasPrefix("coverFlow") {
                #expect(Double(fewer) < 0.7 * Double(all), "\(type): \(fewer) of \(all) pixels worked out")
            }
        }
    }
}
