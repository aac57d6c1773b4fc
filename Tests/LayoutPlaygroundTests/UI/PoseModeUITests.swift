import CollectionLayout
import Foundation
import Testing

extension UITests {
    /// Pose mode: the Pose toggle turns Cover Flow into posed expressions,
    /// and each handle dragged on the canvas moves the drawn card by the
    /// dragged amount and rewrites the Transform and Alpha fields; one
    /// Ctrl+Z takes a drag back.
    @Suite
    struct PoseModeUITests {
        static func text(_ state: [String: Any]) -> String { state["text"] as? String ?? "" }

        /// The mean brightness of the 8×8 pixels around (x, y) of `shot`.
        static func brightness(_ shot: Screenshot, _ x: Double, _ y: Double) -> Double {
            var sum = 0.0
            for dy in -4..<4 {
                for dx in -4..<4 {
                    let c = shot.pixel(Int(x) + dx, Int(y) + dy)
                    sum += (c.r + c.g + c.b) / 3
                }
            }
            return sum / 64
        }

        @Test func eachHandleDragPosesTheCardAndWritesTheFields() throws {
            let app = try AppSession(["--layout", "carousel", "--size", "1400x1000"])
            try app.waitFor("settled")
            try app.waitForRestNow()
            try app.clickWidget("Pose")
            try app.waitForWidget("Type") { Self.text($0) == "Custom" }
            let sampled = Self.text(try app.waitForWidget("Transform") { Self.text($0).hasPrefix("translate(extrapolate(offset, -3, -240") })
            #expect(sampled.contains(", 0, 0, 1, 140,"), "\(sampled)")
            try app.waitForRestNow()
            let cx = app.canvas.width / 2, cy = app.canvas.height / 2
            usleep(400_000)
            let before = try app.screenshotOfCanvas()
            #expect(Self.brightness(before, cx - 90, cy - 90) > 70, "the card's top-left before")
            #expect(Self.brightness(before, cx + 60, cy + 120) < 50, "under the card before")

            // The body: 100 right, 30 down.
            app.drag(from: (cx - 50, cy), to: (cx + 50, cy + 30), duration: 1, steps: 10, holdAtEnd: 0.2)
            let moved = Self.text(try app.waitForWidget("Transform") { Self.text($0).contains(", 0, 100, 1, 140,") })
            #expect(moved.contains("-1, 0, 0, 30, 1, 0,"), "y posed at 30: \(moved)")
            usleep(400_000)
            let after = try app.screenshotOfCanvas()
            #expect(Self.brightness(after, cx - 90, cy - 90) < 50, "the card left its old top-left")
            #expect(Self.brightness(after, cx + 60, cy + 120) > Self.brightness(before, cx + 60, cy + 120) + 20,
                    "the card reaches 30 lower")
            try app.waitForWidget("Document") { Self.text($0) == "• Untitled" }

            // Undo: the field and the picture as they were.
            app.click(at: (40, 40))
            app.key("ctrl+z")
            try app.waitForWidget("Transform") { Self.text($0) == sampled }
            usleep(400_000)
            let undone = try app.screenshotOfCanvas()
            #expect(Self.brightness(undone, cx - 90, cy - 90) > 70, "the card back at its place")

            // The corner, out along the diagonal: from 141 to 212 from the centre, ×1.5.
            app.drag(from: (cx + 100, cy + 100), to: (cx + 150, cy + 150), duration: 0.8, steps: 8, holdAtEnd: 0.2)
            try app.waitForWidget("Transform") { Self.text($0).contains("scale(extrapolate(offset, -3, 1, -2, 1, -1, 1, 0, 1.5, 1, 1,") }
            // The turn knob (above the grown card), 50 right: half a card's half-width, 0.5 rad.
            app.drag(from: (cx, cy - 174), to: (cx + 50, cy - 174), duration: 0.8, steps: 8, holdAtEnd: 0.2)
            try app.waitForWidget("Transform") { Self.text($0).contains("rotate(extrapolate(offset, -3, 1.4137, -2, 1.4137, -1, 1.4137, 0, 0.5, 1,") }
            #expect(app.finish().isEmpty)
        }

        @Test func theAlphaBarAndTheDepthKnobPoseTheirProperties() throws {
            let app = try AppSession(["--layout", "carousel", "--size", "1400x1000"])
            try app.waitFor("settled")
            try app.waitForRestNow()
            try app.clickWidget("Pose")
            try app.waitForWidget("Alpha") { Self.text($0).hasPrefix("extrapolate(offset, -3, 1,") }
            try app.waitForRestNow()
            let cx = app.canvas.width / 2, cy = app.canvas.height / 2
            // The alpha knob at the bar's top (alpha 1), down half the card: 0.5.
            app.drag(from: (cx + 114, cy - 100), to: (cx + 114, cy), duration: 0.8, steps: 8, holdAtEnd: 0.2)
            try app.waitForWidget("Alpha") { Self.text($0).contains("-1, 1, 0, 0.5, 1, 1,") }
            // The depth knob, 60 down: 60 points nearer.
            app.drag(from: (cx, cy + 124), to: (cx, cy + 184), duration: 0.8, steps: 8, holdAtEnd: 0.2)
            try app.waitForWidget("Transform") { Self.text($0).contains("-1, -100, 0, 60, 1, -100,") }
            #expect(app.finish().isEmpty)
        }

        /// A pose's square dragged on the x curve is the same edit as
        /// dragging the item: the pose's value changes at its offset, and
        /// the text stays poses (every curve through the same offsets).
        @Test func draggingAPosesSquareOnTheCurvesEditsThePose() throws {
            let poses = CarouselPoses([CarouselPose(offset: -1, x: -200), CarouselPose(offset: 0), CarouselPose(offset: 1, x: 200)])
            let app = try AppSession(["--layout", "carousel", "--size", "1100x900", "--set", "type=custom",
                                      "--set", "transform=\(poses.transformText)", "--set", "alpha=\(poses.alphaText)"])
            try app.waitFor("settled")
            try app.waitForRestNow()
            let plot = AppSession.rect(try app.waitForWidget("Attribute curves") { $0["mapped"] as? Bool == true })
            // The x panel is the top-left sixth; the pose at offset 0 (value 0) is at its middle.
            let panelWidth = plot.width / 2 - 6, panelHeight = plot.height / 3 - 6
            let x = plot.x + 3 + 4 + (panelWidth - 8) / 2, y = plot.y + 3 + panelHeight - 4 - (panelHeight - 8) / 2
            app.xdotool(["mousemove", "\(Int(x))", "\(Int(y))", "mousedown", "1"])
            for step in 1...5 { usleep(60_000); app.xdotool(["mousemove", "\(Int(x) + 3 * step)", "\(Int(y) - 4 * step)"]) }
            app.xdotool(["mouseup", "1"])
            let field = try app.waitForWidget("Transform") { !Self.text($0).hasPrefix("translate(extrapolate(offset, -1, -200, 0, 0, 1, 200)") }
            let text = Self.text(field)
            let read = try #require(CarouselPoses(transform: text, alpha: poses.alphaText), "still poses: \(text)")
            #expect(read.poses.map(\.offset) == [-1, 0, 1], "the offsets stay: \(text)")
            #expect(read.poses[1].x > 0 && read.poses[0].x == -200 && read.poses[2].x == 200, "\(text)")
            #expect(app.finish().isEmpty)
        }

        /// Shift+Right moves the content a twentieth of an item on and leaves
        /// it there: ten of them stand the items half-way, a drag poses the
        /// item left of the centre, at offset −0.5 (the view stays between
        /// items), and Delete removes that pose again.
        @Test func anItemIsPosedHalfWayAndItsPoseDeleted() throws {
            let app = try AppSession(["--layout", "carousel", "--size", "1400x1000"])
            try app.waitFor("settled")
            try app.waitForRestNow()
            try app.clickWidget("Pose")
            try app.waitForWidget("Poses") { Self.text($0).hasPrefix("7 poses, at offsets −3, −2, −1, 0, 1, 2, 3.") }
            let cx = app.canvas.width / 2, cy = app.canvas.height / 2
            try app.focusCanvas(at: (40, app.canvas.height - 40))
            for _ in 0..<10 { app.key("shift+Right"); usleep(40_000) }
            usleep(300_000)
            app.drag(from: (cx - 55, cy), to: (cx - 55, cy + 50), duration: 0.8, steps: 8, holdAtEnd: 0.2)
            try app.waitForWidget("Poses") { Self.text($0).hasPrefix("8 poses, at offsets −3, −2, −1, −0.5, 0, 1, 2, 3.") }
            // 50 points on screen at depth −50 (perspective 500: drawn at 1/1.1) are 55 in the pose.
            try app.waitForWidget("Transform") { Self.text($0).contains("-1, 0, -0.5, 55, 0, 0,") }
            app.key("Delete")
            try app.waitForWidget("Poses") { Self.text($0).hasPrefix("7 poses, at offsets −3, −2, −1, 0, 1, 2, 3.") }
            #expect(app.finish().isEmpty)
        }
    }
}
