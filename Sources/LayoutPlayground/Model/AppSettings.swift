import CollectionLayout
import Foundation

/// What the app remembers between runs: the last layout, every layout's
/// parameters, the data, the window size and the panel state. Kept as JSON
/// in the user's config folder, written atomically.
struct AppSettings: Equatable {
    static let formatVersion = 1

    var layoutID: String?
    /// Non-default `key=value` assignments, per layout.
    var parameters: [String: [String]] = [:]
    var datasetPath: String?
    var itemCount: Int?
    var windowWidth: Int?
    var windowHeight: Int?
    var panelVisible = true

    var jsonObject: [String: Any] {
        var o: [String: Any] = ["version": Self.formatVersion, "parameters": parameters, "panelVisible": panelVisible]
        if let layoutID { o["layout"] = layoutID }
        if let datasetPath { o["dataset"] = datasetPath }
        if let itemCount { o["items"] = itemCount }
        if let windowWidth, let windowHeight { o["window"] = ["width": windowWidth, "height": windowHeight] }
        return o
    }

    init() {}

    /// Reads settings, checking every field; unknown layouts and invalid
    /// parameters are errors (the file is then kept aside, not trusted).
    init(jsonObject o: [String: Any], source: String) throws {
        func fail(_ message: String) -> AtomicFile.Failure { AtomicFile.Failure(description: "\(source): \(message)") }
        if let layout = o["layout"] {
            guard let id = layout as? String, LayoutRegistry.type(for: id) != nil else { throw fail("unknown layout") }
            layoutID = id
        }
        if let raw = o["parameters"] {
            guard let byLayout = raw as? [String: [String]] else { throw fail("\"parameters\" must map layouts to lists") }
            for (id, assignments) in byLayout {
                do { _ = try LayoutRegistry.make(id, assignments: assignments) } catch { throw fail("\(error)") }
            }
            parameters = byLayout
        }
        if let dataset = o["dataset"] {
            guard let path = dataset as? String else { throw fail("\"dataset\" must be a path") }
            datasetPath = path
        }
        if let items = o["items"] {
            guard let n = items as? Int, (0...ViewConfiguration.maximumItems).contains(n) else { throw fail("bad \"items\"") }
            itemCount = n
        }
        if let window = o["window"] {
            guard let w = window as? [String: Int], let width = w["width"], let height = w["height"],
                  (1...100_000).contains(width), (1...100_000).contains(height) else { throw fail("bad \"window\"") }
            windowWidth = width
            windowHeight = height
        }
        if let panel = o["panelVisible"] {
            guard let visible = panel as? Bool else { throw fail("\"panelVisible\" must be true or false") }
            panelVisible = visible
        }
    }
}

/// Where settings and presets live: `$XDG_CONFIG_HOME/layout-playground/`
/// (GLib's user config folder).
final class SettingsStore {
    let folder: String
    var settingsPath: String { folder + "/settings.json" }
    var presetsFolder: String { folder + "/presets" }

    init(folder: String) {
        self.folder = folder
    }

    /// The saved settings, or defaults with a warning when the file is
    /// unusable (it is then kept as `settings.json.bak`).
    func load() -> (settings: AppSettings, warning: String?) {
        do {
            guard let object = try AtomicFile.readObject(settingsPath) else { return (AppSettings(), nil) }
            return (try AppSettings(jsonObject: object, source: settingsPath), nil)
        } catch {
            let kept = AtomicFile.keepAside(settingsPath)
            return (AppSettings(), "Settings could not be read (\(error)); defaults are used and the file is kept as \(kept ?? settingsPath).")
        }
    }

    func save(_ settings: AppSettings) throws {
        try AtomicFile.write(AtomicFile.encode(settings.jsonObject), to: settingsPath)
    }
}
