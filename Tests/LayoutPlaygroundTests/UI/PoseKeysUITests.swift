import Foundation
import Testing

extension UITests {
    /// Posing from the keyboard: Alt+arrows move the card in focus and the
    /// drawn card moves with it, `.` chooses the card to the right and says
    /// its pose, `[`/`]` turn it, Alt+`-` fades it; each key is a step that
    /// Ctrl+Z takes back.
    @Suite
    struct PoseKeysUITests {
        static func text(_ state: [String: Any]) -> String { state["text"] as? String ?? "" }

        @Test func theKeysPoseTheCardsAndSayWhatTheyDid() throws {
            let app = try AppSession(["--layout", "carousel", "--size", "1400x1000"])
            try app.waitFor("settled")
            try app.waitForRestNow()
            try app.clickWidget("Pose")
            let sampled = Self.text(try app.waitForWidget("Transform") { Self.text($0).hasPrefix("translate(extrapolate(offset, -3, -240") })
            try app.waitForRestNow()
            try app.focusCanvas(at: (40, app.canvas.height - 40))
            let cx = app.canvas.width / 2, cy = app.canvas.height / 2
            usleep(400_000)
            let before = try app.screenshotOfCanvas()
            #expect(PoseModeUITests.brightness(before, cx - 90, cy - 90) > 70, "the card's top-left before")

            // Three Alt+Shift+Right: the card in focus 30 points right.
            var mark = app.events.count
            for _ in 0..<3 { app.key("alt+shift+Right"); usleep(60_000) }
            let moved = Self.text(try app.waitForWidget("Transform") { Self.text($0).contains(", 0, 30, 1, 140,") })
            let said = try app.waitFor("announced", after: mark) { ($0["text"] as? String ?? "").hasPrefix("Offset 0: x 30,") }
            #expect((said["text"] as? String ?? "").contains("alpha 1"), "\(said)")
            usleep(400_000)
            let after = try app.screenshotOfCanvas()
            #expect(PoseModeUITests.brightness(after, cx - 90, cy - 90) < 50, "the card left its old top-left")
            #expect(PoseModeUITests.brightness(after, cx - 60, cy - 90) > 70, "the card's top-left 30 points on")
            try app.waitForWidget("Document") { Self.text($0) == "• Untitled" }

            // One step each: Ctrl+Z twice leaves the first move, a third the sampled text.
            app.key("ctrl+z")
            app.key("ctrl+z")
            try app.waitForWidget("Transform") { Self.text($0).contains(", 0, 10, 1, 140,") }
            app.key("ctrl+z")
            try app.waitForWidget("Transform") { Self.text($0) == sampled }
            _ = moved

            // `.`: the card to the right, at offset 1; `]` turns it, Alt+- fades it.
            try app.focusCanvas(at: (40, app.canvas.height - 40))
            mark = app.events.count
            app.key("period")
            try app.waitFor("announced", after: mark) { ($0["text"] as? String ?? "").hasPrefix("Offset 1: x 140,") }
            let turnBefore = Self.turn(at: 1, in: Self.text(try app.waitForWidget("Transform") { _ in true }))
            app.key("bracketright")
            try app.waitForWidget("Transform") { state in
                guard let now = Self.turn(at: 1, in: Self.text(state)), let turnBefore else { return false }
                return abs(now - (turnBefore + 0.05)) < 1e-9
            }
            app.key("alt+minus")
            try app.waitForWidget("Alpha") { Self.text($0).contains(", 1, 0.95,") }
            let drawn = try app.screenshotOfCanvas()
            #expect(drawn.changedFraction(from: before) > 0.002, "the card at offset 1 drawn turned and fainter")
            #expect(app.finish().isEmpty)
        }

        /// Mirror: the right side's poses copied onto the left, as in a
        /// mirror — the card at −1 rises as the one at 1 was raised, and
        /// moves and turns the other way.
        @Test func theMirrorCopiesTheRightPosesOntoTheLeft() throws {
            let app = try AppSession(["--layout", "carousel", "--size", "1400x1000"])
            try app.waitFor("settled")
            try app.waitForRestNow()
            // Three items on, so there are cards on the left too.
            try app.focusCanvas(at: (40, app.canvas.height - 40))
            let mark = app.events.count
            for _ in 0..<3 { app.key("Right"); usleep(150_000) }
            #expect(try app.settled(after: mark)["currentIndex"] as? Int == 3)
            try app.clickWidget("Pose")
            try app.waitForWidget("Transform") { Self.text($0).hasPrefix("translate(extrapolate(offset, -3, -240") }
            try app.waitForRestNow()
            try app.focusCanvas(at: (40, app.canvas.height - 40))
            app.key("period")
            for _ in 0..<4 { app.key("alt+shift+Up"); usleep(60_000) }
            app.key("bracketright")
            // y at 1 is −40; the turn at 1 a step on from Cover Flow's −1.4137.
            try app.waitForWidget("Transform") { Self.text($0).contains("0, 0, 1, -40, 2, 0, 3, 0)") && Self.text($0).contains("1, -1.3637,") }
            usleep(400_000)
            let before = try app.screenshot(x: 0, y: 0, width: app.canvas.width / 2 - 110, height: app.canvas.height)
            try app.clickWidget("Mirror the right poses onto the left side")
            let mirrored = Self.text(try app.waitForWidget("Transform") { Self.text($0).contains("-1, -40, 0, 0, 1, -40,") })
            #expect(mirrored.contains("-1, 1.3637, 0, 0, 1, -1.3637,"), "turned the other way: \(mirrored)")
            #expect(mirrored.contains("extrapolate(offset, -3, -240, -2, -190, -1, -140, 0, 0, 1, 140,"), "x mirrored: \(mirrored)")
            usleep(400_000)
            let after = try app.screenshot(x: 0, y: 0, width: app.canvas.width / 2 - 110, height: app.canvas.height)
            #expect(after.changedFraction(from: before) > 0.002, "the left side drawn anew")
            app.key("ctrl+z")
            try app.waitForWidget("Transform") { !Self.text($0).contains("-1, -40, 0, 0, 1, -40,") }
            #expect(app.finish().isEmpty)
        }

        /// The turn the posed Transform text gives at `offset` (the number
        /// after it in `rotate(extrapolate(offset, …`).
        static func turn(at offset: Double, in text: String) -> Double? {
            guard let start = text.range(of: "rotate(extrapolate(offset, ") else { return nil }
            let numbers = text[start.upperBound...].split(separator: ")").first?.split(separator: ",")
                .compactMap { Double($0.trimmingCharacters(in: .whitespaces)) } ?? []
            var i = 0
            while i + 1 < numbers.count {
                if abs(numbers[i] - offset) < 1e-9 { return numbers[i + 1] }
                i += 2
            }
            return nil
        }
    }
}
