import Foundation

/// Builds Swift source into a program against the libraries of the build
/// folder these tests run from (their object files, not a package build)
/// and runs it: documentation code must not only compile but work.
enum SwiftProgramRunner {
    struct Result {
        /// The compiler's or the program's status.
        var status: Int32
        /// What went wrong when it did not build; else the program's output.
        var output: String
        var built: Bool
    }

    /// Compiles `source` as a main file that may import CollectionLayout and
    /// CollectionRendering, links it with their object files and runs it in
    /// a scratch folder.
    static func run(_ source: String) throws -> Result {
        guard let modules = SwiftTypeChecker.modulesDirectory else {
            return Result(status: -1, output: "CollectionLayout.swiftmodule not found near the test bundle", built: false)
        }
        let build = URL(fileURLWithPath: modules).deletingLastPathComponent()
        var objects: [String] = []
        for target in ["CollectionLayout", "CollectionRendering", "CProjection"] {
            let dir = build.appendingPathComponent("\(target).build")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
            objects += names.filter { $0.hasSuffix(".o") }.sorted().map { dir.appendingPathComponent($0).path }
        }
        let dir = FileManager.default.temporaryDirectory
            .appendingPathComponent("program-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(source.utf8).write(to: dir.appendingPathComponent("main.swift"))

        var arguments = ["main.swift", "-o", "program", "-suppress-warnings", "-I", modules,
                         // The renderer's C libraries, as its module map declares them.
                         "-I", CLIRunner.repositoryRoot + "/Sources/CRendering",
                         "-Xcc", "-fmodule-map-file=" + build.appendingPathComponent("CProjection.build/module.modulemap").path]
        let cache = build.appendingPathComponent("ModuleCache").path
        if FileManager.default.fileExists(atPath: cache) { arguments += ["-module-cache-path", cache] }
        let compiled = try launch(SwiftTypeChecker.swiftc, arguments + objects, in: dir)
        guard compiled.status == 0 else { return Result(status: compiled.status, output: compiled.output, built: false) }
        let ran = try launch(dir.appendingPathComponent("program").path, [], in: dir)
        return Result(status: ran.status, output: ran.output, built: true)
    }

    private static func launch(_ executable: String, _ arguments: [String], in dir: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = dir
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
