import Benchmark
import CollectionLayout
import CollectionRendering

// Every benchmark runs in a process of its own (package-benchmark's
// default): its fixture is built in `setup`, outside the measured part.
// Absolute times depend on the machine; the "Ratio" benchmarks time two
// things alternately in one process and report their ratio (×100), which
// does not.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        warmupIterations: 3,
        maxDuration: .seconds(1),
        maxIterations: 1000
    )
    registerQueries()
    registerPrepare()
    registerFrames()
    registerScrolling()
    registerUpdates()
    registerCarouselRatios()
    registerKeylineRatios()
    registerSprings()
    registerCompositional()
    registerEstimates()
    registerPictureFolder()
    registerSmallBatches()
    registerItemReads()
}

/// "1K", "100K", "1M".
func label(_ n: Int) -> String {
    n >= 1_000_000 ? "\(n / 1_000_000)M" : "\(n / 1000)K"
}

/// Layouts whose query returns a bounded number of elements per viewport.
let indexedLayouts = ["cards", "waterfall", "flow", "wheel", "carousel", "compositional", "keyline"]
/// Layouts whose frames do not move with the offset: a brute-force filter
/// over all frames is their baseline (the wheel's rows all turn with it).
let bruteForcedLayouts = ["cards", "waterfall", "flow", "compositional"]
let queryCounts = [1000, 100_000, 1_000_000]

// MARK: 1. Rect queries

func registerQueries() {
    for id in indexedLayouts {
        for n in queryCounts {
            // A query touches a few dozen items: 1,000 of them per sample.
            Benchmark("Query \(id) n=\(label(n))", configuration: .init(scalingFactor: .kilo)) { benchmark, fixture in
                for _ in benchmark.scaledIterations { blackHole(fixture.query()) }
            } setup: {
                QueryFixture(layoutID: id, count: n)
            }
        }
    }
    // The ring puts every item on one circle: the viewport sees all n of
    // them, a 100×100 square a fixed share, so its queries grow with n.
    for n in queryCounts {
        Benchmark("Query ring (viewport) n=\(label(n))",
                  configuration: .init(warmupIterations: 1, maxDuration: .seconds(2), maxIterations: 200)) { _, fixture in
            blackHole(fixture.query())
        } setup: {
            QueryFixture(layoutID: "ring", count: n)
        }
        Benchmark("Query ring (100x100) n=\(label(n))",
                  configuration: .init(warmupIterations: 1, maxDuration: .seconds(2), maxIterations: 200)) { _, fixture in
            blackHole(fixture.query())
        } setup: {
            QueryFixture(layoutID: "ring", count: n, region: .ringTop)
        }
    }
    for id in bruteForcedLayouts + ["ring"] {
        let region: QueryFixture.Region = id == "ring" ? .ringTop : .viewport
        Benchmark("Brute force \(id)\(id == "ring" ? " (100x100)" : "") n=1M",
                  configuration: .init(warmupIterations: 1, maxDuration: .seconds(2), maxIterations: 100)) { _, brute in
            blackHole(brute.query())
        } setup: {
            BruteForceFixture(QueryFixture(layoutID: id, count: 1_000_000, region: region))
        }
    }

    // Ratios: the same query at 1M and at 1K items (flat cost: ≈ 1).
    for id in indexedLayouts {
        Ratio.register("Ratio query \(id) 1M/1K") {
            (QueryFixture(layoutID: id, count: 1_000_000), QueryFixture(layoutID: id, count: 1000))
        } numerator: { big, _ in
            Ratio.nanosecondsPerCall { blackHole(big.query()) }
        } denominator: { _, small in
            Ratio.nanosecondsPerCall { blackHole(small.query()) }
        }
    }
    // The ring returns k = n elements: its cost per element returned.
    Ratio.register("Ratio query ring (viewport) per element 1M/1K",
                   configuration: Ratio.configuration(maxDuration: .seconds(4), maxIterations: 10)) {
        (QueryFixture(layoutID: "ring", count: 1_000_000), QueryFixture(layoutID: "ring", count: 1000))
    } numerator: { big, _ in
        var k = 0
        let t = Ratio.nanosecondsPerCall { k = big.query().count }
        return t / Double(max(1, k))
    } denominator: { _, small in
        var k = 0
        let t = Ratio.nanosecondsPerCall { k = small.query().count }
        return t / Double(max(1, k))
    }
    // Ratios: brute force over all 1M frames against the indexed query.
    for id in bruteForcedLayouts + ["ring"] {
        let region: QueryFixture.Region = id == "ring" ? .ringTop : .viewport
        Ratio.register("Ratio brute/indexed \(id)\(id == "ring" ? " (100x100)" : "") 1M",
                       configuration: Ratio.configuration(maxDuration: .seconds(4), maxIterations: 15)) {
            BruteForceFixture(QueryFixture(layoutID: id, count: 1_000_000, region: region))
        } numerator: { brute in
            Ratio.nanosecondsPerCall { blackHole(brute.query()) }
        } denominator: { brute in
            Ratio.nanosecondsPerCall { blackHole(brute.fixture.query()) }
        }
    }
}

// MARK: 2. prepare()

let preparedLayouts = ["waterfall", "flow", "compositional"]

func registerPrepare() {
    for id in preparedLayouts {
        for n in [100_000, 1_000_000] {
            Benchmark("Prepare \(id) n=\(label(n))",
                      configuration: .init(warmupIterations: 1, maxDuration: .seconds(3), maxIterations: 100)) { benchmark, fixture in
                let layout = Fixtures.makeLayout(id)
                benchmark.startMeasurement()
                blackHole(fixture.prepare(layout))
                benchmark.stopMeasurement()
            } setup: {
                PrepareFixture(layoutID: id, count: n)
            }
        }
        // Linear: ≈ 10.
        Ratio.register("Ratio prepare \(id) 1M/100K",
                       configuration: Ratio.configuration(maxDuration: .seconds(6), maxIterations: 12)) {
            (PrepareFixture(layoutID: id, count: 1_000_000), PrepareFixture(layoutID: id, count: 100_000))
        } numerator: { big, _ in
            let layout = Fixtures.makeLayout(id)
            return Ratio.nanosecondsOfOneCall { blackHole(big.prepare(layout)) }
        } denominator: { _, small in
            Ratio.nanosecondsPerCall(minimum: .milliseconds(50)) {
                blackHole(small.prepare(Fixtures.makeLayout(id)))
            }
        }
    }
}

// MARK: 3. A frame of scrolling

let drawnLayouts = ["cards", "waterfall", "flow", "wheel", "ring", "carousel", "springs", "compositional", "keyline"]

func registerFrames() {
    for id in drawnLayouts {
        // The first frame of a fresh renderer: every visible cell painted.
        Benchmark("Frame \(id) n=1M cold",
                  configuration: .init(warmupIterations: 1, maxDuration: .seconds(3), maxIterations: 40)) { benchmark, fixture in
            let renderer = fixture.coldRenderer()
            benchmark.startMeasurement()
            blackHole(fixture.draw(at: fixture.baseOffset, with: renderer))
            benchmark.stopMeasurement()
        } setup: {
            FrameFixture(layoutID: id, count: 1_000_000)
        }
        // Later frames, a few points further each: cell pictures reused.
        Benchmark("Frame \(id) n=1M warm",
                  configuration: .init(warmupIterations: FrameFixture.cycleLength, maxDuration: .seconds(2),
                                       maxIterations: 400)) { _, fixture in
            blackHole(fixture.drawFrame())
        } setup: {
            FrameFixture(layoutID: id, count: 1_000_000)
        }
        Ratio.register("Ratio frame \(id) cold/warm",
                       configuration: Ratio.configuration(maxDuration: .seconds(5), maxIterations: 20)) {
            let fixture = FrameFixture(layoutID: id, count: 1_000_000)
            for _ in 0..<FrameFixture.cycleLength { fixture.drawFrame() }
            return fixture
        } numerator: { fixture in
            let renderer = fixture.coldRenderer()
            return Ratio.nanosecondsOfOneCall { blackHole(fixture.draw(at: fixture.baseOffset, with: renderer)) }
        } denominator: { fixture in
            Ratio.nanosecondsPerCall(minimum: .milliseconds(100)) { blackHole(fixture.drawFrame()) }
        }
    }
    // What switching to a dataset of 1M items costs the renderer.
    Benchmark("Renderer init n=1M",
              configuration: .init(warmupIterations: 1, maxDuration: .seconds(2), maxIterations: 50)) { _, dataset in
        blackHole(SceneRenderer(dataset: dataset, style: .layout(.cards)))
    } setup: {
        Fixtures.dataset(for: "cards", count: 1_000_000)
    }
}

// MARK: 4. Scrolling physics

func registerScrolling() {
    // A flick on the cards: the scroller stepped at 120 Hz until it rests
    // on a card.
    Benchmark("Flick cards simulateRelease", configuration: .init(scalingFactor: .kilo)) { benchmark, layout in
        for _ in benchmark.scaledIterations {
            blackHole(Scroller.simulateRelease(layout: layout, viewport: Fixtures.viewport, offset: .zero,
                                               velocity: Point(x: 2400, y: 0)))
        }
    } setup: {
        QueryFixture(layoutID: "cards", count: 1000).layout
    }
}
