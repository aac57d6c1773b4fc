import Benchmark
import CollectionLayout

// MARK: 9. One small batch at a million items against a thousand

/// A reorder preview's step during a drag: the item in the middle of the
/// data moved one slot on (the batch the app lands for each slot the
/// carried item passes).
func slotMove(count n: Int) -> BatchUpdate {
    BatchUpdate([.move(from: n / 2, to: n / 2 + 1)])
}

/// The estimated text sizes a tenth of a point taller: heights off the
/// grid on which the flow moves old lines exactly, so that after a batch it
/// places every line after the change again (as it did before it kept
/// segments).
struct OffGridMeasurer: TextMeasuring {
    func size(of text: String) -> Size {
        let size = EstimatedTextMeasurer().size(of: text)
        return Size(width: size.width, height: size.height + 0.1)
    }
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
    let measurer: any TextMeasuring

    init(layoutID: String, count: Int, offGrid: Bool = false) {
        self.layoutID = layoutID
        measurer = offGrid ? OffGridMeasurer() : EstimatedTextMeasurer()
        dataset = Fixtures.dataset(for: layoutID, count: count)
        layout = Fixtures.makeLayout(layoutID)
        layout.prepare(dataset.context(viewport: Fixtures.viewport, textMeasurer: measurer))
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
        new.prepareAfter(LayoutUpdate(dataset: result.dataset, mapping: mapping, viewport: Fixtures.viewport,
                                      textMeasurer: measurer), from: layout)
        return new
    }

    /// The layout's share and the frame after it, as a carry draws it: the
    /// batch, then the viewport around the carried item queried (a
    /// waterfall places what a batch deferred only as far as that).
    @inline(never)
    func layoutUpdateAndView() -> [LayoutAttributes] {
        let new = layoutUpdate()
        let y = layout.attributesForItem(at: dataset.indexPath(ofFlat: dataset.itemCount / 2)!, offset: .zero)?.frame.minY ?? 0
        let top = max(0, y - Fixtures.viewport.height / 2)
        return new.elements(in: Rect(x: 0, y: top, width: Fixtures.viewport.width, height: Fixtures.viewport.height),
                            offset: Point(x: 0, y: top))
    }

    /// The layout's share as it was: the new data's full context built and
    /// a fresh layout prepared with it.
    @inline(never)
    func freshPrepare() -> any CollectionLayout {
        let new = Fixtures.makeLayout(layoutID)
        new.prepare(result.dataset.context(viewport: Fixtures.viewport, textMeasurer: measurer))
        return new
    }

    /// The whole batch as the app lands it now: applied to the data (the
    /// sections it names spliced, see `ItemList`), then the layout's share.
    @inline(never)
    func wholeUpdate() -> any CollectionLayout {
        let applied = try! batch.apply(to: dataset)
        let new = Fixtures.makeLayout(layoutID)
        new.prepareAfter(LayoutUpdate(applied, viewport: Fixtures.viewport, textMeasurer: measurer), from: layout)
        return new
    }

    /// Only the data's share: the batch applied to the items.
    @inline(never)
    func applyToData() -> BatchUpdate.Result { try! batch.apply(to: dataset) }

    /// The data's share as `BatchUpdate.apply` did it two versions ago
    /// (for the moves `slotMove` gives): the items of all sections copied
    /// into one flat array, then new arrays of sections filled item by item,
    /// each new index tested against the batch's, and the dataset made of
    /// them (which now also puts each section's array into chunks).
    @inline(never)
    func applyAsBefore() -> (Dataset, UpdateMapping) {
        let oldStarts = dataset.sectionStarts
        let mapping = try! batch.mapping(oldCount: dataset.itemCount, oldSectionStarts: oldStarts)
        let old = dataset.sections.flatMap { Array($0.items) }
        var newItems = dataset.sections.map { _ in [DatasetItem]() }
        for s in dataset.sections.indices {
            newItems[s].reserveCapacity(dataset.sections[s].items.count + batch.operations.count)
        }
        let claimedOld = (mapping.deleted + mapping.movedFrom).sorted()
        let claimedNew = (mapping.inserted + mapping.movedFrom.map { mapping.newIndex(ofOld: $0)! }).sorted()
        var nextClaimedOld = 0, nextClaimedNew = 0, nextOld = 0, section = 0, oldSection = 0
        for j in 0..<mapping.newCount {
            if nextClaimedNew < claimedNew.count, claimedNew[nextClaimedNew] == j {
                nextClaimedNew += 1
                newItems[section].append(old[mapping.oldIndex(ofNew: j)!])
                continue
            }
            while nextClaimedOld < claimedOld.count, claimedOld[nextClaimedOld] == nextOld {
                nextClaimedOld += 1
                nextOld += 1
            }
            let o = nextOld
            nextOld += 1
            while oldSection + 1 < oldStarts.count, oldStarts[oldSection + 1] <= o { oldSection += 1 }
            section = oldSection
            newItems[section].append(old[o])
        }
        let newSections = dataset.sections.indices.map { s in
            DatasetSection(title: dataset.sections[s].title, items: newItems[s], metrics: dataset.sections[s].metrics)
        }
        let updated = Dataset(sections: newSections, source: dataset.source)
        return (updated, mapping.withSectionStarts(old: oldStarts, new: updated.sectionStarts))
    }
}

let smallBatchLayouts = ["cards", "carousel", "wheel", "springs", "waterfall", "flow", "compositional"]

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
        pair("batch layout and view", { f in { blackHole(f.layoutUpdateAndView()) } }, oneCall: false)
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
    registerFlowOffGrid()
    registerBatchData()
}

/// The flow with heights off the grid: every line after the change placed
/// again, the way all flows took a batch before segments were shared.
func registerFlowOffGrid() {
    let config = Ratio.configuration(maxDuration: .seconds(10), maxIterations: 10)
    Ratio.register("Ratio batch layout 1M/1K flow off-grid", configuration: config) {
        (SmallBatchFixture(layoutID: "flow", count: 1_000_000, offGrid: true),
         SmallBatchFixture(layoutID: "flow", count: 1_000, offGrid: true))
    } numerator: { f in
        Ratio.nanosecondsOfOneCall { blackHole(f.0.layoutUpdate()) }
    } denominator: { f in
        Ratio.nanosecondsPerCall { blackHole(f.1.layoutUpdate()) }
    }
    Ratio.register("Ratio batch layout off-grid/on-grid 1M flow", configuration: config) {
        (SmallBatchFixture(layoutID: "flow", count: 1_000_000, offGrid: true),
         SmallBatchFixture(layoutID: "flow", count: 1_000_000))
    } numerator: { f in
        Ratio.nanosecondsOfOneCall { blackHole(f.0.layoutUpdate()) }
    } denominator: { f in
        Ratio.nanosecondsPerCall { blackHole(f.1.layoutUpdate()) }
    }
    Benchmark("Batch flow off-grid 1M layout now", configuration: .init(metrics: [.wallClock], maxDuration: .seconds(5),
                                                                        maxIterations: 20)) { benchmark, f in
        for _ in benchmark.scaledIterations { blackHole(f.layoutUpdate()) }
    } setup: { SmallBatchFixture(layoutID: "flow", count: 1_000_000, offGrid: true) }
}

/// The data's share: the batch applied now (runs of items copied at once,
/// straight from their sections) against as before, and at a million items
/// against a thousand, for one section (cards) and for the tags' 62,500.
func registerBatchData() {
    let config = Ratio.configuration(maxDuration: .seconds(10), maxIterations: 10)
    for id in ["cards", "flow"] {
        Ratio.register("Ratio batch data before/now 1M \(id)", configuration: config) {
            SmallBatchFixture(layoutID: id, count: 1_000_000)
        } numerator: { f in
            Ratio.nanosecondsPerCall { blackHole(f.applyAsBefore()) }
        } denominator: { f in
            Ratio.nanosecondsPerCall { blackHole(f.applyToData()) }
        }
        Ratio.register("Ratio batch data 1M/1K \(id)", configuration: config) {
            (SmallBatchFixture(layoutID: id, count: 1_000_000), SmallBatchFixture(layoutID: id, count: 1_000))
        } numerator: { f in
            Ratio.nanosecondsPerCall { blackHole(f.0.applyToData()) }
        } denominator: { f in
            Ratio.nanosecondsPerCall { blackHole(f.1.applyToData()) }
        }
        Benchmark("Batch \(id) 1M data before", configuration: .init(metrics: [.wallClock], maxDuration: .seconds(3),
                                                                      maxIterations: 50)) { benchmark, f in
            for _ in benchmark.scaledIterations { blackHole(f.applyAsBefore()) }
        } setup: { SmallBatchFixture(layoutID: id, count: 1_000_000) }
    }
}
