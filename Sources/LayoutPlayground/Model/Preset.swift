import CollectionLayout
import Foundation

/// A named layout configuration: the layout and its parameters in their
/// text form (`key=value`, as on the command line), so a preset file is
/// readable and survives library changes that keep the keys.
struct Preset: Equatable {
    static let formatVersion = 1

    var name: String
    var layoutID: String
    var assignments: [String]

    init(name: String, parameters: LayoutParameters) {
        self.name = name
        layoutID = parameters.layoutID
        assignments = parameters.nonDefaultAssignments
    }

    init(name: String, layoutID: String, assignments: [String]) {
        self.name = name
        self.layoutID = layoutID
        self.assignments = assignments
    }

    /// The parameters, validated against the layout's specs.
    func parameters() throws(LayoutError) -> LayoutParameters {
        guard let type = LayoutRegistry.type(for: layoutID) else { throw .unknownLayout(layoutID) }
        var p = LayoutParameters(layoutID: layoutID, specs: type.parameterSpecs)
        try p.apply(assignments: assignments)
        return p
    }

    var jsonObject: [String: Any] {
        ["version": Self.formatVersion, "name": name, "layout": layoutID, "parameters": assignments]
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
        self.init(name: name, layoutID: layout, assignments: assignments)
        do { _ = try parameters() } catch {
            throw AtomicFile.Failure(description: "\(source): \(error)")
        }
    }
}

/// The user's presets, one JSON file each in a folder.
final class PresetStore {
    let folder: String
    /// Problems met while reading (bad files are kept as `*.bak`).
    private(set) var warnings: [String] = []

    init(folder: String) {
        self.folder = folder
    }

    private func path(for name: String) -> String {
        // File names from preset names: keep letters, digits, space, - and _.
        let safe = String(name.unicodeScalars.map {
            CharacterSet.alphanumerics.contains($0) || $0 == " " || $0 == "-" || $0 == "_" ? Character($0) : "_"
        })
        return folder + "/" + safe + ".json"
    }

    /// Every readable preset, by name; unreadable files are moved aside.
    func all() -> [Preset] {
        warnings.removeAll()
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        var presets: [Preset] = []
        for file in names.sorted() where file.hasSuffix(".json") && !file.hasPrefix(".") {
            let path = folder + "/" + file
            do {
                guard let object = try AtomicFile.readObject(path) else { continue }
                presets.append(try Preset(jsonObject: object, source: path))
            } catch {
                let kept = AtomicFile.keepAside(path)
                warnings.append("\(error) — kept as \(kept ?? path)")
            }
        }
        return presets.sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
    }

    func save(_ preset: Preset) throws {
        try AtomicFile.write(AtomicFile.encode(preset.jsonObject), to: path(for: preset.name))
    }

    func delete(named name: String) throws {
        try FileManager.default.removeItem(atPath: path(for: name))
    }

    /// Renames a preset; the new name must be free.
    func rename(_ name: String, to newName: String) throws {
        guard !newName.isEmpty else { throw AtomicFile.Failure(description: "a preset needs a name") }
        guard !FileManager.default.fileExists(atPath: path(for: newName)) else {
            throw AtomicFile.Failure(description: "a preset named \"\(newName)\" exists already")
        }
        guard let object = try AtomicFile.readObject(path(for: name)) else {
            throw AtomicFile.Failure(description: "no preset named \"\(name)\"")
        }
        var preset = try Preset(jsonObject: object, source: path(for: name))
        preset.name = newName
        try save(preset)
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
