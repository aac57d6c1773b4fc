import CollectionLayout
import Foundation
import Testing

/// The wheel's defaults are CupertinoPicker's look (Flutter's
/// `CupertinoPicker`: `diameterRatio` 1.07, `squeeze` 1.45, off-centre rows
/// at `overAndUnderCenterOpacity` 0.447): a drum that visibly curves, rows
/// dimmed away from the middle. Only the defaults are Cupertino's; the
/// drum's formulas are unchanged.
@Suite struct WheelDefaultLookTests {
    let viewport = Size(width: 800, height: 600)

    /// The rows in view at rest on row 0 of 20 (enough that no row is both
    /// above and below the middle), by distance from the middle row:
    /// `(alpha, projected height over the row height, fully in view)`.
    private func rowsInView(_ assignments: [String] = []) throws -> [Int: (alpha: Double, height: Double, inside: Bool)] {
        let layout = try prepared(WheelLayout.self, assignments, viewport: viewport, itemCount: 20)
        let offset = layout.initialContentOffset
        var rows: [Int: (Double, Double, Bool)] = [:]
        for row in layout.elements(in: Rect(origin: offset, size: viewport), offset: offset) {
            let d = Int(layout.drumDistance(ofItem: row.indexPath.item, offsetY: offset.y).rounded())
            let box = try #require(row.screenQuad()).boundingBox
            let inside = box.minY >= offset.y - 1e-9 && box.maxY <= offset.y + viewport.height + 1e-9
            rows[d] = (row.alpha, box.height / layout.itemSize.height, inside)
        }
        return rows
    }

    @Test func theDefaultsAreCupertinoPickers() throws {
        let layout = try prepared(WheelLayout.self, viewport: viewport, itemCount: 10)
        #expect(layout.geometry == .drum && layout.diameterRatio == 1.07 && layout.squeeze == 1.45)
        #expect(layout.offCenterOpacity == 0.45 && layout.offAxisFraction == 0 && layout.magnification == 1)
        #expect(close(layout.radius, 321))
    }

    @Test func offCentreRowsAreDimmedAndTheDrumCurves() throws {
        let rows = try rowsInView()
        #expect(rows[0]?.alpha == 1 && rows[0]?.height == 1)
        // Every other row in view at CupertinoPicker's opacity (it was 1.0).
        for (d, row) in rows where d != 0 { #expect(row.alpha == 0.45, "row \(d) from the middle") }
        // The drum's curve: each row shorter than the one before, down to a
        // fifth of the front row five rows out, all of them wholly in view
        // (before, the drum was flat enough that the smallest row wholly in
        // view was 0.68 of the front row, three rows out).
        let heights = [1: 0.9530, 2: 0.8226, 3: 0.6339, 4: 0.4202, 5: 0.2060]
        for d in [-5, -4, -3, -2, -1, 1, 2, 3, 4, 5] {
            let row = try #require(rows[d], "row \(d) in view")
            #expect(abs(row.height - heights[abs(d)]!) < 1e-3, "row \(d): \(row.height)")
            #expect(row.inside, "row \(d) wholly in view")
        }
        #expect(rows.count >= 11)
    }

    @Test func theOldLookIsStillThereForTheAsking() throws {
        // The former defaults, set explicitly: the same formulas give the flatter, undimmed drum.
        let rows = try rowsInView(["diameterRatio=2", "squeeze=1", "overAndUnderCenterOpacity=1"])
        #expect(rows.values.allSatisfy { $0.alpha == 1 })
        let inside = rows.values.filter(\.inside).map(\.height)
        #expect(abs(inside.min()! - 0.6808) < 1e-3)
        #expect(rows.keys.filter { rows[$0]!.inside }.sorted() == [-3, -2, -1, 0, 1, 2, 3])
    }
}
