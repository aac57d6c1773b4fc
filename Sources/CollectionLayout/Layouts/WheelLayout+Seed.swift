import Foundation

/// The seed's geometry (`geometry=seed`, described in docs/REFERENCE.md): the rows sit on the
/// faces of a regular n-gon prism of radius `r = (h/2)/tan(π/n)`, row `i`
/// turned by `a_i = 2π(i + s)/n` about the x axis; its centre lands at
/// `(0, −r·sin a_i, r·cos a_i)`, so greater angles lie higher on the wheel.
///
/// The front row (`a = 0`, `z = r`) is nearer than the screen plane, so it
/// shows magnified by `perspective/(perspective − r)`. A row with
/// `r·cos a ≥ perspective` would reach the eye: `limitation(for:)` refuses
/// row counts whose radius gets there (57 rows at the defaults).
extension WheelLayout {
    /// Row `i`'s angle `a_i` (radians) at `offsetY`; 0 faces the viewer.
    ///
    /// - Complexity: O(1).
    public func angle(ofItem i: Int, offsetY y: Double) -> Double {
        guard itemCount > 0 else { return 0 }
        return 2 * Double.pi * (Double(i) + turn(atOffsetY: y)) / Double(itemCount)
    }

    /// `T(0,0,r)·Rx(a)·P`, the seed's
    /// `CATransform3DTranslate(CATransform3DRotate(P, a, 1, 0, 0), 0, 0, r)`:
    /// a point is pushed out to the radius, turned, then seen in perspective.
    ///
    /// Written out (`c = cos a`, `s = sin a`, `q = −1/perspective`) rather than
    /// multiplied, since it is built for every row on every frame:
    /// `Rx·P` has rows `[1,0,0,0] [0,c,s,s·q] [0,−s,c,c·q] [0,0,0,1]`, and
    /// `T·` adds `r` times the third row to the fourth.
    ///
    /// - Complexity: O(1).
    public func transform3D(angle a: Double) -> Transform3D {
        let c = cos(a), s = sin(a), q = -1 / perspective, r = radius
        return Transform3D(
            m11: 1, m12: 0, m13: 0, m14: 0,
            m21: 0, m22: c, m23: s, m24: s * q,
            m31: 0, m32: -s, m33: c, m34: c * q,
            m41: 0, m42: -r * s, m43: r * c, m44: 1 + r * c * q)
    }

    func seedAttributes(ofItem i: Int, offset: Point) -> LayoutAttributes {
        let a = angle(ofItem: i, offsetY: offset.y)
        let c = cos(a)
        return LayoutAttributes(
            indexPath: IndexPath(item: i),
            center: Point(x: viewport.width / 2, y: viewport.height / 2 + offset.y),
            size: itemSize,
            zIndex: Int((c * 1000).rounded()),
            isHidden: c < 0 && !showsBackFaces,
            transform3D: transform3D(angle: a))
    }

    /// The front half of the n-gon (`cos a ≥ 0`), and with `showBackFaces`
    /// the back half too; nothing when the row count is past the seed's
    /// limit (its front rows would be behind the eye).
    ///
    /// The front half is found from the front row's index, never by scanning
    /// the wheel: rows with `cos a_i ≥ 0` have `i + s` within `n/4` of a
    /// multiple of `n`.
    ///
    /// - Complexity: O(k) for the k rows returned, at most the seed's row limit.
    func seedElements(offset: Point) -> [LayoutAttributes] {
        let n = itemCount
        guard n <= Self.seedRowLimit(rowHeight: itemSize.height, perspective: perspective) else { return [] }
        if showsBackFaces {
            return (0..<n).map { seedAttributes(ofItem: $0, offset: offset) }
        }
        // i + s ∈ [−n/4, n/4] (mod n), with s reduced into (−n, n) so the
        // bounds stay small; one extra row each side absorbs rounding, and
        // the exact test on cos a decides.
        let s = turn(atOffsetY: offset.y).truncatingRemainder(dividingBy: Double(n))
        let quarter = Double(n) / 4
        let first = Int((-s - quarter).rounded(.down)) - 1
        let last = Int((-s + quarter).rounded(.up)) + 1
        let candidates: [Int] = last - first + 1 >= n
            ? Array(0..<n)
            : (first...last).map { positiveModulo($0, n) }
        return candidates.compactMap { i in
            let a = seedAttributes(ofItem: i, offset: offset)
            return a.isHidden ? nil : a
        }
    }
}
