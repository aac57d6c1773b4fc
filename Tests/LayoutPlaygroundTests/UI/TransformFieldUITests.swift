import Foundation
import Testing

extension UITests {
    /// The custom carousel's Transform field as a person writes in it:
    /// Ctrl+Z takes the typing back, an emptied field keeps the last
    /// transform and says what to write, a mistake on a later line is
    /// named by line and column.
    @Suite
    struct TransformFieldUITests {
        private func text(_ state: [String: Any]) -> String { state["text"] as? String ?? "" }
        private func isMapped(_ state: [String: Any]) -> Bool { state["mapped"] as? Bool == true }

        private func startCustom() throws -> AppSession {
            let app = try AppSession(["--layout", "carousel", "--size", "1100x900", "--set", "type=custom"])
            try app.waitFor("settled")
            let r = AppSession.rect(try app.waitForWidget("Transform") { isMapped($0) })
            app.clickScreen(x: r.x + r.width / 2, y: r.y + r.height / 2)
            try app.waitForFocus("Transform")
            return app
        }

        private func replaceText(_ app: AppSession, with typed: String) {
            app.key("ctrl+a")
            app.xdotool(["type", "--delay", "6", typed])
        }

        @Test func ctrlZInTheFieldTakesTheTypingBack() throws {
            let app = try startCustom()
            let original = text(try app.waitForWidget("Transform") { !text($0).isEmpty })
            replaceText(app, with: "scale(0.5, 0.5, 1)")
            try app.waitForWidget("Transform") { text($0) == "scale(0.5, 0.5, 1)" }
            app.key("ctrl+z")
            try app.waitForWidget("Transform") { text($0) == original }
            #expect(app.finish().isEmpty)
        }

        /// What a person writes while a field has the keyboard is one step,
        /// however long they pause on a half-typed text that happens to
        /// read ("0.9" on the way to "0.9 - abs(offset) / 2"): once the field
        /// lets go, one Ctrl+Z gives back the value from before they began.
        @Test func pausesWhileWritingMakeNoStepsOfTheirOwn() throws {
            let app = try AppSession(["--layout", "carousel", "--size", "1100x900", "--set", "type=custom"])
            try app.waitFor("settled")
            let r = AppSession.rect(try app.waitForWidget("Alpha") { isMapped($0) })
            let original = text(app.widgetStates["Alpha"] ?? [:])
            #expect(original != "0.9")
            app.clickScreen(x: r.x + r.width / 2, y: r.y + r.height / 2)
            try app.waitForFocus("Alpha")
            app.key("ctrl+a")
            app.xdotool(["type", "--delay", "6", "0.9"])
            try app.waitForWidget("Alpha") { text($0) == "0.9" }
            usleep(1_300_000)  // longer than quick changes join
            app.xdotool(["type", "--delay", "6", " - abs(offset"])
            usleep(1_300_000)
            app.xdotool(["type", "--delay", "6", ") / 2"])
            try app.waitForWidget("Alpha") { text($0) == "0.9 - abs(offset) / 2" }
            try app.focusCanvas()
            app.key("ctrl+z")
            try app.waitForWidget("Alpha") { text($0) == original }
            #expect(app.finish().isEmpty)
        }

        @Test func anEmptiedFieldKeepsTheTransformAndSaysWhatToWrite() throws {
            let app = try startCustom()
            try app.waitForWidget("Transform") { !text($0).isEmpty }
            let before = try app.screenshotOfCanvas()
            app.key("ctrl+a")
            app.key("BackSpace")
            let message = try app.waitForWidget("Transform error") { !text($0).isEmpty }
            #expect(text(message).hasPrefix("Write at least one step"), "\(text(message))")
            // Still: a changed transform would have been drawn (and its transition run) by now.
            let after = try app.waitForSteadyCanvas()
            #expect(after.changedFraction(from: before) < 0.01, "the cards stay as they were")
            #expect(app.finish().isEmpty)
        }

        @Test func aMistakeOnTheSecondLineIsNamedByLineAndColumn() throws {
            let app = try startCustom()
            app.key("ctrl+a")
            app.xdotool(["type", "--delay", "6", "translate(offset * itemWidth, 0, 0)"])
            app.key("Return")
            app.xdotool(["type", "--delay", "6", "rotate(ofset, 0, 1, 0)"])
            let expected = "line 2, column 8: unknown name 'ofset': did you mean 'offset'?"
            try app.waitForWidget("Transform") { text($0).hasSuffix("rotate(ofset, 0, 1, 0)") }
            let error = try app.waitForWidget("Transform error") { text($0) == expected }
            #expect(text(error) == expected)
            #expect(app.finish().isEmpty)
        }

        /// A half-typed step: Ctrl+Z takes back only the typing, the finished
        /// transform stays, and the keyboard stays in the field.
        @Test func ctrlZOnAHalfTypedStepKeepsTheFinishedTransform() throws {
            let app = try startCustom()
            replaceText(app, with: "scale(0.5, 0.5, 1)")
            try app.waitForWidget("Transform") { text($0) == "scale(0.5, 0.5, 1)" }
            app.key("ctrl+End")
            app.xdotool(["type", "--delay", "6", " rotate(0.1"])
            try app.waitForWidget("Transform error") { !text($0).isEmpty }
            app.key("ctrl+z")
            try app.waitForWidget("Transform") { text($0) == "scale(0.5, 0.5, 1)" }
            // The keyboard is still in the field: what comes next is typed there.
            app.xdotool(["type", "--delay", "6", " scale(2, 2, 1)"])
            try app.waitForWidget("Transform") { text($0) == "scale(0.5, 0.5, 1) scale(2, 2, 1)" }
            #expect(app.finish().isEmpty)
        }

        /// A transform that reads but gives no number at some offsets is a
        /// warning under the field, naming where items are hidden (not an
        /// error: the others show), and it goes once the text is fixed. The
        /// Alpha field below never moves while messages come and go.
        @Test func aDivisionByZeroIsAWarningUnderTheFieldAndNothingBelowMoves() throws {
            let app = try startCustom()
            let alphaBefore = AppSession.rect(try app.waitForWidget("Alpha") { isMapped($0) })
            replaceText(app, with: "translate(100 / offset, 0, 0)")
            let message = try app.waitForWidget("Transform error") { text($0).contains("hidden") }
            #expect(text(message).hasPrefix("Items are hidden at offset 0"), "\(text(message))")
            #expect(app.widgetStates["Error message"].map(isMapped) != true, "no banner over the canvas")
            #expect(AppSession.rect(app.widgetStates["Alpha"] ?? [:]).y == alphaBefore.y, "Alpha stays where it was")
            replaceText(app, with: "translate(100 * offset, 0,")
            try app.waitForWidget("Transform error") { text($0).contains("column") }
            #expect(AppSession.rect(app.widgetStates["Alpha"] ?? [:]).y == alphaBefore.y, "Alpha stays where it was")
            replaceText(app, with: "translate(100 * offset, 0, 0)")
            try app.waitForWidget("Transform error") { text($0).isEmpty }
            #expect(AppSession.rect(app.widgetStates["Alpha"] ?? [:]).y == alphaBefore.y)
            #expect(app.finish().isEmpty)
        }
    }
}
