import Foundation
import Testing

extension UITests {
    /// The app ends when its parent asks, whatever signal mask it inherited.
    @Suite
    struct ProcessLifetimeUITests {
        /// Starts the app from this thread with `signals` blocked, as Foundation's
        /// `Process` does when run from a Dispatch worker, then restores the mask.
        private func startWithBlocked(_ signals: [Int32]) throws -> AppSession {
            var blocked = sigset_t(), previous = sigset_t()
            sigemptyset(&blocked)
            for signal in signals { sigaddset(&blocked, signal) }
            pthread_sigmask(SIG_BLOCK, &blocked, &previous)
            defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
            return try AppSession(["--layout", "cards", "--size", "640x480"])
        }

        private func expectEnds(_ app: AppSession, on signal: Int32) throws {
            try app.waitFor("settled")
            kill(app.processIdentifier, signal)
            let deadline = Date().addingTimeInterval(5)
            while app.isRunning && Date() < deadline { usleep(20_000) }
            #expect(!app.isRunning, "signal \(signal) did not end the app")
            #expect(app.finish().isEmpty)
        }

        @Test func sigtermEndsTheAppEvenWhenItsParentHadItBlocked() throws {
            try expectEnds(try startWithBlocked([SIGINT, SIGTERM]), on: SIGTERM)
        }

        @Test func sigintEndsTheAppEvenWhenItsParentHadItBlocked() throws {
            try expectEnds(try startWithBlocked([SIGINT, SIGTERM]), on: SIGINT)
        }
    }
}
