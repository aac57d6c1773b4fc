import Foundation
import Testing

/// `attributes --morph-to`: its ends are the two layouts' own reports, and
/// bad input is one line.
@Suite struct MorphCommandTests {
    static let tags = CLIRunner.repositoryRoot + "/Resources/datasets/tags.json"

    /// The report without its `morph` key, and that key.
    static func split(_ json: [String: Any]) throws -> ([String: Any], [String: Any]) {
        var rest = json
        let morph = try #require(rest.removeValue(forKey: "morph") as? [String: Any])
        return (rest, morph)
    }

    @Test(arguments: [("cards", "flow", ["--offset", "855,0"]), ("flow", "carousel", ["--offset", "0,300"]),
                      ("wheel", "waterfall", []), ("carousel", "keyline", ["--items", "40"])])
    func endsAreEachLayoutsOwnReport(start: String, end: String, options: [String]) throws {
        let common = ["--dataset", Self.tags, "--viewport", "800x600"] + options
        let plain = try CLIRunner.run(["attributes", "--layout", start] + common)
        #expect(plain.status == 0, "\(plain.stderr)")
        let zero = try CLIRunner.run(["attributes", "--layout", start] + common + ["--morph-to", end, "--progress", "0"])
        #expect(zero.status == 0, "\(zero.stderr)")
        let (zeroReport, zeroMorph) = try Self.split(try zero.json())
        #expect(NSDictionary(dictionary: zeroReport) == NSDictionary(dictionary: try plain.json()))
        // The text too, key order included: the morph's key comes last.
        #expect(zero.stdout.hasPrefix(String(plain.stdout.dropLast(2))))

        let oneRun = try CLIRunner.run(["attributes", "--layout", start] + common + ["--morph-to", end, "--progress", "1"])
        #expect(oneRun.status == 0, "\(oneRun.stderr)")
        let (oneReport, oneMorph) = try Self.split(try oneRun.json())
        #expect(NSDictionary(dictionary: oneMorph) == NSDictionary(dictionary: zeroMorph))
        let to = try #require(oneMorph["toOffset"] as? [String: Double])
        let offset = "\(to["x"]!),\(to["y"]!)"
        let items = options.contains("--items") ? ["--items", "40"] : []
        let endPlain = try CLIRunner.run(["attributes", "--layout", end, "--dataset", Self.tags, "--viewport", "800x600",
                                          "--offset", offset] + items)
        #expect(endPlain.status == 0, "\(endPlain.stderr)")
        #expect(NSDictionary(dictionary: oneReport) == NSDictionary(dictionary: try endPlain.json()))

        let middle = try CLIRunner.run(["attributes", "--layout", start] + common + ["--morph-to", end, "--progress", "0.5"])
        #expect(middle.status == 0, "\(middle.stderr)")
        let json = try middle.json()
        #expect(Set(json.keys).isSuperset(of: ["layout", "viewport", "contentOffset", "contentSize", "currentIndex", "elements", "morph"]))
        #expect(!((json["elements"] as? [Any]) ?? []).isEmpty)
    }

    @Test func theEndTakesItsOwnParametersOnly() throws {
        let args = ["attributes", "--layout", "flow", "--set", "headerHeight=40", "--morph-to", "flow",
                    "--morph-set", "lineSpacing=30", "--progress", "1"]
        let morphed = try CLIRunner.run(args)
        #expect(morphed.status == 0, "\(morphed.stderr)")
        let (report, morph) = try Self.split(try morphed.json())
        let to = try #require(morph["toOffset"] as? [String: Double])
        let plain = try CLIRunner.run(["attributes", "--layout", "flow", "--set", "lineSpacing=30",
                                       "--offset", "\(to["x"]!),\(to["y"]!)"])
        #expect(NSDictionary(dictionary: report) == NSDictionary(dictionary: try plain.json()))
    }

    @Test(arguments: [
        (["--morph-to", "nope"], "unknown layout 'nope'"),
        (["--morph-to", "flow", "--morph-set", "nope=1"], "unknown parameter 'nope' for layout 'flow'"),
        (["--morph-to", "flow", "--morph-set", "lineSpacing=abc"], "lineSpacing"),
        (["--morph-to", "flow", "--progress", "1.5"], "--progress '1.5'"),
        (["--morph-to", "flow", "--progress", "nan"], "--progress"),
        (["--progress", "0.5"], "needs --update or --morph-to"),
        (["--morph-set", "lineSpacing=3"], "needs --morph-to"),
        (["--anchor", "2"], "needs --morph-to"),
        (["--morph-to", "flow", "--anchor", "999"], "--anchor '999'"),
        (["--morph-to", "flow", "--anchor", "-1"], "--anchor '-1'"),
        (["--morph-to", "flow", "--update", "delete 0"], "cannot be combined with --update"),
        (["--morph-to", "flow", "--all"], "cannot be combined with --all"),
    ])
    func badInputIsOneLine(arguments: [String], naming: String) throws {
        let result = try CLIRunner.run(["attributes", "--layout", "cards"] + arguments)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains(naming), "\(result.stderr)")
    }

    /// A recorded drag drives the morph as a Ctrl+drag does: held, the
    /// morph follows the pointer (0.6 of the viewport's width for the whole
    /// way); let go past half way it springs on to 1; a short one back to 0.
    @Test func aRecordedDragDrivesTheMorph() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("morph-gesture-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // 800 wide: 480 points for the whole way. A slow drag of 360 points right over 1.2 s, then let go.
        func write(_ name: String, distance: Double) throws -> String {
            var samples: [[String: Any]] = []
            for k in 0...12 {
                samples.append(["t": Double(k) * 0.1, "x": 100 + distance * Double(k) / 12, "y": 300,
                                "phase": k == 0 ? "down" : k == 12 ? "up" : "move"])
            }
            let path = folder + "/" + name
            try JSONSerialization.data(withJSONObject: ["samples": samples]).write(to: URL(fileURLWithPath: path))
            return path
        }
        let far = try write("far.json", distance: 360), near = try write("near.json", distance: 120)
        func progress(_ gesture: String, _ time: Double) throws -> Double? {
            let result = try CLIRunner.run(["attributes", "--layout", "cards", "--viewport", "800x600", "--morph-to", "carousel",
                                            "--gesture", gesture, "--time", String(time)])
            #expect(result.status == 0, "\(result.stderr)")
            guard let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
                  let morph = json["morph"] as? [String: Any] else { return nil }
            return (morph["progress"] as? NSNumber)?.doubleValue
        }
        // Held half way (240 of 480 points at 0.8 s): a half.
        let held = try #require(try progress(far, 0.8))
        #expect(abs(held - 0.5) < 1e-9, "\(held)")
        // Let go at 0.75 of the way, then 3 s of spring: at 1.
        #expect(try progress(far, 4.2) == 1)
        // A quarter of the way, slow: back to 0.
        #expect(try progress(near, 4.2) == 0)
        let refused = try CLIRunner.run(["attributes", "--layout", "cards", "--morph-to", "carousel", "--gesture", far,
                                         "--progress", "0.5"])
        #expect(refused.status == 2 && refused.stderr.contains("cannot be combined with --gesture"), "\(refused.stderr)")
    }

    @Test func renderDrawsTheMorph() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("morph-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try CLIRunner.run(["render", "--layout", "carousel", "--morph-to", "wheel", "--progress", "0.4",
                                        "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: out))
        let refused = try CLIRunner.run(["render", "--layout", "carousel", "--progress", "0.4", "--out", out])
        #expect(refused.status == 2 && refused.stderr.contains("needs --morph-to"), "\(refused.stderr)")
    }
}
