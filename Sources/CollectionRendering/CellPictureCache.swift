internal import CRendering
internal import CProjection
import CollectionLayout

/// Each element's painted content as an ARGB32 surface at device scale, so a
/// frame composes cached pictures instead of painting cards, pictures and
/// text again. Bounded by an LRU budget in bytes. Use from one thread.
final class CellPictureCache {
    /// What an element shows, so that elements showing the same thing share
    /// one picture (a million repeated tags need only their distinct pictures).
    enum Identity: Hashable {
        /// A cell: its item and, for an item without a colour, the palette
        /// slot its position gives it.
        case item(DatasetItem?, paletteSlot: Int)
        /// An untitled picker row, labelled with its own number.
        case numberedRow(DatasetItem?, index: Int)
        /// A header, footer or background: its section's, and whether it
        /// floats over the cells (an opaque band).
        case supplementary(IndexPath, floats: Bool)
    }

    /// What a cell picture depends on.
    struct Key: Hashable {
        var style: SceneStyle
        var category: ElementCategory
        var identity: Identity
        var size: Size
        /// Device pixels per point the picture is rendered at.
        var scale: Double
        var showsText: Bool
        var picture: CellPictureState
        /// Whether the picture lives on an X server (a pixmap) rather than in
        /// memory: the pixel-by-pixel projection reads only the latter, so an
        /// element drawn both ways (a card flat at rest, turned while it
        /// moves) keeps one of each.
        var onServer = false
    }

    /// A rendered element: `image` covers the element's box grown by
    /// `margin` points on every side, at `scale` pixels per point.
    struct Entry {
        var image: CairoImage
        var margin: Double
        var scale: Double
        /// The texels outside which the picture is transparent, {x0, y0, x1,
        /// y1} (the shadow does not reach the margin's outer part); the
        /// whole picture when it lives on an X server.
        var ink: [Int32]
    }

    private let cache: LRUCache<Key, Entry>
    private(set) var hits = 0
    private(set) var misses = 0

    init(budget: Int) {
        cache = LRUCache(budget: budget)
    }

    var count: Int { cache.count }
    var byteCount: Int { cache.totalCost }
    var evictions: Int { cache.evictions }

    /// The picture for `key`, rendered by `paint` (into a context whose user
    /// space is the element's box, top-left at the origin) on a miss.
    /// Pictures are made to draw fast onto `target` (see `CairoImage.make`).
    func picture(for key: Key, margin: Double, target: OpaquePointer? = nil, paint: (OpaquePointer) -> Void) -> Entry? {
        if let entry = cache.value(for: key) {
            hits += 1
            return entry
        }
        misses += 1
        let width = Int(((key.size.width + 2 * margin) * key.scale).rounded(.up))
        let height = Int(((key.size.height + 2 * margin) * key.scale).rounded(.up))
        guard let image = CairoImage.make(width: width, height: height, drawingOnto: target) else { return nil }
        image.withContext { cr in
            cairo_scale(cr, key.scale, key.scale)
            cairo_translate(cr, margin, margin)
            paint(cr)
        }
        cairo_surface_flush(image.surface)
        let entry = Entry(image: image, margin: margin, scale: key.scale, ink: Self.ink(of: image))
        cache.insert(entry, for: key, cost: image.byteCount)
        return entry
    }

    /// `image`'s ink (see `Entry.ink`), read from its pixels when they are in memory.
    static func ink(of image: CairoImage) -> [Int32] {
        var ink: [Int32] = [0, 0, Int32(image.width), Int32(image.height)]
        guard cairo_surface_get_type(image.surface) == CAIRO_SURFACE_TYPE_IMAGE,
              let data = cairo_image_surface_get_data(image.surface) else { return ink }
        ink.withUnsafeMutableBufferPointer { ink in
            lp_ink_bounds(UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self), Int32(image.width),
                          Int32(image.height), cairo_image_surface_get_stride(image.surface), ink.baseAddress)
        }
        return ink
    }

    func removeAll() { cache.removeAll() }

    /// Starts a frame: pictures it uses are not evicted for each other.
    func beginFrame() { cache.beginFrame() }

    /// A pattern showing `entry` in the element's local space (top-left of
    /// the box at the origin). The caller destroys it.
    static func pattern(for entry: Entry, extend: cairo_extend_t) -> OpaquePointer {
        let pattern = cairo_pattern_create_for_surface(entry.image.surface)!
        var m = cairo_matrix_t()
        cairo_matrix_init(&m, entry.scale, 0, 0, entry.scale, entry.margin * entry.scale, entry.margin * entry.scale)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(pattern, extend)
        return pattern
    }
}
