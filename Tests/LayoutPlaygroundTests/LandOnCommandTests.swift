import Foundation
import Testing

/// `fling … --land-on I [--min-items N]`: the velocity that lands on item I,
/// which a plain `fling` with that velocity agrees with.
@Suite struct LandOnCommandTests {
    private func run(_ arguments: [String]) throws -> [String: Any] {
        let result = try CLIRunner.run(["fling"] + arguments)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return try result.json()
    }

    @Test(arguments: [
        (["--layout", "wheel", "--items", "24"], 17, 40),
        (["--layout", "ring", "--items", "12"], 5, 30),
        (["--layout", "carousel", "--set", "type=rotary", "--items", "16"], 11, 20),
        (["--layout", "carousel", "--set", "type=coverFlow", "--set", "wrap=false", "--items", "16"], 9, 0),
    ])
    func landsOnTheItemAndPlainFlingAgrees(view: [String], item: Int, minimum: Int) throws {
        let spin = try run(view + ["--land-on", String(item), "--min-items", String(minimum)])
        #expect(Set(spin.keys) == ["velocity", "restOffset", "currentIndex", "duration"])
        #expect(spin["currentIndex"] as? Int == item)
        let v = try #require(spin["velocity"] as? [String: Double])
        let rest = try #require(spin["restOffset"] as? [String: Double])
        let plain = try run(view + ["--velocity", "\(v["x"]!),\(v["y"]!)"])
        #expect(plain["currentIndex"] as? Int == item)
        let plainRest = try #require(plain["restOffset"] as? [String: Double])
        #expect(abs(plainRest["x"]! - rest["x"]!) < 1e-6 && abs(plainRest["y"]! - rest["y"]!) < 1e-6)
        #expect(plain["duration"] as? Double == spin["duration"] as? Double)
    }

    @Test func theVelocitysSignPicksTheDirection() throws {
        let view = ["--layout", "ring", "--items", "12"]
        let forward = try run(view + ["--land-on", "3"])
        let backward = try run(view + ["--land-on", "3", "--velocity", "0,-1"])
        #expect(((forward["velocity"] as? [String: Double])?["y"] ?? 0) > 0)
        #expect(((backward["velocity"] as? [String: Double])?["y"] ?? 0) < 0)
        #expect(forward["currentIndex"] as? Int == 3 && backward["currentIndex"] as? Int == 3)
    }

    @Test func badRequestsSayWhyInOneLine() throws {
        for arguments in [
            ["--layout", "wheel", "--land-on", "999", "--items", "10"],
            ["--layout", "wheel", "--land-on", "-1"],
            ["--layout", "wheel"],
            ["--layout", "wheel", "--min-items", "3", "--velocity", "0,100"],
            ["--layout", "carousel", "--set", "wrap=false", "--items", "10", "--land-on", "2", "--min-items", "5"],
            ["--layout", "waterfall", "--land-on", "2"],
        ] {
            let result = try CLIRunner.run(["fling"] + arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result.stderr)")
        }
    }
}
