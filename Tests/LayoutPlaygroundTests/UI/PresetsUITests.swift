import Foundation
import Testing

extension UITests {
    /// The presets dialog, driven from the keyboard.
    @Suite
    struct PresetsUITests {
        /// Whether the last `widgets` event after `mark` shows a window titled `title`.
        private func windowShown(_ app: AppSession, titled title: String, after mark: Int) -> [String]? {
            let windows = app.events[mark...].last { $0["event"] as? String == "widgets" }?["windows"] as? [[String: Any]]
            return windows?.first { $0["title"] as? String == title }?["labels"] as? [String]
        }

        private func waitFor(_ what: String, timeout: Double = 5, _ test: () -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(timeout)
            while !test() {
                if Date() > deadline { return false }
                usleep(100_000)
            }
            return true
        }

        @Test func enterSavesAndSavingOverANameAsksFirst() throws {
            let app = try AppSession(["--layout", "cards", "--size", "800x600"])
            try app.waitFor("settled")
            let file = app.configFolder + "/layout-playground/presets/Mine.json"
            app.click(at: (10, 10))
            usleep(300_000)
            app.key("ctrl+p")
            usleep(1_000_000)
            app.xdotool(["type", "--delay", "20", "Mine"])
            app.key("Return")
            #expect(waitFor("the preset file") { FileManager.default.fileExists(atPath: file) }, "Enter saved the preset")
            let first = try String(contentsOfFile: file, encoding: .utf8)

            // Enter again with the same name: a question, not a silent overwrite.
            var mark = app.events.count
            app.key("Return")
            #expect(waitFor("the question") { windowShown(app, titled: "Replace Preset", after: mark) != nil })
            let labels = windowShown(app, titled: "Replace Preset", after: mark) ?? []
            #expect(labels.contains { $0.contains("Replace preset “Mine”?") }, "\(labels)")
            app.key("Escape")  // Cancel
            mark = app.events.count
            #expect(waitFor("the question to go") {
                let w = app.events[mark...].last { $0["event"] as? String == "widgets" }?["windows"] as? [[String: Any]]
                return w?.contains { $0["title"] as? String == "Replace Preset" } == false
            })
            #expect(try String(contentsOfFile: file, encoding: .utf8) == first)
            // And Replace (Alt+R) replaces.
            mark = app.events.count
            app.key("Return")
            #expect(waitFor("the question") { windowShown(app, titled: "Replace Preset", after: mark) != nil })
            try FileManager.default.removeItem(atPath: file)  // so that a write is seen
            app.key("alt+r")
            #expect(waitFor("the replaced file") { FileManager.default.fileExists(atPath: file) })
            #expect(try String(contentsOfFile: file, encoding: .utf8) == first)
            #expect(app.finish().isEmpty)
        }
    }
}
