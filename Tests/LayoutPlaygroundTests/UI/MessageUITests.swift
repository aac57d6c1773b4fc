import Foundation
import Testing

extension UITests {
    /// Errors, warnings and notices reach the person: the info bar over the
    /// canvas is on screen, not only in the trace.
    @Suite
    struct MessageUITests {
        /// A strip across the top of the canvas, where the info bar appears
        /// (clear of its close button).
        static func messageStrip(_ app: AppSession) throws -> Screenshot {
            try app.screenshot(x: 16, y: 10, width: app.canvas.width - 120, height: 16)
        }

        /// The strip once it holds still (a bar sliding in or out is over).
        static func steadyMessageStrip(_ app: AppSession) throws -> Screenshot {
            try app.waitForSteadyRegion(x: 16, y: 10, width: app.canvas.width - 120, height: 16)
        }

        /// Waits until the strip differs from `before` over most of its width
        /// (the bar is on screen), or fails.
        static func expectMessageShown(_ app: AppSession, comparedWith before: Screenshot,
                                       sourceLocation: SourceLocation = #_sourceLocation) throws {
            var changed = 0.0
            let deadline = Date().addingTimeInterval(3)
            repeat {
                usleep(100_000)
                changed = try messageStrip(app).changedFraction(from: before)
            } while changed < 0.6 && Date() < deadline
            #expect(changed >= 0.6, "the info bar is not on screen (\(Int(changed * 100))% of the strip changed)",
                    sourceLocation: sourceLocation)
        }

        @Test func aStartupWarningIsOnScreenAndItsCloseButtonHidesIt() throws {
            let config = AppSession.freshConfigFolder()
            defer { try? FileManager.default.removeItem(atPath: config) }
            let folder = config + "/layout-playground"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try "{\"layout\": 12,".write(toFile: folder + "/settings.json", atomically: true, encoding: .utf8)
            let app = try AppSession(["--size", "800x600"], configFolder: config)
            try app.waitFor("settled")
            try app.waitForRestNow()
            let shown = try Self.steadyMessageStrip(app)
            // The same strip without the bar: the canvas's own background.
            app.click(at: (800 - 26, 25))
            try app.waitForPixels({ try Self.messageStrip(app) }) { $0.changedFraction(from: shown) >= 0.6 }
            let hidden = try Self.steadyMessageStrip(app)
            #expect(hidden.changedFraction(from: shown) >= 0.6, "the close button hid the bar")
            let background = hidden.mean
            #expect(background.r < 80 && background.g < 80 && background.b < 80,
                    "the canvas's dark background shows where the bar was: \(background)")
            #expect(app.finish().isEmpty)
        }

        @Test func exportingToAnUnknownFormatShowsTheErrorInTheWindow() throws {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lp-msg-\(getpid())").path
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let app = try AppSession(["--layout", "cards", "--size", "800x600"])
            try app.waitFor("settled")
            try app.focusCanvas()
            let before = try Self.messageStrip(app)
            let mark = app.events.count
            app.key("ctrl+e")
            #expect(app.waitForWindow(titled: "Export View"))
            app.key("ctrl+a")
            app.xdotool(["type", "--delay", "10", "\(dir)/view.txt"])
            try app.waitForTyped("\(dir)/view.txt", inDialog: "Export View")
            app.key("Return")
            let error = try app.waitFor("error", after: mark)
            #expect((error["message"] as? String)?.contains(".png, .svg or .pdf") == true)
            try Self.expectMessageShown(app, comparedWith: before)
            // Styled as an error: red, not a neutral bar.
            let bar = try Self.steadyMessageStrip(app).mean
            #expect(bar.r > 150 && bar.r > bar.g + 80 && bar.r > bar.b + 80, "the error bar is red: \(bar)")
            #expect(!FileManager.default.fileExists(atPath: "\(dir)/view.txt"))
            #expect(app.finish().isEmpty)
        }

        /// A success is a notice at the bottom of the canvas that goes away by
        /// itself; the top of the canvas (where errors show) stays clear.
        @Test func copyAsSwiftSaysSoInANoticeThatExpires() throws {
            let app = try AppSession(["--layout", "cards", "--size", "800x600"])
            try app.waitFor("settled")
            try app.focusCanvas()
            try app.waitForRestNow()
            let bottom = { try app.screenshot(x: 150, y: app.canvas.height - 70, width: 500, height: 60) }
            let top = try Self.messageStrip(app), before = try bottom()
            app.key("ctrl+shift+c")
            let notice = try app.waitForWidget("Notice") { $0["mapped"] as? Bool == true }
            #expect((notice["text"] as? String ?? "").contains("clipboard"))
            let shown = try app.waitForPixels(bottom) { $0.changedFraction(from: before) > 0.2 }
            #expect(shown.changedFraction(from: before) > 0.2, "the notice is on screen")
            #expect(try Self.messageStrip(app).changedFraction(from: top) < 0.05, "no bar over the top of the canvas")
            // Gone by itself after its five seconds, the canvas as it was.
            try app.waitForWidget("Notice", timeout: 8) { $0["mapped"] as? Bool == false }
            let gone = try app.waitForPixels(bottom) { $0.changedFraction(from: before) < 0.01 }
            #expect(gone.changedFraction(from: before) < 0.01)
            #expect(app.finish().isEmpty)
        }
    }
}
