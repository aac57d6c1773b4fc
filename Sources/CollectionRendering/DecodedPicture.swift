internal import CProjection
internal import CRendering
import CollectionLayout
import Foundation

/// A picture decoded by GdkPixbuf into premultiplied ARGB32 pixels.
///
/// Decoding touches no cairo or GTK state, so the app may decode on a worker
/// thread and hand the result to `ImageCache.insert(_:forPath:)` on the main
/// thread.
public struct DecodedPicture: Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Row-major, `width` pixels a row, each `a << 24 | r << 16 | g << 8 | b`
    /// with colour premultiplied by alpha (cairo's ARGB32).
    public let pixels: [UInt32]
    /// Whether the picture was decoded smaller than the file holds it (a
    /// larger decode would show more detail).
    public let isReduced: Bool

    /// A picture of `width × height` premultiplied ARGB32 `pixels`, row by
    /// row; `isReduced` when decoded smaller than the file holds it.
    public init(width: Int, height: Int, pixels: [UInt32], isReduced: Bool = false) {
        precondition(pixels.count == width * height, "pixel count does not match the size")
        self.width = width
        self.height = height
        self.pixels = pixels
        self.isReduced = isReduced
    }

    /// The longest side a picture is decoded at, in pixels: no cell picture
    /// is drawn larger (`SceneRenderer.maximumPictureSide`), so more pixels
    /// would only cost memory — an 8000×8000 photo would take 256 MB three
    /// times over.
    public static let maximumSide = Int(SceneRenderer.maximumPictureSide)

    /// The longest side a picture whose width is `aspect` times its height
    /// needs to cover `box` (aspect-fill, as cells draw pictures).
    public static func longestSide(filling box: Size, aspect: Double) -> Double {
        guard aspect > 0, aspect.isFinite else { return max(box.width, box.height) }
        let height = max(box.height, box.width / aspect)
        return max(height * aspect, height)
    }

    /// The side a picture is decoded at to cover `needed` pixels: a power of
    /// two from 64 (near sizes share one decode; growing a little never
    /// decodes again), at most `maximumSide`.
    static func decodedSide(for needed: Double) -> Int {
        var side = 64
        while Double(side) < needed && side < maximumSide { side *= 2 }
        return min(side, maximumSide)
    }

    /// Decodes the file at `path` at the size it is drawn: large enough to
    /// cover `box` (device pixels) whichever way its EXIF orientation turns
    /// it, as `decodedSide(for:)` rounds it, never larger than the file. A
    /// 6000×4000 photo drawn 300 pixels wide decodes at 512×341 — JPEG
    /// decodes at a fraction of its size, so the full-size pixels never exist.
    ///
    /// - Throws: `RenderError.unreadableImage` naming the path.
    public static func decode(path: String, filling box: Size) throws(RenderError) -> DecodedPicture {
        var width: Int32 = 0, height: Int32 = 0
        guard gdk_pixbuf_get_file_info(path, &width, &height) != nil, width > 0, height > 0 else {
            return try decode(path: path)
        }
        let aspect = Double(width) / Double(height)
        let needed = max(longestSide(filling: box, aspect: aspect), longestSide(filling: box, aspect: 1 / aspect))
        return try decode(path: path, maximumSide: decodedSide(for: needed))
    }

    /// Decodes the file at `path` in any format GdkPixbuf reads, turned
    /// upright by its EXIF orientation, scaled down (aspect kept) so that
    /// neither side exceeds `maximumSide`.
    ///
    /// - Throws: `RenderError.unreadableImage` naming the path.
    public static func decode(path: String, maximumSide: Int = DecodedPicture.maximumSide)
        throws(RenderError) -> DecodedPicture {
        guard FileManager.default.fileExists(atPath: path) else {
            throw .unreadableImage(path: path, reason: "no such file")
        }
        var error: UnsafeMutablePointer<GError>?
        var fileWidth: Int32 = 0, fileHeight: Int32 = 0
        let tooLarge = gdk_pixbuf_get_file_info(path, &fileWidth, &fileHeight) != nil
            && max(fileWidth, fileHeight) > Int32(maximumSide)
        // GdkPixbuf's loaders scale while decoding (JPEG decodes at a fraction
        // of its size), so a large file never exists at full size as pixels here.
        let opened = tooLarge
            ? gdk_pixbuf_new_from_file_at_scale(path, Int32(maximumSide), Int32(maximumSide), 1, &error)
            : gdk_pixbuf_new_from_file(path, &error)
        guard let loaded = opened else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown image format"
            if let error { g_error_free(error) }
            throw .unreadableImage(path: path, reason: reason.replacingOccurrences(of: "\n", with: " "))
        }
        let pixbuf = gdk_pixbuf_apply_embedded_orientation(loaded) ?? loaded
        defer {
            g_object_unref(UnsafeMutableRawPointer(pixbuf))
            if pixbuf != loaded { g_object_unref(UnsafeMutableRawPointer(loaded)) }
        }
        guard gdk_pixbuf_get_bits_per_sample(pixbuf) == 8,
              gdk_pixbuf_get_colorspace(pixbuf) == GDK_COLORSPACE_RGB else {
            throw .unreadableImage(path: path, reason: "unsupported pixel format")
        }
        let width = Int(gdk_pixbuf_get_width(pixbuf)), height = Int(gdk_pixbuf_get_height(pixbuf))
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        let hasAlpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0
        let rowStride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        guard width > 0, height > 0, channels >= (hasAlpha ? 4 : 3),
              let source = gdk_pixbuf_read_pixels(pixbuf) else {
            throw .unreadableImage(path: path, reason: "empty picture")
        }
        // Premultiplied in C: a per-pixel loop is the whole cost of a decode
        // once the file is read, and a debug build of Swift is slow at it.
        let pixels = [UInt32](unsafeUninitializedCapacity: width * height) { out, count in
            lp_premultiply_rows(source, Int32(width), Int32(height), Int32(rowStride), Int32(channels),
                                hasAlpha ? 1 : 0, out.baseAddress!)
            count = width * height
        }
        return DecodedPicture(width: width, height: height, pixels: pixels, isReduced: tooLarge)
    }

    /// A cairo image surface holding these pixels.
    func makeImage() -> CairoImage? {
        guard let image = CairoImage(width: width, height: height),
              let data = cairo_image_surface_get_data(image.surface) else { return nil }
        cairo_surface_flush(image.surface)
        let stride = Int(cairo_image_surface_get_stride(image.surface))
        pixels.withUnsafeBytes { src in
            for y in 0..<height {
                UnsafeMutableRawPointer(data + y * stride)
                    .copyMemory(from: src.baseAddress! + y * width * 4, byteCount: width * 4)
            }
        }
        cairo_surface_mark_dirty(image.surface)
        return image
    }
}
