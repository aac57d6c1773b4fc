import Foundation
import Testing

extension UITests {
    /// The compositional layout's App Store-like page in the app: a drag
    /// sideways in a shelf moves that shelf and nothing else on screen; a
    /// drag that is mostly vertical from the same place moves the page.
    @Suite
    struct CompositionalUITests {
        /// In the 900×700 canvas: the hero shelf (group paging) spans y 44…264, the
        /// Editors' Choice shelf 324…524 (its header at 280), Top Games
        /// below 578.
        static let hero = (y: 50.0, height: 210.0)
        static let others = [(y: 330.0, height: 190.0), (y: 584.0, height: 110.0), (y: 0.0, height: 40.0)]

        /// Right to left the shelf starts at its right end, and the same
        /// flick toward the right brings its next page, as a finger would on iOS.
        @Test(arguments: [false, true])
        func aSidewaysDragMovesOnlyItsShelf(rightToLeft: Bool) throws {
            let app = try AppSession(["--layout", "compositional", "--size", "900x700"]
                                     + (rightToLeft ? ["--direction", "rtl"] : []))
            try app.waitFor("settled")
            app.waitForQuietMotion()
            // A notice over the canvas (it moves to the bottom when the item in focus is at the top) is not a
            // shelf, nor is a panel tooltip under a pointer left there: the pointer goes where the flick starts.
            try app.waitForNoNotice()
            let (from, to) = rightToLeft ? (80.0, 680.0) : (820.0, 220.0)
            app.move(to: (from, 150))
            app.waitForQuietMotion()
            let heroBefore = try app.screenshot(x: 0, y: Self.hero.y, width: 900, height: Self.hero.height)
            let othersBefore = try Self.others.map { try app.screenshot(x: 0, y: $0.y, width: 900, height: $0.height) }
            let mark = app.events.count
            // Sideways with a little vertical wobble: the first 10 points decide the axis. Past half
            // the page's width, so the shelf pages on however slow a loaded machine makes the release.
            app.flick(from: (from, 150), to: (to, 166), duration: 0.25, steps: 10)
            let settled = try app.settled(after: mark)
            #expect((settled["offset"] as? [String: Double])?["y"] == 0, "the page did not move: \(settled)")
            try app.waitForNoNotice()
            let heroAfter = try app.screenshot(x: 0, y: Self.hero.y, width: 900, height: Self.hero.height)
            // The next card rests where the first was (group paging), so only the card's face differs.
            #expect(heroAfter.changedFraction(from: heroBefore) > 0.2, "the hero shelf moved to its next card")
            for (region, before) in zip(Self.others, othersBefore) {
                let after = try app.screenshot(x: 0, y: region.y, width: 900, height: region.height)
                #expect(after.changedFraction(from: before) < 0.001, "the region at y \(region.y) stayed")
            }
            #expect(app.finish().isEmpty)
        }

        /// Right to left the keyboard cursor starts on the hero shelf's first
        /// item (the top-right cell), Right has nothing further right, and
        /// Left goes to the next item, scrolling the shelf to it.
        @Test func rightToLeftTheLeftArrowWalksAShelfOn() throws {
            let app = try AppSession(["--layout", "compositional", "--size", "900x700", "--direction", "rtl"])
            try app.waitFor("settled")
            app.waitForQuietMotion()
            app.click(at: (8, 8))  // focus the canvas (a tap on nothing)
            app.key("Right")  // the cursor appears on item 0; nothing lies to its right
            app.key("Right")
            app.waitForQuietMotion()
            let start = try app.screenshot(x: 0, y: Self.hero.y, width: 900, height: Self.hero.height)
            let mark = app.events.count
            app.key("Left")
            let settled = try app.settled(after: mark)
            #expect((settled["offset"] as? [String: Double])?["y"] == 0, "the page did not move: \(settled)")
            let after = try app.screenshot(x: 0, y: Self.hero.y, width: 900, height: Self.hero.height)
            #expect(after.changedFraction(from: start) > 0.2, "the hero shelf paged on to the next item")
            #expect(app.finish().isEmpty)
        }

        @Test func aMostlyVerticalDragOnAShelfMovesThePage() throws {
            let app = try AppSession(["--layout", "compositional", "--size", "900x700"])
            try app.waitFor("settled")
            app.waitForQuietMotion()
            let mark = app.events.count
            // Up with a sideways drift smaller than the vertical move: the page scrolls.
            app.drag(from: (500, 450), to: (470, 250), duration: 0.4, holdAtEnd: 0.15)
            let settled = try app.settled(after: mark)
            let y = (settled["offset"] as? [String: Double])?["y"] ?? 0
            #expect(y > 150, "the page scrolled up by about the drag: \(settled)")
            #expect(app.finish().isEmpty)
        }

        /// A list whose estimates are fifteen times too tall: a jump to the
        /// end (made with the estimates) shows the last items at their own
        /// heights instead of an empty canvas past the shrunk content, and
        /// the inspector gives a hovered item's estimate and the height it
        /// resolved to, and how the resolutions corrected the offset.
        @Test func estimatedHeightsResolveAsTheyShowAndTheInspectorSaysBoth() throws {
            let app = try AppSession(["--layout", "compositional", "--set", "screen=list", "--set", "itemHeight=~480",
                                      "--items", "2000", "--size", "900x700"])
            try app.waitFor("settled")
            app.waitForQuietMotion()
            let mark = app.events.count
            app.click(at: (450, 300))
            app.key("End")
            _ = try app.settled(after: mark)
            // The rest comes with the offset still past the shrunk content; the
            // frames after it bring it back and resolve what shows.
            func emptiness(_ shot: Screenshot) -> Double {
                let background = shot.pixel(4, 350)
                return shot.fraction { abs($0.r - background.r) + abs($0.g - background.g) + abs($0.b - background.b) < 12 }
            }
            let shot = try app.waitForPixels(timeout: 5, { try app.screenshotOfCanvas() }, until: { emptiness($0) < 0.5 })
            let empty = emptiness(shot)
            #expect(empty < 0.5, "the end of the list is drawn (\(empty) of the canvas is background)")
            // Hover an item (again while the last frames settle: a hover is read on motion).
            var inspected: [String: Any]?
            for y in [400, 410, 400, 420, 400, 430] where inspected == nil {
                app.xdotool(["mousemove", String(Int(app.canvas.x + 450)), String(Int(app.canvas.y + Double(y)))])
                inspected = try? app.waitForWidget("Inspector", timeout: 1.5) { ($0["text"] as? String ?? "").contains("estimated 480 → ") }
            }
            let inspector = try #require(inspected, "the inspector says the estimate: \(app.widgetStates["Inspector"] ?? [:])")
            let lines = (inspector["text"] as? String ?? "").split(separator: "\n").map(String.init)
            let resolved = lines.first { $0.hasPrefix("estimated 480 → ") }.map { String($0.dropFirst("estimated 480 → ".count)) }
            let height = lines.first { $0.hasPrefix("size") }?.split(separator: "×").last
                .map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(resolved != nil && resolved == height, "the resolved height is the item's: \(lines)")
            #expect(resolved != "480" && resolved != "not yet laid out")
            // And what the resolutions did to the offset to keep the item in view still: a
            // correction of some points (the items resolve to their pictures' and titles'
            // heights, far from the estimate), and the item kept in view.
            let correction = lines.first { $0.hasPrefix("offset corrected by ") }
            #expect(correction != nil, "the inspector says the offset's correction: \(lines)")
            if let correction {
                let number = correction.dropFirst("offset corrected by ".count).prefix { "+−0123456789.".contains($0) }
                let value = Double(number.replacingOccurrences(of: "−", with: "-").replacingOccurrences(of: "+", with: ""))
                #expect(value != nil && value != 0 && number.first.map("+−".contains) == true, "a signed correction: \(correction)")
            }
            #expect(lines.contains { $0.hasPrefix("to keep section ") && $0.hasSuffix(" in view") }, "\(lines)")
            #expect(app.finish().isEmpty)
        }
    }
}
