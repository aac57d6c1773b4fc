import CollectionLayout
import Foundation
import Testing

/// Poses → the custom carousel's expressions (docs/REFERENCE.md, "Poses"): exact at the
/// poses, monotone between, carried on (or held) beyond, read back.
@Suite struct CarouselPosesTests {
    static let axes = [PoseAxis.y, .x, .z, PoseAxis(x: 0.3, y: 1, z: -0.2)]

    /// Seeded random poses: 2…7 at offsets on the 0.05 grid in −3…3.
    static func randomPoses(_ random: inout SeededRandom) -> [CarouselPose] {
        let count = Int.random(in: 2...7, using: &random)
        var offsets = Set<Int>()
        while offsets.count < count { offsets.insert(Int.random(in: -60...60, using: &random)) }
        return offsets.sorted().map { k in
            CarouselPose(offset: Double(k) / 20, x: .random(in: -600...600, using: &random), y: .random(in: -80...80, using: &random),
                         z: .random(in: -400...100, using: &random), angle: .random(in: -2...2, using: &random),
                         scale: .random(in: 0.3...1.6, using: &random), alpha: .random(in: 0...1, using: &random))
        }
    }

    static func carousel(_ poses: CarouselPoses) throws -> CarouselLayout {
        let layout = try #require(try LayoutRegistry.make("carousel", assignments: [
            "type=custom", "transform=\(poses.transformText)", "alpha=\(poses.alphaText)", "wrap=false",
        ]) as? CarouselLayout)
        layout.prepare(LayoutContext(viewport: Size(width: 800, height: 600), sections: [Array(repeating: ItemMetrics(), count: 40)]))
        return layout
    }

    static func close(_ a: Transform3D, _ b: Transform3D, _ tolerance: Double = 1e-9) -> Bool {
        let x = [a.m11, a.m12, a.m13, a.m14, a.m21, a.m22, a.m23, a.m24, a.m31, a.m32, a.m33, a.m34, a.m41, a.m42, a.m43, a.m44]
        let y = [b.m11, b.m12, b.m13, b.m14, b.m21, b.m22, b.m23, b.m24, b.m31, b.m32, b.m33, b.m34, b.m41, b.m42, b.m43, b.m44]
        let size = (x + y).map(abs).max() ?? 1
        return zip(x, y).allSatisfy { abs($0 - $1) <= tolerance * max(1, size) }
    }

    @Test(arguments: 0..<4)
    func theCurvesPassThroughEveryPoseAndNeverOvershootBetween(_ seed: Int) throws {
        var random = SeededRandom(seed: UInt64(900 + seed))
        for trial in 0..<40 {
            let ends: MonotoneCurve.Ends = trial % 2 == 0 ? .linear : .hold
            let poses = CarouselPoses(Self.randomPoses(&random), axis: Self.axes[trial % Self.axes.count], ends: ends)
            let layout = try Self.carousel(poses)
            for pose in poses.poses {
                let drawn = layout.stepsTransform(item: 5, offset: pose.offset)
                #expect(Self.close(drawn, pose.transform(axis: poses.axis)), "\(poses.transformText) at \(pose.offset)")
                #expect(abs(layout.transformAndAlpha(item: 5, offset: pose.offset).alpha - pose.alpha) < 1e-12)
            }
            for (a, b) in zip(poses.poses, poses.poses.dropFirst()) {
                for property in CarouselPose.Property.allCases {
                    let (low, high) = (min(a[property], b[property]), max(a[property], b[property]))
                    var previous = a[property]
                    for k in 1...24 {
                        let v = poses.value(property, at: a.offset + (b.offset - a.offset) * Double(k) / 25)
                        #expect(v >= low - 1e-9 && v <= high + 1e-9, "\(property) overshoots between \(a.offset) and \(b.offset)")
                        #expect(a[property] <= b[property] ? v >= previous - 1e-9 : v <= previous + 1e-9,
                                "\(property) turns back between \(a.offset) and \(b.offset)")
                        previous = v
                    }
                }
            }
            // Beyond the outermost poses: the line through the last two, or the end value.
            let first = poses.poses[0], second = poses.poses[1]
            let last = poses.poses[poses.poses.count - 1], before = poses.poses[poses.poses.count - 2]
            for property in CarouselPose.Property.allCases {
                for d in [0.25, 1, 3.5] {
                    let right = poses.value(property, at: last.offset + d), left = poses.value(property, at: first.offset - d)
                    let slopeRight = (last[property] - before[property]) / (last.offset - before.offset)
                    let slopeLeft = (second[property] - first[property]) / (second.offset - first.offset)
                    let wantRight = ends == .linear ? last[property] + d * slopeRight : last[property]
                    let wantLeft = ends == .linear ? first[property] - d * slopeLeft : first[property]
                    #expect(abs(right - wantRight) <= 1e-9 * max(1, abs(wantRight)), "\(property) \(d) past the last pose")
                    #expect(abs(left - wantLeft) <= 1e-9 * max(1, abs(wantLeft)), "\(property) \(d) before the first pose")
                }
            }
            // What the layout draws between and beyond is the curves' pose there.
            for o in [first.offset - 1.3, (first.offset + last.offset) / 2, last.offset + 0.7] {
                #expect(Self.close(layout.stepsTransform(item: 5, offset: o), poses.pose(at: o).transform(axis: poses.axis), 1e-9))
            }
        }
    }

    @Test func theTextReadsBackIntoThePoses() throws {
        var random = SeededRandom(seed: 77)
        for trial in 0..<50 {
            let poses = CarouselPoses(Self.randomPoses(&random), axis: Self.axes[trial % Self.axes.count],
                                      ends: trial % 3 == 0 ? .hold : .linear)
            let read = try #require(CarouselPoses(transform: poses.transformText, alpha: poses.alphaText))
            #expect(read == poses)
        }
        // Text a person wrote otherwise is not poses.
        #expect(CarouselPoses(transform: CarouselLayout.defaultTransform, alpha: "1") == nil)
        let poses = CarouselPoses([CarouselPose(offset: -1, x: -100), CarouselPose(offset: 1, x: 100)])
        #expect(CarouselPoses(transform: poses.transformText + " translate(0, 0, 1)", alpha: poses.alphaText) == nil)
        #expect(CarouselPoses(transform: poses.transformText, alpha: "1") == nil)
    }

    @Test func setReplacesAtAnOffsetAndKeepsTheOrder() {
        var poses = CarouselPoses([CarouselPose(offset: 1, x: 10), CarouselPose(offset: -1, x: -10)])
        poses.set(CarouselPose(offset: 0, x: 3))
        poses.set(CarouselPose(offset: 1, x: 20))
        #expect(poses.poses.map(\.offset) == [-1, 0, 1] && poses.poses.map(\.x) == [-10, 3, 20])
        #expect(poses.remove(at: 0)?.x == 3 && poses.remove(at: 0) == nil)
        #expect(poses.poses.count == 2)
    }

    /// Every built-in type that turns about one axis samples into poses
    /// that give its own steps back at the sampled offsets; the wheel turns
    /// about z only; a spinning type's angles read on without a jump of a turn.
    @Test func theBuiltInTypesSampleIntoPosesThatGiveTheirStepsBack() throws {
        let types: [(String, PoseAxis?, PoseAxis)] = [
            ("coverFlow", .y, .z), ("coverFlow2", .y, .x), ("linear", .y, .y), ("rotary", .y, .y),
            ("cylinder", .y, .x), ("invertedCylinder", .y, .z), ("timeMachine", .y, .y), ("wheel", .z, .y),
        ]
        for (type, good, bad) in types {
            let layout = try #require(try LayoutRegistry.make("carousel", assignments: ["type=\(type)", "wrap=false"]) as? CarouselLayout)
            layout.prepare(LayoutContext(viewport: Size(width: 800, height: 600), sections: [Array(repeating: ItemMetrics(), count: 20)]))
            let axis = try #require(good)
            let poses = try layout.sampledPoses(axis: axis).get()
            #expect(poses.map(\.offset) == CarouselLayout.sampledPoseOffsets)
            for p in poses {
                let i = layout.curveItem(current: 0, offset: p.offset)
                #expect(Self.close(p.transform(axis: axis), layout.stepsTransform(item: i, offset: p.offset)), "\(type) at \(p.offset)")
            }
            for (a, b) in zip(poses, poses.dropFirst()) { #expect(abs(b.angle - a.angle) < .pi, "\(type): a turn's jump") }
            if type != "linear", type != "rotary", type != "timeMachine" {
                guard case .failure = layout.sampledPoses(axis: bad) else { Issue.record("\(type) posed about \(bad)"); continue }
            }
        }
    }

    @Test func extrapolateIsTheCurveCarriedOnAlongItsEnds() throws {
        let e = try LayoutExpression("extrapolate(offset, -1, 10, 0, 0, 2, 4)")
        let c = try LayoutExpression("curve(offset, -1, 10, 0, 0, 2, 4)")
        for o in stride(from: -1.0, through: 2.0, by: 0.125) {
            #expect(e.evaluate(ExpressionVariables(offset: o)) == c.evaluate(ExpressionVariables(offset: o)))
        }
        #expect(e.evaluate(ExpressionVariables(offset: -3)) == 30)
        #expect(e.evaluate(ExpressionVariables(offset: 5)) == 10)
        #expect(c.evaluate(ExpressionVariables(offset: 5)) == 4)
        #expect(throws: ExpressionError.self) { try LayoutExpression("extrapolate(offset, 1, 0, 0, 1)") }
        #expect(throws: ExpressionError.self) { try LayoutExpression("extrapolate(offset, 1, 0, 2)") }
    }
}
