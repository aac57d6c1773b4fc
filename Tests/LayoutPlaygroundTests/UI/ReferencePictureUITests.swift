import CollectionLayout
import Foundation
import Testing

extension UITests {
    /// The reference picture behind the canvas: drawn where the document
    /// says, moved by Shift+drag in pose mode (one step of undo), and where
    /// it was left after Save and Open.
    @Suite
    struct ReferencePictureUITests {
        static func isRed(_ c: Screenshot.Color) -> Bool { c.r > 200 && c.g < 100 && c.b < 100 }
        /// Red seen at half opacity over the dark background.
        static func isReddish(_ c: Screenshot.Color) -> Bool { c.r > 100 && c.r > c.g + 60 && c.r > c.b + 60 }

        @Test func thePictureMovesAndSurvivesSaveAndOpen() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lp-reference-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            TestPictures.write(folder + "/red.png", width: 300, height: 200, index: 0)
            let path = folder + "/posed.layout"
            let document = """
            {"format": "layout-playground", "version": 1, "layout": "carousel", "dataset": {"file": "levels.json"},
             "reference": {"file": "red.png", "x": 40, "y": 40, "opacity": 1}}
            """
            try Data(document.utf8).write(to: URL(fileURLWithPath: path))
            let app = try AppSession([path, "--size", "1400x1000"])
            _ = try app.waitFor("opened")
            try app.waitForRestNow()
            var shot = try app.screenshotOfCanvas()
            #expect(Self.isRed(shot.pixel(60, 60)) && Self.isRed(shot.pixel(330, 230)), "drawn at 40,40: \(shot.pixel(60, 60))")
            #expect(!Self.isRed(shot.pixel(360, 260)), "300×200: \(shot.pixel(360, 260))")

            // Pose mode: Shift+drag moves it 200 right, 150 down.
            try app.clickWidget("Pose")
            try app.waitForWidget("Reference opacity") { ($0["mapped"] as? Bool) == true }
            try app.waitForRestNow()
            app.xdotool(["keydown", "shift"])
            app.drag(from: (100, 100), to: (300, 250), duration: 0.8, steps: 8, holdAtEnd: 0.2)
            app.xdotool(["keyup", "shift"])
            let deadline = Date().addingTimeInterval(6)
            repeat {
                usleep(200_000)
                shot = try app.screenshotOfCanvas()
            } while Self.isRed(shot.pixel(60, 60)) && Date() < deadline
            #expect(!Self.isRed(shot.pixel(60, 60)) && Self.isRed(shot.pixel(260, 210)) && Self.isRed(shot.pixel(530, 380)),
                    "moved to 240,190: \(shot.pixel(60, 60)) \(shot.pixel(260, 210))")

            // Saved with the document, the file relative to it.
            app.key("ctrl+s")
            try app.waitForWidget("Document") { $0["text"] as? String == "posed.layout" }
            let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
            let reference = try #require(saved?["reference"] as? [String: Any])
            #expect(reference["file"] as? String == "red.png")
            #expect((reference["x"] as? NSNumber)?.doubleValue == 240 && (reference["y"] as? NSNumber)?.doubleValue == 190, "\(reference)")
            #expect(app.finish().isEmpty)

            // Opened again: where it was left.
            let again = try AppSession([path, "--size", "1400x1000"])
            _ = try again.waitFor("opened")
            try again.waitForRestNow()
            let reopened = try again.screenshotOfCanvas()
            #expect(!Self.isRed(reopened.pixel(60, 60)) && Self.isRed(reopened.pixel(260, 210)))
            #expect(again.finish().isEmpty)
        }

        /// In pose mode one picture dropped on the window becomes the
        /// reference picture (out of pose mode it would become the data),
        /// centred on the canvas, where the item in focus stands.
        @Test func aPictureDroppedInPoseModeBecomesTheReference() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lp-refdrop-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            TestPictures.write(folder + "/red.png", width: 600, height: 500, index: 0)
            let app = try AppSession(["--layout", "carousel", "--size", "1400x1000"])
            try app.waitFor("settled")
            try app.waitForRestNow()
            try app.clickWidget("Pose")
            try app.waitForWidget("Remove reference picture") { ($0["sensitive"] as? Bool) == false }
            #expect(try DragSource(uris: ["file://" + folder + "/red.png"], display: app.display).drag(to: (400, 300), of: app))
            try app.waitForWidget("Remove reference picture") { ($0["sensitive"] as? Bool) == true }
            let deadline = Date().addingTimeInterval(6)
            // Above the cards, inside the centred picture (250 up to 250 down).
            let cx = Int(app.canvas.width / 2), cy = Int(app.canvas.height / 2)
            var shot = try app.screenshotOfCanvas()
            while !Self.isReddish(shot.pixel(cx, cy - 200)), Date() < deadline {
                usleep(200_000)
                shot = try app.screenshotOfCanvas()
            }
            #expect(Self.isReddish(shot.pixel(cx, cy - 200)) && Self.isReddish(shot.pixel(cx - 280, cy + 230)),
                    "the picture centred: \(shot.pixel(cx, cy - 200)) \(shot.pixel(cx - 280, cy + 230))")
            #expect(!Self.isReddish(shot.pixel(cx - 320, cy - 200)) && !Self.isReddish(shot.pixel(cx, cy - 270)),
                    "600×500 about the centre: \(shot.pixel(cx - 320, cy - 200)) \(shot.pixel(cx, cy - 270))")
            // The data stayed the levels: sixteen items.
            try app.waitForWidget("Item count") { $0["text"] as? String == "16" }
            #expect(app.finish().isEmpty)
        }
    }
}
