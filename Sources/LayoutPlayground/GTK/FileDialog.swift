import CGtk

/// A modal GtkFileChooserDialog for opening or saving one file.
@MainActor
enum FileDialog {
    /// The chosen path, or nil when cancelled. The dialog opens in `folder`
    /// when given (otherwise GTK's choice: recent files).
    static func choose(
        parent: Widget, title: String, saving: Bool, suggestedName: String? = nil, folder: String? = nil,
        filters: [(name: String, patterns: [String])] = [], choosesFolder: Bool = false
    ) -> String? {
        let object = g_object_new_with_properties(gtk_file_chooser_dialog_get_type(), 0, nil, nil)!
        let dialog = cgtk_widget(object)!
        gtk_window_set_title(cgtk_window(dialog), tr(title))
        gtk_window_set_transient_for(cgtk_window(dialog), cgtk_window(parent))
        gtk_window_set_modal(cgtk_window(dialog), 1)
        let chooser = cgtk_file_chooser(dialog)
        gtk_file_chooser_set_action(chooser, choosesFolder ? GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER
                                    : saving ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN)
        if saving {
            gtk_file_chooser_set_do_overwrite_confirmation(chooser, 1)
            if let name = suggestedName { gtk_file_chooser_set_current_name(chooser, name) }
        }
        if let folder { gtk_file_chooser_set_current_folder(chooser, folder) }
        gtk_dialog_add_button(cgtk_dialog(dialog), tr("_Cancel"), GTK_RESPONSE_CANCEL.rawValue)
        gtk_dialog_add_button(cgtk_dialog(dialog), saving ? tr("_Save") : tr("_Open"), GTK_RESPONSE_ACCEPT.rawValue)
        gtk_dialog_set_default_response(cgtk_dialog(dialog), GTK_RESPONSE_ACCEPT.rawValue)
        for filter in filters {
            let f = gtk_file_filter_new()!
            gtk_file_filter_set_name(f, filter.name)
            for pattern in filter.patterns { gtk_file_filter_add_pattern(f, pattern) }
            gtk_file_chooser_add_filter(chooser, f)
        }
        defer { gtk_widget_destroy(dialog) }
        guard ModalRun.run(dialog) == GTK_RESPONSE_ACCEPT.rawValue,
              let file = gtk_file_chooser_get_filename(chooser) else { return nil }
        defer { g_free(file) }
        return String(cString: file)
    }
}
