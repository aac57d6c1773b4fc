import Foundation
import Testing

extension UITests {
    /// A fling through a list whose estimated heights are some fifteen times
    /// too tall (one-line tags estimated at 480 points): the rows resolve as
    /// they show and the content's end comes up under the fling, which then
    /// comes to rest on that end by its own motion — not past it, to be put
    /// back afterwards.
    @Suite
    struct EstimateFlingUITests {
        @Test func aFlingEndsOnTheEndTheResolvedRowsMoved() throws {
            var session: AppSession?
            var (meant, rest) = (0.0, 0.0)
            // A flick meant to go well past the rows' real end (some 1,900
            // points): under load the synthetic flick can come out slower;
            // then the app starts again (its rows all still estimated) and
            // the flick is made again.
            for _ in 0..<3 where meant < 3_000 {
                _ = session?.finish()
                let next = try AppSession(["--layout", "compositional", "--set", "screen=list", "--set",
                                              "itemHeight=~480", "--dataset",
                                              CLIRunner.repositoryRoot + "/Resources/datasets/tags.json",
                                              "--items", "60", "--size", "900x700"])
                session = next
                try next.waitFor("settled")
                next.waitForQuietMotion()
                next.click(at: (450, 300))  // the keyboard focus, for End below
                // The click may start a motion of its own (a tap brings its item into view): over before the flick.
                next.waitForQuietMotion(quiet: 0.5, timeout: 5)
                let mark = next.events.count
                next.flick(from: (450, 680), to: (450, 180), duration: 0.08, steps: 4)
                let released = try next.waitFor("released", after: mark)
                meant = (released["restOffset"] as? [String: Double])?["y"] ?? 0
                let flung = try next.settled(after: mark)
                rest = (flung["offset"] as? [String: Double])?["y"] ?? 0
            }
            let app = try #require(session)
            var mark = app.events.count
            #expect(meant >= 3_000, "the flick was meant to go on past the rows' real end: \(meant)")
            #expect(meant > rest + 100, "the fling meant to go on past the rows' real end: \(meant), rested at \(rest)")
            // End goes to the content's end: where the fling already rests.
            mark = app.events.count
            app.key("End")
            let end = (try app.settled(after: mark)["offset"] as? [String: Double])?["y"] ?? 0
            #expect(abs(end - rest) < 0.5, "the fling rested on the end \(end): \(rest)")
            #expect(app.finish().isEmpty)
        }
    }
}
