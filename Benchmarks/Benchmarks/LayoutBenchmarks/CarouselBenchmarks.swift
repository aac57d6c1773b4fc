import Benchmark
import CRendering
import CProjection
import CollectionLayout
import CollectionRendering

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
    // The projection kernel's scalar loops against its four-pixels-at-a-time
    // ones (AVX2; the same pixels), on the warm Cover Flow frame.
    Ratio.register("Ratio frame carousel scalar/SIMD 1M warm",
                   configuration: Ratio.configuration(maxDuration: .seconds(8), maxIterations: 16)) {
        let carousel = FrameFixture(layoutID: "carousel", count: 1_000_000)
        for _ in 0..<FrameFixture.cycleLength { carousel.drawFrame() }
        return carousel
    } numerator: { carousel in
        _ = lp_projection_uses_simd(0)
        defer { _ = lp_projection_uses_simd(1) }
        return Ratio.nanosecondsPerCall(minimum: .milliseconds(100)) { blackHole(carousel.drawFrame()) }
    } denominator: { carousel in
        _ = lp_projection_uses_simd(1)
        return Ratio.nanosecondsPerCall(minimum: .milliseconds(100)) { blackHole(carousel.drawFrame()) }
    }
    // The designer's attribute curves (121 samples per component, the items
    // in view, drawn into the panel's 300×210 plot) against the warm frame
    // they are redrawn beside while the carousel moves.
    Ratio.register("Ratio curves/frame carousel 1M",
                   configuration: Ratio.configuration(maxDuration: .seconds(8), maxIterations: 16)) {
        let carousel = FrameFixture(layoutID: "carousel", count: 1_000_000)
        for _ in 0..<FrameFixture.cycleLength { carousel.drawFrame() }
        let plot = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 300, 210)!
        return (carousel, plot)
    } numerator: { carousel, plot in
        let layout = carousel.layout as! CarouselLayout
        return Ratio.nanosecondsPerCall(minimum: .milliseconds(100)) {
            let curves = AttributeCurves(layout: layout, contentOffset: carousel.offset(ofFrame: 3))
            let cr = cairo_create(plot)!
            CurvesPainter(labels: true).draw(curves, size: Size(width: 300, height: 210), into: cr)
            cairo_destroy(cr)
        }
    } denominator: { carousel, _ in
        Ratio.nanosecondsPerCall(minimum: .milliseconds(100)) { blackHole(carousel.drawFrame()) }
    }
}
