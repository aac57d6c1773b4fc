import CGtk
import CollectionLayout
@testable import CollectionRendering
import Foundation
import Testing

@Suite struct DrawnRowsTests {
    @Test func rangesMergeWhereTheyMeetAndStaySorted() {
        var rows = DrawnRows.none
        #expect(rows.isEmpty)
        rows.insert(from: 50, to: 60)
        rows.insert(from: 10, to: 20)
        rows.insert(from: 30, to: 40)
        #expect(rows.ranges == [10..<20, 30..<40, 50..<60])
        rows.insert(from: 18, to: 31)
        #expect(rows.ranges == [10..<40, 50..<60])
        rows.insert(from: 40, to: 50)  // touching both neighbours: one range
        #expect(rows.ranges == [10..<60])
        rows.insert(from: 5, to: 5)  // empty: nothing
        rows.insert(from: .nan, to: 3)
        #expect(rows.ranges == [10..<60])
        rows.insert(from: -.infinity, to: 3)
        #expect(rows == .everything)
        #expect(DrawnRows.none.union(.everything) == .everything)
    }

    @Test func pixelRowsTakeEveryRowPartlyMet() {
        var rows = DrawnRows.none
        rows.insert(from: 10.2, to: 20.6)
        rows.insert(from: 21.0, to: 30)
        // At 1.5 pixels a point: 15.3…30.9 and 31.5…45, each row partly met counting whole, one run.
        #expect(rows.pixelRows(from: 0, to: 100, scale: 1.5) == [15..<45])
        #expect(rows.pixelRows(from: 0, to: 100, scale: 1) == [10..<30])
        #expect(rows.pixelRows(from: 25, to: 28, scale: 1) == [25..<28])
        #expect(rows.pixelRows(from: 29, to: 31, scale: 1) == [29..<30])
        #expect(DrawnRows.everything.pixelRows(from: 0, to: 7, scale: 2) == [0..<7])
        #expect(DrawnRows.none.pixelRows(from: 0, to: 7, scale: 2).isEmpty)
    }

    /// The gradient's runs painted only over some rows, onto a canvas
    /// showing the gradient everywhere else (and anything there), is the
    /// gradient whole.
    @Test func runsPaintedOverSomeRowsMendThem() throws {
        let renderer = SceneRenderer(dataset: .placeholder(count: 1), style: .layout(.carousel))
        let viewport = Size(width: 200, height: 400)
        let runs = try #require(SceneRenderer.backgroundRuns(viewport: viewport, scale: 2, draw: renderer.fillBackground))
        let whole = try #require(CairoImage(width: 400, height: 800))
        whole.withContext { cr in
            cairo_scale(cr, 2, 2)
            SceneRenderer.paint(runs, cr)
        }
        var rows = DrawnRows.none
        rows.insert(from: 30.25, to: 90)
        rows.insert(from: 250, to: 251)
        let mended = try #require(CairoImage(width: 400, height: 800))
        mended.withContext { cr in
            cairo_scale(cr, 2, 2)
            SceneRenderer.paint(runs, cr)
            // What another frame drew over those rows.
            cairo_set_source_rgb(cr, 1, 0, 1)
            for range in rows.ranges { cairo_rectangle(cr, 0, range.lowerBound, 200, range.upperBound - range.lowerBound) }
            cairo_fill(cr)
            SceneRenderer.paint(runs, rows: rows, cr)
        }
        #expect(try bytesDiffer(whole, mended) == 0)
    }
}

/// A frame drawn over the last, with the background painted again only over
/// the rows the last one drew on (`SceneRenderer.drawnRows`), is the frame
/// drawn whole, byte for byte: the rows its elements report hold all they
/// paint, shadows, smoothed edges and turned cards included.
@Suite struct KeptBackgroundTests {
    static let cases: [(LayoutKind, [String])] = [
        (.cards, []), (.stack, []), (.wheel, []), (.ring, []), (.springs, []),
    ] + CarouselLayout.CarouselType.allCases.filter { $0 != .custom }.map { (.carousel, ["type=\($0.rawValue)"]) }

    @Test(arguments: cases.indices)
    func drawingOverTheLastFrameIsDrawingWhole(index: Int) throws {
        let (id, assignments) = Self.cases[index]
        let viewport = Size(width: 720, height: 480)
        let layout = try id.make(assignments: assignments)
        layout.prepare(LayoutContext(viewport: viewport, itemCount: 40))
        var random = SeededRandom(seed: 0x6B65_7074 &+ UInt64(index))
        for scale in [1.0, 1.5, 2.0] {
            var frames: [(Point, [LayoutAttributes])] = []
            for _ in 0..<3 {
                var offset = Point(x: 0, y: 0)
                offset[layout.scrollAxis] = random.double(in: 0...1500)
                frames.append((offset, layout.elements(in: Rect(origin: offset, size: viewport), offset: offset)))
            }
            // Three frames in a row over one canvas, against the last drawn whole.
            let kept = SceneRenderer(dataset: .placeholder(count: 40), style: .layout(id), options: pixelOptions)
            let canvas = try #require(CairoImage(width: Int(viewport.width * scale), height: Int(viewport.height * scale)))
            var shown = DrawnRows.everything
            canvas.withContext { cr in
                cairo_scale(cr, scale, scale)
                for (offset, elements) in frames {
                    kept.draw(elements: elements, offset: offset, viewport: viewport, into: cr, backgroundRows: shown)
                    shown = kept.drawnRows
                }
            }
            let (offset, elements) = frames[2]
            let whole = render(SceneRenderer(dataset: .placeholder(count: 40), style: .layout(id), options: pixelOptions),
                               elements, offset: offset, viewport: viewport, scale: scale)
            #expect(try bytesDiffer(canvas, whole) == 0, "\(id) \(assignments) at scale \(scale)")
            #expect(!shown.isEverything, "\(id) \(assignments): the rows drawn on are known")
        }
    }

    /// On a carousel the rows drawn on are a band across the middle: most
    /// of the canvas keeps its background from frame to frame.
    @Test func aCoverFlowDrawsOnABandAcrossTheMiddle() throws {
        let viewport = Size(width: 1920, height: 1080)
        let layout = try CarouselLayout(assignments: ["type=coverFlow"])
        layout.prepare(LayoutContext(viewport: viewport, itemCount: 100))
        let offset = Point(x: 40.4 * layout.pitch, y: 0)
        let renderer = SceneRenderer(dataset: .placeholder(count: 100), style: .layout(.carousel), options: pixelOptions)
        _ = render(renderer, layout.elements(in: Rect(origin: offset, size: viewport), offset: offset),
                   offset: offset, viewport: viewport)
        let rows = renderer.drawnRows.pixelRows(from: 0, to: 1080, scale: 1).reduce(0) { $0 + $1.count }
        #expect(rows > 200 && rows < 400, "\(rows) of 1080 rows")
    }
}

/// How many bytes of two pictures of one size differ.
private func bytesDiffer(_ a: CairoImage, _ b: CairoImage) throws -> Int {
    try #require(a.width == b.width && a.height == b.height)
    cairo_surface_flush(a.surface)
    cairo_surface_flush(b.surface)
    let p = try #require(cairo_image_surface_get_data(a.surface)), q = try #require(cairo_image_surface_get_data(b.surface))
    let bytes = Int(cairo_image_surface_get_stride(a.surface)) * a.height
    return (0..<bytes).reduce(0) { $0 + (p[$1] == q[$1] ? 0 : 1) }
}
