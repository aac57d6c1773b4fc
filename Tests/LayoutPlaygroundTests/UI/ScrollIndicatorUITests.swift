import Foundation
import Testing

extension UITests {
    @Suite
    struct ScrollIndicatorUITests {
        /// The pointer near the right edge shows the thumb; dragging it down
        /// scrolls the waterfall down (a drag on the content there would pull it the other way).
        @Test func draggingTheThumbScrollsTheContent() throws {
            let app = try AppSession(["--layout", "waterfall", "--size", "800x600"])
            try app.waitFor("settled")
            let edge = try app.screenshot(x: 788, y: 0, width: 12, height: 80)
            // From the middle towards the edge: motion over the canvas, wherever the pointer was.
            for x in stride(from: 400.0, through: 795, by: 65) { app.move(to: (x, 20)) }
            app.move(to: (795, 20))
            // The thumb fades in: look again for up to two seconds (a loaded machine draws late).
            var change = 0.0
            let deadline = Date().addingTimeInterval(2)
            repeat {
                usleep(150_000)
                change = try app.screenshot(x: 788, y: 0, width: 12, height: 80).changedFraction(from: edge)
            } while change <= 0.05 && Date() < deadline
            #expect(change > 0.05, "the thumb appears near the edge")
            let mark = app.events.count
            app.drag(from: (795, 20), to: (795, 220), duration: 0.3, steps: 8)
            let settled = try app.settled(after: mark)
            let y = (settled["offset"] as? [String: Double])?["y"] ?? -1
            #expect(y > 200, "offset \(y)")
            #expect(app.finish().isEmpty)
        }
    }
}
