import Foundation

/// A program running with GNOME's screen reader, Orca, listening, on the
/// shared virtual display: `ScreenReaderSession.py` gives Orca its own
/// D-Bus session and a speech-dispatcher whose only voice writes each
/// utterance to a file. The test presses real keys (xdotool) and reads
/// what Orca said.
final class ScreenReader: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Whether Orca, speech-dispatcher (with its generic module), D-Bus,
    /// Xvfb and xdotool are all here.
    static let isAvailable: Bool = {
        ["orca", "speech-dispatcher", "dbus-daemon", "Xvfb", "xdotool"].allSatisfy { Which.find($0) != nil }
            && FileManager.default.fileExists(atPath: "/usr/lib/speech-dispatcher-modules/sd_generic")
            && FileManager.default.fileExists(atPath: "/usr/bin/python3")
    }()

    let display: VirtualDisplay
    let folder: String
    private let process: Process
    /// The program's process id (its windows carry it).
    private(set) var programID = 0

    /// Starts Orca, then `program` once Orca has said it is on.
    init(_ program: [String], environment extra: [String: String] = [:]) throws {
        guard let display = VirtualDisplay.shared else { throw Failure(description: "no virtual display") }
        self.display = display
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("lp-orca-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        let script = CLIRunner.repositoryRoot + "/Tests/LayoutPlaygroundTests/UI/ScreenReaderSession.py"
        process.arguments = [script, folder] + program
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display.name
        env["GTK_THEME"] = "Adwaita"
        env["LANG"] = "C.UTF-8"
        env.removeValue(forKey: "LANGUAGE")
        env.removeValue(forKey: "WAYLAND_DISPLAY")
        env.removeValue(forKey: "DBUS_SESSION_BUS_ADDRESS")
        for (key, value) in extra { env[key] = value }
        process.environment = env
        // Files, not pipes: the daemons the session starts would hold a pipe open.
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            let status = (try? String(contentsOfFile: folder + "/session.txt", encoding: .utf8)) ?? ""
            if status.hasPrefix("ready") {
                programID = Int(status.dropFirst(5).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
                return
            }
            if !status.isEmpty || !process.isRunning {
                let failure = Failure(description: "the screen-reader session did not start: \(status) \(log)")
                finish()
                throw failure
            }
            usleep(100_000)
        }
        finish()
        throw Failure(description: "Orca did not start within 60 s: \(log)")
    }

    deinit { finish() }

    /// Ends Orca, speech-dispatcher, the buses and the program, and removes the folder.
    func finish() {
        ChildProcesses.end(process, grace: 15)
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// What Orca has said so far, one utterance a line.
    var spoken: [String] {
        let text = (try? String(contentsOfFile: folder + "/speech.txt", encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The end of Orca's debug log and the processes' output, for failure messages.
    var log: String {
        let debug = (try? String(contentsOfFile: folder + "/orca-debug.txt", encoding: .utf8)) ?? ""
        let output = (try? String(contentsOfFile: folder + "/processes.log", encoding: .utf8)) ?? ""
        return "Orca's log ends: \(debug.suffix(1500))\nprocesses: \(output.suffix(800))"
    }

    /// The utterances after the first `after`, once one satisfies `test`
    /// (within `timeout` seconds), then a moment more for what follows it.
    @discardableResult
    func waitForSpeech(after: Int, timeout: Double = 10, _ what: String,
                       where test: (String) -> Bool) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let lines = Array(spoken.dropFirst(after))
            if lines.contains(where: test) {
                usleep(700_000)
                return Array(spoken.dropFirst(after))
            }
            usleep(100_000)
        }
        throw Failure(description: "Orca did not say \(what) within \(timeout) s; it said \(spoken.dropFirst(after))")
    }

    /// The utterances after the first `after` that contain `text`.
    @discardableResult
    func waitForSpeech(after: Int, timeout: Double = 10, containing text: String) throws -> [String] {
        try waitForSpeech(after: after, timeout: timeout, "“\(text)”") { $0.localizedCaseInsensitiveContains(text) }
    }

    func xdotool(_ arguments: [String]) -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: Which.find("xdotool") ?? "/usr/bin/xdotool")
        p.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display.name
        p.environment = env
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return "" }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// Gives the keyboard focus to the program's window once it is shown.
    func focusWindow(timeout: Double = 30) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let id = xdotool(["search", "--onlyvisible", "--pid", "\(programID)"]).split(separator: "\n").first {
                _ = xdotool(["windowfocus", "--sync", String(id)])
                usleep(1_500_000)
                return
            }
            if !process.isRunning { break }
            usleep(200_000)
        }
        throw Failure(description: "no window of process \(programID) within \(timeout) s: \(log)")
    }

    /// Presses a key (xdotool's names: "Right", "Return", "ctrl+2").
    func key(_ name: String) {
        _ = xdotool(["key", name])
    }
}
