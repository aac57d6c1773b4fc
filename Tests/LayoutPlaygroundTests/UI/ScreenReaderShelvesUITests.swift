import Foundation
import Testing

extension UITests {
    /// The compositional layout's App Store-like page with Orca listening:
    /// moving into a shelf names the shelf (a list inside the page, with its
    /// size) and the item with its place in the shelf; moving along the shelf
    /// scrolls it on screen; moving down out of it goes into the next section.
    @Suite(.enabled(if: ScreenReader.isAvailable, "needs orca, speech-dispatcher and dbus-daemon"))
    struct ScreenReaderShelvesUITests {
        /// The app's trace lines (`--trace`: it writes them where the session logs the processes' output).
        private func trace(_ reader: ScreenReader) -> [[String: Any]] {
            let text = (try? String(contentsOfFile: reader.folder + "/processes.log", encoding: .utf8)) ?? ""
            return text.split(separator: "\n").compactMap {
                $0.hasPrefix("{") ? (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] : nil
            }
        }

        /// Waits for a `settled` trace line after the first `after` lines.
        private func waitForRest(_ reader: ScreenReader, after: Int, timeout: Double = 15) throws {
            let deadline = Date().addingTimeInterval(timeout)
            while Date() < deadline {
                if trace(reader).dropFirst(after).contains(where: { $0["event"] as? String == "settled" }) { return }
                usleep(100_000)
            }
            throw ScreenReader.Failure(description: "the canvas did not come to rest within \(timeout) s")
        }

        @Test func orcaNamesTheShelfAndThePlaceInItAndTheShelfScrolls() throws {
            let reader = try ScreenReader(
                [CLIRunner.executable, "gui", "--trace", "--layout", "compositional", "--size", "900x700"],
                environment: ["LAYOUT_PLAYGROUND_RESOURCES": CLIRunner.repositoryRoot + "/Resources"])
            defer { reader.finish() }
            try reader.focusWindow()
            // The keyboard starts on the hero shelf's first item: its place is in that shelf.
            let start = try reader.waitForSpeech(after: 0, timeout: 20, containing: "Sunny Meadow")
            #expect(start.contains("1 of 6."), "\(start)")
            let ready = try #require(trace(reader).first { $0["event"] as? String == "ready" })
            let canvas = ready["canvas"] as? [String: Double] ?? [:]
            let (x, y) = (Int(canvas["x"] ?? 0), Int(canvas["y"] ?? 0))
            // In the 900×700 canvas the hero shelf spans y 44…264, Editors' Choice 324…524.
            func band(_ top: Int, _ height: Int) throws -> Screenshot {
                try Screenshot.grab(display: reader.display.name, x: x, y: y + top, width: 900, height: height)
            }

            // Down: into the Editors' Choice shelf. Orca names the shelf, its size, the item and its place.
            var mark = reader.spoken.count
            reader.key("Down")
            var said = try reader.waitForSpeech(after: mark, containing: "1 of 8")
            #expect(said.contains("Editors' Choice."), "the shelf is named: \(said)")
            #expect(said.contains("List with 8 items."), "the shelf is a list of its 8 items: \(said)")
            #expect(said.contains("Silver Lake, Editors' Choice."), "\(said)")
            #expect(!said.contains { $0.contains(" of 38") }, "the place is in the shelf, not in the data: \(said)")

            // Right, three times: along the shelf, one item at a time, each with its place; the
            // shelf scrolls so the item shows, and nothing else on screen moves.
            let hero = try band(50, 210), shelf = try band(330, 190)
            var traced = 0
            for (place, name) in [(2, "Dune Sea"), (3, "Moonlit Valley"), (4, "Aurora Fjord")] {
                mark = reader.spoken.count
                traced = trace(reader).count
                reader.key("Right")
                said = try reader.waitForSpeech(after: mark, containing: "\(place) of 8")
                #expect(said.contains("\(name), Editors' Choice."), "\(said)")
                #expect(!said.contains("Editors' Choice."), "the shelf is named once, on the way in: \(said)")
            }
            try waitForRest(reader, after: traced)
            #expect(try band(330, 190).changedFraction(from: shelf) > 0.3, "the shelf scrolled to Aurora Fjord")
            #expect(try band(50, 210).changedFraction(from: hero) < 0.001, "the hero shelf stayed")

            // Down: out of the shelf into the next section, named on the way in.
            mark = reader.spoken.count
            reader.key("Down")
            said = try reader.waitForSpeech(after: mark, containing: "of 12")
            #expect(said.contains("Top Games.") && said.contains("List with 12 items."), "\(said)")
            #expect(said.contains("Coral Reef, #1 in Games.") && said.contains("1 of 12."), "the item below in view: \(said)")
        }

        /// The poster shelves: Right goes along a shelf to its last poster and
        /// no further (not into another shelf), so Left from there is the one before.
        @Test func rightStopsAtTheEndOfAPosterShelf() throws {
            let reader = try ScreenReader(
                [CLIRunner.executable, "gui", "--layout", "compositional", "--set", "screen=shelves", "--size", "900x700"],
                environment: ["LAYOUT_PLAYGROUND_RESOURCES": CLIRunner.repositoryRoot + "/Resources"])
            defer { reader.finish() }
            try reader.focusWindow()
            try reader.waitForSpeech(after: 0, timeout: 20, containing: "Sunny Meadow")
            var mark = reader.spoken.count
            reader.key("Down")
            try reader.waitForSpeech(after: mark, containing: "1 of 8")
            for place in 2...8 {
                mark = reader.spoken.count
                reader.key("Right")
                try reader.waitForSpeech(after: mark, containing: "\(place) of 8")
            }
            #expect(reader.spoken.dropFirst(mark).contains("Glacier Pass, Editors' Choice."), "\(reader.spoken.dropFirst(mark))")
            // Past the end: Right stays; Left then goes back one poster.
            mark = reader.spoken.count
            reader.key("Right")
            reader.key("Left")
            let said = try reader.waitForSpeech(after: mark, containing: " of ")
            #expect(said.contains("Ember Peaks, Editors' Choice.") && said.contains("7 of 8."), "\(said)")
        }
    }
}
