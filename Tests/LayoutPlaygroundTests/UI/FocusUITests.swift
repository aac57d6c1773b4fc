import Foundation
import Testing

extension UITests {
    /// The item in focus stays in focus when the layout changes under it.
    @Suite
    struct FocusUITests {
        @Test func aMuchWiderCardKeepsCardEightInFocus() throws {
            let app = try AppSession(["--layout", "cards", "--size", "800x600"])
            try app.waitFor("settled")
            try app.focusCanvas()
            var mark = app.events.count
            app.key("End")
            _ = try app.settled(after: mark)
            mark = app.events.count
            for _ in 0..<7 {
                app.key("Left")
                usleep(120_000)  // a person's pace
            }
            let atEight = try app.settled(after: mark)
            #expect(atEight["currentIndex"] as? Int == 8)
            // Tab from the canvas reaches the item width field: type 400.
            let before = try app.screenshotOfCanvas()
            mark = app.events.count
            app.key("Tab")
            try app.waitForFocus("Item width")
            app.key("ctrl+a")
            app.xdotool(["type", "--delay", "15", "400"])
            app.key("Return")
            let changed = try app.changed(after: mark)
            #expect(changed["currentIndex"] as? Int == 8, "card 8 stays in focus: \(changed)")
            let offset = changed["offset"] as? [String: Double] ?? [:]
            #expect(offset["x"] == 8.0 * 405, "card 8's rest offset with 400-point cards and 5-point gaps")
            // The wider cards are on screen.
            #expect(try app.waitForSteadyCanvas().changedFraction(from: before) > 0.05)
            #expect(app.finish().isEmpty)
        }
    }
}
