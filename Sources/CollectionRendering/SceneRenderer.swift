internal import CRendering
import CollectionLayout

/// Draws a frame of layout attributes with Cairo into any cairo context — a
/// GTK drawing area, an image, an SVG or PDF surface; no display needed.
///
/// Coordinate spaces: *content* space is the layout's (points, y down);
/// *viewport* space is content minus the content offset, the user space of
/// the `cairo_t` handed to `draw`; an element's *local* space has its
/// top-left at the origin and its size as extent, where `CellPainter` paints.
///
/// On raster targets each element's content is painted once into a cell
/// picture (at the target's pixel scale) and composed every frame; on
/// vector targets flat elements are painted straight in as shapes. Use from
/// one thread.
public final class SceneRenderer {
    /// The data the elements show.
    public let dataset: Dataset
    /// The look drawn (the layout's cards, rows, wheel cells …).
    public let sceneStyle: SceneStyle
    /// What is drawn; changing the perspective strips or the direction forgets the cell pictures.
    public var options: RenderOptions {
        didSet {
            painter.showsText = options.showsText
            painter.rightToLeft = options.rightToLeft
            if options.perspectiveStrips != oldValue.perspectiveStrips || options.rightToLeft != oldValue.rightToLeft {
                cellPictures.removeAll()
            }
        }
    }
    /// The decoded pictures, shareable between renderers.
    public let imageCache: ImageCache
    /// Paints one element's content.
    public let painter: CellPainter
    let cellPictures: CellPictureCache
    var stats = RenderStatistics()

    /// Pictures the last `draw` showed placeholders for, in drawing order,
    /// when `options.pictureLoading` is `.cachedOnly`: decode them (see
    /// `DecodedPicture`), insert them into `imageCache` and draw again.
    public internal(set) var pendingPicturePaths: [String] = []
    /// The largest box, in device pixels, each of `pendingPicturePaths` is
    /// drawn into: decode it at that size (`DecodedPicture.decode(path:filling:)`).
    /// A path decoded too small for its box is listed again.
    public internal(set) var pendingPictureBoxes: [String: Size] = [:]
    var pendingSet: Set<String> = []

    /// The canvas's gradient for the last viewport and scale (see `SceneRenderer+Background`).
    var background: Background?
    /// A picture over the background, under the elements (pose mode's reference).
    public var backdrop: Backdrop?
    /// Whether pixels of turned elements that opaque cards drawn later cover
    /// are skipped (always, but for the test that compares with and without).
    var cullsCoveredPixels = true
    /// Whether a turned element's pixels beyond its picture's ink (see
    /// `CellPictureCache.Entry.ink`) are skipped (always, but for the test
    /// that compares with and without).
    var trimsToInk = true
    /// Where exactly projected elements are drawn before they are painted
    /// (grown as needed, reused frame after frame), and whether they were
    /// made for an X server target. On an X server each element of a frame
    /// takes the next one: the server reads a scratch after the paint is
    /// sent, so writing the same one for the next element first waits for
    /// the server (a round trip per turned card); by the next frame it has
    /// long read them.
    private var scratches: [(image: CairoImage, forX: Bool)] = []
    /// The next scratch of this frame.
    private var scratchTurn = 0
    /// At most this many bytes of scratches on an X server; past it the
    /// elements of a frame take turns again (and wait).
    static let scratchBudget = 48 << 20

    /// A scratch image at least `width × height` pixels that paints fast
    /// onto `target` (see `CairoImage.makeScratch`).
    func projectionScratch(width: Int, height: Int, target: OpaquePointer?) -> CairoImage? {
        let forX = CairoImage.isXSurface(target)
        if scratches.contains(where: { $0.forX != forX }) { scratches = [] }
        let bytes = scratches.reduce(0) { $0 + $1.image.width * $1.image.height * 4 }
        // Another scratch while the budget allows (one when not on an X server).
        let grows = forX && scratchTurn >= scratches.count && bytes + width * height * 4 <= Self.scratchBudget
        let turn = scratches.isEmpty || grows ? scratches.count : scratchTurn % scratches.count
        scratchTurn += 1
        if turn < scratches.count, scratches[turn].image.width >= width, scratches[turn].image.height >= height {
            return scratches[turn].image
        }
        let grown = turn < scratches.count ? scratches[turn].image : nil
        guard let image = CairoImage.makeScratch(width: max(width, grown?.width ?? 0),
                                                 height: max(height, grown?.height ?? 0),
                                                 drawingOnto: forX ? target : nil) else { return nil }
        if turn < scratches.count { scratches[turn] = (image, forX) } else { scratches.append((image, forX)) }
        return image
    }
    /// The rows the elements of the last `draw` were drawn on, and those of
    /// the `drawOver` calls since: a canvas kept from frame to frame shows
    /// its background everywhere else (see `DrawnRows`).
    public internal(set) var drawnRows = DrawnRows.everything
    /// The elements the last frame drew flat from the X server beside
    /// turned ones (see `paintPicturesForMotion()`).
    var motionPictures: [MotionPicture] = []

    /// A renderer of `dataset` in `style`; `imageCache` shares decoded pictures.
    public init(dataset: Dataset, style: SceneStyle, options: RenderOptions = RenderOptions(),
                imageCache: ImageCache? = nil) {
        self.dataset = dataset
        sceneStyle = style
        self.options = options
        self.imageCache = imageCache ?? ImageCache(budget: options.imageBudget)
        painter = CellPainter(style: style, showsText: options.showsText)
        painter.rightToLeft = options.rightToLeft
        cellPictures = CellPictureCache(budget: options.cellPictureBudget)
    }

    /// What the renderer has done so far: frames, elements, cache use.
    public var statistics: RenderStatistics {
        var s = stats
        s.cellPicturesPainted = cellPictures.misses
        s.cellPictureHits = cellPictures.hits
        s.textLayoutsCreated = painter.text.layoutsCreated
        s.cellPictureBytes = cellPictures.byteCount
        return s
    }

    /// Forgets every cached cell picture (after the data's pictures changed).
    public func invalidateCellPictures() { cellPictures.removeAll() }

    /// Draws the canvas background and `elements` as seen at `offset` into
    /// `cr`, whose user space is the viewport (points). Elements draw by
    /// ascending `zIndex`, then index path; hidden ones, transparent ones and
    /// ones wholly outside the viewport are skipped. `cr`'s state is restored.
    public func draw(elements: [LayoutAttributes], offset: Point, viewport: Size, into cr: OpaquePointer) {
        draw(elements: elements, offset: offset, viewport: viewport, into: cr, drawnBy: nil)
    }

    /// `draw(elements:offset:viewport:into:)` onto a canvas that still
    /// shows the last frame: the background is painted again only over
    /// `backgroundRows` (on raster targets; see `DrawnRows`), the rows the
    /// canvas shows more than its background on. Everywhere else it already
    /// shows the background, and the elements are drawn straight over it.
    public func draw(elements: [LayoutAttributes], offset: Point, viewport: Size, into cr: OpaquePointer,
                     backgroundRows: DrawnRows) {
        draw(elements: elements, offset: offset, viewport: viewport, into: cr, drawnBy: nil,
             backgroundRows: backgroundRows)
    }

    /// `draw(elements:…)`, each element drawn by `drawer(index)` (this
    /// renderer or one with other data, sharing the frame, its drawing
    /// order and its occluders); the background is this renderer's.
    func draw(elements: [LayoutAttributes], offset: Point, viewport: Size, into cr: OpaquePointer,
              drawnBy drawer: ((Int) -> SceneRenderer)?, backgroundRows: DrawnRows = .everything) {
        beginFrame()
        guard cairo_status(cr) == CAIRO_STATUS_SUCCESS else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if options.drawsBackground { paintBackground(viewport: viewport, rows: backgroundRows, cr) }
        if let backdrop {
            backdrop.paint(rows: backgroundRows, viewport: viewport, cr)
            // Its rows show more than the background: the next frame paints them again.
            drawnRows.insert(backdrop.rect)
        }
        let turnedBefore = stats.perspectiveStrips
        drawInOrder(elements, offset: offset, viewport: viewport, cr, drawnBy: drawer)
        // Only beside turned elements is a flat one likely to turn next.
        if stats.perspectiveStrips == turnedBefore { motionPictures.removeAll(keepingCapacity: true) }
    }

    /// Starts a frame: counts it, and forgets the last frame's pending pictures.
    func beginFrame() {
        stats.frames += 1
        drawnRows = .none
        scratchTurn = 0
        motionPictures.removeAll(keepingCapacity: true)
        cellPictures.beginFrame()
        imageCache.beginFrame()
        pendingPicturePaths.removeAll(keepingCapacity: true)
        pendingSet.removeAll(keepingCapacity: true)
        pendingPictureBoxes.removeAll(keepingCapacity: true)
    }

    /// Draws `elements` over what `cr` already shows, without the
    /// background (an item carried above the others). `cr`'s state is restored.
    public func drawOver(elements: [LayoutAttributes], offset: Point, viewport: Size, into cr: OpaquePointer) {
        guard cairo_status(cr) == CAIRO_STATUS_SUCCESS else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        drawInOrder(elements, offset: offset, viewport: viewport, cr)
    }

    private func drawInOrder(_ elements: [LayoutAttributes], offset: Point, viewport: Size, _ cr: OpaquePointer,
                             drawnBy drawer: ((Int) -> SceneRenderer)? = nil) {
        var frame = Frame(offset: offset, viewport: viewport, pixelScale: CairoPath.pixelScale(cr),
                          isVector: CairoPath.targetIsVector(cr), vectorScale: options.vectorPictureScale)
        frame.target = cairo_get_group_target(cr)
        let order = Self.drawingOrderIndices(elements)
        let ordered = order.map { elements[$0] }
        // Only turned elements are drawn pixel by pixel: only they need to know what covers them.
        if !frame.isVector, ordered.contains(where: { !$0.transform3D.isIdentity }) {
            frame.occluders = Occluders(ordered, style: sceneStyle, offset: offset, pixelScale: frame.pixelScale)
        }
        for (place, index) in order.enumerated() {
            frame.order = place
            if let margin = (drawer?(index) ?? self).drawElement(elements[index], frame: frame, cr) {
                noteDrawn(elements[index], margin: margin, frame: frame)
            }
        }
    }

    /// Decodes every picture `elements` show, so a later `draw` needs no
    /// placeholder.
    ///
    /// - Throws: the first `RenderError.unreadableImage` met.
    public func loadPictures(for elements: [LayoutAttributes]) throws(RenderError) {
        for element in elements where element.category == .cell && !element.isHidden {
            if let path = item(at: element.indexPath)?.imagePath {
                _ = try imageCache.image(atPath: path)
            }
        }
    }

    /// The item an element shows. Layouts that ignore sections number items
    /// across all sections in section 0, which this resolves too.
    ///
    /// - Complexity: O(1), or O(log s) for s sections for a flat index.
    public func item(at indexPath: IndexPath) -> DatasetItem? {
        if let item = dataset.item(at: indexPath) { return item }
        guard indexPath.section == 0 else { return nil }
        return dataset.indexPath(ofFlat: indexPath.item).flatMap(dataset.item(at:))
    }

    /// Visible elements by ascending zIndex, then index path, decorations
    /// under cells under supplementary views; stable.
    static func drawingOrder(_ elements: [LayoutAttributes]) -> [LayoutAttributes] {
        drawingOrderIndices(elements).map { elements[$0] }
    }

    /// The indices of `drawingOrder(elements)`'s elements in `elements`.
    static func drawingOrderIndices(_ elements: [LayoutAttributes]) -> [Int] {
        func rank(_ c: ElementCategory) -> Int {
            switch c {
            case .decoration: return 0
            case .cell: return 1
            case .header: return 2
            case .footer: return 3
            }
        }
        let visible = elements.indices.filter {
            let e = elements[$0]
            return !e.isHidden && e.alpha > 0 && e.isFinite && e.size.width > 0 && e.size.height > 0
        }
        return visible.sorted { i, j in
            let a = elements[i], b = elements[j]
            return (a.zIndex, a.indexPath.section, a.indexPath.item, rank(a.category), i)
                < (b.zIndex, b.indexPath.section, b.indexPath.item, rank(b.category), j)
        }
    }
}
