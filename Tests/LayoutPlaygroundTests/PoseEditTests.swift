import CollectionLayout
import CollectionRendering
@testable import LayoutPlayground
import Testing

/// Pose mode's model: a carousel made posed, and what each handle's drag
/// does to the pose it holds.
@MainActor
@Suite struct PoseEditTests {
    static func carousel(_ assignments: [String]) throws -> CarouselLayout {
        let layout = try #require(try LayoutRegistry.make("carousel", assignments: assignments + ["wrap=false"]) as? CarouselLayout)
        layout.prepare(LayoutContext(viewport: Size(width: 900, height: 600), sections: [Array(repeating: ItemMetrics(), count: 20)]))
        return layout
    }

    /// Each built-in type is posed about the axis it turns about (Cover
    /// Flow y, vertical Cover Flow x, the wheel z), and the posed custom
    /// carousel draws the sampled offsets as the type did (to the rounding).
    @Test func everyBuiltInTypeIsPosedAboutItsOwnAxis() throws {
        let cases: [([String], PoseAxis)] = [
            (["type=coverFlow"], .y), (["type=coverFlow", "vertical=true"], .x), (["type=wheel"], .z),
            (["type=cylinder"], .y), (["type=rotary"], .y), (["type=timeMachine"], .y),
        ]
        for (assignments, axis) in cases {
            let original = try Self.carousel(assignments)
            let (parameters, poses) = try #require(PoseEdit.posed(original), "\(assignments)")
            #expect(poses.axis == axis, "\(assignments)")
            let made = CarouselLayout(parameters: parameters)
            made.prepare(LayoutContext(viewport: Size(width: 900, height: 600), sections: [Array(repeating: ItemMetrics(), count: 20)]))
            #expect(PoseEdit.poses(of: made) != nil, "the written text reads back as poses")
            for o in CarouselLayout.sampledPoseOffsets {
                let a = original.transformAndAlpha(item: 5, offset: o).transform, b = made.transformAndAlpha(item: 5, offset: o).transform
                for (x, y) in zip([a.m11, a.m13, a.m22, a.m31, a.m33, a.m41, a.m42, a.m43], [b.m11, b.m13, b.m22, b.m31, b.m33, b.m41, b.m42, b.m43]) {
                    #expect(abs(x - y) < 0.02, "\(assignments) at \(o)")
                }
            }
        }
    }

    static func edit(_ part: PoseHandles.Part, depthDivisor: Double = 1, mirrored: Bool = false, alt: Bool = false) -> PoseEdit {
        let start = CarouselPose(offset: 1, x: 100, y: 0, z: -50, angle: -0.5, scale: 1, alpha: 0.8)
        let poses = CarouselPoses([CarouselPose(offset: 0), start])
        let outline = Quad(corners: [Point(x: 0, y: 0), Point(x: 200, y: 0), Point(x: 200, y: 200), Point(x: 0, y: 200)])
        let handles = PoseHandles(outline: outline, alpha: 0.8)
        let pressed: Point = switch part {
        case .corner(let k): outline.corners[k]
        case .alpha: handles.alphaKnob
        default: Point(x: 100, y: 100)
        }
        return PoseEdit(part: part, poses: poses, offset: 1, start: start, depthDivisor: depthDivisor, handles: handles,
                        pressedAt: pressed, itemWidth: 200, isMirrored: mirrored, altHeld: alt)
    }

    @Test func eachHandleChangesItsOwnProperty() throws {
        func posed(_ e: PoseEdit, _ d: Point) -> CarouselPose { e.poses(moved: d).poses[1] }
        // The body: the drawn centre moves by the drag, the pose by the drag × the perspective's divisor.
        #expect(posed(Self.edit(.body, depthDivisor: 1.2), Point(x: 50, y: -10)) == CarouselPose(offset: 1, x: 160, y: -12, z: -50, angle: -0.5, scale: 1, alpha: 0.8))
        #expect(posed(Self.edit(.body, mirrored: true), Point(x: 50, y: 0)).x == 50)
        #expect(posed(Self.edit(.body, alt: true), Point(x: 50, y: 30)) == CarouselPose(offset: 1, x: 100, y: 0, z: -20, angle: -0.5, scale: 1, alpha: 0.8))
        #expect(posed(Self.edit(.depth), Point(x: 0, y: -40)).z == -90)
        // A corner twice as far from the centre: twice the scale.
        #expect(abs(posed(Self.edit(.corner(2)), Point(x: 100, y: 100)).scale - 2) < 1e-12)
        #expect(posed(Self.edit(.turn), Point(x: 50, y: 0)).angle == 0)
        // The alpha bar is the outline's height: down a quarter of it, a quarter less alpha.
        #expect(abs(posed(Self.edit(.alpha), Point(x: 0, y: 50)).alpha - 0.55) < 1e-12)
        #expect(posed(Self.edit(.alpha), Point(x: 0, y: 900)).alpha == 0)
        // The other poses stay as they were.
        #expect(Self.edit(.turn).poses(moved: Point(x: 50, y: 0)).poses[0] == CarouselPose(offset: 0))
    }

    @Test func offsetsSnapToTwentiethsAndWrittenValuesAreShort() {
        #expect(PoseEdit.snapped(0.512) == 0.5)
        #expect(abs(PoseEdit.snapped(-1.03) + 1.05) < 1e-12)
        let poses = CarouselPoses([CarouselPose(offset: 0, x: 1.23456, angle: 0.123456789), CarouselPose(offset: 1, x: 200.25)])
        let text = PoseEdit.parameters(LayoutParameters(layoutID: "carousel", specs: CarouselLayout.parameterSpecs), poses)
            .text(CarouselLayout.Key.transform.rawValue)
        #expect(text.hasPrefix("translate(extrapolate(offset, 0, 1.23, 1, 200.25)"), "\(text)")
        #expect(text.contains("rotate(extrapolate(offset, 0, 0.1235, 1, 0), 0, 1, 0)"), "\(text)")
    }
}
