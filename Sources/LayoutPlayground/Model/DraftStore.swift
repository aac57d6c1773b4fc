import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Unsaved work kept on disk while a person works, so that nothing they
/// made is lost to a kill, a crash or the session ending: each running
/// window keeps its document, when it has unsaved changes, as a `.layout`
/// file of its own in `$XDG_DATA_HOME/layout-playground/drafts` (as GNOME
/// Text Editor keeps its drafts). The next start offers the drafts whose
/// program is no longer running.
struct DraftStore {
    /// A draft left by a window that is gone.
    struct Draft {
        let path: String
        /// When it was last written.
        let modified: Date
    }

    /// The key under which a draft names the document file it was made
    /// from (absent for an untitled document).
    static let documentKey = "draftOf"

    let folder: String

    /// `$XDG_DATA_HOME/layout-playground/drafts` for a data folder.
    init(dataFolder: String) {
        folder = dataFolder + "/layout-playground/drafts"
    }

    /// The file this program keeps its draft in: named by the process, so
    /// that a second window's live draft is never offered as left over.
    var ownPath: String { folder + "/draft-\(getpid()).layout" }

    /// Writes `document` as the draft at `path` (atomically), noting the
    /// file it was made from.
    func write(_ document: LayoutDocument, madeFrom documentPath: String?, to path: String) throws {
        var document = document
        document.unknown.pairs.removeAll { (key: String, _: JSONValue) in key == Self.documentKey }
        if let documentPath { document.unknown.pairs.append((Self.documentKey, JSONValue.string(documentPath))) }
        try document.write(to: path)
    }

    /// The drafts of programs no longer running, newest first.
    func leftOver() -> [Draft] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.compactMap { name -> Draft? in
            guard name.hasPrefix("draft-"), name.hasSuffix(".layout") else { return nil }
            let pid = Int32(name.dropFirst("draft-".count).dropLast(".layout".count)) ?? 0
            guard pid != getpid(), !Self.isRunning(pid) else { return nil }
            let path = folder + "/" + name
            let date = (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate]) as? Date
            return Draft(path: path, modified: date ?? .distantPast)
        }.sorted { $0.modified > $1.modified }
    }

    /// The document a draft holds, and the file it was made from.
    ///
    /// - Throws: `DocumentError` when the draft cannot be read.
    func read(_ draft: Draft) throws -> (document: LayoutDocument, madeFrom: String?) {
        var document = try LayoutDocument.read(path: draft.path)
        var madeFrom: String?
        if let index = document.unknown.pairs.firstIndex(where: { (key: String, _: JSONValue) in key == Self.documentKey }) {
            let value: JSONValue = document.unknown.pairs[index].1
            if case .string(let path) = value { madeFrom = path }
            document.unknown.pairs.remove(at: index)
        }
        return (document, madeFrom)
    }

    /// Removes the draft at `path`, if any.
    func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Whether process `pid` is a Layout Playground that still runs.
    private static func isRunning(_ pid: Int32) -> Bool {
        guard pid > 0, kill(pid, 0) == 0 || errno == EPERM,
              let command = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
        return String(decoding: command, as: UTF8.self).contains("layout-playground")
    }
}
