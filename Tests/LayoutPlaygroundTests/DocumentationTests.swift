import Foundation
import Testing

/// What a newcomer reads stays true: comments point at documents in the
/// repository, and the architecture notes name every module.
@Suite struct DocumentationTests {
    let root = CLIRunner.repositoryRoot

    private func files(under folder: String, endingWith suffixes: [String]) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root + "/" + folder) else { return [] }
        return walker.compactMap { $0 as? String }.filter { path in suffixes.contains { path.hasSuffix($0) } }
            .map { root + "/" + folder + "/" + $0 }
    }

    /// The product specification is not in the repository: no comment cites
    /// its sections; what they need is in docs/REFERENCE.md.
    @Test func commentsCiteNoSpecificationSections() throws {
        var citing: [String] = []
        for folder in ["Sources", "Tests", "Benchmarks", "Resources"] {
            for path in files(under: folder, endingWith: [".swift", ".c", ".h", ".py", ".md"])
            where !path.hasSuffix("/DocumentationTests.swift") {
                let text = try String(contentsOfFile: path, encoding: .utf8)
                if text.contains("SPEC §") || text.contains("SPEC 1.") || text.contains("the SPEC") {
                    citing.append(String(path.dropFirst(root.count + 1)))
                }
            }
        }
        #expect(citing.isEmpty, "cite docs/ instead: \(citing)")
        let reference = try String(contentsOfFile: root + "/docs/REFERENCE.md", encoding: .utf8)
        for seed in ["000", "001", "002", "003", "004"] { #expect(reference.contains("| \(seed)")) }
    }

    /// docs/ARCHITECTURE.md names every target of the package and does not
    /// describe perspective as the affine strips it no longer is on screen.
    @Test func theArchitectureNotesNameEveryModule() throws {
        let notes = try String(contentsOfFile: root + "/docs/ARCHITECTURE.md", encoding: .utf8)
        let package = try String(contentsOfFile: root + "/Package.swift", encoding: .utf8)
        let names: [String] = package.components(separatedBy: "name: \"").dropFirst().compactMap { piece in
            piece.split(separator: "\"").first.map(String.init)
        }
        let skipped: Set<String> = ["LayoutPlayground", "ArgumentParser"]
        let targets = names.filter { name in
            !name.hasSuffix("Tests") && !skipped.contains(name) && name.first?.isUppercase == true
        }
        #expect(targets.contains("CProjection"))
        for target in targets { #expect(notes.contains(target), "\(target) is not described") }
        #expect(!notes.contains("perspective by affine strips"))
        #expect(notes.contains("po/"), "adding a layout includes its translations")
    }

    /// The app's folders (App, Model, GTK, Support) use nothing the command
    /// line declares: the command line starts the app, never the reverse.
    @Test func theAppDoesNotReachIntoTheCommandLine() throws {
        let cli = files(under: "Sources/LayoutPlayground/CLI", endingWith: [".swift"])
        var declared: Set<String> = []
        for path in cli {
            for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n") {
                let words = line.split(separator: " ")
                guard words.count >= 2, ["struct", "enum", "class"].contains(words[0]) else { continue }
                declared.insert(String(words[1].prefix { $0.isLetter || $0.isNumber }))
            }
        }
        #expect(declared.contains("RootCommand"))
        // A name the app's folders declare for themselves is theirs, not the command line's.
        for folder in ["App", "Model", "GTK", "Support"] {
            for path in files(under: "Sources/LayoutPlayground/" + folder, endingWith: [".swift"]) {
                let text = try String(contentsOfFile: path, encoding: .utf8)
                for name in declared where text.range(of: "(struct|enum|class) \(name)\\b", options: .regularExpression) != nil {
                    declared.remove(name)
                }
            }
        }
        var uses: [String] = []
        for folder in ["App", "Model", "GTK", "Support"] {
            for path in files(under: "Sources/LayoutPlayground/" + folder, endingWith: [".swift"]) {
                let text = try String(contentsOfFile: path, encoding: .utf8)
                for name in declared where text.range(of: "\\b\(name)\\b", options: .regularExpression) != nil {
                    uses.append("\(path.split(separator: "/").last ?? ""): \(name)")
                }
            }
        }
        #expect(uses.isEmpty, "\(uses)")
    }

    /// What the app adds per layout goes through `LayoutDescription`: no
    /// feature casts the layout to a concrete type on its own.
    @Test func featuresAskTheLayoutDescriptionNotTheLayoutsType() throws {
        var casts: [String] = []
        for folder in ["App", "Model"] {
            for path in files(under: "Sources/LayoutPlayground/" + folder, endingWith: [".swift"])
            where String(path.split(separator: "/").last ?? "") != "LayoutDescription.swift" {
                let text = try String(contentsOfFile: path, encoding: .utf8)
                if text.range(of: "(as\\?|is) [A-Z][A-Za-z]*Layout\\b", options: .regularExpression) != nil {
                    casts.append(String(path.split(separator: "/").last ?? ""))
                }
            }
        }
        #expect(casts.isEmpty, "\(casts)")
    }

    /// The canvas's frames have one owner: only `FrameLoop` installs a tick
    /// callback, and no feature starts the loop by hand.
    @Test func theFrameLoopHasOneOwner() throws {
        var owners: [String] = []
        for path in files(under: "Sources/LayoutPlayground/App", endingWith: [".swift"]) {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let name = String(path.split(separator: "/").last ?? "")
            if text.contains("addTickCallback(") { owners.append(name) }
            #expect(!text.contains("startTicking"), "\(name) starts the frames by hand")
        }
        #expect(owners == ["FrameLoop.swift"], "\(owners)")
    }
}
