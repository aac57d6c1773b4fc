import Foundation

/// Reading and writing the app's small JSON files safely: writes go to a
/// temporary file in the same folder and are renamed over the target, so a
/// crash never leaves half a file; an unreadable file is moved aside to
/// `*.bak` (never overwritten) before defaults replace it.
enum AtomicFile {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Writes `data` to `path` atomically, creating the folder if needed.
    ///
    /// - Throws: `Failure` when the folder cannot be made, `FileProblem`
    ///   when the file cannot be written.
    static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        try makeFolder(folder.path)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: data) else {
            throw FileProblem(.write, path: path, reason: FileProblem(writing: temporary.path).reason)
        }
        guard rename(temporary.path, path) == 0 else {
            let reason = FileProblem.words(errno: errno)
            try? FileManager.default.removeItem(at: temporary)
            throw FileProblem(.write, path: path, reason: reason)
        }
    }

    /// Creates `folder` and its parents, or says in plain words why not
    /// (never Foundation's own error text).
    static func makeFolder(_ folder: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw Failure(description: "\(folder) is a file, not a folder") }
            return
        }
        let parent = (folder as NSString).deletingLastPathComponent
        if parent != folder, !parent.isEmpty { try makeFolder(parent) }
        guard mkdir(folder, 0o755) == 0 || errno == EEXIST else {
            throw Failure(description: "cannot create the folder \(folder): \(FileProblem.words(errno: errno))")
        }
    }

    /// Moves an unusable file aside as `path.bak` (or `path.bak.2`, … when
    /// that exists) and returns the new path.
    @discardableResult
    static func keepAside(_ path: String) -> String? {
        let candidate = freeBackupPath(path)
        return rename(path, candidate) == 0 ? candidate : nil
    }

    /// Copies a partly usable file to `path.bak` (or the next free name) and
    /// returns the copy's path; the file itself stays.
    static func keepCopy(_ path: String) -> String? {
        let candidate = freeBackupPath(path)
        return (try? FileManager.default.copyItem(atPath: path, toPath: candidate)) != nil ? candidate : nil
    }

    /// `path.bak`, or `path.bak.2`, … — the first that does not exist.
    private static func freeBackupPath(_ path: String) -> String {
        var candidate = path + ".bak"
        var n = 2
        while FileManager.default.fileExists(atPath: candidate) {
            candidate = path + ".bak.\(n)"
            n += 1
        }
        return candidate
    }

    /// The JSON object in the file at `path`, nil when there is no file.
    ///
    /// - Throws: `Failure` when the file exists but is not a JSON object.
    static func readObject(_ path: String) throws -> [String: Any]? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Failure(description: "\(path): \(FileProblem(reading: path).reason)")
        }
        let value: Any
        do { value = try JSONSerialization.jsonObject(with: data) } catch {
            throw Failure(description: "\(path): malformed JSON")
        }
        guard let object = value as? [String: Any] else {
            throw Failure(description: "\(path): expected a JSON object")
        }
        return object
    }

    /// Pretty, key-sorted JSON for a settings or preset object.
    static func encode(_ object: [String: Any]) throws -> Data {
        try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
    }
}
