import Foundation
import Testing

/// The real app running under Xvfb with `--trace`, driven by xdotool.
///
/// Events are the app's trace lines (`ready`, `settled`, `selected`);
/// stderr is kept so a test can fail on any GTK critical or warning.
final class AppSession: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let display: VirtualDisplay
    private let process: Process
    private let lock = NSLock()
    private var lines: [[String: Any]] = []
    private var stderrText = ""
    private var pending = ""
    /// The canvas rectangle in screen coordinates, from the ready event.
    private(set) var canvas = (x: 0.0, y: 0.0, width: 0.0, height: 0.0)

    /// A fresh folder for the app's settings and presets, unless one is given
    /// (to test what survives a restart).
    static func freshConfigFolder() -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lp-config-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    let configFolder: String
    /// Whether the session made its config folder (and removes it at the end).
    private let ownsConfigFolder: Bool
    /// The app's data folder (`XDG_DATA_HOME`), the session's own: GTK keeps
    /// the recent files there, so saved documents stay out of the person's list.
    let dataFolder = AppSession.freshConfigFolder()

    init(_ arguments: [String], configFolder: String? = nil, timeout: Double = 30,
         environment extra: [String: String] = [:]) throws {
        self.configFolder = configFolder ?? AppSession.freshConfigFolder()
        ownsConfigFolder = configFolder == nil
        guard let display = VirtualDisplay.shared else { throw Failure(description: "Xvfb or xdotool is missing") }
        self.display = display
        process = Process()
        process.executableURL = URL(fileURLWithPath: CLIRunner.executable)
        process.arguments = ["gui", "--trace"] + arguments
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display.name
        env["LAYOUT_PLAYGROUND_RESOURCES"] = CLIRunner.repositoryRoot + "/Resources"
        env["NO_AT_BRIDGE"] = "1"
        env["GSETTINGS_BACKEND"] = "memory"
        env["GTK_THEME"] = "Adwaita"
        env["XDG_CONFIG_HOME"] = self.configFolder
        // A text cursor that does not blink: a screenshot never depends on its phase.
        let gtkSettings = self.configFolder + "/gtk-3.0/settings.ini"
        if !FileManager.default.fileExists(atPath: gtkSettings) {
            try? FileManager.default.createDirectory(atPath: self.configFolder + "/gtk-3.0", withIntermediateDirectories: true)
            FileManager.default.createFile(atPath: gtkSettings, contents: Data("[Settings]\ngtk-cursor-blink=false\n".utf8))
        }
        env["XDG_DATA_HOME"] = dataFolder
        env.removeValue(forKey: "WAYLAND_DISPLAY")
        for (key, value) in extra { env[key] = value }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        out.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.withLock {
                self.pending += String(decoding: data, as: UTF8.self)
                while let newline = self.pending.firstIndex(of: "\n") {
                    let line = String(self.pending[..<newline])
                    self.pending = String(self.pending[self.pending.index(after: newline)...])
                    if let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] {
                        self.lines.append(object)
                    }
                }
            }
        }
        err.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.withLock { self.stderrText += String(decoding: data, as: UTF8.self) }
        }
        try process.run()
        let ready = try waitFor("ready", timeout: timeout)
        let rect = ready["canvas"] as? [String: Double] ?? [:]
        canvas = (rect["x"] ?? 0, rect["y"] ?? 0, rect["width"] ?? 0, rect["height"] ?? 0)
    }

    deinit {
        ChildProcesses.end(process)
        if ownsConfigFolder { try? FileManager.default.removeItem(atPath: configFolder) }
        try? FileManager.default.removeItem(atPath: dataFolder)
    }

    /// The app's process id (to signal it directly).
    var processIdentifier: Int32 { process.processIdentifier }
    /// Whether the app still runs.
    var isRunning: Bool { process.isRunning }
    /// The app's exit status once it ended (nil while it runs, or after a signal).
    var exitStatus: Int32? {
        process.isRunning || process.terminationReason != .exit ? nil : process.terminationStatus
    }

    var events: [[String: Any]] { lock.withLock { lines } }
    var stderr: String { lock.withLock { stderrText } }

    /// The first event named `name` after index `after` that satisfies `test`.
    @discardableResult
    func waitFor(
        _ name: String, after: Int = 0, timeout: Double = 10, where test: ([String: Any]) -> Bool = { _ in true }
    ) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let all = events
            if all.count > after, let hit = all[after...].first(where: { $0["event"] as? String == name && test($0) }) {
                return hit
            }
            if !process.isRunning {
                throw Failure(description: "the app exited (\(process.terminationStatus)) waiting for \(name): \(stderr)")
            }
            usleep(20_000)
        }
        throw Failure(description: "no \(name) event within \(timeout) s; events: \(events.suffix(5)); stderr: \(stderr)")
    }

    /// The first `changed` event (a layout, data, parameter or viewport
    /// change) after index `after`.
    @discardableResult
    func changed(after: Int, timeout: Double = 10, where test: ([String: Any]) -> Bool = { _ in true }) throws -> [String: Any] {
        try waitFor("changed", after: after, timeout: timeout, where: test)
    }

    /// The last `settled` event after the motion started at `after` has
    /// come to rest for good: later settles (a snap after a wheel step, a
    /// second key's move) supersede earlier ones, so this waits for the
    /// app's `rest` after the last of them.
    ///
    /// A release (`released`) starts the motion anew: a settle or a rest
    /// before it belongs to the press (under load the app can come to rest
    /// while the finger pauses), so only what follows the last release
    /// after `after` counts.
    func settled(after: Int, timeout: Double = 10) throws -> [String: Any] {
        let named: (String) -> ([String: Any]) -> Bool = { name in { $0["event"] as? String == name } }
        var start = after
        while true {
            let first = try waitFor("settled", after: start, timeout: timeout)
            try waitForRest(after: start, timeout: timeout)
            let all = events
            guard let release = all[start...].lastIndex(where: named("released")) else {
                return all[start...].last(where: named("settled")) ?? first
            }
            let since = all[(release + 1)...]
            if since.contains(where: named("settled")), since.contains(where: named("rest")) {
                return since.last(where: named("settled")) ?? first
            }
            // What came to rest was the press: wait for the motion the release began.
            start = release + 1
        }
    }

    /// Waits until no notice shows over the canvas: the last `announced`
    /// has been followed by the app's `noticeGone`.
    func waitForNoNotice(timeout: Double = 8) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let last = events.last { ["announced", "noticeGone"].contains($0["event"] as? String ?? "") }
            if last == nil || last?["event"] as? String == "noticeGone" { return }
            usleep(50_000)
        }
        throw Failure(description: "a notice was still shown after \(timeout) s")
    }

    // MARK: Input, in canvas coordinates

    func xdotool(_ arguments: [String]) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: Which.find("xdotool") ?? "/usr/bin/xdotool")
        p.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display.name
        p.environment = env
        try? p.run()
        p.waitUntilExit()
    }

    private func screen(_ x: Double, _ y: Double) -> [String] {
        [String(Int((canvas.x + x).rounded())), String(Int((canvas.y + y).rounded()))]
    }

    /// Presses at `from`, moves to `to` in `steps` over `duration` seconds, releases.
    func drag(from: (Double, Double), to: (Double, Double), duration: Double, steps: Int = 12, holdAtEnd: Double = 0) {
        xdotool(["mousemove"] + screen(from.0, from.1))
        usleep(50_000)
        xdotool(["mousedown", "1"])
        for i in 1...steps {
            let t = Double(i) / Double(steps)
            usleep(UInt32(duration / Double(steps) * 1_000_000))
            xdotool(["mousemove"] + screen(from.0 + (to.0 - from.0) * t, from.1 + (to.1 - from.1) * t))
        }
        if holdAtEnd > 0 { usleep(UInt32(holdAtEnd * 1_000_000)) }
        xdotool(["mouseup", "1"])
    }

    /// A flick: press at `from`, move to `to` in `steps` over `duration`
    /// seconds and release at once — one xdotool command chain, so the
    /// release follows the last move without a process start between them.
    func flick(from: (Double, Double), to: (Double, Double), duration: Double, steps: Int = 6) {
        var chain = ["mousemove"] + screen(from.0, from.1) + ["sleep", "0.05", "mousedown", "1"]
        let pause = String(format: "%.3f", duration / Double(steps))
        for i in 1...steps {
            let t = Double(i) / Double(steps)
            chain += ["sleep", pause, "mousemove"] + screen(from.0 + (to.0 - from.0) * t, from.1 + (to.1 - from.1) * t)
        }
        xdotool(chain + ["mouseup", "1"])
    }

    func click(at point: (Double, Double)) {
        xdotool(["mousemove"] + screen(point.0, point.1))
        usleep(50_000)
        xdotool(["click", "1"])
    }

    /// Clicks at a point in screen coordinates (e.g. on the header bar).
    func clickScreen(x: Double, y: Double) {
        xdotool(["mousemove", String(Int(x)), String(Int(y))])
        usleep(50_000)
        xdotool(["click", "1"])
    }

    /// Mouse wheel notches: button 5 scrolls down, 4 up.
    func wheel(down: Bool, notches: Int = 1, at point: (Double, Double)) {
        xdotool(["mousemove"] + screen(point.0, point.1))
        usleep(50_000)
        for _ in 0..<notches {
            xdotool(["click", down ? "5" : "4"])
            usleep(30_000)
        }
    }

    func key(_ name: String) {
        xdotool(["key", name])
    }

    /// Presses the pointer at `point`, or moves it there (pressed or not), or releases it.
    func press(at point: (Double, Double)) { xdotool(["mousemove"] + screen(point.0, point.1) + ["mousedown", "1"]) }
    func move(to point: (Double, Double)) { xdotool(["mousemove"] + screen(point.0, point.1)) }
    func release() { xdotool(["mouseup", "1"]) }

    /// Exports from the window through its file chooser: `shortcut` opens
    /// it, `path` is typed as the name; waits for the file.
    func export(shortcut: String, to path: String) {
        let title = shortcut.contains("shift") ? "Export Attributes" : "Export View"
        key(shortcut)
        waitForWindow(titled: title)
        key("ctrl+a")  // the save dialog's name field has focus: replace the suggested name
        xdotool(["type", "--delay", "10", path])
        key("Return")
        // The file is written once the dialog has gone.
        Self.poll(timeout: 8) {
            FileManager.default.fileExists(atPath: path) && !dialogStates.contains { $0["title"] as? String == title }
        }
    }

    /// Stops the app and returns its stderr lines that are GTK criticals or warnings.
    func finish() -> [String] {
        ChildProcesses.end(process, first: SIGINT)
        return stderr.split(separator: "\n").map(String.init).filter {
            $0.contains("CRITICAL") || $0.contains("WARNING") || $0.contains("-WARNING") || $0.contains("Gtk-")
                || $0.contains("GLib-") || $0.contains("Fatal error")
        }
    }
}
