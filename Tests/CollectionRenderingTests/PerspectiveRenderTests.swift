import CRendering
import CollectionLayout
@testable import CollectionRendering
import Foundation
import Testing

/// The wheel's 3-D rows: projected quads, foreshortening, seams, culling.
@Suite struct PerspectiveRenderTests {
    let viewport = Size(width: 400, height: 400)

    /// n strips make a single strip's error `distortion` fall as 1/n², kept
    /// within a quarter pixel, and never more than 48 strips.
    @Test func stripCountFollowsTheDistortion() {
        let renderer = SceneRenderer(dataset: .placeholder(count: 1), style: .layout(.wheel))
        #expect(renderer.stripCount(distortion: 0) == 1)
        #expect(renderer.stripCount(distortion: 0.25) == 1)
        #expect(renderer.stripCount(distortion: 1) == 2)
        #expect(renderer.stripCount(distortion: 100) == 20)
        #expect(renderer.stripCount(distortion: 1e9) == 48)
        #expect(renderer.stripCount(distortion: .nan) == 48)
        renderer.options.perspectiveStrips = 7
        #expect(renderer.stripCount(distortion: 100) == 7)
    }

    /// `quad` pulled toward its centre by `fraction` (0: the quad itself).
    func shrunk(_ quad: Quad, by fraction: Double) -> [Point] {
        let c = quad.corners.reduce(Point.zero, +) * 0.25
        return quad.corners.map { c + ($0 - c) * (1 - fraction) }
    }

    func coverage(_ image: CairoImage, at p: Point) -> Int {
        image.pixel(x: Int(p.x.rounded(.down)), y: Int(p.y.rounded(.down))).a
    }

    @Test func wheelFrameMatchesReference() {
        let renderer = SceneRenderer(dataset: .placeholder(count: 10), style: .layout(.wheel), options: pixelOptions)
        let image = render(renderer, wheelElements(viewport: viewport, step: 0.3), viewport: viewport)
        expectMatchesReference(image, named: "wheel")
    }

    @Test func projectedRowsAreFilledInsideAndEmptyOutside() {
        var options = pixelOptions
        options.drawsBackground = false
        let renderer = SceneRenderer(dataset: .placeholder(count: 10), style: .layout(.wheel), options: options)
        let elements = wheelElements(viewport: viewport)
        let image = render(renderer, elements, viewport: viewport)
        let visible = elements.filter { !$0.isHidden }
        #expect(visible.count == 5)

        // The front row faces the viewer at z = r in front of the plane, so
        // perspective magnifies it by 1/(1 − r/900): 260×100 → 313.6×120.6.
        let front = elements[0].screenQuad()!
        let r = 50 / tan(Double.pi / 10), k = 1 / (1 - r / 900)
        let box = front.boundingBox
        #expect(abs(box.width - 260 * k) < 0.01 && abs(box.height - 100 * k) < 0.01)
        #expect(abs(box.midX - 200) < 1e-9 && abs(box.midY - 200) < 1e-9)

        // The rows next to it are trapezoids: their far edge is shorter.
        // Row 1 (turned +36° about x) sits above, row 9 (−36°) below.
        let above = elements[1].screenQuad()!.corners, below = elements[9].screenQuad()!.corners
        let width = { (c: [Point]) in (top: c[1].x - c[0].x, bottom: c[2].x - c[3].x) }
        #expect(width(above).top < width(above).bottom - 10, "row 1 narrows upward: \(width(above))")
        #expect(width(below).bottom < width(below).top - 10, "row 9 narrows downward: \(width(below))")
        #expect(abs(above[2].y - box.minY) < 1e-6 && abs(below[0].y - box.maxY) < 1e-6,
                "neighbouring rows share the front row's edges")

        // Inside each visible quad (away from the rounded corners) every
        // pixel is opaque: no seams between strips.
        for element in visible {
            let quad = element.screenQuad()!
            let inner = Quad(corners: shrunk(quad, by: 0.2))
            let bounds = inner.boundingBox
            var holes = 0, tested = 0
            for y in stride(from: bounds.minY.rounded(.up), to: bounds.maxY, by: 1) {
                for x in stride(from: bounds.minX.rounded(.up), to: bounds.maxX, by: 1) {
                    let p = Point(x: x + 0.5, y: y + 0.5)
                    guard inner.contains(p) else { continue }
                    tested += 1
                    if coverage(image, at: p) < 255 { holes += 1 }
                }
            }
            #expect(tested > 100 && holes == 0, "row \(element.indexPath.item): \(holes) of \(tested) pixels not opaque")
        }

        // Outside every quad (grown by 2 px) nothing is drawn: the front
        // row's 260×100 frame would be too small, its projection is right.
        let quads = visible.map { Quad(corners: shrunk($0.screenQuad()!, by: -0.03)) }
        var stray = 0
        for y in stride(from: 0.5, to: viewport.height, by: 2) {
            for x in stride(from: 0.5, to: viewport.width, by: 2) {
                let p = Point(x: x, y: y)
                if !quads.contains(where: { $0.contains(p) }) && coverage(image, at: p) > 0 { stray += 1 }
            }
        }
        #expect(stray == 0, "\(stray) pixels drawn outside the projected rows")
        let magnified = Point(x: 200 + 140, y: 200)
        #expect(coverage(image, at: magnified) == 255, "the front row reaches past its untransformed 260 width")
    }

    @Test func hiddenBackFacesAreSkippedAndShownOnesDrawMirrored() {
        var options = pixelOptions
        options.drawsBackground = false
        let renderer = SceneRenderer(dataset: .placeholder(count: 10), style: .layout(.wheel), options: options)
        var elements = wheelElements(viewport: viewport)
        let back = elements[5]
        #expect(back.isHidden && back.isBackFacing)
        _ = render(renderer, elements, viewport: viewport)
        #expect(renderer.statistics.elementsDrawn == 5)

        elements[5].isHidden = false
        elements[5].zIndex = 10_000
        let image = render(renderer, elements, viewport: viewport)
        // Seen from behind at the far side, row 5 is small and centred.
        let quad = elements[5].screenQuad()!
        #expect(quad.signedArea < 0)
        #expect(coverage(image, at: quad.boundingBox.center) == 255)
    }

    /// A 3-D transform without perspective across the element (a card
    /// scaled or pushed back in depth) is drawn as a flat element with the
    /// same map: not pixel by pixel, and the same pixels as the flat path.
    @Test func affineTransform3DTakesTheFlatPath() {
        var options = pixelOptions
        options.drawsBackground = false
        let renderer = SceneRenderer(dataset: .placeholder(count: 1), style: .layout(.cards), options: options)
        let flat = LayoutAttributes(indexPath: IndexPath(item: 0), center: Point(x: 100, y: 100),
                                    size: Size(width: 120, height: 80), transform: AffineTransform(scaleX: 0.8, y: 0.8))
        var deep = flat
        deep.transform = .identity
        deep.transform3D = Transform3D(scaleX: 0.8, y: 0.8, z: 1)
        let a = render(renderer, [flat], viewport: Size(width: 200, height: 200))
        let (strips, affine) = (renderer.statistics.perspectiveStrips, renderer.statistics.affineProjections)
        let b = render(renderer, [deep], viewport: Size(width: 200, height: 200))
        #expect(renderer.statistics.perspectiveStrips == strips)
        #expect(renderer.statistics.affineProjections - affine == 1)
        let diff = difference(a, b)!
        #expect(diff.differingShare == 0)
        // Pushed back in depth (w = m44 = 1.25): the flat path at 0.8.
        var pushed = flat
        pushed.transform = .identity
        pushed.transform3D = Transform3D(scaleX: 1, y: 1, z: 1)
        pushed.transform3D.m44 = 1.25
        let c = render(renderer, [pushed], viewport: Size(width: 200, height: 200))
        #expect(renderer.statistics.affineProjections - affine == 2)
        #expect(difference(a, c)!.differingShare == 0)
    }
}
