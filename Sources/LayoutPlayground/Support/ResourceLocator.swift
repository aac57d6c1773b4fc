import Foundation

/// Finds the product's `Resources/` folder (datasets, images).
///
/// In order: the `LAYOUT_PLAYGROUND_RESOURCES` environment variable; a
/// `Resources/` folder above the executable (running from a source tree's
/// build folder); `share/layout-playground/` beside the install prefix's
/// `bin/`. SwiftPM's `Bundle.module` is not used: it is unreliable for
/// installed data on Linux.
enum ResourceLocator {
    static let environmentVariable = "LAYOUT_PLAYGROUND_RESOURCES"

    static func resourcesDirectory() -> String? {
        let fm = FileManager.default
        func isResources(_ path: String) -> Bool {
            var isDir: ObjCBool = false
            return fm.fileExists(atPath: path + "/datasets", isDirectory: &isDir) && isDir.boolValue
        }
        if let env = ProcessInfo.processInfo.environment[environmentVariable], !env.isEmpty {
            return isResources(env) ? env : nil
        }
        let exe = URL(fileURLWithPath: CommandLine.executablePathResolved).deletingLastPathComponent()
        var dir = exe
        for _ in 0..<6 {
            let candidate = dir.appendingPathComponent("Resources").path
            if isResources(candidate) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        let installed = exe.deletingLastPathComponent().appendingPathComponent("share/layout-playground").path
        return isResources(installed) ? installed : nil
    }

    /// The path of a bundled dataset file (`levels.json`), or nil.
    static func dataset(named name: String) -> String? {
        guard let dir = resourcesDirectory() else { return nil }
        let path = dir + "/datasets/" + name
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }
}

extension CommandLine {
    /// The running executable's real path (symlinks resolved).
    static var executablePathResolved: String {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return path
        }
        return URL(fileURLWithPath: arguments[0]).standardizedFileURL.path
    }
}
