import Foundation

/// Another application's drag of files onto the app: `DragSource.py`, a GTK
/// window offering URIs as `text/uri-list`, dragged from with real X input,
/// so the app receives the drop through the X drag-and-drop protocol as it
/// would from a file manager.
final class DragSource: @unchecked Sendable {
    /// Where the source window sits, in screen coordinates (clear of the app's window).
    static let origin = (x: 1700, y: 1000)
    private let process = Process()
    private let lock = NSLock()
    private var said = ""

    init(uris: [String], display: VirtualDisplay) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [CLIRunner.repositoryRoot + "/Tests/LayoutPlaygroundTests/UI/DragSource.py",
                             String(Self.origin.x), String(Self.origin.y)] + uris
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display.name
        env["NO_AT_BRIDGE"] = "1"
        env["GTK_THEME"] = "Adwaita"
        env.removeValue(forKey: "WAYLAND_DISPLAY")
        process.environment = env
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.withLock { self.said += String(decoding: data, as: UTF8.self) }
        }
        try process.run()
        guard wait(for: "ready", timeout: 10) else {
            ChildProcesses.end(process)
            throw AppSession.Failure(description: "the drag source did not start (python3-gi missing?)")
        }
    }

    // Nothing to save: killed outright (a SIGTERM can arrive blocked, see `ChildProcesses`).
    deinit { ChildProcesses.end(process, first: SIGKILL) }

    /// Whether the source printed `word` within `timeout` seconds.
    private func wait(for word: String, timeout: Double) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline && process.isRunning {
            if lock.withLock({ said.contains(word) }) { return true }
            usleep(20_000)
        }
        return lock.withLock { said.contains(word) }
    }

    /// Drags from the source window to `point` of `app`'s canvas and drops;
    /// returns once the app took the data (false if it never asked).
    @discardableResult
    func drag(to point: (Double, Double), of app: AppSession) -> Bool {
        let from = (Self.origin.x + 60, Self.origin.y + 60)
        let to = (app.canvas.x + point.0, app.canvas.y + point.1)
        var chain = ["mousemove", String(from.0), String(from.1), "sleep", "0.2", "mousedown", "1", "sleep", "0.1"]
        for i in 1...12 {
            let t = Double(i) / 12
            chain += ["mousemove", String(Int(Double(from.0) + (to.0 - Double(from.0)) * t)),
                      String(Int(Double(from.1) + (to.1 - Double(from.1)) * t)), "sleep", "0.05"]
        }
        chain += ["sleep", "0.4", "mouseup", "1"]
        app.xdotool(chain)
        // The app asks for the data after the release: the source must live until it sent them.
        return wait(for: "sent", timeout: 5)
    }
}
