internal import CRendering

/// A cairo image surface (ARGB32, premultiplied) owned by Swift: destroyed
/// when the last reference goes.
public final class CairoImage {
    /// The `cairo_surface_t*`.
    public let surface: OpaquePointer
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int

    /// Takes over one reference to `surface`, an image surface.
    init(adopting surface: OpaquePointer) {
        self.surface = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
    }

    /// Takes over one reference to `surface` of any kind, `width × height` pixels.
    private init(adopting surface: OpaquePointer, width: Int, height: Int) {
        self.surface = surface
        self.width = width
        self.height = height
    }

    /// A new transparent surface of `width × height` pixels that draws fast
    /// onto `target`: on an X server a pixmap there (`cairo_surface_create_similar`),
    /// so composing it each frame sends no pixels; on any other target an
    /// ARGB32 image surface. Nil when cairo cannot make one.
    static func make(width: Int, height: Int, drawingOnto target: OpaquePointer?) -> CairoImage? {
        guard let target, width > 0, height > 0, width <= 32767, height <= 32767 else {
            return CairoImage(width: width, height: height)
        }
        let type = cairo_surface_get_type(target)
        guard type == CAIRO_SURFACE_TYPE_XLIB || type == CAIRO_SURFACE_TYPE_XCB,
              let s = cairo_surface_create_similar(target, CAIRO_CONTENT_COLOR_ALPHA, Int32(width), Int32(height))
        else { return CairoImage(width: width, height: height) }
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(s)
            return CairoImage(width: width, height: height)
        }
        return CairoImage(adopting: s, width: width, height: height)
    }

    /// Whether `target` is a surface on an X server.
    static func isXSurface(_ target: OpaquePointer?) -> Bool {
        guard let target else { return false }
        let type = cairo_surface_get_type(target)
        return type == CAIRO_SURFACE_TYPE_XLIB || type == CAIRO_SURFACE_TYPE_XCB
    }

    /// A new ARGB32 image surface, written pixel by pixel and painted onto
    /// `target` again and again: on an X server one in shared memory with it
    /// (`cairo_surface_create_similar_image`), so painting it copies the
    /// pixels once on the server instead of sending them through a fresh
    /// shared segment per paint; elsewhere a plain image surface.
    static func makeScratch(width: Int, height: Int, drawingOnto target: OpaquePointer?) -> CairoImage? {
        guard isXSurface(target), let target, width > 0, height > 0, width <= 32767, height <= 32767,
              let s = cairo_surface_create_similar_image(target, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        else { return CairoImage(width: width, height: height) }
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS, cairo_surface_get_type(s) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(s) == CAIRO_FORMAT_ARGB32 else {
            cairo_surface_destroy(s)
            return CairoImage(width: width, height: height)
        }
        return CairoImage(adopting: s)
    }

    /// A new transparent ARGB32 surface, or nil when cairo cannot make one.
    convenience init?(width: Int, height: Int) {
        guard width > 0, height > 0, width <= 32767, height <= 32767,
              let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        else { return nil }
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(s)
            return nil
        }
        self.init(adopting: s)
    }

    deinit { cairo_surface_destroy(surface) }

    /// The bytes the pixels take.
    public var byteCount: Int {
        let stride = Int(cairo_image_surface_get_stride(surface))
        return (stride > 0 ? stride : width * 4) * height
    }

    /// Premultiplied ARGB of the pixel at (`x`, `y`) as 0…255 components.
    public func pixel(x: Int, y: Int) -> (a: Int, r: Int, g: Int, b: Int) {
        cairo_surface_flush(surface)
        guard x >= 0, y >= 0, x < width, y < height, let data = cairo_image_surface_get_data(surface) else {
            return (0, 0, 0, 0)
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let v = UnsafeRawPointer(data).load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
        return (Int(v >> 24), Int((v >> 16) & 0xFF), Int((v >> 8) & 0xFF), Int(v & 0xFF))
    }

    /// Runs `body` with a fresh cairo context drawing into this surface.
    func withContext<R>(_ body: (OpaquePointer) -> R) -> R {
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        return body(cr)
    }
}
