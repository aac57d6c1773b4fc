import Foundation
import Testing

/// The package manifest gives the app's targets GTK's header folders
/// whatever is installed when SwiftPM evaluates it — SwiftPM keeps that
/// evaluation across builds, so a build tried before GTK was installed must
/// not leave the folders out for good — and GTK's absence is one line that
/// says what to run.
@Suite struct PackageManifestTests {
    static let root = CLIRunner.repositoryRoot

    /// The manifest evaluated afresh (no cached evaluation) in a scratch copy,
    /// with a `pkg-config` first on the path that knows nothing and fails.
    static func dumpWithoutPkgConfig() throws -> [String: Any] {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("lp-manifest-\(getpid())").path
        try FileManager.default.createDirectory(atPath: scratch + "/bin", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try FileManager.default.copyItem(atPath: root + "/Package.swift", toPath: scratch + "/Package.swift")
        let fake = scratch + "/bin/pkg-config"
        try "#!/bin/sh\nexit 1\n".write(toFile: fake, atomically: true, encoding: .utf8)
        chmod(fake, 0o755)
        let path = scratch + "/bin:" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let result = try CLIRunner.run(
            ["swift", "package", "--manifest-cache", "none", "--scratch-path", scratch + "/build", "dump-package"],
            environment: ["PATH": path], program: "/usr/bin/env", directory: scratch)
        #expect(result.status == 0, "\(result.stderr)")
        return try result.json()
    }

    /// The flags of `tool` ("c" or "swift") the dumped manifest gives `target`.
    static func flags(_ manifest: [String: Any], target: String, tool: String) -> [String] {
        let targets = manifest["targets"] as? [[String: Any]] ?? []
        let settings = targets.first { $0["name"] as? String == target }?["settings"] as? [[String: Any]] ?? []
        return settings.filter { $0["tool"] as? String == tool }.flatMap { setting -> [String] in
            let kind = setting["kind"] as? [String: Any]
            return (kind?["unsafeFlags"] as? [String: Any])?["_0"] as? [String] ?? []
        }
    }

    @Test func gtkFoldersDoNotDependOnWhatIsInstalled() throws {
        let manifest = try Self.dumpWithoutPkgConfig()
        let glibConfig = "-I/usr/lib/\(Self.multiarch)/glib-2.0/include"
        for target in ["CanvasAccessibility", "CanvasWindow"] {
            let c = Self.flags(manifest, target: target, tool: "c")
            #expect(c.contains("-I/usr/include/gtk-3.0") && c.contains("-I/usr/include/glib-2.0") && c.contains(glibConfig),
                    "\(target): \(c)")
        }
        for target in ["LayoutPlayground", "LayoutPlaygroundTests", "CollectionRenderingTests"] {
            let swift = Self.flags(manifest, target: target, tool: "swift")
            #expect(swift.contains("-I/usr/include/gtk-3.0") && swift.contains(glibConfig), "\(target): \(swift)")
            #expect(swift.count % 2 == 0 && stride(from: 0, to: swift.count, by: 2).allSatisfy { swift[$0] == "-Xcc" })
        }
        // The libraries, which other packages depend on, carry no flag at all.
        for target in ["CollectionLayout", "CollectionRendering", "CRendering", "CProjection"] {
            #expect(Self.flags(manifest, target: target, tool: "c").isEmpty && Self.flags(manifest, target: target, tool: "swift").isEmpty)
        }

        // Every folder this machine's pkg-config names for GTK is among them.
        let real = try CLIRunner.run(["pkg-config", "--cflags-only-I", "gtk+-3.0"], program: "/usr/bin/env")
        if real.status == 0 {
            let missing = Set(real.stdout.split(whereSeparator: \.isWhitespace).map(String.init))
                .subtracting(Self.flags(manifest, target: "CanvasWindow", tool: "c"))
            #expect(missing.isEmpty, "pkg-config names folders the manifest leaves out: \(missing.sorted())")
        }
    }

    /// Each header that includes GTK's, compiled where GTK's headers are
    /// not found, first says to run the install script.
    @Test(arguments: ["Sources/CGtk/shim.h", "Sources/CanvasWindow/include/CanvasWindow.h",
                      "Sources/CanvasAccessibility/CanvasElements.h"])
    func missingGtkSaysWhatToRun(header: String) throws {
        let result = try CLIRunner.run(
            ["-c", "compiler=$(command -v clang || command -v cc) && \"$compiler\" -fsyntax-only -x c \"$1\"", "sh",
             Self.root + "/" + header],
            program: "/bin/sh")
        #expect(result.status != 0)
        let firstError = result.stderr.split(separator: "\n").first { $0.contains("error:") }
        #expect(firstError?.hasSuffix("error: \"GTK 3's headers are not installed: run 'bash .ci/install-deps'\"") == true,
                "\(result.stderr)")
    }

    /// Debian's name for this machine's architecture, as the manifest spells it.
    static var multiarch: String {
        #if arch(arm64)
        "aarch64-linux-gnu"
        #else
        "x86_64-linux-gnu"
        #endif
    }
}
