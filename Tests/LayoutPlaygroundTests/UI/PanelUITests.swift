import Foundation
import Testing

/// What the app's named widgets show, read back from GTK (the `widgets`
/// trace event): texts, sensitivity, whether mapped, screen rects.
extension AppSession {
    typealias WidgetState = [String: Any]

    /// The widgets of the latest `widgets` event, by name.
    var widgetStates: [String: WidgetState] {
        guard let event = events.last(where: { $0["event"] as? String == "widgets" }),
              let list = event["widgets"] as? [WidgetState] else { return [:] }
        var states: [String: WidgetState] = [:]
        for state in list { if let name = state["name"] as? String, states[name] == nil { states[name] = state } }
        return states
    }

    /// The dialogs of the latest `widgets` event.
    var dialogStates: [WidgetState] {
        events.last(where: { $0["event"] as? String == "widgets" })?["windows"] as? [WidgetState] ?? []
    }

    /// Waits until the widget `name` satisfies `test`, and returns its state.
    @discardableResult
    func waitForWidget(_ name: String, timeout: Double = 6, where test: (WidgetState) -> Bool) throws -> WidgetState {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let state = widgetStates[name], test(state) { return state }
            usleep(50_000)
        }
        throw Failure(description: "\(name) never matched; it shows \(widgetStates[name] ?? [:])")
    }

    /// Waits until a dialog satisfies `test`, and returns its state.
    @discardableResult
    func waitForDialog(timeout: Double = 6, where test: (WidgetState) -> Bool) throws -> WidgetState {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let dialog = dialogStates.first(where: test) { return dialog }
            usleep(50_000)
        }
        throw Failure(description: "no dialog matched; open: \(dialogStates.map { $0["title"] ?? "" })")
    }

    /// The screen rect of a widget's state.
    static func rect(_ state: WidgetState) -> (x: Double, y: Double, width: Double, height: Double) {
        let r = state["rect"] as? [String: Double] ?? [:]
        return (r["x"] ?? 0, r["y"] ?? 0, r["width"] ?? 0, r["height"] ?? 0)
    }

    /// Clicks the widget `name` at a fraction of its width and height.
    func clickWidget(_ name: String, atX fx: Double = 0.5, y fy: Double = 0.5) throws {
        let state = try waitForWidget(name) { $0["mapped"] as? Bool == true }
        let r = Self.rect(state)
        clickScreen(x: r.x + r.width * fx, y: r.y + r.height * fy)
    }

    /// The main window's size, as the X server has it.
    func windowSize() -> (width: Int, height: Int) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: Which.find("xdotool") ?? "/usr/bin/xdotool")
        p.arguments = ["search", "--name", "^Untitled — Layout Playground$", "getwindowgeometry"]
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display.name
        p.environment = env
        let out = Pipe()
        p.standardOutput = out
        try? p.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        guard let line = text.split(separator: "\n").first(where: { $0.contains("Geometry:") }),
              let size = line.split(separator: " ").last else { return (0, 0) }
        let parts = size.split(separator: "x").compactMap { Int($0) }
        return parts.count == 2 ? (parts[0], parts[1]) : (0, 0)
    }

    /// Resizes the main window and waits for GTK to settle.
    func resizeWindow(width: Int, height: Int) {
        xdotool(["search", "--name", "^Untitled — Layout Playground$", "windowsize", String(width), String(height)])
        // Until the X server has the size and the canvas has been laid out for it.
        Self.poll(timeout: 5, interval: 0.1) { windowSize().width == width }
        let canvasWidth = { (self.widgetStates["Layout canvas"]?["rect"] as? [String: Double])?["width"] ?? 0 }
        Self.poll(timeout: 3) { canvasWidth() <= Double(width) }
        waitForQuietMotion()
    }

    /// The parameters of the document as the app keeps it while it is
    /// unsaved (its draft, written a moment after a change), as `key=value`
    /// lines, once they contain `text`.
    func keptParameters(containing text: String, timeout: Double = 8) throws -> String {
        let folder = dataFolder + "/layout-playground/drafts"
        let deadline = Date().addingTimeInterval(timeout)
        var kept = ""
        while Date() < deadline {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for name in names where name.hasSuffix(".layout") {
                guard let data = FileManager.default.contents(atPath: folder + "/" + name),
                      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                      let parameters = object["parameters"] as? [String: String] else { continue }
                kept = parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "\n")
                if kept.contains(text) { return kept }
            }
            usleep(100_000)
        }
        throw Failure(description: "the kept document's parameters never contained \(text): \(kept)")
    }
}

extension UITests {
    /// The side panel, the dialogs and the window chrome, as a person sees them.
    @Suite
    struct PanelUITests {
        private func text(_ state: AppSession.WidgetState) -> String { state["text"] as? String ?? "" }
        private func isSensitive(_ state: AppSession.WidgetState) -> Bool { state["sensitive"] as? Bool == true }
        private func isMapped(_ state: AppSession.WidgetState) -> Bool { state["mapped"] as? Bool == true }

        @Test func autoRadiusShowsTheRadiusInUseAndUntickingKeepsTheRing() throws {
            let app = try AppSession(["--layout", "ring", "--size", "800x600"])
            try app.waitFor("settled")
            // auto: (min(800 − 80, 600 − 80) − 2·16)/2, greyed.
            try app.waitForWidget("Radius") { text($0) == "244" && !isSensitive($0) }
            try app.waitForRestNow()
            let before = try app.screenshotOfCanvas()
            try app.clickWidget("Radius automatic")
            try app.waitForWidget("Radius") { text($0) == "244" && isSensitive($0) }
            // Whatever the change drew is over (a ring that moved would be caught mid-way otherwise).
            let after = try app.waitForSteadyCanvas()
            #expect(after.changedFraction(from: before) < 0.002, "the ring did not move when Auto was unticked")
            #expect(try app.keptParameters(containing: "radius=244").contains("radius=244"))
            #expect(app.finish().isEmpty)
        }

        @Test func autoColumnsFollowTheViewport() throws {
            let app = try AppSession(["--layout", "waterfall", "--size", "800x600"])
            try app.waitFor("settled")
            try app.waitForWidget("Columns") { text($0) == "5" && !isSensitive($0) }
            // A portrait canvas: the automatic count becomes the portrait one.
            app.resizeWindow(width: 900, height: 1150)
            try app.waitForWidget("Columns") { text($0) == "3" && !isSensitive($0) }
            #expect(app.finish().isEmpty)
        }

        @Test func aDraggedSliderReportsAValueOnItsStep() throws {
            let app = try AppSession(["--layout", "cards", "--size", "800x600"])
            try app.waitFor("settled")
            try app.clickWidget("Side scale slider", atX: 0.137)
            let saved = try app.keptParameters(containing: "\nscale=")
            let value = try #require(saved.components(separatedBy: "\nscale=").last?.prefix { "0123456789.".contains($0) })
            #expect(value != "0.85", "the click moved the slider")
            #expect((value.split(separator: ".").last?.count ?? 0) <= 2, "scale=\(value) is on the 0.01 grid")
            try app.waitForWidget("Side scale") { text($0) == String(format: "%.2f", Double(value) ?? -1) }
            #expect(app.finish().isEmpty)
        }

        @Test func aSliderWithAStepOfTenReportsAMultipleOfTen() throws {
            let app = try AppSession(["--layout", "wheel", "--size", "800x600"])
            try app.waitFor("settled")
            try app.clickWidget("Perspective slider", atX: 0.437)
            let saved = try app.keptParameters(containing: "perspective=")
            let written = try #require(saved.components(separatedBy: "perspective=").last?.prefix { "0123456789.".contains($0) })
            let value = try #require(Double(written))
            #expect(value != 900, "the click moved the slider")
            #expect(value.truncatingRemainder(dividingBy: 10) == 0, "perspective=\(written) is on the step of 10")
            try app.waitForWidget("Perspective") { text($0) == String(Int(value)) }
            #expect(app.finish().isEmpty)
        }

        @Test func aLongTitleIsCutAndThePanelKeepsItsWidth() throws {
            let title = "An extremely long level title " + String(repeating: "that goes on and on ", count: 30)
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("lp-long-\(getpid()).json").path
            try "[{\"title\": \"\(title)\", \"color\": \"#336699\"}, {\"title\": \"Short\"}]"
                .write(toFile: path, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(atPath: path) }
            let app = try AppSession(["--layout", "cards", "--size", "800x600", "--dataset", path])
            try app.waitFor("settled")
            let window = app.windowSize()
            let canvas = try app.waitForWidget("Layout canvas") { isMapped($0) }
            let mark = app.events.count
            app.click(at: (400, 300))
            try app.waitFor("selected", after: mark)
            let selection = try app.waitForWidget("Selection") { text($0).hasPrefix("Selected: An extremely") }
            #expect(selection["ellipsized"] as? Bool == true)
            #expect(AppSession.rect(selection).width <= 340)
            #expect((selection["tooltip"] as? String)?.contains(title.trimmingCharacters(in: .whitespaces)) == true)
            try app.waitForWidgetToStayPut("Layout canvas")  // a window growing for the label would have moved it
            #expect(app.windowSize() == window, "the window kept its size")
            let after = try #require(app.widgetStates["Layout canvas"])
            #expect(AppSession.rect(after).width == AppSession.rect(canvas).width, "the canvas kept its width")
            #expect(app.finish().isEmpty)
        }

        @Test func theItemCountTakesWhatTheCommandLineTakesAndTheDatasetShowsItsFile() throws {
            let name = "lp-mine-a-dataset-file-with-a-really-quite-long-name-\(getpid()).json"
            let path = FileManager.default.temporaryDirectory.appendingPathComponent(name).path
            try "[{\"title\": \"One\"}, {\"title\": \"Two\"}, {\"title\": \"Three\"}]"
                .write(toFile: path, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(atPath: path) }
            // Five million items in a debug build start in a few seconds, but took
            // over 30 s beside a full build on both cores: the start may take 90.
            let app = try AppSession(["--layout", "cards", "--size", "800x900", "--items", "5000000",
                                      "--dataset", path], timeout: 90)
            try app.waitFor("settled")
            let dataset = try app.waitForWidget("Dataset") { text($0) == name }
            #expect(dataset["tooltip"] as? String == path)
            let count = try app.waitForWidget("Item count") { text($0) == "5000000" && isSensitive($0) }
            // The long name is cut: the panel's fields stay inside the window.
            #expect(AppSession.rect(dataset).width < 340)
            #expect(AppSession.rect(count).x + AppSession.rect(count).width <= Double(app.windowSize().width))
            // One step down on the field's "−" button.
            let r = AppSession.rect(count)
            let mark = app.events.count
            app.clickScreen(x: r.x + r.width - r.height * 1.5, y: r.y + r.height / 2)
            // Five million items made again: 11–15 s in a debug build on two cores, before and after this test was written.
            let changed = try app.changed(after: mark, timeout: 60) { $0["itemCount"] as? Int != 5_000_000 }
            #expect(changed["itemCount"] as? Int == 4_999_999)
            #expect(app.finish().isEmpty)
        }

        /// The inspector shows the selected card as the layout places it
        /// now: a changed item width is its new size, not the one it had.
        @Test func theInspectorFollowsAParameterChange() throws {
            let app = try AppSession(["--layout", "cards", "--size", "800x600"])
            try app.waitFor("settled")
            let mark = app.events.count
            app.click(at: (400, 300))
            try app.waitFor("selected", after: mark)
            try app.waitForWidget("Inspector") { text($0).contains("size       280 × 400") }
            let r = AppSession.rect(try app.waitForWidget("Item width") { isMapped($0) })
            // The field's "−" button, the pointer away from the canvas.
            app.clickScreen(x: r.x + r.width - r.height * 1.5, y: r.y + r.height / 2)
            let width = try app.waitForWidget("Item width") { !text($0).isEmpty && text($0) != "280" }
            try app.waitForWidget("Inspector") { text($0).contains("size       \(text(width)) × 400") }
            #expect(app.finish().isEmpty)
        }

        /// Another layout's controls open at the panel's top (its title and
        /// first parameters: the carousel's Type), not where the last
        /// layout's controls were scrolled to.
        @Test func anotherLayoutsPanelOpensAtItsTop() throws {
            let app = try AppSession(["--layout", "cards", "--size", "800x500"])
            try app.waitFor("settled")
            let first = AppSession.rect(try app.waitForWidget("Item width") { isMapped($0) })
            // Scroll the panel well down.
            for _ in 0..<3 { app.wheel(down: true, notches: 5, at: (first.x - app.canvas.x + 40, first.y - app.canvas.y + 120)) }
            try app.waitForWidget("Item width") { AppSession.rect($0).y < first.y - 100 }
            try app.focusCanvas(at: (300, 250))
            app.key("ctrl+7")
            let type = try app.waitForWidget("Type") { isMapped($0) }
            try app.waitForWidget("Type") { abs(AppSession.rect($0).y - first.y) < 60 }
            #expect(AppSession.rect(type).width > 0)
            #expect(app.finish().isEmpty)
        }

        @Test func thePanelIndexFollowsADragAndTheInspectorForgetsASwitchedLayout() throws {
            let app = try AppSession(["--layout", "cards", "--size", "800x600"])
            try app.waitFor("settled")
            try app.waitForWidget("Current index") { text($0) == "1 / 16" }
            let idle = try app.waitForWidget("Inspector") { isMapped($0) }
            // Hold a drag two cards to the left: the panel follows before anything settles.
            let mark = app.events.count
            app.xdotool(["mousemove", String(Int(app.canvas.x + 700)), String(Int(app.canvas.y + 300))])
            app.xdotool(["mousedown", "1"])
            for step in 1...12 {
                usleep(40_000)
                app.xdotool(["mousemove", String(Int(app.canvas.x + 700 - Double(step) * 48)), String(Int(app.canvas.y + 300))])
            }
            let during = try app.waitForWidget("Current index") { text($0) == "3 / 16" }
            let settledDuringDrag = app.events[mark...].contains { $0["event"] as? String == "settled" }
            app.xdotool(["mouseup", "1"])
            #expect(text(during) == "3 / 16")
            #expect(!settledDuringDrag, "the index changed while the finger was down")
            _ = try app.settled(after: mark)
            // Hover a card: the inspector shows it, at the same height as before.
            app.xdotool(["mousemove", String(Int(app.canvas.x + 400)), String(Int(app.canvas.y + 300))])
            let inspecting = try app.waitForWidget("Inspector") { text($0).hasPrefix("cell") }
            #expect(AppSession.rect(inspecting).height == AppSession.rect(idle).height, "hovering kept the height")
            // Another layout: the old element is gone from the inspector.
            app.xdotool(["mousemove", String(Int(app.canvas.x + 5)), String(Int(app.canvas.y + 5))])
            app.key("ctrl+3")
            try app.changed(after: mark) { $0["layout"] as? String == "wheel" }
            try app.waitForWidget("Inspector") { text($0).hasPrefix("Hover over an element") }
            #expect(app.finish().isEmpty)
        }

        @Test func aNarrowWindowFoldsThePanelAndTheCanvasStaysUsable() throws {
            let app = try AppSession(["--layout", "cards", "--size", "800x600"])
            try app.waitFor("settled")
            try app.waitForWidget("Item width") { isMapped($0) }
            for width in [360, 200] {
                app.resizeWindow(width: width, height: 640)
                #expect(app.windowSize().width == width, "the window is \(width) wide")
                // Folded: the panel is out of the way, the layout switcher a drop-down.
                try app.waitForWidget("Item width") { !isMapped($0) }
                let canvas = try app.waitForWidget("Layout canvas") { isMapped($0) }
                #expect(AppSession.rect(canvas).width >= Double(width) - 12, "the canvas takes the window")
                try app.waitForWidget("Layout") { isMapped($0) && text($0) == "Cards" }
                // The canvas still scrolls: a flick moves to another card.
                let mark = app.events.count
                app.drag(from: (Double(width) - 20, 250), to: (20, 250), duration: 0.2, steps: 8)
                let settled = try app.settled(after: mark)
                #expect(settled["currentIndex"] as? Int ?? 0 > 0, "\(width): the drag moved on")
                app.key("Home")
                _ = try app.settled(after: mark)
            }
            // F9 slides the panel over the canvas; the window stays narrow.
            app.resizeWindow(width: 360, height: 640)
            app.key("F9")
            try app.waitForWidgetToStayPut("Item width")  // the panel has slid in
            #expect(app.windowSize().width == 360)
            // Wide again: the panel is back beside the canvas.
            app.key("F9")
            app.resizeWindow(width: 1200, height: 700)
            try app.waitForWidget("Item width") { isMapped($0) }
            try app.waitForWidget("Layout Cards") { isMapped($0) }
            #expect(app.finish().isEmpty, "no GTK warning at any width")
        }

        /// The panel slid in over a narrow window's canvas dims it; a press
        /// outside the panel closes the panel and moves nothing.
        @Test func aPressBesideTheSlidInPanelClosesItAndLeavesTheCardsStill() throws {
            let app = try AppSession(["--layout", "cards", "--size", "800x600"])
            try app.waitFor("settled")
            app.resizeWindow(width: 600, height: 640)
            try app.waitForWidget("Item width") { !isMapped($0) }
            let canvas = try app.waitForWidget("Layout canvas") { isMapped($0) }
            let open = AppSession.rect(canvas).width - 360  // what the panel leaves of the canvas
            let strip = { try app.screenshot(x: 10, y: 100, width: open - 20, height: 300) }
            let bright = try strip().mean
            app.key("F9")
            try app.waitForWidget("Item width") { isMapped($0) }
            try app.waitForWidget("Close the side panel") { isMapped($0) }
            let dimmed = try app.waitForSteadyRegion(x: 10, y: 100, width: open - 20, height: 300).mean
            #expect(dimmed.r + dimmed.g + dimmed.b < (bright.r + bright.g + bright.b) * 0.85,
                    "a scrim dims the canvas: \(bright) → \(dimmed)")
            // A drag beside the panel: the panel closes, the cards stay on card 1.
            var mark = app.events.count
            app.drag(from: (open - 20, 300), to: (10, 300), duration: 0.2, steps: 8)
            try app.waitForWidget("Item width") { !isMapped($0) }
            // Still: the scrim has gone, and cards the press had moved would have settled.
            try app.waitForSteadyRegion(x: 10, y: 100, width: open - 20, height: 300, interval: 0.25)
            let moved = app.events[mark...].contains {
                $0["event"] as? String == "settled" && $0["currentIndex"] as? Int != 0
            }
            #expect(!moved, "the press went no further than the scrim")
            let after = try strip().mean
            #expect(abs(after.r + after.g + after.b - (bright.r + bright.g + bright.b)) < 12, "no scrim once closed")
            // With the panel closed, the same drag moves the cards.
            mark = app.events.count
            app.drag(from: (open - 20, 300), to: (10, 300), duration: 0.2, steps: 8)
            #expect(try app.settled(after: mark)["currentIndex"] as? Int ?? 0 > 0)
            #expect(app.finish().isEmpty)
        }

        /// Each inset field has a caption a person reads over it. The cards
        /// running sideways mirror with the direction, so their left and
        /// right insets are captioned Leading and Trailing; turned vertical
        /// they do not mirror, and the captions say Left and Right.
        @Test func theInsetFieldsAreCaptioned() throws {
            let app = try AppSession(["--layout", "cards", "--size", "800x600"])
            try app.waitFor("settled")
            for side in ["top", "leading", "bottom", "trailing"] {
                let field = try app.waitForWidget("Insets \(side)") { isMapped($0) }
                let caption = try app.waitForWidget("Insets \(side) caption") { isMapped($0) }
                #expect(text(caption) == side.prefix(1).uppercased() + side.dropFirst())
                let f = AppSession.rect(field), c = AppSession.rect(caption)
                #expect(c.y + c.height <= f.y + 1 && c.y + c.height >= f.y - 12, "\(side): the caption is right over its field")
                #expect(abs((c.x + c.width / 2) - (f.x + f.width / 2)) < 2, "\(side): centred over it")
            }
            try app.clickWidget("Vertical")
            try app.waitForWidget("Insets left caption") { text($0) == "Left" && isMapped($0) }
            try app.waitForWidget("Insets right caption") { text($0) == "Right" && isMapped($0) }
            #expect(app.finish().isEmpty)
        }

        @Test func dropDownsShowTitlesAndTheDialogsShowWhatTheyShould() throws {
            let app = try AppSession(["--layout", "wheel", "--size", "800x600"])
            try app.waitFor("settled")
            try app.waitForWidget("Geometry") { text($0) == "Drum" }
            try app.waitForWidget("Row pitch") { text($0) == "One viewport a row" }
            try app.focusCanvas()
            app.key("ctrl+question")
            let shortcuts = try app.waitForDialog { ($0["labels"] as? [String] ?? []).contains("Page Up") }
            #expect(!(shortcuts["labels"] as? [String] ?? []).contains { $0.contains("Page_") })
            app.key("Escape")
            let closed = AppSession.poll(timeout: 6) {
                !app.dialogStates.contains { ($0["labels"] as? [String] ?? []).contains("Page Up") }
            }
            #expect(closed, "the shortcuts window closed")
            try app.focusCanvas()
            app.key("ctrl+shift+o")
            let chooser = try app.waitForDialog { $0["title"] as? String == "Open Dataset" }
            #expect(chooser["folder"] as? String == CLIRunner.repositoryRoot + "/Resources/datasets")
            app.key("Escape")
            try app.waitForNoWindow(titled: "Open Dataset")
            try app.clickWidget("Main menu")
            try app.waitForWidget("Main menu") { $0["active"] as? Bool == true }  // the menu is open
            app.key("Up")  // the last item: About
            app.key("Return")
            let about = try app.waitForDialog { $0["title"] as? String == "About Layout Playground" }
            let logo = about["logo"] as? [String: Double]
            #expect(logo?["width"] == 128 && logo?["height"] == 128, "the About dialog shows the app's icon")
            #expect(app.finish().filter { !$0.contains("dconf") }.isEmpty)
        }
    }
}
