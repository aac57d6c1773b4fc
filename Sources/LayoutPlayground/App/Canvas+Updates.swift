import CollectionLayout
import CollectionRendering

/// A batch update on screen: the animator's frames between the old view and
/// the new one, items matched by identity — deleted ones leave, inserted
/// ones arrive, the rest move to their new places.
struct UpdateTransition {
    /// Seconds an update animates (before slow motion), UIKit's batch
    /// update duration.
    static let duration = 0.3

    let animator: UpdateAnimator
    let timeline: Timeline
    /// Draws the leaving items, which only the old data knows.
    let oldRenderer: SceneRenderer

    /// The eased progress at `time`, 0…1.
    func progress(at time: Double) -> Double { timeline.progress(at: time) }

    func isDone(at time: Double) -> Bool { timeline.isDone(at: time) }
}

extension Canvas {
    /// Starts animating the playground's pending update from the view
    /// shown until now; the scroller rests where the focused item stays.
    func beginUpdateTransition() {
        guard let update = playground.pendingUpdate else { return }
        let oldOffset = scroller.offset
        scroller.configure(layout: layout, viewport: viewport)
        // A carried item's slot moves under the pointer: the content holds
        // still. Other updates keep the item in focus in place, as UIKit does.
        var newOffset = update.keepsOffset ? oldOffset
            : UpdateAnimator.anchoredOffset(old: update.layout, oldOffset: oldOffset, new: layout,
                                            mapping: update.mapping, viewport: viewport)
        // Undo and redo bring the item they changed into view.
        if let item = playground.revealedItem, let shown = layout.contentOffset(focusing: item, from: newOffset) {
            newOffset = shown
        }
        // Content held past an edge (a refresh's room) closes as the update lands.
        if layout.wrapping == nil {
            let axis = layout.scrollAxis, range = scroller.offsetRange
            newOffset[axis] = min(max(newOffset[axis], range.lowerBound), range.upperBound)
        }
        let animator = UpdateAnimator(old: update.layout, oldDataset: update.dataset, oldOffset: oldOffset,
                                      new: layout, newDataset: playground.dataset, newOffset: newOffset,
                                      mapping: update.mapping, viewport: viewport)
        var options = RenderOptions(pictureLoading: .cachedOnly, rightToLeft: playground.layoutDirection.isRightToLeft)
        options.drawsBackground = false
        // The leaving items keep their pictures to the end: the decoded ones are shared.
        let oldRenderer = SceneRenderer(dataset: update.dataset, style: playground.sceneStyle, options: options,
                                        imageCache: renderer.imageCache)
        updateTransition = UpdateTransition(animator: animator, timeline: Timeline(startTime: now, duration: UpdateTransition.duration),
                                            oldRenderer: oldRenderer)
        scroller.setOffset(newOffset)
        transition = nil
        redraw()
    }

    /// Draws the update's frame at `time` and returns the elements staying
    /// (content coordinates), for the indicators to keep clear of; nil when
    /// no update animates.
    func drawUpdateTransition(at time: Double, _ cr: OpaquePointer) -> [LayoutAttributes]? {
        guard let update = updateTransition else { return nil }
        if update.isDone(at: time) {
            updateTransition = nil
            return nil
        }
        let t = update.progress(at: time)
        let offset = update.animator.contentOffset(at: t)
        let frame = update.animator.elements(at: t)
        let slot = carriedSlot
        // The carried item's slot stays empty: the lifted item is drawn over the frame.
        var shown = frame.filter { $0.change == .disappears || !($0.attributes.category == .cell && $0.attributes.indexPath == slot) }
        // Leaving items slide out beneath their neighbours: drawn first, under the rest.
        let lowest = shown.map(\.attributes.zIndex).min() ?? 0
        for k in shown.indices where shown[k].change == .disappears { shown[k].attributes.zIndex = lowest - 1 }
        UpdateRenderer(old: update.oldRenderer, new: renderer).draw(shown, offset: offset, viewport: viewport, into: cr)
        let staying = shown.filter { $0.change != .disappears }
        pictures.request(for: renderer)
        return staying.map(\.attributes)
    }
}

/// The edits a person makes with the keyboard and the menu.
extension Canvas {
    /// The flat index (across sections) of `path` in the shown data.
    private func flatIndex(of path: IndexPath) -> Int { playground.dataset.flatIndex(of: path) }

    /// The item the edit keys act on: the selection, else the keyboard
    /// cursor, else a paging layout's current item.
    private var editedItem: IndexPath? {
        playground.selection ?? cursor ?? layout.currentIndex(at: scroller.restOffset).map { IndexPath(item: $0) }
    }

    /// Applies `batch`, saying why in the window when it cannot; `name` is
    /// what Undo says.
    private func perform(_ batch: BatchUpdate, name: String) {
        do { try playground.perform(batch, name: name) } catch { events.onError?("\(error)") }
    }

    /// Delete: removes the edited item, animated.
    func deleteEditedItem() {
        guard let path = editedItem, playground.dataset.itemCount > 0 else { return }
        perform(BatchUpdate([.delete(flatIndex(of: path))]), name: "Delete")
    }

    /// Insert: a copy of the edited item right after it, animated; the
    /// copy is selected.
    func insertAfterEditedItem() {
        guard let path = editedItem else { return }
        do {
            let copy = try playground.insertCopy(ofFlat: flatIndex(of: path))
            playground.selection = playground.dataset.indexPath(ofFlat: copy)
            announceChanged()
            redraw()
        } catch {
            events.onError?("\(error)")
        }
    }

    /// Alt+arrows: the edited item moves `step` places (one batch move,
    /// animated); the selection and the cursor go with it.
    func moveEditedItem(by step: Int) {
        guard let path = editedItem else { return }
        let from = flatIndex(of: path), to = from + step
        guard (0..<playground.dataset.itemCount).contains(to) else { return }
        let wasCursor = cursor == path
        perform(BatchUpdate([.move(from: from, to: to)]), name: "Move")
        if wasCursor { cursor = playground.selection ?? playground.dataset.indexPath(ofFlat: to) }
    }

    /// Shuffle: the visible items (up to six) change places in one batch of
    /// moves, the first going last.
    func shuffleVisibleItems() {
        let offset = scroller.restOffset
        let shown = layout.elements(in: Rect(origin: offset, size: viewport), offset: offset)
            .filter { $0.category == .cell && !$0.isHidden }
            .map { flatIndex(of: $0.indexPath) }
        let picked = Array(Set(shown).sorted().prefix(6))
        guard picked.count >= 2 else { return }
        // Reversed: item picked[i] goes where picked[k − 1 − i] was.
        let moves = picked.indices.map { BatchUpdate.Operation.move(from: picked[$0], to: picked[picked.count - 1 - $0]) }
        perform(BatchUpdate(moves), name: "Shuffle")
    }

    /// Ctrl+Z: the last batch taken back, else (on the stack) the last
    /// thrown card brought back.
    func undo() {
        var undone = false
        editing(.undo) { undone = playground.undo() }
        if !undone { bringBackThrownCard() }
    }

    /// Shift+Ctrl+Z: the last batch taken back, applied again.
    func redo() {
        editing(.redo) { playground.redo() }
    }
}
