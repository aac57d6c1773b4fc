import CollectionLayout
import Foundation
@testable import LayoutPlayground
import Testing

@Suite struct SettingsTests {
    private func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lp-settings-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func settingsSurviveARoundTrip() throws {
        let store = SettingsStore(folder: try folder())
        var settings = AppSettings()
        settings.layoutKind = .wheel
        settings.windowWidth = 1000
        settings.windowHeight = 700
        settings.panelVisible = false
        try store.save(settings)
        let (loaded, warning) = store.load()
        #expect(warning == nil)
        #expect(loaded == settings)
        // Atomic: no temporary file is left beside the settings.
        #expect(try FileManager.default.contentsOfDirectory(atPath: store.folder) == ["settings.json"])
    }

    @Test func oneBadValueLosesOnlyItselfAndTheFileIsKept() throws {
        let store = SettingsStore(folder: try folder())
        let text = """
        {"layout": "wheel", "window": {"width": 900, "height": "tall"}, "panelVisible": false}
        """
        try text.write(toFile: store.settingsPath, atomically: true, encoding: .utf8)
        let (loaded, warning) = store.load()
        #expect(loaded.layoutKind == .wheel && loaded.windowWidth == nil && loaded.panelVisible == false)
        let message = try #require(warning)
        #expect(message.contains("\"window\"") && message.contains("settings.json.bak"), "\(message)")
        #expect(!message.contains("\n"))
        #expect(try String(contentsOfFile: store.settingsPath + ".bak", encoding: .utf8) == text)
    }

    /// Settings keep preferences, never a document's content: what earlier
    /// versions kept of it (parameters, data, item count) is read without a
    /// warning and dropped, so a discarded document never comes back.
    @Test func aDocumentsContentInOlderSettingsIsDroppedQuietly() throws {
        let store = SettingsStore(folder: try folder())
        let text = """
        {"layout": "carousel", "items": 42, "dataset": "/home/someone/Pictures", "panelVisible": true,
         "parameters": {"carousel": ["type=custom", "transform=translate(offset*10,0,0)"]}}
        """
        try text.write(toFile: store.settingsPath, atomically: true, encoding: .utf8)
        let (loaded, warning) = store.load()
        #expect(warning == nil)
        #expect(loaded.layoutKind == .carousel)
        try store.save(loaded)
        let written = try String(contentsOfFile: store.settingsPath, encoding: .utf8)
        for key in AppSettings.formerDocumentKeys { #expect(!written.contains("\"\(key)\""), "\(key) in \(written)") }
    }

    @Test(arguments: ["{not json", "[1, 2]"])
    func aCorruptedFileGivesDefaultsAWarningAndIsKept(text: String) throws {
        let store = SettingsStore(folder: try folder())
        try text.write(toFile: store.settingsPath, atomically: true, encoding: .utf8)
        let (loaded, warning) = store.load()
        #expect(loaded == AppSettings())
        #expect(warning?.contains("settings.json.bak") == true)
        // The bad file is kept, byte for byte, never overwritten.
        #expect(try String(contentsOfFile: store.settingsPath + ".bak", encoding: .utf8) == text)
        #expect(!FileManager.default.fileExists(atPath: store.settingsPath))
        // A second bad file does not overwrite the first backup.
        try "{oops".write(toFile: store.settingsPath, atomically: true, encoding: .utf8)
        _ = store.load()
        #expect(try String(contentsOfFile: store.settingsPath + ".bak", encoding: .utf8) == text)
        #expect(FileManager.default.fileExists(atPath: store.settingsPath + ".bak.2"))
    }

    @Test func presetsSaveLoadRenameDeleteImportExport() throws {
        let dir = try folder()
        let store = PresetStore(folder: dir + "/presets", examplesFolder: nil)
        var parameters = LayoutParameters(layoutID: "cards", specs: CardsLayout.parameterSpecs)
        try parameters.apply(assignments: ["itemWidth=300", "scale=0.7", "sectionInsets=4,3,2,1"])
        try store.save(Preset(name: "Wide", layoutKind: .cards, parameters: parameters))
        try store.save(Preset(name: "Tight", layoutKind: .flow, assignments: ["alignment=justified"]))
        #expect(store.all().map(\.name) == ["Tight", "Wide"])
        let wide = try #require(store.all().first { $0.name == "Wide" })
        #expect(try wide.parameters() == parameters)
        try store.rename("Wide", to: "Roomy")
        #expect(store.all().map(\.name) == ["Roomy", "Tight"])
        #expect(throws: (any Error).self) { try store.rename("Roomy", to: "Tight") }
        try store.delete(named: "Tight")
        #expect(store.all().map(\.name) == ["Roomy"])
        let exported = dir + "/exported.json"
        try PresetStore.write(try #require(store.all().first), to: exported)
        let imported = try PresetStore.read(path: exported)
        #expect(try imported.parameters() == parameters)
    }

    @Test func aCorruptedPresetIsKeptAsideWithAWarning() throws {
        let dir = try folder() + "/presets"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try "{\"name\": \"x\", \"layout\": \"cards\", \"parameters\": [\"scale=9\"]}".write(
            toFile: dir + "/x.json", atomically: true, encoding: .utf8)
        let store = PresetStore(folder: dir, examplesFolder: nil)
        #expect(store.all().isEmpty)
        #expect(store.warnings.count == 1 && store.warnings[0].contains("out of range"))
        #expect(FileManager.default.fileExists(atPath: dir + "/x.json.bak"))
    }
}
