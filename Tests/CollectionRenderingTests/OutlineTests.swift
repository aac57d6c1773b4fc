import CRendering
import CollectionLayout
@testable import CollectionRendering
import Foundation
import Testing

/// Outlines follow the drawn shape: a circle for ring items, rounded
/// corners for cards, the pill's round ends, through every transform.
@Suite struct OutlineTests {
    let dataset = Dataset(sections: [DatasetSection(items: [DatasetItem(title: "A"), DatasetItem(title: "B")])])

    private func distance(_ a: Point, _ b: Point) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    @Test func aRingItemsOutlineIsItsCircle() throws {
        let renderer = SceneRenderer(dataset: dataset, style: .layout(.ring))
        let element = LayoutAttributes(indexPath: IndexPath(item: 0), center: Point(x: 200, y: 150),
                                       size: Size(width: 80, height: 80))
        let points = try #require(renderer.outline(of: element))
        #expect(points.count >= 32)
        for p in points { #expect(abs(distance(p, element.center) - 40) < 1e-9) }
    }

    @Test func aCardsCornersAreRoundedNotSquare() throws {
        let renderer = SceneRenderer(dataset: dataset, style: .layout(.cards))
        let element = LayoutAttributes(indexPath: IndexPath(item: 0), center: Point(x: 150, y: 200),
                                       size: Size(width: 280, height: 400))
        let points = try #require(renderer.outline(of: element))
        let corner = Point(x: 10, y: 0)  // the frame's top-left corner
        let nearest = points.map { distance($0, corner) }.min() ?? 0
        // A 12-point corner radius leaves the corner 12·(√2 − 1) ≈ 4.97 points from the outline.
        #expect(abs(nearest - 12 * (2.0.squareRoot() - 1)) < 0.1)
        #expect(points.allSatisfy { element.frame.insetBy(dx: -1e-9, dy: -1e-9).contains($0) })
    }

    @Test func theOutlineFollowsTheTransform() throws {
        let renderer = SceneRenderer(dataset: dataset, style: .layout(.cards))
        var element = LayoutAttributes(indexPath: IndexPath(item: 1), center: Point(x: 150, y: 200),
                                       size: Size(width: 100, height: 100))
        let flat = try #require(renderer.outline(of: element))
        element.transform = AffineTransform(scaleX: 0.5, y: 0.5)
        let scaled = try #require(renderer.outline(of: element))
        for (a, b) in zip(flat, scaled) {
            #expect(abs((b.x - 150) - (a.x - 150) / 2) < 1e-9 && abs((b.y - 200) - (a.y - 200) / 2) < 1e-9)
        }
    }

    @Test func theStrokeLiesOnTheShapeNotOnItsBoundingSquare() {
        let renderer = SceneRenderer(dataset: dataset, style: .layout(.ring))
        let element = LayoutAttributes(indexPath: IndexPath(item: 0), center: Point(x: 50, y: 50),
                                       size: Size(width: 80, height: 80))
        let image = CairoImage(width: 100, height: 100)!
        image.withContext { cr in
            renderer.strokeOutline(of: element, offset: .zero, color: .accent, lineWidth: 4, into: cr)
        }
        cairo_surface_flush(image.surface)
        #expect(image.pixel(x: 50, y: 10).a > 200, "on the circle, at its top")
        #expect(image.pixel(x: 12, y: 12).a == 0, "the bounding square's corner stays clear")
    }
}
