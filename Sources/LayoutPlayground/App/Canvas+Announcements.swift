import CGtk
import CollectionLayout

/// What the canvas tells a person who cannot see it when the view changes
/// under them (see `Announcer`): the layout now shown, an edit of the data,
/// a refresh or a page loaded, the selection.
extension Canvas {
    /// Why the data is about to change, when the canvas asked for it: the
    /// words differ ("Restored Level 1" rather than "Inserted Level 1").
    enum EditCause {
        case undo, redo, refresh, loadMore
    }

    /// Runs `body` (which changes the data) with `cause` known to the announcement.
    func editing(_ cause: EditCause, _ body: () -> Void) {
        editCause = cause
        defer { editCause = nil }
        body()
    }

    /// Announces what the playground's last change did, if a person needs
    /// to hear it: a layout switch or an edit of the data.
    func announceChange(_ change: Playground.Change) {
        switch change {
        case .layout:
            let title = tr(playground.layoutKind.layoutType.title)
            announcer.say(title + ", " + itemCountWords(playground.dataset.itemCount), after: Announcer.afterChange)
        case .data:
            announcer.say(editWords() ?? itemCountWords(playground.dataset.itemCount), after: Announcer.afterChange)
        case .parameters, .viewport, .reference:
            break
        }
    }

    /// "Selected Level 2, Misty Harbor", or "Deselected …".
    func announceSelection(_ indexPath: IndexPath, selected: Bool) {
        let name = itemName(in: playground.dataset, at: indexPath)
        announcer.say((selected ? tr("Selected {item}") : tr("Deselected {item}")).replacingOccurrences(of: "{item}", with: name))
    }

    private func itemCountWords(_ count: Int) -> String {
        count == 1 ? tr("1 item") : tr("{count} items").replacingOccurrences(of: "{count}", with: "\(count)")
    }

    /// The item's title and subtitle, or "Item 3".
    private func itemName(in dataset: Dataset, at path: IndexPath) -> String {
        guard let item = dataset.item(at: path) else { return tr("Item") + " \(path.item + 1)" }
        let words = [item.title, item.subtitle].compactMap { $0 }.filter { !$0.isEmpty }
        return words.isEmpty ? tr("Item") + " \(path.item + 1)" : words.joined(separator: ", ")
    }

    private func itemName(in dataset: Dataset, flat: Int) -> String {
        dataset.indexPath(ofFlat: flat).map { itemName(in: dataset, at: $0) } ?? tr("Item") + " \(flat + 1)"
    }

    /// The words for the pending update: what left, arrived or moved.
    private func editWords() -> String? {
        guard let update = playground.pendingUpdate else { return nil }
        let mapping = update.mapping, new = playground.dataset
        // Each template is translated where it is written (the catalog's extractor finds it there).
        let count = { (template: String, n: Int) in template.replacingOccurrences(of: "{count}", with: "\(n)") }
        let named = { (template: String, name: String) in template.replacingOccurrences(of: "{item}", with: name) }
        switch editCause {
        case .refresh: return count(tr("Refreshed, {count} new items"), mapping.inserted.count)
        case .loadMore: return count(tr("Loaded {count} more items"), mapping.inserted.count)
        default: break
        }
        let deleted = mapping.deleted, inserted = mapping.inserted, moved = mapping.movedFrom
        if !deleted.isEmpty, inserted.isEmpty {
            return deleted.count == 1 ? named(tr("Deleted {item}"), itemName(in: update.dataset, flat: deleted[0]))
                : count(tr("Deleted {count} items"), deleted.count)
        }
        if !inserted.isEmpty, deleted.isEmpty {
            let restored = editCause == .undo
            if inserted.count > 1 {
                return count(restored ? tr("Restored {count} items") : tr("Inserted {count} items"), inserted.count)
            }
            return named(restored ? tr("Restored {item}") : tr("Inserted {item}"), itemName(in: new, flat: inserted[0]))
        }
        if !moved.isEmpty, deleted.isEmpty, inserted.isEmpty {
            guard moved.count == 1 else { return count(tr("Moved {count} items"), moved.count) }
            let to = mapping.newIndex(ofOld: moved[0]) ?? moved[0]
            return named(tr("Moved {item}"), itemName(in: new, flat: to)) + ", "
                + tr("position {n}").replacingOccurrences(of: "{n}", with: "\(to + 1)")
        }
        return nil
    }
}

extension Canvas {
    /// Where the keyboard cursor goes when the layout or the data changes:
    /// after an edit it stays on its item, or (its item deleted) on the item
    /// that took its place, or (undo, redo) on the item brought into view; after a layout switch, with the keyboard focus
    /// on the canvas, on the first item in view — so the focus a screen
    /// reader follows stays on an item rather than falling back to the canvas.
    func cursorAfterChange(_ change: Playground.Change) -> IndexPath? {
        // Paging layouts have no cursor: their current item is the one in focus.
        guard gtk_widget_has_focus(widget) != 0, !layout.isPaging else { return nil }
        // Undo and redo bring the item they changed into view, selected: the cursor goes with it.
        if change == .data, let revealed = playground.revealedItem { return revealed }
        if change == .data, let old = cursor, let update = playground.pendingUpdate {
            let flat = update.dataset.flatIndex(of: old), mapping = update.mapping
            guard flat >= 0, flat < mapping.oldCount, playground.dataset.itemCount > 0 else { return nil }
            return playground.dataset.indexPath(ofFlat: mapping.newIndex(ofOld: flat)
                                                ?? min(flat, playground.dataset.itemCount - 1))
        }
        return nil
    }

    /// After a layout switch or new data, with the keyboard focus on the
    /// canvas: the cursor of a free-scrolling layout starts on the first item in view.
    func placeCursorIfFocused() {
        guard gtk_widget_has_focus(widget) != 0, !layout.isPaging, cursor == nil else { return }
        cursor = firstItemInView()
    }
}

extension Canvas {
    /// The frame of the item in focus as drawn, in the canvas's
    /// coordinates: the selection, the keyboard cursor, the current item of
    /// a paging layout, else the first item in view. An announcement keeps
    /// clear of it.
    func frameOfItemInFocus() -> Rect? {
        let offset = scroller.restOffset
        let item = playground.selection ?? cursor ?? layout.currentIndex(at: offset).map { IndexPath(item: $0) }
            ?? layout.elements(in: Rect(origin: offset, size: viewport), offset: offset)
                .filter { $0.category == .cell && !$0.isHidden }.min { $0.indexPath < $1.indexPath }?.indexPath
        guard let item, let a = layout.attributesForItem(at: item, offset: offset) else { return nil }
        let box = a.visibleQuad()?.boundingBox ?? a.frame
        return box.offsetBy(dx: -offset.x, dy: -offset.y)
    }
}
