import CollectionLayout
import Foundation
@testable import LayoutPlayground
import Testing

/// `.layout` documents: a round trip shows the same view, damaged and newer
/// files open nothing and stay as they were, unknown keys survive a save,
/// and the command line shows exactly a document's view.
@Suite(.serialized) struct LayoutDocumentTests {
    let folder: String

    init() throws {
        setenv(ResourceLocator.environmentVariable, CLIRunner.repositoryRoot + "/Resources", 1)
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("lp-doc-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    private func playground(_ layout: LayoutKind) throws -> Playground {
        var configuration = ViewConfiguration()
        configuration.layoutKind = layout
        configuration.viewport = Size(width: 900, height: 500)
        configuration.assignments = Playground.showcaseAssignments(for: layout)
        return try Playground(configuration: configuration)
    }

    @Test func anEditedDocumentSavedAndOpenedShowsTheSameAttributes() throws {
        let p = try playground(.cards)
        try p.setParameter("itemWidth", .number(300))
        try p.perform(BatchUpdate([.delete(0), .move(from: 5, to: 1)]), name: "Edit")
        try p.insertCopy(ofFlat: 2)
        let offset = Point(x: 640, y: 0)
        let path = folder + "/edited.layout"
        try p.fileDocument(offset: offset, folder: folder).write(to: path)

        let before = AttributesReport.json(for: PreparedView(layout: p.layout, layoutKind: p.layoutKind, dataset: p.dataset, viewport: p.viewport,
                                                             offset: offset), all: true).serialized()
        let opened = try LayoutDocument.read(path: path)
        let after = AttributesReport.json(for: try opened.configuration.makeView(), all: true).serialized()
        #expect(after == before)
        // And through the command line, as another tool reads it.
        let cli = try CLIRunner.run(["attributes", "--document", path, "--all"])
        #expect(cli.status == 0)
        #expect(cli.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == before)
        // The app opens it the same way, with an empty history.
        let q = try playground(.flow)
        try q.replaceDocument(with: opened.configuration, selecting: opened.selection)
        #expect(q.layoutKind == .cards && !q.canUndo && !q.isModified)
        #expect(q.dataset.sections.flatMap(\.items).map(\.title) == p.dataset.sections.flatMap(\.items).map(\.title))
        #expect(q.dataset.sections.flatMap(\.items).map { $0.id?.description } == p.dataset.sections.flatMap(\.items).map { $0.id?.description })
    }

    @Test func anUneditedDocumentRefersToItsDatasetAndKeepsEveryParameter() throws {
        let p = try playground(.flow)
        let path = folder + "/plain.layout"
        try p.fileDocument(offset: .zero, folder: folder).write(to: path)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        #expect(object["format"] as? String == "layout-playground" && object["version"] as? Int == 1)
        #expect((object["dataset"] as? [String: Any])?["file"] as? String == "tags.json")
        let parameters = try #require(object["parameters"] as? [String: Any])
        #expect(Set(parameters.keys) == Set(FlowLayout.parameterSpecs.map(\.key)))
        #expect(parameters["headerHeight"] as? String == "36")
        let view = try #require(object["view"] as? [String: Any])
        #expect(view["width"] as? Double == 900 && view["selection"] is NSNull)
    }

    @Test(arguments: [
        ("{\"format\": \"layout-playground\", \"version\": 1, \"layout\": \"cards\"", "not a Layout Playground document"),
        ("[1, 2]", "not a Layout Playground document"),
        ("{\"format\": \"something-else\", \"version\": 1}", "\"format\" is not"),
        ("{\"format\": \"layout-playground\", \"version\": 2, \"layout\": \"cards\", \"dataset\": {\"file\": \"levels.json\"}}",
         "written by a newer Layout Playground (document version 2"),
        ("{\"format\": \"layout-playground\", \"version\": 1, \"layout\": \"tiles\", \"dataset\": {\"file\": \"levels.json\"}}",
         "unknown layout \"tiles\""),
        ("{\"format\": \"layout-playground\", \"version\": 1, \"layout\": \"cards\", \"parameters\": {\"itemWidth\": \"-4\"}, \"dataset\": {\"file\": \"levels.json\"}}",
         "itemWidth"),
        ("{\"format\": \"layout-playground\", \"version\": 1, \"layout\": \"cards\", \"dataset\": {\"sections\": [{\"items\": [{\"w\": -1, \"h\": 2}]}]}}",
         "\"dataset\""),
    ])
    func aDamagedOrNewerFileOpensNothingSaysWhyAndIsLeftAlone(text: String, message: String) throws {
        let path = folder + "/bad.layout"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: DocumentError.self) { try LayoutDocument.read(path: path) }
        do {
            _ = try LayoutDocument.read(path: path)
        } catch {
            #expect(error.description.contains(message), "\(error.description)")
            #expect(!error.description.contains("\n"))
        }
        let cli = try CLIRunner.run(["render", "--document", path, "--out", folder + "/x.png"])
        #expect(cli.status == 2 && cli.stderr.contains(message) && cli.stderr.split(separator: "\n").count == 1)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text, "the file is untouched")
        #expect(!FileManager.default.fileExists(atPath: folder + "/x.png"))
    }

    @Test func keysThisVersionDoesNotKnowSurviveASave() throws {
        let p = try playground(.cards)
        let path = folder + "/future.layout"
        var json = p.fileDocument(offset: .zero, folder: folder).json(folder: folder).serialized()
        json.removeLast()
        json += ", \"comments\": [{\"by\": \"Ana\", \"text\": \"bigger cards\"}], \"zoom\": 2}"
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        let opened = try LayoutDocument.read(path: path)
        try opened.write(to: path)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        #expect(object["zoom"] as? Double == 2)
        #expect((object["comments"] as? [[String: Any]])?.first?["by"] as? String == "Ana")
    }

    @Test func optionsBesideADocumentOverrideThoseParts() throws {
        let p = try playground(.carousel)
        let path = folder + "/carousel.layout"
        try p.fileDocument(offset: Point(x: 400, y: 0), folder: folder).write(to: path)
        let plain = try CLIRunner.run(["attributes", "--document", path])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(plain.stdout.utf8)) as? [String: Any])
        #expect(object["layout"] as? String == "carousel")
        #expect((object["viewport"] as? [String: Double])?["width"] == 900)
        #expect((object["contentOffset"] as? [String: Double])?["x"] == 400)
        let overridden = try CLIRunner.run(["attributes", "--document", path, "--offset", "0,0", "--viewport", "300x200",
                                            "--set", "type=linear"])
        let o = try #require(try JSONSerialization.jsonObject(with: Data(overridden.stdout.utf8)) as? [String: Any])
        #expect((o["viewport"] as? [String: Double])?["width"] == 300)
        #expect((o["contentOffset"] as? [String: Double])?["x"] == 0)
        let direct = try CLIRunner.run(["attributes", "--layout", "carousel", "--offset", "0,0", "--viewport", "300x200",
                                        "--set", "type=linear"])
        #expect(overridden.stdout == direct.stdout)
    }
}

/// The reference picture in a document: written relative to the document,
/// read back as it was; a bad one named in one line.
@Suite struct ReferencePictureDocumentTests {
    @Test func theReferenceIsWrittenAndReadBack() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lp-refdoc-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let picture = ReferencePicture(path: folder + "/mock.png", origin: Point(x: -12, y: 30.5), scale: 0.5, opacity: 0.35)
        var document = try LayoutDocument.parse(Data(#"{"format": "layout-playground", "version": 1, "layout": "carousel", "dataset": {"file": "levels.json"}}"#.utf8),
                                                path: folder + "/a.layout", folder: folder)
        #expect(document.reference == nil)
        document.reference = LayoutDocument.written(picture, folder: folder)
        #expect(document.reference?.written == "mock.png")
        try document.write(to: folder + "/a.layout")
        let read = try LayoutDocument.read(path: folder + "/a.layout")
        #expect(read.reference?.picture == picture)
        #expect(read.configuration.reference == picture)
        for (bad, message) in [(#""reference": 3"#, "must be an object"), (#""reference": {"file": "m.png", "opacity": 2}"#, "\"opacity\" must be a number in 0…1")] {
            let text = #"{"format": "layout-playground", "version": 1, "layout": "carousel", "dataset": {"file": "levels.json"}, "# + bad + "}"
            #expect(throws: DocumentError.self) { try LayoutDocument.parse(Data(text.utf8), path: "b.layout", folder: folder) }
            do { _ = try LayoutDocument.parse(Data(text.utf8), path: "b.layout", folder: folder) } catch {
                #expect(error.description.contains(message) && !error.description.contains("\n"), "\(error)")
            }
        }
    }
}
