import Foundation
import Testing

extension UITests {
    /// The compositional layout's sections in the side panel, driven from
    /// the keyboard: section 2's behaviour changed through its own
    /// drop-down rewrites the `orthogonal` list (only section 2 changes),
    /// the page on the canvas changes, and Ctrl+Z takes it back; another
    /// screen's values show in the sections.
    @Suite
    struct SectionControlsUITests {
        @Test func sectionTwosBehaviourChangesItsShelfAndCtrlZTakesItBack() throws {
            let app = try AppSession(["--layout", "compositional", "--size", "900x800"])
            try app.waitFor("settled")
            app.waitForQuietMotion()
            // Every picture decoded: the page as it stays.
            try app.waitForRestNow(timeout: 20)
            // Everything under the hero shelf: the Editors' Choice shelf (section 2) and the sections below it.
            let below = (y: 300.0, height: 480.0)
            let before = try app.screenshot(x: 0, y: below.y, width: 900, height: below.height)
            let list = try app.waitForWidget("Sideways scrolling") { $0["mapped"] as? Bool == true }
            #expect(list["text"] as? String == "", "the list starts on Auto (the screen's)")
            let combo = try app.waitForWidget("Section 2 sideways scrolling") { _ in true }
            #expect(combo["text"] as? String == "Group paging, centred", "section 2 shows the screen's behaviour")

            // Open the sections (folded at first), then section 2, click its drop-down (its menu opens), Escape (the drop-down keeps the keyboard), Home: None.
            let sections = try app.waitForWidgetToStayPut("Sections")
            let heading = try #require(sections["rect"] as? [String: Double])
            app.clickScreen(x: heading["x"]! + 40, y: heading["y"]! + 10)
            _ = try app.waitForWidget("Section 2") { $0["mapped"] as? Bool == true }
            let expander = try app.waitForWidgetToStayPut("Section 2")
            let rect = try #require(expander["rect"] as? [String: Double])
            app.clickScreen(x: rect["x"]! + 60, y: rect["y"]! + rect["height"]! / 2)
            let shown = try app.waitForWidgetToStayPut("Section 2 sideways scrolling")
            let at = try #require(shown["rect"] as? [String: Double])
            app.clickScreen(x: at["x"]! + at["width"]! / 2, y: at["y"]! + at["height"]! / 2)
            // The open menu's item list is a window of its own.
            #expect(AppSession.poll(timeout: 6) {
                (app.events.last { $0["event"] as? String == "widgets" }?["windows"] as? [[String: Any]])?.isEmpty == false
            }, "the drop-down's menu opened")
            app.key("Escape")
            app.key("Home")
            _ = try app.waitForWidget("Section 2 sideways scrolling", timeout: 10) { $0["text"] as? String == "None" }
            // The list holds section 2's change only: sections 3 and 4 keep their behaviours.
            _ = try app.waitForWidget("Sideways scrolling") { $0["text"] as? String == "groupPaging,none,groupPaging,none" }
            #expect((app.widgetStates["Section 3 sideways scrolling"]?["text"] as? String) == "Group paging")
            #expect(app.events.last { $0["event"] as? String == "widgets" }?["title"] as? String == "• Untitled — Layout Playground",
                    "the document has an unsaved change")
            // Section 2 no longer scrolls sideways: its items stack down, what follows moves down.
            let changed = try app.waitForPixels(timeout: 10, { try app.screenshot(x: 0, y: below.y, width: 900, height: below.height) },
                                                until: { $0.changedFraction(from: before) > 0.2 })
            #expect(changed.changedFraction(from: before) > 0.2, "the canvas under the hero shelf changed")

            // Ctrl+Z (the drop-down still has the keyboard): the screen's list and the page as they were.
            app.key("ctrl+z")
            _ = try app.waitForWidget("Sideways scrolling", timeout: 10) { $0["text"] as? String == "" }
            _ = try app.waitForWidget("Section 2 sideways scrolling") { $0["text"] as? String == "Group paging, centred" }
            let restored = try app.waitForPixels(timeout: 10, { try app.screenshot(x: 0, y: below.y, width: 900, height: below.height) },
                                                 until: { $0.changedFraction(from: before) < 0.01 })
            #expect(restored.changedFraction(from: before) < 0.01, "the page is back as it was")

            // Another screen (its lists on Auto) shows in the sections: the photo grid's, a third of the width each.
            let mark = app.events.count
            try app.clickWidget("Screen")
            try app.waitForWindow(after: mark) { $0["title"] as? String == "" }
            app.key("Down")
            app.key("Return")
            _ = try app.waitForWidget("Section 2 sideways scrolling", timeout: 10) { $0["text"] as? String == "None" }
            _ = try app.waitForWidget("Section 2 item width") { $0["text"] as? String == "33.33" }
            #expect(app.widgetStates["Section 2 items across"]?["text"] as? String == "3")
            #expect(app.finish().isEmpty)
        }
    }
}
