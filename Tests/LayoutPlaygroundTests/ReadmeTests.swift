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

    /// The DocC articles: every catalog's `.md` files.
    static let articles: [String] = {
        let root = CLIRunner.repositoryRoot + "/Sources/"
        return ["CollectionLayout/CollectionLayout.docc", "CollectionRendering/CollectionRendering.docc"].flatMap { catalog in
            ((try? FileManager.default.contentsOfDirectory(atPath: root + catalog)) ?? [])
                .filter { $0.hasSuffix(".md") }.sorted().map { catalog + "/" + $0 }
        }
    }()

    /// Each article's Swift code, its blocks together as one program, builds
    /// against the libraries and runs to the end (articles check what they
    /// show with `precondition`): an article cannot drift from the API nor
    /// show code that does not work.
    @Test(arguments: articles)
    func documentationCodeBuildsAndRuns(article: String) throws {
        let path = CLIRunner.repositoryRoot + "/Sources/" + article
        let blocks = Self.swiftBlocks(in: try String(contentsOfFile: path, encoding: .utf8))
        guard !blocks.isEmpty else { return }
        let imports = ["CollectionLayout", "CollectionRendering", "Foundation"].filter { module in
            blocks.contains { $0.contains("import \(module)\n") }
        }
        var program = blocks.joined(separator: "\n")
        for module in imports { program = program.replacingOccurrences(of: "import \(module)\n", with: "") }
        program = imports.map { "import \($0)\n" }.joined() + program
        let result = try SwiftProgramRunner.run(program)
        #expect(result.built, "\(result.output)\n\(program)")
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func everyCatalogHasArticlesWithCode() {
        #expect(Self.articles.contains("CollectionLayout/CollectionLayout.docc/WritingALayout.md"))
        #expect(Self.articles.contains { $0.hasPrefix("CollectionRendering/") })
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
