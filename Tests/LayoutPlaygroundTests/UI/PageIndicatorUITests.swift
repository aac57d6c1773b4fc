import Foundation
import Testing

extension UITests {
    @Suite
    struct PageIndicatorUITests {
        /// A click on a page dot under the cards goes to that card.
        @Test func clickingADotGoesToItsPage() throws {
            let app = try AppSession(["--layout", "cards", "--size", "800x600"])
            try app.waitFor("settled")
            let before = try app.screenshot(x: 280, y: 574, width: 240, height: 20)
            let mark = app.events.count
            // 16 cards, 15 dots 15 points apart centred at (400, 584): page 4 is 3 dots left of the middle one.
            app.click(at: (400 - 3 * 15, 584))
            let settled = try app.settled(after: mark)
            #expect(settled["currentIndex"] as? Int == 4)
            let after = try app.screenshot(x: 280, y: 574, width: 240, height: 20)
            #expect(after.changedFraction(from: before) > 0.005, "the bright dot moved")
            #expect(app.finish().isEmpty)
        }
    }
}
