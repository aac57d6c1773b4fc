import CollectionLayout
import Foundation
@testable import LayoutPlayground
import Testing

/// Presets are known by their names, whatever their files are called.
@Suite struct PresetStoreTests {
    private func store() throws -> PresetStore {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lp-presets-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return PresetStore(folder: path, examplesFolder: nil)
    }

    private func preset(_ name: String, width: Int = 300) -> Preset {
        Preset(name: name, layoutKind: .cards, assignments: ["itemWidth=\(width)"])
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
        let s = PresetStore(folder: blocked, examplesFolder: nil)
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

/// The examples that come with the app: every one reads, applies to its
/// layout, every layout has some, and none can be deleted or renamed.
@Suite struct ExamplePresetTests {
    private let examples = CLIRunner.repositoryRoot + "/Resources/presets"

    private func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lp-examples-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func everyExampleAppliesToItsLayoutAndEveryLayoutHasOne() throws {
        let store = PresetStore(folder: try folder(), examplesFolder: examples)
        let all = store.examples()
        #expect(all.count >= LayoutRegistry.ids.count)
        for kind in LayoutKind.allCases { #expect(all.contains { $0.layoutKind == kind }, "an example for \(kind)") }
        for preset in all {
            let parameters = try preset.parameters()
            let layout = preset.layoutKind.layoutType.init(parameters: parameters)
            #expect(layout.parameters == parameters, "\(preset.name)")
        }
        #expect(store.all().map(\.name) == all.map(\.name), "listed with no preset of the person's")
    }

    @Test func anExampleCannotBeDeletedOrRenamedButAPresetOfOnesOwnTakesItsName() throws {
        let store = PresetStore(folder: try folder(), examplesFolder: examples)
        let example = try #require(store.examples().first { $0.name == "Prize wheel" })
        #expect(throws: (any Error).self) { try store.delete(named: "Prize wheel") }
        #expect(throws: (any Error).self) { try store.rename("Prize wheel", to: "Mine") }
        try store.save(Preset(name: "Prize wheel", layoutKind: .carousel, assignments: ["type=rotary"]))
        let listed = store.all().filter { $0.name == "Prize wheel" }
        #expect(listed.count == 1 && listed[0].assignments == ["type=rotary"] && listed[0] != example)
        try store.delete(named: "Prize wheel")
        #expect(store.all().first { $0.name == "Prize wheel" } == example, "the example is back")
    }
}
