import CRendering
import CollectionLayout
@testable import CollectionRendering
import CProjection
import Foundation
import Testing

/// Perspective drawing maps the picture onto the projected quad within a
/// quarter of a device pixel: the map from picture pixels to device pixels
/// is the element's projection exactly, and the pixel kernel puts a sharp
/// edge of the picture where that map sends it.
@Suite struct PerspectiveAccuracyTests {
    /// The k-th point of a low-discrepancy sequence in 0..<1 along
    /// dimension `d`: an even, repeatable spread of test cases.
    static func spread(_ k: Int, _ d: Int) -> Double {
        let alpha = 1 / pow(1.2207440846057596, Double(d + 1))
        return (0.5 + alpha * Double(k)).truncatingRemainder(dividingBy: 1)
    }

    /// The largest distance (device pixels) between where the renderer's
    /// map sends points of `element`'s picture and where the projection
    /// (`LayoutAttributes.map`) puts them.
    static func worstError(_ element: LayoutAttributes, offset: Point, pixelScale: Double) -> Double {
        let scale = 1.5, margin = 7.0, origin = Point(x: 13, y: -4)
        guard let m = SceneRenderer.projectiveMap(element, pictureScale: scale, margin: margin, offset: offset,
                                                  pixelScale: pixelScale, origin: origin) else { return .infinity }
        var worst = 0.0
        for i in 0...10 {
            for j in 0...10 {
                let local = Point(x: (Double(i) / 10 - 0.5) * element.size.width, y: (Double(j) / 10 - 0.5) * element.size.height)
                guard let exact = element.map(local) else { continue }
                let u = (local.x + element.size.width / 2 + margin) * scale, v = (local.y + element.size.height / 2 + margin) * scale
                let w = m[6] * u + m[7] * v + m[8]
                let x = (m[0] * u + m[1] * v + m[2]) / w, y = (m[3] * u + m[4] * v + m[5]) / w
                let dx = x - ((exact.x - offset.x) * pixelScale - origin.x), dy = y - ((exact.y - offset.y) * pixelScale - origin.y)
                worst = max(worst, (dx * dx + dy * dy).squareRoot())
            }
        }
        return worst
    }

    @Test(arguments: CarouselLayout.CarouselType.allCases.filter { $0 != .custom })
    func everyCarouselTypeMapsItsPicturesExactly(type: CarouselLayout.CarouselType) throws {
        var checked = 0
        for k in 0..<12 {
            let viewport = Size(width: 400 + 1520 * Self.spread(k, 0), height: 300 + 780 * Self.spread(k, 1))
            let layout = try CarouselLayout(assignments: ["type=\(type.rawValue)", "vertical=\(k % 4 == 3)"])
            layout.prepare(LayoutContext(viewport: viewport, itemCount: 40))
            var offset = Point.zero
            offset[layout.scrollAxis] = 39 * layout.pitch * Self.spread(k, 2)
            for scale in [1.0, 2.0] {
                for element in layout.elements(in: Rect(origin: offset, size: viewport), offset: offset)
                where !element.isHidden {
                    checked += 1
                    let error = Self.worstError(element, offset: offset, pixelScale: scale)
                    #expect(error <= 1e-6, "\(type) item \(element.indexPath.item), ×\(scale): \(error) px")
                }
            }
        }
        #expect(checked > 20)
    }

    @Test func obliqueTurnsMapExactly() {
        for k in 0..<200 {
            let angle = -1.45 + 2.9 * Self.spread(k, 0)
            var perspective = Transform3D.identity
            perspective.m34 = -1 / (300 + 1700 * Self.spread(k * 5 + 1, 1))
            let turn = Transform3D(rotationAngle: angle, x: -1 + 2 * Self.spread(k, 1), y: -1 + 2 * Self.spread(k, 2),
                                   z: -0.3 + 0.6 * Self.spread(k * 7 + 3, 0))
            let element = LayoutAttributes(
                indexPath: IndexPath(item: 0), center: Point(x: 400, y: 300),
                size: Size(width: 40 + 560 * Self.spread(k * 3 + 2, 2), height: 40 + 560 * Self.spread(k * 11 + 5, 0)),
                transform: AffineTransform(rotationAngle: 0.3 * Self.spread(k, 0)), transform3D: turn.concatenating(perspective))
            let error = Self.worstError(element, offset: Point(x: 20, y: 10), pixelScale: 1.25)
            #expect(error <= 1e-6 * max(1, element.size.width), "turn \(angle): \(error) px")
        }
    }

    /// A 64×64 picture, white left of x = 32 and black right of it, drawn
    /// through a steep Cover Flow-like projection: on every row the colour
    /// turns where the projection sends x = 32, within a quarter pixel.
    @Test func aSharpEdgeLandsWithinAQuarterPixelOfItsProjection() throws {
        let side = 64
        let source = try #require(CairoImage(width: side, height: side))
        source.withContext { cr in
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            cairo_paint(cr)
            cairo_set_source_rgba(cr, 1, 1, 1, 1)
            cairo_rectangle(cr, 0, 0, 32, Double(side))
            cairo_fill(cr)
        }
        cairo_surface_flush(source.surface)
        for k in 0..<24 {
            // Turned about y by up to ±70°, seen from 200…800 points, magnified 1…4×.
            let angle = (-70 + 140 * Self.spread(k, 0)) * .pi / 180
            var perspective = Transform3D.identity
            perspective.m34 = -1 / (200 + 600 * Self.spread(k, 1))
            let element = LayoutAttributes(indexPath: IndexPath(item: 0), center: Point(x: 100, y: 100),
                                           size: Size(width: 64, height: 64), alpha: 1, isHidden: false,
                                           transform3D: Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
                                               .concatenating(perspective))
            let scale = 1 + 3 * Self.spread(k, 2)
            let m = try #require(SceneRenderer.projectiveMap(element, pictureScale: 1, margin: 0, offset: .zero,
                                                             pixelScale: scale, origin: .zero))
            let inverse = try #require(SceneRenderer.inverse(m))
            let width = Int(200 * scale), height = Int(200 * scale)
            let target = try #require(CairoImage(width: width, height: height))
            let data = try #require(cairo_image_surface_get_data(target.surface))
            _ = inverse.withUnsafeBufferPointer { mp in
                lp_draw_projected(UnsafeRawPointer(cairo_image_surface_get_data(source.surface)!).assumingMemoryBound(to: UInt32.self),
                                  Int32(side), Int32(side), cairo_image_surface_get_stride(source.surface),
                                  UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
                                  Int32(width), Int32(height), cairo_image_surface_get_stride(target.surface), mp.baseAddress,
                                  nil, 0)
            }
            let rowPixels = Int(cairo_image_surface_get_stride(target.surface)) / 4
            let pixels = UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self)
            // Rows through the middle half of the picture.
            for local in stride(from: -16.0, through: 16, by: 4) {
                guard let top = element.map(Point(x: 0, y: local)) else { continue }
                let row = Int((top.y * scale).rounded(.down))
                // Where x = 32 of the picture (local x = 0) lands on this row, and the
                // white-to-black crossing measured on the row: green channel at 50 %.
                let expected = top.x * scale
                var crossing: Double?
                func green(_ x: Int) -> Double { Double((pixels[row * rowPixels + x] >> 8) & 0xff) }
                func alpha(_ x: Int) -> Double { Double(pixels[row * rowPixels + x] >> 24) }
                for x in 1..<width {
                    let g0 = green(x - 1), g1 = green(x), a0 = alpha(x - 1), a1 = alpha(x)
                    // Only inside the picture (opaque), where it turns from light to dark.
                    if a0 > 250, a1 > 250, (g0 - 127.5) * (g1 - 127.5) <= 0, g0 != g1 {
                        crossing = Double(x - 1) + 0.5 + (g0 - 127.5) / (g0 - g1)
                        break
                    }
                }
                let found = try #require(crossing, "no edge on row \(row), case \(k)")
                #expect(abs(found - expected) <= 0.25, "case \(k), row \(row): edge at \(found), projection \(expected)")
            }
        }
    }
}
