import Foundation
import Testing

extension UITests {
    /// Right to left, as under an Arabic or Hebrew locale: GTK mirrors the
    /// window, the cards run from the right.
    @Suite
    struct RightToLeftUITests {
        @Test func theWindowMirrorsAndTheNextCardIsOnTheLeft() throws {
            let app = try AppSession(["--layout", "cards", "--size", "800x600", "--direction", "rtl"])
            let start = try app.waitFor("settled")
            #expect(start["currentIndex"] as? Int == 0)
            // The side panel sits left of the canvas.
            let panel = try app.waitForWidget("Item width") { $0["mapped"] as? Bool == true }
            #expect(AppSession.rect(panel).x < app.canvas.x, "panel at \(AppSession.rect(panel)), canvas at \(app.canvas)")
            // Card 1 is 285 points left of the centre: a tap brings it there.
            let mark = app.events.count
            app.click(at: (400 - 285, 300))
            let centred = try app.settled(after: mark)
            #expect(centred["currentIndex"] as? Int == 1)
            #expect(app.finish().isEmpty)
        }

        /// Right to left the lit first page dot is at the right, under card 0,
        /// and the folded Scrolling expander's arrow points left (it leads the way the text reads).
        @Test func thePageDotsStartAtTheRightAndTheExpanderArrowPointsLeft() throws {
            let app = try AppSession(["--layout", "cards", "--size", "800x600", "--direction", "rtl"])
            try app.waitFor("settled")
            try app.waitForSteadyCanvas()
            // The dots' strip at the bottom: the brightest dot is right of the middle.
            let strip = try app.screenshot(x: 250, y: 576, width: 300, height: 16)
            var brightest = (x: 0, value: 0.0)
            for x in 0..<strip.width {
                for y in 0..<strip.height {
                    let p = strip.pixel(x, y)
                    if p.r + p.g + p.b > brightest.value { brightest = (x, p.r + p.g + p.b) }
                }
            }
            #expect(brightest.x > strip.width / 2 + 40, "the lit dot at the right: x \(brightest.x) of \(strip.width)")
            // The expander arrow: a folded one points towards the start, left right to left.
            let expander = try app.waitForWidget("Scrolling") { $0["mapped"] as? Bool == true }
            let r = AppSession.rect(expander)
            let shot = try Screenshot.grab(display: app.display.name, x: Int(r.x), y: Int(r.y), width: Int(r.width),
                                           height: Int(r.height))
            // The arrow is the last dark shape along the heading: right of the
            // text right to left, a few points clear of it.
            var dark: [(Int, Int)] = []
            for y in 0..<shot.height {
                for x in 0..<shot.width where shot.pixel(x, y).r < 120 { dark.append((x, y)) }
            }
            let columns = Set(dark.map(\.0)).sorted()
            var runs: [[Int]] = []
            for x in columns {
                if let last = runs.last?.last, x - last <= 3 { runs[runs.count - 1].append(x) } else { runs.append([x]) }
            }
            let arrow = try #require(runs.last, "an arrow is drawn")
            #expect(arrow.count <= 12, "the last shape is the arrow, not text: \(arrow)")
            let height = { (column: Int) in dark.filter { $0.0 == column }.count }
            // Pointing left: its tip (leftmost column) short, its base (rightmost) tall.
            #expect(height(arrow.first!) < height(arrow.last!), "the arrow points left: \(arrow.map(height))")
            #expect(app.finish().isEmpty)
        }

        /// Right to left the compositional layout's leading inset (the `left`
        /// of `sectionInsets`) is on the right: its field is captioned
        /// Leading and sits right of the Trailing one. A list field holding
        /// `~480` reads left to right, the tilde first at the field's left
        /// (GTK's right-to-left direction would set it as `480~`, at the
        /// right), and so does a spin button holding -45.
        @Test func insetsAreCaptionedByTheirSideAndNumberFieldsReadLeftToRight() throws {
            let app = try AppSession(["--layout", "compositional", "--size", "800x600", "--direction", "rtl",
                                      "--set", "itemHeight=~480"])
            try app.waitFor("settled")
            let mapped = { (state: [String: Any]) in state["mapped"] as? Bool == true }
            let leading = try app.waitForWidget("Section insets leading", where: mapped)
            let trailing = try app.waitForWidget("Section insets trailing", where: mapped)
            #expect(AppSession.rect(leading).x > AppSession.rect(trailing).x, "the leading field is the right-hand one")
            for (side, caption) in [("leading", "Leading"), ("trailing", "Trailing"), ("top", "Top"), ("bottom", "Bottom")] {
                try app.waitForWidget("Section insets \(side) caption") { $0["text"] as? String == caption && mapped($0) }
            }
            #expect(app.widgetStates["Section insets left"] == nil && app.widgetStates["Section insets left caption"] == nil)
            let field = try app.waitForWidget("Item height") { $0["text"] as? String == "~480" && mapped($0) }
            try Self.expectReadsLeftToRight(field, app, "~480")
            #expect(app.finish().isEmpty)
            // A spin button holding a negative number: "-45", not "45-".
            let ring = try AppSession(["--layout", "ring", "--size", "800x600", "--direction", "rtl", "--set", "startAngle=-45"])
            try ring.waitFor("settled")
            try Self.expectReadsLeftToRight(try ring.waitForWidget("Start angle", where: mapped), ring, "-45")
            #expect(ring.finish().isEmpty)
        }

        /// The field `field` shows `text`, a short mark (a tilde, a minus)
        /// then digits, from its left: the text's first glyph, at the left,
        /// is under half as tall as the tallest after it.
        static func expectReadsLeftToRight(_ field: [String: Any], _ app: AppSession, _ text: String) throws {
            try app.waitForWidgetToStayPut(field["name"] as? String ?? "")
            let r = AppSession.rect(field)
            let shot = try Screenshot.grab(display: app.display.name, x: Int(r.x) + 3, y: Int(r.y) + 3,
                                           width: Int(r.width) - 6, height: Int(r.height) - 6)
            // The columns of dark pixels, in runs: one run a glyph.
            var heights: [Int: Int] = [:]
            for x in 0..<shot.width {
                for y in 0..<shot.height where shot.pixel(x, y).r < 110 { heights[x, default: 0] += 1 }
            }
            var runs: [[Int]] = []
            for x in heights.keys.sorted() {
                if let last = runs.last?.last, x - last <= 1 { runs[runs.count - 1].append(x) } else { runs.append([x]) }
            }
            let first = try #require(runs.first, "\(text): the field's text is drawn")
            #expect(first.first! < shot.width / 4, "\(text) starts at the field's left: x \(first.first!) of \(shot.width)")
            let tallest = runs.map { $0.map { heights[$0]! }.max()! }
            #expect(runs.count >= text.count && tallest[0] * 2 < tallest[1...].max()!,
                    "\(text): its mark comes first, glyph heights \(tallest)")
        }
    }
}
