import Benchmark
import CollectionLayout

// MARK: 9. One small batch at a million items against a thousand

/// A reorder preview's step during a drag: the item in the middle of the
/// data moved one slot on (the batch the app lands for each slot the
/// carried item passes).
func slotMove(count n: Int) -> BatchUpdate {
    BatchUpdate([.move(from: n / 2, to: n / 2 + 1)])
}

/// A layout prepared for `count` items, a one-item batch, and the data
/// after it (applied outside the measured part where only the layout's
/// share is timed).
final class SmallBatchFixture {
    let layoutID: String
    let dataset: Dataset
    let layout: any CollectionLayout
    let batch: BatchUpdate
    let result: BatchUpdate.Result

    init(layoutID: String, count: Int) {
        self.layoutID = layoutID
        dataset = Fixtures.dataset(for: layoutID, count: count)
        layout = Fixtures.makeLayout(layoutID)
        layout.prepare(Fixtures.context(for: layoutID, dataset: dataset))
        batch = slotMove(count: count)
        result = try! batch.apply(to: dataset)
    }

    /// The layout's share of a batch now: its mapping worked out, then a
    /// fresh layout prepared from the previous one (`prepareAfter`).
    @inline(never)
    func layoutUpdate() -> any CollectionLayout {
        let mapping = try! batch.mapping(oldCount: dataset.itemCount, oldSectionStarts: dataset.sectionStarts,
                                         newSectionStarts: result.dataset.sectionStarts)
        let new = Fixtures.makeLayout(layoutID)
        new.prepareAfter(LayoutUpdate(dataset: result.dataset, mapping: mapping, viewport: Fixtures.viewport),
                         from: layout)
        return new
    }

    /// The layout's share as it was: the new data's full context built and
    /// a fresh layout prepared with it.
    @inline(never)
    func freshPrepare() -> any CollectionLayout {
        let new = Fixtures.makeLayout(layoutID)
        new.prepare(Fixtures.context(for: layoutID, dataset: result.dataset))
        return new
    }

    /// The whole batch as the app lands it now: applied to the data (which
    /// copies the item array), then the layout's share.
    @inline(never)
    func wholeUpdate() -> any CollectionLayout {
        let applied = try! batch.apply(to: dataset)
        let new = Fixtures.makeLayout(layoutID)
        new.prepareAfter(LayoutUpdate(applied, viewport: Fixtures.viewport), from: layout)
        return new
    }

    /// Only the data's share: the batch applied to the item array.
    @inline(never)
    func applyToData() -> BatchUpdate.Result { try! batch.apply(to: dataset) }
}

let smallBatchLayouts = ["cards", "carousel", "wheel", "springs", "waterfall", "flow"]

func registerSmallBatches() {
    for id in smallBatchLayouts {
        let config = Ratio.configuration(maxDuration: .seconds(10), maxIterations: 10)
        func pair(_ name: String, _ body: @escaping (SmallBatchFixture) -> () -> Void, oneCall: Bool) {
            Ratio.register("Ratio \(name) 1M/1K \(id)", configuration: config) {
                (SmallBatchFixture(layoutID: id, count: 1_000_000), SmallBatchFixture(layoutID: id, count: 1_000))
            } numerator: { fixtures in
                oneCall ? Ratio.nanosecondsOfOneCall(body(fixtures.0)) : Ratio.nanosecondsPerCall(body(fixtures.0))
            } denominator: { fixtures in
                Ratio.nanosecondsPerCall(body(fixtures.1))
            }
        }
        // The layout's share now, and as it was (a full context and a fresh prepare).
        pair("batch layout", { f in { blackHole(f.layoutUpdate()) } }, oneCall: false)
        pair("batch layout before", { f in { blackHole(f.freshPrepare()) } }, oneCall: true)
        // The whole batch, data included.
        pair("batch whole", { f in { blackHole(f.wholeUpdate()) } }, oneCall: false)
        // At a million items: the way before against now, and the data's share against the whole.
        Ratio.register("Ratio batch layout before/now 1M \(id)", configuration: config) {
            SmallBatchFixture(layoutID: id, count: 1_000_000)
        } numerator: { f in
            Ratio.nanosecondsOfOneCall { blackHole(f.freshPrepare()) }
        } denominator: { f in
            Ratio.nanosecondsPerCall { blackHole(f.layoutUpdate()) }
        }
        Benchmark("Batch \(id) 1M layout before", configuration: .init(metrics: [.wallClock], maxDuration: .seconds(5),
                                                                       maxIterations: 20)) { benchmark, f in
            for _ in benchmark.scaledIterations { blackHole(f.freshPrepare()) }
        } setup: { SmallBatchFixture(layoutID: id, count: 1_000_000) }
        Benchmark("Batch \(id) 1M layout now", configuration: .init(metrics: [.wallClock], maxDuration: .seconds(3),
                                                                    maxIterations: 200)) { benchmark, f in
            for _ in benchmark.scaledIterations { blackHole(f.layoutUpdate()) }
        } setup: { SmallBatchFixture(layoutID: id, count: 1_000_000) }
        Benchmark("Batch \(id) 1M data", configuration: .init(metrics: [.wallClock], maxDuration: .seconds(3),
                                                              maxIterations: 50)) { benchmark, f in
            for _ in benchmark.scaledIterations { blackHole(f.applyToData()) }
        } setup: { SmallBatchFixture(layoutID: id, count: 1_000_000) }
    }
}
