import Foundation
import Testing

extension UITests {
    /// The insight panel's keyline guides draw a keyline carousel's keylines
    /// over the canvas, focal ones green, and say why on other layouts.
    @Suite
    struct KeylineGuidesUITests {
        @Test func theGuidesDrawTheFocalKeylinesInGreen() throws {
            // Tall enough that the panel's insight toggles are on screen.
            let app = try AppSession(["--layout", "keyline", "--size", "800x1100"])
            try app.waitFor("settled")
            try app.waitForRestNow()
            let green: (Screenshot.Color) -> Bool = { $0.g > 200 && $0.r < 140 && $0.b < 170 }
            let before = try app.screenshotOfCanvas()
            // The keyline panel is long: scroll it until the toggle is in the window.
            let toggle = AppSession.rect(try app.waitForWidget("Keyline guides") { _ in true })
            app.xdotool(["mousemove", String(Int(toggle.x + 40)), "600"])
            for _ in 0..<30 { app.xdotool(["click", "5"]); usleep(20_000) }
            try app.waitForWidget("Keyline guides") { state in
                let r = AppSession.rect(state)
                return r.y > 0 && r.y + r.height < 1000
            }
            try app.clickWidget("Keyline guides")
            try app.waitForWidget("Keyline guides") { $0["active"] as? Bool == true }
            var after = before
            let deadline = Date().addingTimeInterval(10)
            repeat {
                usleep(200_000)
                after = try app.screenshotOfCanvas()
            } while after.fraction(where: green) <= before.fraction(where: green) + 0.001 && Date() < deadline
            #expect(before.fraction(where: green) < 0.0005, "no guides before: \(before.fraction(where: green))")
            #expect(after.fraction(where: green) > before.fraction(where: green) + 0.001,
                    "green keylines drawn: \(after.fraction(where: green))")
            // Off again: the canvas as it was.
            try app.clickWidget("Keyline guides")
            try app.waitForWidget("Keyline guides") { $0["active"] as? Bool == false }
            let deadline2 = Date().addingTimeInterval(10)
            repeat {
                usleep(200_000)
                after = try app.screenshotOfCanvas()
            } while after.fraction(where: green) > before.fraction(where: green) + 0.0005 && Date() < deadline2
            #expect(after.changedFraction(from: before) < 0.01)
            #expect(app.finish().isEmpty)
        }
    }
}
