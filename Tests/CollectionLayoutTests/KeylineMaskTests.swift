import CollectionLayout
import Testing

/// The `mask` attribute: a visible window in the element's own coordinates.
@Suite struct KeylineMaskTests {
    private func masked(_ mask: Rect?) -> LayoutAttributes {
        LayoutAttributes(indexPath: IndexPath(item: 0), center: Point(x: 100, y: 50),
                         size: Size(width: 200, height: 100), mask: mask)
    }

    @Test func anUnmaskedElementShowsAllOfItself() {
        let a = masked(nil)
        #expect(a.visibleBounds == Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(a.visibleQuad() == a.screenQuad())
    }

    @Test func theMaskTakesPartInEquality() {
        #expect(masked(nil) != masked(Rect(x: 0, y: 0, width: 200, height: 100)))
        #expect(masked(Rect(x: 10, y: 0, width: 50, height: 100)) == masked(Rect(x: 10, y: 0, width: 50, height: 100)))
    }

    @Test func theVisibleQuadFollowsTheMaskThroughTheTransforms() throws {
        var a = masked(Rect(x: 50, y: 0, width: 100, height: 100))
        a.transform = AffineTransform(scaleX: 2, y: 1)
        let quad = try #require(a.visibleQuad())
        // The mask spans x −50…50 about the centre; doubled, −100…100.
        #expect(quad.boundingBox == Rect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test func interpolationMovesTheMaskAndKeepsTheEndsExact() throws {
        let a = masked(nil), b = masked(Rect(x: 100, y: 0, width: 100, height: 100))
        #expect(LayoutAttributes.interpolate(a, b, progress: 0).mask == nil)
        #expect(LayoutAttributes.interpolate(a, b, progress: 1).mask == b.mask)
        let half = try #require(LayoutAttributes.interpolate(a, b, progress: 0.5).mask)
        #expect(half == Rect(x: 50, y: 0, width: 150, height: 100))
    }
}
