import Foundation

/// Finds the product's `Resources/` folder (datasets, images).
///
/// In order: the `LAYOUT_PLAYGROUND_RESOURCES` environment variable;
/// `<prefix>/share/layout-playground/` when the executable is
/// `<prefix>/bin/layout-playground` (installed, also with `DESTDIR` staging
/// or a moved prefix: the path is taken from the running executable, symlinks
/// resolved); a `Resources/` folder above the executable (running from a
/// source tree's build folder, SwiftPM's or Meson's). SwiftPM's
/// `Bundle.module` is not used: it is unreliable for installed data on Linux.
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
        // Installed: the prefix's own data wins over any folder around it.
        let installed = exe.deletingLastPathComponent().appendingPathComponent("share/layout-playground").path
        if isResources(installed) { return installed }
        var dir = exe
        for _ in 0..<6 {
            let candidate = dir.appendingPathComponent("Resources").path
            if isResources(candidate) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return nil
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
