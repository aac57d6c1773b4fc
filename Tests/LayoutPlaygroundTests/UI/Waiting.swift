import Foundation

/// Waits on what a person would wait for — a trace event, the pixels on
/// screen, a window, a file — instead of sleeping for a fixed time.
extension AppSession {
    /// Polls `test` every `interval` seconds until it holds (true) or
    /// `timeout` passes (false).
    @discardableResult
    static func poll(timeout: Double, interval: Double = 0.05, _ test: () throws -> Bool) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if try test() { return true }
            if Date() > deadline { return false }
            usleep(UInt32(interval * 1_000_000))
        }
    }

    /// Waits until the canvas (or a region of it) shows the same pixels in
    /// two grabs `interval` apart: pictures decoded, animations over.
    @discardableResult
    func waitForSteadyCanvas(timeout: Double = 5, interval: Double = 0.15) throws -> Screenshot {
        var last = try screenshotOfCanvas()
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            usleep(UInt32(interval * 1_000_000))
            let next = try screenshotOfCanvas()
            if next.changedFraction(from: last, tolerance: 2) == 0 { return next }
            last = next
        }
        return last
    }

    /// Waits until no motion event (`settled`, `released`, `changed`)
    /// has arrived for `quiet` seconds, at most `timeout`.
    func waitForQuietMotion(quiet: Double = 0.25, timeout: Double = 3) {
        let motion: Set<String> = ["settled", "released", "changed"]
        var count = events.filter { motion.contains($0["event"] as? String ?? "") }.count
        var lastChange = Date()
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline, Date().timeIntervalSince(lastChange) < quiet {
            usleep(20_000)
            let now = events.filter { motion.contains($0["event"] as? String ?? "") }.count
            if now != count { count = now; lastChange = Date() }
        }
    }

    /// Waits until a window titled `title` is shown (a dialog).
    @discardableResult
    func waitForWindow(titled title: String, timeout: Double = 6) -> Bool {
        Self.poll(timeout: timeout) { dialogStates.contains { $0["title"] as? String == title } }
    }
}
