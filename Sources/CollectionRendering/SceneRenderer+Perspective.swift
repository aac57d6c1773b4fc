internal import CRendering
import CollectionLayout

/// Perspective drawing of elements with a `transform3D` onto vector targets
/// (PDF, SVG), where pixels cannot be computed; raster targets draw them
/// exactly, pixel by pixel (`SceneRenderer+ExactProjection`).
///
/// Cairo only draws affine transforms. The cell picture is cut into a grid
/// of cells, finer along the directions in which the depth changes (thin
/// horizontal strips for a wheel row turned about x, thin vertical ones for
/// a Cover Flow card turned about y, a grid for a card turned about an
/// oblique axis); each cell is drawn with the affine transform that best
/// fits the projections of its four corners (the average of its opposite
/// edges, so the error is split between them) and clipped to its exact
/// projected quadrilateral, overlapping the previous cells slightly so no
/// seam shows. Points are projected with `LayoutAttributes.map`, so a back
/// face the layout shows comes out mirrored, as Core Animation draws it. An
/// element with a corner at or behind the eye (`w ≤ 0`) is not drawn: its
/// projection is not a quadrilateral.
extension SceneRenderer {
    /// The largest error an affine strip may make, in device pixels.
    static let stripTolerance = 0.25
    /// The most cells one element is cut into.
    static let maximumCells = 256
    /// The narrowest a cell is cut, in device pixels: finer cells cost
    /// paint calls and show nothing more (a cover flow's side cards are a
    /// few dozen pixels wide).
    static let minimumCellPixels = 6.0

    /// The number of strips that keeps the affine approximation within
    /// `stripTolerance`: a single strip's error is `distortion` device pixels
    /// (how far the true projection of the element's centre lies from the
    /// centre of its projected corners), and the error of n strips falls as
    /// 1/n². A flat-on row needs one strip; a steep one up to 48.
    func stripCount(distortion: Double) -> Int {
        if let fixed = options.perspectiveStrips { return max(1, fixed) }
        guard distortion.isFinite else { return 48 }
        return min(48, max(1, Int((distortion / Self.stripTolerance).squareRoot().rounded(.up))))
    }

    /// The number of cells across x and down y for an element whose
    /// projection strays `distortionX` device pixels from affine along x
    /// (the projected centre against the mean of the projected ends of the
    /// horizontal midline), `distortionY` along y, and whose projected
    /// corners twist `keystone` device pixels from a parallelogram (a single
    /// affine fit misses each corner by that much; n·m cells by 1/(n·m) of
    /// it). Cells are added along `alongX` (the direction the depth changes
    /// most in) until both errors are within `stripTolerance`, at most
    /// `maximumCells`. A fixed strip count (`perspectiveStrips`) cuts only
    /// along that direction.
    func cellCounts(distortionX: Double, distortionY: Double, keystone: Double, alongX: Bool,
                    projectedSize: Size = Size(width: .infinity, height: .infinity)) -> (x: Int, y: Int) {
        if let fixed = options.perspectiveStrips {
            return alongX ? (max(1, fixed), 1) : (1, max(1, fixed))
        }
        // A cell narrower than `minimumCellPixels` on screen is finer than can be seen.
        let limitX = max(1, Int(min(Double(Self.maximumCells), projectedSize.width / Self.minimumCellPixels)))
        let limitY = max(1, Int(min(Double(Self.maximumCells), projectedSize.height / Self.minimumCellPixels)))
        var nx = min(limitX, stripCount(distortion: distortionX)), ny = min(limitY, stripCount(distortion: distortionY))
        let needed = keystone.isFinite ? keystone / Self.stripTolerance : Double(Self.maximumCells)
        while Double(nx * ny) < needed, nx * ny < Self.maximumCells {
            if alongX, nx < limitX { nx += 1 } else if !alongX, ny < limitY { ny += 1 } else { break }
        }
        while nx * ny > Self.maximumCells {
            if nx >= ny { nx -= 1 } else { ny -= 1 }
        }
        return (nx, ny)
    }

    func drawProjected(_ element: LayoutAttributes, picture: CellPictureCache.Entry, frame: Frame,
                       _ cr: OpaquePointer) {
        let m = picture.margin
        let t = element.transform3D
        let half = Size(width: element.size.width / 2 + m, height: element.size.height / 2 + m)
        func project(_ x: Double, _ y: Double) -> Point? {
            element.map(Point(x: x, y: y)).map { $0 - frame.offset }
        }
        // Never a quad with a corner at or behind the eye.
        let corners = [(-1.0, -1.0), (1, -1), (1, 1), (-1, 1)].compactMap { project($0.0 * half.width, $0.1 * half.height) }
        guard corners.count == 4, let centre = project(0, 0) else { return }

        // w = x·m14 + y·m24 + m44 on the element's plane: constant w is affine, one cell.
        var counts = (x: 1, y: 1)
        if t.m14 != 0 || t.m24 != 0 {
            func distortion(_ a: Point?, _ b: Point?) -> Double {
                guard let a, let b else { return .infinity }
                let d = centre - (a + b) * 0.5
                return (d.x * d.x + d.y * d.y).squareRoot() * frame.pixelScale
            }
            let twist = corners[0] - corners[1] + corners[2] - corners[3]
            counts = cellCounts(distortionX: distortion(project(-half.width, 0), project(half.width, 0)),
                                distortionY: distortion(project(0, -half.height), project(0, half.height)),
                                keystone: (twist.x * twist.x + twist.y * twist.y).squareRoot() / 4 * frame.pixelScale,
                                alongX: abs(t.m14) * half.width > abs(t.m24) * half.height,
                                projectedSize: Size(width: (corners.map(\.x).max()! - corners.map(\.x).min()!) * frame.pixelScale,
                                                    height: (corners.map(\.y).max()! - corners.map(\.y).min()!) * frame.pixelScale))
        }

        let pattern = CellPictureCache.pattern(for: picture,
                                               extend: frame.isVector ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_PAD)
        defer { cairo_pattern_destroy(pattern) }
        // The pattern is placed in local space with the top-left of the box
        // at the origin; cells work relative to the centre.
        var toTopLeft = cairo_matrix_t()
        cairo_matrix_init_translate(&toTopLeft, element.size.width / 2, element.size.height / 2)
        var patternMatrix = cairo_matrix_t()
        cairo_pattern_get_matrix(pattern, &patternMatrix)
        var centred = cairo_matrix_t()
        cairo_matrix_multiply(&centred, &toTopLeft, &patternMatrix)
        cairo_pattern_set_matrix(pattern, &centred)

        let translucent = element.alpha < 1
        if translucent { cairo_push_group(cr) }
        let stepX = 2 * half.width / Double(counts.x), stepY = 2 * half.height / Double(counts.y)
        for j in 0..<counts.y {
            let y0 = -half.height + Double(j) * stepY, y1 = j == counts.y - 1 ? half.height : y0 + stepY
            for i in 0..<counts.x {
                let x0 = -half.width + Double(i) * stepX, x1 = i == counts.x - 1 ? half.width : x0 + stepX
                drawCell(x: x0...x1, y: y0...y1, first: (i == 0, j == 0), half: half, frame: frame,
                         pattern: pattern, project: project, cr)
            }
        }
        if translucent {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, element.alpha)
        }
    }

    /// Draws one cell of a projected element: the picture with the affine
    /// transform fitted to the cell's projected corners, clipped to the
    /// projected cell reaching a device pixel back into the cells before it.
    private func drawCell(x: ClosedRange<Double>, y: ClosedRange<Double>, first: (x: Bool, y: Bool), half: Size,
                          frame: Frame, pattern: OpaquePointer?, project: (Double, Double) -> Point?,
                          _ cr: OpaquePointer) {
        let (x0, x1, y0, y1) = (x.lowerBound, x.upperBound, y.lowerBound, y.upperBound)
        guard let p00 = project(x0, y0), let p10 = project(x1, y0),
              let p11 = project(x1, y1), let p01 = project(x0, y1)
        else { return }
        // Affine fit: x axis from the mean of the two x edges, y axis from
        // the mean of the two y edges, through the mean of the corners.
        let ex = ((p10 - p00) + (p11 - p01)) * (0.5 / (x1 - x0))
        let ey = ((p01 - p00) + (p11 - p10)) * (0.5 / (y1 - y0))
        let mid = (p00 + p10 + p11 + p01) * 0.25
        let (cx, cy) = ((x0 + x1) / 2, (y0 + y1) / 2)
        let fit = AffineTransform(a: ex.x, b: ex.y, c: ey.x, d: ey.y,
                                  tx: mid.x - ex.x * cx - ey.x * cy, ty: mid.y - ex.y * cx - ey.y * cy)
        // Reach a device pixel back into the previous cells, so the
        // antialiased edge between two is covered by a solid one.
        func overlap(_ e: Point) -> Double {
            let unitPixels = (e.x * e.x + e.y * e.y).squareRoot() * frame.pixelScale
            return unitPixels > 0 ? 1.25 / unitPixels : 0
        }
        let left = first.x ? x0 : max(-half.width, x0 - overlap(ex))
        let top = first.y ? y0 : max(-half.height, y0 - overlap(ey))
        guard let c00 = project(left, top), let c10 = project(x1, top), let c01 = project(left, y1) else { return }
        cairo_save(cr)
        CairoPath.polygon(cr, [c00, c10, p11, c01])
        cairo_clip(cr)
        if CairoPath.transform(cr, fit) {
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
            stats.perspectiveStrips += 1
        }
        cairo_restore(cr)
    }
}
