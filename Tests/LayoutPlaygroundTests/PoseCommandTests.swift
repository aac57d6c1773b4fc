import CollectionLayout
import Foundation
import Testing

/// `pose` (docs/REFERENCE.md, "Poses"), through the command line: the printed pair, given to
/// `attributes --set`, puts every posed item exactly where its pose says.
@Suite struct PoseCommandTests {
    /// The transform3D and alpha of `item` in `attributes` with `sets`, at a
    /// content offset where it has item offset `o` (pitch 200: exact for quarters).
    static func drawn(_ sets: [String], item: Int, offset o: Double) throws -> (transform: [Double], alpha: Double) {
        let x = (Double(item) - o) * 200
        let r = try CLIRunner.run(["attributes", "--layout", "carousel", "--all", "--set", "wrap=false", "--items", "30",
                                   "--offset", "\(formatNumber(x)),0"] + sets.flatMap { ["--set", $0] })
        try #require(r.status == 0, "\(r.stderr)")
        let elements = try #require(try r.json()["elements"] as? [[String: Any]])
        let element = try #require(elements.first { ($0["item"] as? Int) == item })
        let t = try #require(element["transform3D"] as? [Double])
        return (t, try #require(element["alpha"] as? Double))
    }

    static func pair(_ arguments: [String]) throws -> [String] {
        let r = try CLIRunner.run(["pose", "--layout", "carousel", "--items", "30"] + arguments)
        try #require(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        try #require(lines.count == 2 && lines[0].hasPrefix("transform=") && lines[1].hasPrefix("alpha="), "\(r.stdout)")
        return ["type=custom"] + lines
    }

    static func same(_ a: [Double], _ b: [Double]) -> Bool {
        let size = (a + b).map(abs).max() ?? 1
        return a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= 1e-9 * max(1, size) }
    }

    /// Seeded random poses (offsets on the quarter grid, every property or a
    /// few), each axis and both ends: every posed item is drawn as the
    /// constant chain of its pose.
    @Test func everyPosedItemIsDrawnAsItsPose() throws {
        var random = SeededRandom(seed: 2026)
        let axes = ["0,1,0", "1,0,0", "0.2,1,0.1"]
        for trial in 0..<6 {
            let count = Int.random(in: 2...4, using: &random)
            var offsets = Set<Int>()
            while offsets.count < count { offsets.insert(Int.random(in: -10...10, using: &random)) }
            let axis = axes[trial % axes.count]
            var poses: [(o: Double, values: [String: Double])] = []
            for k in offsets.sorted() {
                var values: [String: Double] = ["x": .random(in: -500...500, using: &random).rounded(),
                                                "angle": .random(in: -1.5...1.5, using: &random)]
                if trial % 2 == 0 {
                    values["y"] = .random(in: -50...50, using: &random)
                    values["z"] = .random(in: -300...0, using: &random)
                    values["scale"] = .random(in: 0.5...1.4, using: &random)
                    values["alpha"] = .random(in: 0.2...1, using: &random)
                }
                poses.append((Double(k) / 4, values))
            }
            let arguments = poses.map { p in
                "--pose=\(formatNumber(p.o)): " + p.values.sorted { $0.key < $1.key }.map { "\($0.key)=\(formatNumber($0.value))" }.joined(separator: ", ")
            }
            let sets = try Self.pair(arguments + ["--axis", axis] + (trial % 3 == 2 ? ["--extend", "hold"] : []))
            for p in poses {
                // A property left out takes the custom type's default: x = offset × itemWidth, else 0, scale 1, alpha 1.
                let v = { (name: String, otherwise: Double) in p.values[name] ?? otherwise }
                let chain = "translate(\(formatNumber(v("x", p.o * 200))), \(formatNumber(v("y", 0))), \(formatNumber(v("z", 0)))) "
                    + "rotate(\(formatNumber(v("angle", 0))), \(axis.replacingOccurrences(of: ",", with: ", "))) "
                    + "scale(\(formatNumber(v("scale", 1))), \(formatNumber(v("scale", 1))), 1)"
                let want = try Self.drawn(["type=custom", "transform=\(chain)", "alpha=\(formatNumber(v("alpha", 1)))"], item: 12, offset: p.o)
                let got = try Self.drawn(sets, item: 12, offset: p.o)
                #expect(Self.same(got.transform, want.transform), "trial \(trial) at \(p.o): \(got.transform) vs \(want.transform)")
                #expect(abs(got.alpha - want.alpha) < 1e-9, "trial \(trial) at \(p.o)")
            }
        }
    }

    /// `--from-type coverFlow`: the integer offsets −3…3 are Cover Flow's own
    /// (the given pose replaces the one at 0); `--from-type wheel` turns about z only.
    @Test func startingFromATypeKeepsItsShapeAtTheSampledOffsets() throws {
        let sets = try Self.pair(["--from-type", "coverFlow", "--pose=0: scale=1.3"])
        for o in [-3.0, -2, -1, 1, 2, 3] {
            let want = try Self.drawn(["type=coverFlow"], item: 10, offset: o)
            let got = try Self.drawn(sets, item: 10, offset: o)
            #expect(Self.same(got.transform, want.transform), "at \(o): \(got.transform) vs \(want.transform)")
        }
        let centre = try Self.drawn(sets, item: 10, offset: 0)
        #expect(abs(centre.transform[0] - 1.3) < 1e-9)
        let wheel = try CLIRunner.run(["pose", "--layout", "carousel", "--from-type", "wheel"])
        #expect(wheel.status == 2 && wheel.stderr.split(separator: "\n").count == 1 && wheel.stderr.contains("--axis"), "\(wheel.stderr)")
        #expect(try CLIRunner.run(["pose", "--layout", "carousel", "--from-type", "wheel", "--axis", "0,0,1"]).status == 0)
    }

    @Test func malformedPosesGetOneLineNamingThePose() throws {
        let cases: [([String], String)] = [
            (["--pose=1 x=2"], "--pose 1"),
            (["--pose=0: x=1", "--pose=1: x=2, q=3"], "unknown property 'q'"),
            (["--pose=1: alpha=2"], "alpha must be within 0…1"),
            (["--pose=a: x=1"], "is not a number"),
            (["--pose=1: x=nan"], "is not a number"),
            (["--pose=1: x=1, x=2"], "given twice"),
            (["--pose=1: x=1", "--pose=1: x=2"], "--pose 2 is at offset 1"),
            (["--pose=1: x=1", "--extend", "sideways"], "expected linear or hold"),
            (["--pose=1: x=1", "--axis", "0,0,0"], "not 0,0,0"),
            ([], "at least one --pose"),
        ]
        for (arguments, message) in cases {
            let r = try CLIRunner.run(["pose", "--layout", "carousel"] + arguments)
            #expect(r.status == 2 && r.stdout.isEmpty, "\(arguments)")
            #expect(r.stderr.split(separator: "\n").count == 1 && r.stderr.contains(message), "\(arguments): \(r.stderr)")
        }
        let other = try CLIRunner.run(["pose", "--layout", "cards", "--pose=0: x=1"])
        #expect(other.status == 2 && other.stderr.contains("pose the carousel"), "\(other.stderr)")
    }
}
