import CRendering
import CollectionLayout
@testable import CollectionRendering
import Foundation

/// A fresh directory for files a test writes.
func temporaryDirectory() -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("CollectionRenderingTests-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Writes a `width`×`height` PNG of four coloured quadrants with a white
/// disc in the middle, so orientation and scaling are visible.
@discardableResult
func writeTestPicture(to url: URL, width: Int, height: Int, alpha: Double = 1) -> URL {
    let image = CairoImage(width: width, height: height)!
    image.withContext { cr in
        let w = Double(width), h = Double(height)
        let quadrants: [(Double, Double, (Double, Double, Double))] = [
            (0, 0, (0.9, 0.3, 0.2)), (w / 2, 0, (0.2, 0.6, 0.9)),
            (0, h / 2, (0.3, 0.8, 0.4)), (w / 2, h / 2, (0.95, 0.8, 0.2)),
        ]
        for (x, y, c) in quadrants {
            cairo_set_source_rgba(cr, c.0, c.1, c.2, alpha)
            cairo_rectangle(cr, x, y, w / 2, h / 2)
            cairo_fill(cr)
        }
        cairo_set_source_rgba(cr, 1, 1, 1, alpha)
        cairo_arc(cr, w / 2, h / 2, min(w, h) / 5, 0, 2 * .pi)
        cairo_fill(cr)
    }
    cairo_surface_write_to_png(image.surface, url.path)
    return url
}

/// Draws a frame into a new transparent image of `viewport × scale` pixels.
func render(_ renderer: SceneRenderer, _ elements: [LayoutAttributes], offset: Point = .zero,
            viewport: Size, scale: Double = 1) -> CairoImage {
    let image = CairoImage(width: Int(viewport.width * scale), height: Int(viewport.height * scale))!
    image.withContext { cr in
        cairo_scale(cr, scale, scale)
        renderer.draw(elements: elements, offset: offset, viewport: viewport, into: cr)
    }
    return image
}

/// Options for pixel tests: no text (fonts differ between machines).
let pixelOptions = RenderOptions(showsText: false)

/// The wheel's rows as the wheel layout places them, with the
/// offset at rest on row 0: all centred in the viewport, turned about x.
func wheelElements(count n: Int = 10, viewport: Size, itemSize: Size = Size(width: 260, height: 100),
                   step: Double = 0) -> [LayoutAttributes] {
    let r = (itemSize.height / 2) / tan(Double.pi / Double(n))
    return (0..<n).map { i in
        let a = 2 * Double.pi * (Double(i) + step) / Double(n)
        let t = Transform3D.perspective(eyeDistance: 900).rotated(by: a, x: 1, y: 0, z: 0)
            .translated(x: 0, y: 0, z: r)
        return LayoutAttributes(indexPath: IndexPath(item: i),
                                center: Point(x: viewport.width / 2, y: viewport.height / 2),
                                size: itemSize, zIndex: Int((cos(a) * 1000).rounded()),
                                isHidden: cos(a) < 0, transform3D: t)
    }
}

/// A cards layout prepared for `viewport` and `count` items.
func cardsLayout(viewport: Size, count: Int) throws -> CardsLayout {
    let layout = try CardsLayout(assignments: ["itemWidth=160", "itemHeight=220", "internalItemSpacing=10"])
    layout.prepare(LayoutContext(viewport: viewport, itemCount: count))
    return layout
}

/// The premultiplied `[a, r, g, b]` of one pixel.
func argb(_ image: CairoImage, _ x: Int, _ y: Int) -> [Int] {
    let p = image.pixel(x: x, y: y)
    return [p.a, p.r, p.g, p.b]
}
