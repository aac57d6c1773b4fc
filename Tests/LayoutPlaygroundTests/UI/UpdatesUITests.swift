import Foundation
import Testing

extension UITests {
    /// Data that changes, in the app: Delete, Insert, undo and redo, animated.
    @Suite
    struct UpdatesUITests {
        @Test func deleteAndUndoRestoreTheSameItems() throws {
            let app = try AppSession(["--layout", "cards", "--size", "800x600"])
            try app.waitFor("settled")
            app.click(at: (10, 10))  // focus the canvas
            try app.waitForSteadyCanvas(interval: 0.5)  // the pictures load
            let before = try app.screenshotOfCanvas()
            var mark = app.events.count
            app.key("Delete")
            let deleted = try app.changed(after: mark)
            #expect(deleted["itemCount"] as? Int == 15)
            // Said to a person who cannot see it (see ScreenReaderUITests).
            try app.waitFor("announced", after: mark) { $0["text"] as? String == "Deleted Level 1, Sunny Meadow" }
            let gone = try app.waitForSteadyCanvas()  // the update has animated
            #expect(gone.changedFraction(from: before) > 0.1, "card 1 left, card 2 took its place")
            mark = app.events.count
            app.key("ctrl+z")
            let restored = try app.changed(after: mark)
            #expect(restored["itemCount"] as? Int == 16)
            try app.waitFor("announced", after: mark) { $0["text"] as? String == "Restored Level 1, Sunny Meadow" }
            // The card in focus stayed in place (as UIKit keeps it when items
            // arrive before it); back at the first card the picture is the old one.
            mark = app.events.count
            app.key("Home")
            _ = try app.settled(after: mark)
            let again = try app.screenshotOfCanvas()
            #expect(again.changedFraction(from: before) < 0.03, "the same cards again")
            mark = app.events.count
            app.key("ctrl+shift+z")
            #expect(try app.changed(after: mark)["itemCount"] as? Int == 15)
            mark = app.events.count
            app.key("Insert")
            #expect(try app.changed(after: mark)["itemCount"] as? Int == 16)
            try app.waitFor("announced", after: mark) { ($0["text"] as? String ?? "").hasPrefix("Inserted Level ") }
            #expect(app.finish().isEmpty)
        }

        @Test func altArrowsMoveTheSelectedCardAndItStaysInFocus() throws {
            let app = try AppSession(["--layout", "cards", "--size", "800x900"])
            try app.waitFor("settled")
            app.click(at: (10, 10))
            app.key("Return")
            try app.waitForWidget("Selection") { ($0["text"] as? String ?? "").hasPrefix("Selected: Level 1") }
            var mark = app.events.count
            app.key("alt+Right")
            _ = try app.changed(after: mark)
            try app.waitFor("announced", after: mark) { $0["text"] as? String == "Moved Level 1, Sunny Meadow, position 2" }
            // Level 1 is now the second card, still centred and selected.
            try app.waitForWidget("Current index") { $0["text"] as? String == "2 / 16" }
            try app.waitForWidget("Selection") { ($0["text"] as? String ?? "").hasPrefix("Selected: Level 1") }
            mark = app.events.count
            app.key("alt+Left")
            _ = try app.changed(after: mark)
            try app.waitForWidget("Current index") { $0["text"] as? String == "1 / 16" }
            #expect(app.finish().isEmpty)
        }

        @Test func aDeleteAnimatesTheCardsIntoPlace() throws {
            let app = try AppSession(["--layout", "cards", "--size", "800x600"])
            try app.waitFor("settled")
            app.click(at: (10, 10))
            let before = try app.waitForSteadyCanvas(interval: 0.5)  // the pictures load
            let mark = app.events.count
            app.key("Delete")
            // Halfway through the 0.3 s animation the picture is neither the old one nor the new one.
            usleep(120_000)  // watched: a moment inside the animation
            let during = try app.screenshotOfCanvas()
            _ = try app.changed(after: mark)
            try app.waitForRest(after: mark)  // the animation is over
            let after = try app.screenshotOfCanvas()
            #expect(during.changedFraction(from: before) > 0.02 && during.changedFraction(from: after) > 0.02)
            #expect(app.finish().isEmpty)
        }

        /// In slow motion (the update lasts 3 s): the leaving card shows its
        /// own picture as it starts to fade, and the "n / N" pill stays.
        @Test func aDeletedCardKeepsItsPictureAndThePillStaysWhileItLeaves() throws {
            // Tall enough that the panel's Slow motion switch is on screen.
            let app = try AppSession(["--layout", "cards", "--size", "800x1100"])
            try app.waitFor("settled")
            try app.clickWidget("Slow motion (×10)")
            try app.waitForWidget("Slow motion (×10)") { $0["active"] as? Bool == true }
            app.click(at: (10, 10))  // focus the canvas
            try app.waitForSteadyCanvas(interval: 0.5)  // the pictures load
            // The centred card (280×400 at the middle) and the strip under it (the pill, the dots).
            let card = { try app.screenshot(x: 300, y: 350, width: 200, height: 300) }
            let pill = { try app.screenshot(x: 300, y: 720, width: 200, height: 280) }
            let cardBefore = try card(), pillBefore = try pill()
            let background = pillBefore.pixel(0, 0)
            let pillCover = { (shot: Screenshot) in
                shot.fraction { abs($0.r - background.r) + abs($0.g - background.g) + abs($0.b - background.b) > 40 }
            }
            #expect(pillCover(pillBefore) > 0.02, "the pill is under the cards")
            let mark = app.events.count
            app.key("Delete")
            _ = try app.changed(after: mark)
            usleep(250_000)  // watched: early in the 3 s exit
            let cardDuring = try card(), pillDuring = try pill()
            // Early in its exit the picture is still mostly as it was; a placeholder is not (1.0).
            #expect(cardDuring.changedFraction(from: cardBefore, tolerance: 40) < 0.5,
                    "the leaving card shows its picture: \(cardDuring.changedFraction(from: cardBefore, tolerance: 40))")
            #expect(pillCover(pillDuring) > pillCover(pillBefore) * 0.7, "the pill stays while the cards move")
            #expect(app.finish().isEmpty)
        }
    }
}
