import Foundation
import Testing

extension UITests {
    /// The carousel designer on screen: the type drop-down, Edit as Custom,
    /// the error mark, the reference and the curves.
    @Suite
    struct CarouselDesignerUITests {
        private func text(_ state: [String: Any]) -> String { state["text"] as? String ?? "" }
        private func isMapped(_ state: [String: Any]) -> Bool { state["mapped"] as? Bool == true }
        static let types = ["Linear", "Rotary", "Inverted Rotary", "Cylinder", "Inverted Cylinder", "Wheel", "Inverted Wheel",
                            "Cover Flow", "Cover Flow 2", "Time Machine", "Inverted Time Machine", "Custom"]

        /// Opens the Type drop-down and picks the entry `steps` below (or above) the current one.
        private func choose(_ app: AppSession, steps: Int) throws {
            let mark = app.events.count
            try app.clickWidget("Type")
            // The menu is open: the drop-down's own window (it has no title).
            if (try? app.waitForWindow(after: mark, timeout: 3) { $0["title"] as? String == "" }) == nil {
                // A click that comes while GTK still closes the last menu is
                // lost (under load it can): a person clicks again.
                try app.clickWidget("Type")
                try app.waitForWindow(after: mark) { $0["title"] as? String == "" }
            }
            // A person's pace down the menu.
            for _ in 0..<abs(steps) { app.key(steps > 0 ? "Down" : "Up"); usleep(40_000) }
            app.key("Return")
        }

        /// 50 random choices from the opened drop-down: each one applies, and
        /// GLib and GTK say nothing (the drop-down is not destroyed while it
        /// is still closing its menu).
        @Test func typeChangesFromTheOpenedDropDownPrintNoWarnings() throws {
            let app = try AppSession(["--layout", "carousel", "--size", "1100x900", "--set", "type=coverFlow"])
            try app.waitFor("settled")
            var rng = SystemRandomNumberGenerator()
            var current = Self.types.firstIndex(of: "Cover Flow")!
            for _ in 0..<50 {
                var target = current
                while target == current { target = Int.random(in: 0..<Self.types.count, using: &rng) }
                let mark = app.events.count
                try choose(app, steps: target - current)
                _ = try app.changed(after: mark)
                current = target
                try app.waitForWidget("Type") { text($0) == Self.types[current] }
            }
            let warnings = app.finish()
            #expect(warnings.isEmpty, "\(warnings.prefix(5))")
        }

        /// Cover Flow → Time Machine from the drop-down, a few items on, then
        /// Edit as Custom: the Time Machine as custom, the same picture, the same item.
        @Test func editAsCustomConvertsTheTypeOnScreenAndKeepsTheItem() throws {
            let app = try AppSession(["--layout", "carousel", "--size", "1100x1000", "--set", "type=coverFlow"])
            try app.waitFor("settled")
            var mark = app.events.count
            try choose(app, steps: Self.types.firstIndex(of: "Time Machine")! - Self.types.firstIndex(of: "Cover Flow")!)
            try app.waitForWidget("Type") { text($0) == "Time Machine" }
            // At the first item a Time Machine shows one card: the view comes to a stack six deep.
            try app.waitFor("settled", after: mark) { $0["currentIndex"] as? Int == 6 }
            let canvas = app.canvas
            app.click(at: (canvas.width / 2, canvas.height / 2))
            mark = app.events.count
            for _ in 0..<3 { app.key("Right"); usleep(150_000) }  // a person's pace
            // At rest: the move is over and the pictures are in.
            let settled = try app.settled(after: mark)
            #expect(settled["currentIndex"] as? Int == 9)
            let before = try app.screenshotOfCanvas()
            mark = app.events.count
            try app.clickWidget("Edit as Custom")
            app.xdotool(["mousemove", "0", "0"])  // no tooltip of the field now under the pointer over the canvas
            let changed = try app.changed(after: mark)
            #expect(changed["currentIndex"] as? Int == 9, "the current item stays")
            try app.waitForWidget("Type") { text($0) == "Custom" }
            try app.waitForWidget("Transform") { isMapped($0) }
            try app.waitForRest(after: mark)
            #expect(try app.screenshotOfCanvas().changedFraction(from: before) < 0.01, "the same time machine, now custom")
            #expect(app.finish().isEmpty)
        }

        /// A mistake in the transform is marked at its column: typing a text
        /// that differs from a valid one by a single character at column 16
        /// changes the field's picture there only.
        @Test func theErrorColumnIsMarkedInTheText() throws {
            let app = try AppSession(["--layout", "carousel", "--size", "1100x900", "--set", "type=custom"])
            try app.waitFor("settled")
            var r = AppSession.rect(try app.waitForWidget("Transform") { isMapped($0) })
            // Screen coordinates: `screenshot(x:y:…)` takes the canvas's.
            func grab() throws -> Screenshot {
                try app.screenshot(x: r.x - app.canvas.x, y: r.y - app.canvas.y, width: r.width, height: r.height)
            }
            func type(_ text: String) throws {
                r = AppSession.rect(app.widgetStates["Transform"] ?? [:])
                app.clickScreen(x: r.x + r.width / 2, y: r.y + r.height / 2)
                try app.waitForFocus("Transform")
                app.key("ctrl+a")
                app.xdotool(["type", "--delay", "6", text])
                app.key("ctrl+Home")  // the cursor away from the column
                // The field holds the text and is drawn with it.
                try app.waitForWidget("Transform") { self.text($0) == text }
                _ = try app.waitForSteadyPixels(timeout: 3, interval: 0.05, grab)
            }
            try type("scale(1, 1, 1)   scale(1, 1, 1)")
            let valid = try grab()
            try type("scale(1, 1, 1) $ scale(1, 1, 1)")
            let error = try app.waitForWidget("Transform error") { !($0["text"] as? String ?? "").isEmpty }
            #expect(text(error).hasPrefix("column 16:"), "\(text(error))")
            let marked = try grab()
            // The changed pixels: one character cell, near the middle of the 31-character line.
            var xs: [Int] = []
            for y in 0..<valid.height {
                for x in 0..<valid.width {
                    let a = valid.pixel(x, y), b = marked.pixel(x, y)
                    if abs(a.r - b.r) + abs(a.g - b.g) + abs(a.b - b.b) > 60 { xs.append(x) }
                }
            }
            let lo = try #require(xs.min()), hi = try #require(xs.max())
            // The text starts after the 6-point margin; a monospace cell is about 7–10 points wide.
            #expect(hi - lo < 24, "only the column is marked: \(lo)…\(hi)")
            #expect(lo > 6 + 15 * 6 && hi < 6 + 17 * 11, "at column 16: \(lo)…\(hi)")
            #expect(app.finish().isEmpty)
        }

        /// The reference opens with F1 beside the custom fields, lists the
        /// variables, and an example replaces the transform.
        @Test func theReferenceOpensWithF1AndAnExampleInsertsOnClick() throws {
            let app = try AppSession(["--layout", "carousel", "--size", "1100x900", "--set", "type=custom"])
            try app.waitFor("settled")
            try app.waitForRestNow()  // the pictures are in
            let before = try app.screenshotOfCanvas()
            let canvas = app.canvas
            app.click(at: (canvas.width / 2, canvas.height / 2))
            app.key("F1")
            try app.waitForSteadyWidget("Example Rotary")  // the popover's opening transition is over
            let mark = app.events.count
            try app.clickWidget("Example Rotary")
            _ = try app.changed(after: mark)
            try app.waitForRest(after: mark)
            #expect(try app.screenshotOfCanvas().changedFraction(from: before) > 0.03, "the rotary shows")
            #expect(app.finish().isEmpty)
        }

        /// While a person writes in the Transform field, the reference open
        /// beside it leaves the middle of the canvas (the item in focus)
        /// in view, and Escape closes it without leaving the field.
        @Test func theReferenceLeavesTheCanvasMiddleInViewAndEscapeClosesIt() throws {
            let app = try AppSession(["--layout", "carousel", "--size", "900x700", "--set", "type=custom"])
            try app.waitFor("settled")
            let field = AppSession.rect(try app.waitForWidget("Transform") { $0["mapped"] as? Bool == true })
            app.clickScreen(x: field.x + field.width / 2, y: field.y + field.height / 2)
            try app.waitForFocus("Transform")
            app.key("F1")
            let example = try app.waitForSteadyWidget("Example Linear")
            // The card in focus (200 wide, at the canvas's middle) stays in view beside the reference.
            let cardMiddleRight = app.canvas.x + app.canvas.width / 2 + 60
            #expect(AppSession.rect(example).x > cardMiddleRight,
                    "the reference starts right of the card: \(AppSession.rect(example)) \(app.canvas)")
            // Back in the field, writing: Escape closes the reference.
            app.clickScreen(x: field.x + field.width / 2, y: field.y + field.height / 2)
            try app.waitForFocus("Transform")
            app.xdotool(["type", "--delay", "6", " "])
            #expect(app.widgetStates["Example Linear"]?["mapped"] as? Bool == true, "open while the person writes")
            app.key("Escape")
            try app.waitForWidget("Example Linear") { $0["mapped"] as? Bool != true }
            try app.waitForFocus("Transform")
            #expect(app.finish().isEmpty)
        }
    }
}

extension UITests.CarouselDesignerUITests {
    /// Dragging a square of a `curve` on the plot rewrites the transform:
    /// the picture changes as the person drags.
    @Test func draggingACurvePointRewritesTheTransform() throws {
        let app = try AppSession(["--layout", "carousel", "--size", "1100x900", "--set", "type=custom",
                                  "--set", "transform=translate(curve(offset, -3, -500, 0, 0, 3, 500), 0, 0)"])
        try app.waitFor("settled")
        try app.waitForRestNow()  // the pictures are in
        let before = try app.screenshotOfCanvas()
        let plot = AppSession.rect(try app.waitForWidget("Attribute curves") { $0["mapped"] as? Bool == true })
        // The x panel is the top-left sixth; its point at offset 0, value 0 is at its middle.
        let panelWidth = plot.width / 2 - 6, panelHeight = plot.height / 3 - 6
        let x = plot.x + 3 + 4 + (panelWidth - 8) / 2, y = plot.y + 3 + panelHeight - 4 - (panelHeight - 8) / 2
        let mark = app.events.count
        app.xdotool(["mousemove", "\(Int(x))", "\(Int(y))", "mousedown", "1"])
        for step in 1...5 { usleep(60_000); app.xdotool(["mousemove", "\(Int(x))", "\(Int(y) - 4 * step)"]) }  // drag steps
        app.xdotool(["mouseup", "1"])
        _ = try app.changed(after: mark)
        try app.waitForRest(after: mark)
        #expect(try app.screenshotOfCanvas().changedFraction(from: before) > 0.02, "the centre item moved right")
        #expect(app.finish().isEmpty)
    }
}

extension UITests.CarouselDesignerUITests {
    /// Under `LANGUAGE=zh_CN` a mistake in the transform is said in Chinese,
    /// column and all.
    @Test func theParsersMessageIsTranslated() throws {
        let app = try AppSession(["--layout", "carousel", "--size", "1100x900", "--set", "type=custom"],
                                 environment: ["LANGUAGE": "zh_CN", "LANG": "C.UTF-8", "LC_ALL": ""])
        try app.waitFor("settled")
        let r = AppSession.rect(try app.waitForWidget("Transform") { $0["mapped"] as? Bool == true })
        app.clickScreen(x: r.x + r.width / 2, y: r.y + r.height / 2)
        try app.waitForFocus("Transform")
        app.key("ctrl+a")
        app.xdotool(["type", "--delay", "6", "rotate(1, 0, 1"])
        // Typed one key at a time, the text reads wrong at every step: wait for the whole of it.
        let expected = "第 15 列：rotate 的参数之后应为“)”"
        let error = try app.waitForWidget("Transform error") { $0["text"] as? String == expected }
        #expect(error["text"] as? String == expected)
        #expect(app.finish().isEmpty)
    }
}
