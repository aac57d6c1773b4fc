import Foundation
import Testing
@testable import LayoutPlayground

extension UITests {
    /// The main menu's four exports (Web Page, UIKit Layout, SwiftUI View,
    /// Android LayoutManager): chosen with the keyboard in the real menu,
    /// named in the real file chooser, they write the page's folder, the
    /// Swift files (named by the file) and the Java folder.
    @Suite
    struct ExportMenuUITests {
        /// Up-arrow presses from the menu's end to `action` (the menu opens with nothing focused; Up starts at the end).
        static func upPresses(to action: WindowAction) -> Int {
            let items = WindowAction.menuSections.flatMap { $0 }
            return items.count - items.firstIndex(of: action)!
        }

        @Test func theMenuWritesAllFourExports() throws {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lp-ship-\(getpid())").path
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let app = try AppSession(["--layout", "carousel", "--size", "640x480"])
            try app.waitFor("settled")
            try app.focusCanvas()
            for (action, path, probe) in [(WindowAction.exportWebPage, "\(dir)/page", "\(dir)/page/index.html"),
                                          (.exportUIKit, "\(dir)/MyCarousel.swift", "\(dir)/MyCarousel.swift"),
                                          (.exportSwiftUI, "\(dir)/my view.swift", "\(dir)/my view.swift"),
                                          (.exportAndroid, "\(dir)/android", "\(dir)/android/CarouselLayoutManager.java")] {
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
            // The file's name names the class; one that is not a Swift identifier leaves the default.
            let swift = try String(contentsOfFile: "\(dir)/MyCarousel.swift", encoding: .utf8)
            #expect(swift.contains("public final class MyCarousel: UICollectionViewLayout"))
            let view = try String(contentsOfFile: "\(dir)/my view.swift", encoding: .utf8)
            #expect(view.contains("struct CarouselLayoutView<"))
            let android = try FileManager.default.contentsOfDirectory(atPath: "\(dir)/android").sorted()
            #expect(android == ["CarouselLayoutManager.java", "CarouselMath.java", "CarouselSnapHelper.java"], "\(android)")
            #expect(app.finish().filter { !$0.contains("dconf") }.isEmpty)
        }
    }
}
