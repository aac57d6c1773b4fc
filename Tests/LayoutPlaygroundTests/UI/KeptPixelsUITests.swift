import Foundation
import Testing

extension UITests {
    /// The canvas paints the background again only on the rows the last
    /// frame drew more on: after a drag with moving cards, shadows, the
    /// "n / N" pill and the page dots, the canvas is the picture the app
    /// paints whole once the window has been hidden and shown again.
    @Suite
    struct KeptPixelsUITests {
        @Test(arguments: [["--layout", "carousel", "--set", "type=coverFlow"], ["--layout", "cards"],
                          ["--layout", "carousel", "--set", "type=rotary"]])
        func aDraggedCanvasIsTheCanvasPaintedWhole(layout: [String]) throws {
            let app = try AppSession(layout + ["--size", "1000x700", "--trace-frames"])
            try app.waitFor("settled")
            try app.waitForSteadyCanvas(interval: 0.5)  // the pictures load
            // Back and forth, then left: the cards, their shadows and the indicators move over the background.
            let mark = app.events.count
            app.press(at: (500, 350))
            for x in stride(from: 500.0, through: 820, by: 40) { app.move(to: (x, 352)) }
            for x in stride(from: 820.0, through: 180, by: -40) { app.move(to: (x, 348)) }
            app.release()
            _ = try app.settled(after: mark)
            let kept = try app.waitForSteadyCanvas(interval: 0.4)
            // Hidden and shown: the X server reports the window's pixels lost, and the next frame paints it whole.
            let windows = ["search", "--pid", String(app.processIdentifier), ""]
            app.xdotool(windows + ["windowunmap", "%@"])
            usleep(300_000)
            app.xdotool(windows + ["windowmap", "%@"])
            usleep(300_000)
            let whole = try app.waitForSteadyCanvas(interval: 0.4)
            let changed = whole.changedFraction(from: kept, tolerance: 0)
            if changed > 0 {
                kept.save(png: NSTemporaryDirectory() + "kept-canvas.png")
                whole.save(png: NSTemporaryDirectory() + "whole-canvas.png")
            }
            #expect(changed == 0, "\(layout): \(changed * 100) % of the canvas differs from the canvas painted whole")
            #expect(app.finish().isEmpty)
            // The drag's frames painted the background over a part of the canvas only.
            let frames = try #require(app.events.last { $0["event"] as? String == "frames" })
            let share = frames["backgroundRepainted"] as? Double ?? 1
            #expect(share > 0 && share < 0.75, "\(layout): \(frames)")
        }
    }
}
