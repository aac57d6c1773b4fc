@testable import CollectionLayout
import Testing

/// Transforms taken apart and put together again, and turned along the shorter arc.
@Suite struct DecomposedTransformTests {
    @Test func partsMakeTheTransformAgain() throws {
        var random = SeededRandom(seed: 39)
        for _ in 0..<500 {
            var m = Transform3D.identity
            if random.int(in: 0...1) == 1 { m = Transform3D.perspective(eyeDistance: random.double(in: 300...3000)) }
            m = m.translated(x: random.double(in: -500...500), y: random.double(in: -500...500), z: random.double(in: -200...200))
                .rotated(by: random.double(in: -7...7), x: random.double(in: -1...1), y: random.double(in: -1...1),
                         z: random.double(in: -1...1))
                .scaled(x: random.double(in: 0.1...3) * (random.int(in: 0...4) == 0 ? -1 : 1),
                        y: random.double(in: 0.1...3), z: random.double(in: 0.1...3))
            let parts = try #require(DecomposedTransform(m))
            #expect(parts.matrix.distance(to: m) < 1e-9 * max(1, m.values.map(abs).max()!), "\(m)")
            let halfway = DecomposedTransform.interpolate(parts, parts, 0.5).matrix
            #expect(halfway.distance(to: m) < 1e-9 * max(1, m.values.map(abs).max()!))
        }
    }

    @Test func aTurnTakesTheShorterArc() throws {
        let a = try #require(DecomposedTransform(Transform3D(rotationAngle: 350 * .pi / 180, x: 0, y: 0, z: 1)))
        let b = try #require(DecomposedTransform(Transform3D(rotationAngle: 10 * .pi / 180, x: 0, y: 0, z: 1)))
        let middle = DecomposedTransform.interpolate(a, b, 0.5).matrix
        #expect(middle.distance(to: .identity) < 1e-12)
        let quarter = DecomposedTransform.interpolate(a, b, 0.25).matrix
        #expect(quarter.distance(to: Transform3D(rotationAngle: -5 * .pi / 180, x: 0, y: 0, z: 1)) < 1e-12)
        // A turn whose quaternion comes out on the far side of the sphere from the identity's.
        let still = try #require(DecomposedTransform(.identity))
        let turned = try #require(DecomposedTransform(Transform3D(rotationAngle: -170 * .pi / 180, x: 1, y: 0, z: 0)))
        #expect(still.rotation.w * turned.rotation.w + still.rotation.x * turned.rotation.x < 0)
        let half = DecomposedTransform.interpolate(still, turned, 0.5).matrix
        #expect(half.distance(to: Transform3D(rotationAngle: -85 * .pi / 180, x: 1, y: 0, z: 0)) < 1e-12)
    }

    @Test func flatEndsMorphFlatAndMixedEndsDrawTheSame() throws {
        let a = LayoutAttributes(indexPath: IndexPath(item: 0), size: Size(width: 100, height: 50),
                                 transform: AffineTransform(rotationAngle: 0.3))
        var b = a
        b.transform = AffineTransform(scaleX: 2, y: 2)
        let flat = LayoutAttributes.morph(a, b, progress: 0.5, alphaProgress: 0.5)
        #expect(flat.transform3D == .identity)
        var c = a
        c.transform = .identity
        c.transform3D = Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1)
        // A 2-D turn and the same turn in 3-D are one drawing: nothing moves between them.
        let mixed = LayoutAttributes.morph(a, c, progress: 0.5, alphaProgress: 0.5)
        let corners = try #require(mixed.screenQuad()).corners, expected = try #require(a.screenQuad()).corners
        for (p, q) in zip(corners, expected) { #expect(close(p, q, 1e-9)) }
    }
}
