import CollectionLayout
import Foundation
import Testing

extension UITests {
    /// The insight panel's keyline guides draw a keyline carousel's keylines
    /// over the canvas, focal ones green, and say why on other layouts.
    @Suite
    struct KeylineGuidesUITests {
        @Test func theGuidesDrawTheFocalKeylinesInGreen() throws {
            // Tall enough that the panel's insight toggles are on screen.
            let app = try AppSession(["--layout", "keyline", "--size", "800x1100"])
            try app.waitFor("settled")
            try app.waitForRestNow()
            let green: (Screenshot.Color) -> Bool = { $0.g > 200 && $0.r < 140 && $0.b < 170 }
            let before = try app.screenshotOfCanvas()
            try Self.showGuides(app)
            try app.waitForWidget("Keyline guides") { $0["active"] as? Bool == true }
            var after = before
            let deadline = Date().addingTimeInterval(10)
            repeat {
                usleep(200_000)
                after = try app.screenshotOfCanvas()
            } while after.fraction(where: green) <= before.fraction(where: green) + 0.001 && Date() < deadline
            #expect(before.fraction(where: green) < 0.0005, "no guides before: \(before.fraction(where: green))")
            #expect(after.fraction(where: green) > before.fraction(where: green) + 0.001,
                    "green keylines drawn: \(after.fraction(where: green))")
            // Off again: the canvas as it was.
            try app.clickWidget("Keyline guides")
            try app.waitForWidget("Keyline guides") { $0["active"] as? Bool == false }
            let deadline2 = Date().addingTimeInterval(10)
            repeat {
                usleep(200_000)
                after = try app.screenshotOfCanvas()
            } while after.fraction(where: green) > before.fraction(where: green) + 0.0005 && Date() < deadline2
            #expect(after.changedFraction(from: before) < 0.01)
            #expect(app.finish().isEmpty)
        }

        /// Scrolls the long keyline panel until the toggle is in the window, and turns the guides on.
        static func showGuides(_ app: AppSession) throws {
            let toggle = AppSession.rect(try app.waitForWidget("Keyline guides") { _ in true })
            app.xdotool(["mousemove", String(Int(toggle.x + 40)), "600"])
            for _ in 0..<30 { app.xdotool(["click", "5"]); usleep(20_000) }
            try app.waitForWidget("Keyline guides") { state in
                let r = AppSession.rect(state)
                return r.y > 0 && r.y + r.height < 1000
            }
            try app.clickWidget("Keyline guides")
            try app.waitForWidget("Keyline guides") { $0["active"] as? Bool == true }
        }

        /// Dragging a keyline's line moves it: the carousel takes the custom
        /// strategy with the keylines as they stood, the view stays where it
        /// was, and one Ctrl+Z takes the whole drag back.
        @Test func draggingAKeylineMakesCustomKeylinesUndoneInOneStep() throws {
            let app = try AppSession(["--layout", "keyline", "--size", "800x1100"])
            try app.waitFor("settled")
            try app.waitForRestNow()
            try Self.showGuides(app)
            let layout = try KeylineLayout(assignments: ["itemHeight=400"])
            layout.prepare(LayoutContext(viewport: Size(width: app.canvas.width, height: app.canvas.height), itemCount: 10))
            let keylines = layout.keylines(at: .zero).filter { !$0.isAnchor }
            let medium = try #require(keylines.first { !$0.isFocal }, "\(keylines)")
            let mark = app.events.count
            // Slowly, with pauses longer than edits coalesce over by time.
            app.drag(from: (medium.offset, app.canvas.height / 2), to: (medium.offset - 40, app.canvas.height / 2),
                     duration: 2.5, steps: 10, holdAtEnd: 0.3)
            try app.waitForWidget("Strategy") { $0["text"] as? String == "Custom keylines" }
            let moved = formatNumber(((medium.offset - 40) * 10).rounded() / 10)
            let field: [String: Any]
            do {
                field = try app.waitForWidget("Keylines") { ($0["text"] as? String ?? "").contains("\(moved):") }
            } catch {
                Issue.record("\(error); expected \(moved) from \(keylines) in \(app.canvas)")
                _ = app.finish()
                return
            }
            #expect((field["text"] as? String ?? "").split(separator: ",").count == keylines.count)
            try app.waitForWidget("Document") { $0["text"] as? String == "• Untitled" }
            try app.waitForRestNow()
            // The view stayed on the first item: the release focused nothing.
            let settledSince = app.events[mark...].filter { $0["event"] as? String == "settled" }
            #expect(settledSince.allSatisfy { $0["currentIndex"] as? Int == 0 }, "\(settledSince)")
            app.click(at: (10, 10))
            app.key("ctrl+z")
            try app.waitForWidget("Strategy") { $0["text"] as? String == "Multi-browse" }
            try app.waitForWidget("Document") { $0["text"] as? String == "Untitled" }
            #expect(app.finish().isEmpty)
        }
    }
}
