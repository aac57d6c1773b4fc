import CGtk
import CollectionLayout
@testable import CollectionRendering
import Foundation
import Testing

/// The carousel designer's attribute curves, headless, against reference
/// images (labels off: fonts differ across machines).
@Suite struct CurvesRenderTests {
    let size = Size(width: 300, height: 210)

    private func picture(_ assignments: [String], at s: Double) throws -> (CairoImage, AttributeCurves) {
        let layout = try CarouselLayout(assignments: assignments)
        layout.prepare(LayoutContext(viewport: Size(width: 900, height: 600), sections: [Array(repeating: ItemMetrics(), count: 16)]))
        let curves = AttributeCurves(layout: layout, contentOffset: Point(x: s * layout.pitch, y: 0))
        let image = try #require(CairoImage(width: Int(size.width), height: Int(size.height)))
        let cr = cairo_create(image.surface)!
        CurvesPainter(labels: false).draw(curves, size: size, into: cr)
        cairo_destroy(cr)
        cairo_surface_flush(image.surface)
        return (image, curves)
    }

    /// The cover flow between two items: x, z and angle change, y and scale
    /// do not (dimmed), alpha stays 1; the items in view are dots on the curves.
    @Test func coverFlowCurves() throws {
        let (image, curves) = try picture(["type=coverFlow"], at: 4.4)
        expectMatchesReference(image, named: "curves-coverFlow")
        #expect(curves.varies(0) && !curves.varies(1) && curves.varies(2) && curves.varies(3) && !curves.varies(4))
        // A mark is drawn where the layout puts its item: white at the dot's centre.
        let mark = try #require(curves.marks.first { abs($0.offset - 0.6) < 1e-9 })
        let p = CurvesPainter.point(offset: mark.offset, value: mark.components.x, component: 0, curves: curves, size: size)
        let dot = image.pixel(x: Int(p.x.rounded()), y: Int(p.y.rounded()))
        #expect(dot.r > 200 && dot.g > 200 && dot.b > 200, "\(dot)")
    }

    /// A custom transform with an alpha fade drawn by curve().
    @Test func customCurveWithFade() throws {
        let (image, curves) = try picture(["type=custom", "transform=translate(curve(offset, -3, -500, 0, 0, 1, 100, 3, 600), 0, 0) scale(1 - abs(offset) / 8, 1, 1)",
                                           "alpha=curve(offset, -2, 0, 0, 1, 2, 0)"], at: 2)
        expectMatchesReference(image, named: "curves-custom")
        #expect(curves.varies(0) && curves.varies(4) && curves.varies(5))
    }

    /// The name and the range are written in a strip of their own: no
    /// value of any component, at any offset, is drawn under them (a dot at
    /// the top of its range once sat on the "600").
    @Test func theLabelsHaveAStripNoMarkEnters() throws {
        let (_, curves) = try picture(["type=custom", "transform=translate(offset * 200, -abs(offset) * 5, offset) rotate(offset / 4, 0, 0, 1)",
                                       "alpha=1 - abs(offset) / 6"], at: 2.5)
        for c in 0..<TransformComponents.names.count {
            let panel = CurvesPainter.panel(c, in: size), range = curves.range(ofComponent: c)
            for step in 0...12 {
                let o = CarouselLayout.curveOffsets.lowerBound + Double(step) / 12 * 6
                for v in [range.lowerBound, range.upperBound, (range.lowerBound + range.upperBound) / 2] {
                    let p = CurvesPainter.point(offset: o, value: v, component: c, curves: curves, size: size)
                    #expect(p.y >= panel.minY + CurvesPainter.labelBand && p.y <= panel.maxY - 4, "component \(c) at \(o): \(p.y)")
                }
            }
            // The panel's label strip is above the plot, which holds every mark.
            let plot = CurvesPainter.plot(c, in: size)
            #expect(plot.minY - panel.minY >= 14, "component \(c)")
        }
    }

    /// y grows downwards on its panel, as items move on the screen; the
    /// other components grow upwards; `value(at:)` inverts `point`.
    @Test func yIsDrawnTheWayTheScreenGoes() throws {
        let (_, curves) = try picture(["type=custom", "transform=translate(offset * 100, abs(offset) * 50, 0)"], at: 2)
        for c in [0, 1] {
            let range = curves.range(ofComponent: c)
            let low = CurvesPainter.point(offset: 0, value: range.lowerBound, component: c, curves: curves, size: size)
            let high = CurvesPainter.point(offset: 0, value: range.upperBound, component: c, curves: curves, size: size)
            #expect(c == 1 ? high.y > low.y : high.y < low.y, "component \(c)")
            let back = CurvesPainter.value(at: high, component: c, curves: curves, size: size)
            #expect(abs(back.y - range.upperBound) < 1e-9 && abs(back.x) < 1e-9)
        }
    }
}
