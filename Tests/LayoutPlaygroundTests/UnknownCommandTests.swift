import Foundation
import Testing
@testable import LayoutPlayground

/// A mistyped command is named as one, with the nearest command or the
/// list of commands — never read as the path of a document to open; a
/// document, `gui` and the default command still reach the app.
@Suite struct UnknownCommandTests {
    static let commands = "gui, list, attributes, render, fling, swift, export, pose"

    static let cases: [(arguments: [String], line: String)] = [
        (["rendr", "--layout", "cards", "--out", "x.png"], "unknown command 'rendr' (did you mean 'render'?)"),
        (["exprot", "web", "--layout", "cards", "--out", "page"], "unknown command 'exprot' (did you mean 'export'?)"),
        (["atributes", "--layout", "cards"], "unknown command 'atributes' (did you mean 'attributes'?)"),
        (["Render"], "unknown command 'Render' (did you mean 'render'?)"),
        (["lst", "--json"], "unknown command 'lst' (did you mean 'list'?)"),
        (["nosuchcommand"], "unknown command 'nosuchcommand' (the commands are: \(commands))"),
        (["draw", "--layout", "cards"], "unknown command 'draw' (the commands are: \(commands))"),
    ]

    @Test(arguments: 0..<cases.count)
    func aMistypedCommandIsNamedWithTheNearestOne(index: Int) throws {
        let (arguments, line) = Self.cases[index]
        let result = try Self.run(arguments)
        #expect(result.status == 2, "\(arguments)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "layout-playground: error: \(line)\n", "\(arguments)")
    }

    /// Paths, files that exist, `gui` and no command at all still go to the
    /// app, which checks its document and options before a window opens.
    @Test func documentsAndTheAppAreNotCommands() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lp-unknown-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A file without a suffix in the current folder is a document, whatever its name.
        FileManager.default.createFile(atPath: folder + "/rendr", contents: Data("{}".utf8))
        let expectations: [(arguments: [String], line: String)] = [
            (["rendr"], "rendr: not a Layout Playground document (\"format\" is not \"layout-playground\")"),
            (["missing.layout"], "missing.layout: no such file"),
            (["drafts/missing"], "drafts/missing: no such file"),
            (["gui", "--size", "0x10"], "--size"),
            (["--layout", "nope"], "unknown layout 'nope'"),
        ]
        for (arguments, line) in expectations {
            let result = try Self.run(arguments, in: folder)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result.stderr)")
            #expect(result.stderr.hasPrefix("layout-playground: error: "), "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(line), "\(arguments): \(result.stderr)")
            #expect(!result.stderr.contains("unknown command"), "\(arguments): \(result.stderr)")
        }
        let help = try Self.run(["help"], in: folder)
        #expect(help.status == 0)
        #expect(help.stdout.contains("SUBCOMMANDS"))
    }

    @Test func theNearestCommandIsASlipAway() {
        let commands = ["gui", "list", "attributes", "render", "fling", "swift", "export", "pose"]
        #expect(UnknownCommand.nearest(to: "rendr", in: commands) == "render")
        #expect(UnknownCommand.nearest(to: "redner", in: commands) == "render")
        #expect(UnknownCommand.nearest(to: "flign", in: commands) == "fling")
        #expect(UnknownCommand.nearest(to: "nosuchcommand", in: commands) == nil)
        #expect(UnknownCommand.nearest(to: "xyz", in: commands) == nil)
    }

    /// The app's command, with no display and a fresh settings folder: any
    /// path that would open a window fails first, leaving no process behind.
    static func run(_ arguments: [String], in directory: String? = nil) throws -> CLIRunner.Result {
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("lp-unknown-config-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: config) }
        return try CLIRunner.run(arguments, environment: ["DISPLAY": "", "WAYLAND_DISPLAY": "", "XDG_CONFIG_HOME": config],
                                 directory: directory)
    }
}
