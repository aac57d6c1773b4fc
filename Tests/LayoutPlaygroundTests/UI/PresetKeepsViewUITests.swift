import Foundation
import Testing

extension UITests {
    /// Loading a preset or going to another layout and back keeps what a
    /// person was looking at: the item in focus and the opened Scrolling group.
    @Suite
    struct PresetKeepsViewUITests {
        private func isMapped(_ state: [String: Any]) -> Bool { state["mapped"] as? Bool == true }

        /// A preset of the same layout with other spacing, kept in the app's presets folder.
        private func writePreset(in config: String) throws {
            let folder = config + "/layout-playground/presets"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let preset: [String: Any] = ["version": 1, "name": "Wide", "layout": "cards",
                                         "parameters": ["internalItemSpacing=40", "scale=0.8"]]
            try JSONSerialization.data(withJSONObject: preset).write(to: URL(fileURLWithPath: folder + "/Wide.json"))
        }

        @Test func loadingAPresetKeepsTheItemAndTheOpenedGroup() throws {
            let config = AppSession.freshConfigFolder()
            defer { try? FileManager.default.removeItem(atPath: config) }
            try writePreset(in: config)
            let app = try AppSession(["--layout", "cards", "--size", "800x600"], configFolder: config)
            var settled = try app.waitFor("settled")
            app.click(at: (400, 300))
            var mark = app.events.count
            for _ in 0..<4 { app.key("Right") }
            settled = try app.waitFor("settled", after: mark) { $0["currentIndex"] as? Int == 4 }
            #expect(settled["currentIndex"] as? Int == 4)
            // Open the Scrolling group: its constants are on screen.
            try app.clickWidget("Scrolling", atX: 0.1)
            try app.waitForWidget("Spring stiffness", where: isMapped)

            // Load the preset from the dialog.
            mark = app.events.count
            app.key("ctrl+p")
            let row = try app.waitForDialog { ($0["title"] as? String) == "Presets" }
            let list = (row["widgets"] as? [[String: Any]] ?? []).first { $0["name"] as? String == "Presets" }
            let r = AppSession.rect(try #require(list))
            app.clickScreen(x: r.x + 40, y: r.y + 12)
            let load = try app.waitForDialog { dialog in
                dialog["title"] as? String == "Presets" && (dialog["widgets"] as? [[String: Any]] ?? []).contains {
                    $0["name"] as? String == "Load the preset" && $0["sensitive"] as? Bool == true
                }
            }
            let button = (load["widgets"] as? [[String: Any]] ?? []).first { $0["name"] as? String == "Load the preset" }
            let b = AppSession.rect(try #require(button))
            app.clickScreen(x: b.x + b.width / 2, y: b.y + b.height / 2)
            let changed = try app.waitFor("changed", after: mark)
            #expect(changed["currentIndex"] as? Int == 4, "the preset kept the item in focus: \(changed)")
            // The controls show the preset's values, and the group stayed open.
            try app.waitForWidget("Spacing") { ($0["text"] as? String) == "40" }
            #expect(app.widgetStates["Spring stiffness"].map(isMapped) == true,
                    "the Scrolling group is open: \(app.widgetStates["Spring stiffness"] ?? [:])")
            #expect(app.finish().isEmpty)
        }

        @Test func anotherLayoutAndBackKeepsTheItem() throws {
            let app = try AppSession(["--layout", "cards", "--size", "800x600"])
            try app.waitFor("settled")
            app.click(at: (400, 300))
            var mark = app.events.count
            for _ in 0..<3 { app.key("Right") }
            try app.waitFor("settled", after: mark) { $0["currentIndex"] as? Int == 3 }
            mark = app.events.count
            app.key("ctrl+3")
            try app.changed(after: mark) { $0["layout"] as? String == "wheel" }
            mark = app.events.count
            app.key("ctrl+1")
            let back = try app.changed(after: mark) { $0["layout"] as? String == "cards" }
            #expect(back["currentIndex"] as? Int == 3, "the cards came back on the item left: \(back)")
            #expect(app.finish().isEmpty)
        }
    }
}
