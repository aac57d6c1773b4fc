import CGtk
import CollectionLayout
import struct Foundation.URL

/// Drafts in the window: unsaved work kept as the person works, offered
/// again at the next start after a kill, a crash or the session ending,
/// and never after an explicit Discard.
extension MainWindow {
    /// Starts keeping drafts of this window's unsaved work.
    func startKeepingDrafts(dataFolder: String) {
        let keeper = DraftKeeper(store: DraftStore(dataFolder: dataFolder), playground: playground, trace: trace) { [unowned self] in
            (playground.fileDocument(offset: canvas.scroller.restOffset, sectionOffsets: canvas.shelves.restOffsets,
                                     folder: drafts?.store.folder ?? "/", unknown: documentUnknown), documentPath)
        }
        keeper.onError = { [weak self] in self?.showError($0, type: GTK_MESSAGE_WARNING) }
        drafts = keeper
        draftOffer.onAnswer = { [weak self] restore in self?.answerOffer(restore: restore) }
        offerLeftDraft()
    }

    /// Shows the newest draft left by a window that is gone, if any.
    func offerLeftDraft() {
        guard let keeper = drafts, let draft = keeper.store.leftOver().first else {
            offeredDraft = nil
            draftOffer.hide()
            return
        }
        offeredDraft = draft
        let madeFrom = (try? keeper.store.read(draft))?.madeFrom
        draftOffer.show(modified: draft.modified, name: madeFrom.map { URL(fileURLWithPath: $0).lastPathComponent })
        trace.emit(.object([("event", .string("draft")), ("action", .string("offered")), ("path", .string(draft.path))]))
    }

    private func answerOffer(restore: Bool) {
        guard let keeper = drafts, let draft = offeredDraft else { return }
        if restore {
            guard confirmLosingChanges(action: tr("Save changes before restoring the kept work?")) else { return }
            do {
                let (document, madeFrom) = try keeper.store.read(draft)
                var configuration = document.configuration
                configuration.viewport = playground.viewport
                try playground.replaceDocument(with: configuration, selecting: document.selection)
                documentPath = madeFrom
                documentUnknown = document.unknown
                // Not saved anywhere yet: marked so, and kept under this window's own draft first.
                playground.markUnsaved()
                keeper.keepNow()
                hideError()
                trace.emit(.object([("event", .string("draft")), ("action", .string("restored")), ("path", .string(draft.path))]))
            } catch {
                showError("Could not restore the kept work. \(error)")
                return
            }
            panel.showDataSource()
            panel.syncData()
            documentChanged()
        }
        keeper.store.remove(draft.path)
        offerLeftDraft()
    }

    /// The program is asked to end (SIGTERM, SIGINT, SIGHUP: a session
    /// ending, `kill`, Ctrl+C in a terminal) in whatever state it is: the
    /// unsaved work is kept as a draft without asking, the settings are
    /// written and every open dialog is closed, so the main loop can end.
    func endWithoutAsking() {
        drafts?.keepAndStop()
        saveSettings()
        ModalRun.endAll()
    }
}
