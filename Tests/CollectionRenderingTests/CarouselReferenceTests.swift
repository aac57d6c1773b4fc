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
