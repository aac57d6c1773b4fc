import CollectionLayout
import Foundation
import Testing

/// `export swiftui`: the file's math and check mode are the UIKit export's
/// (one generator), so its check command prints what `attributes` prints for
/// every layout and carousel type at item counts the export never saw; its
/// SwiftUI view type-checks against a stub of the SwiftUI declarations it
/// uses (`SwiftUIStub`, written from Apple's documentation pages); and it
/// builds in one module beside UIKit exports. Nothing here runs SwiftUI.
@Suite(.serialized) struct SwiftUIExportTests {
    /// The default view name: `CardsLayoutView`, `CarouselLayoutView` and so on.
    static func viewName(_ kind: LayoutKind) -> String {
        kind.id.prefix(1).uppercased() + kind.id.dropFirst() + "LayoutView"
    }

    /// A folder that goes away after the test.
    static func scratch(_ name: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// `swiftc` with its warnings kept (the isolation checks of Swift 6's mode among them).
    static func swiftcKeepingWarnings(_ arguments: [String], in dir: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: SwiftTypeChecker.swiftc)
        process.arguments = arguments
        process.currentDirectoryURL = dir
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Compiles a stub (`UIKitStub` or `SwiftUIStub`) as the module `name` in `dir`.
    static func buildStub(_ source: String, name: String, in dir: URL) throws {
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data(source.utf8).write(to: dir.appendingPathComponent("\(name).swift"))
        let build = try UIKitExportTests.swiftc(["-parse-as-library", "-emit-library", "-emit-module", "-module-name", name,
                                                 "-swift-version", "6", "\(name).swift", "-o", "lib\(name).so"], in: dir)
        try #require(build.status == 0, "the \(name) stub: \(build.output.prefix(3000))")
    }

    /// The SwiftUI file's check command prints what `attributes --all --items N`
    /// prints, for every layout and carousel type (the custom one with
    /// expressions), from the UIKit export's seeded configurations: at counts
    /// 0, 1, the exported count and counts the export never saw, with the
    /// data's sizes (`--sizes`) and without. The largest difference per
    /// layout at counts other than the exported one is printed.
    @Test func checkModeFollowsTheDataForEveryLayout() throws {
        let largest = try UIKitDataSourceExportTests.sweep(format: "swiftui", suffix: "Math")
        #expect(largest.count >= 10, "\(largest)")
    }

    /// Every layout and every carousel type, each under its own name, type-checks against
    /// the stub in one compilation (Swift 6's mode, warnings kept and none allowed), with
    /// and without the check mode; the keyline carousel (every strategy) clips each item to
    /// its mask.
    @Test func everyLayoutAndCarouselTypeTypeChecksAgainstTheStub() throws {
        let dir = try Self.scratch("swiftui-stub")
        defer { try? FileManager.default.removeItem(at: dir) }
        let stub = dir.appendingPathComponent("stub")
        try Self.buildStub(SwiftUIStub.source, name: "SwiftUI", in: stub)
        var exports: [(name: String, options: [String])] = []
        for layout in LayoutKind.allCases {
            exports.append((Self.viewName(layout), ["--layout", layout.id]))
        }
        for strategy in KeylineStrategy.allCases where strategy != .multiBrowse {
            let name = "Keyline\(strategy.rawValue.prefix(1).uppercased() + strategy.rawValue.dropFirst())View"
            exports.append((name, ["--layout", "keyline", "--set", "strategy=\(strategy.rawValue)"]))
        }
        for type in CarouselLayout.CarouselType.allCases {
            var options = ["--layout", "carousel", "--set", "type=\(type.rawValue)"]
            if type == .custom { options += UIKitExportTests.curveCarousel.dropFirst().flatMap { ["--set", $0] } }
            exports.append(("Carousel\(type.rawValue.prefix(1).uppercased() + type.rawValue.dropFirst())View", options))
        }
        var files: [String] = []
        for (name, options) in exports {
            let file = dir.appendingPathComponent("\(name).swift").path
            let run = try CLIRunner.run(["export", "swiftui"] + options + (name.hasSuffix("LayoutView") ? [] : ["--name", name])
                                        + ["--out", file])
            try #require(run.status == 0, "\(options): \(run.stderr)")
            let text = try String(contentsOfFile: file, encoding: .utf8)
            #expect(text.contains("#if canImport(SwiftUI)") && !text.contains("import CollectionLayout"))
            #expect(text.contains("public struct \(name)<Data: RandomAccessCollection, Content: View>: View where Data.Element: Identifiable {"))
            #expect(text.contains("public struct RestBehavior: ScrollTargetBehavior {") && text.contains("public struct Placement: Layout {"))
            files.append(file)
        }
        for flags in [[], ["-D", "LAYOUT_EXPORT_CHECK", "-D", "LAYOUT_EXPORT_CHECKS_TOGETHER"]] {
            let check = try Self.swiftcKeepingWarnings(["-parse-as-library", "-typecheck", "-swift-version", "6", "-I", stub.path]
                                                       + flags + files, in: dir)
            #expect(check.status == 0 && !check.output.contains("warning:"), "\(flags): \(check.output.prefix(4000))")
        }
        // The keyline carousel's items are clipped to their masks; the other layouts' are not.
        for (name, _) in exports {
            let text = try String(contentsOfFile: dir.appendingPathComponent("\(name).swift").path, encoding: .utf8)
            let clips = text.contains(".clipShape(MaskShape(element: e))") && text.contains("struct MaskShape: Shape {")
            #expect(clips == name.hasPrefix("Keyline"), "\(name)")
        }
    }

    /// Two UIKit exports and a SwiftUI export build into one library: on
    /// Linux (no UIKit, no SwiftUI: the math alone) and against both stubs
    /// (the UIKit classes and the SwiftUI view type-checked, Swift 6's mode);
    /// each file's check mode builds alone into a command.
    @Test func twoUIKitExportsAndASwiftUIExportBuildInOneModule() throws {
        let dir = try Self.scratch("swiftui-together")
        defer { try? FileManager.default.removeItem(at: dir) }
        func path(_ name: String) -> String { dir.appendingPathComponent(name).path }
        let exports = [("uikit", "waterfall", "GalleryLayout"), ("uikit", "carousel", "CoverLayout"), ("swiftui", "carousel", "CoverView")]
        for (format, layout, name) in exports {
            let run = try CLIRunner.run(["export", format, "--layout", layout, "--name", name, "--out", path("\(name).swift")])
            try #require(run.status == 0, "\(run.stderr)")
        }
        let sources = exports.map { path("\($0.2).swift") }
        let plain = try UIKitExportTests.swiftc(["-parse-as-library", "-emit-library", "-module-name", "Plain"] + sources
                                                + ["-o", path("libPlain.so")], in: dir)
        #expect(plain.status == 0, "\(plain.output.prefix(3000))")

        let stubs = dir.appendingPathComponent("stubs")
        try Self.buildStub(UIKitStub.source, name: "UIKit", in: stubs)
        try Self.buildStub(SwiftUIStub.source, name: "SwiftUI", in: stubs)
        let app = try UIKitExportTests.swiftc(["-parse-as-library", "-emit-library", "-swift-version", "6", "-module-name", "App",
                                               "-I", stubs.path, "-L", stubs.path, "-lUIKit", "-lSwiftUI"] + sources
                                              + ["-o", path("libApp.so")], in: dir)
        #expect(app.status == 0, "against the stubs:\n\(app.output.prefix(3000))")

        for source in sources {
            let binary = source.replacingOccurrences(of: ".swift", with: "-check")
            let check = try UIKitExportTests.swiftc(["-parse-as-library", "-D", "LAYOUT_EXPORT_CHECK", source, "-o", binary], in: dir)
            #expect(check.status == 0, "\(source): \(check.output.prefix(3000))")
            guard check.status == 0 else { continue }
            let run = try CLIRunner.runExecutable(binary, ["--viewport", "700x500", "--items", "3"])
            #expect(run.status == 0 && (try? run.json()["elements"]) != nil, "\(source): \(run.stderr)")
        }
    }

    /// `--name` takes a Swift identifier for swiftui as for uikit; the
    /// default names the layout, `CarouselLayoutView` for every carousel type.
    @Test func namesAndDefaultNames() throws {
        let dir = try Self.scratch("swiftui-names")
        defer { try? FileManager.default.removeItem(at: dir) }
        for name in ["9Lives", "my-layout", "class", "Self", ""] {
            let run = try CLIRunner.run(["export", "swiftui", "--layout", "cards", "--name", name, "--out", "/tmp/never-written.swift"])
            #expect(run.status == 2 && run.stderr.split(separator: "\n").count == 1 && run.stderr.contains("--name"), "\(name): \(run.stderr)")
        }
        let file = dir.appendingPathComponent("c.swift").path
        let run = try CLIRunner.run(["export", "swiftui", "--layout", "carousel", "--set", "type=coverFlow", "--out", file])
        try #require(run.status == 0, "\(run.stderr)")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("public struct CarouselLayoutView<") && text.contains("public enum CarouselLayoutViewMath {}"))
        let help = try CLIRunner.run(["export", "--help"])
        #expect(help.stdout.contains("swiftui"))
    }
}
