import CollectionLayout

/// The batches a person applied, for undo and redo. Each is kept as the data
/// before it and the batch itself: a step back or forward applies the batch
/// again (O(n)) rather than keeping every version of the data and its
/// mapping, so twenty steps of a million items hold twenty item arrays, not
/// sixty arrays and mappings.
struct EditHistory {
    /// One applied batch and the data it was applied to.
    struct Edit {
        let before: Dataset
        let batch: BatchUpdate
    }

    /// A data change to show: the data and where every current item goes in it.
    struct Step {
        let dataset: Dataset
        let mapping: UpdateMapping
    }

    /// How many batches Ctrl+Z can take back.
    static let depth = 20

    private var undoStack: [Edit] = []
    private var redoStack: [Edit] = []

    var canUndo: Bool { !undoStack.isEmpty }
    var canRedo: Bool { !redoStack.isEmpty }

    /// A batch was applied: it can be taken back; what was taken back before
    /// can no longer be brought back.
    mutating func record(_ edit: Edit) {
        undoStack.append(edit)
        if undoStack.count > Self.depth { undoStack.removeFirst() }
        redoStack.removeAll()
    }

    /// The data before the last batch, mapped from the data after it; nil
    /// when there is nothing to take back.
    var undoStep: Step? {
        guard let edit = undoStack.last, let result = try? edit.batch.apply(to: edit.before) else { return nil }
        return Step(dataset: edit.before, mapping: result.mapping.inverted)
    }

    /// The last batch taken back, applied again; nil when there is none.
    var redoStep: Step? {
        guard let edit = redoStack.last, let result = try? edit.batch.apply(to: edit.before) else { return nil }
        return Step(dataset: result.dataset, mapping: result.mapping)
    }

    /// The undo step was shown.
    mutating func didUndo() {
        if let edit = undoStack.popLast() { redoStack.append(edit) }
    }

    /// The redo step was shown.
    mutating func didRedo() {
        if let edit = redoStack.popLast() { undoStack.append(edit) }
    }
}
