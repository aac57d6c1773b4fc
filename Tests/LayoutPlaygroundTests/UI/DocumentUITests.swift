import Foundation
import Testing

extension UITests {
    /// Documents in the window: the unsaved mark in the title, Save As
    /// writing the file, the question before unsaved work is lost, and
    /// Ctrl+Z in a text field leaving the document alone.
    @Suite(.serialized)
    struct DocumentUITests {
        private func folder() -> String {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("lp-docs-\(UUID().uuidString)").path
            try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            return path
        }

        @Test func theTitleMarksUnsavedWorkSaveWritesTheFileAndClosingAsksFirst() throws {
            let dir = folder()
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let app = try AppSession(["--layout", "cards", "--size", "800x500"])
            try app.waitFor("settled")
            try app.waitForWidget("Document") { $0["text"] as? String == "Untitled" && $0["mapped"] as? Bool == true }

            app.click(at: (400, 250))
            app.key("Delete")
            try app.waitForWidget("Current index") { $0["text"] as? String == "1 / 15" }
            let marked = try app.waitForWidget("Document") { $0["text"] as? String == "• Untitled" }
            #expect(marked["mapped"] as? Bool == true)

            // Save As through the real file chooser.
            let path = dir + "/levels-edited"
            app.export(shortcut: "ctrl+s", to: path)
            let saved = try app.waitFor("saved")
            #expect(saved["path"] as? String == path + ".layout")
            #expect(FileManager.default.fileExists(atPath: path + ".layout"))
            try app.waitForWidget("Document") { $0["text"] as? String == "levels-edited.layout" }

            // Ctrl+Z while a text field has the keyboard never touches the document.
            let field = try app.waitForWidget("Item width") { $0["mapped"] as? Bool == true }
            let r = AppSession.rect(field)
            // In the text, where a person clicks to type (not on the − and + buttons).
            app.clickScreen(x: r.x + 20, y: r.y + r.height / 2)
            try app.waitForFocus("Item width")
            app.key("ctrl+z")
            // Undo from the canvas does undo; the document is unsaved again.
            // (Once the canvas has the focus back, the Ctrl+Z before was handled:
            // the window's state then is what it left.)
            try app.focusCanvas(at: (400, 250))
            #expect(app.widgetStates["Current index"]?["text"] as? String == "1 / 15", "the deleted item stays deleted")
            #expect(app.widgetStates["Document"]?["text"] as? String == "levels-edited.layout")
            app.key("ctrl+z")
            try app.waitForWidget("Current index") { $0["text"] as? String == "1 / 16" }
            try app.waitForWidget("Document") { $0["text"] as? String == "• levels-edited.layout" }

            // Closing asks; Cancel keeps the window and the work.
            let mark = app.events.count
            app.key("ctrl+w")
            try app.waitFor("asked", after: mark)
            try app.waitForDialog { $0["title"] as? String == "Unsaved Changes" }
            app.key("Escape")
            try app.waitForNoWindow(titled: "Unsaved Changes")
            #expect(app.isRunning)
            // Discard closes without saving: the file keeps 15 items.
            let again = app.events.count
            app.key("ctrl+w")
            try app.waitFor("asked", after: again)
            try app.waitForWindow(after: again) { $0["title"] as? String == "Unsaved Changes" }
            app.key("alt+d")
            let deadline = Date().addingTimeInterval(8)
            while app.isRunning && Date() < deadline { usleep(100_000) }
            #expect(!app.isRunning)
            let text = try String(contentsOfFile: path + ".layout", encoding: .utf8)
            #expect(!text.contains("\"title\":\"Level 1\""))
            _ = app.finish()
        }

        @Test func undoAfterALayoutSwitchTakesTheSwitchBackThenBringsTheItemBackSelected() throws {
            let app = try AppSession(["--layout", "cards", "--size", "800x500"])
            try app.waitFor("settled")
            app.click(at: (400, 250))
            app.key("End")
            try app.waitForWidget("Current index") { $0["text"] as? String == "16 / 16" }
            app.key("Home")
            try app.waitForWidget("Current index") { $0["text"] as? String == "1 / 16" }
            app.key("Delete")
            try app.waitForWidget("Current index") { $0["text"] as? String == "1 / 15" }
            app.key("ctrl+2")
            try app.waitForWidget("Layout Waterfall") { $0["active"] as? Bool == true }
            // The waterfall's own count, once the panel shows it (not the cards' 15 it showed before).
            let shop = try app.waitForWidget("Item count") {
                $0["mapped"] as? Bool == true && ($0["text"] as? String).map { !$0.isEmpty && $0 != "15" } == true
            }["text"] as? String
            app.key("ctrl+z")
            try app.waitForWidget("Layout Cards") { $0["active"] as? Bool == true }
            try app.waitForWidget("Current index") { $0["text"] as? String == "1 / 15" }
            app.key("ctrl+z")
            try app.waitForWidget("Current index") { $0["text"] as? String == "1 / 16" }
            try app.waitForWidget("Selection") { ($0["text"] as? String ?? "").hasSuffix("Level 1") }
            app.key("ctrl+shift+z")
            app.key("ctrl+shift+z")
            try app.waitForWidget("Layout Waterfall") { $0["active"] as? Bool == true }
            try app.waitForWidget("Item count") { $0["text"] as? String == shop }
            #expect(app.finish().isEmpty)
        }

        @Test func aDocumentGivenOnTheCommandLineOpensWithItsView() throws {
            let dir = folder()
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let path = dir + "/flow.layout"
            let document = """
            {"format": "layout-playground", "version": 1, "layout": "flow",
             "parameters": {"interitemSpacing": "30", "headerHeight": "36"},
             "dataset": {"file": "tags.json"}, "items": null,
             "view": {"width": 800, "height": 500, "offset": {"x": 0, "y": 120}, "selection": "3"},
             "direction": "ltr"}
            """
            try Data(document.utf8).write(to: URL(fileURLWithPath: path))
            let app = try AppSession([path, "--size", "800x500"])
            let opened = try app.waitFor("opened")
            #expect(opened["path"] as? String == path)
            try app.waitForWidget("Document") { $0["text"] as? String == "flow.layout" }
            try app.waitForWidget("Item spacing") { $0["text"] as? String == "30" }
            try app.waitForWidget("Selection") { ($0["text"] as? String ?? "").contains("Selected") }
            #expect(app.finish().isEmpty)
        }
    }
}
