internal import CRendering
import CollectionLayout

/// The canvas's background: a vertical gradient from the layout's top
/// colour to its bottom one.
///
/// Every row of a vertical gradient is one colour, and a few dozen rows in
/// a row share it. On an X server the background is painted as a solid
/// rectangle for each run of rows of one colour (the colours read once
/// from the gradient drawn into a column of pixels, so the pixels are the
/// gradient's exactly): the server then only writes the canvas's pixels,
/// where copying a picture of the gradient read them as well — the largest
/// single cost of a frame on a 4K canvas. Other raster targets copy a
/// picture of the gradient kept for the viewport; vector ones draw the
/// gradient itself.
extension SceneRenderer {
    /// The gradient for one viewport and scale: a picture of it, or the
    /// runs of rows of one colour.
    struct Background {
        var viewport: Size
        var scale: Double
        var image: CairoImage?
        var runs: [Run] = []
        /// Whether it was made for an X server.
        var onServer = false

        /// Rows `top..<bottom` (device pixels) of one opaque colour, 0…255 per channel.
        struct Run: Equatable {
            var top: Int
            var bottom: Int
            var red: UInt8
            var green: UInt8
            var blue: UInt8
        }
    }

    /// Paints the background for `viewport` into `cr`, whose user space is
    /// the viewport's points: on raster targets only over `rows` (see
    /// `DrawnRows`), on vector ones whole. On raster targets the picture or
    /// the runs are made once per size and scale: computing a full-window
    /// gradient every frame was most of a frame's cost.
    func paintBackground(viewport: Size, rows: DrawnRows = .everything, _ cr: OpaquePointer) {
        let target = cairo_get_group_target(cr)
        let scale = CairoPath.pixelScale(cr)
        let raster: [cairo_surface_type_t] = [CAIRO_SURFACE_TYPE_XLIB, CAIRO_SURFACE_TYPE_XCB, CAIRO_SURFACE_TYPE_IMAGE]
        let cacheable = target.map { raster.contains(cairo_surface_get_type($0)) } ?? false
        guard cacheable, viewport.width * scale <= 16384, viewport.height * scale <= 16384 else {
            fillBackground(viewport: viewport, cr)
            return
        }
        let onServer = CairoImage.isXSurface(target)
        if background?.viewport != viewport || background?.scale != scale || background?.onServer != onServer {
            let runs = onServer ? Self.backgroundRuns(viewport: viewport, scale: scale, draw: fillBackground) : nil
            guard var made = runs ?? Self.backgroundPicture(viewport: viewport, scale: scale, target: target,
                                                            draw: fillBackground)
            else {
                fillBackground(viewport: viewport, cr)
                return
            }
            made.onServer = onServer
            background = made
        }
        if let background { Self.paint(background, rows: rows, cr) }
    }

    /// Paints `background` into `cr`, whose user space is the viewport's
    /// points, over the device pixel rows that meet `rows`: its picture
    /// copied, or its runs of rows filled.
    static func paint(_ background: Background, rows: DrawnRows = .everything, _ cr: OpaquePointer) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_scale(cr, 1 / background.scale, 1 / background.scale)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        let width = (background.viewport.width * background.scale).rounded(.up)
        let height = Int((background.viewport.height * background.scale).rounded(.up))
        let painted = rows.pixelRows(from: 0, to: height, scale: background.scale)
        if let image = background.image {
            cairo_set_source_surface(cr, image.surface, 0, 0)
            for span in painted {
                cairo_rectangle(cr, 0, Double(span.lowerBound), Double(image.width), Double(span.count))
            }
            cairo_fill(cr)
            return
        }
        var next = 0
        for run in background.runs {
            // The spans are sorted, as the runs are: each run takes up where the last left off.
            while next < painted.count, painted[next].upperBound <= run.top { next += 1 }
            var k = next
            while k < painted.count, painted[k].lowerBound < run.bottom {
                let top = max(run.top, painted[k].lowerBound), bottom = min(run.bottom, painted[k].upperBound)
                cairo_set_source_rgb(cr, Double(run.red) / 255, Double(run.green) / 255, Double(run.blue) / 255)
                cairo_rectangle(cr, 0, Double(top), width, Double(bottom - top))
                cairo_fill(cr)
                k += 1
            }
        }
    }

    /// The gradient drawn into a picture of the viewport made to draw fast onto `target`.
    static func backgroundPicture(viewport: Size, scale: Double, target: OpaquePointer?,
                                  draw: (Size, OpaquePointer) -> Void) -> Background? {
        let w = Int((viewport.width * scale).rounded(.up)), h = Int((viewport.height * scale).rounded(.up))
        guard let image = CairoImage.make(width: w, height: h, drawingOnto: target) else { return nil }
        image.withContext { bcr in
            cairo_scale(bcr, scale, scale)
            draw(viewport, bcr)
        }
        return Background(viewport: viewport, scale: scale, image: image)
    }

    /// The gradient's runs of rows of one colour, read from the gradient
    /// drawn into a column one pixel wide (a vertical gradient's colour
    /// depends on the row alone); nil when the viewport does not end on
    /// whole device pixels (its last row or column would be partly
    /// covered, another colour) or the gradient is not opaque.
    static func backgroundRuns(viewport: Size, scale: Double, draw: (Size, OpaquePointer) -> Void) -> Background? {
        let height = viewport.height * scale, h = Int(height.rounded(.up))
        guard h > 0, height == height.rounded(), viewport.width * scale == (viewport.width * scale).rounded(),
              let column = CairoImage(width: 1, height: h) else { return nil }
        column.withContext { bcr in
            cairo_scale(bcr, scale, scale)
            draw(viewport, bcr)
        }
        var runs: [Background.Run] = []
        for y in 0..<h {
            let p = column.pixel(x: 0, y: y)
            guard p.a == 255 else { return nil }
            let run = Background.Run(top: y, bottom: y + 1, red: UInt8(p.r), green: UInt8(p.g), blue: UInt8(p.b))
            if let last = runs.last, last.red == run.red, last.green == run.green, last.blue == run.blue {
                runs[runs.count - 1].bottom = y + 1
            } else {
                runs.append(run)
            }
        }
        return Background(viewport: viewport, scale: scale, runs: runs)
    }

    func fillBackground(viewport: Size, _ cr: OpaquePointer) {
        let colors = Palette.background(for: sceneStyle)
        let gradient = cairo_pattern_create_linear(0, 0, 0, max(1, viewport.height))!
        colors.top.addStop(to: gradient, at: 0)
        colors.bottom.addStop(to: gradient, at: 1)
        cairo_set_source(cr, gradient)
        cairo_rectangle(cr, 0, 0, viewport.width, viewport.height)
        cairo_fill(cr)
        cairo_pattern_destroy(gradient)
    }
}
