internal import CRendering
import CollectionLayout

/// A picture drawn over the background and under the elements: the
/// reference a person poses the items over (a screenshot, a mock-up), at
/// its place in the viewport and a see-through opacity.
public struct Backdrop {
    /// The picture.
    public var image: CairoImage
    /// Where it is drawn, in viewport points (its size is the picture's pixels × `scale`).
    public var origin: Point
    public var scale: Double
    /// 0…1.
    public var opacity: Double

    public init(image: CairoImage, origin: Point, scale: Double, opacity: Double) {
        self.image = image
        self.origin = origin
        self.scale = scale
        self.opacity = opacity
    }

    /// The viewport rect it covers.
    public var rect: Rect {
        Rect(x: origin.x, y: origin.y, width: Double(image.width) * scale, height: Double(image.height) * scale)
    }

    /// Paints it into `cr` (user space: viewport points) over the rows `rows`.
    func paint(rows: DrawnRows, viewport: Size, _ cr: OpaquePointer) {
        let r = rect
        guard opacity > 0, r.width > 0, r.height > 0 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if !rows.isEverything {
            for span in rows.ranges { cairo_rectangle(cr, 0, span.lowerBound, viewport.width, span.upperBound - span.lowerBound) }
            cairo_clip(cr)
        }
        cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
        cairo_clip(cr)
        cairo_translate(cr, r.minX, r.minY)
        cairo_scale(cr, scale, scale)
        cairo_set_source_surface(cr, image.surface, 0, 0)
        cairo_paint_with_alpha(cr, opacity)
    }
}
