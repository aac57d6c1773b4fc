import Benchmark
import CollectionLayout

// MARK: 10. Estimated heights resolved as they show

/// The compositional layout's App Store data as a plain list whose heights
/// are estimated (`~120`), prepared with the estimates as the app's canvas
/// does; its own heights (pictures' aspect ratios, texts) resolve as rects
/// are shown.
final class EstimateFixture {
    let layout: CompositionalLayout
    private var jump = 0
    private var frame = 0
    private let base: Double

    init(count: Int) {
        let dataset = Fixtures.dataset(for: "compositional", count: count)
        do {
            layout = try CompositionalLayout(assignments: ["screen=list", "itemHeight=~120"])
        } catch {
            fatalError("cannot make the list: \(error)")
        }
        layout.resolvesEstimatesLazily = true
        layout.prepare(Fixtures.context(for: "compositional", dataset: dataset))
        base = ((layout.contentSize.height - Fixtures.viewport.height) / 2).rounded()
    }

    /// The rect the canvas resolves for a visible rect at `y`: half a viewport more above and below.
    private func resolvedRect(_ y: Double) -> Rect {
        let h = Fixtures.viewport.height
        return Rect(x: 0, y: y - h / 2, width: Fixtures.viewport.width, height: 2 * h)
    }

    /// A jump to content not seen yet (a fresh place each call, spread over
    /// the whole list): what the first frame there costs — the resolution of
    /// what it shows, then the query. Returns the number of elements.
    @discardableResult
    @inline(never)
    func jumpFrame() -> Int {
        jump += 1
        let height = layout.contentSize.height - Fixtures.viewport.height
        let y = (Double(jump) * 0.618_033_988_7).truncatingRemainder(dividingBy: 1) * height
        let correction = layout.resolveEstimates(in: resolvedRect(y), anchorY: y)
        let top = y + correction.growthAbove
        return layout.elements(in: Rect(x: 0, y: top, width: Fixtures.viewport.width, height: Fixtures.viewport.height),
                               offset: Point(x: 0, y: top)).count
    }

    /// A frame of scrolling through content already resolved, once resolved
    /// groups elsewhere have moved the tops (every read goes through the
    /// running sums): the resolution finds nothing pending, then the query.
    @discardableResult
    @inline(never)
    func steadyFrame() -> Int {
        frame = (frame + 1) % 16
        let y = base + Double(frame) * 7
        layout.resolveEstimates(in: resolvedRect(y), anchorY: y)
        return layout.elements(in: Rect(x: 0, y: y, width: Fixtures.viewport.width, height: Fixtures.viewport.height),
                               offset: Point(x: 0, y: y)).count
    }

    /// Resolves a few scattered places and the frames' own, so tops are moved everywhere.
    func scatter() {
        for _ in 0..<32 { jumpFrame() }
        for _ in 0..<16 { steadyFrame() }
    }
}

func registerEstimates() {
    Benchmark("Compositional estimates: first frame after a jump n=1M",
              configuration: .init(warmupIterations: 4, maxDuration: .seconds(2), maxIterations: 400)) { _, fixture in
        blackHole(fixture.jumpFrame())
    } setup: {
        EstimateFixture(count: 1_000_000)
    }
    Ratio.register("Ratio compositional estimates steady frame 1M/1K",
                   configuration: Ratio.configuration(maxDuration: .seconds(6), maxIterations: 16)) {
        let big = EstimateFixture(count: 1_000_000), small = EstimateFixture(count: 1000)
        big.scatter()
        small.scatter()
        return (big, small)
    } numerator: { big, _ in
        Ratio.nanosecondsPerCall(minimum: .milliseconds(100)) { blackHole(big.steadyFrame()) }
    } denominator: { _, small in
        Ratio.nanosecondsPerCall(minimum: .milliseconds(100)) { blackHole(small.steadyFrame()) }
    }
}
