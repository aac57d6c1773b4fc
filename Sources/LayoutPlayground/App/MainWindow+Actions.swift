import CGtk
import CollectionLayout
import CollectionRendering
import Foundation

/// The window's actions (`win.…`), their shortcuts, and the app menu.
extension MainWindow {
    func installActions(application: UnsafeMutablePointer<GtkApplication>, header: Widget) {
        for action in WindowAction.allCases {
            addAction(window, action.rawValue) { [weak self] in self?.perform(action, application: application) }
            if let accel = action.accelerator { cgtk_set_accel(application, action.detailedName, accel) }
        }
        addStringAction(window, "open-recent") { [weak self] path in self?.openDocument(path: path) }
        let menu = g_menu_new()!
        for (index, actions) in WindowAction.menuSections.enumerated() {
            let section = g_menu_new()!
            for action in actions { g_menu_append(section, action.menuTitle.map(tr), action.detailedName) }
            if index == 0 {
                g_menu_insert_submenu(section, 2, tr("Open Recent"), cgtk_menu_model(UnsafeMutableRawPointer(recentSection)))
            }
            g_menu_append_section(menu, nil, cgtk_menu_model(UnsafeMutableRawPointer(section)))
            g_object_unref(UnsafeMutableRawPointer(section))
            // Undo and Redo, named after what they undo, right after the document's items.
            if index == 0 { g_menu_append_section(menu, nil, cgtk_menu_model(UnsafeMutableRawPointer(editSection))) }
        }
        showRecentDocuments()
        if let manager = gtk_recent_manager_get_default() {
            onSignal(manager, "changed") { [weak self] in self?.showRecentDocuments() }
        }
        // Closing the window with unsaved changes asks first (before the settings are written).
        onEvent(window, "delete-event") { [weak self] _ in
            guard let self else { return false }
            return !self.confirmLosingChanges(action: tr("Save changes before closing?"))
        }
        let button = gtk_menu_button_new()!
        gtk_container_add(cgtk_container(button), gtk_image_new_from_icon_name("open-menu-symbolic", GTK_ICON_SIZE_BUTTON))
        gtk_menu_button_set_menu_model(cgtk_menu_button(button), cgtk_menu_model(UnsafeMutableRawPointer(menu)))
        g_object_unref(UnsafeMutableRawPointer(menu))
        Widgets.setAccessibleName(button, "Main menu")
        Widgets.setTooltip(button, "Main menu")
        gtk_header_bar_pack_end(cgtk_header_bar(header), button)
    }

    /// Does what `action` stands for.
    private func perform(_ action: WindowAction, application: UnsafeMutablePointer<GtkApplication>) {
        switch action {
        case .newDocument: newDocument()
        case .open: openFile()
        case .save: saveDocument()
        case .saveAs: saveDocumentAs()
        case .openDataset: openDataset()
        case .openFolder: openPictureFolder()
        case .presets: showPresets()
        case .exportView: exportView()
        case .exportAttributes: exportAttributes()
        case .exportWebPage: exportWebPage()
        case .exportUIKit: exportUIKitLayout()
        case .exportSwiftUI: exportSwiftUIView()
        case .exportAndroid: exportAndroidLayoutManager()
        case .copySwift: copyAsSwift()
        case .showShortcuts: showShortcuts()
        case .help: showHelp()
        case .about: showAbout()
        // In a text field, Ctrl+Z takes back that field's own typing (GTK 3's
        // fields keep no history: the document's step is it), never an
        // unrelated step such as a deleted item.
        case .undo:
            if panel.revertFocusedTextField() { break }
            if !textFieldHasFocus || focusedFieldOwns(undoing: true) { canvas.undo() }
        case .redo: if !textFieldHasFocus || focusedFieldOwns(undoing: false) { canvas.redo() }
        case .shuffle: canvas.shuffleVisibleItems()
        case .togglePanel: togglePanel()
        case .close: gtk_window_close(cgtk_window(window))
        case .quit:
            guard confirmLosingChanges(action: tr("Save changes before quitting?")) else { return }
            // Quit as GNOME apps do: the settings are written while the window lives.
            saveSettings()
            g_application_quit(cgtk_g_application(application))
        }
    }

    // MARK: Export

    /// The view as the canvas shows it now, as the command line's `PreparedView`.
    var currentView: PreparedView {
        PreparedView(layout: playground.layout, layoutKind: playground.layoutKind, dataset: playground.dataset, viewport: playground.viewport,
                     offset: canvas.scroller.offset, layoutDirection: playground.layoutDirection)
    }

    /// Writes the current view to PNG, SVG or PDF (by the file's extension).
    func exportView() {
        guard let path = FileDialog.choose(
            parent: window, title: "Export View", saving: true, suggestedName: "\(playground.layoutKind.id).png",
            filters: [("PNG, SVG or PDF", ["*.png", "*.svg", "*.pdf"])]) else { return }
        exportView(to: path)
    }

    func exportView(to path: String) {
        let view = currentView
        let renderer = SceneRenderer(dataset: view.dataset, style: view.sceneStyle,
                                     options: RenderOptions(rightToLeft: view.layoutDirection.isRightToLeft))
        if let carousel = LayoutDescription.keylines(view.layout) {
            renderer.options.maskCornerRadius = carousel.cornerRadius
        }
        guard ImageFormat(path: path) != nil else {
            return showError("Could not export the view: \(path): choose a name ending in .png, .svg or .pdf")
        }
        do {
            try ViewExporter(renderer: renderer).render(
                elements: view.elements(all: false), offset: view.offset, viewport: view.viewport, to: path,
                scale: Double(gtk_widget_get_scale_factor(canvas.widget)))
            hideError()
            announceExport(path)
        } catch {
            showError("Could not export the view: \(error)")
        }
    }

    /// Writes the attributes of the visible elements as JSON, in the
    /// command line's format.
    func exportAttributes() {
        guard let path = FileDialog.choose(
            parent: window, title: "Export Attributes", saving: true,
            suggestedName: "\(playground.layoutKind.id)-attributes.json", filters: [("JSON", ["*.json"])]) else { return }
        exportAttributes(to: path)
    }

    func exportAttributes(to path: String) {
        let text = AttributesReport.json(for: currentView, all: false).serialized() + "\n"
        do {
            try AtomicFile.write(Data(text.utf8), to: path)
            hideError()
            announceExport(path)
        } catch {
            showError("Could not export the attributes: \(error)")
        }
    }

    /// Puts Swift code that builds the configured layout on the clipboard.
    func copyAsSwift() {
        let code = SwiftCodeGenerator(parameters: playground.parameters, viewport: playground.viewport,
                                      itemCount: playground.dataset.itemCount).code
        let clipboard = gtk_clipboard_get(gdk_atom_intern("CLIPBOARD", 0))
        gtk_clipboard_set_text(clipboard, code, -1)
        gtk_clipboard_store(clipboard)
        toast.show("Swift code for this layout is on the clipboard.")
    }

    /// Says that `path` was written, with an Open button that shows it in
    /// the desktop's application for its type.
    private func announceExport(_ path: String) {
        let name = URL(fileURLWithPath: path).lastPathComponent
        toast.show(tr("Exported") + " " + name, actionTitle: "Open") { [weak self] in
            guard let self, let uri = g_filename_to_uri(path, nil, nil) else { return }
            defer { g_free(uri) }
            var error: UnsafeMutablePointer<GError>?
            if gtk_show_uri_on_window(cgtk_window(self.window), uri, UInt32(GDK_CURRENT_TIME), &error) == 0 {
                let reason = error.map { String(cString: $0.pointee.message) } ?? "no application for it"
                if let error { g_error_free(error) }
                self.showError("Could not open \(name): \(reason)")
            }
        }
    }

    // MARK: Help

    func showAbout() {
        let dialog = gtk_about_dialog_new()!
        let about = cgtk_about_dialog(dialog)
        gtk_about_dialog_set_program_name(about, tr("Layout Playground"))
        gtk_about_dialog_set_version(about, AppInfo.version)
        // Loaded here, so that a missing icon shows no broken picture: run from the
        // source tree, the icon comes from Resources/icons.
        if let logo = AppIcon.logo() {
            gtk_about_dialog_set_logo(about, logo)
            g_object_unref(UnsafeMutableRawPointer(logo))
        } else {
            gtk_about_dialog_set_logo(about, nil)
        }
        gtk_about_dialog_set_license_type(about, GTK_LICENSE_MIT_X11)
        gtk_about_dialog_set_comments(about, tr("Explore custom collection-view layouts: drag, flick, tap and tune them live."))
        gtk_window_set_transient_for(cgtk_window(dialog), cgtk_window(window))
        gtk_window_set_modal(cgtk_window(dialog), 1)
        onResponse(dialog) { _ in gtk_widget_destroy(dialog) }
        gtk_widget_show_all(dialog)
    }

    func showShortcuts() {
        let builder = gtk_builder_new()!
        gtk_builder_set_translation_domain(builder, Localization.domain)
        gtk_builder_add_from_string(builder, ShortcutsWindow.xml, gsize.max, nil)
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        guard let object = gtk_builder_get_object(builder, "shortcuts") else { return }
        let shortcuts = cgtk_widget(UnsafeMutableRawPointer(object))!
        gtk_window_set_transient_for(cgtk_window(shortcuts), cgtk_window(window))
        gtk_widget_show_all(shortcuts)
        ShortcutsWindow.spellKeyNames(in: shortcuts)
    }
}

/// Facts about this build shown in the About dialog.
enum AppInfo {
    /// The product's version: `Resources/VERSION`, the file Meson's
    /// `project()` takes its version from (installed beside the data).
    static let version: String = {
        guard let dir = ResourceLocator.resourcesDirectory(),
              let text = try? String(contentsOfFile: dir + "/VERSION", encoding: .utf8) else { return "unknown" }
        let line = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return line.isEmpty ? "unknown" : line
    }()
}
