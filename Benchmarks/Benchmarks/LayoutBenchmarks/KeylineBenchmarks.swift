import Benchmark
import CollectionLayout
import CollectionRendering

// MARK: 11. The keyline carousel against the cards

/// The keyline carousel (multi-browse, a million items) against the seed's
/// cards in one process: a rect query of the viewport and a warm 1080p
/// frame with every item masked; and the multi-aspect strategy's query
/// (a binary search over its items' starts) against multi-browse's (over
/// keyline slots).
func registerKeylineRatios() {
    Ratio.register("Ratio query keyline/cards 1M",
                   configuration: Ratio.configuration(maxDuration: .seconds(4), maxIterations: 20)) {
        (QueryFixture(layoutID: "keyline", count: 1_000_000), QueryFixture(layoutID: "cards", count: 1_000_000))
    } numerator: { keyline, _ in
        Ratio.nanosecondsPerCall { blackHole(keyline.query()) }
    } denominator: { _, cards in
        Ratio.nanosecondsPerCall { blackHole(cards.query()) }
    }
    Ratio.register("Ratio query keyline multiAspect/multiBrowse 1M",
                   configuration: Ratio.configuration(maxDuration: .seconds(4), maxIterations: 20)) {
        (QueryFixture(layoutID: "keyline", count: 1_000_000, assignments: ["itemHeight=400", "strategy=multiAspect"]),
         QueryFixture(layoutID: "keyline", count: 1_000_000))
    } numerator: { aspect, _ in
        Ratio.nanosecondsPerCall { blackHole(aspect.query()) }
    } denominator: { _, browse in
        Ratio.nanosecondsPerCall { blackHole(browse.query()) }
    }
    Ratio.register("Ratio frame keyline/cards 1M warm",
                   configuration: Ratio.configuration(maxDuration: .seconds(8), maxIterations: 16)) {
        let keyline = FrameFixture(layoutID: "keyline", count: 1_000_000)
        let cards = FrameFixture(layoutID: "cards", count: 1_000_000)
        for _ in 0..<FrameFixture.cycleLength {
            keyline.drawFrame()
            cards.drawFrame()
        }
        return (keyline, cards)
    } numerator: { keyline, _ in
        Ratio.nanosecondsPerCall(minimum: .milliseconds(100)) { blackHole(keyline.drawFrame()) }
    } denominator: { _, cards in
        Ratio.nanosecondsPerCall(minimum: .milliseconds(100)) { blackHole(cards.drawFrame()) }
    }
}
