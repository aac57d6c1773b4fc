import Foundation
import Testing

extension UITests {
    /// Turning the cards' Vertical on or off keeps the card in focus in view.
    @Suite
    struct AxisChangeUITests {
        private func offset(_ event: [String: Any]) -> (x: Double, y: Double) {
            let o = event["offset"] as? [String: Double] ?? [:]
            return (o["x"] ?? .nan, o["y"] ?? .nan)
        }

        /// The share of the canvas's middle that differs from its empty corner:
        /// a card covers most of it, an empty canvas none.
        private func cardCover(_ app: AppSession) throws -> Double {
            let shot = try app.screenshotOfCanvas()
            let empty = shot.pixel(3, 3)
            let middle = try app.screenshot(x: app.canvas.width / 2 - 60, y: app.canvas.height / 2 - 60,
                                            width: 120, height: 120)
            return middle.fraction { abs($0.r - empty.r) + abs($0.g - empty.g) + abs($0.b - empty.b) > 30 }
        }

        @Test func verticalAtCardFiveKeepsCardFiveOnScreenAndHomeGoesBackToTheStart() throws {
            let app = try AppSession(["--layout", "cards", "--size", "800x600"])
            try app.waitFor("settled")
            app.click(at: (10, 10))  // focus the canvas (a tap on nothing)
            var mark = app.events.count
            for _ in 0..<5 { app.key("Right") }
            let atFive = try app.settled(after: mark)
            #expect(atFive["currentIndex"] as? Int == 5)
            #expect(offset(atFive) == (5 * 285, 0))

            mark = app.events.count
            try app.clickWidget("Vertical")
            let down = try app.changed(after: mark)
            #expect(down["currentIndex"] as? Int == 5)
            #expect(offset(down) == (0, 5 * 405), "card 5 down the content, nothing across: \(down)")
            try app.waitForSteadyCanvas()  // the change has animated
            #expect(try cardCover(app) > 0.8, "a card fills the middle of the canvas")

            mark = app.events.count
            try app.clickWidget("Vertical")
            let across = try app.changed(after: mark)
            #expect(offset(across) == (5 * 285, 0), "back across at card 5: \(across)")
            try app.waitForSteadyCanvas()
            #expect(try cardCover(app) > 0.8)

            app.click(at: (10, 10))
            mark = app.events.count
            app.key("Home")
            let home = try app.settled(after: mark)
            #expect(offset(home) == (0, 0))
            #expect(home["currentIndex"] as? Int == 0)
            #expect(app.finish().isEmpty)
        }

        /// Vertical cards have their page dots down the right edge and the
        /// pill beside them, clear of the cards.
        @Test func verticalCardsHaveTheirIndicatorsAtTheSide() throws {
            let app = try AppSession(["--layout", "cards", "--size", "800x600", "--set", "vertical=true"])
            try app.waitFor("settled")
            try app.waitForSteadyCanvas()
            let background = try app.screenshot(x: 0, y: 0, width: 4, height: 4).pixel(1, 1)
            let marked = { (shot: Screenshot) in
                shot.fraction { abs($0.r - background.r) + abs($0.g - background.g) + abs($0.b - background.b) > 60 }
            }
            let side = try app.screenshot(x: 770, y: 150, width: 30, height: 300)
            #expect(marked(side) > 0.02, "dots down the right edge")
            let pill = try app.screenshot(x: 560, y: 285, width: 200, height: 30)
            #expect(marked(pill) > 0.05, "the pill beside the dots")
            #expect(app.finish().isEmpty)
        }
    }
}
