import Foundation
import Testing

/// Every UI test shares one virtual display and the keyboard focus, so they
/// run one at a time, never beside each other.
@Suite(.serialized, .enabled(if: VirtualDisplay.shared != nil, "needs Xvfb and xdotool"))
enum UITests {}

extension UITests {
    /// The real app under Xvfb, driven by real X input (xdotool), asserted from
    /// its `--trace` lines. Any GTK critical or warning on stderr fails a test.
    @Suite
    struct AppUITests {
        private func offset(_ event: [String: Any]) -> (x: Double, y: Double) {
            let o = event["offset"] as? [String: Double] ?? [:]
            return (o["x"] ?? .nan, o["y"] ?? .nan)
        }

        private func expectClean(_ app: AppSession, sourceLocation: SourceLocation = #_sourceLocation) {
            let problems = app.finish()
            #expect(problems.isEmpty, "GTK complained: \(problems)", sourceLocation: sourceLocation)
        }

        @Test func aDragOnCardsSettlesOnACardWithANewIndex() throws {
            let app = try AppSession(["--layout", "cards", "--size", "800x600"])
            let start = try app.waitFor("settled")
            #expect(start["currentIndex"] as? Int == 0)
            let mark = app.events.count
            app.drag(from: (600, 300), to: (250, 300), duration: 0.25, steps: 10)
            let settled = try app.settled(after: mark)
            let index = try #require(settled["currentIndex"] as? Int)
            #expect(index >= 1)
            // Rest offsets are i·(w + sp) = i·285.
            #expect(offset(settled).x == Double(index) * 285)
            expectClean(app)
        }

        @Test func aTapOnASideCardCentresItAndATapOnTheCentreSelectsIt() throws {
            let app = try AppSession(["--layout", "cards", "--size", "800x600"])
            try app.waitFor("settled")
            var mark = app.events.count
            // Card 1's centre is 285 points right of the viewport centre.
            app.click(at: (400 + 285, 300))
            let centred = try app.settled(after: mark)
            #expect(centred["currentIndex"] as? Int == 1)
            #expect(offset(centred).x == 285)
            mark = app.events.count
            app.click(at: (400, 300))
            let selected = try app.waitFor("selected", after: mark)
            #expect(selected["item"] as? Int == 1)
            expectClean(app)
        }

        @Test func theWheelWrapsPastItsEndAndSettlesOnARow() throws {
            let app = try AppSession(["--layout", "wheel", "--size", "600x400"])
            let start = try app.waitFor("settled")
            // Looping, row 0 is in the middle one row down the content.
            #expect(offset(start).y == 100)
            #expect(start["currentIndex"] as? Int == 0)
            // Three strokes of 300 pt down turn the drum back by nine rows, past row 0.
            var last = start
            for _ in 0..<3 {
                let mark = app.events.count
                app.drag(from: (300, 60), to: (300, 360), duration: 0.5, steps: 12, holdAtEnd: 0.2)
                last = try app.settled(after: mark)
            }
            let y = offset(last).y
            #expect(y.truncatingRemainder(dividingBy: 100) == 0, "rests on a row: \(y)")
            #expect(y >= 50 && y <= 1100, "the offset wrapped instead of running out: \(y)")
            let index = try #require(last["currentIndex"] as? Int)
            #expect((0..<10).contains(index))
            #expect(index != 0)
            expectClean(app)
        }

        @Test func aMillionRowWheelDragsAndSettlesOnARow() throws {
            let app = try AppSession(["--layout", "wheel", "--items", "1000000", "--size", "600x400"], timeout: 60)
            let start = try app.waitFor("settled", timeout: 30)
            #expect(start["itemCount"] as? Int == 1_000_000)
            #expect(start["currentIndex"] as? Int == 0)
            let mark = app.events.count
            // Drag up by 250 pt: the drum follows the pointer, two or three rows on.
            app.drag(from: (300, 330), to: (300, 80), duration: 0.5, steps: 12, holdAtEnd: 0.3)
            let settled = try app.settled(after: mark)
            let y = offset(settled).y
            #expect(y.truncatingRemainder(dividingBy: 100) == 0, "rests on a row: \(y)")
            let index = try #require(settled["currentIndex"] as? Int)
            #expect((2...3).contains(index), "rows grow downward and follow the pointer 1:1: \(index)")
            // Rows are on screen: the canvas is not blank around its middle.
            let middle = try app.screenshot(x: 200, y: 170, width: 200, height: 60)
            #expect(middle.fraction { $0.r + $0.g + $0.b > 300 } > 0.2)
            expectClean(app)
        }

        @Test func aFlickOnTheStackThrowsExactlyOneCard() throws {
            let app = try AppSession(["--layout", "stack", "--size", "800x600"])
            try app.waitFor("settled")
            let mark = app.events.count
            app.drag(from: (650, 300), to: (150, 300), duration: 0.12, steps: 6)
            let settled = try app.settled(after: mark)
            #expect(settled["currentIndex"] as? Int == 1)
            #expect(offset(settled).x == 800)
            expectClean(app)
        }

        @Test func pullToRefreshOnTheWaterfallGrowsTheItemCount() throws {
            let app = try AppSession(["--layout", "waterfall", "--size", "800x600"])
            let start = try app.waitFor("settled")
            let before = try #require(start["itemCount"] as? Int)
            let background = try app.screenshot(x: 300, y: 20, width: 200, height: 30)
            let mark = app.events.count
            app.drag(from: (400, 100), to: (400, 500), duration: 0.6, steps: 16, holdAtEnd: 0.3)
            // While the page loads, the list rests held open above its top, the indicator in the room.
            let held = try app.waitFor("settled", after: mark, timeout: 10) { offset($0).y < 0 }
            #expect(offset(held).y == -70)
            let indicator = try app.screenshot(x: 300, y: 20, width: 200, height: 30)
            #expect(indicator.changedFraction(from: background) > 0.2, "the loading pill is on screen")
            let grown = try app.changed(after: mark, timeout: 10) { ($0["itemCount"] as? Int ?? 0) > before }
            #expect(grown["itemCount"] as? Int == before + 24, "a page has 24 items")
            try app.waitFor("announced", after: mark) { $0["text"] as? String == "Refreshed, 24 new items" }
            #expect(offset(grown).y == 0, "the room closes as the new items take it")
            // A second pull brings another page.
            let again = app.events.count
            app.drag(from: (400, 100), to: (400, 500), duration: 0.6, steps: 16, holdAtEnd: 0.3)
            let twice = try app.changed(after: again, timeout: 10) { ($0["itemCount"] as? Int ?? 0) > before + 24 }
            #expect(twice["itemCount"] as? Int == before + 48)
            expectClean(app)
        }

        @Test func layoutSwitchesAndParameterChangesSettle() throws {
            let app = try AppSession(["--layout", "cards", "--size", "800x600"])
            try app.waitFor("settled")
            // Move to card 2 so that a change of the card width shows in the rest offset.
            var mark = app.events.count
            app.click(at: (400 + 285, 300))
            _ = try app.settled(after: mark)
            mark = app.events.count
            app.click(at: (400 + 285, 300))
            let atTwo = try app.settled(after: mark)
            #expect(atTwo["currentIndex"] as? Int == 2)
            // Tab from the canvas reaches the first control: the item width field; Up adds one.
            mark = app.events.count
            app.key("Tab")
            try app.waitForFocus("Item width")
            app.key("Up")
            let changed = try app.changed(after: mark)
            #expect(changed["currentIndex"] as? Int == 2)
            #expect(offset(changed).x == 2 * 286, "item width 281 keeps card 2 centred")
            // Ctrl+3 switches to the wheel, Ctrl+6 to flow.
            for (key, layout) in [("ctrl+3", "wheel"), ("ctrl+6", "flow"), ("ctrl+1", "cards")] {
                mark = app.events.count
                app.key(key)
                let switched = try app.changed(after: mark) { $0["layout"] as? String == layout }
                #expect(switched["layout"] as? String == layout)
            }
            expectClean(app)
        }

        /// A drag released exactly on a rest offset settles at once: the trace
        /// still says `released` before `settled`, in time order.
        @Test func aReleaseAtRestIsTracedBeforeItSettles() throws {
            let app = try AppSession(["--layout", "cards", "--size", "800x600"])
            try app.waitFor("settled")
            let mark = app.events.count
            app.drag(from: (600, 300), to: (315, 300), duration: 0.5, steps: 10, holdAtEnd: 0.4)
            let settled = try app.settled(after: mark)
            #expect(offset(settled).x == 285, "the drag ended on card 1's rest offset")
            let names = app.events[mark...].compactMap { $0["event"] as? String }.filter { $0 == "released" || $0 == "settled" }
            #expect(names.first == "released", "events in order: \(names)")
            let times = app.events[mark...].filter { ["released", "settled"].contains($0["event"] as? String) }
                .compactMap { $0["time"] as? Double }
            #expect(times == times.sorted(), "times in order: \(times)")
            expectClean(app)
        }

        @Test func keyboardMovesAndSelects() throws {
            let app = try AppSession(["--layout", "cards", "--size", "800x600"])
            try app.waitFor("settled")
            app.click(at: (10, 10))  // focus the canvas (a tap on nothing)
            var mark = app.events.count
            app.key("Right")
            let next = try app.settled(after: mark)
            #expect(next["currentIndex"] as? Int == 1)
            mark = app.events.count
            app.key("End")
            let end = try app.settled(after: mark)
            #expect(end["currentIndex"] as? Int == 15)
            mark = app.events.count
            app.key("Return")
            let selected = try app.waitFor("selected", after: mark)
            #expect(selected["item"] as? Int == 15)
            expectClean(app)
        }

        @Test func aWheelNotchMovesOneCard() throws {
            let app = try AppSession(["--layout", "cards", "--size", "800x600"])
            try app.waitFor("settled")
            let mark = app.events.count
            app.wheel(down: true, notches: 1, at: (400, 300))
            let settled = try app.settled(after: mark)
            #expect(settled["currentIndex"] as? Int == 1)
            #expect(offset(settled).x == 285)
            expectClean(app)
        }
    }
}

extension UITests {
    /// Bad input and extreme sizes in the running app.
    @Suite
    struct AppRobustnessUITests {
        @Test func aMalformedDatasetOpenedFromTheWindowShowsAnErrorAndKeepsTheData() throws {
            let bad = FileManager.default.temporaryDirectory.appendingPathComponent("lp-ui-bad-\(getpid()).json").path
            try "[{\"w\": 10, ".write(toFile: bad, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(atPath: bad) }
            let app = try AppSession(["--layout", "cards", "--size", "800x600"])
            let start = try app.waitFor("settled")
            try app.focusCanvas()  // give the window the keyboard focus
            let before = try MessageUITests.messageStrip(app)
            var mark = app.events.count
            app.key("ctrl+o")
            #expect(app.waitForWindow(titled: "Open"))
            app.xdotool(["type", "--delay", "15", "/"])  // opens the file chooser's location field
            try app.waitForTyped("/", inDialog: "Open")
            app.xdotool(["type", "--delay", "15", String(bad.dropFirst())])
            try app.waitForTyped(bad, inDialog: "Open")
            app.key("Return")
            let error = try app.waitFor("error", after: mark)
            let message = try #require(error["message"] as? String)
            #expect(message.contains(bad) && message.contains("malformed JSON at line 1, column 12"), "\(message)")
            try MessageUITests.expectMessageShown(app, comparedWith: before)
            try app.waitForWidget("Error message") { ($0["text"] as? String ?? "").contains("line 1, column 12") }
            // The previous data is still shown: moving on reports the same item count.
            // (Wait for the file chooser's window to be gone, or the click
            // could reach its dying window.)
            try app.waitForNoWindow(titled: "Open")
            mark = app.events.count
            app.click(at: (400 + 285, 300))
            let after = try app.settled(after: mark)
            #expect(after["itemCount"] as? Int == start["itemCount"] as? Int)
            #expect(after["currentIndex"] as? Int == 1)
            // GTK 3's own file chooser, not the app, warns when its location entry
            // pops up under a key press on a bare X server (no window manager); nothing
            // else may appear.
            let gtkFileChooserNoise = "gtk_widget_event: assertion 'WIDGET_REALIZED_FOR_EVENT"
            #expect(app.finish().filter { !$0.contains("dconf") && !$0.contains(gtkFileChooserNoise) }.isEmpty)
        }

        @Test func tinyAndHugeWindowsKeepWorking() throws {
            let app = try AppSession(["--layout", "waterfall", "--size", "800x600"])
            try app.waitFor("settled")
            for size in [("1", "1"), ("4000", "3000"), ("900", "700")] {
                let mark = app.events.count
                app.xdotool(["search", "--name", "^Untitled — Layout Playground$", "windowsize", size.0, size.1])
                // The canvas took the new size and drew it.
                _ = try app.changed(after: mark)
                try app.waitForRest(after: mark)
            }
            // Still responsive: a wheel step scrolls and settles.
            let mark = app.events.count
            app.wheel(down: true, notches: 2, at: (300, 300))
            let settled = try app.settled(after: mark)
            #expect(settled["layout"] as? String == "waterfall")
            #expect(app.finish().isEmpty)
        }
    }
}

extension UITests {
    /// What the app remembers between runs.
    @Suite
    struct AppSettingsUITests {
        @Test func theLayoutAndItsParametersSurviveARestart() throws {
            let config = AppSession.freshConfigFolder()
            defer { try? FileManager.default.removeItem(atPath: config) }
            do {
                let app = try AppSession(["--size", "800x600"], configFolder: config)
                let first = try app.waitFor("settled")
                #expect(first["layout"] as? String == "cards")
                try app.focusCanvas()
                let mark = app.events.count
                app.key("ctrl+3")
                _ = try app.changed(after: mark) { $0["layout"] as? String == "wheel" }
                #expect(app.finish().isEmpty)
            }
            let saved = try String(contentsOfFile: config + "/layout-playground/settings.json", encoding: .utf8)
            #expect(saved.contains("\"layout\" : \"wheel\""))
            let again = try AppSession(["--size", "800x600"], configFolder: config)
            let ready = try again.waitFor("ready")
            #expect(ready["layout"] as? String == "wheel")
            #expect(again.finish().isEmpty)
        }

        @Test func aCorruptedSettingsFileWarnsUsesDefaultsAndIsKept() throws {
            let config = AppSession.freshConfigFolder()
            defer { try? FileManager.default.removeItem(atPath: config) }
            let folder = config + "/layout-playground"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try "{\"layout\": 12,".write(toFile: folder + "/settings.json", atomically: true, encoding: .utf8)
            let app = try AppSession(["--size", "800x600"], configFolder: config)
            let warning = try app.waitFor("error")
            #expect((warning["message"] as? String)?.contains("settings.json.bak") == true)
            #expect(app.events.first { $0["event"] as? String == "ready" }?["layout"] as? String == "cards")
            #expect(app.finish().isEmpty)
            #expect(try String(contentsOfFile: folder + "/settings.json.bak", encoding: .utf8) == "{\"layout\": 12,")
        }
    }
}

extension UITests {
    /// Export from the window, through its file chooser.
    @Suite
    struct AppExportUITests {
        @Test func theViewExportsAsPNGSVGPDFAndTheAttributesAsJSON() throws {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lp-export-\(getpid())").path
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let app = try AppSession(["--layout", "cards", "--size", "640x480"])
            try app.waitFor("settled")
            try app.focusCanvas()
            for (ext, magic) in [("png", "\u{89}PNG"), ("svg", "<?xml"), ("pdf", "%PDF-")] {
                let path = "\(dir)/view.\(ext)"
                app.export(shortcut: "ctrl+e", to: path)
                let data = try Data(contentsOf: URL(fileURLWithPath: path))
                #expect(String(decoding: data.prefix(magic.utf8.count), as: UTF8.self) == magic
                            || data.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]), "\(ext)")
            }
            // Each export says so for a moment, with a button that opens the file.
            try app.waitForWidget("Notice") { $0["mapped"] as? Bool == true && $0["text"] as? String == "Exported view.pdf" }
            try app.waitForWidget("Notice action") { $0["mapped"] as? Bool == true && $0["text"] as? String == "Open" }
            let json = "\(dir)/attributes.json"
            app.export(shortcut: "ctrl+shift+e", to: json)
            try app.waitForWidget("Notice") { $0["text"] as? String == "Exported attributes.json" }
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any]
            #expect(object?["layout"] as? String == "cards")
            #expect((object?["elements"] as? [Any])?.isEmpty == false)
            #expect(app.finish().isEmpty)
        }
    }
}
