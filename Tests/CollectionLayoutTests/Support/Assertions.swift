import CollectionLayout
import Testing

/// Whether two numbers agree within `tolerance` (absolute).
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
    close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
}

func close(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
    close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance)
        && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
}

/// A layout prepared for `viewport` and `sections`.
func prepared<L: CollectionLayout>(
    _ type: L.Type, _ assignments: [String] = [], viewport: Size, sections: [[ItemMetrics]]
) throws -> L {
    let layout = try L(assignments: assignments)
    layout.prepare(LayoutContext(viewport: viewport, sections: sections))
    return layout
}

func prepared<L: CollectionLayout>(
    _ type: L.Type, _ assignments: [String] = [], viewport: Size, itemCount: Int
) throws -> L {
    try prepared(type, assignments, viewport: viewport,
                 sections: [Array(repeating: ItemMetrics(), count: itemCount)])
}

/// Checks a rect query against a brute-force filter over `all`: the same
/// elements (by category and index path), with the same attributes.
func expectQueryMatchesBruteForce(
    _ layout: any CollectionLayout, all: [LayoutAttributes], rect: Rect, offset: Point,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    struct Key: Hashable { var category: ElementCategory; var indexPath: IndexPath }
    let expected = all.filter { $0.frame.intersects(rect) }
    let got = layout.elements(in: rect, offset: offset)
    let gotKeys = Set(got.map { Key(category: $0.category, indexPath: $0.indexPath) })
    let expectedKeys = Set(expected.map { Key(category: $0.category, indexPath: $0.indexPath) })
    #expect(gotKeys == expectedKeys, "rect \(rect)", sourceLocation: sourceLocation)
    #expect(got.count == gotKeys.count, "duplicates in query result", sourceLocation: sourceLocation)
}
