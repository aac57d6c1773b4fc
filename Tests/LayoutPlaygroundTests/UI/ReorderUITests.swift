import Foundation
import Testing

extension UITests {
    /// Drag to reorder in the app: a carried item lands where the pointer
    /// leaves it, and the order the layout reports (its exported
    /// attributes) changes; Escape puts it back.
    @Suite
    struct ReorderUITests {
        /// The cells in view, in the layout's order: their ids and centres,
        /// from the attributes the window exports (Shift+Ctrl+E).
        private func cells(_ app: AppSession, _ name: String) throws -> [(id: String, center: (Double, Double))] {
            // One folder a call: the suite's tests run side by side and each removes its own.
            let dir = FileManager.default.temporaryDirectory
                .appendingPathComponent("lp-reorder-\(getpid())-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let path = "\(dir)/\(name).json"
            app.export(shortcut: "ctrl+shift+e", to: path)
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
            let elements = try #require((object as? [String: Any])?["elements"] as? [[String: Any]])
            return elements.filter { $0["category"] as? String == "cell" }
                .sorted { ($0["section"] as? Int ?? 0, $0["item"] as? Int ?? 0) < ($1["section"] as? Int ?? 0, $1["item"] as? Int ?? 0) }
                .map { element in
                    let center = element["center"] as? [String: Double] ?? [:]
                    return (element["id"] as? String ?? "", (center["x"] ?? 0, center["y"] ?? 0))
                }
        }

        /// Carries the cell at `from` to `to` with Alt held and waits for the
        /// drop: the trace's event count before, and where the item landed.
        private func carryWithAlt(_ app: AppSession, from: (Double, Double),
                                  to: (Double, Double)) throws -> (mark: Int, target: Int) {
            let mark = app.events.count
            app.xdotool(["keydown", "alt"])
            app.drag(from: from, to: to, duration: 0.6, holdAtEnd: 0.8)
            app.xdotool(["keyup", "alt"])
            let dropped = try app.waitFor("dropped", after: mark)
            let target = try #require(dropped["item"] as? Int)
            #expect(target > 0)
            return (mark, target)
        }

        /// Also among a million tags (62,500 sections), where each slot the
        /// carried tag passes is a batch the flow takes by sharing the lines
        /// after it.
        @Test(arguments: [[], ["--items", "1000000"]])
        func aTagDraggedWithAltLandsWhereItIsDropped(items: [String]) throws {
            let app = try AppSession(["--layout", "flow", "--size", "800x600"] + items)
            try app.waitFor("settled")
            let before = try cells(app, "before")
            try #require(before.count >= 4)
            let (mark, target) = try carryWithAlt(app, from: before[0].center, to: before[2].center)
            try app.waitForRest(after: mark)
            let after = try cells(app, "after")
            #expect(after[target].id == before[0].id, "the carried tag is where it was dropped")
            #expect(after.map(\.id) != before.map(\.id))
            #expect(Set(after.map(\.id)) == Set(before.map(\.id)), "the same tags, in another order")
            // Ctrl+Z takes the move back.
            let undo = app.events.count
            app.click(at: (790, 590))
            app.key("ctrl+z")
            _ = try app.changed(after: undo)
            try app.waitForRest(after: undo)
            #expect(try cells(app, "undone").map(\.id) == before.map(\.id))
            #expect(app.finish().isEmpty)
        }

        /// A picture carried with Alt across a million-item waterfall: each
        /// slot it passes is a batch that leaves the items after it to be
        /// placed when asked, and the carry asks only for what is in view,
        /// so at the drop the work is still deferred; once nothing goes on
        /// the app finishes it in idle slices, and the view shows the
        /// carried picture in its new place.
        @Test func aCarryAcrossAMillionPicturesLeavesTheRestToIdleTime() throws {
            let app = try AppSession(["--layout", "waterfall", "--size", "800x600", "--items", "1000000"])
            try app.waitFor("settled")
            let before = try cells(app, "before")
            try #require(before.count >= 4)
            try app.waitForSteadyCanvas(interval: 0.5)
            let still = try app.screenshotOfCanvas()
            let (mark, target) = try carryWithAlt(app, from: before[0].center, to: before[3].center)
            let atDrop = try app.waitFor("deferred", after: mark)
            #expect(atDrop["pending"] as? Bool == true, "the carry placed every item")
            try app.waitFor("deferred", after: mark, timeout: 30) { $0["pending"] as? Bool == false }
            try app.waitForRest(after: mark)
            let moved = try app.waitForSteadyCanvas(interval: 0.5)
            #expect(moved.changedFraction(from: still) > 0.01, "the pictures in view changed places")
            let after = try cells(app, "after")
            #expect(after[target].id == before[0].id, "the carried picture is where it was dropped")
            #expect(app.finish().isEmpty)
        }

        @Test func aHeldCardLiftsEscapePutsItBackAndADropMovesIt() throws {
            let app = try AppSession(["--layout", "cards", "--size", "800x600"])
            try app.waitFor("settled")
            let before = try cells(app, "before")
            try #require(before.count >= 2)
            try app.waitForSteadyCanvas(interval: 0.5)  // the pictures load
            let still = try app.screenshotOfCanvas()
            // Press and hold on the centred card: it lifts and follows the pointer.
            var mark = app.events.count
            app.press(at: before[0].center)
            try app.waitFor("lifted", after: mark)
            app.move(to: (before[0].center.0 + 60, before[0].center.1 + 40))
            let carried = try app.waitForCanvas(changedFrom: still, moreThan: 0.05)
            #expect(carried.changedFraction(from: still) > 0.05, "the carried card is drawn where the pointer is")
            app.key("Escape")
            app.release()
            // The card is back in its place and nothing moves.
            try app.waitForRestNow()
            #expect(try cells(app, "cancelled").map(\.id) == before.map(\.id))
            // Held again and dropped on the next card: the two change places.
            mark = app.events.count
            app.press(at: before[0].center)
            try app.waitFor("lifted", after: mark)
            app.move(to: before[1].center)
            try app.waitForSteadyCanvas()  // the carried card is over the next one, which made room
            app.release()
            let dropped = try app.waitFor("dropped", after: mark)
            #expect(dropped["item"] as? Int == 1)
            try app.waitForRest(after: mark)
            let after = try cells(app, "after").map(\.id)
            #expect(Array(after.prefix(2)) == [before[1].id, before[0].id])
            #expect(app.finish().isEmpty)
        }
    }
}
