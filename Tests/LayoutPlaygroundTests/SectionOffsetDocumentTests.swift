import CollectionLayout
import Foundation
@testable import LayoutPlayground
import Testing

/// The compositional layout's sideways offsets in documents: saved in
/// `"view": {"sectionOffsets": …}`, where the app and the command line find
/// them again; `--section-offset` beside a document wins; a document
/// without them opens as before.
@Suite(.serialized) struct SectionOffsetDocumentTests {
    let folder: String

    init() throws {
        setenv(ResourceLocator.environmentVariable, CLIRunner.repositoryRoot + "/Resources", 1)
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("lp-shelves-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    /// The App Store-like page (four sections, the first three sideways) in 800×600.
    private func playground() throws -> Playground {
        var configuration = ViewConfiguration()
        configuration.layoutKind = .compositional
        configuration.viewport = Size(width: 800, height: 600)
        configuration.assignments = Playground.showcaseAssignments(for: .compositional)
        return try Playground(configuration: configuration)
    }

    /// Section 0 on its second page and section 1 moved a little, as a person left them.
    private func savedDocument(_ name: String) throws -> String {
        let p = try playground()
        let shelves = ShelfScrolling()
        shelves.attach(LayoutDescription.shelves(p.layout))
        shelves.scroller(forSection: 0)?.setOffset(Point(x: 800, y: 0))
        p.layout.setSectionOffsetIfShelves(120, forSection: 1)
        let path = folder + "/" + name
        try p.fileDocument(offset: .zero, sectionOffsets: shelves.restOffsets, folder: folder).write(to: path)
        return path
    }

    private static func object(_ path: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    }

    private static func json(_ arguments: [String]) throws -> [String: Any] {
        let result = try CLIRunner.run(arguments)
        try #require(result.status == 0, "\(result.stderr)")
        return try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    /// The x of each cell of `section`, by item.
    private static func cellX(_ json: [String: Any], section: Int) -> [Int: Double] {
        var x: [Int: Double] = [:]
        for e in json["elements"] as? [[String: Any]] ?? [] where e["category"] as? String == "cell" && e["section"] as? Int == section {
            x[e["item"] as! Int] = (e["frame"] as! [String: Double])["x"]!
        }
        return x
    }

    @Test func savedOffsetsComeBackWhenTheAppOpensTheDocument() throws {
        let path = try savedDocument("shelves.layout")
        let view = try #require(try Self.object(path)["view"] as? [String: Any])
        #expect(view["sectionOffsets"] as? [String: Double] == ["0": 800, "1": 120])
        let document = try LayoutDocument.read(path: path)
        #expect(document.sectionOffsets == [0: 800, 1: 120])
        // Opened over a page whose shelves were elsewhere: the document's offsets, the others at 0.
        let q = try playground()
        q.layout.setSectionOffsetIfShelves(400, forSection: 2)
        try q.replaceDocument(with: document.configuration)
        let opened = try #require(LayoutDescription.shelves(q.layout))
        #expect(opened.sectionOffset(ofSection: 0) == 800 && opened.sectionOffset(ofSection: 1) == 120)
        #expect(opened.sectionOffset(ofSection: 2) == 0)
        // Saved again unchanged, the file says the same.
        let again = folder + "/again.layout"
        let shelves = ShelfScrolling()
        shelves.attach(opened)
        try q.fileDocument(offset: .zero, sectionOffsets: shelves.restOffsets, folder: folder).write(to: again)
        #expect((try Self.object(again)["view"] as? [String: Any])?["sectionOffsets"] as? [String: Double] == ["0": 800, "1": 120])
    }

    /// Each section's cells moved by `shifts[section]` (0 when absent) from where `plain` has them.
    private static func expectShifted(_ json: [String: Any], from plain: [String: Any], by shifts: [Int: Double],
                                      _ note: String) {
        for section in 0..<4 {
            let before = cellX(plain, section: section), after = cellX(json, section: section)
            #expect(!before.isEmpty && before.count == after.count, "\(note): section \(section)")
            let shift = shifts[section] ?? 0
            for (item, x) in before {
                #expect(abs((after[item] ?? .nan) - (x - shift)) < 1e-9, "\(note): section \(section) item \(item)")
            }
        }
    }

    @Test func theCommandLineShowsTheDocumentsShelvesAndSectionOffsetBesideItWins() throws {
        let path = try savedDocument("cli.layout")
        let plain = try Self.json(["attributes", "--layout", "compositional", "--set", "screen=today", "--all"])
        Self.expectShifted(try Self.json(["attributes", "--document", path, "--all"]), from: plain, by: [0: 800, 1: 120],
                           "the document's offsets")
        Self.expectShifted(try Self.json(["attributes", "--document", path, "--all", "--section-offset", "0=200"]),
                           from: plain, by: [0: 200, 1: 120], "--section-offset beside it")
        // Options that leave section 1 without sideways scrolling drop its offset, without complaint.
        let stacked = try Self.json(["attributes", "--layout", "compositional", "--set", "screen=today",
                                     "--set", "orthogonal=paging,none", "--all"])
        Self.expectShifted(try Self.json(["attributes", "--document", path, "--set", "orthogonal=paging,none", "--all"]),
                           from: stacked, by: [0: 800], "section 1 no longer sideways")
        // render draws the same view: the document's shelves are not those at 0.
        let shot = folder + "/doc.png", zero = folder + "/zero.png"
        #expect(try CLIRunner.run(["render", "--document", path, "--out", shot]).status == 0)
        #expect(try CLIRunner.run(["render", "--document", path, "--section-offset", "0=0", "--section-offset", "1=0",
                                   "--out", zero]).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: shot)) != Data(contentsOf: URL(fileURLWithPath: zero)))
    }

    @Test func aDocumentWithoutOffsetsOpensAsBeforeAndKeepsUnknownViewKeys() throws {
        let p = try playground()
        var text = p.fileDocument(offset: .zero, folder: folder).json(folder: folder).serialized()
        #expect(!text.contains("sectionOffsets"), "nothing written while every shelf is at 0")
        text = text.replacingOccurrences(of: "\"selection\":null", with: "\"selection\":null,\"zoom\":2")
        let path = folder + "/plain.layout"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let document = try LayoutDocument.read(path: path)
        #expect(document.sectionOffsets.isEmpty)
        let q = try playground()
        try q.replaceDocument(with: document.configuration)
        #expect(LayoutDescription.shelves(q.layout)?.offsetSections == [])
        try document.write(to: path)
        #expect((try Self.object(path)["view"] as? [String: Any])?["zoom"] as? Double == 2)
        let plain = try Self.json(["attributes", "--layout", "compositional", "--set", "screen=today", "--all"])
        Self.expectShifted(try Self.json(["attributes", "--document", path, "--all"]), from: plain, by: [:], "no offsets")
    }

    @Test(arguments: ["[800]", "{\"zero\": 800}", "{\"-1\": 800}", "{\"0\": \"800\"}", "{\"0\": true}"])
    func badOffsetsAreOneLineAndOpenNothing(_ offsets: String) throws {
        let p = try playground()
        let text = p.fileDocument(offset: .zero, folder: folder).json(folder: folder).serialized()
            .replacingOccurrences(of: "\"selection\":null", with: "\"selection\":null,\"sectionOffsets\":\(offsets)")
        let path = folder + "/bad.layout"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let result = try CLIRunner.run(["attributes", "--document", path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\"sectionOffsets\" must map section numbers"))
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }
}

private extension CollectionLayout {
    /// Sets a sideways offset when this is the compositional layout.
    func setSectionOffsetIfShelves(_ x: Double, forSection s: Int) {
        LayoutDescription.shelves(self)?.setSectionOffset(x, forSection: s)
    }
}
