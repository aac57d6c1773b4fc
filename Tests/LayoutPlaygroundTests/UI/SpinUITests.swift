import Foundation
import Testing

extension UITests {
    /// "Spin to…" in the panel: the wheel spins by itself and comes to rest
    /// on the chosen item, passing at least the asked number of items.
    @Suite
    struct SpinUITests {
        @Test(arguments: [["--layout", "wheel"], ["--layout", "carousel", "--set", "type=rotary"]])
        func spinLandsOnTheChosenItem(view: [String]) throws {
            let app = try AppSession(view + ["--items", "20", "--size", "1000x700"])
            try app.waitFor("settled")
            // The row follows the layout's parameters: scroll the panel down to it.
            app.xdotool(["mousemove", String(Int(app.canvas.x + app.canvas.width + 150)), "300"])
            let bottom = app.canvas.y + app.canvas.height
            for _ in 0..<40 {
                if let row = app.widgetStates["Spin"], AppSession.rect(row).y + AppSession.rect(row).height < bottom - 10,
                   AppSession.rect(row).y > app.canvas.y + 10 { break }
                app.xdotool(["click", "5"])
                usleep(300_000)
            }
            try app.clickWidget("Spin to item", atX: 0.25)
            app.key("ctrl+a")
            app.xdotool(["type", "--delay", "15", "8"])
            app.key("Tab")
            let before = try app.screenshotOfCanvas()
            let mark = app.events.count
            try app.clickWidget("Spin")
            let released = try app.waitFor("released", after: mark)
            let velocity = released["velocity"] as? [String: Double] ?? [:]
            #expect(abs(velocity["x"] ?? 0) + abs(velocity["y"] ?? 0) > 1000, "a fast spin: \(velocity)")
            let settled = try app.settled(after: mark, timeout: 15)
            #expect(settled["currentIndex"] as? Int == 7, "\(settled)")
            let after = try app.screenshotOfCanvas()
            #expect(after.changedFraction(from: before) > 0.01, "the wheel turned")
            #expect(app.finish().isEmpty)
        }
    }
}
