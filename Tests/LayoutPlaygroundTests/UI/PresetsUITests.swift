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
            try app.focusCanvas()
            let opening = app.events.count
            app.key("ctrl+p")
            // The dialog is up with its name field in focus.
            try app.waitForWindow(after: opening) { $0["title"] as? String == "Presets" && $0["focusText"] != nil }
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

        /// The named widgets of the window titled `title` in the latest report.
        private func dialogWidgets(_ app: AppSession, titled title: String) -> [String: [String: Any]] {
            let window = app.dialogStates.first { $0["title"] as? String == title }
            var result: [String: [String: Any]] = [:]
            for w in window?["widgets"] as? [[String: Any]] ?? [] {
                if let name = w["name"] as? String { result[name] = w }
            }
            return result
        }

        /// Before a preset of one's own the list holds the app's examples;
        /// Load, Rename, Delete wait for a chosen preset; Rename asks for the
        /// new name in a dialog of its own.
        @Test func theListSaysWhenEmptyTheButtonsWaitForAChoiceAndRenameAsks() throws {
            let app = try AppSession(["--layout", "cards", "--size", "800x600"])
            try app.waitFor("settled")
            let folder = app.configFolder + "/layout-playground/presets"
            try app.focusCanvas()
            var mark = app.events.count
            app.key("ctrl+p")
            #expect(waitFor("the dialog") { windowShown(app, titled: "Presets", after: mark) != nil })
            let first = windowShown(app, titled: "Presets", after: mark) ?? []
            #expect(first.contains { $0.hasPrefix("Prize wheel — Carousel (example)") }, "\(first)")
            let insensitive = { (names: [String]) in
                let widgets = dialogWidgets(app, titled: "Presets")
                return names.allSatisfy { widgets[$0]?["sensitive"] as? Bool == false }
            }
            let acting = ["Load the preset", "Rename the preset", "Delete the preset"]
            #expect(waitFor("insensitive buttons") { insensitive(acting) }, "\(dialogWidgets(app, titled: "Presets"))")
            // Save one: it is listed, the placeholder goes, nothing is chosen yet.
            // The mark comes before Return: the list's report may land before the file is seen.
            app.xdotool(["type", "--delay", "20", "Mine"])
            mark = app.events.count
            app.key("Return")
            #expect(waitFor("the preset file") { FileManager.default.fileExists(atPath: folder + "/Mine.json") })
            #expect(waitFor("the listed preset") {
                (windowShown(app, titled: "Presets", after: mark) ?? []).contains { $0.hasPrefix("Mine") }
            })
            #expect(insensitive(acting))
            // Choose it: the buttons wake.
            let row = try #require(dialogWidgets(app, titled: "Presets")["Presets"])
            let r = AppSession.rect(row)
            app.clickScreen(x: r.x + 40, y: r.y + 12)
            #expect(waitFor("sensitive buttons") {
                let widgets = dialogWidgets(app, titled: "Presets")
                return acting.allSatisfy { widgets[$0]?["sensitive"] as? Bool == true }
            })
            // Rename: a dialog asks, the old name filled in.
            let rename = try #require(dialogWidgets(app, titled: "Presets")["Rename the preset"])
            let b = AppSession.rect(rename)
            mark = app.events.count
            app.clickScreen(x: b.x + b.width / 2, y: b.y + b.height / 2)
            #expect(waitFor("the rename dialog") { windowShown(app, titled: "Rename Preset", after: mark) != nil })
            #expect(dialogWidgets(app, titled: "Rename Preset")["New preset name"]?["text"] as? String == "Mine")
            app.xdotool(["type", "--delay", "20", "Yours"])  // replaces the selected old name
            app.key("Return")
            #expect(waitFor("the renamed file") { FileManager.default.fileExists(atPath: folder + "/Yours.json") })
            #expect(!FileManager.default.fileExists(atPath: folder + "/Mine.json"))
            #expect(app.finish().isEmpty)
        }
    }
}
