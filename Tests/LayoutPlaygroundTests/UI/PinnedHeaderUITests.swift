import Foundation
import Testing

extension UITests {
    /// Sticky section headers in the app (`pinHeaders`, as UIKit's
    /// `sectionHeadersPinToVisibleBounds`).
    @Suite
    struct PinnedHeaderUITests {
        /// How much of the canvas's top strip (where the first header is)
        /// changes when the flow scrolls 60 points down, pinned or not.
        private func topStripChange(pinned: Bool) throws -> Double {
            let app = try AppSession(["--layout", "flow", "--size", "800x600", "--set", "pinHeaders=\(pinned)"])
            defer { _ = app.finish() }
            try app.waitFor("settled")
            try app.waitForRestNow()
            let before = try app.screenshot(x: 0, y: 0, width: 800, height: 36)
            let mark = app.events.count
            app.drag(from: (400, 400), to: (400, 340), duration: 0.6, holdAtEnd: 0.3)
            let rest = try app.settled(after: mark)
            let y = (rest["offset"] as? [String: Double])?["y"] ?? 0
            #expect(y > 30, "the content scrolled")
            return try app.screenshot(x: 0, y: 0, width: 800, height: 36).changedFraction(from: before)
        }

        @Test func aPinnedHeaderStaysPutWhileTheTagsScroll() throws {
            #expect(try topStripChange(pinned: true) < 0.01, "Popular's header is still at the top")
            #expect(try topStripChange(pinned: false) > 0.05, "unpinned, the header scrolls away")
        }
    }
}
