import Foundation
import Testing

extension UITests {
    /// A depth carousel at rest paints, while idle, the pictures its middle
    /// card needs turned, so the first frames of a drag paint none.
    @Suite
    struct MotionPicturesUITests {
        @Test func theFirstFramesOfADragFindTheMiddleCardsPictureMade() throws {
            let app = try AppSession(["--layout", "carousel", "--set", "type=coverFlow", "--size", "1000x700",
                                      "--trace-frames"])
            try app.waitFor("settled")
            let rest = try app.waitForSteadyCanvas(interval: 0.5)  // the pictures load
            let made = try app.waitFor("motionPictures")
            #expect(made["painted"] as? Double ?? 0 >= 1, "\(made)")
            // A short drag turns the middle card a little, on screen.
            let mark = app.events.count
            let centre = (500.0, 350.0)
            app.press(at: centre)
            for step in 1...4 { app.move(to: (centre.0 - Double(step) * 4, centre.1)) }
            _ = try app.waitForCanvas(changedFrom: rest, moreThan: 0.01)
            app.release()
            _ = try app.settled(after: mark)
            #expect(app.finish().isEmpty)
            let frames = try #require(app.events.last { $0["event"] as? String == "frames" })
            #expect(frames["count"] as? Double ?? 0 >= 2, "\(frames)")
            #expect(frames["picturesPainted"] as? Double == 0, "\(frames)")
        }
    }
}
