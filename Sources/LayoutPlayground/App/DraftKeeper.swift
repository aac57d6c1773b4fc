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
            if isOnDisk {
                isOnDisk = false
                store.remove(store.ownPath)
                emit("removed")
            }
            return
        }
        isCurrent = false
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

    /// Writes the draft now when there is unsaved work not yet kept.
    func keepNow() {
        guard !isStopped, playground.isModified, !isCurrent else { return }
        lastChange = nil
        let (document, path) = snapshot()
        do {
            try store.write(document, madeFrom: path, to: store.ownPath)
            isCurrent = true
            isOnDisk = true
            failureReported = false
            emit("kept")
        } catch {
            guard !failureReported else { return }
            failureReported = true
            onError?("Unsaved work cannot be kept as a draft: \((error as? DocumentError)?.message ?? "\(error)")")
        }
    }

    /// The person chose to discard their unsaved work: no draft is kept.
    func discard() {
        lastChange = nil
        isCurrent = false
        isOnDisk = false
        store.remove(store.ownPath)
        emit("discarded")
    }

    /// The program is ending without asking: the work is kept as it is and
    /// the draft is left for the next start to offer.
    func keepAndStop() {
        keepNow()
        isStopped = true
    }

    private func emit(_ action: String) {
        trace.emit(.object([("event", .string("draft")), ("action", .string(action)), ("path", .string(store.ownPath))]))
    }
}
