import Foundation

/// Runs `swiftc -typecheck` on Swift source: against the `CollectionLayout`
/// module of the build folder these tests run from, or against the
/// toolchain's `PackageDescription` for a manifest.
enum SwiftTypeChecker {
    struct Result {
        var status: Int32
        var diagnostics: String

        var succeeded: Bool { status == 0 }
    }

    /// The build folder's directory holding `CollectionLayout.swiftmodule`:
    /// `Modules/` beside the test bundle (SwiftPM 6), or the folder itself
    /// (older SwiftPM).
    static let modulesDirectory: String? = {
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var dir = URL(fileURLWithPath: exe).deletingLastPathComponent()
        for _ in 0..<3 {
            for candidate in [dir.appendingPathComponent("Modules"), dir] {
                let module = candidate.appendingPathComponent("CollectionLayout.swiftmodule").path
                if FileManager.default.fileExists(atPath: module) { return candidate.path }
            }
            dir = dir.deletingLastPathComponent()
        }
        return nil
    }()

    /// `swiftc` from `PATH` (where `swift test` finds its toolchain), else
    /// the toolchain this machine installs at `/opt/swift`.
    static let swiftc: String = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for dir in path.split(separator: ":") {
            let candidate = "\(dir)/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return "/opt/swift/usr/bin/swiftc"
    }()

    /// The toolchain's `PackageDescription` module, for manifests.
    static var manifestAPIDirectory: String {
        URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("../lib/swift/pm/ManifestAPI").standardizedFileURL.path
    }

    /// Type-checks `source` as a main file that may `import CollectionLayout`.
    /// Warnings are suppressed: only errors fail.
    static func typecheck(_ source: String) throws -> Result {
        guard let modules = modulesDirectory else {
            return Result(status: -1, diagnostics: "CollectionLayout.swiftmodule not found near the test bundle")
        }
        var arguments = ["-I", modules]
        // Reuse the build's clang module cache rather than filling the user's.
        let cache = URL(fileURLWithPath: modules).deletingLastPathComponent().appendingPathComponent("ModuleCache").path
        if modules.hasSuffix("/Modules"), FileManager.default.fileExists(atPath: cache) {
            arguments += ["-module-cache-path", cache]
        }
        return try run(source, arguments: arguments)
    }

    /// Type-checks `source` as a `Package.swift` of `toolsVersion` (read
    /// from its `// swift-tools-version:` line when nil).
    static func typecheckManifest(_ source: String, toolsVersion: String? = nil) throws -> Result {
        let version = toolsVersion ?? source.split(separator: "\n").first.flatMap { line -> String? in
            guard line.hasPrefix("// swift-tools-version:") else { return nil }
            return String(line.dropFirst("// swift-tools-version:".count)).trimmingCharacters(in: .whitespaces)
        } ?? "6.0"
        return try run(source, arguments: ["-I", manifestAPIDirectory, "-package-description-version", version])
    }

    private static func run(_ source: String, arguments: [String]) throws -> Result {
        let dir = FileManager.default.temporaryDirectory
            .appendingPathComponent("typecheck-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("main.swift")
        try Data(source.utf8).write(to: file)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = ["-typecheck", "-suppress-warnings"] + arguments + [file.path]
        process.currentDirectoryURL = dir
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, diagnostics: String(decoding: data, as: UTF8.self))
    }
}
