import CRendering
import CollectionLayout
@testable import CollectionRendering
import Foundation
import Testing

/// The marks drawn over a layout, headless, against reference images
/// (without text: fonts differ across machines).
@Suite struct OverlayRenderTests {
    let viewport = Size(width: 320, height: 200)

    private func canvas(_ draw: (OpaquePointer) -> Void) throws -> CairoImage {
        let image = try #require(CairoImage(width: Int(viewport.width), height: Int(viewport.height)))
        let cr = cairo_create(image.surface)!
        defer { cairo_destroy(cr) }
        cairo_set_source_rgb(cr, 0.12, 0.13, 0.16)
        cairo_paint(cr)
        draw(cr)
        cairo_surface_flush(image.surface)
        return image
    }

    @Test func framesAndOutlines() throws {
        let plain = LayoutAttributes(indexPath: IndexPath(item: 0), center: Point(x: 90, y: 120),
                                     size: Size(width: 80, height: 60))
        let turned = LayoutAttributes(indexPath: IndexPath(item: 1), center: Point(x: 230, y: 120),
                                      size: Size(width: 80, height: 60), transform: AffineTransform(rotationAngle: 0.3))
        let header = LayoutAttributes(category: .header, indexPath: IndexPath(item: 0),
                                      frame: Rect(x: 40, y: 30, width: 240, height: 30))
        let image = try canvas { cr in
            OverlayPainter().frames(of: [plain, turned, header], offset: Point(x: 10, y: 20),
                                    highlighted: IndexPath(item: 1), labels: false, into: cr)
        }
        expectMatchesReference(image, named: "overlay-frames")
        // The highlighted element's outline is cyan (green marks a landing), the other's red.
        let cyan = image.pixel(x: 230 - 10 - Int(40 * cos(0.3)) + 1, y: 100)
        #expect(cyan.b > cyan.r && cyan.g > cyan.r, "highlighted: \(cyan)")
    }

    @Test func contentMapSnapTicksAndBand() throws {
        let painter = OverlayPainter()
        var map: Rect?
        let image = try canvas { cr in
            map = painter.contentMap(content: Size(width: 3200, height: 200), viewport: viewport,
                                     offset: Point(x: 1600, y: 0), into: cr)
            painter.snapTicks([1200, 1400, 1600, 1800, 2000], current: 1600, rest: 1800, axis: .horizontal,
                              viewport: viewport, into: cr)
            painter.band(-20...20, viewport: viewport, into: cr)
        }
        expectMatchesReference(image, named: "overlay-map-ticks-band")
        let m = try #require(map)
        #expect(abs(m.width - 140) < 1e-9 && abs(m.height - 140.0 / 16) < 1e-9)
        // The rest tick is long: 18 points; the others 10.
        let restX = Int(viewport.width / 2 + 200 / 4)
        #expect(image.pixel(x: restX, y: 20).g > 200)
        #expect(image.pixel(x: restX - 50, y: 20).g < 80)
    }

    @Test func aPillEllipsizesToItsMaximumWidth() throws {
        let painter = OverlayPainter()
        var free = Rect.zero, bounded = Rect.zero
        _ = try canvas { cr in
            free = painter.pill(String(repeating: "Picked: a long title ", count: 8), center: Point(x: 160, y: 100),
                                into: cr)
            bounded = painter.pill(String(repeating: "Picked: a long title ", count: 8), center: Point(x: 160, y: 100),
                                   maximumWidth: 300, into: cr)
        }
        #expect(free.width > 600)
        #expect(bounded.width <= 300 && bounded.width > 250)
    }

    @Test func keylinesAreLinesAcrossTheItemsWithTheirMaskedSizes() throws {
        let keylines = [Keyline(offset: -0.5, maskedSize: 1, isAnchor: true),
                        Keyline(offset: 100, maskedSize: 120, isFocal: true),
                        Keyline(offset: 170, maskedSize: 20),
                        Keyline(offset: 190.5, maskedSize: 1, isAnchor: true)]
        for axis in [Axis.horizontal, .vertical] {
            let image = try canvas { cr in
                OverlayPainter().keylines(keylines, axis: axis, band: 40...180, viewport: viewport, into: cr)
            }
            func pixel(along: Int, across: Int) -> (a: Int, r: Int, g: Int, b: Int) {
                axis == .horizontal ? image.pixel(x: along, y: across) : image.pixel(x: across, y: along)
            }
            // The focal keyline is green across the band, the others amber; nothing outside the band.
            // (A line on a whole coordinate covers the pixels either side of it in part.)
            let focal = pixel(along: 100, across: 120), other = pixel(along: 170, across: 120)
            #expect(focal.g > 200 && focal.r < 120, "\(axis) focal: \(focal)")
            #expect(other.r > 150 && other.r > other.b + 80, "\(axis) other: \(other)")
            #expect(pixel(along: 170, across: 190).r < 60, "\(axis) below the band")
            // The bracket spans the masked size: its ends at 100 ± 60, at 14 points into the band.
            #expect(pixel(along: 41, across: 53).g > 150 && pixel(along: 159, across: 53).g > 150, "\(axis)")
            #expect(pixel(along: 30, across: 54).g < 60, "\(axis) beyond the bracket")
        }
    }
}
