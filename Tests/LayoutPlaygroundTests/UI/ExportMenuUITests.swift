import Foundation
import Testing
@testable import LayoutPlayground

extension UITests {
    /// The main menu's Export as Web Page… and Export as UIKit Layout…:
    /// chosen with the keyboard in the real menu, named in the real file
    /// chooser, they write the page's folder and the Swift file.
    @Suite
    struct ExportMenuUITests {
        /// Up-arrow presses from the menu's end to `action` (the menu opens with nothing focused; Up starts at the end).
        static func upPresses(to action: WindowAction) -> Int {
            let items = WindowAction.menuSections.flatMap { $0 }
            return items.count - items.firstIndex(of: action)!
        }

        @Test func theMenuWritesTheWebPageAndTheUIKitLayout() throws {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lp-ship-\(getpid())").path
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let app = try AppSession(["--layout", "carousel", "--size", "640x480"])
            try app.waitFor("settled")
            try app.focusCanvas()
            for (action, path, probe) in [(WindowAction.exportWebPage, "\(dir)/page", "\(dir)/page/index.html"),
                                          (.exportUIKit, "\(dir)/Carousel.swift", "\(dir)/Carousel.swift")] {
                try app.clickWidget("Main menu")
                try app.waitForWidget("Main menu") { $0["active"] as? Bool == true }  // the menu is open
                for _ in 0..<Self.upPresses(to: action) { app.key("Up") }
                let mark = app.events.count
                app.key("Return")
                // The save dialog, its name field in focus.
                let dialog = try app.waitForWindow(after: mark) { $0["folder"] != nil && $0["focusText"] != nil }
                let title = dialog["title"] as? String ?? ""
                app.key("ctrl+a")  // the save dialog's name field: replace the suggested name
                app.xdotool(["type", "--delay", "10", path])
                try app.waitForTyped(path, inDialog: title)
                app.key("Return")
                let deadline = Date().addingTimeInterval(8)
                while !FileManager.default.fileExists(atPath: probe) && Date() < deadline { usleep(100_000) }
                try app.waitForNoWindow(titled: title)
            }
            let page = try String(contentsOfFile: "\(dir)/page/index.html", encoding: .utf8)
            #expect(page.contains("<script type=\"module\">") && page.contains("mount(view, null,"))
            let script = try String(contentsOfFile: "\(dir)/page/layout.js", encoding: .utf8)
            #expect(script.contains("export { mount,"))
            #expect(script.contains("layout: \"carousel\""))
            let pictures = try FileManager.default.contentsOfDirectory(atPath: "\(dir)/page/pictures")
            #expect(!pictures.isEmpty, "the carousel's pictures are copied beside the page")
            let swift = try String(contentsOfFile: "\(dir)/Carousel.swift", encoding: .utf8)
            #expect(swift.contains("public final class CarouselCollectionViewLayout: UICollectionViewLayout"))
            #expect(app.finish().filter { !$0.contains("dconf") }.isEmpty)
        }
    }
}
