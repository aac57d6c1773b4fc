import Glibc

/// The signals that ask the program to end.
enum ProcessSignals {
    /// The signals a parent sends to end a child: Ctrl+C, `kill`, a closed terminal.
    static let termination: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Unblocks `termination` for this thread (and so for every thread it starts).
    ///
    /// A process inherits its parent's signal mask. A parent that starts us
    /// from a thread with these signals blocked (Foundation's `Process` run
    /// from a Dispatch worker does) would otherwise leave us deaf to SIGINT
    /// and SIGTERM: we could only be ended with SIGKILL, and never through
    /// the main loop's orderly quit. Called first thing in `main`, before any
    /// thread exists.
    static func unblockTermination() {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in termination { sigaddset(&set, signal) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Whether `signal` is blocked on the calling thread.
    static func isBlocked(_ signal: Int32) -> Bool {
        var current = sigset_t()
        pthread_sigmask(SIG_BLOCK, nil, &current)
        return sigismember(&current, signal) == 1
    }
}
