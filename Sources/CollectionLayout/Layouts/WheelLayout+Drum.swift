import Foundation

/// The drum geometry (`geometry=drum`, the default), Flutter's
/// `RenderListWheelViewport` and UIPickerView's: a drum of radius
/// `R = diameterRatio·H/2` with rows `itemHeight` apart along its rim.
///
/// Row `i` sits `d = i − s` rows below the middle (`s` the turn; looping
/// brings `d` into `−n/2…n/2`), its untransformed centre `d·h` below the
/// viewport's centre, turned by `θ = −d·h/(R·squeeze)` about the x axis.
/// Rows with `|θ| > π/2` are on the back of the drum and never returned.
///
/// `transform3D = T(f·W,0,0)·T(0,0,R)·Rx(θ)·T(0,0,−R)·P` in Core Animation's
/// row-vector order (the leftmost applies first): pushed out to the rim,
/// turned, brought back so the front of the drum is the screen plane (the
/// middle row is drawn at its size, as Flutter's
/// `createCylindricalProjectionTransform` does), seen with
/// `m34 = −1/perspective` from `f·W` left of centre (`offAxisFraction`, the
/// 2-D `transform` moves the picture back). The magnifier and the
/// off-centre opacity fade in over one row from the middle: unlike Flutter,
/// attributes cannot clip a row to the magnifier's band.
extension WheelLayout {
    /// Row `i`'s distance from the middle, in rows, at `offsetY`: `i − s`,
    /// brought into `−n/2…n/2` when looping.
    ///
    /// - Complexity: O(1).
    public func drumDistance(ofItem i: Int, offsetY y: Double) -> Double {
        var d = Double(i) - turn(atOffsetY: y)
        if loops, itemCount > 0 {
            let n = Double(itemCount)
            d -= n * ((d + n / 2) / n).rounded(.down)
        }
        return d
    }

    /// The angle (radians) of a row `d` rows below the middle: `−d·h/(R·squeeze)`.
    public func drumAngle(distance d: Double) -> Double {
        -d * itemSize.height / (max(radius, 1e-9) * squeeze)
    }

    /// `T(f·W,0,0)·T(0,0,R)·Rx(θ)·T(0,0,−R)·P`, written out: with `c = cos θ`,
    /// `s = sin θ`, `q = −1/perspective`, a point `(x, y, 0)` goes to
    /// `(x + fW, c·y, s·y + R(c − 1))` before `P` divides by
    /// `1 + q·(s·y + R(c − 1))`.
    public func drumTransform3D(angle θ: Double) -> Transform3D {
        let c = cos(θ), s = sin(θ), q = -1 / perspective, r = radius
        let shift = offAxisFraction * viewport.width
        let z = r * (c - 1)
        return Transform3D(
            m11: 1, m12: 0, m13: 0, m14: 0,
            m21: 0, m22: c, m23: s, m24: s * q,
            m31: 0, m32: -s, m33: c, m34: c * q,
            m41: shift, m42: -r * s, m43: z, m44: 1 + z * q)
    }

    /// The row `i` placed `d` rows below the middle, or nil beyond ±90°.
    func drumRow(_ i: Int, distance d: Double, offsetY y: Double = 0) -> LayoutAttributes? {
        let θ = drumAngle(distance: d)
        guard θ.isFinite, abs(θ) <= Double.pi / 2 else { return nil }
        // Within a row of the middle the magnifier and the full opacity fade in.
        let nearness = max(0, 1 - abs(d))
        let scale = 1 + (magnification - 1) * nearness
        let shift = offAxisFraction * viewport.width
        return LayoutAttributes(
            indexPath: IndexPath(item: i),
            center: Point(x: viewport.width / 2, y: viewport.height / 2 + y),
            size: itemSize,
            alpha: offCenterOpacity + (1 - offCenterOpacity) * nearness,
            zIndex: Int((cos(θ) * 1000).rounded()),
            transform: AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: -shift, ty: 0),
            transform3D: drumTransform3D(angle: θ))
    }

    func drumAttributes(ofItem i: Int, offset: Point) -> LayoutAttributes? {
        drumRow(i, distance: drumDistance(ofItem: i, offsetY: offset.y), offsetY: offset.y)
    }

    /// The rows within ±90° of the middle whose projected quad meets `rect`.
    /// They are found from the turn, never by scanning: `|d| ≤ (π/2)·R·squeeze/h`.
    ///
    /// - Complexity: O(k), k ≤ π·R·squeeze/h + 2 rows.
    func drumElements(in rect: Rect, offset: Point) -> [LayoutAttributes] {
        let n = itemCount
        let s = turn(atOffsetY: offset.y)
        let reach = Double.pi / 2 * radius * squeeze / itemSize.height
        guard reach.isFinite else { return [] }
        var low = (s - reach).rounded(.up), high = (s + reach).rounded(.down)
        if loops {
            // Each row once: the n positions centred on the middle.
            low = max(low, (s - Double(n) / 2).rounded(.up))
            high = min(high, low + Double(n) - 1)
        } else {
            low = max(low, 0)
            high = min(high, Double(n - 1))
        }
        guard low <= high else { return [] }
        var rows: [LayoutAttributes] = []
        rows.reserveCapacity(Int(high - low) + 1)
        var k = low
        while k <= high {
            let i = loops ? positiveModulo(Int(k.truncatingRemainder(dividingBy: Double(n))), n) : Int(k)
            // The same arithmetic as `attributesForItem`, so both agree to the bit.
            if let row = drumAttributes(ofItem: i, offset: offset),
               let quad = row.screenQuad(), quad.boundingBox.intersects(rect) {
                rows.append(row)
            }
            k += 1
        }
        return rows
    }
}
