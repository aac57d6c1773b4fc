import Foundation
import Testing

extension UITests {
    /// What the canvas draws besides the cells: empty states, the ring's
    /// current item, and the keys the ring answers to.
    @Suite
    struct CanvasMarksUITests {
        @Test func anEmptyDatasetSaysSoInTheMiddleOfTheCanvas() throws {
            let empty = FileManager.default.temporaryDirectory.appendingPathComponent("lp-empty-\(getpid()).json").path
            try "[]".write(toFile: empty, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(atPath: empty) }
            let app = try AppSession(["--layout", "cards", "--dataset", empty, "--size", "800x600"])
            let settled = try app.waitFor("settled")
            #expect(settled["itemCount"] as? Int == 0)
            try app.waitForRestNow()
            let middle = try app.screenshot(x: 250, y: 270, width: 300, height: 60)
            let text = middle.fraction { $0.r > 180 && $0.g > 180 && $0.b > 180 }
            #expect(text > 0.02, "the empty-state text is drawn (\(text))")
            #expect(app.finish().isEmpty)
        }

        @Test func leftAndRightTurnTheRing() throws {
            let app = try AppSession(["--layout", "ring", "--size", "700x600"])
            try app.waitFor("settled")
            try app.focusCanvas()
            var mark = app.events.count
            app.key("Right")
            let next = try app.settled(after: mark)
            #expect(next["currentIndex"] as? Int == 1)
            mark = app.events.count
            app.key("Left")
            app.key("Left")
            let back = try app.settled(after: mark)
            #expect(back["currentIndex"] as? Int == 11, "the ring goes round past item 0")
            #expect(app.finish().isEmpty)
        }

        /// A drag turns the ring around its centre as the finger goes: across
        /// the top, and down on either half (each its own way).
        @Test func theRingFollowsTheFingerAroundItsCentre() throws {
            let app = try AppSession(["--layout", "ring", "--size", "700x600"])
            try app.waitFor("settled")
            let before = try app.screenshotOfCanvas()
            func stroke(_ from: (Double, Double), _ to: (Double, Double)) throws -> Int {
                let mark = app.events.count
                app.drag(from: from, to: to, duration: 0.6, steps: 12, holdAtEnd: 0.3)
                let index = try #require(try app.settled(after: mark)["currentIndex"] as? Int)
                app.click(at: (10, 10))
                let home = app.events.count
                app.key("Home")
                _ = try? app.settled(after: home, timeout: 3)
                return index
            }
            // Clockwise: the items before item 0 come to the top.
            let acrossTop = try stroke((230, 110), (470, 110))
            #expect((7...11).contains(acrossTop), "a drag to the right over the top turns the ring: \(acrossTop)")
            let downRight = try stroke((560, 200), (560, 400))
            #expect((7...11).contains(downRight), "down on the right half turns it clockwise: \(downRight)")
            let downLeft = try stroke((140, 200), (140, 400))
            #expect((1...5).contains(downLeft), "down on the left half turns it the other way: \(downLeft)")
            let mark = app.events.count
            app.drag(from: (230, 110), to: (470, 110), duration: 0.6, steps: 12, holdAtEnd: 0.3)
            _ = try app.settled(after: mark)
            #expect(try app.screenshotOfCanvas().changedFraction(from: before) > 0.02, "the ring turned on screen")
            #expect(app.finish().isEmpty)
        }

        /// The ring's top and bottom items keep a margin from the canvas's edges.
        @Test func theRingKeepsClearOfTheEdges() throws {
            let app = try AppSession(["--layout", "ring", "--size", "700x600"])
            try app.waitFor("settled")
            try app.waitForSteadyCanvas()
            for y in [2.0, app.canvas.height - 12] {
                let strip = try app.screenshot(x: 0, y: y, width: app.canvas.width, height: 10)
                let background = strip.pixel(0, 0)
                let marked = strip.fraction {
                    abs($0.r - background.r) + abs($0.g - background.g) + abs($0.b - background.b) > 40
                }
                #expect(marked < 0.005, "nothing of the ring within 12 points of the edge at y \(y): \(marked)")
            }
            #expect(app.finish().isEmpty)
        }
    }
}
