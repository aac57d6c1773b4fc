import CollectionLayout
import Foundation

/// Edits: every change a person makes to the document is a `DocumentEdit`
/// applied here and recorded in the history, so undo and redo go through
/// exactly the same code as the change itself.
extension Playground {
    /// Seconds on a monotonic clock, for coalescing edits.
    static func monotonicSeconds() -> Double { ProcessInfo.processInfo.systemUptime }

    /// Applies `edit`, a person's change, and records it for undo.
    ///
    /// - Throws: what the edit's data or layout cannot do; nothing changes then.
    func commit(_ edit: DocumentEdit) throws {
        finishCarry()
        try show(edit, forward: true)
        history.record(edit, at: Self.monotonicSeconds())
        onHistoryChange?()
    }

    /// A person started writing in the text field of parameter `key` (it
    /// has the keyboard): until it loses it, what they write is one step of
    /// undo, whatever the pauses — a half-typed text is never a step.
    func beginFieldEdit(_ key: String) {
        history.openField(key)
    }

    /// The text field lost the keyboard: its step is complete.
    func endFieldEdit() {
        history.closeField()
    }

    /// Whether an edit can be taken back, or brought back again.
    var canUndo: Bool { history.canUndo }
    var canRedo: Bool { history.canRedo }

    /// The parameter the next undo (or redo) changes, when that step is a
    /// change of one parameter (a typed transform, a number); else nil.
    func parameterKey(undoing: Bool) -> String? {
        guard case .parameters(_, _, _, let key)? = undoing ? history.undoEdit : history.redoEdit else { return nil }
        return key
    }

    /// Takes the last edit back (with the data that arrived after it);
    /// false when there is none.
    @discardableResult
    func undo() -> Bool {
        replay(history.undoReplay) { $0.didUndo() }
    }

    /// Applies the last edit taken back again; false when there is none.
    @discardableResult
    func redo() -> Bool {
        replay(history.redoReplay) { $0.didRedo() }
    }

    /// Shows `steps` on behalf of the history, then moves the step across
    /// the history's stacks with `done`. Only the person's own step reveals
    /// the item it changed; arrivals taken back or brought back do not.
    private func replay(_ steps: [EditHistory.Replay], done: (inout EditHistory) -> Void) -> Bool {
        finishCarry()
        guard !steps.isEmpty else { return false }
        cause = .history
        defer { cause = .person; revealedItem = nil }
        for step in steps {
            revealedItem = nil
            guard (try? show(step.edit, forward: step.forward, reveals: !step.isArrival)) != nil else { return false }
        }
        done(&history)
        onHistoryChange?()
        return true
    }

    /// Forgets the history (a document opened or created), the current
    /// state counting as saved.
    func resetHistory() {
        carry = nil
        history.clear()
        markSaved()
    }

    /// The card stack came to rest on item `to` after the person threw
    /// (`thrown`) or dragged back the cards from item `from`: a step of its
    /// own, which does not mark the document changed.
    func recordDeckMove(from: Int, to: Int, thrown: Bool) {
        guard from != to else { return }
        finishCarry()
        history.record(.deck(from: from, to: to, thrown: thrown), at: Self.monotonicSeconds(), changesDocument: false)
        onHistoryChange?()
    }

    // MARK: Data edits

    /// Applies `batch` (deletes, inserts, moves by UIKit's index rules) to
    /// the shown data, animated by the canvas; `name` is what Undo says.
    ///
    /// - Throws: `BatchUpdateError` for a batch that does not fit, or the
    ///   layout's limitation; nothing changes then.
    func perform(_ batch: BatchUpdate, name: String = "Edit") throws {
        try perform(batch, result: batch.apply(to: dataset), name: name)
    }

    private func perform(_ batch: BatchUpdate, result: BatchUpdate.Result, name: String) throws {
        let edit = DataEdit(name: name, batch: batch, before: dataset, result: result,
                            wasEdited: document.data.isEdited)
        try commit(.data(edit, prior: itemCount != nil ? document.data : nil))
    }

    /// Inserts a copy of the item at flat index `i` right after it (the
    /// copy is a new item: its own identity, the same content).
    ///
    /// - Returns: the copy's flat index.
    @discardableResult
    func insertCopy(ofFlat i: Int) throws -> Int {
        let batch = BatchUpdate([.insert(i + 1)])
        var result = try batch.apply(to: dataset)
        guard let path = result.dataset.indexPath(ofFlat: i + 1) else { return i + 1 }
        var copy = dataset.item(atFlat: i).renumberable
        copy.explicitID = result.dataset.sections[path.section].items[path.item].explicitID
        result.dataset.sections[path.section].items[path.item] = copy
        try perform(batch, result: result, name: "Insert")
        return i + 1
    }

    /// Inserts `page` before the current items (pull to refresh) or after
    /// them (load more), as the seed's loadNew / loadMore: one batch the
    /// canvas animates, numbered afresh so that no identity is shared.
    func insert(_ page: Dataset, atFront: Bool) {
        let items = page.sections.flatMap(\.items).map(\.renumberable)
        guard !items.isEmpty, !dataset.sections.isEmpty else { return }
        let first = atFront ? 0 : dataset.itemCount
        let batch = BatchUpdate((first..<(first + items.count)).map { .insert($0) })
        guard var result = try? batch.apply(to: dataset) else { return }
        let s = atFront ? 0 : result.dataset.sections.count - 1
        let start = atFront ? 0 : result.dataset.sections[s].items.count - items.count
        result.dataset.sections[s].items.replaceSubrange(start..<(start + items.count), with: items)
        let insertedCount = result.dataset.insertedCount
        result.dataset = Dataset(sections: result.dataset.sections, source: result.dataset.source)
        result.dataset.insertedCount = insertedCount
        if atFront {
            // A refresh is the person's pull: a step of its own.
            try? perform(batch, result: result, name: "Refresh")
        } else {
            // A page loaded near the end arrived by itself: shown, never a step.
            let edit = DataEdit(name: "Load More", batch: batch, before: dataset, result: result,
                                wasEdited: document.data.isEdited)
            arrive(.data(edit, prior: itemCount != nil ? document.data : nil))
        }
    }

    /// Shows data that arrived by itself (`edit` applied), riding on the
    /// newest step of the history: the document is not marked changed and
    /// Ctrl+Z never meets it as a step.
    private func arrive(_ edit: DocumentEdit) {
        finishCarry()
        guard (try? show(edit, forward: true)) != nil else { return }
        history.recordArrival(edit)
        onHistoryChange?()
    }

    /// Moves the slot of an item being carried from flat index `from` to
    /// `to` while the person drags it: shown (animated) but not yet an edit
    /// that undo takes back — `endMove` makes it one.
    func previewMove(from: Int, to: Int) throws {
        guard from != to else { return }
        let result = try BatchUpdate([.move(from: from, to: to)]).apply(to: dataset)
        var start = carry ?? Carry(data: document.data, before: dataset, origin: from, position: from)
        start.position = start.position == from ? to : nil
        try showUpdate(result.dataset, mapping: result.mapping, keepsOffset: true)
        carry = start
    }

    /// The carried item was dropped: the data shown now, which was `before`
    /// with the item at flat index `origin` moved to `target`, becomes one
    /// edit that undo takes back. With `origin == target` (put back) the
    /// data is as it was and nothing is recorded.
    func endMove(before: Dataset, origin: Int, target: Int) {
        guard let start = carry else { return }
        carry = nil
        guard origin != target, let result = try? BatchUpdate([.move(from: origin, to: target)]).apply(to: before) else {
            document.data = start.data
            return
        }
        let edit = DataEdit(name: "Reorder", batch: BatchUpdate([.move(from: origin, to: target)]), before: before,
                            result: result, wasEdited: start.data.isEdited)
        history.record(.data(edit, prior: start.data.itemCount != nil ? start.data : nil), at: Self.monotonicSeconds())
        onHistoryChange?()
    }

    /// A carry the canvas let go of without a drop (another change came)
    /// stays as it is shown, as one edit: the move of the carried item from
    /// where it was picked up to where it is shown, without reading the
    /// items while every slot move moved that item.
    private func finishCarry() {
        guard let start = carry else { return }
        carry = nil
        let before = start.before
        let edit: DataEdit?
        if let position = start.position {
            let batch = BatchUpdate([.move(from: start.origin, to: position)])
            edit = position == start.origin ? nil : (try? batch.apply(to: before)).map {
                DataEdit(name: "Reorder", batch: batch, before: before, result: $0, wasEdited: start.data.isEdited)
            }
        } else {
            edit = Self.difference(from: before, to: dataset, wasEdited: start.data.isEdited)
        }
        guard let edit else {
            document.data = start.data
            return
        }
        history.record(.data(edit, prior: start.data.itemCount != nil ? start.data : nil), at: Self.monotonicSeconds())
    }

    /// The single move that turns `before` into `after`, as a reorder edit
    /// (reading every item of both).
    private static func difference(from before: Dataset, to after: Dataset, wasEdited: Bool) -> DataEdit? {
        guard before.itemCount == after.itemCount else { return nil }
        let a = before.sections.flatMap(\.items), b = after.sections.flatMap(\.items)
        guard let first = a.indices.first(where: { a[$0].id != b[$0].id }),
              let last = a.indices.last(where: { a[$0].id != b[$0].id }) else { return nil }
        let batch = BatchUpdate([a[first].id == b[last].id ? .move(from: first, to: last) : .move(from: last, to: first)])
        guard let result = try? batch.apply(to: before), result.dataset == after else { return nil }
        return DataEdit(name: "Reorder", batch: batch, before: before, result: result, wasEdited: wasEdited)
    }

    // MARK: Showing an edit

    /// Shows `edit` done (`forward`) or undone; on behalf of the history,
    /// a data edit that `reveals` selects and shows the item it changed.
    private func show(_ edit: DocumentEdit, forward: Bool, reveals: Bool = true) throws {
        switch edit {
        case .parameters(let before, let after, _, _):
            let target = forward ? after : before
            guard target.layoutID == layout.parameters.layoutID else { return }
            notifyWillChange(.parameters)
            document.currentParameters = target
            layout = layoutKind.layoutType.init(parameters: target)
            prepare()
            notify(.parameters)
        case .layout(let from, let to):
            var state = document
            try state.switchLayout(to: forward ? to : from)
            notifyWillChange(.layout)
            document = state
            layout = state.layoutKind.layoutType.init(parameters: state.currentParameters)
            selection = nil
            rebuildDataset()
            prepare()
            notify(.layout)
        case .source(let before, let after, _):
            notifyWillChange(.data)
            document.data = forward ? after : before
            rebuildDataset()
            if let s = selection, s.section >= dataset.sections.count || s.item >= dataset.sections[s.section].items.count {
                selection = nil
            }
            prepare()
            notify(.data)
        case .data(let edit, let prior):
            let step = forward ? try edit.reapplied(to: dataset) : try edit.reverted(from: dataset)
            let restored = forward ? nil : prior
            if cause == .history, reveals, let i = edit.changedItem(afterUndo: !forward, count: step.dataset.itemCount) {
                revealedItem = step.dataset.indexPath(ofFlat: i)
            }
            try showUpdate(step.dataset, mapping: step.mapping, restoring: restored, isEdited: forward || edit.wasEdited)
        case .deck(let from, let to, _):
            let item = forward ? to : from
            guard item < dataset.itemCount else { return }
            onShowDeckItem?(item)
        case .group(let edits, _):
            for e in forward ? edits : edits.reversed() { try show(e, forward: forward, reveals: reveals) }
        case .reference(let before, let after, _):
            notifyWillChange(.reference)
            document.reference = forward ? after : before
            notify(.reference)
        }
    }

    /// Shows `data` in a fresh instance of the layout (prepared from the
    /// current one when it can take the batch as a change), announcing `.data`
    /// with the old layout and data kept for the animation. The document's
    /// data becomes `data` as stored items, or `restoring` (the repeated
    /// data an undo brings back, which shows as `data`).
    func showUpdate(_ data: Dataset, mapping: UpdateMapping, keepsOffset: Bool = false,
                    restoring: DataState? = nil, isEdited: Bool = true) throws {
        let candidate = type(of: layout).init(parameters: layout.parameters)
        applyEstimateMode(to: candidate)
        // A layout that can take the batch as a change reworks only what it
        // changed; any other is prepared with the new data's full context.
        let update = LayoutUpdate(dataset: data, mapping: mapping, viewport: viewport, textMeasurer: textMeasurer,
                                  layoutDirection: layoutDirection)
        if !candidate.prepare(updating: layout, with: update) {
            let context = update.context
            if let problem = candidate.limitation(for: context) { throw problem }
            candidate.prepare(context)
        }
        notifyWillChange(.data)
        pendingUpdate = PendingUpdate(layout: layout, dataset: dataset, mapping: mapping, keepsOffset: keepsOffset)
        defer { pendingUpdate = nil }
        layout = candidate
        dataset = data
        document.data = restoring ?? DataState(source: document.data.source, base: data, itemCount: nil, isEdited: isEdited)
        selection = revealedItem ?? selection.flatMap { mapping.newIndexPath(ofOld: $0) }
        notify(.data)
    }
}
