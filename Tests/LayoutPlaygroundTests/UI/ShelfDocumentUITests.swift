import Foundation
import Testing

extension UITests {
    /// A document keeps the compositional layout's shelves where they were:
    /// opened in the app, its hero shelf shows the page the document says,
    /// and Save writes the shelves' offsets back.
    @Suite(.serialized)
    struct ShelfDocumentUITests {
        /// The hero shelf in the 900×700 canvas (see CompositionalUITests).
        static let hero = (y: 50.0, height: 210.0)

        @Test func anOpenedDocumentShowsItsShelvesAndSaveKeepsThem() throws {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lp-shelves-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: dir) }
            // The page as it starts, for comparison.
            let plain = try AppSession(["--layout", "compositional", "--size", "900x700"])
            try plain.waitFor("settled")
            plain.waitForQuietMotion()
            let start = try plain.screenshot(x: 0, y: Self.hero.y, width: 900, height: Self.hero.height)
            #expect(plain.finish().isEmpty)

            let path = dir + "/shelves.layout"
            let document = """
            {"format": "layout-playground", "version": 1, "layout": "compositional",
             "parameters": {"screen": "today"}, "dataset": {"file": "today.json"}, "items": null,
             "view": {"width": 900, "height": 700, "offset": {"x": 0, "y": 0}, "selection": null,
                      "sectionOffsets": {"0": 900, "1": 300}},
             "direction": "ltr"}
            """
            try Data(document.utf8).write(to: URL(fileURLWithPath: path))
            let app = try AppSession([path, "--size", "900x700"])
            _ = try app.waitFor("opened")
            app.waitForQuietMotion()
            // The hero shelf is on its second page, not its first.
            let shown = try app.waitForPixels(timeout: 10, { try app.screenshot(x: 0, y: Self.hero.y, width: 900, height: Self.hero.height) },
                                              until: { $0.changedFraction(from: start) > 0.3 })
            #expect(shown.changedFraction(from: start) > 0.3, "the hero shelf shows the document's page")
            // Save (Ctrl+S, the canvas in focus) writes the offsets back.
            try FileManager.default.removeItem(atPath: path)
            try app.focusCanvas()
            let mark = app.events.count
            app.key("ctrl+s")
            _ = try app.waitFor("saved", after: mark)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
            let view = try #require(object["view"] as? [String: Any])
            #expect(view["sectionOffsets"] as? [String: Double] == ["0": 900, "1": 300])
            // The document is among the recent files of this session's own data folder (not the person's).
            let recent = app.dataFolder + "/recently-used.xbel"
            let listed = AppSession.poll(timeout: 5) {
                (try? String(contentsOfFile: recent, encoding: .utf8))?.contains(URL(fileURLWithPath: path).absoluteString) ?? false
            }
            #expect(listed, "the saved document is in the session's recent files")
            #expect(app.finish().isEmpty)
        }
    }
}
