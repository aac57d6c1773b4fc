import Benchmark

/// Ratios of two timings taken in the same process, interleaved, so the
/// speed of the machine (and any drift in it) cancels out.
enum Ratio {
    /// The custom metric ratio benchmarks report: the ratio times 100
    /// (`103` is 1.03×), one sample per iteration.
    static let metric = BenchmarkMetric.custom("ratio x100", polarity: .prefersSmaller, useScalingFactor: false)

    /// A configuration for a ratio benchmark: only the ratio metric, a few
    /// warm-up iterations, a bounded run.
    static func configuration(maxDuration: Duration = .seconds(3), maxIterations: Int = 25) -> Benchmark.Configuration {
        .init(metrics: [metric], units: [metric: .count], warmupIterations: 2,
              maxDuration: maxDuration, maxIterations: maxIterations)
    }

    /// Nanoseconds per call of `body`, called in doubling batches until at
    /// least `minimum` has passed (one call at least).
    static func nanosecondsPerCall(minimum: Duration = .milliseconds(20), _ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        var calls = 0
        var batch = 1
        let start = clock.now
        var elapsed = Duration.zero
        repeat {
            for _ in 0..<batch { body() }
            calls += batch
            batch *= 2
            elapsed = clock.now - start
        } while elapsed < minimum
        return nanoseconds(elapsed) / Double(calls)
    }

    /// Nanoseconds of one call of `body`.
    static func nanosecondsOfOneCall(_ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        body()
        return nanoseconds(clock.now - start)
    }

    static func nanoseconds(_ d: Duration) -> Double {
        Double(d.components.seconds) * 1e9 + Double(d.components.attoseconds) / 1e9
    }

    /// Registers a benchmark reporting `numerator / denominator`, the two
    /// timed alternately (their order swapping every iteration) in each
    /// iteration. Both closures return nanoseconds per operation.
    static func register<State>(
        _ name: String,
        configuration: Benchmark.Configuration = Ratio.configuration(),
        setup: @escaping () -> State,
        numerator: @escaping (State) -> Double,
        denominator: @escaping (State) -> Double
    ) {
        Benchmark(name, configuration: configuration) { benchmark, state in
            let first = benchmark.currentIteration % 2 == 0
            var a = 0.0, b = 0.0
            if first { a = numerator(state) }
            b = denominator(state)
            if !first { a = numerator(state) }
            benchmark.measurement(metric, Int((100 * a / b).rounded()))
        } setup: {
            setup()
        }
    }
}
