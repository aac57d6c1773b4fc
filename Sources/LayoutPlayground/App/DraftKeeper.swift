import CGtk
import Foundation

/// Keeps the window's unsaved work as a draft (`DraftStore`): written a
/// moment after the person stops changing things, at once when the
/// program is asked to end, and removed when the work is saved, undone
/// back to the saved state, or discarded.
@MainActor
final class DraftKeeper {
    /// Milliseconds without a change before the draft is written.
    static let quietPeriod = 1_500

    let store: DraftStore
    private let playground: Playground
    /// The document as Save would write it now, and the file it belongs to.
    private let snapshot: () -> (document: LayoutDocument, path: String?)
    private let trace: TraceLog
    /// When the newest change came (milliseconds, monotonic), while a write waits.
    private var lastChange: Int?
    private var timerRunning = false
    /// Whether the draft on disk is the work as it is now.
    private var isCurrent = false
    /// Whether this window's draft file exists.
    private var isOnDisk = false
    /// After the program was asked to end: the draft stays as written.
    private var isStopped = false
    /// Reports a draft that cannot be written (once, until one can).
    var onError: ((String) -> Void)?
    private var failureReported = false

    init(store: DraftStore, playground: Playground, trace: TraceLog,
         snapshot: @escaping () -> (document: LayoutDocument, path: String?)) {
        self.store = store
        self.playground = playground
        self.trace = trace
        self.snapshot = snapshot
    }

    /// The document changed, was saved, or an edit was undone: a draft is
    /// written after a quiet moment while there is unsaved work, and
    /// removed when there is none.
    func documentChanged() {
        guard !isStopped else { return }
        guard playground.isModified else {
            lastChange = nil
            isCurrent = false
            if isOnDisk || writes > 0 {
                isOnDisk = false
                removeOwnDraft()
                emit("removed")
            }
            return
        }
        isCurrent = false
        // Items a person edited are written out whole: past this many, a
        // draft every quiet moment would cost more than the work it keeps,
        // so it is written only when the program is asked to end.
        guard !holdsManyEditedItems else { return }
        lastChange = Int(g_get_monotonic_time() / 1000)
        guard !timerRunning else { return }
        timerRunning = true
        wait(milliseconds: Self.quietPeriod)
    }

    private func wait(milliseconds: Int) {
        let box = Unmanaged.passRetained(self).toOpaque()
        g_timeout_add(UInt32(max(1, milliseconds)), { data in
            let keeper = Unmanaged<DraftKeeper>.fromOpaque(data!).takeRetainedValue()
            MainActor.assumeIsolated { keeper.timerFired() }
            return 0
        }, box)
    }

    private func timerFired() {
        guard let last = lastChange, !isStopped else {
            timerRunning = false
            return
        }
        let quiet = Int(g_get_monotonic_time() / 1000) - last
        if quiet < Self.quietPeriod {
            wait(milliseconds: Self.quietPeriod - Int(quiet))
            return
        }
        timerRunning = false
        keepNow()
    }

    /// Edited items past which drafts wait for the end of the program.
    static let largestEditedDraft = 100_000

    /// Whether the document holds more edited items than drafts keep as a
    /// person works.
    private var holdsManyEditedItems: Bool {
        playground.document.data.isEdited && playground.document.data.base.itemCount > Self.largestEditedDraft
    }

    /// Writes the draft when there is unsaved work not yet kept: on a
    /// thread of its own (a million edited items take a while to write, and
    /// the canvas must not wait), or at once when the program is ending.
    func keepNow(waiting: Bool = false) {
        guard !isStopped, playground.isModified, !isCurrent else { return }
        lastChange = nil
        // The document as it is now: a value (the items are shared, not copied).
        let (document, madeFrom) = snapshot()
        let job = DraftWrite(store: store, document: document, madeFrom: madeFrom, keeper: .passRetained(self))
        isCurrent = true
        writes += 1
        if waiting {
            job.run()
            job.keeper.release()
            finished(job.failure)
        } else {
            Self.queue.async { job.run(); job.send() }
        }
    }

    /// Removes this window's draft once no write of it is on its way (one
    /// finishing later would bring it back).
    private func removeOwnDraft() {
        if writes > 0 { Self.queue.sync {} }
        store.remove(store.ownPath)
    }

    /// Writes one after another, in the order asked.
    private static let queue = DispatchQueue(label: "drafts", qos: .utility)
    /// Writes asked for and not yet finished.
    private var writes = 0

    /// A write finished (with the reason it failed, if it did).
    fileprivate func finished(_ failure: String?) {
        writes -= 1
        guard let failure else {
            // A later change, or a discard, may have come meanwhile.
            if !isStopped, playground.isModified { isOnDisk = true }
            failureReported = false
            emit("kept")
            if !playground.isModified { removeOwnDraft() }
            return
        }
        isCurrent = false
        guard !failureReported else { return }
        failureReported = true
        onError?("Unsaved work cannot be kept as a draft: \(failure)")
    }

    /// The person chose to discard their unsaved work: no draft is kept.
    func discard() {
        lastChange = nil
        isCurrent = false
        isOnDisk = false
        removeOwnDraft()
        emit("discarded")
    }

    /// The program is ending without asking: the work is kept as it is and
    /// the draft is left for the next start to offer.
    func keepAndStop() {
        keepNow(waiting: true)
        // A write still on its way finishes before the program ends.
        Self.queue.sync {}
        isStopped = true
    }

    private func emit(_ action: String) {
        trace.emit(.object([("event", .string("draft")), ("action", .string(action)), ("path", .string(store.ownPath))]))
    }
}

/// One draft written on the drafts' queue, and handed back to the main
/// loop when done (g_idle_add is thread-safe).
private final class DraftWrite: @unchecked Sendable {
    let store: DraftStore
    let document: LayoutDocument
    let madeFrom: String?
    let keeper: Unmanaged<DraftKeeper>
    var failure: String?

    init(store: DraftStore, document: LayoutDocument, madeFrom: String?, keeper: Unmanaged<DraftKeeper>) {
        self.store = store
        self.document = document
        self.madeFrom = madeFrom
        self.keeper = keeper
    }

    func run() {
        do {
            try store.write(document, madeFrom: madeFrom, to: store.ownPath)
        } catch {
            failure = (error as? DocumentError)?.message ?? "\(error)"
        }
    }

    func send() {
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, { data in
            let job = Unmanaged<DraftWrite>.fromOpaque(data!).takeRetainedValue()
            MainActor.assumeIsolated {
                let keeper = job.keeper.takeRetainedValue()
                keeper.finished(job.failure)
            }
            return 0
        }, Unmanaged.passRetained(self).toOpaque(), nil)
    }
}
