import CollectionLayout
import Foundation
import Testing

/// Mirroring one side's poses onto the other: each copied pose is the
/// mirror image of its source across the centre line — as a transform,
/// M·T·M with M the reflection of the scroll axis — and the side copied
/// from, and the pose at 0, stay as they were.
@Suite struct CarouselPosesMirrorTests {
    static func reflection(_ axis: Axis) -> Transform3D {
        axis == .horizontal ? Transform3D(scaleX: -1, y: 1, z: 1) : Transform3D(scaleX: 1, y: -1, z: 1)
    }

    @Test(arguments: 0..<6)
    func eachCopyIsTheMirrorImageOfItsSource(_ seed: Int) throws {
        var random = SeededRandom(seed: UInt64(1300 + seed))
        for trial in 0..<30 {
            let scrollAxis: Axis = trial % 2 == 0 ? .horizontal : .vertical
            // The three axes a mirror keeps or reverses.
            let axis = [PoseAxis.y, .x, .z][trial % 3]
            var poses = CarouselPoses(CarouselPosesTests.randomPoses(&random), axis: axis)
            // A pose on each side at least.
            poses.set(CarouselPose(offset: 0.5, x: 40, y: -20, z: -30, angle: 0.7, scale: 0.8, alpha: 0.6))
            poses.set(CarouselPose(offset: -1.5, x: -90, y: 10, z: -50, angle: -0.4, scale: 0.9, alpha: 0.7))
            let side: CarouselPoses.Side = trial % 4 < 2 ? .after : .before
            let mirrored = try #require(poses.mirrored(from: side, scrollAxis: scrollAxis))
            let source = poses.poses.filter { side == .after ? $0.offset > 0 : $0.offset < 0 }
            let m = Self.reflection(scrollAxis)
            for pose in source {
                let kept = try #require(mirrored.index(at: pose.offset).map { mirrored.poses[$0] })
                #expect(kept == pose, "the side copied from stays")
                let image = try #require(mirrored.index(at: -pose.offset).map { mirrored.poses[$0] })
                let expected = m.concatenating(pose.transform(axis: axis)).concatenating(m)
                #expect(CarouselPosesTests.close(image.transform(axis: axis), expected),
                        "seed \(seed) trial \(trial): \(pose) → \(image)")
                #expect(image.alpha == pose.alpha && image.scale == pose.scale && image.z == pose.z)
            }
            // Nothing else on the other side; the pose at 0 as it was.
            let others = mirrored.poses.filter { side == .after ? $0.offset < 0 : $0.offset > 0 }
            #expect(others.count == source.count)
            #expect(mirrored.index(at: 0).map { mirrored.poses[$0] } == poses.index(at: 0).map { poses.poses[$0] })
            // The mirrored text reads back into the same poses.
            #expect(CarouselPoses(transform: mirrored.transformText, alpha: mirrored.alphaText) == mirrored)
        }
    }

    @Test func aTiltedAxisOrAnEmptySideCannotBeMirrored() {
        let tilted = CarouselPoses([CarouselPose(offset: 1, x: 100, angle: 0.5), CarouselPose(offset: 0)],
                                   axis: PoseAxis(x: 0.3, y: 1, z: 0))
        #expect(tilted.mirrored(from: .after, scrollAxis: .horizontal) == nil)
        let oneSided = CarouselPoses([CarouselPose(offset: 0), CarouselPose(offset: 1, x: 100)])
        #expect(oneSided.mirrored(from: .before, scrollAxis: .horizontal) == nil)
        #expect(oneSided.mirrored(from: .after, scrollAxis: .horizontal)?.poses.map(\.offset) == [-1, 0, 1])
    }

    /// On the drawn carousel: the item at −o lands where the mirror puts the item at o.
    @Test func theDrawnItemsAreMirrorImages() throws {
        let poses = CarouselPoses([CarouselPose(offset: 0, scale: 1.1),
                                   CarouselPose(offset: 1, x: 170, y: 20, z: -60, angle: -0.6, scale: 0.85, alpha: 0.8),
                                   CarouselPose(offset: 2, x: 300, y: 50, z: -120, angle: -0.9, scale: 0.7, alpha: 0.5)],
                                  axis: .y)
        let mirrored = try #require(poses.mirrored(from: .after, scrollAxis: .horizontal))
        let carousel = try CarouselPosesTests.carousel(mirrored)
        let offset = try #require(carousel.contentOffset(focusing: IndexPath(item: 10), from: Point(x: 0, y: 0)))
        let centreX = offset.x + 400
        for o in 1...2 {
            let right = try #require(carousel.attributesForItem(at: IndexPath(item: 10 + o), offset: offset)?.visibleQuad())
            let left = try #require(carousel.attributesForItem(at: IndexPath(item: 10 - o), offset: offset)?.visibleQuad())
            let rightXs = right.corners.map { centreX - ($0.x - centreX) }.sorted()
            let leftXs = left.corners.map(\.x).sorted()
            for (a, b) in zip(rightXs, leftXs) { #expect(abs(a - b) < 1e-6, "item ±\(o): \(rightXs) vs \(leftXs)") }
            let rightY: Double = right.corners.map(\.y).reduce(0, +), leftY: Double = left.corners.map(\.y).reduce(0, +)
            #expect(abs(rightY - leftY) < 1e-6)
        }
    }
}
