import Foundation
import Testing

extension UITests {
    /// The canvas's top-left corner holds two overlays at once: the frame
    /// rate's pill and, under it, the snap points' legend. Neither covers
    /// the other.
    @Suite
    struct OverlayStackingUITests {
        @Test func theSnapLegendSitsUnderTheFrameRatePill() throws {
            // Tall enough that the panel's insight toggles are on screen.
            let app = try AppSession(["--layout", "carousel", "--size", "1200x1100"])
            try app.waitFor("settled")
            try app.waitForRestNow()
            // The corner, where the carousel's cards never reach.
            let corner = (x: 0.0, y: 0.0, width: 360.0, height: 90.0)
            func shot() throws -> Screenshot {
                try app.screenshot(x: corner.x, y: corner.y, width: corner.width, height: corner.height)
            }
            /// Turns `toggle` on and returns the corner once it changed from `before`.
            func turnOn(_ toggle: String, from before: Screenshot) throws -> Screenshot {
                try Self.scrollIntoView(toggle, app)
                try app.clickWidget(toggle)
                try app.waitForWidget(toggle) { $0["active"] as? Bool == true }
                var after = before
                let deadline = Date().addingTimeInterval(10)
                repeat {
                    usleep(200_000)
                    after = try shot()
                } while after.changedFraction(from: before) < 0.002 && Date() < deadline
                usleep(300_000)
                return try shot()
            }
            let bare = try shot()
            let pill = try turnOn("Frame rate", from: bare)
            let both = try turnOn("Snap points", from: pill)
            // The pill's rows, from its own columns.
            let pillRows = Self.changedRows(pill, bare, columns: 0..<140, rows: 0..<90)
            // The legend's rows: right of the pill (its text is long) and
            // below the snap ticks, which stand in the top 24 rows.
            let legendRows = Self.changedRows(both, pill, columns: 140..<360, rows: 25..<90)
            guard let pillBottom = pillRows.max(), let legendTop = legendRows.min() else {
                both.save(png: "/tmp/overlay-stacking.png")
                Issue.record("both overlays drawn: pill rows \(pillRows), legend rows \(legendRows)")
                return
            }
            #expect(legendTop > pillBottom, "the legend (from row \(legendTop)) starts under the pill (to row \(pillBottom))")
            // And the pill is drawn whole with the legend on.
            let pillWithLegend = Self.changedRows(both, pill, columns: 0..<140, rows: 0..<(pillBottom + 1))
            #expect(pillWithLegend.filter { $0 >= 25 }.isEmpty, "the legend left the pill alone: \(pillWithLegend)")
            #expect(app.finish().isEmpty)
        }

        /// The rows in which `a` and `b` differ, within `columns` and `rows`.
        static func changedRows(_ a: Screenshot, _ b: Screenshot, columns: Range<Int>, rows: Range<Int>) -> [Int] {
            rows.filter { y in
                columns.contains { x in
                    let p = a.pixel(x, y), q = b.pixel(x, y)
                    return max(abs(p.r - q.r), abs(p.g - q.g), abs(p.b - q.b)) > 24
                }
            }
        }

        /// Scrolls the panel until `toggle` is inside the window.
        static func scrollIntoView(_ toggle: String, _ app: AppSession) throws {
            let rect = AppSession.rect(try app.waitForWidget(toggle) { _ in true })
            if rect.y > 0 && rect.y + rect.height < 1000 { return }
            app.xdotool(["mousemove", String(Int(rect.x + 40)), "600"])
            for _ in 0..<30 { app.xdotool(["click", "5"]); usleep(20_000) }
            try app.waitForWidget(toggle) { state in
                let r = AppSession.rect(state)
                return r.y > 0 && r.y + r.height < 1000
            }
        }
    }
}
