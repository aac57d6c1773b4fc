import Foundation
import Testing

/// The translation template lists every string the app shows, and the
/// Simplified Chinese catalog translates all of them.
@Suite struct TranslationCatalogTests {
    let root = CLIRunner.repositoryRoot

    private func run(_ executable: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// The msgid/msgstr pairs of a catalog (single-line entries).
    private func entries(_ path: String) throws -> [(id: String, text: String)] {
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        var result: [(String, String)] = []
        for (i, line) in lines.enumerated() where line.hasPrefix("msgid \"") && i + 1 < lines.count {
            let id = String(line.dropFirst(7).dropLast())
            let next = lines[i + 1]
            guard !id.isEmpty, next.hasPrefix("msgstr \"") else { continue }
            result.append((id, String(next.dropFirst(8).dropLast())))
        }
        return result
    }

    @Test func theTemplateIsUpToDate() throws {
        #expect(try run("/usr/bin/python3", [root + "/po/extract.py", "--check"]) == 0,
                "run po/extract.py and update the catalogs")
    }

    @Test func everyStringHasAChineseTranslation() throws {
        let template = try entries(root + "/po/layout-playground.pot").map(\.id)
        let chinese = Dictionary(try entries(root + "/po/zh_CN.po").map { ($0.id, $0.text) }, uniquingKeysWith: { a, _ in a })
        #expect(template.count > 200)
        for id in template {
            #expect(!(chinese[id] ?? "").isEmpty, "no translation of \(id)")
        }
        #expect(try run("/usr/bin/msgfmt", ["-c", "-o", "/dev/null", root + "/po/zh_CN.po"]) == 0)
    }
}
