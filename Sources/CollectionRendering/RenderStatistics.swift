/// Counters a `SceneRenderer` keeps across frames, for tests, benchmarks and
/// the debug overlay.
public struct RenderStatistics: Hashable, Sendable {
    /// Frames drawn.
    public var frames = 0
    /// Elements composed onto the target (visible ones only).
    public var elementsDrawn = 0
    /// Elements skipped because their transformed box misses the viewport.
    public var elementsCulled = 0
    /// Cell pictures rendered (cache misses).
    public var cellPicturesPainted = 0
    /// Cell pictures reused from the cache.
    public var cellPictureHits = 0
    /// Elements painted straight into a vector target (no cell picture).
    public var directPaints = 0
    /// Perspective-mapped paints: affine strips on vector targets, one per
    /// element drawn pixel by pixel on raster targets.
    public var perspectiveStrips = 0
    /// Elements with a 3-D transform that is affine on their plane (no
    /// perspective across them), drawn on raster targets as flat ones are.
    public var affineProjections = 0
    /// Device pixels worked out by the pixel-by-pixel projection (those
    /// covered by opaque cards drawn later are not).
    public var projectedPixels = 0
    /// Pango layouts shaped so far.
    public var textLayoutsCreated = 0
    /// Bytes the cell picture cache holds.
    public var cellPictureBytes = 0

    /// All counters at zero.
    public init() {}

    /// Hits over lookups, 0 before the first lookup.
    public var cellPictureHitRatio: Double {
        let lookups = cellPicturesPainted + cellPictureHits
        return lookups == 0 ? 0 : Double(cellPictureHits) / Double(lookups)
    }
}
