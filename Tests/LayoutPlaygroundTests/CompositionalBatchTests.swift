import CollectionLayout
import Foundation
@testable import LayoutPlayground
import Testing

/// The compositional layout the app shows takes its delete and the undo of
/// it as a change (`prepare(updating:with:)`), with the app's own viewport,
/// text measurer and estimate mode, and then shows what a fresh prepare shows.
@Suite(.serialized) struct CompositionalBatchTests {
    init() {
        setenv(ResourceLocator.environmentVariable, CLIRunner.repositoryRoot + "/Resources", 1)
    }

    /// A layout of the app's kind prepared from `old` for `data` after `mapping`, and whether it took the change.
    private func update(_ p: Playground, from old: any CollectionLayout, to data: Dataset,
                        mapping: UpdateMapping) -> (any CollectionLayout, Bool) {
        let next = type(of: old).init(parameters: old.parameters)
        p.applyEstimateMode(to: next)
        let took = next.prepare(updating: old, with: LayoutUpdate(dataset: data, mapping: mapping, viewport: p.viewport,
                                                                  textMeasurer: p.textMeasurer,
                                                                  layoutDirection: p.layoutDirection))
        return (next, took)
    }

    private func expectShowsAsFresh(_ p: Playground, _ layout: any CollectionLayout, data: Dataset, _ what: String) {
        let fresh = type(of: layout).init(parameters: layout.parameters)
        p.applyEstimateMode(to: fresh)
        fresh.prepare(data.context(viewport: p.viewport, textMeasurer: p.textMeasurer, layoutDirection: p.layoutDirection))
        #expect(layout.contentSize == fresh.contentSize, "\(what): content")
        for y in [0, layout.contentSize.height / 2, max(0, layout.contentSize.height - p.viewport.height)] {
            let rect = Rect(x: 0, y: y, width: p.viewport.width, height: p.viewport.height)
            #expect(layout.elements(in: rect, offset: Point(x: 0, y: y)) == fresh.elements(in: rect, offset: Point(x: 0, y: y)),
                    "\(what) at \(y)")
        }
    }

    @Test(arguments: [false, true])
    func aDeleteAndItsUndoAreTakenAsChanges(lazy: Bool) throws {
        var configuration = ViewConfiguration()
        configuration.layoutKind = .compositional
        configuration.itemCount = 20_000
        configuration.assignments = Playground.showcaseAssignments(for: .compositional)
        let p = try Playground(configuration: configuration)
        p.resolvesEstimatesLazily = lazy
        p.prepare()
        let before = p.dataset, shown = p.layout
        // A delete in the middle: the first item of a section there.
        let s = before.sections.count / 2, i = before.sectionStarts[s]
        let batch = BatchUpdate([.delete(i)])
        let result = try batch.apply(to: before)
        let (afterDelete, tookDelete) = update(p, from: shown, to: result.dataset, mapping: result.mapping)
        #expect(tookDelete, "lazy \(lazy): the delete fell back to a fresh prepare")
        expectShowsAsFresh(p, afterDelete, data: result.dataset, "lazy \(lazy) delete")
        // The undo: the item inserted back, the sections cut where they were.
        let step = try DataEdit(name: "Delete", batch: batch, before: before, result: result).reverted(from: result.dataset)
        #expect(step.dataset.sectionStarts == before.sectionStarts)
        let (undone, tookUndo) = update(p, from: afterDelete, to: step.dataset, mapping: step.mapping)
        #expect(tookUndo, "lazy \(lazy): the undo fell back to a fresh prepare")
        expectShowsAsFresh(p, undone, data: step.dataset, "lazy \(lazy) undo")
        // And the app's own path lands them.
        try p.perform(batch, name: "Delete")
        #expect(p.dataset.itemCount == before.itemCount - 1)
        #expect(p.undo() && p.dataset == before)
    }
}
