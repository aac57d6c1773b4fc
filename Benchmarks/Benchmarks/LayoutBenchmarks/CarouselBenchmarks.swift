import Benchmark
import CollectionLayout

// MARK: 6. The carousel against the cards

/// The carousel (Cover Flow, a million items) against the seed's cards in
/// one process: a rect query of the viewport and a warm 1080p frame, each
/// side timed alternately. The target is ≤ 150.
func registerCarouselRatios() {
    Ratio.register("Ratio query carousel/cards 1M",
                   configuration: Ratio.configuration(maxDuration: .seconds(4), maxIterations: 20)) {
        (QueryFixture(layoutID: "carousel", count: 1_000_000), QueryFixture(layoutID: "cards", count: 1_000_000))
    } numerator: { carousel, _ in
        Ratio.nanosecondsPerCall { blackHole(carousel.query()) }
    } denominator: { _, cards in
        Ratio.nanosecondsPerCall { blackHole(cards.query()) }
    }
    Ratio.register("Ratio frame carousel/cards 1M warm",
                   configuration: Ratio.configuration(maxDuration: .seconds(8), maxIterations: 16)) {
        let carousel = FrameFixture(layoutID: "carousel", count: 1_000_000)
        let cards = FrameFixture(layoutID: "cards", count: 1_000_000)
        for _ in 0..<FrameFixture.cycleLength {
            carousel.drawFrame()
            cards.drawFrame()
        }
        return (carousel, cards)
    } numerator: { carousel, _ in
        Ratio.nanosecondsPerCall(minimum: .milliseconds(100)) { blackHole(carousel.drawFrame()) }
    } denominator: { _, cards in
        Ratio.nanosecondsPerCall(minimum: .milliseconds(100)) { blackHole(cards.drawFrame()) }
    }
}
