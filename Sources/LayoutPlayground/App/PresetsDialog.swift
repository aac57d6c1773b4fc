import Foundation
import CGtk
import CollectionLayout

/// Saves, loads, renames, deletes, imports and exports named presets.
@MainActor
final class PresetsDialog {
    let dialog: Widget
    private let store: PresetStore
    private let playground: Playground
    private let list: Widget
    private let nameEntry: Widget
    private let message: Widget
    private var presets: [Preset] = []
    /// Load, Rename, Delete and Export: sensitive only while a preset is chosen.
    private var actsOnSelection: [Widget] = []
    private var retainSelf: PresetsDialog?

    init(parent: Widget, store: PresetStore, playground: Playground) {
        self.store = store
        self.playground = playground
        dialog = gtk_dialog_new()!
        gtk_window_set_title(cgtk_window(dialog), tr("Presets"))
        gtk_window_set_transient_for(cgtk_window(dialog), cgtk_window(parent))
        gtk_window_set_modal(cgtk_window(dialog), 1)
        gtk_window_set_default_size(cgtk_window(dialog), 420, 420)
        let content = gtk_dialog_get_content_area(cgtk_dialog(dialog))!
        Widgets.setMargins(content, 12)
        gtk_box_set_spacing(cgtk_box(content), 8)

        let nameRow = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6)
        nameEntry = gtk_entry_new()!
        gtk_entry_set_placeholder_text(cgtk_entry(nameEntry), "Preset name")
        Widgets.setAccessibleName(nameEntry, "Preset name")
        let save = Widgets.button(label: "Save Current")
        Widgets.setAccessibleName(save, "Save the current layout as a preset")
        Widgets.pack(nameRow, nameEntry, expand: true)
        Widgets.pack(nameRow, save)
        Widgets.pack(content, nameRow)

        let scrolled = gtk_scrolled_window_new(nil, nil)!
        gtk_widget_set_vexpand(scrolled, 1)
        // The list keeps room for several rows whatever the message below says.
        gtk_scrolled_window_set_min_content_height(cgtk_scrolled_window(scrolled), 200)
        list = gtk_list_box_new()!
        Widgets.setAccessibleName(list, "Presets")
        // An empty list says what to do, as GNOME's empty states do.
        let placeholder = Widgets.label("No presets yet: name the current layout above and save it.",
                                        xalign: 0.5, css: "dim-label")
        gtk_label_set_line_wrap(cgtk_label(placeholder), 1)
        Widgets.setMargins(placeholder, 24)
        gtk_widget_show(placeholder)
        gtk_list_box_set_placeholder(cgtk_list_box(list), placeholder)
        Widgets.add(scrolled, list)
        Widgets.pack(content, scrolled, expand: true)

        let buttons = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6)
        let load = Widgets.button(label: "Load")
        let rename = Widgets.button(label: "Rename")
        let delete = Widgets.button(label: "Delete")
        let importButton = Widgets.button(label: "Import…")
        let exportButton = Widgets.button(label: "Export…")
        for b in [load, rename, delete, importButton, exportButton] { Widgets.pack(buttons, b) }
        // What acts on a preset waits for one to be chosen.
        actsOnSelection = [load, rename, delete, exportButton]
        Widgets.setAccessibleName(load, "Load the preset")
        Widgets.setAccessibleName(rename, "Rename the preset")
        Widgets.setAccessibleName(delete, "Delete the preset")
        Widgets.setAccessibleName(exportButton, "Export the preset")
        Widgets.pack(content, buttons)
        message = Widgets.label("", css: "dim-label")
        gtk_label_set_line_wrap(cgtk_label(message), 1)
        // At most three lines; the whole text is the tooltip.
        gtk_label_set_lines(cgtk_label(message), 3)
        gtk_label_set_ellipsize(cgtk_label(message), PANGO_ELLIPSIZE_END)
        Widgets.setAccessibleName(message, "Presets message")
        Widgets.pack(content, message)
        gtk_dialog_add_button(cgtk_dialog(dialog), tr("_Close"), GTK_RESPONSE_CLOSE.rawValue)

        onPointerSignal(list, "row-selected") { [weak self] _ in self?.syncSensitivity() }
        onSignal(save, "clicked") { [weak self] in self?.saveCurrent() }
        // Enter in the name field saves, the dialog's default action.
        onSignal(nameEntry, "activate") { [weak self] in self?.saveCurrent() }
        onSignal(load, "clicked") { [weak self] in self?.loadSelected() }
        onSignal(rename, "clicked") { [weak self] in self?.renameSelected() }
        onSignal(delete, "clicked") { [weak self] in self?.deleteSelected() }
        onSignal(importButton, "clicked") { [weak self] in self?.importPreset() }
        onSignal(exportButton, "clicked") { [weak self] in self?.exportSelected() }
        onResponse(dialog) { [weak self] _ in
            gtk_widget_destroy(self?.dialog)
            self?.retainSelf = nil
        }
        reload()
    }

    func present() {
        retainSelf = self
        gtk_widget_show_all(dialog)
    }

    private func reload() {
        let children = gtk_container_get_children(cgtk_container(list))
        var node = children
        while let n = node {
            gtk_widget_destroy(cgtk_widget(n.pointee.data))
            node = n.pointee.next
        }
        g_list_free(children)
        presets = store.all()
        let examples = Set(store.examples().map(\.name))
        let own = Set(presets.filter { !examples.contains($0.name) || store.contains(named: $0.name) }.map(\.name))
        for preset in presets {
            let title = preset.layoutKind.layoutType.title
            let mark = own.contains(preset.name) ? "" : " " + tr("(example)")
            let label = Widgets.label("\(preset.name) — \(title)\(mark)")
            Widgets.setMargins(label, 6)
            gtk_list_box_insert(cgtk_list_box(list), label, -1)
        }
        gtk_widget_show_all(list)
        syncSensitivity()
        if !store.warnings.isEmpty { say(store.warnings.joined(separator: "\n")) }
    }

    private func syncSensitivity() {
        let chosen = selected != nil
        for button in actsOnSelection { gtk_widget_set_sensitive(button, chosen ? 1 : 0) }
    }

    private var selected: Preset? {
        guard let row = gtk_list_box_get_selected_row(cgtk_list_box(list)) else { return nil }
        let index = Int(gtk_list_box_row_get_index(row))
        return presets.indices.contains(index) ? presets[index] : nil
    }

    private var enteredName: String {
        String(cString: gtk_entry_get_text(cgtk_entry(nameEntry))).trimmingCharacters(in: .whitespaces)
    }

    private func say(_ text: String) {
        gtk_label_set_text(cgtk_label(message), tr(text))
        Widgets.setTooltip(message, text)
    }

    private func attempt(_ body: () throws -> Void) {
        do { try body() } catch { say("\(error)") }
    }

    private func saveCurrent() {
        let name = enteredName
        guard !name.isEmpty else { return say("Type a name for the preset first.") }
        if store.contains(named: name), !confirmReplacing(name) { return say("Kept the preset “\(name)” as it was.") }
        attempt {
            try store.save(Preset(name: name, layoutKind: playground.layoutKind, parameters: playground.parameters))
            reload()
            say("Saved “\(name)”.")
        }
    }

    /// Asks whether to replace the preset called `name`, as GNOME apps ask
    /// before overwriting; true for Replace.
    private func confirmReplacing(_ name: String) -> Bool {
        let ask = cgtk_question_dialog(cgtk_window(dialog), "Replace preset “\(name)”?",
                                       "A preset with this name exists. Replacing it overwrites its settings.")!
        gtk_window_set_title(cgtk_window(ask), tr("Replace Preset"))
        gtk_dialog_add_button(cgtk_dialog(ask), tr("_Cancel"), GTK_RESPONSE_CANCEL.rawValue)
        if let replace = gtk_dialog_add_button(cgtk_dialog(ask), tr("_Replace"), GTK_RESPONSE_ACCEPT.rawValue) {
            Widgets.addClass(replace, "destructive-action")
        }
        gtk_dialog_set_default_response(cgtk_dialog(ask), GTK_RESPONSE_CANCEL.rawValue)
        let answer = ModalRun.run(ask)
        gtk_widget_destroy(ask)
        return answer == GTK_RESPONSE_ACCEPT.rawValue
    }

    private func loadSelected() {
        guard let preset = selected else { return say("Choose a preset to load.") }
        attempt {
            try playground.apply(preset.parameters(), of: preset.layoutKind)
            say("Loaded “\(preset.name)”.")
        }
    }

    private func renameSelected() {
        guard let preset = selected else { return say("Choose a preset to rename.") }
        guard let name = askNewName(for: preset.name), name != preset.name else { return }
        attempt {
            try store.rename(preset.name, to: name)
            reload()
            say("Renamed “\(preset.name)” to “\(name)”.")
        }
    }

    /// Asks for a preset's new name in a small dialog of its own, the old
    /// name filled in (selected as the field takes the focus); nil when
    /// cancelled or left empty.
    private func askNewName(for old: String) -> String? {
        let ask = gtk_dialog_new()!
        gtk_window_set_title(cgtk_window(ask), tr("Rename Preset"))
        gtk_window_set_transient_for(cgtk_window(ask), cgtk_window(dialog))
        gtk_window_set_modal(cgtk_window(ask), 1)
        let content = gtk_dialog_get_content_area(cgtk_dialog(ask))!
        Widgets.setMargins(content, 12)
        gtk_box_set_spacing(cgtk_box(content), 8)
        Widgets.pack(content, Widgets.label("New name of “\(old)”:"))
        let entry = gtk_entry_new()!
        Widgets.setAccessibleName(entry, "New preset name")
        gtk_entry_set_text(cgtk_entry(entry), old)
        gtk_entry_set_activates_default(cgtk_entry(entry), 1)
        Widgets.pack(content, entry)
        gtk_dialog_add_button(cgtk_dialog(ask), tr("_Cancel"), GTK_RESPONSE_CANCEL.rawValue)
        if let button = gtk_dialog_add_button(cgtk_dialog(ask), tr("_Rename"), GTK_RESPONSE_ACCEPT.rawValue) {
            Widgets.addClass(button, "suggested-action")
        }
        gtk_dialog_set_default_response(cgtk_dialog(ask), GTK_RESPONSE_ACCEPT.rawValue)
        gtk_widget_show_all(ask)
        let answer = ModalRun.run(ask)
        let name = String(cString: gtk_entry_get_text(cgtk_entry(entry))).trimmingCharacters(in: .whitespaces)
        gtk_widget_destroy(ask)
        guard answer == GTK_RESPONSE_ACCEPT.rawValue else { return nil }
        guard !name.isEmpty else {
            say("A preset needs a name: “\(old)” kept its own.")
            return nil
        }
        return name
    }

    private func deleteSelected() {
        guard let preset = selected else { return say("Choose a preset to delete.") }
        attempt {
            try store.delete(named: preset.name)
            reload()
            say("Deleted “\(preset.name)”.")
        }
    }

    private func importPreset() {
        guard let path = FileDialog.choose(parent: dialog, title: "Import Preset", saving: false,
                                           filters: [("Presets", ["*.json"])]) else { return }
        attempt {
            let preset = try PresetStore.read(path: path)
            try store.save(preset)
            reload()
            say("Imported “\(preset.name)”.")
        }
    }

    private func exportSelected() {
        guard let preset = selected else { return say("Choose a preset to export.") }
        guard let path = FileDialog.choose(parent: dialog, title: "Export Preset", saving: true,
                                           suggestedName: "\(preset.name).json") else { return }
        attempt {
            try PresetStore.write(preset, to: path)
            say("Exported “\(preset.name)”.")
        }
    }
}
