import Foundation
import Testing

/// `--layout compositional` on the command line: `--section-offset S=X` on
/// `attributes` and `render`, `fling --section S`, `swift`, and the one-line
/// errors for a bad section or offset; right to left (`--direction rtl`)
/// the mirror of left to right, with the same sideways offsets and rests.
@Suite struct CompositionalCommandTests {
    /// A dataset of six sections of ten items, written once per run.
    static let dataset: String = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lp-\(getpid())-six-sections.json").path
        let section = "{\"items\": [" + (0..<10).map { "{\"title\": \"\($0)\"}" }.joined(separator: ", ") + "]}"
        let text = "{\"sections\": [" + Array(repeating: section, count: 6).joined(separator: ", ") + "]}"
        FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }()

    /// Six sections of ten 300-point items, each with one of the six behaviours.
    static let view = ["--layout", "compositional", "--viewport", "400x800", "--dataset", dataset,
                       "--set", "orthogonal=paging,groupPaging,groupPagingCentered,continuousGroupLeadingBoundary,continuous,none",
                       "--set", "itemWidth=300", "--set", "interGroupSpacing=10", "--set", "sectionInsets=0,16,0,16"]

    static func json(_ arguments: [String]) throws -> [String: Any] {
        let result = try CLIRunner.run(arguments)
        try #require(result.status == 0, "\(result.stderr)")
        return try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    static func cells(_ json: [String: Any]) -> [String: Double] {
        let elements = json["elements"] as? [[String: Any]] ?? []
        var x: [String: Double] = [:]
        for e in elements where e["category"] as? String == "cell" {
            let frame = e["frame"] as! [String: Double]
            x["\(e["section"]!)/\(e["item"]!)"] = frame["x"]!
        }
        return x
    }

    @Test func aSectionOffsetMovesOnlyThatSection() throws {
        let before = Self.cells(try Self.json(["attributes", "--all"] + Self.view))
        let after = Self.cells(try Self.json(["attributes", "--all", "--section-offset", "1=155", "--section-offset", "4=20"] + Self.view))
        #expect(before.count == 60 && after.count == 60)
        for (key, x) in before {
            let section = key.split(separator: "/")[0]
            let shift = section == "1" ? 155.0 : section == "4" ? 20 : 0
            #expect(abs(after[key]! - (x - shift)) < 1e-9, "\(key): \(after[key]!) vs \(x)")
        }
    }

    /// The rest of a release of 1000 pt/s from 0 in each section, and the first item wholly in view there.
    @Test func flingRestsWhereEachBehaviourSays() throws {
        let expected: [(Int, Double, Int?)] = [
            (0, 400, nil),     // paging: one container width; items at −74 and 236 are cut
            (1, 310, 1),       // groupPaging: group 1 on the leading inset
            (2, 276, 1),       // groupPagingCentered: group 1 centred (16 + 310 + 150 − 200)
            (3, 620, 2),       // continuousGroupLeadingBoundary: 499.5 → the nearest edge, 620
            (4, 1000 / (-1000 * log(0.998)), nil),  // continuous: free (499.5)
        ]
        for (s, rest, first) in expected {
            let out = try Self.json(["fling", "--section", "\(s)", "--offset", "0,0", "--velocity", "1000,0"] + Self.view)
            let offset = try #require(out["restOffset"] as? [String: Double])
            #expect(abs(offset["x"]! - rest) < 1e-6 && offset["y"] == 0, "section \(s): \(offset)")
            #expect(out["firstFullyVisibleItem"] as? Int == first, "section \(s): \(out)")
            #expect(out["currentIndex"] as? Int == first)
            #expect(out["section"] as? Int == s && out["duration"] is Double)
        }
        // From a section offset given on the command line, one group further.
        let on = try Self.json(["fling", "--section", "1", "--section-offset", "1=310", "--velocity", "1000,0"] + Self.view)
        #expect((on["restOffset"] as? [String: Double])?["x"] == 620)
    }

    /// The "Today" screen's hero shelf pages one card at a time and rests
    /// with a card wholly in view (it paged by the container's width,
    /// resting between two cards: `firstFullyVisibleItem` was null).
    @Test func theTodayHeroRestsOnACard() throws {
        let out = try Self.json(["fling", "--layout", "compositional", "--set", "screen=today", "--viewport", "400x800",
                                 "--section", "0", "--offset", "256,0", "--velocity", "2000,0"])
        #expect(out["behaviour"] as? String == "groupPaging")
        // Cards 368 wide (400 − 2·16), 8 apart: card 1 on the leading inset at 376.
        #expect((out["restOffset"] as? [String: Double])?["x"] == 376)
        #expect(out["firstFullyVisibleItem"] as? Int == 1)
        let back = try Self.json(["fling", "--layout", "compositional", "--set", "screen=today", "--viewport", "400x800",
                                  "--section", "0", "--offset", "256,0", "--velocity", "-2000,0"])
        #expect((back["restOffset"] as? [String: Double])?["x"] == 0 && back["firstFullyVisibleItem"] as? Int == 0)
    }

    @Test func badSectionsAndOffsetsAreOneLineErrors() throws {
        let cases: [([String], String)] = [
            (["attributes", "--section-offset", "9=10"], "invalid --section-offset '9=10': no section 9 (sections 0…5)"),
            (["attributes", "--section-offset", "5=10"], "invalid --section-offset '5=10': section 5 does not scroll sideways (its orthogonal behaviour is none)"),
            (["attributes", "--section-offset", "0=-1"], "invalid --section-offset '0=-1': section 0 scrolls sideways in 0…2722"),
            (["attributes", "--section-offset", "0=abc"], "invalid --section-offset '0=abc': the offset must be a finite number"),
            (["render", "--section-offset", "zero", "--out", "/tmp/never.png"], "invalid --section-offset 'zero': expected S=X"),
            (["fling", "--section", "9", "--offset", "0,0", "--velocity", "1,0"], "invalid --section '9': no section 9 (sections 0…5)"),
            (["fling", "--section", "-1", "--offset", "0,0", "--velocity", "1,0"], "invalid --section '-1': expected a section number"),
            (["fling", "--section", "5", "--offset", "0,0", "--velocity", "1,0"], "invalid --section '5': section 5 does not scroll sideways"),
            (["fling", "--section", "0", "--offset", "3000,0", "--velocity", "1,0"], "invalid --offset '3000,0': section 0 scrolls sideways in 0…2722"),
            (["fling", "--section", "0", "--offset", "0,0", "--velocity", "1,5"], "invalid --velocity '1,5': a sideways release"),
            (["attributes", "--set", "orthogonal=paging,sideways"], "invalid value 'paging,sideways' for parameter 'orthogonal': column 8: expected one of none"),
            (["attributes", "--set", "itemWidth=~90"], "a width cannot be estimated"),
        ]
        for (arguments, message) in cases {
            let result = try CLIRunner.run(arguments + Self.view)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1 && result.stdout.isEmpty)
        }
        let cards = try CLIRunner.run(["fling", "--layout", "cards", "--section", "0", "--velocity", "1,0"])
        #expect(cards.status == 2 && cards.stderr.contains("applies to the compositional layout only"))
        let other = try CLIRunner.run(["attributes", "--layout", "flow", "--section-offset", "0=1"])
        #expect(other.status == 2 && other.stderr.contains("applies to the compositional layout only"))
    }

    @Test func renderAndSwiftTakeTheLayout() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lp-\(getpid())-compositional.png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let render = try CLIRunner.run(["render", "--layout", "compositional", "--viewport", "400x700",
                                        "--section-offset", "0=100", "--set", "orthogonal=paging,none", "--out", path])
        #expect(render.status == 0, "\(render.stderr)")
        #expect(FileManager.default.fileExists(atPath: path))
        let swift = try CLIRunner.run(["swift", "--layout", "compositional", "--set", "orthogonal=paging,none",
                                       "--set", "itemWidth=1/3"])
        #expect(swift.status == 0, "\(swift.stderr)")
        #expect(swift.stdout.contains("CompositionalLayout.Configuration")
                && swift.stdout.contains("try PerSection(parsing: \"paging,none\")")
                && swift.stdout.contains("try PerSection(parsing: \"1/3\")"), "\(swift.stdout)")
    }

    /// Right to left, `attributes` gives every frame mirrored (`x → 400 − x − w`)
    /// for the same `--section-offset`s, `fling --section` the same rest, and
    /// `render` the left-to-right picture in a mirror (plain cells, no text).
    @Test func rightToLeftIsTheMirrorWithTheSameOffsets() throws {
        // Unequal insets: the leading (left) one lands on the right.
        let view = Self.view + ["--set", "sectionInsets=4,10,8,50", "--set", "headerHeight=30"]
        let offsets = ["--section-offset", "1=155", "--section-offset", "4=20", "--offset", "0,200"]
        func frames(_ json: [String: Any]) -> [String: [String: Double]] {
            var all: [String: [String: Double]] = [:]
            for e in json["elements"] as? [[String: Any]] ?? [] {
                all["\(e["category"]!)/\(e["section"]!)/\(e["item"]!)"] = e["frame"] as? [String: Double]
            }
            return all
        }
        let ltr = frames(try Self.json(["attributes", "--all"] + view + offsets))
        let rtl = frames(try Self.json(["attributes", "--all", "--direction", "rtl"] + view + offsets))
        #expect(ltr.count == 66 && Set(ltr.keys) == Set(rtl.keys))
        for (key, l) in ltr {
            let r = try #require(rtl[key])
            #expect(abs(r["x"]! - (400 - l["x"]! - l["width"]!)) < 1e-9 && r["y"] == l["y"] && r["width"] == l["width"],
                    "\(key): \(r) vs \(l)")
        }
        #expect(rtl["cell/0/0"]?["x"] == Double(400 - 10 - 300), "the first item at the leading inset, on the right")
        for s in 0..<5 {
            let release = ["fling", "--section", "\(s)", "--offset", "137.5,0", "--velocity", "-900,0"] + view
            let a = try Self.json(release), b = try Self.json(release + ["--direction", "rtl"])
            #expect(NSDictionary(dictionary: a).isEqual(to: b), "section \(s): \(a) vs \(b)")
        }
        // The picture: plain cells (the dataset has no pictures), left to right flopped against right to left.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lp-rtl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let l = folder.appendingPathComponent("l.png").path, r = folder.appendingPathComponent("r.png").path
        let flopped = folder.appendingPathComponent("flopped.png").path
        for (direction, out) in [("ltr", l), ("rtl", r)] {
            let render = try CLIRunner.run(["render", "--no-text", "--direction", direction, "--out", out] + view + offsets)
            try #require(render.status == 0, "\(render.stderr)")
        }
        try #require(try CLIRunner.runExecutable("/usr/bin/convert", [l, "-flop", flopped]).status == 0)
        func differing(_ a: String, _ b: String) throws -> Double {
            let result = try CLIRunner.runExecutable("/usr/bin/compare", ["-metric", "AE", "-fuzz", "15%", a, b, "null:"])
            return (Double(result.stderr.split(separator: " ").first.map(String.init) ?? "") ?? .infinity) / (400 * 800)
        }
        let mirrored = try differing(flopped, r), unmirrored = try differing(l, r)
        #expect(mirrored < 0.01 && unmirrored > 0.1, "flopped: \(mirrored), as is: \(unmirrored) of the pixels differ")
    }
}
