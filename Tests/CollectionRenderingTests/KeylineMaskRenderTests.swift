import CRendering
import CollectionLayout
@testable import CollectionRendering
import Testing

/// Masked elements (keyline carousels) are drawn through their window,
/// with rounded corners, and outlined along it.
@Suite struct KeylineMaskRenderTests {
    let dataset = Dataset(sections: [DatasetSection(items: [DatasetItem(title: "A", color: RGBColor(red: 1, green: 0, blue: 0))])])
    /// 200 × 100 at the image's middle, shown through x 50…150.
    let element = LayoutAttributes(indexPath: IndexPath(item: 0), center: Point(x: 100, y: 50),
                                   size: Size(width: 200, height: 100),
                                   mask: Rect(x: 50, y: 0, width: 100, height: 100))

    @Test func onlyTheWindowIsDrawnAndItsCornersAreRound() throws {
        let renderer = SceneRenderer(dataset: dataset, style: .layout(.keyline),
                                     options: RenderOptions(showsText: false, drawsBackground: false))
        let image = try #require(CairoImage(width: 200, height: 100))
        image.withContext { cr in
            renderer.draw(elements: [element], offset: .zero, viewport: Size(width: 200, height: 100), into: cr)
        }
        cairo_surface_flush(image.surface)
        #expect(image.pixel(x: 100, y: 50).a > 250, "inside the window")
        #expect(image.pixel(x: 20, y: 50).a == 0 && image.pixel(x: 180, y: 50).a == 0, "outside the window")
        #expect(image.pixel(x: 51, y: 1).a == 0, "the window's corner is rounded (radius 28)")
        #expect(image.pixel(x: 60, y: 50).a > 250, "the window reaches its edge away from the corners")
    }

    @Test func theOutlineIsTheWindows() throws {
        let renderer = SceneRenderer(dataset: dataset, style: .layout(.keyline))
        let points = try #require(renderer.outline(of: element))
        let window = Rect(x: 50, y: 0, width: 100, height: 100).insetBy(dx: -1e-9, dy: -1e-9)
        #expect(points.allSatisfy { window.contains($0) })
        #expect(points.contains { abs($0.x - 50) < 1e-9 } && points.contains { abs($0.x - 150) < 1e-9 })
    }
}
