import Foundation
import Testing
@testable import LayoutPlayground

/// The README's "Using the library" code compiles against the library as
/// built, so the README cannot drift from the API.
@Suite struct ReadmeTests {
    /// The text of the README section headed `## title`, up to the next `## `.
    static func section(_ title: String) throws -> String {
        let readme = try String(contentsOfFile: CLIRunner.repositoryRoot + "/README.md", encoding: .utf8)
        guard let start = readme.range(of: "\n## \(title)\n") else { return "" }
        let rest = readme[start.upperBound...]
        let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }

    /// The contents of the ```swift fenced blocks of `text`, in order.
    static func swiftBlocks(in text: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil {
                if line.trimmingCharacters(in: .whitespaces) == "```swift" { current = [] }
            } else if line.trimmingCharacters(in: .whitespaces) == "```" {
                blocks.append(current!.joined(separator: "\n") + "\n")
                current = nil
            } else {
                current!.append(line)
            }
        }
        return blocks
    }

    @Test func usingTheLibraryCodeTypeChecks() throws {
        let blocks = Self.swiftBlocks(in: try Self.section("Using the library"))
        let manifests = blocks.filter { $0.contains("import PackageDescription") }
        let programs = blocks.filter { $0.contains("import CollectionLayout") }
        #expect(manifests.count == 1)
        #expect(programs.count >= 1)
        #expect(manifests.count + programs.count == blocks.count, "a block imports neither module")

        for manifest in manifests {
            #expect(manifest.contains(#".product(name: "CollectionLayout""#))
            let check = try SwiftTypeChecker.typecheckManifest(manifest)
            #expect(check.succeeded, "\(check.diagnostics)\n\(manifest)")
        }
        for program in programs {
            for call in ["prepare(", "elements(in:", "Scroller.simulateRelease("] {
                #expect(program.contains(call), "the example should show \(call)")
            }
            let check = try SwiftTypeChecker.typecheck(program)
            #expect(check.succeeded, "\(check.diagnostics)\n\(program)")
        }
    }

    /// The DocC catalog's Swift code, each file's blocks together as one
    /// program, type-checks against the library: the articles cannot drift.
    @Test(arguments: ["CollectionLayout.md", "WritingALayout.md"])
    func documentationCodeTypeChecks(file: String) throws {
        let path = CLIRunner.repositoryRoot + "/Sources/CollectionLayout/CollectionLayout.docc/" + file
        let blocks = Self.swiftBlocks(in: try String(contentsOfFile: path, encoding: .utf8))
        #expect(!blocks.isEmpty)
        let program = "import CollectionLayout\n" + blocks.joined(separator: "\n")
            .replacingOccurrences(of: "import CollectionLayout\n", with: "")
        let check = try SwiftTypeChecker.typecheck(program)
        #expect(check.succeeded, "\(check.diagnostics)\n\(program)")
    }

    @Test func blocksAreFound() {
        let text = "intro\n```swift\nlet a = 1\n```\n```sh\nls\n```\n```swift\nlet b = 2\n```\n"
        #expect(Self.swiftBlocks(in: text) == ["let a = 1\n", "let b = 2\n"])
    }
}

/// The version has one home: `Resources/VERSION`, which Meson's `project()`
/// reads and the About dialog shows.
@Suite struct VersionTests {
    @Test func theAppAndMesonReadTheSameVersionFile() throws {
        let root = CLIRunner.repositoryRoot
        let version = try String(contentsOfFile: root + "/Resources/VERSION", encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(AppInfo.version == version)
        let meson = try String(contentsOfFile: root + "/meson.build", encoding: .utf8)
        #expect(meson.contains("version: files('Resources/VERSION')"))
        #expect(!meson.contains("project('layout-playground', version: '"), "no second version in meson.build")
    }
}
