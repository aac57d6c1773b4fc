import CRendering
@testable import CollectionRendering
import Foundation
import Testing

/// Where the reference images live, next to this source file.
let referencesDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("References")

/// Where renders are written for a look when a comparison fails.
let outputDirectory: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("CollectionRenderingTests")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}()

/// `RECORD_REFERENCES=1` rewrites the references from the current renders.
let isRecordingReferences = ProcessInfo.processInfo.environment["RECORD_REFERENCES"] == "1"

/// How far two images are apart.
struct PixelDifference {
    /// Mean absolute difference per channel, 0…255.
    var meanDifference: Double
    /// Share of pixels whose largest channel difference exceeds 32.
    var differingShare: Double
}

/// Loads a PNG into an ARGB32 image with cairo (no GdkPixbuf involved).
func loadPNG(_ url: URL) -> CairoImage? {
    guard let surface = cairo_image_surface_create_from_png(url.path) else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
        cairo_surface_destroy(surface)
        return nil
    }
    guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 else {
        // Opaque PNGs load as RGB24: copy into ARGB32.
        let image = CairoImage(width: Int(cairo_image_surface_get_width(surface)),
                               height: Int(cairo_image_surface_get_height(surface)))!
        image.withContext { cr in
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_paint(cr)
        }
        cairo_surface_destroy(surface)
        return image
    }
    return CairoImage(adopting: surface)
}

func difference(_ a: CairoImage, _ b: CairoImage) -> PixelDifference? {
    guard a.width == b.width, a.height == b.height else { return nil }
    var total = 0, differing = 0
    for y in 0..<a.height {
        for x in 0..<a.width {
            let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
            let d = [abs(p.a - q.a), abs(p.r - q.r), abs(p.g - q.g), abs(p.b - q.b)]
            total += d.reduce(0, +)
            if d.max()! > 32 { differing += 1 }
        }
    }
    let pixels = Double(a.width * a.height)
    return PixelDifference(meanDifference: Double(total) / (4 * pixels), differingShare: Double(differing) / pixels)
}

/// Compares `image` with `References/<name>.png`: mean difference under
/// 2/255 and under 0.5% of pixels off by more than 32/255. Records the
/// reference instead when `RECORD_REFERENCES=1`.
func expectMatchesReference(_ image: CairoImage, named name: String,
                            sourceLocation: SourceLocation = #_sourceLocation) {
    let reference = referencesDirectory.appendingPathComponent("\(name).png")
    let actual = outputDirectory.appendingPathComponent("\(name).png")
    cairo_surface_write_to_png(image.surface, actual.path)
    if isRecordingReferences {
        try? FileManager.default.createDirectory(at: referencesDirectory, withIntermediateDirectories: true)
        #expect(cairo_surface_write_to_png(image.surface, reference.path) == CAIRO_STATUS_SUCCESS,
                sourceLocation: sourceLocation)
        return
    }
    guard let expected = loadPNG(reference) else {
        Issue.record("missing reference \(reference.path); run with RECORD_REFERENCES=1 (render: \(actual.path))",
                     sourceLocation: sourceLocation)
        return
    }
    guard let diff = difference(image, expected) else {
        let sizes = "\(image.width)×\(image.height) vs \(expected.width)×\(expected.height)"
        Issue.record("\(name): size differs from the reference: \(sizes)", sourceLocation: sourceLocation)
        return
    }
    #expect(diff.meanDifference < 2 && diff.differingShare < 0.005,
            "\(name): mean difference \(diff.meanDifference)/255, \(diff.differingShare * 100)% pixels differ (render: \(actual.path))",
            sourceLocation: sourceLocation)
}
