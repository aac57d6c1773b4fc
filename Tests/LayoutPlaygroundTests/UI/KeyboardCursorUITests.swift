import Foundation
import Testing

extension UITests {
    /// The keyboard alone reaches, moves between and selects items on the flow.
    @Suite
    struct KeyboardCursorUITests {
        @Test func arrowsMoveACursorOnTheFlowAndEnterSelectsWhatItIsOn() throws {
            let app = try AppSession(["--layout", "flow", "--size", "800x600"])
            try app.waitFor("settled")
            try app.focusCanvas(at: (790, 590))
            let before = try app.waitForSteadyCanvas()
            var mark = app.events.count
            app.key("Home")
            app.key("Right")
            app.key("Return")
            let first = try app.waitFor("selected", after: mark)
            #expect(first["item"] as? Int == 1, "Home, then Right: the second tag")
            // A focus ring now shows: the canvas changed around the cursor.
            let ringed = try app.waitForCanvas(changedFrom: before, moreThan: 0.001)
            #expect(ringed.changedFraction(from: before) > 0.001)
            mark = app.events.count
            app.key("Down")
            app.key("Return")
            let below = try app.waitFor("selected", after: mark)
            #expect((below["item"] as? Int ?? 0) > 1, "Down goes to the next line: \(below)")
            // Page Down takes the cursor a screenful further down.
            mark = app.events.count
            app.key("Page_Down")
            let pageDown = try app.settled(after: mark)
            #expect(((pageDown["offset"] as? [String: Double])?["y"] ?? 0) > 0, "the page scrolled")
            mark = app.events.count
            app.key("Return")
            let paged = try app.waitFor("selected", after: mark)
            #expect(paged["item"] as? Int != below["item"] as? Int, "the cursor moved with the page: \(paged)")
            // Escape clears the selection; Ctrl+Down still scrolls.
            mark = app.events.count
            app.key("Escape")
            app.key("ctrl+Down")
            let scrolled = try app.settled(after: mark)
            #expect(((scrolled["offset"] as? [String: Double])?["y"] ?? 0) > 0)
            #expect(app.finish().isEmpty)
        }
    }
}
