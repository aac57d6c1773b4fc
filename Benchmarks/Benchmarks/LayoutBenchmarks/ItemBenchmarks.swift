import Benchmark
import CollectionLayout

// MARK: 13. Reading the items of a million-item dataset

/// A dataset of `count` items as the app shows it for a layout, and the
/// same items copied into a plain array (the baseline the reads are
/// compared with in one process).
final class ItemReadFixture {
    let dataset: Dataset
    let array: [DatasetItem]

    init(layoutID: String, count: Int) {
        dataset = Fixtures.dataset(for: layoutID, count: count)
        array = dataset.sections.flatMap { Array($0.items) }
    }

    /// Every item of every section read in order (its title's presence
    /// counted), as a layout reads them once when it prepares.
    @inline(never)
    func iterate() -> Int {
        var titled = 0
        for s in dataset.sections.indices {
            for item in dataset.sections[s].items where item.title != nil { titled += 1 }
        }
        return titled
    }

    /// The same over the plain array.
    @inline(never)
    func iterateArray() -> Int {
        var titled = 0
        for item in array where item.title != nil { titled += 1 }
        return titled
    }

    /// 1,000 items of the first section read by index, spread over it (as
    /// the renderer reads the visible ones).
    @inline(never)
    func readByIndex() -> Int {
        let items = dataset.sections[0].items
        let n = items.count
        var titled = 0
        var i = 0
        for _ in 0..<1000 {
            i = (i + 7_919) % n
            if items[i].title != nil { titled += 1 }
        }
        return titled
    }

    /// The same over the plain array.
    @inline(never)
    func readArrayByIndex() -> Int {
        let n = array.count
        var titled = 0
        var i = 0
        for _ in 0..<1000 {
            i = (i + 7_919) % n
            if array[i].title != nil { titled += 1 }
        }
        return titled
    }

    /// What a fresh prepare reads of the data: its full `LayoutContext`.
    @inline(never)
    func context() -> LayoutContext { dataset.context(viewport: Fixtures.viewport) }
}

func registerItemReads() {
    // Cards: one section of a million items; flow: the tags' 62,500 sections.
    for id in ["cards", "flow"] {
        let config = Benchmark.Configuration(metrics: [.wallClock], warmupIterations: 1, maxDuration: .seconds(3),
                                             maxIterations: 50)
        Benchmark("Items iterate \(id) n=1M", configuration: config) { benchmark, f in
            for _ in benchmark.scaledIterations { blackHole(f.iterate()) }
        } setup: { ItemReadFixture(layoutID: id, count: 1_000_000) }
        Benchmark("Items context \(id) n=1M", configuration: config) { benchmark, f in
            for _ in benchmark.scaledIterations { blackHole(f.context()) }
        } setup: { ItemReadFixture(layoutID: id, count: 1_000_000) }
        let ratio = Ratio.configuration(maxDuration: .seconds(6), maxIterations: 15)
        Ratio.register("Ratio items iterate list/array 1M \(id)", configuration: ratio) {
            ItemReadFixture(layoutID: id, count: 1_000_000)
        } numerator: { f in
            Ratio.nanosecondsPerCall { blackHole(f.iterate()) }
        } denominator: { f in
            Ratio.nanosecondsPerCall { blackHole(f.iterateArray()) }
        }
    }
    Benchmark("Items by index cards n=1M", configuration: .init(metrics: [.wallClock], scalingFactor: .kilo)) { benchmark, f in
        for _ in benchmark.scaledIterations { blackHole(f.readByIndex()) }
    } setup: { ItemReadFixture(layoutID: "cards", count: 1_000_000) }
    Ratio.register("Ratio items by index list/array 1M cards",
                   configuration: Ratio.configuration(maxDuration: .seconds(6), maxIterations: 15)) {
        ItemReadFixture(layoutID: "cards", count: 1_000_000)
    } numerator: { f in
        Ratio.nanosecondsPerCall { blackHole(f.readByIndex()) }
    } denominator: { f in
        Ratio.nanosecondsPerCall { blackHole(f.readArrayByIndex()) }
    }
}
