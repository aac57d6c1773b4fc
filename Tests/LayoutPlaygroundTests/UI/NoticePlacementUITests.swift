import Foundation
import Testing

extension UITests {
    /// A notice over the canvas never covers the item in focus: on the
    /// ring, whose first month sits at the top, "Ring, 12 items" shows at
    /// the bottom, and the month stays in view while it shows.
    @Suite
    struct NoticePlacementUITests {
        @Test func theRingsNoticeLeavesTheMonthAtTheTopInView() throws {
            let app = try AppSession(["--layout", "cards", "--size", "800x600"])
            try app.waitFor("settled")
            try app.focusCanvas(at: (300, 300))
            let mark = app.events.count
            app.key("ctrl+4")
            let said = try app.waitFor("announced", after: mark) { $0["text"] as? String == "Ring, 12 items" }
            #expect(said["at"] as? String == "bottom", "\(said)")
            // January, at the top middle of the canvas, while the notice shows and after it went.
            let region = (x: app.canvas.width / 2 - 60, y: 0.0, width: 120.0, height: 70.0)
            usleep(300_000)
            let shown = try app.screenshot(x: region.x, y: region.y, width: region.width, height: region.height)
            usleep(UInt32((3.5) * 1_000_000))
            let gone = try app.screenshot(x: region.x, y: region.y, width: region.width, height: region.height)
            #expect(shown.changedFraction(from: gone) < 0.02, "nothing covered January while the notice showed")
            #expect(app.finish().isEmpty)
        }

        /// A notice about the view just left goes with it: "Selected Level
        /// 1" on the cards once stayed over the springs' first bubble (and
        /// its dashed focus line) until the springs' own notice replaced it.
        @Test func aSwitchTakesTheOldNoticeAwayAtOnce() throws {
            let app = try AppSession(["--layout", "cards", "--size", "800x600"])
            try app.waitFor("settled")
            try app.focusCanvas(at: (300, 300))
            var mark = app.events.count
            app.click(at: (app.canvas.width / 2, app.canvas.height / 2))
            try app.waitFor("announced", after: mark) { ($0["text"] as? String ?? "").hasPrefix("Selected") }
            mark = app.events.count
            app.key("ctrl+8")
            try app.changed(after: mark) { $0["layout"] as? String == "springs" }
            // Gone with the switch, before the springs' own notice.
            let events = app.events[mark...].compactMap { $0["event"] as? String }
            #expect(events.contains("noticeGone") && !events.contains("announced"),
                    "the old notice went when the layout changed: \(events)")
            let said = try app.waitFor("announced", after: mark) { ($0["text"] as? String ?? "").hasPrefix("Springs") }
            #expect(said["at"] as? String == "bottom", "the first bubble, in focus at the top, stays clear: \(said)")
            let top = (x: app.canvas.width / 2 - 150, y: 0.0, width: 300.0, height: 80.0)
            usleep(300_000)
            let shown = try app.screenshot(x: top.x, y: top.y, width: top.width, height: top.height)
            try app.waitForNoNotice()
            let clear = try app.screenshot(x: top.x, y: top.y, width: top.width, height: top.height)
            #expect(shown.changedFraction(from: clear) < 0.02, "nothing covered the first bubble while the notice showed")
            #expect(app.finish().isEmpty)
        }
    }
}
