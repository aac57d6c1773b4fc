import Foundation
import Testing

extension UITests {
    /// Record Gesture and Replay Gesture: a flick recorded on the canvas and
    /// replayed from where it began ends where the live flick ended, with the
    /// same picture.
    @Suite
    struct GestureUITests {
        /// The share of the plot's pixels in the faint offset colour an
        /// earlier run is drawn in (blue at 40 % over the plot's ground).
        private func faintOffsetShare(_ app: AppSession) throws -> Double {
            let r = AppSession.rect(try app.waitForWidget("Offset and velocity plot") { $0["mapped"] as? Bool == true })
            let shot = try Screenshot.grab(display: app.display.name, x: Int(r.x), y: Int(r.y), width: Int(r.width),
                                           height: Int(r.height))
            return shot.fraction { abs($0.r - 59) < 10 && abs($0.g - 89) < 10 && abs($0.b - 128) < 10 }
        }

        private func offsetX(_ event: [String: Any]) -> Double {
            (event["offset"] as? [String: Double])?["x"] ?? .nan
        }

        @Test func aReplayEndsWhereTheLiveFlickEnded() throws {
            let app = try AppSession(["--layout", "cards", "--size", "900x1000"])
            try app.waitFor("settled")
            // The row sits under the motion plot: scroll the panel down to it.
            app.xdotool(["mousemove", String(Int(app.canvas.x + app.canvas.width + 150)), "400"])
            for _ in 0..<15 { app.xdotool(["click", "5"]) }
            try app.waitForWidgetToStayPut("Record Gesture")  // the panel's scroll is over
            try app.clickWidget("Record Gesture")
            try app.waitFor("recording")
            var mark = app.events.count
            app.flick(from: (700, 300), to: (350, 300), duration: 0.12)
            let recorded = try app.waitFor("recorded", after: mark)
            #expect((recorded["samples"] as? Double ?? 0) >= 3)
            let live = try app.settled(after: mark)
            #expect(offsetX(live) >= 285, "the flick moved the cards: \(live)")
            let before = try app.screenshotOfCanvas()
            let liveFaint = try faintOffsetShare(app)

            // Scrolled elsewhere first, the replay starts where the recording began.
            app.key("Home")
            mark = app.events.count
            try app.clickWidget("Replay Gesture")
            try app.waitFor("replaying", after: mark)
            let replayed = try app.settled(after: mark)
            #expect(abs(offsetX(replayed) - offsetX(live)) < 0.5, "live \(live), replayed \(replayed)")
            #expect(try app.screenshotOfCanvas().changedFraction(from: before) < 0.01, "the same picture")
            // The plot overlays the live run (faint, wide) under the replay. How
            // many pixels its line covers depends on how the machine's load
            // spread the flick's samples (0.0033 of the plot on a loaded run);
            // 0.001 of the plot is about 28 pixels of line: drawn, not stray.
            let overlaid = try faintOffsetShare(app)
            #expect(overlaid > max(0.001, 3 * liveFaint), "faint share: live \(liveFaint), overlaid \(overlaid)")
            #expect(app.finish().isEmpty)
        }
    }
}
