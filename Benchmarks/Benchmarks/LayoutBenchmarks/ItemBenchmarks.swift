import Benchmark
import CollectionLayout

// MARK: 13. Reading the items of a million-item dataset

/// A dataset of `count` items as the app shows it for a layout, and the
/// same items copied into plain arrays, one a section (the baseline the
/// reads are compared with in one process).
final class ItemReadFixture {
    let dataset: Dataset
    let arrays: [[DatasetItem]]

    init(layoutID: String, count: Int) {
        dataset = Fixtures.dataset(for: layoutID, count: count)
        arrays = dataset.sections.map { Array($0.items) }
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

    /// The same over the plain arrays.
    @inline(never)
    func iterateArrays() -> Int {
        var titled = 0
        for s in arrays.indices {
            for item in arrays[s] where item.title != nil { titled += 1 }
        }
        return titled
    }

    /// 1,000 items of the first section read by index, spread over it (as
    /// the renderer reads the visible ones).
    @inline(never)
    func readByIndex() -> Int { Self.titled(byIndexIn: dataset.sections[0].items) }

    /// The same over the plain array.
    @inline(never)
    func readArrayByIndex() -> Int { Self.titled(byIndexIn: arrays[0]) }

    /// How many of 1,000 items read by index, 7,919 apart, have a title.
    @inline(__always)
    static func titled<C: RandomAccessCollection<DatasetItem>>(byIndexIn items: C) -> Int where C.Index == Int {
        let n = items.count
        var titled = 0
        var i = 0
        for _ in 0..<1000 {
            i = (i + 7_919) % n
            if items[i].title != nil { titled += 1 }
        }
        return titled
    }

    /// What a fresh prepare reads of the data: its full `LayoutContext`.
    @inline(never)
    func context() -> LayoutContext { dataset.context(viewport: Fixtures.viewport) }

    /// The same context built from the plain arrays.
    @inline(never)
    func contextOfArrays() -> LayoutContext {
        var context = LayoutContext(viewport: Fixtures.viewport, sections: arrays.map { $0.map(\.metrics) },
                                    textMeasurer: EstimatedTextMeasurer(), layoutDirection: .leftToRight)
        context.sectionMetrics = dataset.sections.map(\.metrics)
        return context
    }
}

func registerItemReads() {
    /// The dataset's items read one way against the plain array read the same way, at a million.
    func listAgainstArray(_ name: String, _ id: String, list: @escaping (ItemReadFixture) -> Int,
                          array: @escaping (ItemReadFixture) -> Int) {
        Ratio.register("Ratio items \(name) list/array 1M \(id)",
                       configuration: Ratio.configuration(maxDuration: .seconds(6), maxIterations: 15)) {
            ItemReadFixture(layoutID: id, count: 1_000_000)
        } numerator: { f in
            Ratio.nanosecondsPerCall { blackHole(list(f)) }
        } denominator: { f in
            Ratio.nanosecondsPerCall { blackHole(array(f)) }
        }
    }
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
        listAgainstArray("iterate", id, list: { $0.iterate() }, array: { $0.iterateArrays() })
        listAgainstArray("context", id, list: { $0.context().sections.count },
                         array: { $0.contextOfArrays().sections.count })
    }
    Benchmark("Items by index cards n=1M", configuration: .init(metrics: [.wallClock], scalingFactor: .kilo)) { benchmark, f in
        for _ in benchmark.scaledIterations { blackHole(f.readByIndex()) }
    } setup: { ItemReadFixture(layoutID: "cards", count: 1_000_000) }
    listAgainstArray("by index", "cards", list: { $0.readByIndex() }, array: { $0.readArrayByIndex() })
}
