import Foundation
import Testing

extension UITests {
    /// The springs layout in the app: with the finger held still after a
    /// drag the content stands, yet the cells keep swinging back to their
    /// places — then, at rest, nothing on screen moves any more.
    @Suite
    struct SpringsUITests {
        @Test func cellsSwingBackWhileTheFingerHoldsThenRest() throws {
            let app = try AppSession(["--layout", "springs", "--size", "900x700", "--set", "springPreset=prominent"])
            try app.waitFor("settled")
            app.press(at: (400, 620))
            for i in 1...10 {
                usleep(25_000)  // the drag's steps
                app.move(to: (400, 620 - Double(i) * 40))
            }
            // Held still: the offset no longer changes.
            usleep(60_000)  // watched: the swing over a third of a second
            let early = try app.screenshotOfCanvas()
            usleep(350_000)
            let later = try app.screenshotOfCanvas()
            #expect(later.changedFraction(from: early) > 0.01, "the cells swing back while the content stands")
            // The finger still down, the frames go on: the pixels say when the cells are still.
            let rested = try app.waitForSteadyCanvas(timeout: 8, interval: 0.3)
            usleep(1_000_000)  // watched: a second in which nothing may move
            #expect(try app.screenshotOfCanvas().changedFraction(from: rested) == 0, "at rest nothing moves")
            app.release()
            #expect(app.finish().isEmpty)
        }
    }
}
