import Foundation
import Testing

extension UITests {
    /// Settings that cannot be written, or that came from another screen.
    @Suite
    struct SettingsRobustnessUITests {
        @Test func aConfigFolderThatCannotBeMadeIsSaidOnceInPlainWords() throws {
            // XDG_CONFIG_HOME names a file: the app's folder cannot be made under it.
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("lp-not-a-folder-\(getpid())").path
            try "".write(toFile: file, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(atPath: file) }
            let app = try AppSession(["--layout", "cards", "--size", "800x600"], configFolder: file)
            try app.waitFor("settled")
            let before = try MessageUITests.messageStrip(app)
            try app.focusCanvas()
            for (key, layout) in [("ctrl+3", "wheel"), ("ctrl+1", "cards"), ("ctrl+5", "stack"), ("ctrl+1", "cards")] {
                let mark = app.events.count
                app.key(key)
                _ = try app.changed(after: mark) { $0["layout"] as? String == layout }
                try app.waitFor("kept", after: mark)  // each change is a save, tried and failed
            }
            let errors = app.events.filter { $0["event"] as? String == "error" }.compactMap { $0["message"] as? String }
            #expect(errors.count == 1, "told once, not on every change: \(errors)")
            let message = try #require(errors.first)
            #expect(message.contains("cannot be saved") && message.contains("is a file, not a folder"), "\(message)")
            #expect(!message.contains("NSCocoaErrorDomain") && !message.contains("couldn’t"))
            try MessageUITests.expectMessageShown(app, comparedWith: before)
            #expect(app.finish().isEmpty)
        }

        @Test func aWindowSizeFromALargerScreenIsBroughtWithinThisOne() throws {
            let config = AppSession.freshConfigFolder()
            defer { try? FileManager.default.removeItem(atPath: config) }
            let folder = config + "/layout-playground"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try "{\"window\": {\"width\": 7000, \"height\": 5000}}".write(toFile: folder + "/settings.json",
                                                                          atomically: true, encoding: .utf8)
            let app = try AppSession([], configFolder: config)
            try app.waitFor("settled")
            // The virtual screen is 1920×1200; the window (and so its canvas) fits in it.
            #expect(app.canvas.width > 100 && app.canvas.width <= 1920, "\(app.canvas)")
            #expect(app.canvas.height > 100 && app.canvas.height <= 1200, "\(app.canvas)")
            #expect(app.finish().isEmpty)
        }

        /// At scale 2 the 1920×1200 screen is 960×600 points: a window
        /// remembered at 1620×1112, and every layout button, do not fit. The
        /// switcher is a drop-down from the first frame (every layout can be
        /// chosen), and the canvas stays within the screen.
        @Test(arguments: [true, false])
        func atScaleTwoTheSwitcherFoldsAndTheWindowFitsTheScreen(remembered: Bool) throws {
            let config = AppSession.freshConfigFolder()
            defer { try? FileManager.default.removeItem(atPath: config) }
            let folder = config + "/layout-playground"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let settings = remembered ? "{\"window\": {\"width\": 1620, \"height\": 1112}}" : "{}"
            try settings.write(toFile: folder + "/settings.json", atomically: true, encoding: .utf8)
            let app = try AppSession([], configFolder: config, environment: ["GDK_SCALE": "2"])
            try app.waitFor("settled")
            let layout = try app.waitForWidget("Layout") { $0["mapped"] as? Bool == true }
            #expect(AppSession.rect(layout).width > 0)
            #expect(app.widgetStates["Layout Compositional"]?["mapped"] as? Bool != true, "no button cut off at the edge")
            // In points: the screen is 960 wide and 600 tall.
            #expect(app.canvas.x + app.canvas.width <= 960 && app.canvas.height <= 600, "\(app.canvas)")
            #expect(app.finish().isEmpty)
        }
    }
}
