/// A document's undo and redo stacks: the edits a person made, newest
/// last. Each edit keeps only what it changed, so a hundred steps on a
/// million items hold a hundred small records, not a hundred copies of the
/// data.
///
/// Data that arrives by itself (a page loaded near the end) is not a
/// person's edit: it is never a step of its own and never marks the
/// document changed. It rides on the step before it — undoing that step
/// takes the arrivals back first — or, before the first step, on the
/// document as opened, so that undoing every step gives exactly the
/// document that was opened.
struct EditHistory {
    /// How many edits Ctrl+Z can take back.
    static let depth = 100

    /// Consecutive changes of one parameter this close together (seconds)
    /// are one step: a slider drag, typing in a field.
    static let coalescingInterval = 1.0

    /// An edit and a number naming the document's state after it.
    private struct Entry {
        var edit: DocumentEdit
        var serial: Int
        /// Arrivals shown before the edit (those that came while the
        /// history was empty): taken back after it, applied again before it.
        var arrivedBefore: [DocumentEdit] = []
        /// Arrivals shown after the edit, oldest first: taken back before it.
        var arrivedAfter: [DocumentEdit] = []
    }

    /// One change to show for an undo or a redo, in order.
    struct Replay {
        var edit: DocumentEdit
        /// Done (true) or undone.
        var forward: Bool
        /// Whether it is data that arrived by itself (nothing to reveal).
        var isArrival: Bool
    }

    private var undoStack: [Entry] = []
    private var redoStack: [Entry] = []
    /// When the newest edit was recorded, for coalescing.
    private var lastRecorded: Double = -.infinity
    private var nextSerial = 1
    /// The parameter whose text field a person is writing in: all its
    /// changes until the field loses the keyboard are one step, however
    /// long the pauses between them (a half-typed text is never a step).
    private(set) var openFieldKey: String?
    /// Whether the open field has made its step yet.
    private var openFieldRecorded = false
    /// Arrivals shown while no edit could be undone, oldest first.
    private var arrivedAtStart: [DocumentEdit] = []

    /// Names the document's state: equal values, equal documents (0 for the
    /// state the document was opened or created in). Saving notes it, so
    /// undoing back to the saved state clears the unsaved mark.
    var state: Int { undoStack.last?.serial ?? 0 }

    /// How many edits can be taken back.
    var undoCount: Int { undoStack.count }

    var canUndo: Bool { !undoStack.isEmpty }
    var canRedo: Bool { !redoStack.isEmpty }

    /// The edit Ctrl+Z takes back, and the one Shift+Ctrl+Z applies again.
    var undoEdit: DocumentEdit? { undoStack.last?.edit }
    var redoEdit: DocumentEdit? { redoStack.last?.edit }

    /// An edit was made at `time` (seconds, any clock): it can be taken
    /// back; what was taken back before can no longer be brought back. A
    /// change of the same parameter as the newest edit, within the
    /// coalescing interval, joins it.
    ///
    /// A step that `changesDocument: false` (a card thrown) can be undone
    /// but names the same document state as the step before it: the
    /// document's unsaved mark stays as it was.
    mutating func record(_ edit: DocumentEdit, at time: Double, changesDocument: Bool = true) {
        defer { lastRecorded = time; redoStack.removeAll() }
        if case .parameters(_, let after, let name, let key?) = edit,
           case .parameters(let before, let previous, _, let lastKey?)? = undoStack.last?.edit,
           key == lastKey, after.layoutID == previous.layoutID, redoStack.isEmpty,
           key == openFieldKey ? openFieldRecorded : time - lastRecorded < Self.coalescingInterval {
            // The arrivals on the joined step stay on it: data and parameters do not interact.
            undoStack[undoStack.count - 1].edit = .parameters(before: before, after: after, name: name, key: key)
            undoStack[undoStack.count - 1].serial = takeSerial()
            return
        }
        // The reference picture's opacity slid in quick succession is one step.
        if case .reference(_, let after, let name) = edit, name == ReferencePicture.opacityEditName,
           case .reference(let before, _, name)? = undoStack.last?.edit, redoStack.isEmpty,
           time - lastRecorded < Self.coalescingInterval {
            undoStack[undoStack.count - 1].edit = .reference(before: before, after: after, name: name)
            undoStack[undoStack.count - 1].serial = takeSerial()
            return
        }
        if case .deck(let from, let to, false) = edit, let last = undoStack.last, last.arrivedBefore.isEmpty,
           last.arrivedAfter.isEmpty, case .deck(let start, from, true) = last.edit {
            // Cards dragged back after a throw take the throw back by hand:
            // the step keeps what is still thrown, or goes when nothing is.
            if start == to {
                undoStack.removeLast()
            } else {
                undoStack[undoStack.count - 1].edit = .deck(from: start, to: to, thrown: true)
            }
            return
        }
        if case .parameters(_, _, _, let key?) = edit, key == openFieldKey { openFieldRecorded = true }
        let arrived = undoStack.isEmpty ? arrivedAtStart : []
        if undoStack.isEmpty { arrivedAtStart.removeAll() }
        undoStack.append(Entry(edit: edit, serial: changesDocument ? takeSerial() : state, arrivedBefore: arrived))
        if undoStack.count > Self.depth { undoStack.removeFirst() }
    }

    /// A person started writing in the text field of parameter `key`: its
    /// changes join one step until `closeField()`.
    mutating func openField(_ key: String) {
        openFieldKey = key
        openFieldRecorded = false
    }

    /// The field lost the keyboard: its step is complete.
    mutating func closeField() {
        openFieldKey = nil
        openFieldRecorded = false
    }

    /// Data arrived by itself and is shown (`edit` applied): it rides on
    /// the newest step, or on the document as opened. The document's state
    /// (and so its unsaved mark) and the redo stack stay as they were.
    mutating func recordArrival(_ edit: DocumentEdit) {
        if undoStack.isEmpty {
            arrivedAtStart.append(edit)
        } else {
            undoStack[undoStack.count - 1].arrivedAfter.append(edit)
        }
    }

    /// What Ctrl+Z shows, in order: the newest step's arrivals taken back,
    /// the step, and the arrivals before it.
    var undoReplay: [Replay] {
        guard let entry = undoStack.last else { return [] }
        return entry.arrivedAfter.reversed().map { Replay(edit: $0, forward: false, isArrival: true) }
            + [Replay(edit: entry.edit, forward: false, isArrival: false)]
            + entry.arrivedBefore.reversed().map { Replay(edit: $0, forward: false, isArrival: true) }
    }

    /// What Shift+Ctrl+Z shows, in order: from the document as opened,
    /// the arrivals since taken back for those the step was made after; then
    /// the step with the arrivals that came after it.
    var redoReplay: [Replay] {
        guard let entry = redoStack.last else { return [] }
        let since = undoStack.isEmpty ? arrivedAtStart.reversed().map { Replay(edit: $0, forward: false, isArrival: true) } : []
        return since + entry.arrivedBefore.map { Replay(edit: $0, forward: true, isArrival: true) }
            + [Replay(edit: entry.edit, forward: true, isArrival: false)]
            + entry.arrivedAfter.map { Replay(edit: $0, forward: true, isArrival: true) }
    }

    /// The newest edit was undone (`undoReplay` shown): it moves to the redo stack.
    mutating func didUndo() {
        if let edit = undoStack.popLast() { redoStack.append(edit) }
        lastRecorded = -.infinity
    }

    /// The newest undone edit was applied again (`redoReplay` shown).
    mutating func didRedo() {
        if undoStack.isEmpty { arrivedAtStart.removeAll() }
        if let edit = redoStack.popLast() { undoStack.append(edit) }
        lastRecorded = -.infinity
    }

    private mutating func takeSerial() -> Int {
        defer { nextSerial += 1 }
        return nextSerial
    }

    /// Forgets everything (a new or opened document).
    mutating func clear() {
        undoStack.removeAll()
        redoStack.removeAll()
        arrivedAtStart.removeAll()
        lastRecorded = -.infinity
    }
}
