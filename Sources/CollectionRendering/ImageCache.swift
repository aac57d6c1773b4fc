import CollectionLayout
internal import CRendering

/// Decoded pictures as cairo surfaces, by path, with halved versions for
/// drawing them small.
///
/// Both the originals and the halved versions ("levels": level k is the
/// picture at 1/2^k) share one LRU budget in bytes. A 1000×1000 picture drawn
/// into a 100×100 card uses level 3 (125×125), made once by successive 2×2
/// averaging, so the card never rescales the full picture again.
/// Use from one thread (the one that draws).
public final class ImageCache {
    /// Counters for tests and the debug overlay.
    public struct Statistics: Hashable, Sendable {
        /// Pictures decoded from files.
        public var decoded = 0
        /// Requests answered from the cache.
        public var hits = 0
        /// Halved copies made for small draws.
        public var levelsMade = 0
        /// Files that could not be read.
        public var failures = 0
    }

    private struct Key: Hashable {
        var path: String
        var level: Int
    }

    private let cache: LRUCache<Key, CairoImage>
    private var failures: [String: RenderError] = [:]
    private var sizes: [String: (width: Int, height: Int)] = [:]
    /// The paths decoded smaller than their files (see `DecodedPicture.isReduced`).
    private var reduced: Set<String> = []
    /// The counters so far.
    public private(set) var statistics = Statistics()

    /// An empty cache holding at most `budget` bytes of pictures.
    public init(budget: Int = 64 << 20) {
        cache = LRUCache(budget: budget)
    }

    /// The bytes the cached surfaces take.
    public var byteCount: Int { cache.totalCost }

    /// Whether the picture at `path` has been decoded (it may since have been
    /// evicted; it then decodes again when asked for).
    public func hasLoaded(_ path: String) -> Bool { sizes[path] != nil }

    /// Whether the picture at `path` is decoded and still held (not evicted).
    public func isCached(_ path: String) -> Bool { cache.contains(Key(path: path, level: 0)) }

    /// Whether the picture at `path` is held, marking it used in this frame:
    /// a picture a frame shows is not evicted for another picture of the
    /// same frame, nor for one decoded before the next frame starts.
    func holdsForFrame(_ path: String) -> Bool { cache.value(for: Key(path: path, level: 0)) != nil }

    /// Starts a frame (see `holdsForFrame(_:)`). Pictures that do not fit
    /// the budget together but are all in view stay — the budget is
    /// exceeded until they leave the view — instead of evicting each other
    /// as each arrives, which decoded them again and again without end.
    public func beginFrame() { cache.beginFrame() }

    /// Whether the picture at `path` was decoded smaller than the file and
    /// too small to cover `pixels` (aspect-fill): a larger decode shows more.
    public func needsLargerPicture(_ path: String, filling pixels: Size) -> Bool {
        guard reduced.contains(path), let size = sizes[path], size.width > 0, size.height > 0 else { return false }
        let needed = DecodedPicture.longestSide(filling: pixels, aspect: Double(size.width) / Double(size.height))
        return Double(max(size.width, size.height)) + 0.5 < min(needed, Double(DecodedPicture.maximumSide))
    }

    /// The error the picture at `path` gave, if it failed.
    public func failure(forPath path: String) -> RenderError? { failures[path] }

    /// The full-size picture at `path`, decoding it on first use.
    ///
    /// - Throws: `RenderError.unreadableImage` naming the path (remembered:
    ///   a failed path is not decoded again until `forget(_:)`).
    public func image(atPath path: String) throws(RenderError) -> CairoImage {
        if let image = cache.value(for: Key(path: path, level: 0)) {
            statistics.hits += 1
            return image
        }
        if let failure = failures[path] { throw failure }
        let decoded: DecodedPicture
        do {
            decoded = try DecodedPicture.decode(path: path)
        } catch {
            recordFailure(error, forPath: path)
            throw error
        }
        statistics.decoded += 1
        guard let image = insert(decoded, forPath: path) else {
            throw .unreadableImage(path: path, reason: "picture too large")
        }
        return image
    }

    /// A version of the picture at `path` at least `pixels` large when drawn
    /// aspect-fill into a box of `pixels` (so at most twice too large).
    public func image(atPath path: String, filling pixels: Size) throws(RenderError) -> CairoImage {
        let level: Int
        if let size = sizes[path] {
            level = Self.level(width: size.width, height: size.height, filling: pixels)
        } else {
            let original = try image(atPath: path)
            level = Self.level(width: original.width, height: original.height, filling: pixels)
        }
        return try image(atPath: path, level: level)
    }

    /// Adds a picture decoded elsewhere (see `DecodedPicture`), replacing
    /// any version and failure recorded for `path`.
    @discardableResult
    public func insert(_ picture: DecodedPicture, forPath path: String) -> CairoImage? {
        forget(path)
        guard let image = picture.makeImage() else { return nil }
        sizes[path] = (image.width, image.height)
        if picture.isReduced { reduced.insert(path) }
        cache.insert(image, for: Key(path: path, level: 0), cost: image.byteCount)
        return image
    }

    /// Remembers that the picture at `path` cannot be read.
    public func recordFailure(_ error: RenderError, forPath path: String) {
        failures[path] = error
        statistics.failures += 1
    }

    /// Drops every version and any failure of `path` (the file changed).
    public func forget(_ path: String) {
        failures[path] = nil
        reduced.remove(path)
        guard let size = sizes.removeValue(forKey: path) else { return }
        for level in 0...Self.level(width: size.width, height: size.height, filling: Size(width: 1, height: 1)) {
            cache.removeValue(for: Key(path: path, level: level))
        }
    }

    /// The deepest level whose picture still covers `pixels` aspect-fill.
    static func level(width: Int, height: Int, filling pixels: Size) -> Int {
        guard width > 0, height > 0, pixels.width > 0, pixels.height > 0 else { return 0 }
        let needed = max(pixels.width / Double(width), pixels.height / Double(height))
        var level = 0
        var w = width, h = height
        while w > 1 || h > 1 {
            let nw = (w + 1) / 2, nh = (h + 1) / 2
            guard Double(nw) >= needed * Double(width) - 0.5, Double(nh) >= needed * Double(height) - 0.5 else { break }
            w = nw; h = nh; level += 1
        }
        return level
    }

    private func image(atPath path: String, level: Int) throws(RenderError) -> CairoImage {
        if level == 0 { return try image(atPath: path) }
        if let image = cache.value(for: Key(path: path, level: level)) {
            statistics.hits += 1
            return image
        }
        let larger = try image(atPath: path, level: level - 1)
        guard let half = CairoImage(width: (larger.width + 1) / 2, height: (larger.height + 1) / 2) else {
            return larger
        }
        half.withContext { cr in
            cairo_scale(cr, Double(half.width) / Double(larger.width), Double(half.height) / Double(larger.height))
            cairo_set_source_surface(cr, larger.surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cr)
        }
        cairo_surface_flush(half.surface)
        statistics.levelsMade += 1
        cache.insert(half, for: Key(path: path, level: level), cost: half.byteCount)
        return half
    }
}
