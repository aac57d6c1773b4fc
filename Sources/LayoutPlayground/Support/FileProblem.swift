import Foundation

/// A file or folder that could not be read or written, in words: the path
/// and the reason, as one line — "cannot write '/tmp/no/x.png': the folder
/// '/tmp/no' does not exist" — never Foundation's or Cairo's own text
/// ("NSCocoaErrorDomain error 512", "error while writing to output stream").
///
/// The reason comes first from the path itself (a missing folder, a file
/// where a folder should be, a folder where a file should be, no
/// permission), which says more than most errors do, then from the error's
/// `errno`, then a plain fallback.
struct FileProblem: Error, CustomStringConvertible {
    /// What was being done to the path.
    enum Action: String {
        case read, write
    }

    let action: Action
    /// The path as the person gave it.
    let path: String
    /// Why, in words, without the path: "permission denied".
    let reason: String

    /// `cannot write 'PATH': REASON`, as the command line prints it.
    var description: String { "cannot \(action.rawValue) '\(path)': \(reason)" }

    init(_ action: Action, path: String, reason: String) {
        self.action = action
        self.path = path
        self.reason = reason
    }

    /// Why the file at `path` could not be read; `error` (thrown by the
    /// read, when there was one) names the reason the path does not show.
    init(reading path: String, error: Error? = nil) {
        let reason = Self.readingReason(path) ?? Self.posixCode(of: error).map(Self.words(errno:)) ?? "it cannot be read"
        self.init(.read, path: path, reason: reason)
    }

    /// Why `path` could not be written — a file, or with `folder` a folder
    /// to create or fill. Without an error that says why (Cairo's say
    /// nothing), the file is opened for writing to ask the system.
    init(writing path: String, folder: Bool = false, error: Error? = nil) {
        let reason = Self.writingReason(path, folder: folder)
            ?? (Self.posixCode(of: error) ?? (folder ? nil : Self.errnoOpening(path))).map(Self.words(errno:))
            ?? "it cannot be written"
        self.init(.write, path: path, reason: reason)
    }

    /// Runs `body`, which reads `path`; any failure becomes the problem in words.
    static func whileReading<T>(_ path: String, _ body: () throws -> T) throws(FileProblem) -> T {
        do { return try body() } catch { throw FileProblem(reading: path, error: error) }
    }

    /// Runs `body`, which writes `path` (with `folder`, a folder); any
    /// failure becomes the problem in words.
    static func whileWriting<T>(_ path: String, folder: Bool = false, _ body: () throws -> T) throws(FileProblem) -> T {
        do { return try body() } catch { throw FileProblem(writing: path, folder: folder, error: error) }
    }

    // MARK: What the path shows

    /// What stands in the way of reading `path` (with `folder`, listing
    /// it), or nil when the path shows nothing wrong.
    static func readingReason(_ path: String, folder: Bool = false) -> String? {
        guard !path.isEmpty else { return "no path given" }
        guard let isFolder = kind(of: path) else {
            return blockingFile(above: path).map { "'\($0)' is a file, not a folder" } ?? "no such file"
        }
        if isFolder, !folder { return "it is a folder, not a file" }
        if !isFolder, folder { return "it is a file, not a folder" }
        return access(path, folder ? R_OK | X_OK : R_OK) == 0 ? nil : "permission denied"
    }

    /// What stands in the way of writing `path` (with `folder`, creating or
    /// filling it), or nil when the path shows nothing wrong.
    static func writingReason(_ path: String, folder: Bool = false) -> String? {
        guard !path.isEmpty else { return "no path given" }
        if let isFolder = kind(of: path) {
            if isFolder, !folder { return "it is a folder, not a file" }
            if !isFolder, folder { return "it is a file, not a folder" }
            return access(path, folder ? W_OK | X_OK : W_OK) == 0 ? nil : "permission denied"
        }
        if let file = blockingFile(above: path) { return "'\(file)' is a file, not a folder" }
        let parent = parentFolder(of: path)
        // A folder is made with its parents; a file needs its folder.
        if !folder, kind(of: parent) == nil { return "the folder '\(parent)' does not exist" }
        var existing = parent
        while kind(of: existing) == nil, existing != "/", existing != "." { existing = parentFolder(of: existing) }
        return access(existing, W_OK | X_OK) == 0 ? nil : "permission denied"
    }

    /// Why the system refuses to open `path` for writing, or nil when it
    /// opens (a file the probe made is removed again).
    private static func errnoOpening(_ path: String) -> Int32? {
        let existed = kind(of: path) != nil
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        guard descriptor >= 0 else { return Foundation.errno }
        close(descriptor)
        if !existed { unlink(path) }
        return nil
    }

    /// true for a folder, false for anything else that exists, nil when
    /// nothing is there (symbolic links followed).
    private static func kind(of path: String) -> Bool? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
        return isFolder.boolValue
    }

    /// The nearest of `path`'s enclosing paths that exists, when it is not a folder.
    private static func blockingFile(above path: String) -> String? {
        var current = parentFolder(of: path)
        while true {
            if let isFolder = kind(of: current) { return isFolder ? nil : current }
            let next = parentFolder(of: current)
            if next == current { return nil }
            current = next
        }
    }

    /// The folder `path` is in, as written: `a/b` for `a/b/c`, `.` for `c`.
    private static func parentFolder(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    // MARK: What the error says

    /// The POSIX error code behind `error`: a `POSIXError`, or a Cocoa
    /// error's underlying error or its code.
    static func posixCode(of error: Error?) -> Int32? {
        guard let error else { return nil }
        if let posix = error as? POSIXError { return posix.code.rawValue }
        let ns = error as NSError
        if ns.domain == NSPOSIXErrorDomain { return Int32(ns.code) }
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? Error, let code = posixCode(of: underlying) { return code }
        guard ns.domain == NSCocoaErrorDomain else { return nil }
        switch CocoaError.Code(rawValue: ns.code) {
        case .fileNoSuchFile, .fileReadNoSuchFile: return ENOENT
        case .fileReadNoPermission, .fileWriteNoPermission: return EACCES
        case .fileWriteOutOfSpace: return ENOSPC
        case .fileWriteVolumeReadOnly: return EROFS
        case .fileWriteFileExists: return EEXIST
        case .fileReadTooLarge: return EFBIG
        case .fileWriteInvalidFileName, .fileReadInvalidFileName: return ENAMETOOLONG
        default: return nil
        }
    }

    /// A POSIX error code in words, lower case, without the path.
    static func words(errno code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file or folder"
        case EACCES, EPERM: return "permission denied"
        case EISDIR: return "it is a folder, not a file"
        case ENOTDIR: return "a part of the path is a file, not a folder"
        case ENOSPC: return "the disk is full"
        case EDQUOT: return "the disk quota is used up"
        case EROFS: return "the disk is read-only"
        case ENAMETOOLONG: return "the name is too long"
        case EEXIST: return "it exists already"
        case EBUSY, ETXTBSY: return "it is in use"
        case ELOOP: return "too many symbolic links"
        case EMFILE, ENFILE: return "too many files are open"
        case EFBIG: return "the file is too large"
        case EIO: return "the disk could not be read or written"
        default:
            let text = String(cString: strerror(code))
            return text.prefix(1).lowercased() + text.dropFirst()
        }
    }
}
