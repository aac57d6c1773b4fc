import Foundation
import Testing

extension UITests {
    /// The app in Simplified Chinese: `LANGUAGE=zh_CN` picks the catalog.
    @Suite
    struct TranslationUITests {
        @Test func theWindowAndThePanelSpeakChinese() throws {
            let app = try AppSession(["--layout", "cards", "--size", "800x600"],
                                     environment: ["LANGUAGE": "zh_CN", "LANG": "C.UTF-8", "LC_ALL": ""])
            try app.waitFor("settled")
            let event = try app.waitFor("widgets")
            #expect(event["title"] as? String == "未命名 — 布局游乐场", "the untitled document's name")
            let scrolling = try app.waitForWidget("Scrolling") { $0["mapped"] as? Bool == true }
            #expect(scrolling["text"] as? String == "滚动")
            let count = try app.waitForWidget("Current index") { $0["mapped"] as? Bool == true }
            #expect(count["text"] as? String == "1 / 16")
            let tooltip = try app.waitForWidget("Item width") { $0["mapped"] as? Bool == true }
            #expect(tooltip["tooltip"] as? String == "卡片宽度")
            #expect(app.finish().isEmpty)
        }

        @Test func withoutALanguageTheAppStaysInEnglish() throws {
            let app = try AppSession(["--layout", "cards", "--size", "800x600"],
                                     environment: ["LANGUAGE": "", "LANG": "C.UTF-8", "LC_ALL": ""])
            try app.waitFor("settled")
            let event = try app.waitFor("widgets")
            #expect(event["title"] as? String == "Untitled — Layout Playground")
            let scrolling = try app.waitForWidget("Scrolling") { $0["mapped"] as? Bool == true }
            #expect(scrolling["text"] as? String == "Scrolling")
            #expect(app.finish().isEmpty)
        }
    }
}
