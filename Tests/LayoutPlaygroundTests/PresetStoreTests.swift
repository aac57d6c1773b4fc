import CollectionLayout
import Foundation
@testable import LayoutPlayground
import Testing

/// Presets are known by their names, whatever their files are called.
@Suite struct PresetStoreTests {
    private func store() throws -> PresetStore {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lp-presets-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return PresetStore(folder: path)
    }

    private func preset(_ name: String, width: Int = 300) -> Preset {
        Preset(name: name, layoutID: "cards", assignments: ["itemWidth=\(width)"])
    }

    /// No message a person sees carries Foundation's own error text.
    private func expectPlain(_ error: any Error, sourceLocation: SourceLocation = #_sourceLocation) {
        let text = "\(error)"
        #expect(!text.contains("NSCocoaErrorDomain") && !text.contains("Error Domain") && !text.contains("couldn’t"),
                "\(text)", sourceLocation: sourceLocation)
    }

    @Test func namesThatMapToTheSameFileKeepTheirOwnFiles() throws {
        let s = try store()
        try s.save(preset("a/b", width: 301))
        try s.save(preset("a_b", width: 302))
        try s.save(preset("a?b", width: 303))
        let all = s.all()
        #expect(all.map(\.name).sorted() == ["a/b", "a?b", "a_b"])
        #expect(all.first { $0.name == "a_b" }?.assignments == ["itemWidth=302"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: s.folder).count == 3)
    }

    @Test func savingAnExistingNameReplacesThatPreset() throws {
        let s = try store()
        try s.save(preset("Wide", width: 400))
        try s.save(preset("Wide", width: 500))
        #expect(s.all().map(\.assignments) == [["itemWidth=500"]])
    }

    @Test func aPresetWhoseFileHasAnotherNameCanBeRenamedAndDeleted() throws {
        let s = try store()
        try PresetStore.write(preset("Fancy"), to: s.folder + "/copied by hand.json")
        try s.rename("Fancy", to: "Plain")
        #expect(s.all().map(\.name) == ["Plain"])
        try s.delete(named: "Plain")
        #expect(s.all().isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: s.folder).isEmpty)
        do {
            try s.delete(named: "Ghost")
            Issue.record("deleting a missing preset succeeded")
        } catch {
            expectPlain(error)
            #expect("\(error)".contains("no preset named “Ghost”"))
        }
    }

    @Test func renamingOntoAnExistingNameIsRefused() throws {
        let s = try store()
        try s.save(preset("One"))
        try s.save(preset("Two"))
        #expect(throws: (any Error).self) { try s.rename("One", to: "Two") }
        #expect(s.all().map(\.name) == ["One", "Two"])
    }

    @Test func aFileWhereTheFolderShouldBeIsNamedInPlainWords() throws {
        let parent = try store().folder
        let blocked = parent + "/presets"
        try "".write(toFile: blocked, atomically: true, encoding: .utf8)
        let s = PresetStore(folder: blocked)
        #expect(s.all().isEmpty)
        #expect(s.warnings.first?.contains("is a file, not a folder") == true)
        do {
            try s.save(preset("Any"))
            Issue.record("saving into a file succeeded")
        } catch {
            expectPlain(error)
            #expect("\(error)".contains("\(blocked) is a file, not a folder"))
        }
        // Once the file is moved away, saving works again.
        try FileManager.default.removeItem(atPath: blocked)
        try s.save(preset("Any"))
        #expect(s.all().map(\.name) == ["Any"])
    }
}
