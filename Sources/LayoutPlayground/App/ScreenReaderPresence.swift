import Foundation

/// Whether a screen reader is reading this app: Orca (GNOME's) among the
/// processes of the same user on the same D-Bus session (the bus its
/// accessibility events travel by; a session without one has no screen
/// reader). GNOME Shell also sets the accessibility bus's
/// `ScreenReaderEnabled` when the screen reader is switched on in
/// Settings, but Orca started on its own does not, so the process is what
/// tells. Looked up at most every few seconds.
@MainActor
enum ScreenReaderPresence {
    /// Seconds a look stays valid.
    static let validity = 3.0
    private static var lastLook: (time: Double, running: Bool)?
    /// The screen readers looked for, by process name.
    static let names: Set<String> = ["orca"]

    /// Whether a screen reader runs, as of at most `validity` seconds ago.
    static func isRunning(now: Double = ProcessInfo.processInfo.systemUptime) -> Bool {
        if let last = lastLook, now - last.time < validity { return last.running }
        let running = look()
        lastLook = (now, running)
        return running
    }

    /// Reads `/proc/<pid>/comm` of this user's processes, then the
    /// session bus in the environment of those named as a screen reader.
    private static func look() -> Bool {
        guard let bus = ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"], !bus.isEmpty,
              let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return false }
        let me = getuid()
        for entry in entries where entry.first?.isNumber == true {
            var info = stat()
            guard stat("/proc/" + entry, &info) == 0, info.st_uid == me,
                  let comm = try? String(contentsOfFile: "/proc/\(entry)/comm", encoding: .utf8),
                  names.contains(comm.trimmingCharacters(in: .whitespacesAndNewlines)),
                  let environ = FileManager.default.contents(atPath: "/proc/\(entry)/environ") else { continue }
            let variables = environ.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            if variables.contains("DBUS_SESSION_BUS_ADDRESS=" + bus) { return true }
        }
        return false
    }
}
