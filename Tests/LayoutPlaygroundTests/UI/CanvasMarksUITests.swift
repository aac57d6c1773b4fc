import Foundation
import Testing

extension UITests {
    /// What the canvas draws besides the cells: empty states, the ring's
    /// current item, and the keys the ring answers to.
    @Suite
    struct CanvasMarksUITests {
        @Test func anEmptyDatasetSaysSoInTheMiddleOfTheCanvas() throws {
            let empty = FileManager.default.temporaryDirectory.appendingPathComponent("lp-empty-\(getpid()).json").path
            try "[]".write(toFile: empty, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(atPath: empty) }
            let app = try AppSession(["--layout", "cards", "--dataset", empty, "--size", "800x600"])
            let settled = try app.waitFor("settled")
            #expect(settled["itemCount"] as? Int == 0)
            usleep(300_000)
            let middle = try app.screenshot(x: 250, y: 270, width: 300, height: 60)
            let text = middle.fraction { $0.r > 180 && $0.g > 180 && $0.b > 180 }
            #expect(text > 0.02, "the empty-state text is drawn (\(text))")
            #expect(app.finish().isEmpty)
        }

        @Test func leftAndRightTurnTheRing() throws {
            let app = try AppSession(["--layout", "ring", "--size", "700x600"])
            try app.waitFor("settled")
            app.click(at: (10, 10))
            usleep(300_000)
            var mark = app.events.count
            app.key("Right")
            let next = try app.settled(after: mark)
            #expect(next["currentIndex"] as? Int == 1)
            mark = app.events.count
            app.key("Left")
            app.key("Left")
            let back = try app.settled(after: mark)
            #expect(back["currentIndex"] as? Int == 11, "the ring goes round past item 0")
            #expect(app.finish().isEmpty)
        }
    }
}
