import CollectionLayout
import Foundation

/// A named layout configuration: the layout and its parameters in their
/// text form (`key=value`, as on the command line), so a preset file is
/// readable and survives library changes that keep the keys.
struct Preset: Equatable {
    static let formatVersion = 1

    var name: String
    var layoutKind: LayoutKind
    var assignments: [String]

    /// `parameters` of layout `layoutKind`, named `name`.
    init(name: String, layoutKind: LayoutKind, parameters: LayoutParameters) {
        self.name = name
        self.layoutKind = layoutKind
        assignments = parameters.nonDefaultAssignments
    }

    init(name: String, layoutKind: LayoutKind, assignments: [String]) {
        self.name = name
        self.layoutKind = layoutKind
        self.assignments = assignments
    }

    /// The parameters, validated against the layout's specs.
    func parameters() throws(LayoutError) -> LayoutParameters {
        var p = layoutKind.defaultParameters
        try p.apply(assignments: assignments)
        return p
    }

    var jsonObject: [String: Any] {
        ["version": Self.formatVersion, "name": name, "layout": layoutKind.id, "parameters": assignments]
    }

    /// Reads and validates a preset object.
    init(jsonObject o: [String: Any], source: String) throws {
        guard let name = o["name"] as? String, !name.isEmpty else {
            throw AtomicFile.Failure(description: "\(source): a preset needs a \"name\"")
        }
        guard let layout = o["layout"] as? String else {
            throw AtomicFile.Failure(description: "\(source): a preset needs a \"layout\"")
        }
        guard let assignments = o["parameters"] as? [String] else {
            throw AtomicFile.Failure(description: "\(source): \"parameters\" must be a list of \"key=value\" strings")
        }
        guard let kind = LayoutKind(id: layout) else {
            throw AtomicFile.Failure(description: "\(source): \(LayoutError.unknownLayout(layout))")
        }
        self.init(name: name, layoutKind: kind, assignments: assignments)
        do { _ = try parameters() } catch {
            throw AtomicFile.Failure(description: "\(source): \(error)")
        }
    }
}

/// The user's presets, one JSON file each in a folder.
///
/// A preset is known by its name, whatever its file is called (a file may
/// have been copied in by hand): deleting and renaming find the file that
/// holds the name. New files are named after the preset, made unique, so
/// two names never share a file.
///
/// Beside them, the examples that come with the app (`Resources/presets`:
/// the seeds' looks, an App Store shelf, a prize wheel, an iOS picker),
/// listed after the person's own, read-only: a preset of the person's with
/// an example's name takes its place.
final class PresetStore {
    let folder: String
    /// Where the app's example presets are (nil: none).
    let examplesFolder: String?
    /// Problems met while reading (bad files are kept as `*.bak`).
    private(set) var warnings: [String] = []

    init(folder: String, examplesFolder: String? = ResourceLocator.resourcesDirectory().map { $0 + "/presets" }) {
        self.folder = folder
        self.examplesFolder = examplesFolder
    }

    /// The examples that come with the app, by name; an unreadable one is left out.
    func examples() -> [Preset] {
        guard let examplesFolder, let names = try? FileManager.default.contentsOfDirectory(atPath: examplesFolder) else {
            return []
        }
        return names.filter { $0.hasSuffix(".json") }.compactMap { try? Self.read(path: examplesFolder + "/" + $0) }
            .sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
    }

    /// Whether the preset called `name` is one of the app's examples (not the person's).
    func isExample(named name: String) -> Bool {
        path(ofPresetNamed: name) == nil && examples().contains { $0.name == name }
    }

    /// A file name for `name`: letters, digits, space, - and _ kept, the rest `_`.
    private func fileStem(for name: String) -> String {
        String(name.unicodeScalars.map {
            CharacterSet.alphanumerics.contains($0) || $0 == " " || $0 == "-" || $0 == "_" ? Character($0) : "_"
        })
    }

    /// Every readable preset with its file, by name; unreadable files are moved aside.
    private func entries() -> [(preset: Preset, path: String)] {
        warnings.removeAll()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else {
            warnings.append("\(folder) is a file, not a folder: presets cannot be kept there until it is moved away")
            return []
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        var found: [(Preset, String)] = []
        for file in names.sorted() where file.hasSuffix(".json") && !file.hasPrefix(".") {
            let path = folder + "/" + file
            do {
                guard let object = try AtomicFile.readObject(path) else { continue }
                found.append((try Preset(jsonObject: object, source: path), path))
            } catch {
                let kept = AtomicFile.keepAside(path)
                warnings.append("\(error) — kept as \(kept ?? path)")
            }
        }
        return found.sorted { $0.0.name.localizedStandardCompare($1.0.name) == .orderedAscending }
    }

    /// Every readable preset: the person's by name, then the examples
    /// whose names they have not taken.
    func all() -> [Preset] {
        let own = entries().map(\.preset)
        let taken = Set(own.map(\.name))
        return own + examples().filter { !taken.contains($0.name) }
    }

    /// Whether a preset of the person's is called `name`.
    func contains(named name: String) -> Bool {
        entries().contains { $0.preset.name == name }
    }

    /// Refuses to change an example that comes with the app.
    private func refuseExample(_ name: String, _ verb: String) throws {
        guard isExample(named: name) else { return }
        throw AtomicFile.Failure(description: "“\(name)” comes with the app and cannot be \(verb); "
                                 + "save it under a name of your own to keep a copy you can change")
    }

    private func path(ofPresetNamed name: String) -> String? {
        entries().first { $0.preset.name == name }?.path
    }

    /// A file for a new preset called `name`: its stem, or stem-2, stem-3, … when taken.
    private func freePath(for name: String) -> String {
        let stem = fileStem(for: name)
        var candidate = folder + "/" + stem + ".json"
        var n = 2
        while FileManager.default.fileExists(atPath: candidate) {
            candidate = folder + "/" + stem + "-\(n).json"
            n += 1
        }
        return candidate
    }

    /// Saves `preset`, replacing the preset of the same name if there is one.
    func save(_ preset: Preset) throws {
        let path = path(ofPresetNamed: preset.name) ?? freePath(for: preset.name)
        try AtomicFile.write(AtomicFile.encode(preset.jsonObject), to: path)
    }

    func delete(named name: String) throws {
        try refuseExample(name, "deleted")
        guard let path = path(ofPresetNamed: name) else {
            throw AtomicFile.Failure(description: "no preset named “\(name)”")
        }
        guard unlink(path) == 0 else {
            throw AtomicFile.Failure(description: "cannot delete \(path): \(FileProblem.words(errno: errno))")
        }
    }

    /// Renames a preset; the new name must be free.
    func rename(_ name: String, to newName: String) throws {
        guard !newName.isEmpty else { throw AtomicFile.Failure(description: "a preset needs a name") }
        guard newName != name else { return }
        try refuseExample(name, "renamed")
        guard !contains(named: newName) else {
            throw AtomicFile.Failure(description: "a preset named “\(newName)” exists already")
        }
        guard let path = path(ofPresetNamed: name), let object = try AtomicFile.readObject(path) else {
            throw AtomicFile.Failure(description: "no preset named “\(name)”")
        }
        var preset = try Preset(jsonObject: object, source: path)
        preset.name = newName
        try AtomicFile.write(AtomicFile.encode(preset.jsonObject), to: freePath(for: newName))
        try delete(named: name)
    }

    /// Reads a preset file from anywhere (import); it is validated first.
    static func read(path: String) throws -> Preset {
        guard let object = try AtomicFile.readObject(path) else {
            throw AtomicFile.Failure(description: "\(path): no such file")
        }
        return try Preset(jsonObject: object, source: path)
    }

    /// Writes a preset file anywhere (export).
    static func write(_ preset: Preset, to path: String) throws {
        try AtomicFile.write(AtomicFile.encode(preset.jsonObject), to: path)
    }
}
