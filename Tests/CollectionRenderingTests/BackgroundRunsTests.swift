import CGtk
import CollectionLayout
@testable import CollectionRendering
import Testing

/// The background painted as runs of rows of one colour (on an X server)
/// is the gradient's picture (on other raster targets) pixel for pixel.
@Suite struct BackgroundRunsTests {
    @Test(arguments: [LayoutKind.cards, .carousel, .waterfall, .flow, .wheel, .stack, .ring, .springs, .compositional])
    func theRunsPaintTheGradientsPixels(kind: LayoutKind) throws {
        let renderer = SceneRenderer(dataset: .placeholder(count: 1), style: .layout(kind))
        // Not on whole device pixels: no runs (the picture is copied instead).
        #expect(SceneRenderer.backgroundRuns(viewport: Size(width: 333, height: 517.5), scale: 1.5,
                                             draw: renderer.fillBackground) == nil)
        for (viewport, scale) in [(Size(width: 1920, height: 1080), 1.0), (Size(width: 1920, height: 1080), 2.0),
                                  (Size(width: 334, height: 518), 1.5), (Size(width: 40, height: 3), 1.0)] {
            let runs = try #require(SceneRenderer.backgroundRuns(viewport: viewport, scale: scale,
                                                                 draw: renderer.fillBackground))
            let picture = try #require(SceneRenderer.backgroundPicture(viewport: viewport, scale: scale, target: nil,
                                                                       draw: renderer.fillBackground))
            let image = try #require(picture.image)
            let filled = try #require(CairoImage(width: image.width, height: image.height))
            filled.withContext { cr in
                cairo_scale(cr, scale, scale)
                SceneRenderer.paint(runs, cr)
            }
            cairo_surface_flush(filled.surface)
            cairo_surface_flush(image.surface)
            let a = try #require(cairo_image_surface_get_data(image.surface))
            let b = try #require(cairo_image_surface_get_data(filled.surface))
            let bytes = Int(cairo_image_surface_get_stride(image.surface)) * image.height
            #expect(memcmp(a, b, bytes) == 0, "\(kind) at \(viewport.width)x\(viewport.height) x\(scale)")
            // A gradient over many rows, in few runs: the point of painting it so.
            if image.height >= 1000 { #expect(runs.runs.count < image.height / 8, "\(runs.runs.count) runs") }
        }
    }
}
