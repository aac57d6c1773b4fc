import Foundation
import Testing
@testable import LayoutPlayground

/// A file that cannot be read or written is one line naming the path and
/// the reason in words, exit status 2, from every command — never
/// Foundation's or Cairo's own text.
@Suite struct FileProblemTests {
    /// Text the system's libraries print, which a person should never see.
    static let rawTexts = ["NSCocoaErrorDomain", "The operation could not be completed", "error while writing",
                           "output stream", "The file doesn’t exist", "cannot read the file"]

    /// Each case's arguments and the line expected after "error: ", with
    /// `T` standing for a scratch folder holding a file `file`, folders
    /// `folder`, `folder.png` and `folder.layout`, and `pictures.json`, a
    /// dataset whose picture is `folder.png`.
    static let cases: [(arguments: [String], line: String)] = [
        (["render", "--layout", "cards", "--out", "/nonexistent/dir/x.png"],
         "cannot write '/nonexistent/dir/x.png': the folder '/nonexistent/dir' does not exist"),
        (["render", "--layout", "cards", "--out", "T/missing/x.svg"],
         "cannot write 'T/missing/x.svg': the folder 'T/missing' does not exist"),
        (["render", "--layout", "cards", "--out", "T/file/x.pdf"], "cannot write 'T/file/x.pdf': 'T/file' is a file, not a folder"),
        (["render", "--layout", "cards", "--out", "T/folder.png"], "cannot write 'T/folder.png': it is a folder, not a file"),
        (["render", "--layout", "cards", "--out", "/sys/x.png"], "cannot write '/sys/x.png': permission denied"),
        (["export", "web", "--layout", "cards", "--out", "T/file"], "cannot write 'T/file': it is a file, not a folder"),
        (["export", "web", "--layout", "cards", "--out", "T/file/page"], "cannot write 'T/file/page': 'T/file' is a file, not a folder"),
        (["export", "web", "--layout", "cards", "--out", "/sys/page"], "cannot write '/sys/page': permission denied"),
        (["export", "uikit", "--layout", "cards", "--out", "/nonexistent/Layout.swift"],
         "cannot write '/nonexistent/Layout.swift': the folder '/nonexistent' does not exist"),
        (["export", "uikit", "--layout", "cards", "--out", "T/folder"], "cannot write 'T/folder': it is a folder, not a file"),
        (["export", "uikit", "--layout", "cards", "--out", "/sys/Layout.swift"], "cannot write '/sys/Layout.swift': permission denied"),
        (["attributes", "--document", "T/folder"], "T/folder: it is a folder, not a file"),
        (["attributes", "--document", "T/missing.layout"], "T/missing.layout: no such file"),
        (["render", "--document", "T/file/a.layout", "--out", "T/x.png"], "T/file/a.layout: 'T/file' is a file, not a folder"),
        (["attributes", "--layout", "cards", "--dataset", "T/file/data.json"], "T/file/data.json: 'T/file' is a file, not a folder"),
        (["fling", "--layout", "cards", "--dataset", "T/missing.json", "--velocity", "0,0"], "T/missing.json: no such file"),
        (["render", "--layout", "cards", "--gesture", "T/folder", "--out", "T/x.png"],
         "invalid --gesture 'T/folder': it is a folder, not a file"),
        (["T/folder.layout"], "T/folder.layout: it is a folder, not a file"),
        (["render", "--layout", "cards", "--dataset", "T/pictures.json", "--out", "T/x.png"],
         "cannot read 'T/folder.png': it is a folder, not a file"),
    ]

    @Test(arguments: 0..<cases.count)
    func aFileProblemIsOneLineInWords(index: Int) throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("lp-file-\(getpid())-\(index)").path
        for folder in ["folder", "folder.png", "folder.layout"] {
            try FileManager.default.createDirectory(atPath: scratch + "/" + folder, withIntermediateDirectories: true)
        }
        FileManager.default.createFile(atPath: scratch + "/file", contents: Data("x".utf8))
        // A dataset whose picture is a folder.
        FileManager.default.createFile(atPath: scratch + "/pictures.json", contents: Data(#"[{"img": "folder.png"}]"#.utf8))
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let arguments = Self.cases[index].arguments.map { $0.replacingOccurrences(of: "T/", with: scratch + "/") }
        let line = Self.cases[index].line.replacingOccurrences(of: "T/", with: scratch + "/")

        let result = try CLIRunner.run(arguments, environment: ["DISPLAY": "", "WAYLAND_DISPLAY": "", "XDG_CONFIG_HOME": scratch])
        #expect(result.status == 2, "\(arguments)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "layout-playground: error: \(line)\n", "\(arguments)")
        for raw in Self.rawTexts { #expect(!result.stderr.contains(raw), "\(arguments): \(result.stderr)") }
        // Nothing is left where nothing could be written.
        #expect(!FileManager.default.fileExists(atPath: scratch + "/x.png"))
    }

    /// A folder that cannot be entered, for a person who is not root (root
    /// may write anywhere; the `/sys` cases above cover it).
    @Test func aLockedFolderIsPermissionDenied() throws {
        guard getuid() != 0 else { return }
        let locked = FileManager.default.temporaryDirectory.appendingPathComponent("lp-locked-\(getpid())").path
        try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: true)
        chmod(locked, 0o500)
        defer { chmod(locked, 0o700); try? FileManager.default.removeItem(atPath: locked) }
        let result = try CLIRunner.run(["render", "--layout", "cards", "--out", locked + "/x.png"])
        #expect(result.status == 2)
        #expect(result.stderr == "layout-playground: error: cannot write '\(locked)/x.png': permission denied\n")
    }

    /// The system's and Foundation's errors, in words.
    @Test func errorsBecomeWords() {
        #expect(FileProblem.words(errno: EACCES) == "permission denied")
        #expect(FileProblem.words(errno: ENOSPC) == "the disk is full")
        #expect(FileProblem.words(errno: EROFS) == "the disk is read-only")
        #expect(FileProblem.words(errno: EISDIR) == "it is a folder, not a file")
        #expect(FileProblem.posixCode(of: CocoaError(.fileWriteNoPermission)) == EACCES)
        #expect(FileProblem.posixCode(of: CocoaError(.fileWriteOutOfSpace)) == ENOSPC)
        #expect(FileProblem.posixCode(of: POSIXError(.ENOENT)) == ENOENT)
        let wrapped = NSError(domain: NSCocoaErrorDomain, code: CocoaError.fileWriteUnknown.rawValue,
                              userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EROFS))])
        #expect(FileProblem.posixCode(of: wrapped) == EROFS)
    }
}
