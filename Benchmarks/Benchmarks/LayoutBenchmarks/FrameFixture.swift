import CRendering
import CollectionLayout
import CollectionRendering

/// One frame of scrolling as the app draws it: the rect query for the
/// visible rect, then `SceneRenderer.draw` into a 1920×1080 ARGB32 image.
///
/// Pictures are decoded once into a shared `ImageCache` before any frame,
/// so a cold frame measures what a fresh renderer pays for its cell
/// pictures (painting cards, scaling pictures, shaping text), not PNG
/// decoding.
final class FrameFixture {
    let layoutID: String
    let count: Int
    let dataset: Dataset
    let layout: any CollectionLayout
    let images: ImageCache
    /// A renderer whose caches fill during warm-up and stay warm.
    let renderer: SceneRenderer
    let surface: OpaquePointer
    /// Where the frames start: the middle of the content.
    let baseOffset: Point
    private var frame = 0

    /// Frames step this far along the scroll axis, cycling through
    /// `cycleLength` offsets, so warm frames redraw cached cells at new places.
    static let step = 7.0
    static let cycleLength = 16

    /// A frame of `layoutID` at `count` items, made with `assignments`
    /// (default: the app's starting parameters).
    init(layoutID: String, count: Int, assignments: [String]? = nil) {
        self.layoutID = layoutID
        self.count = count
        dataset = Fixtures.dataset(for: layoutID, count: count)
        layout = Fixtures.makeLayout(layoutID, assignments: assignments)
        layout.prepare(Fixtures.context(for: layoutID, dataset: dataset))
        images = ImageCache()
        renderer = SceneRenderer(dataset: dataset, style: Fixtures.style(of: layoutID), imageCache: images)
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(Fixtures.viewport.width),
                                             Int32(Fixtures.viewport.height))
        let viewport = Fixtures.viewport
        switch layout.scrollAxis {
        case .horizontal:
            baseOffset = layout.contentOffset(focusing: IndexPath(item: count / 2), from: .zero) ?? .zero
        case .vertical:
            baseOffset = Point(x: 0, y: ((layout.contentSize.height - viewport.height) / 2).rounded())
        }
        // Decode every picture the cycle of offsets shows.
        for k in 0...Self.cycleLength {
            let offset = offset(ofFrame: k)
            try? renderer.loadPictures(for: layout.elements(in: Rect(origin: offset, size: viewport), offset: offset))
        }
    }

    deinit { cairo_surface_destroy(surface) }

    /// The offset of the `k`th frame of the cycle.
    func offset(ofFrame k: Int) -> Point {
        var p = baseOffset
        p[layout.scrollAxis] += Self.step * Double(k % Self.cycleLength)
        return p
    }

    /// A renderer with empty cell-picture and text caches that shares the
    /// decoded pictures (made outside the measured part: its `init` copies
    /// the items).
    func coldRenderer() -> SceneRenderer {
        SceneRenderer(dataset: dataset, style: Fixtures.style(of: layoutID), imageCache: images)
    }

    /// Draws the next frame of the cycle with `renderer` (the warm one by
    /// default); returns the number of elements the query gave.
    @discardableResult
    @inline(never)
    func drawFrame(with renderer: SceneRenderer? = nil) -> Int {
        let offset = offset(ofFrame: frame)
        frame += 1
        return draw(at: offset, with: renderer ?? self.renderer)
    }

    /// Draws the frame at `offset`.
    @inline(never)
    func draw(at offset: Point, with renderer: SceneRenderer) -> Int {
        let viewport = Fixtures.viewport
        let elements = layout.elements(in: Rect(origin: offset, size: viewport), offset: offset)
        let cr = cairo_create(surface)!
        renderer.draw(elements: elements, offset: offset, viewport: viewport, into: cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return elements.count
    }
}
