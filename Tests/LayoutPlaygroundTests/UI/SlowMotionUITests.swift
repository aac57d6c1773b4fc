import Foundation
import Testing

extension UITests {
    /// Slow motion replays the same motion, slower.
    @Suite
    struct SlowMotionUITests {
        private func flick(_ app: AppSession) throws -> Int {
            let mark = app.events.count
            app.drag(from: (600, 500), to: (420, 500), duration: 0.15, steps: 6)
            let settled = try app.settled(after: mark, timeout: 40)
            return try #require(settled["currentIndex"] as? Int)
        }

        @Test func theSameFlickMovesAsManyCardsInSlowMotion() throws {
            // Tall enough that the panel's Slow motion switch is on screen.
            let app = try AppSession(["--layout", "cards", "--size", "800x1100"])
            try app.waitFor("settled")
            let normal = try flick(app)
            #expect(normal >= 1)
            app.click(at: (10, 10))
            var mark = app.events.count
            app.key("Home")
            _ = try app.settled(after: mark)
            try app.clickWidget("Slow motion (×10)")
            try app.waitForWidget("Slow motion (×10)") { $0["active"] as? Bool == true }
            mark = app.events.count
            let slow = try flick(app)
            // Timed on the slowed clock, the drag once measured ten times its speed (9–13 cards).
            #expect(abs(slow - normal) <= 1, "normal \(normal), slow motion \(slow)")
            #expect(app.finish().isEmpty)
        }
    }
}
