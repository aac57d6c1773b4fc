import Foundation
import Testing

extension UITests {
    /// Autoplay on the cards: the view moves by itself, holds while the
    /// pointer is over the canvas, and resumes after it leaves — seen on
    /// screen and in the settled events. (A press held on a card lifts it,
    /// so holding for a pointer down is left to `AutoplayTests`.)
    @Suite
    struct AutoplayUITests {
        /// The current index of the last settled event.
        private func lastIndex(_ app: AppSession) -> Int? {
            app.events.last { $0["event"] as? String == "settled" }?["currentIndex"] as? Int
        }

        @Test func movesByItselfPausesOnHoverAndPressAndResumes() throws {
            let app = try AppSession(["--layout", "cards", "--size", "900x600",
                                      "--set", "autoplay=1", "--set", "autoplayResume=1"])
            try app.waitFor("settled")
            // The pointer off the canvas (over the panel): autoplay runs.
            app.move(to: (app.canvas.width + 60, 300))
            var shot = try app.screenshotOfCanvas()
            var mark = app.events.count
            try app.waitFor("settled", after: mark, timeout: 6) { ($0["currentIndex"] as? Int ?? 0) >= 1 }
            #expect(try app.screenshotOfCanvas().changedFraction(from: shot) > 0.05, "the cards moved by themselves")

            // Over the canvas: it holds, on screen and in the events.
            app.move(to: (app.canvas.width / 2, 150))
            // The window took the hover (the inspector shows the card under
            // the pointer), and a move already under way came to rest.
            try app.waitForWidget("Inspector") { ($0["text"] as? String ?? "").contains("item ") }
            try app.waitForRestNow()
            let held = lastIndex(app)
            shot = try app.screenshotOfCanvas()
            mark = app.events.count
            usleep(3_000_000)  // watched: three autoplay intervals in which nothing may move
            #expect(try app.screenshotOfCanvas().changedFraction(from: shot) < 0.001, "hovering holds autoplay")
            #expect(!app.events[mark...].contains { $0["event"] as? String == "settled" })

            // Left again: it resumes after the resume delay.
            app.move(to: (app.canvas.width + 60, 300))
            try app.waitFor("settled", after: mark, timeout: 6) { ($0["currentIndex"] as? Int) != held }
            #expect(try app.screenshotOfCanvas().changedFraction(from: shot) > 0.05, "autoplay resumed")
            #expect(app.finish().isEmpty)
        }
    }
}
