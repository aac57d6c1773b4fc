import Foundation
import Testing

extension UITests {
    /// Closing the window keeps what the person last saw.
    @Suite
    struct SettingsCloseUITests {
        private func settings(_ config: String) throws -> [String: Any] {
            let data = try Data(contentsOf: URL(fileURLWithPath: config + "/layout-playground/settings.json"))
            return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        }

        /// The X window's size, as `xdotool getwindowgeometry` reports it.
        private func geometry(_ app: AppSession) throws -> String {
            let out = Pipe()
            let p = Process()
            p.executableURL = URL(fileURLWithPath: Which.find("xdotool") ?? "/usr/bin/xdotool")
            p.arguments = ["search", "--name", "^Untitled — Layout Playground$", "getwindowgeometry", "--shell"]
            p.environment = ["DISPLAY": app.display.name]
            p.standardOutput = out
            try p.run()
            p.waitUntilExit()
            let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            return text.split(separator: "\n").filter { $0.hasPrefix("WIDTH=") || $0.hasPrefix("HEIGHT=") }
                .joined(separator: " ")
        }

        @Test(arguments: ["ctrl+w", "ctrl+q"])
        func aResizedWindowClosedByKeyComesBackAtItsSize(key: String) throws {
            let config = AppSession.freshConfigFolder()
            defer { try? FileManager.default.removeItem(atPath: config) }
            var resized = ""
            do {
                let app = try AppSession([], configFolder: config)
                try app.waitFor("settled")
                let mark = app.events.count
                app.xdotool(["search", "--name", "^Untitled — Layout Playground$", "windowsize", "1234", "777"])
                // The window took the size: the canvas is laid out for it and the keeper noted it.
                _ = try app.changed(after: mark)
                try app.waitFor("kept", after: mark)
                AppSession.poll(timeout: 5) { (try? geometry(app)) == "WIDTH=1234 HEIGHT=777" }
                resized = try geometry(app)
                #expect(resized == "WIDTH=1234 HEIGHT=777")
                try app.focusCanvas()
                app.key(key)
                let deadline = Date().addingTimeInterval(5)
                while app.isRunning && Date() < deadline { usleep(50_000) }
                #expect(!app.isRunning, "\(key) closed the window and the app")
                // No GTK or GLib complaint about a destroyed window (an "invalid unclassed pointer").
                #expect(app.finish().isEmpty)
            }
            let saved = try settings(config)
            let window = try #require(saved["window"] as? [String: Int])
            // The size without the window's own shadow margins, as GTK reports it.
            #expect((window["width"] ?? 0) > 1150 && (window["height"] ?? 0) > 650, "\(saved)")
            #expect(saved["panelVisible"] as? Bool == true)
            // Started again, the window has the size it was closed at.
            let again = try AppSession([], configFolder: config)
            try again.waitFor("settled")
            AppSession.poll(timeout: 5) { (try? geometry(again)) == resized }
            #expect(try geometry(again) == resized)
            #expect(again.finish().isEmpty)
        }
    }
}
