import CGtk
import CollectionLayout

/// Perspective-correct drawing of elements with a `transform3D`.
///
/// Cairo only draws affine transforms. The cell picture is cut into thin
/// strips across the direction the depth changes in (horizontal strips for a
/// wheel row turned about x); each strip is drawn with the affine transform
/// that best fits the projections of its four corners (the average of its
/// opposite edges, so the error is split between them) and clipped to its
/// exact projected quadrilateral, overlapping the previous strip slightly so
/// no seam shows. Points are projected with `LayoutAttributes.map`, so a back
/// face the layout shows comes out mirrored, as Core Animation draws it.
extension SceneRenderer {
    /// The largest error an affine strip may make, in device pixels.
    static let stripTolerance = 0.25

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

    func drawProjected(_ element: LayoutAttributes, picture: CellPictureCache.Entry, frame: Frame,
                       _ cr: OpaquePointer) {
        let m = picture.margin
        let t = element.transform3D
        let half = Size(width: element.size.width / 2 + m, height: element.size.height / 2 + m)
        // w = x·m14 + y·m24 + m44 on the element's plane: strips run across
        // the axis along which it changes most. Constant w is affine: one strip.
        let depthAlongX = abs(t.m14) * half.width, depthAlongY = abs(t.m24) * half.height
        let acrossY = depthAlongY >= depthAlongX
        let isAffine = t.m14 == 0 && t.m24 == 0
        func local(_ u: Double, _ v: Double) -> Point { acrossY ? Point(x: u, y: v) : Point(x: v, y: u) }
        let uRange = acrossY ? half.width : half.height, vRange = acrossY ? half.height : half.width
        func project(_ u: Double, _ v: Double) -> Point? {
            element.map(local(u, v)).map { $0 - frame.offset }
        }

        var count = 1
        if !isAffine {
            let corners = [project(-uRange, -vRange), project(uRange, -vRange), project(uRange, vRange),
                           project(-uRange, vRange)].compactMap { $0 }
            if corners.count == 4, let centre = project(0, 0) {
                let mean = (corners[0] + corners[1] + corners[2] + corners[3]) * 0.25
                let d = centre - mean
                count = stripCount(distortion: (d.x * d.x + d.y * d.y).squareRoot() * frame.pixelScale)
            } else {
                count = options.perspectiveStrips ?? 48
            }
        }

        let pattern = CellPictureCache.pattern(for: picture,
                                               extend: frame.isVector ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_PAD)
        defer { cairo_pattern_destroy(pattern) }
        // The pattern is placed in local space with the top-left of the box
        // at the origin; strips work relative to the centre.
        var toTopLeft = cairo_matrix_t()
        cairo_matrix_init_translate(&toTopLeft, element.size.width / 2, element.size.height / 2)
        var patternMatrix = cairo_matrix_t()
        cairo_pattern_get_matrix(pattern, &patternMatrix)
        var centred = cairo_matrix_t()
        cairo_matrix_multiply(&centred, &toTopLeft, &patternMatrix)
        cairo_pattern_set_matrix(pattern, &centred)

        let translucent = element.alpha < 1
        if translucent { cairo_push_group(cr) }
        let step = 2 * vRange / Double(count)
        for i in 0..<count {
            let v0 = -vRange + Double(i) * step, v1 = i == count - 1 ? vRange : v0 + step
            guard let p00 = project(-uRange, v0), let p10 = project(uRange, v0),
                  let p11 = project(uRange, v1), let p01 = project(-uRange, v1)
            else { continue }
            // Affine fit: u axis from the mean of the two u edges, v axis
            // from the mean of the two v edges, through the mean of corners.
            let du = 2 * uRange, dv = v1 - v0
            let eu = ((p10 - p00) + (p11 - p01)) * (0.5 / du)
            let ev = ((p01 - p00) + (p11 - p10)) * (0.5 / dv)
            let mid = (p00 + p10 + p11 + p01) * 0.25
            let vMid = (v0 + v1) / 2
            // local = (u, v) in strip axes; map to (x, y) when strips run across x.
            let (ex, ey) = acrossY ? (eu, ev) : (ev, eu)
            let (cx, cy) = acrossY ? (0.0, vMid) : (vMid, 0.0)
            let fit = AffineTransform(a: ex.x, b: ex.y, c: ey.x, d: ey.y,
                                      tx: mid.x - ex.x * cx - ey.x * cy, ty: mid.y - ex.y * cx - ey.y * cy)
            // Reach a device pixel back into the previous strip, so the
            // antialiased edge between the two is covered by a solid one.
            let unitPixels = (ev.x * ev.x + ev.y * ev.y).squareRoot() * frame.pixelScale
            let overlap = unitPixels > 0 ? 1.25 / unitPixels : 0
            let top = i == 0 ? v0 : max(-vRange, v0 - overlap)
            guard let c00 = project(-uRange, top), let c10 = project(uRange, top) else { continue }
            cairo_save(cr)
            CairoPath.polygon(cr, [c00, c10, p11, p01])
            cairo_clip(cr)
            if CairoPath.transform(cr, fit) {
                cairo_set_source(cr, pattern)
                cairo_paint(cr)
                stats.perspectiveStrips += 1
            }
            cairo_restore(cr)
        }
        if translucent {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, element.alpha)
        }
    }
}
