import Foundation
import Testing

extension UITests {
    /// A click moves the keyboard cursor, and the selection and the focus
    /// ring never look alike: a solid accent outline against a light dashed one.
    @Suite
    struct SelectionLookUITests {
        /// The frame (content coordinates) the inspector shows for `item`.
        private func inspectedFrame(_ app: AppSession, item: Int) throws -> (x: Double, y: Double, width: Double, height: Double) {
            let state = try app.waitForWidget("Inspector") { ($0["text"] as? String ?? "").contains("item \(item)\n") }
            let lines = (state["text"] as? String ?? "").split(separator: "\n")
            func numbers(_ prefix: String) -> [Double] {
                guard let line = lines.first(where: { $0.hasPrefix(prefix) }) else { return [] }
                return line.dropFirst(prefix.count).split(whereSeparator: { !"0123456789.-".contains($0) }).compactMap { Double($0) }
            }
            let origin = numbers("frame"), size = numbers("size")
            guard origin.count == 2, size.count == 2 else { throw AppSession.Failure(description: "no frame in \(lines)") }
            return (origin[0], origin[1], size[0], size[1])
        }

        /// The pixels one point above the middle of a frame's top edge.
        private func edge(_ app: AppSession, _ f: (x: Double, y: Double, width: Double, height: Double)) throws -> Screenshot {
            try app.screenshot(x: f.x + 8, y: f.y - 1, width: max(4, f.width - 16), height: 1)
        }

        @Test func aClickMovesTheCursorAndTheSelectionIsUnlikeTheFocusRing() throws {
            let app = try AppSession(["--layout", "flow", "--size", "800x600"])
            try app.waitFor("settled")
            // The third tag of the first line (10 + 39 + 10 + 61.5 + 10 …): click its middle.
            var mark = app.events.count
            app.click(at: (168, 62))
            let clicked = try #require(try app.waitFor("selected", after: mark)["item"] as? Int)
            let selectedFrame = try inspectedFrame(app, item: clicked)
            // The keys go on from the clicked tag.
            app.key("Right")
            let next = try inspectedFrame(app, item: clicked + 1)
            try app.waitForRestNow()  // the focus ring is drawn
            let accent = try edge(app, selectedFrame).fraction { $0.b > 220 && $0.r < 150 && $0.b - $0.r > 90 }
            let light = try edge(app, next).fraction { $0.r > 200 && $0.g > 200 && $0.b > 200 }
            let lightBlue = try edge(app, next).fraction { $0.b > 220 && $0.b - $0.r > 50 }
            #expect(accent > 0.8, "the selection is a solid accent outline: \(accent)")
            #expect(light > 0.35 && light < 0.85, "the focus ring is a light dashed line: \(light)")
            #expect(lightBlue < 0.1, "the focus ring is not another blue outline: \(lightBlue)")
            mark = app.events.count
            app.key("Return")
            #expect(try app.waitFor("selected", after: mark)["item"] as? Int == clicked + 1)
            #expect(app.finish().isEmpty)
        }
    }
}
