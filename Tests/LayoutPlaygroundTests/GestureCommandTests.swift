import Foundation
import Testing

/// `--gesture FILE --time T` on `attributes` and `render`: the view T
/// seconds into a recorded gesture, through the layout's physics.
@Suite struct GestureCommandTests {
    /// A recorded upward (or leftward) flick written to a temporary file.
    private func flickFile(vertical: Bool) throws -> String {
        var lines: [String] = []
        for i in 0...6 {
            let d = Double(i) * 60
            let phase = i == 0 ? "down" : i == 6 ? "up" : "move"
            let (x, y) = vertical ? (300.0, 500 - d) : (600 - d, 300.0)
            lines.append(#"{"t": \#(Double(i) * 0.017), "x": \#(x), "y": \#(y), "phase": "\#(phase)"}"#)
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("gesture-\(UUID().uuidString).json").path
        try #"{"samples": [\#(lines.joined(separator: ","))]}"#.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private func attributes(_ arguments: [String]) throws -> [String: Any] {
        let result = try CLIRunner.run(["attributes"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return try result.json()
    }

    @Test func theCardsComeToRestOnACardAfterTheFlick() throws {
        let file = try flickFile(vertical: false)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let during = try attributes(["--layout", "cards", "--gesture", file, "--time", "0.05"])
        let end = try attributes(["--layout", "cards", "--gesture", file, "--time", "5"])
        let x = (end["contentOffset"] as? [String: Double])?["x"] ?? 0
        #expect(x > 285 && x.truncatingRemainder(dividingBy: 285) == 0, "rests on a card: \(x)")
        #expect(((during["contentOffset"] as? [String: Double])?["x"] ?? 0) < x)
        // Without --time: the state at the last sample, mid-flick.
        let last = try attributes(["--layout", "cards", "--gesture", file])
        #expect(((last["contentOffset"] as? [String: Double])?["x"] ?? 0) == 360)
    }

    @Test func theSpringsSwingThenRestExactly() throws {
        let file = try flickFile(vertical: true)
        defer { try? FileManager.default.removeItem(atPath: file) }
        func gaps(_ t: String) throws -> [Double] {
            let json = try attributes(["--layout", "springs", "--set", "springPreset=prominent", "--gesture", file,
                                       "--time", t])
            let ys = (json["elements"] as? [[String: Any]] ?? []).compactMap { ($0["center"] as? [String: Double])?["y"] }
            return zip(ys, ys.dropFirst()).map { $1 - $0 }
        }
        let swinging = try gaps("0.2")
        #expect(swinging.contains { abs($0 - 62) > 1 }, "cells lag: \(swinging)")
        let rested = try gaps("20")
        #expect(!rested.isEmpty && rested.allSatisfy { $0 == 62 }, "\(rested)")
    }

    @Test func renderDrawsTheMomentAndBadGesturesAreOneLine() throws {
        let file = try flickFile(vertical: true)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("springs-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let render = try CLIRunner.run(["render", "--layout", "springs", "--gesture", file, "--time", "0.2", "--out", out])
        #expect(render.status == 0 && FileManager.default.fileExists(atPath: out), "\(render.stderr)")
        let bad = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: bad) }
        try #"{"samples": [{"t": 0, "x": 1, "y": 2, "phase": "up"}]}"#.write(toFile: bad, atomically: true, encoding: .utf8)
        for arguments in [["--gesture", bad], ["--gesture", "/nonexistent.json"], ["--time", "1"],
                          ["--gesture", file, "--time", "-1"], ["--gesture", file, "--time", "nan"]] {
            let result = try CLIRunner.run(["attributes", "--layout", "springs"] + arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result.stderr)")
        }
    }
}
