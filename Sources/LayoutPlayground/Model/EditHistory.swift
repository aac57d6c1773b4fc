/// A document's undo and redo stacks: the edits a person made, newest
/// last. Each edit keeps only what it changed, so a hundred steps on a
/// million items hold a hundred small records, not a hundred copies of the
/// data.
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
    }

    private var undoStack: [Entry] = []
    private var redoStack: [Entry] = []
    /// When the newest edit was recorded, for coalescing.
    private var lastRecorded: Double = -.infinity
    private var nextSerial = 1

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
    mutating func record(_ edit: DocumentEdit, at time: Double) {
        defer { lastRecorded = time; redoStack.removeAll() }
        if case .parameters(_, let after, let name, let key?) = edit,
           case .parameters(let before, let previous, _, let lastKey?)? = undoStack.last?.edit,
           key == lastKey, after.layoutID == previous.layoutID, redoStack.isEmpty,
           time - lastRecorded < Self.coalescingInterval {
            undoStack[undoStack.count - 1] = Entry(edit: .parameters(before: before, after: after, name: name, key: key),
                                                   serial: takeSerial())
            return
        }
        undoStack.append(Entry(edit: edit, serial: takeSerial()))
        if undoStack.count > Self.depth { undoStack.removeFirst() }
    }

    /// The newest edit was undone: it moves to the redo stack.
    mutating func didUndo() {
        if let edit = undoStack.popLast() { redoStack.append(edit) }
        lastRecorded = -.infinity
    }

    /// The newest undone edit was applied again.
    mutating func didRedo() {
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
        lastRecorded = -.infinity
    }
}
