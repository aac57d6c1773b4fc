internal import CRendering
import CollectionLayout

/// Writes one view of a layout to a PNG, SVG or PDF file, headless.
public struct ViewExporter {
    /// Draws the views.
    public let renderer: SceneRenderer

    /// An exporter drawing with `renderer`.
    public init(renderer: SceneRenderer) {
        self.renderer = renderer
    }

    /// Renders `elements` seen at `offset` in a `viewport` to `path`.
    ///
    /// - Parameters:
    ///   - elements: what a layout returned for the view.
    ///   - offset: the content offset they are seen at.
    ///   - viewport: the view's size in points.
    ///   - path: the file to write.
    ///   - format: nil takes it from `path`'s extension.
    ///   - scale: pixels per point for PNG; for SVG and PDF the page is
    ///     `viewport × scale` points.
    /// - Throws: `RenderError` naming the problem in one line: an unknown
    ///   format, an empty or huge viewport, a picture that cannot be read,
    ///   a file cairo cannot write.
    public func render(elements: [LayoutAttributes], offset: Point = .zero, viewport: Size, to path: String,
                       format: ImageFormat? = nil, scale: Double = 1) throws(RenderError) {
        try Self.write(viewport: viewport, to: path, format: format, scale: scale,
                       loadPictures: { () throws(RenderError) in try renderer.loadPictures(for: elements) },
                       draw: { cr in renderer.draw(elements: elements, offset: offset, viewport: viewport, into: cr) })
    }

    /// Checks the request, loads the pictures, lets `draw` paint into a
    /// context scaled to points and writes the file.
    static func write(viewport: Size, to path: String, format: ImageFormat?, scale: Double,
                      loadPictures: () throws(RenderError) -> Void,
                      draw: (OpaquePointer) -> Void) throws(RenderError) {
        guard let format = format ?? ImageFormat(path: path) else { throw .unsupportedFormat(path: path) }
        guard scale.isFinite, scale > 0 else { throw .invalidSize(reason: "scale \(scale) is not positive") }
        let width = viewport.width * scale, height = viewport.height * scale
        guard width.isFinite, height.isFinite, width >= 1, height >= 1 else {
            throw .invalidSize(reason: "viewport \(viewport) is empty")
        }
        guard width <= 32767, height <= 32767 else {
            throw .invalidSize(reason: "viewport \(viewport) at scale \(scale) exceeds 32767 pixels")
        }
        try loadPictures()

        let surface: OpaquePointer
        switch format {
        case .png:
            surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width.rounded(.up)),
                                                 Int32(height.rounded(.up)))
        case .svg:
            surface = cairo_svg_surface_create(path, width, height)
            // Sized in pixels, as the PNG is: viewers open a "pt" size 1.33× larger.
            cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
        case .pdf:
            surface = cairo_pdf_surface_create(path, width, height)
        }
        defer { cairo_surface_destroy(surface) }
        try check(cairo_surface_status(surface), path)

        let cr = cairo_create(surface)!
        cairo_scale(cr, scale, scale)
        draw(cr)
        let drawStatus = cairo_status(cr)
        cairo_destroy(cr)
        try check(drawStatus, path)

        if format == .png {
            cairo_surface_flush(surface)
            try check(cairo_surface_write_to_png(surface, path), path)
        } else {
            cairo_surface_finish(surface)
            try check(cairo_surface_status(surface), path)
        }
    }

    private static func check(_ status: cairo_status_t, _ path: String) throws(RenderError) {
        guard status != CAIRO_STATUS_SUCCESS else { return }
        throw .cairo(path: path, status: String(cString: cairo_status_to_string(status)))
    }
}
