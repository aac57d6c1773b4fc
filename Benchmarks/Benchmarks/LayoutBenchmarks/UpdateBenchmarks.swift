import Benchmark
import CollectionLayout

// MARK: 5. Batch updates on a million items

/// A batch at both ends of the data, as the closing measurements use: a
/// delete at the front, an insert, a move, a delete of the last item.
func sampleBatch(count n: Int) -> BatchUpdate {
    BatchUpdate([.delete(0), .insert(5), .move(from: 10, to: 2), .delete(n - 1)])
}

/// A prepared layout of `count` items at the front of its content, the
/// sample batch, and the animator of that batch landing.
final class UpdateFixture {
    let layoutID: String
    let dataset: Dataset
    let layout: any CollectionLayout
    let batch: BatchUpdate
    let animator: UpdateAnimator

    init(layoutID: String, count: Int) {
        self.layoutID = layoutID
        dataset = Fixtures.dataset(for: layoutID, count: count)
        layout = Fixtures.makeLayout(layoutID)
        layout.prepare(Fixtures.context(for: layoutID, dataset: dataset))
        batch = sampleBatch(count: count)
        let result = try! batch.apply(to: dataset)
        let new = Fixtures.makeLayout(layoutID)
        new.prepare(Fixtures.context(for: layoutID, dataset: result.dataset))
        let offset = layout.initialContentOffset
        let newOffset = UpdateAnimator.anchoredOffset(old: layout, oldOffset: offset, new: new, mapping: result.mapping,
                                                      viewport: Fixtures.viewport)
        animator = UpdateAnimator(old: layout, oldDataset: dataset, oldOffset: offset, new: new,
                                  newDataset: result.dataset, newOffset: newOffset, mapping: result.mapping,
                                  viewport: Fixtures.viewport)
    }

    /// What landing a batch costs the app: the batch applied to the data,
    /// the new data's context built and a fresh layout prepared with it.
    @inline(never)
    func update() -> any CollectionLayout {
        let result = try! batch.apply(to: dataset)
        let new = Fixtures.makeLayout(layoutID)
        new.prepare(Fixtures.context(for: layoutID, dataset: result.dataset))
        return new
    }

    /// A fresh prepare of the same data (a new item count, another dataset).
    @inline(never)
    func freshPrepare() -> any CollectionLayout {
        let new = Fixtures.makeLayout(layoutID)
        new.prepare(Fixtures.context(for: layoutID, dataset: dataset))
        return new
    }

    /// One frame of the update animating.
    @inline(never)
    func frame() -> [AnimatedElement] { animator.elements(at: 0.5) }

    /// One frame's rect query without an update.
    @inline(never)
    func query() -> [LayoutAttributes] {
        let offset = layout.initialContentOffset
        return layout.elements(in: Rect(origin: offset, size: Fixtures.viewport), offset: offset)
    }
}

let updatedLayouts = ["cards", "waterfall", "flow", "carousel"]

func registerUpdates() {
    for id in updatedLayouts {
        // A batch against a fresh prepare: ≈ 100 or a little more (the batch is O(n) too).
        Ratio.register("Ratio update/prepare \(id) 1M",
                       configuration: Ratio.configuration(maxDuration: .seconds(10), maxIterations: 8)) {
            UpdateFixture(layoutID: id, count: 1_000_000)
        } numerator: { fixture in
            Ratio.nanosecondsOfOneCall { blackHole(fixture.update()) }
        } denominator: { fixture in
            Ratio.nanosecondsOfOneCall { blackHole(fixture.freshPrepare()) }
        }
        // A frame of the animation against a plain query: no per-item work per frame.
        Ratio.register("Ratio update frame/query \(id) 1M",
                       configuration: Ratio.configuration(maxDuration: .seconds(6), maxIterations: 20)) {
            UpdateFixture(layoutID: id, count: 1_000_000)
        } numerator: { fixture in
            Ratio.nanosecondsPerCall { blackHole(fixture.frame()) }
        } denominator: { fixture in
            Ratio.nanosecondsPerCall { blackHole(fixture.query()) }
        }
    }
}
