import Foundation
import Testing

extension UITests {
    /// Pages that load by themselves near the waterfall's end are not a
    /// person's edits: the title keeps no unsaved mark for them and Ctrl+Z
    /// goes past them to the person's own steps.
    @Suite(.serialized)
    struct ArrivalUndoUITests {
        /// A document of the sixteen levels, which never fill the waterfall.
        private func document(layout: String) throws -> (folder: String, path: String) {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lp-arrivals-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let path = folder + "/levels.layout"
            let text = """
            {"format": "layout-playground", "version": 1, "layout": "\(layout)", "parameters": {},
             "dataset": {"file": "levels.json"}, "items": null,
             "view": {"width": 800, "height": 500, "offset": {"x": 0, "y": 0}, "selection": null}, "direction": "ltr"}
            """
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            return (folder, path)
        }

        private func itemCount(_ app: AppSession) -> Int {
            Int(app.widgetStates["Item count"]?["text"] as? String ?? "") ?? 0
        }

        @Test func lookingAtAWaterfallThatLoadsPagesLeavesTheDocumentUnchanged() throws {
            let (folder, path) = try document(layout: "waterfall")
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let app = try AppSession([path, "--size", "800x500"])
            try app.waitFor("opened")
            try app.waitFor("settled")
            // A notch down nears the end: the next page loads by itself.
            app.wheel(down: true, at: (200, 200))
            try app.waitForWidget("Item count") { Int($0["text"] as? String ?? "") ?? 0 > 16 }
            #expect(app.widgetStates["Document"]?["text"] as? String == "levels.layout", "no unsaved mark")
            #expect(app.finish().isEmpty)
        }

        @Test func undoGoesPastTheLoadedPagesBackToTheCarousel() throws {
            let (folder, path) = try document(layout: "carousel")
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let app = try AppSession([path, "--size", "800x500"])
            try app.waitFor("opened")
            try app.waitForWidget("Layout Carousel") { $0["active"] as? Bool == true }
            try app.focusCanvas(at: (400, 250))
            app.key("ctrl+2")
            try app.waitForWidget("Layout Waterfall") { $0["active"] as? Bool == true }
            // A page arrives by itself near the end: the sixteen levels do not fill the view.
            app.wheel(down: true, at: (200, 200))
            try app.waitForWidget("Item count") { Int($0["text"] as? String ?? "") ?? 0 > 16 }
            try app.waitForWidget("Document") { $0["text"] as? String == "• levels.layout" }
            app.key("ctrl+z")
            try app.waitForWidget("Layout Carousel") { $0["active"] as? Bool == true }
            try app.waitForWidget("Item count") { $0["text"] as? String == "16" }
            try app.waitForWidget("Document") { $0["text"] as? String == "levels.layout" }
            #expect(app.finish().isEmpty)
        }
    }
}
