internal import CRendering
import CollectionLayout
internal import CProjection

/// Perspective drawing pixel by pixel onto raster targets: every device
/// pixel the projected element covers takes the colour of the picture at
/// the point the inverse of the element's projective map sends it to,
/// sampled bilinearly. The mapping is exact (double precision), so the
/// picture lands where the projection puts it however steeply the element
/// turns or however close it comes to the eye — no cells, no seams, one
/// paint per element.
extension SceneRenderer {
    /// The 3×3 matrix (row by row, column vectors) taking a pixel of
    /// `picture`'s image to device pixels of the target, `origin` being the
    /// device pixel that becomes (0, 0): the picture's scale and margin, the
    /// element's `transform3D` (on its plane, z = 0), its `transform`, its
    /// centre at `offset`, and `pixelScale`. Nil when it does not invert.
    static func projectiveMap(_ element: LayoutAttributes, pictureScale scale: Double, margin: Double, offset: Point,
                              pixelScale ps: Double, origin: Point) -> [Double]? {
        func multiply(_ a: [Double], _ b: [Double]) -> [Double] {
            (0..<9).map { k in
                let (r, c) = (k / 3, k % 3)
                return a[r * 3] * b[c] + a[r * 3 + 1] * b[3 + c] + a[r * 3 + 2] * b[6 + c]
            }
        }
        let t = element.transform3D, a = element.transform
        let toLocal = [1 / scale, 0, -(margin + element.size.width / 2),
                       0, 1 / scale, -(margin + element.size.height / 2),
                       0, 0, 1]
        // Transform3D multiplies row vectors (x, y, 0, 1): its transpose acts on columns.
        let projection = [t.m11, t.m21, t.m41,
                          t.m12, t.m22, t.m42,
                          t.m14, t.m24, t.m44]
        let affine = [a.a, a.c, a.tx,
                      a.b, a.d, a.ty,
                      0, 0, 1]
        let toDevice = [ps, 0, (element.center.x - offset.x) * ps - origin.x,
                        0, ps, (element.center.y - offset.y) * ps - origin.y,
                        0, 0, 1]
        let forward = multiply(toDevice, multiply(affine, multiply(projection, toLocal)))
        return forward.allSatisfy(\.isFinite) ? forward : nil
    }

    /// The inverse of a 3×3 matrix (row by row), or nil when it is singular.
    static func inverse(_ m: [Double]) -> [Double]? {
        let c00 = m[4] * m[8] - m[5] * m[7], c01 = m[5] * m[6] - m[3] * m[8], c02 = m[3] * m[7] - m[4] * m[6]
        let det = m[0] * c00 + m[1] * c01 + m[2] * c02
        guard det != 0, det.isFinite else { return nil }
        let r = [c00, m[2] * m[7] - m[1] * m[8], m[1] * m[5] - m[2] * m[4],
                 c01, m[0] * m[8] - m[2] * m[6], m[2] * m[3] - m[0] * m[5],
                 c02, m[1] * m[6] - m[0] * m[7], m[0] * m[4] - m[1] * m[3]]
        return r.map { $0 / det }
    }

    /// Draws `element` with `picture` (an image surface) exactly, onto a
    /// raster target; false when it cannot (the picture lives on the X
    /// server, or the map does not invert), leaving the caller to draw it
    /// in cells.
    func drawProjectedExactly(_ element: LayoutAttributes, picture: CellPictureCache.Entry, frame: Frame,
                              _ cr: OpaquePointer) -> Bool {
        let source = picture.image.surface
        guard cairo_surface_get_type(source) == CAIRO_SURFACE_TYPE_IMAGE,
              let sourceData = cairo_image_surface_get_data(source) else { return false }
        // The device pixels the element (grown by its margin) covers, within the viewport.
        let half = Size(width: element.size.width / 2 + picture.margin, height: element.size.height / 2 + picture.margin)
        var corners: [Point] = []
        for (x, y) in [(-half.width, -half.height), (half.width, -half.height), (half.width, half.height), (-half.width, half.height)] {
            guard let p = element.map(Point(x: x, y: y)) else { return true }  // behind the eye: not drawn
            corners.append(Point(x: (p.x - frame.offset.x) * frame.pixelScale, y: (p.y - frame.offset.y) * frame.pixelScale))
        }
        let ps = frame.pixelScale
        let x0 = max(0, (corners.map(\.x).min()! - 1).rounded(.down))
        let y0 = max(0, (corners.map(\.y).min()! - 1).rounded(.down))
        let x1 = min((frame.viewport.width * ps).rounded(.up), (corners.map(\.x).max()! + 1).rounded(.up))
        let y1 = min((frame.viewport.height * ps).rounded(.up), (corners.map(\.y).max()! + 1).rounded(.up))
        guard x1 > x0, y1 > y0 else { return true }
        let origin = Point(x: x0, y: y0)
        guard let forward = Self.projectiveMap(element, pictureScale: picture.scale, margin: picture.margin,
                                               offset: frame.offset, pixelScale: ps, origin: origin),
              let inverse = Self.inverse(forward) else { return false }
        let width = Int(x1 - x0), height = Int(y1 - y0)
        let covers = !cullsCoveredPixels ? [] : frame.occluders?.covering(after: frame.order, box: Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0),
                                               origin: origin) ?? []
        guard let scratch = projectionScratch(width: width, height: height, target: frame.target),
              let scratchData = cairo_image_surface_get_data(scratch.surface) else { return false }
        cairo_surface_flush(scratch.surface)
        // Only the box around the pixels worked out is written and painted:
        // outside it the element is transparent (off the picture, or under
        // cards drawn later), and painting nothing there is the same picture.
        var box: [Int32] = [0, 0, 0, 0]
        let rows = Int(LP_EXTENT_ROWS)
        var extents = [Int32](repeating: 0, count: 2 * ((height + rows - 1) / rows))
        let worked = inverse.withUnsafeBufferPointer { m in
            covers.withUnsafeBufferPointer { c in
                box.withUnsafeMutableBufferPointer { b in
                    extents.withUnsafeMutableBufferPointer { e in
                        lp_draw_projected_extents(UnsafeRawPointer(sourceData).assumingMemoryBound(to: UInt32.self),
                                                  Int32(picture.image.width), Int32(picture.image.height),
                                                  cairo_image_surface_get_stride(source),
                                                  trimsToInk ? picture.ink : nil,
                                                  UnsafeMutableRawPointer(scratchData).assumingMemoryBound(to: UInt32.self),
                                                  Int32(width), Int32(height),
                                                  cairo_image_surface_get_stride(scratch.surface), m.baseAddress,
                                                  c.baseAddress, Int32(covers.count / 8), b.baseAddress, e.baseAddress)
                    }
                }
            }
        }
        guard worked >= 0 else { return false }
        stats.projectedPixels += worked
        stats.perspectiveStrips += 1
        guard box[2] > box[0], box[3] > box[1] else { return true }
        cairo_surface_mark_dirty(scratch.surface)
        cairo_save(cr)
        cairo_scale(cr, 1 / ps, 1 / ps)
        // Clipped to the bands' columns worked out, one rectangle for each
        // run of bands alike: outside them the box is transparent (the
        // card's part under nearer cards), and a display server composes
        // only what the clip lets through (at scale 2, a Cover Flow frame's
        // p99 fell by a third).
        var band = 0
        while 2 * band + 1 < extents.count {
            var end = band + 1
            while 2 * end + 1 < extents.count, extents[2 * end] == extents[2 * band],
                  extents[2 * end + 1] == extents[2 * band + 1] { end += 1 }
            if extents[2 * band] < extents[2 * band + 1] {
                let top = max(Int(box[1]), band * rows), bottom = min(Int(box[3]), end * rows)
                cairo_rectangle(cr, x0 + Double(extents[2 * band]), y0 + Double(top),
                                Double(extents[2 * band + 1] - extents[2 * band]), Double(bottom - top))
            }
            band = end
        }
        cairo_clip(cr)
        cairo_set_source_surface(cr, scratch.surface, x0, y0)
        cairo_paint_with_alpha(cr, min(1, max(0, element.alpha)))
        cairo_restore(cr)
        return true
    }
}
