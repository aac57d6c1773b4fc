import Foundation
import Testing

extension UITests {
    /// Morphs between layouts: choosing the carousel from the cards shows
    /// one become the other and comes to rest on the carousel; Ctrl+drag
    /// takes the morph back by hand through frames unlike either end, and
    /// letting go short of half way returns to the cards, drawn as they were.
    @Suite
    struct MorphUITests {
        @Test func aMorphPlaysScrubsAndGoesBackWhenLetGoNearItsStart() throws {
            let app = try AppSession(["--layout", "cards", "--size", "1400x1000"])
            try app.waitFor("settled")
            try app.waitForRestNow()
            // Focused from the top-left corner, clear of the cards and the page marks.
            try app.focusCanvas(at: (20, 20))
            try app.waitForRestNow()
            usleep(300_000)
            let cards = try app.screenshotOfCanvas()

            var mark = app.events.count
            app.key("ctrl+7")
            let started = try app.waitFor("morphStarted", after: mark)
            #expect(started["from"] as? String == "cards" && started["to"] as? String == "carousel", "\(started)")
            let ended = try app.waitFor("morphEnded", after: mark, timeout: 10)
            #expect((ended["progress"] as? NSNumber)?.doubleValue == 1 && ended["layout"] as? String == "carousel", "\(ended)")
            try app.waitForWidget("Transition") { $0["sensitive"] as? Bool == true }
            usleep(400_000)
            let carousel = try app.screenshotOfCanvas()
            #expect(carousel.changedFraction(from: cards) > 0.05, "the carousel is not the cards")

            // Ctrl+drag left: half the scrub length back, held there.
            let length = max(240, app.canvas.width * 0.6)
            let y = app.canvas.height - 60, x0 = app.canvas.width * 0.8
            mark = app.events.count
            app.xdotool(["keydown", "ctrl"])
            app.press(at: (x0, y))
            try app.waitFor("morphGrabbed", after: mark)
            for step in 1...10 {
                app.move(to: (x0 - length * 0.5 * Double(step) / 10, y))
                usleep(40_000)
            }
            usleep(500_000)
            let halfway = try app.screenshotOfCanvas()
            #expect(halfway.changedFraction(from: cards) > 0.02 && halfway.changedFraction(from: carousel) > 0.02,
                    "half way is neither end: \(halfway.changedFraction(from: cards)) \(halfway.changedFraction(from: carousel))")
            // On toward the start, still, then let go: back to the cards.
            for step in 1...5 {
                app.move(to: (x0 - length * (0.5 + 0.06 * Double(step)), y))
                usleep(40_000)
            }
            usleep(400_000)
            app.release()
            app.xdotool(["keyup", "ctrl"])
            let back = try app.waitFor("morphEnded", after: mark, timeout: 10)
            #expect((back["progress"] as? NSNumber)?.doubleValue == 0 && back["layout"] as? String == "cards", "\(back)")
            try app.changed(after: mark) { $0["layout"] as? String == "cards" }
            try app.waitForRestNow()
            usleep(400_000)
            let again = try app.screenshotOfCanvas()
            if again.changedFraction(from: cards) >= 0.01 {
                cards.save(png: "/tmp/morph-cards-before.png")
                again.save(png: "/tmp/morph-cards-after.png")
            }
            #expect(again.changedFraction(from: cards) < 0.01, "the cards as they were: \(again.changedFraction(from: cards))")
            #expect(app.finish().isEmpty)
        }

        /// "Compare": another whole set of parameters of the same layout (the
        /// carousel's Type, a preset) morphs too; a slider's step does not.
        @Test func anotherTypeOfTheSameLayoutMorphs() throws {
            let app = try AppSession(["--layout", "carousel", "--size", "1100x900", "--set", "type=coverFlow"])
            try app.waitFor("settled")
            try app.waitForRestNow()
            let before = try app.screenshotOfCanvas()
            var mark = app.events.count
            try app.clickWidget("Type")
            if (try? app.waitForWindow(after: mark, timeout: 3) { $0["title"] as? String == "" }) == nil {
                try app.clickWidget("Type")
                try app.waitForWindow(after: mark) { $0["title"] as? String == "" }
            }
            // Cover Flow is the eighth; Rotary the second.
            for _ in 0..<6 { app.key("Up"); usleep(40_000) }
            app.key("Return")
            try app.waitForWidget("Type") { $0["text"] as? String == "Rotary" }
            let started = try app.waitFor("morphStarted", after: mark)
            #expect(started["from"] as? String == "carousel" && started["to"] as? String == "carousel", "\(started)")
            try app.waitFor("morphEnded", after: mark) { ($0["progress"] as? NSNumber)?.doubleValue == 1 }
            try app.waitForRestNow()
            #expect(try app.screenshotOfCanvas().changedFraction(from: before) > 0.02, "Rotary is drawn")
            // A step of Item width is no whole other set: no morph.
            mark = app.events.count
            try app.clickWidget("Item width", atX: 0.93)
            try app.changed(after: mark)
            try app.waitForRestNow()
            #expect(!app.events[mark...].contains { $0["event"] as? String == "morphStarted" })
            #expect(app.finish().isEmpty)
        }

        /// "Cut between layouts" keeps the old behaviour: no morph.
        @Test func theCutOptionSwitchesWithoutAMorph() throws {
            let app = try AppSession(["--layout", "cards", "--size", "1400x1100"])
            try app.waitFor("settled")
            try app.waitForRestNow()
            try OverlayStackingUITests.scrollIntoView("Cut between layouts", app)
            try app.clickWidget("Cut between layouts")
            try app.waitForWidget("Cut between layouts") { $0["active"] as? Bool == true }
            try app.focusCanvas(at: (20, 20))
            let mark = app.events.count
            app.key("ctrl+7")
            try app.changed(after: mark) { $0["layout"] as? String == "carousel" }
            try app.waitForRestNow()
            let names = app.events[mark...].compactMap { $0["event"] as? String }
            #expect(!names.contains("morphStarted"), "\(names)")
            usleep(300_000)
            let cut = try app.screenshotOfCanvas()
            // The morph ends on the very picture the cut shows: the cards again, then the carousel by a morph.
            try OverlayStackingUITests.scrollIntoView("Cut between layouts", app)
            try app.clickWidget("Cut between layouts")
            try app.waitForWidget("Cut between layouts") { $0["active"] as? Bool == false }
            try app.focusCanvas(at: (20, 20))
            var next = app.events.count
            app.key("ctrl+1")
            try app.waitFor("morphEnded", after: next) { $0["layout"] as? String == "cards" }
            try app.waitForRestNow()
            next = app.events.count
            app.key("ctrl+7")
            try app.waitFor("morphEnded", after: next) { $0["layout"] as? String == "carousel" }
            try app.waitForRestNow()
            usleep(300_000)
            let morphed = try app.screenshotOfCanvas()
            #expect(morphed.changedFraction(from: cut) < 0.01, "the morph's end is the carousel the cut shows: \(morphed.changedFraction(from: cut))")
            #expect(app.finish().isEmpty)
        }
    }
}
