import CGtk
import CollectionLayout
@testable import CollectionRendering
import CProjection
import Testing

/// The projection kernel split into bands of rows on several threads draws
/// exactly the pixels it draws on one.
@Suite struct ProjectionBandsTests {
    /// A picture with detail everywhere: stripes of every colour and alpha.
    private func picture(side: Int) throws -> CairoImage {
        let image = try #require(CairoImage(width: side, height: side))
        image.withContext { cr in
            for i in 0..<side / 4 {
                let t = Double(i) / Double(side / 4)
                cairo_set_source_rgba(cr, t, 1 - t, Double(i % 3) / 2, 0.4 + 0.6 * Double(i % 2))
                cairo_rectangle(cr, Double(i * 4), 0, 3, Double(side))
                cairo_fill(cr)
            }
        }
        cairo_surface_flush(image.surface)
        return image
    }

    /// A 128-point card at a random place, turned by a random angle about
    /// an axis near the vertical one (`tilt` at most off it; exactly it with
    /// `aboutVerticalAxis`), seen in a random perspective.
    private func turnedCard(_ random: inout SeededRandom, x: ClosedRange<Double>, y: ClosedRange<Double>,
                            aboutVerticalAxis: Bool, tilt: Double) -> LayoutAttributes {
        var perspective = Transform3D.identity
        perspective.m34 = -1 / random.double(in: 200...1500)
        return LayoutAttributes(
            indexPath: IndexPath(item: 0), center: Point(x: random.double(in: x), y: random.double(in: y)),
            size: Size(width: 128, height: 128), alpha: 1, isHidden: false,
            transform3D: Transform3D(rotationAngle: random.double(in: -1.4...1.4),
                                     x: aboutVerticalAxis ? 0 : random.double(in: -tilt...tilt),
                                     y: 1, z: 0).concatenating(perspective))
    }

    private func draw(_ source: CairoImage, inverse: [Double], covers: [Double], width: Int, height: Int,
                      bands: Int32) throws -> (pixels: [UInt32], worked: Int) {
        let target = try #require(CairoImage(width: width, height: height))
        let data = try #require(cairo_image_surface_get_data(target.surface))
        let stride = Int(cairo_image_surface_get_stride(target.surface))
        let worked = inverse.withUnsafeBufferPointer { m in
            covers.withUnsafeBufferPointer { c in
                lp_draw_projected_in_bands(
                    UnsafeRawPointer(cairo_image_surface_get_data(source.surface)!).assumingMemoryBound(to: UInt32.self),
                    Int32(source.width), Int32(source.height), cairo_image_surface_get_stride(source.surface),
                    UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self), Int32(width), Int32(height),
                    Int32(stride), m.baseAddress, c.baseAddress, Int32(covers.count / 8), bands)
            }
        }
        let pixels = UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self)
        return ((0..<height).flatMap { y in (0..<width).map { pixels[y * stride / 4 + $0] } }, worked)
    }

    /// The boxed kernel into `pixels` (`stride` bytes a row), with the
    /// bands' extents when `extents` holds room for them: what it worked
    /// out and the box.
    private func drawBoxed(_ source: CairoImage, inverse: [Double], covers: [Double], ink: [Int32]? = nil,
                           into pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int,
                           extents: inout [Int32]?) -> (worked: Int, box: [Int32]) {
        var box: [Int32] = [0, 0, 0, 0]
        var room = extents ?? []
        let ink = ink ?? []
        let worked = inverse.withUnsafeBufferPointer { m in
            covers.withUnsafeBufferPointer { c in
                box.withUnsafeMutableBufferPointer { b in
                    room.withUnsafeMutableBufferPointer { e in
                        lp_draw_projected_extents(
                            UnsafeRawPointer(cairo_image_surface_get_data(source.surface)!).assumingMemoryBound(to: UInt32.self),
                            Int32(source.width), Int32(source.height), cairo_image_surface_get_stride(source.surface),
                            ink.isEmpty ? nil : ink, pixels, Int32(width), Int32(height), Int32(stride), m.baseAddress, c.baseAddress,
                            Int32(covers.count / 8), b.baseAddress, extents == nil ? nil : e.baseAddress)
                    }
                }
            }
        }
        if extents != nil { extents = room }
        return (worked, box)
    }

    @Test func bandsOnThreadsDrawTheSamePixelsAsOne() throws {
        let source = try picture(side: 256)
        var perspective = Transform3D.identity
        perspective.m34 = -1 / 500
        let element = LayoutAttributes(indexPath: IndexPath(item: 0), center: Point(x: 300, y: 200),
                                       size: Size(width: 256, height: 256), alpha: 1, isHidden: false,
                                       transform3D: Transform3D(rotationAngle: 0.9, x: 0.3, y: 1, z: 0)
                                           .concatenating(perspective))
        let m = try #require(SceneRenderer.projectiveMap(element, pictureScale: 1, margin: 0, offset: .zero,
                                                         pixelScale: 1.5, origin: .zero))
        let inverse = try #require(SceneRenderer.inverse(m))
        // A card drawn later covering part of the middle rows.
        let covers: [Double] = [400, 250, 700, 250, 700, 330, 400, 330]
        let (width, height) = (900, 601)
        let one = try draw(source, inverse: inverse, covers: covers, width: width, height: height, bands: 1)
        #expect(one.worked > 50_000)
        #expect(one.pixels.contains { $0 != 0 })
        for bands in Int32(2)...4 {
            let split = try draw(source, inverse: inverse, covers: covers, width: width, height: height, bands: bands)
            #expect(split.worked == one.worked, "\(bands) bands")
            #expect(split.pixels == one.pixels, "\(bands) bands")
        }
    }

    /// The boxed kernel writes, inside its box, what the whole kernel
    /// writes, and the whole kernel writes nothing but transparent pixels
    /// outside that box; the pixels the boxed kernel leaves alone stay as
    /// they were. Random turns, perspectives and covers; cards wholly covered
    /// give an empty box.
    @Test func theBoxHoldsEveryPixelWorkedOut() throws {
        let source = try picture(side: 128)
        var random = SeededRandom(seed: 4_100)
        var empty = 0
        for round in 0..<60 {
            // Every third card turned about the vertical axis alone: drawn through the columns' table, in strips.
            let element = turnedCard(&random, x: 0...300, y: 0...200, aboutVerticalAxis: round % 3 == 0, tilt: 0.3)
            let m = try #require(SceneRenderer.projectiveMap(element, pictureScale: 1, margin: 0, offset: .zero,
                                                             pixelScale: 1, origin: .zero))
            let inverse = try #require(SceneRenderer.inverse(m))
            var covers: [Double] = []
            for _ in 0..<random.int(in: 0...3) {
                let x = random.double(in: -50...350), y = random.double(in: -50...250)
                let w = random.double(in: 20...400), h = random.double(in: 20...300)
                covers += [x, y, x + w, y + random.double(in: -10...10), x + w, y + h, x, y + h]
            }
            let (width, height) = (random.int(in: 1...400), random.int(in: 1...300))
            let whole = try draw(source, inverse: inverse, covers: covers, width: width, height: height, bands: 1)
            let target = try #require(CairoImage(width: width, height: height))
            let data = try #require(cairo_image_surface_get_data(target.surface))
            let stride = Int(cairo_image_surface_get_stride(target.surface))
            let pixels = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
            let marker: UInt32 = 0x8040_2010
            for k in 0..<(height * stride / 4) { pixels[k] = marker }
            var none: [Int32]?
            let (worked, box) = drawBoxed(source, inverse: inverse, covers: covers, into: pixels, width: width,
                                          height: height, stride: stride, extents: &none)
            #expect(worked == whole.worked, "round \(round)")
            let inBox = { (x: Int, y: Int) in x >= Int(box[0]) && x < Int(box[2]) && y >= Int(box[1]) && y < Int(box[3]) }
            if box[2] <= box[0] { empty += 1 }
            for y in 0..<height {
                for x in 0..<width {
                    let expected = whole.pixels[y * width + x], got = pixels[y * stride / 4 + x]
                    if inBox(x, y) {
                        #expect(got == expected, "round \(round): pixel \(x), \(y) in the box")
                    } else {
                        #expect(expected == 0 && got == marker, "round \(round): pixel \(x), \(y) outside the box")
                    }
                }
            }
        }
        #expect(empty > 0 && empty < 60, "some cards wholly covered or off the target, not all")
    }

    /// A picture's ink is the box of its texels not transparent, and the
    /// pixels the kernel leaves out beyond it are transparent ones: the same
    /// pixels in the box as without it, fewer worked out. Random turns,
    /// perspectives and covers, a picture with transparent margins.
    @Test func pixelsBeyondTheInkAreTransparent() throws {
        let side = 128
        let source = try #require(CairoImage(width: side, height: side))
        source.withContext { cr in
            cairo_set_source_rgba(cr, 0.2, 0.6, 0.9, 0.7)
            cairo_rectangle(cr, 20, 30, 80, 80)
            cairo_fill(cr)
            cairo_set_source_rgba(cr, 0.9, 0.1, 0.1, 1)
            cairo_rectangle(cr, 20, 30, 1, 1)  // the ink's corners are the drawing's
            cairo_fill(cr)
        }
        cairo_surface_flush(source.surface)
        let ink = CellPictureCache.ink(of: source)
        #expect(ink == [20, 30, 100, 110])
        let blank = try #require(CairoImage(width: 16, height: 8))
        #expect(CellPictureCache.ink(of: blank) == [0, 0, 0, 0])
        var random = SeededRandom(seed: 4_300)
        var fewer = 0
        for round in 0..<40 {
            let element = turnedCard(&random, x: 50...250, y: 50...150, aboutVerticalAxis: round % 2 == 0, tilt: 0.5)
            let m = try #require(SceneRenderer.projectiveMap(element, pictureScale: random.double(in: 0.6...2.5),
                                                             margin: 0, offset: .zero, pixelScale: 1, origin: .zero))
            let inverse = try #require(SceneRenderer.inverse(m))
            let (width, height) = (300, 200)
            var results: [(pixels: [UInt32], worked: Int, box: [Int32])] = []
            for asked in [nil, ink] {
                let target = try #require(CairoImage(width: width, height: height))
                let data = try #require(cairo_image_surface_get_data(target.surface))
                let stride = Int(cairo_image_surface_get_stride(target.surface))
                let pixels = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
                var none: [Int32]?
                let (worked, box) = drawBoxed(source, inverse: inverse, covers: [], ink: asked, into: pixels,
                                              width: width, height: height, stride: stride, extents: &none)
                results.append(((0..<height).flatMap { y in (0..<width).map { pixels[y * stride / 4 + $0] } }, worked, box))
            }
            let (whole, trimmed) = (results[0], results[1])
            #expect(trimmed.worked <= whole.worked, "round \(round)")
            if trimmed.worked < whole.worked { fewer += 1 }
            let box = trimmed.box
            for y in 0..<height {
                for x in 0..<width {
                    let inBox = x >= Int(box[0]) && x < Int(box[2]) && y >= Int(box[1]) && y < Int(box[3])
                    let expected = whole.pixels[y * width + x], got = trimmed.pixels[y * width + x]
                    #expect(inBox ? got == expected : expected == 0, "round \(round): pixel \(x), \(y)")
                }
            }
        }
        #expect(fewer > 20, "the ink left pixels out in \(fewer) of 40 rounds")
    }

    /// The extents the kernel reports hold every pixel it does not leave
    /// transparent, band by band, and lie within its box: a paint clipped
    /// to them is the paint of the whole box. Random turns (a third about
    /// the vertical axis), perspectives and covers.
    @Test func theExtentsHoldEveryPixelNotTransparent() throws {
        let source = try picture(side: 128)
        var random = SeededRandom(seed: 4_102)
        var inside = 0, trimmed = 0
        for round in 0..<60 {
            guard let map = Self.randomMap(kind: round % 3, &random) else { continue }
            let (inverse, width, height) = map
            var covers: [Double] = []
            for _ in 0..<random.int(in: 0...3) {
                let x = random.double(in: -50...300), y = random.double(in: -50...200)
                let w = random.double(in: 20...300), h = random.double(in: 20...300)
                covers += [x, y, x + w, y + random.double(in: -10...10), x + w, y + h, x, y + h]
            }
            let target = try #require(CairoImage(width: width, height: height))
            let data = try #require(cairo_image_surface_get_data(target.surface))
            let stride = Int(cairo_image_surface_get_stride(target.surface))
            let pixels = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
            let rows = Int(LP_EXTENT_ROWS)
            var asked: [Int32]? = [Int32](repeating: -7, count: 2 * ((height + rows - 1) / rows))
            let (worked, box) = drawBoxed(source, inverse: inverse, covers: covers, into: pixels, width: width,
                                          height: height, stride: stride, extents: &asked)
            let extents = try #require(asked)
            guard worked > 0 else { continue }
            for y in Int(box[1])..<Int(box[3]) {
                let first = Int(extents[2 * (y / rows)]), last = Int(extents[2 * (y / rows) + 1])
                for x in Int(box[0])..<Int(box[2]) {
                    if x >= first && x < last {
                        inside += 1
                    } else {
                        #expect(pixels[y * stride / 4 + x] == 0, "round \(round): pixel \(x), \(y) outside its band's extent")
                        trimmed += 1
                    }
                }
            }
            for k in 0..<(extents.count / 2) where extents[2 * k] < extents[2 * k + 1] {
                #expect(extents[2 * k] >= box[0] && extents[2 * k + 1] <= box[2], "round \(round): band \(k) leaves the box")
            }
        }
        #expect(inside > 20_000 && trimmed > 5_000, "bands drew and trimmed pixels: \(inside), \(trimmed)")
    }

    /// A random turn: about a slanted axis (the general loop), about the
    /// horizontal axis (rows along which v and w stay the same: the
    /// wheel's), or about the vertical axis (columns down which u and w stay
    /// the same: the Cover Flow's).
    private static func turn(kind: Int, _ random: inout SeededRandom) -> Transform3D {
        switch kind {
        case 0: Transform3D(rotationAngle: random.double(in: -3...3), x: random.double(in: -0.5...0.5), y: 1,
                            z: random.double(in: -0.2...0.2))
        case 1: Transform3D(rotationAngle: random.double(in: -1.3...1.3), x: 1, y: 0, z: 0)
        default: Transform3D(rotationAngle: random.double(in: -3...3), x: 0, y: 1, z: 0)
        }
    }

    /// A random 96-pixel picture's inverse map turned as `turn(kind:)` says,
    /// with a random perspective, position and scale, and a random target
    /// size; nil when the map does not invert.
    private static func randomMap(kind: Int, _ random: inout SeededRandom) -> ([Double], Int, Int)? {
        var perspective = Transform3D.identity
        perspective.m34 = -1 / random.double(in: 150...1500)
        let element = LayoutAttributes(
            indexPath: IndexPath(item: 0), center: Point(x: random.double(in: -50...350), y: random.double(in: -50...250)),
            size: Size(width: 96, height: 96), alpha: 1, isHidden: false,
            transform3D: turn(kind: kind, &random).concatenating(perspective))
        guard let m = SceneRenderer.projectiveMap(element, pictureScale: random.double(in: 0.3...3), margin: 0,
                                                  offset: .zero, pixelScale: 1, origin: .zero),
              let inverse = SceneRenderer.inverse(m) else { return nil }
        return (inverse, random.int(in: 1...320), random.int(in: 1...240))
    }

    /// The row and column shortcuts give exactly the general loop's pixels,
    /// with and without the vector loops, on maps that take each of them.
    @Test func theShortcutsDrawTheGeneralLoopsPixels() throws {
        let source = try picture(side: 96)
        var random = SeededRandom(seed: 7_303)
        defer { _ = lp_projection_uses_shortcuts(1); _ = lp_projection_uses_simd(1) }
        var compared = [0, 0, 0]
        for round in 0..<90 {
            guard let map = Self.randomMap(kind: round % 3, &random) else { continue }
            let (inverse, width, height) = map
            _ = lp_projection_uses_simd(Int32(round / 3 % 2))
            _ = lp_projection_uses_shortcuts(1)
            let shortcut = try draw(source, inverse: inverse, covers: [], width: width, height: height, bands: 1)
            _ = lp_projection_uses_shortcuts(0)
            let general = try draw(source, inverse: inverse, covers: [], width: width, height: height, bands: 1)
            #expect(shortcut.worked == general.worked && shortcut.pixels == general.pixels, "round \(round)")
            compared[round % 3] += shortcut.worked
        }
        #expect(compared.allSatisfy { $0 > 5_000 }, "every kind of map drew pixels: \(compared)")
    }

    /// The kernel's four-pixels-at-a-time path (AVX2) draws exactly the
    /// pixels of its scalar loop: random turns, perspectives, scales and
    /// positions, pictures cut by the target's edges and seen from behind,
    /// turned about a slanted, a horizontal and a vertical axis.
    @Test func theSIMDPathDrawsTheScalarPixels() throws {
        let source = try picture(side: 96)
        var random = SeededRandom(seed: 4_101)
        defer { _ = lp_projection_uses_simd(1) }
        var compared = 0
        for round in 0..<90 {
            guard let map = Self.randomMap(kind: round % 3, &random) else { continue }
            let (inverse, width, height) = map
            _ = lp_projection_uses_simd(1)
            let simd = try draw(source, inverse: inverse, covers: [], width: width, height: height, bands: 1)
            _ = lp_projection_uses_simd(0)
            let scalar = try draw(source, inverse: inverse, covers: [], width: width, height: height, bands: 1)
            #expect(simd.worked == scalar.worked && simd.pixels == scalar.pixels, "round \(round)")
            compared += simd.worked
        }
        #expect(compared > 30_000)
    }
}
