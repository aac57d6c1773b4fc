import CollectionLayout
import Foundation

/// What the app remembers between runs: preferences, never document
/// content. The last layout chosen (a new document starts on it), the
/// window size and the panel state. A person's work lives in documents
/// and, while unsaved, in drafts (`DraftStore`): after Discard nothing of
/// it comes back. Kept as JSON in the user's config folder, written
/// atomically.
struct AppSettings: Equatable {
    static let formatVersion = 1

    var layoutKind: LayoutKind?
    var windowWidth: Int?
    var windowHeight: Int?
    var panelVisible = true

    /// Keys earlier versions kept (a document's parameters, data and item
    /// count): read without complaint and left out.
    static let formerDocumentKeys: Set = ["parameters", "dataset", "items"]

    var jsonObject: [String: Any] {
        var o: [String: Any] = ["version": Self.formatVersion, "panelVisible": panelVisible]
        if let layoutKind { o["layout"] = layoutKind.id }
        if let windowWidth, let windowHeight { o["window"] = ["width": windowWidth, "height": windowHeight] }
        return o
    }

    init() {}

    /// Reads settings, checking every field. What is invalid — an unknown
    /// layout, a size out of range — is left out and named in `problems`;
    /// everything valid is kept.
    init(jsonObject o: [String: Any], problems: inout [String]) {
        if let layout = o["layout"] {
            if let id = layout as? String, let kind = LayoutKind(id: id) {
                layoutKind = kind
            } else {
                problems.append("unknown layout \(layout)")
            }
        }
        if let window = o["window"] {
            if let w = window as? [String: Int], let width = w["width"], let height = w["height"],
               (1...100_000).contains(width), (1...100_000).contains(height) {
                windowWidth = width
                windowHeight = height
            } else {
                problems.append("\"window\" must have a width and a height of 1…100000")
            }
        }
        if let panel = o["panelVisible"] {
            if let visible = panel as? Bool { panelVisible = visible } else { problems.append("\"panelVisible\" must be true or false") }
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
        let object: [String: Any]
        do {
            guard let read = try AtomicFile.readObject(settingsPath) else { return (AppSettings(), nil) }
            object = read
        } catch {
            guard let kept = AtomicFile.keepAside(settingsPath) else {
                return (AppSettings(), "Settings could not be read (\(error)) nor set aside; defaults are used.")
            }
            return (AppSettings(), "Settings could not be read (\(error)); defaults are used and the file is kept as \(kept).")
        }
        var problems: [String] = []
        let settings = AppSettings(jsonObject: object, problems: &problems)
        guard !problems.isEmpty else { return (settings, nil) }
        // The original stays as it was beside the settings the app now writes.
        let copy = AtomicFile.keepCopy(settingsPath)
        return (settings, "Some settings were left out (\(problems.joined(separator: "; "))); the rest is used"
            + (copy.map { " and the file as it was is kept as \($0)." } ?? "."))
    }

    func save(_ settings: AppSettings) throws {
        try AtomicFile.write(AtomicFile.encode(settings.jsonObject), to: settingsPath)
    }
}
