internal import CRendering
import CollectionLayout

/// Drawing one element: its content, its cell picture and its placement.
extension SceneRenderer {
    /// What stays the same for every element of one frame.
    struct Frame {
        var offset: Point
        var viewport: Size
        /// Device pixels per point of the target.
        var pixelScale: Double
        var isVector: Bool
        /// Pixels per point of cell pictures before magnification.
        var pictureScale: Double
        /// The surface drawn onto; cell pictures are made to suit it.
        var target: OpaquePointer?
        /// The opaque cards of the frame (raster targets only), and the
        /// place in the drawing order of the element being drawn.
        var occluders: Occluders?
        var order = 0

        init(offset: Point, viewport: Size, pixelScale: Double, isVector: Bool, vectorScale: Double) {
            self.offset = offset
            self.viewport = viewport
            self.pixelScale = pixelScale
            self.isVector = isVector
            pictureScale = isVector ? max(pixelScale, vectorScale) : pixelScale
        }
    }

    /// The picture scale for an element drawn `magnification` times its
    /// size: a few fixed steps, so a card turning or zooming re-renders its
    /// picture only when it crosses one.
    static func scaleStep(for magnification: Double) -> Double {
        for step in [1.0, 1.5, 2, 3, 4] where magnification <= step * 1.02 { return step }
        return 4
    }

    /// Draws `element`; returns the margin its picture has around it (see
    /// `noteDrawn`), or nil when it is not drawn.
    @discardableResult
    func drawElement(_ element: LayoutAttributes, frame: Frame, _ cr: OpaquePointer) -> Double? {
        let state = pictureState(for: element)
        let margin = CellStyle.style(scene: sceneStyle, category: element.category, size: element.size,
                                     hasPicture: state != .none).margin
        // A quad with a corner at or behind the eye has no projection: it is not drawn.
        guard let quad = element.screenQuad(), isOnScreen(quad, margin: margin, frame: frame)
        else {
            stats.elementsCulled += 1
            return nil
        }
        defer { stats.elementsDrawn += 1 }
        if element.transform3D.isIdentity {
            drawFlat(element, state: state, margin: margin, frame: frame, cr)
        } else if !frame.isVector, let plane = Self.planeTransform(element.transform3D) {
            // Moved, scaled or turned within its plane only (a card pushed
            // back in depth, as the Rotary carousel's): an affine map, which
            // cairo draws as a flat element's — on an X server, the server
            // resamples the picture it already holds.
            stats.affineProjections += 1
            drawFlat(element, state: state, margin: margin, frame: frame, plane: plane, cr)
        } else {
            let bounds = quad.corners.isEmpty ? Rect(origin: .zero, size: element.size) : quad.boundingBox
            let magnification = max(bounds.width / element.size.width, bounds.height / element.size.height)
            // On raster targets the picture is read pixel by pixel: an image, not an X pixmap.
            guard let entry = cellPicture(for: element, state: state, margin: margin,
                                          scale: frame.pictureScale * Self.scaleStep(for: magnification),
                                          target: frame.isVector ? frame.target : nil)
            else { return margin }
            if frame.isVector || !drawProjectedExactly(element, picture: entry, frame: frame, cr) {
                drawProjected(element, picture: entry, frame: frame, cr)
            }
        }
        return margin
    }

    /// Adds the rows `element`, drawn with a picture `margin` points wider
    /// on every side, may have painted to `drawnRows`: its box grown by the
    /// margin, through its transforms, and two device pixels more (the
    /// edges' smoothing, a picture snapped to whole pixels). Every row when
    /// a corner of that box lies behind the eye.
    func noteDrawn(_ element: LayoutAttributes, margin: Double, frame: Frame) {
        let w = element.size.width / 2 + margin, h = element.size.height / 2 + margin
        var top = Double.infinity, bottom = -Double.infinity
        for (x, y) in [(-w, -h), (w, -h), (w, h), (-w, h)] {
            guard let p = element.map(Point(x: x, y: y)) else {
                drawnRows = .everything
                return
            }
            top = min(top, p.y)
            bottom = max(bottom, p.y)
        }
        let pad = 2 / max(frame.pixelScale, 1e-9)
        drawnRows.insert(from: top - frame.offset.y - pad, to: bottom - frame.offset.y + pad)
    }

    /// Whether the transformed box, grown by the shadow margin, meets the
    /// viewport.
    private func isOnScreen(_ quad: Quad, margin: Double, frame: Frame) -> Bool {
        guard !quad.corners.isEmpty else { return true }
        let box = quad.boundingBox.offsetBy(dx: -frame.offset.x, dy: -frame.offset.y)
        let grow = margin * 4 + 1
        return box.insetBy(dx: -grow, dy: -grow).intersects(Rect(origin: .zero, size: frame.viewport))
    }

    /// The affine map a 3-D transform makes of the element's plane (z = 0),
    /// or nil when it has perspective there: with `m14` and `m24` zero the
    /// homogeneous w is the constant `m44`, so x' = (m11·x + m21·y + m41)/m44
    /// and y' = (m12·x + m22·y + m42)/m44 (row vectors, as Core Animation).
    static func planeTransform(_ t: Transform3D) -> AffineTransform? {
        guard t.m14 == 0, t.m24 == 0, t.m44 > 0 else { return nil }
        let plane = AffineTransform(a: t.m11 / t.m44, b: t.m12 / t.m44, c: t.m21 / t.m44, d: t.m22 / t.m44,
                                    tx: t.m41 / t.m44, ty: t.m42 / t.m44)
        return plane.isFinite ? plane : nil
    }

    /// An element without depth: the 2-D `transform` about its centre, as
    /// `CGAffineTransform` (x' = a·x + c·y + tx), which is exactly cairo's
    /// `cairo_matrix_init(a, b, c, d, tx, ty)`; `plane` is what its 3-D
    /// transform does to its plane when that is affine, applied before.
    private func drawFlat(_ element: LayoutAttributes, state: CellPictureState, margin: Double, frame: Frame,
                          plane: AffineTransform? = nil, _ cr: OpaquePointer) {
        let t = plane.map { $0.concatenating(element.transform) } ?? element.transform
        let size = element.size
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_translate(cr, element.center.x - frame.offset.x, element.center.y - frame.offset.y)
        guard CairoPath.transform(cr, t) else { return }
        cairo_translate(cr, -size.width / 2, -size.height / 2)
        if let mask = element.mask {
            // Drawn through its window, whose corners are rounded.
            CairoPath.roundedRect(cr, mask, radius: options.maskCornerRadius)
            cairo_clip(cr)
        }
        if frame.isVector {
            stats.directPaints += 1
            let translucent = element.alpha < 1
            if translucent { cairo_push_group(cr) }
            let pixels = Size(width: size.width * frame.pictureScale, height: size.height * frame.pictureScale)
            painter.paint(element, content: content(for: element, state: state, pixels: pixels), into: cr)
            if translucent {
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, element.alpha)
            }
            return
        }
        let magnification = max(((t.a) * (t.a) + (t.b) * (t.b)).squareRoot(), ((t.c) * (t.c) + (t.d) * (t.d)).squareRoot())
        let scale = frame.pictureScale * Self.scaleStep(for: magnification)
        guard let entry = cellPicture(for: element, state: state, margin: margin, scale: scale, target: frame.target)
        else { return }
        noteFlatOnServer(element, state: state, margin: margin, scale: scale, frame: frame)
        var extent = Size(width: size.width + 2 * margin, height: size.height + 2 * margin)
        if t.isIdentity, entry.scale == frame.pixelScale {
            // Drawn at its own resolution: on whole device pixels the picture
            // is copied, not resampled and masked at fractional edges.
            Self.snapToDevicePixels(-margin, -margin, cr)
            extent = Size(width: Double(entry.image.width) / entry.scale, height: Double(entry.image.height) / entry.scale)
        }
        let pattern = CellPictureCache.pattern(for: entry, extend: CAIRO_EXTEND_NONE)
        defer { cairo_pattern_destroy(pattern) }
        // Bilinear, as the pixel-by-pixel projection samples: cairo's "good"
        // filter turns a picture shrunk below ¾ into a convolution worked
        // out on the client, several times the cost of a depth carousel's
        // frame. On an X server that also means reading the window's pixels
        // back and sending them again: a lifted card (1.08 times its size,
        // from a picture 1.5 times it) cost a reorder 70 % of its frames.
        if plane != nil || (!t.isIdentity && CairoImage.isXSurface(frame.target)) {
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        }
        cairo_set_source(cr, pattern)
        cairo_rectangle(cr, -margin, -margin, extent.width, extent.height)
        if element.alpha < 1 {
            cairo_clip(cr)
            cairo_paint_with_alpha(cr, element.alpha)
        } else {
            cairo_fill(cr)
        }
    }

    /// Moves the user space so that the point (`x`, `y`) lands on a whole device pixel.
    static func snapToDevicePixels(_ x: Double, _ y: Double, _ cr: OpaquePointer) {
        var dx = x, dy = y
        cairo_user_to_device(cr, &dx, &dy)
        guard dx.isFinite, dy.isFinite else { return }
        var shiftX = dx.rounded() - dx, shiftY = dy.rounded() - dy
        cairo_device_to_user_distance(cr, &shiftX, &shiftY)
        cairo_translate(cr, shiftX, shiftY)
    }

    /// The longest side of a cell picture, in device pixels: an element
    /// larger than that (larger than any screen) is composed from a picture
    /// at this size, scaled up, so one huge card cannot take hundreds of
    /// megabytes or a long paint.
    static let maximumPictureSide = 2048.0

    /// The element's cell picture at `scale` (less when it would exceed
    /// `maximumPictureSide`), painted on a cache miss.
    func cellPicture(for element: LayoutAttributes, state: CellPictureState, margin: Double,
                     scale requested: Double, target: OpaquePointer? = nil) -> CellPictureCache.Entry? {
        let longest = max(element.size.width, element.size.height) + 2 * margin
        let scale = longest * requested > Self.maximumPictureSide ? Self.maximumPictureSide / longest : requested
        if state == .pending || state == .loaded, options.pictureLoading == .cachedOnly {
            notePictureBox(for: element, Size(width: element.size.width * scale, height: element.size.height * scale),
                           loaded: state == .loaded)
        }
        let key = CellPictureCache.Key(style: sceneStyle, category: element.category,
                                       identity: identity(of: element), size: element.size, scale: scale,
                                       showsText: options.showsText, picture: state,
                                       onServer: CairoImage.isXSurface(target))
        return cellPictures.picture(for: key, margin: margin, target: target) { cr in
            let pixels = Size(width: element.size.width * scale, height: element.size.height * scale)
            painter.paint(element, content: content(for: element, state: state, pixels: pixels), into: cr)
        }
    }

    /// Records the box a picture waiting to be decoded is drawn into, and
    /// lists a decoded one again when it is too small for its box.
    private func notePictureBox(for element: LayoutAttributes, _ box: Size, loaded: Bool) {
        guard let path = item(at: element.indexPath)?.imagePath else { return }
        if loaded {
            guard imageCache.needsLargerPicture(path, filling: box) else { return }
            if pendingSet.insert(path).inserted { pendingPicturePaths.append(path) }
        }
        let known = pendingPictureBoxes[path] ?? Size(width: 0, height: 0)
        pendingPictureBoxes[path] = Size(width: max(known.width, box.width), height: max(known.height, box.height))
    }

    /// What `element` shows, for sharing cell pictures between elements.
    func identity(of element: LayoutAttributes) -> CellPictureCache.Identity {
        guard element.category == .cell else {
            return .supplementary(element.indexPath, floats: CellPainter.floats(element))
        }
        let item = item(at: element.indexPath)
        if numbersUntitledRows, item?.title == nil { return .numberedRow(item, index: flatIndex(of: element.indexPath)) }
        guard item?.color == nil else { return .item(item, paletteSlot: -1) }
        return .item(item, paletteSlot: Palette.slot(at: flatIndex(of: element.indexPath)))
    }

    /// Whether rows without a title read their number ("Row 999999"), as
    /// a picker of numbers does: the wheel's.
    public var numbersUntitledRows: Bool { sceneStyle == .layout(.wheel) }

    /// The label of untitled picker row `index`, the seed's "Row 3".
    public static func rowTitle(_ index: Int) -> String { "Row \(index)" }

    /// The index of the item at `indexPath` over all sections.
    func flatIndex(of indexPath: IndexPath) -> Int {
        let starts = dataset.sectionStarts
        let start = starts.indices.contains(indexPath.section)
            && dataset.item(at: indexPath) != nil ? starts[indexPath.section] : 0
        return start + indexPath.item
    }

    /// Whether the element has a picture and whether it can draw it now.
    /// Synchronous loading decodes here; cached-only loading queues the path.
    func pictureState(for element: LayoutAttributes) -> CellPictureState {
        guard element.category == .cell, let path = item(at: element.indexPath)?.imagePath else { return .none }
        if imageCache.failure(forPath: path) != nil { return .failed }
        switch options.pictureLoading {
        case .synchronous where imageCache.hasLoaded(path):
            return .loaded
        case .cachedOnly where imageCache.holdsForFrame(path):
            return .loaded
        case .synchronous:
            return (try? imageCache.image(atPath: path)) == nil ? .failed : .loaded
        case .cachedOnly:
            if pendingSet.insert(path).inserted { pendingPicturePaths.append(path) }
            return .pending
        }
    }

    /// What `element` shows, its picture resolved for a box of `pixels`.
    func content(for element: LayoutAttributes, state: CellPictureState, pixels: Size) -> CellContent {
        let section = dataset.sections.indices.contains(element.indexPath.section)
            ? dataset.sections[element.indexPath.section] : nil
        switch element.category {
        case .header:
            return CellContent(title: section?.title, color: RGBColor(red: 0, green: 0, blue: 0))
        case .footer:
            // A footer counts what its section holds, as a table's footer would.
            let count = section?.items.count ?? 0
            return CellContent(title: count == 1 ? "1 item" : "\(count) items", color: RGBColor(red: 0, green: 0, blue: 0))
        case .decoration:
            return CellContent(color: RGBColor(red: 0, green: 0, blue: 0))
        case .cell:
            break
        }
        let item = item(at: element.indexPath)
        let fallback = Palette.card(at: flatIndex(of: element.indexPath))
        var picture = CellPicture.none
        if let path = item?.imagePath {
            switch state {
            case .loaded:
                if let image = try? imageCache.image(atPath: path, filling: pixels) {
                    picture = .image(image)
                } else {
                    picture = .failed
                }
            case .failed: picture = .failed
            case .pending, .none: picture = .pending
            }
        }
        let title = item?.title ?? (numbersUntitledRows ? Self.rowTitle(flatIndex(of: element.indexPath)) : nil)
        return CellContent(title: title, subtitle: item?.subtitle, price: item?.price,
                           color: item?.color ?? RGBColor(red: fallback.red, green: fallback.green,
                                                          blue: fallback.blue),
                           picture: picture)
    }
}
