import CollectionLayout
@testable import LayoutPlayground
import Testing

/// Undo and redo kept as the data before each batch and the batch.
@Suite struct EditHistoryTests {
    private func ids(_ d: Dataset) -> [String] {
        (0..<d.itemCount).compactMap { d.indexPath(ofFlat: $0).flatMap { d.id(at: $0)?.description } }
    }

    @Test func stepsBackAndForthGiveTheSameDataAndInverseMappings() throws {
        let start = Dataset.placeholder(count: 6)
        let batch = BatchUpdate([.delete(1), .insert(0), .move(from: 4, to: 2)])
        let after = try batch.apply(to: start)
        var history = EditHistory()
        history.record(.init(before: start, batch: batch))
        let back = try #require(history.undoStep)
        #expect(ids(back.dataset) == ids(start))
        #expect(back.mapping == after.mapping.inverted)
        history.didUndo()
        #expect(!history.canUndo && history.canRedo)
        let forth = try #require(history.redoStep)
        // The inserted copy is named as it was the first time ("new-1").
        #expect(ids(forth.dataset) == ids(after.dataset))
        #expect(forth.mapping == after.mapping)
        history.didRedo()
        #expect(history.canUndo && !history.canRedo)
    }

    @Test func aNewBatchForgetsRedoAndTheOldestStepsGo() throws {
        var history = EditHistory()
        var data = Dataset.placeholder(count: 3)
        for _ in 0..<(EditHistory.depth + 5) {
            let batch = BatchUpdate([.move(from: 0, to: 2)])
            history.record(.init(before: data, batch: batch))
            data = try batch.apply(to: data).dataset
        }
        var undone = 0
        while history.undoStep != nil {
            history.didUndo()
            undone += 1
        }
        #expect(undone == EditHistory.depth)
        history.record(.init(before: data, batch: BatchUpdate([.delete(0)])))
        #expect(!history.canRedo)
    }
}
