import Foundation
import Testing

extension UITests {
    /// Right to left, as under an Arabic or Hebrew locale: GTK mirrors the
    /// window, the cards run from the right.
    @Suite
    struct RightToLeftUITests {
        @Test func theWindowMirrorsAndTheNextCardIsOnTheLeft() throws {
            let app = try AppSession(["--layout", "cards", "--size", "800x600", "--direction", "rtl"])
            let start = try app.waitFor("settled")
            #expect(start["currentIndex"] as? Int == 0)
            // The side panel sits left of the canvas.
            let panel = try app.waitForWidget("Item width") { $0["mapped"] as? Bool == true }
            #expect(AppSession.rect(panel).x < app.canvas.x, "panel at \(AppSession.rect(panel)), canvas at \(app.canvas)")
            // Card 1 is 285 points left of the centre: a tap brings it there.
            let mark = app.events.count
            app.click(at: (400 - 285, 300))
            let centred = try app.settled(after: mark)
            #expect(centred["currentIndex"] as? Int == 1)
            #expect(app.finish().isEmpty)
        }
    }
}
