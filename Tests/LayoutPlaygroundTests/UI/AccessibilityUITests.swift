import Foundation
import Testing

extension UITests {
    /// The canvas as a screen reader reads it: `AccessibilityProbe.py` walks
    /// the app's accessibility tree over AT-SPI (pyatspi, in its own D-Bus
    /// session) and reports the visible cells at the start, after activating
    /// one, and after a drag.
    @Suite
    struct AccessibilityUITests {
        private typealias Cell = [String: Any]

        private func probe(_ arguments: [String]) throws -> [String: [Cell]] {
            guard let display = VirtualDisplay.shared else { throw AppSession.Failure(description: "no display") }
            let config = AppSession.freshConfigFolder()
            try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: config) }
            let process = Process()
            // The probe runs itself inside its own D-Bus session.
            process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
            let script = CLIRunner.repositoryRoot + "/Tests/LayoutPlaygroundTests/UI/AccessibilityProbe.py"
            process.arguments = [script, CLIRunner.executable, "gui", "--trace"] + arguments
            var env = ProcessInfo.processInfo.environment
            env["DISPLAY"] = display.name
            env["LAYOUT_PLAYGROUND_RESOURCES"] = CLIRunner.repositoryRoot + "/Resources"
            env["GSETTINGS_BACKEND"] = "memory"
            env["GTK_THEME"] = "Adwaita"
            env["XDG_CONFIG_HOME"] = config
            env["XDG_DATA_HOME"] = config + "/data"
            env.removeValue(forKey: "DBUS_SESSION_BUS_ADDRESS")
            env.removeValue(forKey: "WAYLAND_DISPLAY")
            // A file, not a pipe: the session's bus daemons would hold a pipe open.
            let output = config + "/probe.jsonl"
            env["PROBE_OUTPUT"] = output
            process.environment = env
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            defer { ChildProcesses.end(process) }
            // The probe ends by itself; a stuck one is ended after 90 s.
            let deadline = Date().addingTimeInterval(90)
            while process.isRunning && Date() < deadline { usleep(100_000) }
            ChildProcesses.end(process)
            let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
            var phases: [String: [Cell]] = [:]
            for line in text.split(separator: "\n") {
                guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                      let phase = object["phase"] as? String, let cells = object["cells"] as? [Cell] else { continue }
                phases[phase] = cells
            }
            return phases
        }

        @Test func aScreenReaderReadsTheVisibleCardsTheirPositionsAndTheSelection() throws {
            let phases = try probe(["--layout", "cards", "--size", "800x600"])
            let start = try #require(phases["start"], "the probe found the canvas: \(phases.keys)")
            #expect(start.count >= 2)
            let first = try #require(start.first)
            #expect(first["name"] as? String == "Level 1, Sunny Meadow")
            #expect(first["description"] as? String == "1 of 16")
            #expect(first["role"] as? String == "list item")
            #expect((first["attributes"] as? [String: String]) == ["posinset": "1", "setsize": "16"])
            #expect(start.allSatisfy { $0["selected"] as? Bool == false && $0["showing"] as? Bool == true })
            // The centred card's extents are its drawn rect, 280×400 on screen.
            let extents = first["extents"] as? [Int] ?? []
            #expect(extents.count == 4 && extents[2] == 280 && extents[3] == 400)

            let activated = try #require(phases["activated"])
            #expect(activated.count >= 2 && activated[1]["selected"] as? Bool == true, "activate selects the cell")

            let scrolled = try #require(phases["scrolled"])
            let before = Set(start.compactMap { $0["name"] as? String })
            let after = Set(scrolled.compactMap { $0["name"] as? String })
            #expect(!after.isEmpty && after != before, "the cells follow the scroll: \(after)")
        }
    }
}
