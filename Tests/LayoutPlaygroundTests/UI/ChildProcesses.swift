import Foundation

/// Ends the processes the tests start, so that none outlives its test.
enum ChildProcesses {
    /// Asks `process` to end with `first` (SIGTERM unless given), waits up
    /// to `grace` seconds, then kills it with SIGKILL, and reaps it.
    ///
    /// A child can inherit a blocked SIGINT/SIGTERM from the thread that
    /// started it (Foundation's `Process` from a Dispatch worker), and then
    /// only SIGKILL ends it.
    static func end(_ process: Process, first: Int32 = SIGTERM, grace: Double = 5) {
        guard process.processIdentifier > 0 else { return }
        if process.isRunning {
            kill(process.processIdentifier, first)
            let deadline = Date().addingTimeInterval(grace)
            while process.isRunning && Date() < deadline { usleep(20_000) }
        }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
    }
}
