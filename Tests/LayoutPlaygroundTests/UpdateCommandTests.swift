import Foundation
import Testing

/// `attributes … --update OPS [--progress T]` and the `"id"` of elements (docs/REFERENCE.md).
@Suite struct UpdateCommandTests {
    static func elements(_ result: CLIRunner.Result) throws -> [[String: Any]] {
        try #require(try result.json()["elements"] as? [[String: Any]])
    }

    /// An element without its id, as JSON text for comparison.
    static func geometry(_ element: [String: Any]) throws -> String {
        var e = element
        e["id"] = nil
        return String(decoding: try JSONSerialization.data(withJSONObject: e, options: [.sortedKeys]), as: UTF8.self)
    }

    @Test func cellsAreNamedByPositionOrDataIdAndSupplementaryViewsByKind() throws {
        let items = try CLIRunner.run(["attributes", "--layout", "cards", "--items", "20", "--all"])
        #expect(items.status == 0, "\(items.stderr)")
        #expect(try Self.elements(items).map { $0["id"] as? String } == (0..<20).map { String($0) })

        let path = FileManager.default.temporaryDirectory.appendingPathComponent("ids-\(getpid()).json").path
        try #"{"sections": [{"title": "S", "items": [{"id": "kiwi", "w": 10, "h": 10}, {"w": 20, "h": 10}]}]}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let flow = try CLIRunner.run(["attributes", "--layout", "flow", "--dataset", path, "--set", "headerHeight=20", "--all"])
        #expect(flow.status == 0, "\(flow.stderr)")
        let ids = try Self.elements(flow).map { "\($0["category"]!):\($0["id"]!)" }
        #expect(ids == ["cell:kiwi", "cell:1", "header:header-0"])
    }

    @Test func progressOneIsTheUpdatedViewAndZeroTheOldOne() throws {
        let plain = try Self.elements(try CLIRunner.run(["attributes", "--layout", "cards"]))
        let end = try CLIRunner.run(["attributes", "--layout", "cards", "--update", "delete 0; insert 0"])
        #expect(end.status == 0, "\(end.stderr)")
        let after = try Self.elements(end)
        #expect(after.map { $0["id"] as? String } == ["new-1", "1"])
        #expect(try after.map(Self.geometry) == plain.map(Self.geometry))

        let start = try CLIRunner.run(["attributes", "--layout", "cards", "--update", "delete 0; insert 0", "--progress", "0"])
        let before = try Self.elements(start)
        let old = try #require(before.first { $0["id"] as? String == "0" })
        #expect(try Self.geometry(old) == Self.geometry(plain[0]))
        let inserted = try #require(before.first { $0["id"] as? String == "new-1" })
        // Cards slide in from the side: the new card starts right of the viewport.
        let frame = try #require(inserted["frame"] as? [String: Double])
        #expect(frame["x"]! >= 800)
    }

    @Test func halfwayInterpolatesAndTheOffsetFollowsTheCurrentCard() throws {
        let result = try CLIRunner.run(["attributes", "--layout", "cards", "--offset", "285,0",
                                        "--update", "insert 0", "--progress", "0.5"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try result.json()
        // Card 1 was current at 285; after inserting before it, it is card 2 at 570.
        #expect(json["contentOffset"] as? [String: Double] == ["x": 427.5, "y": 0])
        let card = try #require(try Self.elements(result).first { $0["id"] as? String == "1" })
        #expect(card["item"] as? Int == 2)
        #expect((card["center"] as? [String: Double])?["x"] == 685 + 142.5)
    }

    @Test func allWithAnUpdateIsEveryElementAtThatProgress() throws {
        let base = ["attributes", "--layout", "waterfall", "--items", "60", "--all"]
        let plain = try Self.elements(try CLIRunner.run(base))
        let deleting = base + ["--update", "delete 0"]
        // At 0 every old element, at 1 exactly the updated content's elements.
        let start = try Self.elements(try CLIRunner.run(deleting + ["--progress", "0"]))
        #expect(Set(start.compactMap { $0["id"] as? String }) == Set(plain.compactMap { $0["id"] as? String }))
        let end = try CLIRunner.run(deleting)
        #expect(end.status == 0, "\(end.stderr)")
        let after = try Self.elements(end)
        #expect(after.count == 59)
        #expect(!after.contains { $0["id"] as? String == "0" })
        // Halfway, items far below the viewport are on their way too.
        let middle = try Self.elements(try CLIRunner.run(deleting + ["--progress", "0.5"]))
        #expect(middle.count == 60)
        let last = try #require(middle.first { $0["id"] as? String == "59" })
        let lastBefore = try #require(plain.first { $0["id"] as? String == "59" })
        #expect(try Self.geometry(last) != Self.geometry(lastBefore))
    }

    @Test(arguments: [
        (["--update", "delete 99"], "invalid update: 'delete 99': index 99 is out of range"),
        (["--update", "move 1"], "invalid update: 'move 1': expected 'move A B' with two indices"),
        (["--update", "delete 1; delete 1"], "invalid update: 'delete 1': item 1 is already used by 'delete 1'"),
        (["--update", "insert 0", "--progress", "1.5"], "invalid --progress '1.5': expected a number in 0…1"),
        (["--update", "insert 0", "--progress", "nan"], "invalid --progress"),
        (["--progress", "0.5"], "invalid --progress '0.5': needs --update"),
    ])
    func badUpdatesExitTwoWithOneLine(arguments: [String], message: String) throws {
        let result = try CLIRunner.run(["attributes", "--layout", "cards"] + arguments)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }
}
