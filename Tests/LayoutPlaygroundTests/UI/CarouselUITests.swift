import Foundation
import Testing

extension UITests {
    /// The carousel's custom type, edited live in the side panel.
    @Suite
    struct CarouselUITests {
        private func text(_ state: [String: Any]) -> String { state["text"] as? String ?? "" }
        private func isMapped(_ state: [String: Any]) -> Bool { state["mapped"] as? Bool == true }

        @Test func editingTheCustomTransformRedrawsAndAMistakeIsSaidUnderTheField() throws {
            let app = try AppSession(["--layout", "carousel", "--size", "800x900", "--set", "type=custom"])
            try app.waitFor("settled")
            try app.waitForSteadyCanvas(interval: 0.5)  // the pictures load
            // The custom type's fields come first, right under the type; its
            // quantities (tilt, radius…) show too, as the variables they are.
            let field = try app.waitForWidget("Transform") { isMapped($0) }
            let width = try app.waitForWidget("Item width") { isMapped($0) }
            #expect(AppSession.rect(field).y < AppSession.rect(width).y)
            #expect(app.widgetStates["Tilt"] != nil && app.widgetStates["Edit as Custom"] == nil)
            let before = try app.screenshotOfCanvas()
            // A rotation about y turns the side cards like a cover flow.
            let r = AppSession.rect(field)
            app.clickScreen(x: r.x + r.width / 2, y: r.y + r.height / 2)
            try app.waitForFocus("Transform")
            app.key("ctrl+a")
            app.xdotool(["type", "--delay", "8", "translate(offset*itemWidth*0.6, 0, 0) rotate(-offset*0.8, 0, 1, 0)"])
            let turned = try app.waitForSteadyCanvas()
            #expect(turned.changedFraction(from: before) > 0.05, "the cards turned")
            // A syntax error: the message names the column, the drawing stays as it was.
            app.xdotool(["type", "--delay", "8", " scale(2,"])
            let error = try app.waitForWidget("Transform error") { !($0["text"] as? String ?? "").isEmpty }
            #expect(text(error).hasPrefix("column "), "\(text(error))")
            #expect(try app.waitForSteadyCanvas().changedFraction(from: turned) < 0.01, "the last valid transform stays live")
            #expect(app.finish().isEmpty)
        }

        @Test func editAsCustomKeepsThePictureAndSwitchesToTheCustomType() throws {
            let app = try AppSession(["--layout", "carousel", "--size", "800x1000", "--set", "type=coverFlow"])
            try app.waitFor("settled")
            try app.waitForSteadyCanvas(interval: 0.5)  // the pictures load
            let before = try app.screenshotOfCanvas()
            let mark = app.events.count
            try app.clickWidget("Edit as Custom")
            // The pointer leaves the panel: the field now under it would show its tooltip over the canvas.
            app.xdotool(["mousemove", "0", "0"])
            _ = try app.changed(after: mark)
            let type = try app.waitForWidget("Type") { text($0) == "Custom" }
            #expect(isMapped(type))
            try app.waitForWidget("Transform") { isMapped($0) }
            #expect(try app.waitForSteadyCanvas().changedFraction(from: before) < 0.01, "the same cover flow, now custom")
            #expect(app.finish().isEmpty)
        }
    }
}
