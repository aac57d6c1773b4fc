import Foundation

/// An Xvfb server on a free display number, for driving the real app with
/// real X input. One per test process, started on first use.
final class VirtualDisplay: @unchecked Sendable {
    static let shared: VirtualDisplay? = VirtualDisplay()

    let name: String
    private let process: Process

    private init?() {
        guard let xvfb = Which.find("Xvfb"), Which.find("xdotool") != nil else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xvfb)
        // -displayfd 1: Xvfb picks a free display and writes its number on stdout.
        process.arguments = ["-displayfd", "1", "-screen", "0", "1920x1200x24", "-nolisten", "tcp"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        var text = ""
        let handle = out.fileHandleForReading
        while !text.contains("\n") {
            let data = handle.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
        }
        guard let number = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            ChildProcesses.end(process, grace: 1)
            return nil
        }
        self.process = process
        name = ":\(number)"
        atexit {
            guard let display = VirtualDisplay.shared else { return }
            ChildProcesses.end(display.process, grace: 2)
        }
    }
}

enum Which {
    static func find(_ tool: String) -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(dir)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }
}
