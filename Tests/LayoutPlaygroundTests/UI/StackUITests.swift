import Foundation
import Testing

extension UITests {
    /// The stack as a dating-app deck: a swipe settles quickly, the card
    /// turns as it is dragged.
    @Suite
    struct StackUITests {
        private func number(_ event: [String: Any], _ key: String) -> Double {
            (event[key] as? Double) ?? .nan
        }

        @Test func aFlickThrowsTheTopCardAndSettlesWithinHalfASecond() throws {
            let app = try AppSession(["--layout", "stack", "--size", "800x600"])
            try app.waitFor("settled")
            // A flick throws card 0, a short fast flick card 1, a flick right brings card 1 back.
            for (from, to, expected) in [(500.0, 300.0, 1), (430.0, 370.0, 2), (300.0, 520.0, 1)] {
                let mark = app.events.count
                app.flick(from: (from, 300), to: (to, 300), duration: 0.1)
                let released = try app.waitFor("released", after: mark)
                let settled = try app.settled(after: mark)
                #expect(settled["currentIndex"] as? Int == expected, "\(from) → \(to): \(released) \(settled)")
                let seconds = number(settled, "time") - number(released, "time")
                #expect(seconds <= 0.5, "settled \(seconds) s after the release of \(from) → \(to)")
            }
            // Ctrl+Z brings back the card thrown last.
            let mark = app.events.count
            app.key("ctrl+z")
            let back = try app.settled(after: mark)
            #expect(back["currentIndex"] as? Int == 0)
            #expect(app.finish().isEmpty)
        }

        /// On the stack reached from the cards, two throws are two steps:
        /// Ctrl+Z brings the cards back one by one, and only then goes back
        /// to the cards; the title never gains the unsaved mark for a throw.
        @Test func ctrlZBringsBackEachThrownCardBeforeLeavingTheStack() throws {
            let app = try AppSession(["--layout", "cards", "--size", "800x600"])
            try app.waitFor("settled")
            try app.focusCanvas(at: (400, 300))
            app.key("ctrl+5")
            try app.waitForWidget("Layout Stack") { $0["active"] as? Bool == true }
            try app.waitFor("rest")
            for expected in [1, 2] {
                let mark = app.events.count
                app.flick(from: (500, 300), to: (300, 300), duration: 0.1)
                #expect(try app.settled(after: mark)["currentIndex"] as? Int == expected)
            }
            for expected in [1, 0] {
                let mark = app.events.count
                app.key("ctrl+z")
                #expect(try app.settled(after: mark)["currentIndex"] as? Int == expected)
                #expect(app.widgetStates["Layout Stack"]?["active"] as? Bool == true, "still the stack")
            }
            app.key("ctrl+z")
            try app.waitForWidget("Layout Cards") { $0["active"] as? Bool == true }
            try app.waitForWidget("Document") { $0["text"] as? String == "Untitled" }
            #expect(app.finish().isEmpty)
        }

        /// The top card's left edge, found from the left on two rows of the
        /// canvas while a drag holds the card a fifth of the way out.
        private func leftEdgesWhileDragging(_ extra: [String]) throws -> (top: Int, bottom: Int) {
            let app = try AppSession(["--layout", "stack", "--size", "800x600", "--set", "backgroundScale=1"] + extra)
            try app.waitFor("settled")
            let x0 = Int(app.canvas.x), y0 = Int(app.canvas.y)
            app.xdotool(["mousemove", "\(x0 + 400)", "\(y0 + 300)"])
            usleep(50_000)
            app.xdotool(["mousedown", "1"])
            for i in 1...8 {
                usleep(40_000)
                app.xdotool(["mousemove", "\(x0 + 400 - i * 20)", "\(y0 + 300)"])
            }
            let shot = try app.waitForSteadyCanvas()  // the card has caught up with the finger
            app.xdotool(["mouseup", "1"])
            func edge(_ y: Int) -> Int {
                (0..<shot.width).first { x in
                    let c = shot.pixel(x, y)
                    return c.r > 200 && c.g > 200 && c.b > 200
                } ?? -1
            }
            let edges = (edge(150), edge(450))
            #expect(app.finish().isEmpty)
            return edges
        }

        @Test func theTopCardTurnsAsItIsDragged() throws {
            let turned = try leftEdgesWhileDragging([])
            // Turning left about a point below it, the card's top goes further left than its foot.
            #expect(turned.top >= 0 && turned.bottom - turned.top > 10, "edges \(turned)")
            let flat = try leftEdgesWhileDragging(["--set", "maximumRotation=0"])
            #expect(flat.top >= 0 && abs(flat.bottom - flat.top) <= 2, "edges \(flat)")
        }

        /// The share of the canvas in the NOPE stamp's red.
        private func stampRed(_ app: AppSession) throws -> Double {
            try app.screenshotOfCanvas().fraction { $0.r > 200 && $0.g < 100 && $0.b < 120 && $0.r - $0.b > 110 }
        }

        /// A card thrown left shows NOPE while it goes; brought back (Ctrl+Z,
        /// in slow motion to catch it on the way) it shows no stamp.
        @Test func aCardBroughtBackShowsNoStamp() throws {
            // Tall enough for the panel's Slow motion switch to be on screen.
            let app = try AppSession(["--layout", "stack", "--size", "800x1100"])
            try app.waitFor("settled")
            let x0 = Int(app.canvas.x), y0 = Int(app.canvas.y)
            // Hold the top card halfway out to the left: the stamp shows.
            app.xdotool(["mousemove", "\(x0 + 600)", "\(y0 + 500)"])
            usleep(50_000)
            app.xdotool(["mousedown", "1"])
            for i in 1...10 {
                usleep(30_000)
                app.xdotool(["mousemove", "\(x0 + 600 - i * 40)", "\(y0 + 500)"])
            }
            try app.waitForSteadyCanvas()  // the card has caught up with the finger
            let throwing = try stampRed(app)
            var mark = app.events.count
            app.xdotool(["mouseup", "1"])
            let thrown = try app.settled(after: mark)
            #expect(thrown["currentIndex"] as? Int == 1)
            #expect(throwing > 0.0005, "NOPE shows on the card going left: \(throwing)")
            try app.clickWidget("Slow motion (×10)")
            try app.waitForWidget("Slow motion (×10)") { $0["active"] as? Bool == true }
            app.click(at: (10, 10))
            mark = app.events.count
            app.key("ctrl+z")
            var most = 0.0
            for _ in 0..<6 {
                usleep(250_000)
                most = max(most, try stampRed(app))
            }
            #expect(most < throwing * 0.2, "no stamp on the card coming back: \(most) (throwing \(throwing))")
            #expect(try app.settled(after: mark, timeout: 20)["currentIndex"] as? Int == 0)
            #expect(app.finish().isEmpty)
        }
    }
}
