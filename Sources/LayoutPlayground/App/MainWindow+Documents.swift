import CGtk
import CollectionLayout
import Foundation

/// Documents in the window: New, Open, Save, Save As, the title with its
/// unsaved mark, the question before unsaved work is lost, recent files,
/// and the Undo/Redo menu items that say what they undo.
extension MainWindow {
    // MARK: Title and menu state

    /// The document's name: its file's name, or "Untitled".
    var documentName: String {
        documentPath.map { URL(fileURLWithPath: $0).lastPathComponent } ?? tr("Untitled")
    }

    /// Shows the document's name (with a leading "•" while it has unsaved
    /// changes) as the window's title and in the header bar, and what Undo
    /// and Redo would do.
    func documentChanged() {
        let title = (playground.isModified ? "• " : "") + documentName
        if title != shownTitle {
            shownTitle = title
            // As GNOME apps name their windows: "Untitled — Layout Playground".
            gtk_window_set_title(cgtk_window(window), title + " — " + tr("Layout Playground"))
            gtk_label_set_text(cgtk_label(documentLabel), title)
            Widgets.setTooltip(documentLabel, documentPath ?? tr("Not saved yet"))
        }
        let undo = playground.history.undoEdit.map { tr("Undo") + " " + tr($0.name) } ?? tr("Undo")
        let redo = playground.history.redoEdit.map { tr("Redo") + " " + tr($0.name) } ?? tr("Redo")
        if undo != shownUndo || redo != shownRedo {
            shownUndo = undo
            shownRedo = redo
            g_menu_remove_all(editSection)
            g_menu_append(editSection, undo, WindowAction.undo.detailedName)
            g_menu_append(editSection, redo, WindowAction.redo.detailedName)
        }
        // On the stack, Ctrl+Z with nothing to undo brings back the card thrown last (Koloda's revert).
        let undoable = playground.canUndo || playground.layoutKind == .stack
        cgtk_action_set_enabled(UnsafeMutableRawPointer(window), WindowAction.undo.rawValue, undoable ? 1 : 0)
        cgtk_action_set_enabled(UnsafeMutableRawPointer(window), WindowAction.redo.rawValue, playground.canRedo ? 1 : 0)
        drafts?.documentChanged()
    }

    /// Whether the next undo (or redo) changes the parameter whose field has
    /// the keyboard.
    func focusedFieldOwns(undoing: Bool) -> Bool {
        guard let key = playground.parameterKey(undoing: undoing) else { return false }
        return panel.focusedParameterKey == key
    }

    /// Whether a text field has the keyboard: Ctrl+Z then belongs to it,
    /// never to the document.
    var textFieldHasFocus: Bool {
        guard let focus = gtk_window_get_focus(cgtk_window(window)) else { return false }
        let instance = UnsafeMutablePointer<GTypeInstance>(OpaquePointer(focus))
        return g_type_check_instance_is_a(instance, gtk_entry_get_type()) != 0
            || g_type_check_instance_is_a(instance, gtk_text_view_get_type()) != 0
    }

    // MARK: New, Open, Save

    /// New (Ctrl+N): an untitled document with the first layout, its own
    /// data and starting values, after asking about unsaved changes.
    func newDocument() {
        guard confirmLosingChanges(action: tr("Save changes before starting a new document?")) else { return }
        var configuration = ViewConfiguration()
        configuration.viewport = playground.viewport
        configuration.layoutDirection = playground.layoutDirection
        configuration.assignments = Playground.showcaseAssignments(for: configuration.layoutKind)
        do {
            try playground.replaceDocument(with: configuration)
            documentPath = nil
            documentUnknown = .init()
            hideError()
        } catch {
            showError("Could not start a new document: \(error)")
        }
        documentChanged()
    }

    /// Open (Ctrl+O): a document, a dataset or a picture.
    func openFile() {
        guard let path = FileDialog.choose(
            parent: window, title: "Open", saving: false, folder: documentPath.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path },
            filters: [("Documents, datasets and pictures", ["*.layout", "*.json", "*.png", "*.jpg", "*.jpeg", "*.gif", "*.webp", "*.svg"]),
                      ("Layout documents", ["*.layout"]), ("Datasets", ["*.json"])]) else { return }
        open(path: path)
    }

    /// Open Folder of Pictures: one item per picture in it, as the data.
    func openPictureFolder() {
        guard let path = FileDialog.choose(parent: window, title: "Open Folder of Pictures", saving: false,
                                           choosesFolder: true) else { return }
        loadDataset(path: path)
    }

    /// Opens what is at `path`: a `.layout` document replaces the document;
    /// a dataset file or a folder (of pictures) becomes its data.
    func open(path: String) {
        if path.hasSuffix("." + LayoutDocument.fileExtension) {
            openDocument(path: path)
        } else {
            loadDataset(path: path)
        }
    }

    /// Opens the document at `path` in place of the current one (asking
    /// about unsaved changes first). A file that cannot be opened changes
    /// nothing and says why in one line.
    func openDocument(path: String) {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        guard confirmLosingChanges(action: tr("Save changes before opening another document?")) else { return }
        do {
            let document = try LayoutDocument.read(path: absolute)
            var configuration = document.configuration
            // The window keeps its size: the document's view size is for the command line.
            configuration.viewport = playground.viewport
            try playground.replaceDocument(with: configuration, selecting: document.selection)
            documentPath = absolute
            documentUnknown = document.unknown
            addToRecent(absolute)
            hideError()
            trace.emit(JSONValue.object([("event", JSONValue.string("opened")), ("path", JSONValue.string(absolute))]))
        } catch let error as DocumentError {
            showError("Could not open the document. \(error.description)")
        } catch {
            showError("Could not open the document: \(error)")
        }
        panel.showDataSource()
        panel.syncData()
        documentChanged()
    }

    /// Save (Ctrl+S): to the document's file, or Save As for a new one.
    /// - Returns: whether it was saved.
    @discardableResult
    func saveDocument() -> Bool {
        guard let path = documentPath else { return saveDocumentAs() }
        return save(to: path)
    }

    /// Save As (Shift+Ctrl+S): to a file the person chooses.
    /// - Returns: whether it was saved.
    @discardableResult
    func saveDocumentAs() -> Bool {
        guard var path = FileDialog.choose(
            parent: window, title: "Save As", saving: true, suggestedName: documentPath == nil ? tr("Untitled") + ".layout" : documentName,
            filters: [("Layout documents", ["*.layout"])]) else { return false }
        if !path.hasSuffix("." + LayoutDocument.fileExtension) { path += "." + LayoutDocument.fileExtension }
        return save(to: path)
    }

    private func save(to path: String) -> Bool {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let document = playground.fileDocument(offset: canvas.scroller.restOffset, sectionOffsets: canvas.shelves.restOffsets,
                                               folder: folder, unknown: documentUnknown)
        do {
            try document.write(to: path)
        } catch {
            showError("Could not save the document. \(error)")
            return false
        }
        documentPath = path
        playground.markSaved()
        addToRecent(path)
        trace.emit(JSONValue.object([("event", JSONValue.string("saved")), ("path", JSONValue.string(path))]))
        documentChanged()
        return true
    }

    // MARK: Unsaved changes

    /// Asks Save / Discard / Cancel when the document has unsaved changes.
    /// - Returns: whether to go on (saved, or discarded); false to stay.
    func confirmLosingChanges(action: String) -> Bool {
        guard playground.isModified else { return true }
        // The program is ending: the work is kept as a draft; nothing else happens.
        guard !ModalRun.isEnding else { return false }
        let dialog = gtk_dialog_new()!
        gtk_window_set_title(cgtk_window(dialog), tr("Unsaved Changes"))
        gtk_window_set_transient_for(cgtk_window(dialog), cgtk_window(window))
        gtk_window_set_modal(cgtk_window(dialog), 1)
        let area = gtk_dialog_get_content_area(cgtk_dialog(dialog))!
        gtk_container_set_border_width(cgtk_container(area), 18)
        gtk_box_set_spacing(cgtk_box(area), 8)
        let heading = Widgets.label(action, css: "title-3")
        gtk_label_set_markup(cgtk_label(heading), "<b>" + (g_markup_escape_text(action, -1).map { p in
            defer { g_free(p) }
            return String(cString: p)
        } ?? "") + "</b>")
        let body = Widgets.label(String(format: tr("“%@” has unsaved changes. If you don’t save, they will be lost."), documentName))
        gtk_label_set_line_wrap(cgtk_label(body), 1)
        gtk_label_set_max_width_chars(cgtk_label(body), 48)
        Widgets.add(area, heading)
        Widgets.add(area, body)
        gtk_dialog_add_button(cgtk_dialog(dialog), tr("_Cancel"), GTK_RESPONSE_CANCEL.rawValue)
        gtk_dialog_add_button(cgtk_dialog(dialog), tr("_Discard"), GTK_RESPONSE_REJECT.rawValue)
        gtk_dialog_add_button(cgtk_dialog(dialog), tr("_Save"), GTK_RESPONSE_ACCEPT.rawValue)
        gtk_dialog_set_default_response(cgtk_dialog(dialog), GTK_RESPONSE_ACCEPT.rawValue)
        gtk_widget_show_all(dialog)
        trace.emit(.object([("event", .string("asked")), ("question", .string("unsaved"))]))
        let response = ModalRun.run(dialog)
        gtk_widget_destroy(dialog)
        switch response {
        case GTK_RESPONSE_ACCEPT.rawValue: return saveDocument()
        case GTK_RESPONSE_REJECT.rawValue:
            // Discarded: no draft of it is kept or offered again.
            drafts?.discard()
            return true
        default: return false
        }
    }

    // MARK: Recent documents

    private func addToRecent(_ path: String) {
        guard let uri = g_filename_to_uri(path, nil, nil) else { return }
        defer { g_free(uri) }
        _ = cgtk_recent_add(uri, LayoutDocument.mimeType, "Layout Playground", "layout-playground %f")
    }

    /// The recent documents, newest first (at most `limit`), that still exist.
    func recentDocuments(limit: Int = 8) -> [String] {
        guard let manager = gtk_recent_manager_get_default() else { return [] }
        var paths: [(String, Int)] = []
        var list = gtk_recent_manager_get_items(manager)
        let head = list
        while let node = list {
            if let info = node.pointee.data.map({ OpaquePointer($0) }) {
                if let mime = gtk_recent_info_get_mime_type(info), String(cString: mime) == LayoutDocument.mimeType,
                   let uri = gtk_recent_info_get_uri(info), let file = g_filename_from_uri(uri, nil, nil) {
                    let path = String(cString: file)
                    g_free(file)
                    if FileManager.default.fileExists(atPath: path) {
                        paths.append((path, Int(gtk_recent_info_get_modified(info))))
                    }
                }
                gtk_recent_info_unref(info)
            }
            list = node.pointee.next
        }
        g_list_free(head)
        return paths.sorted { $0.1 > $1.1 }.prefix(limit).map(\.0)
    }

    /// Rebuilds the Open Recent submenu.
    func showRecentDocuments() {
        g_menu_remove_all(recentSection)
        for path in recentDocuments() {
            let item = g_menu_item_new(URL(fileURLWithPath: path).lastPathComponent, nil)!
            g_menu_item_set_action_and_target_value(item, "win.open-recent", g_variant_new_string(path))
            g_menu_append_item(recentSection, item)
            g_object_unref(UnsafeMutableRawPointer(item))
        }
    }
}
