import CollectionLayout
import CGtk

/// The keyboard-shortcuts window, as GtkBuilder XML (GtkShortcutsWindow is
/// built from a description, as GNOME apps ship it).
@MainActor
enum ShortcutsWindow {
    /// Spells the keys of the window's shortcut labels as a keyboard names
    /// them: GTK 3 shows Page Up and Page Down by their key names,
    /// "Page_Up" and "Page_Down" (an untranslated label of its own), where
    /// its accelerator labels elsewhere read "Page Up".
    static func spellKeyNames(in widget: Widget) {
        if isA(widget, gtk_label_get_type()), let text = gtk_label_get_text(cgtk_label(widget)) {
            let shown = String(cString: text)
            let spelled = keyLabel(shown)
            if spelled != shown { gtk_label_set_text(cgtk_label(widget), spelled) }
        }
        guard isA(widget, gtk_container_get_type()) else { return }
        var children: [Widget] = []
        withUnsafeMutablePointer(to: &children) { list in
            gtk_container_forall(cgtk_container(widget), { child, data in
                guard let child, let data else { return }
                data.assumingMemoryBound(to: [Widget].self).pointee.append(child)
            }, list)
        }
        for child in children { spellKeyNames(in: child) }
    }

    /// The label of a key as a person reads it: GTK's key names with their
    /// underscores as spaces (`Page_Up` → `Page Up`); other text unchanged.
    nonisolated static func keyLabel(_ text: String) -> String {
        let isKeyName = !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        return isKeyName && text.contains("_") && text.first?.isUppercase == true
            ? text.replacingOccurrences(of: "_", with: " ") : text
    }

    private static func isA(_ widget: Widget, _ type: GType) -> Bool {
        g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), type) != 0
    }

    static let xml = """
    <interface>
      <object class="GtkShortcutsWindow" id="shortcuts">
        <property name="modal">1</property>
        <child>
          <object class="GtkShortcutsSection">
            <property name="visible">1</property>
            <property name="section-name">main</property>
            <child>
              <object class="GtkShortcutsGroup">
                <property name="visible">1</property>
                <property name="title" translatable="yes">Moving through items</property>
                \(shortcut("Left Right Up Down", "Previous or next item"))
                \(shortcut("Page_Up Page_Down", "A page back or forward"))
                \(shortcut("Home End", "First or last item"))
                \(shortcut("Return", "Select the current item"))
                \(shortcut("Delete", "Delete the selected item"))
                \(shortcut("Insert", "Insert a copy after the selected item"))
                \(shortcut("&lt;Alt&gt;Left &lt;Alt&gt;Right", "Move the selected item one place"))
                \(shortcut("Escape", "Put a carried item back, or clear the selection"))
                \(shortcut("&lt;Primary&gt;z", "Undo the last change, or bring back the last thrown card"))
                \(shortcut("&lt;Primary&gt;&lt;Shift&gt;z", "Redo"))
              </object>
            </child>
            <child>
              <object class="GtkShortcutsGroup">
                <property name="visible">1</property>
                <property name="title" translatable="yes">Pose mode</property>
                \(shortcut("comma period", "Choose the card to the left or right"))
                \(shortcut("&lt;Alt&gt;Left &lt;Alt&gt;Right &lt;Alt&gt;Up &lt;Alt&gt;Down", "Move the card a point (ten with Shift)"))
                \(shortcut("&lt;Alt&gt;Page_Up &lt;Alt&gt;Page_Down", "Send the card away or bring it nearer"))
                \(shortcut("bracketleft bracketright", "Turn the card"))
                \(shortcut("minus plus", "Shrink or grow the card"))
                \(shortcut("&lt;Alt&gt;minus &lt;Alt&gt;plus", "Fade the card or bring it back"))
                \(shortcut("&lt;Shift&gt;Left &lt;Shift&gt;Right", "Move the content a twentieth of an item, to pose between items"))
                \(shortcut("Delete", "Remove the chosen pose"))
              </object>
            </child>
            <child>
              <object class="GtkShortcutsGroup">
                <property name="visible">1</property>
                <property name="title" translatable="yes">Layouts and data</property>
                \(shortcut("&lt;Primary&gt;1...\(min(9, LayoutKind.allCases.count))", "Switch layout"))
                \(shortcut("&lt;Primary&gt;n", "New document"))
                \(shortcut("&lt;Primary&gt;o", "Open a document, a dataset or a picture"))
                \(shortcut("&lt;Primary&gt;&lt;Shift&gt;o", "Open a dataset"))
                \(shortcut("&lt;Primary&gt;s", "Save the document"))
                \(shortcut("&lt;Primary&gt;&lt;Shift&gt;s", "Save the document under a new name"))
                \(shortcut("&lt;Primary&gt;p", "Presets"))
                \(shortcut("F9", "Show or hide the side panel"))
              </object>
            </child>
            <child>
              <object class="GtkShortcutsGroup">
                <property name="visible">1</property>
                <property name="title" translatable="yes">Export</property>
                \(shortcut("&lt;Primary&gt;e", "Export the view as PNG, SVG or PDF"))
                \(shortcut("&lt;Primary&gt;&lt;Shift&gt;e", "Export the attributes as JSON"))
                \(shortcut("&lt;Primary&gt;&lt;Shift&gt;c", "Copy the layout as Swift"))
              </object>
            </child>
            <child>
              <object class="GtkShortcutsGroup">
                <property name="visible">1</property>
                <property name="title" translatable="yes">General</property>
                \(shortcut("&lt;Primary&gt;question", "Keyboard shortcuts"))
                \(shortcut("F1", "Help: the expression reference beside the custom carousel, else the help page"))
                \(shortcut("&lt;Primary&gt;w", "Close the window"))
                \(shortcut("&lt;Primary&gt;q", "Quit"))
              </object>
            </child>
          </object>
        </child>
      </object>
    </interface>
    """

    private static func shortcut(_ accelerator: String, _ title: String) -> String {
        """
        <child><object class="GtkShortcutsShortcut"><property name="visible">1</property>\
        <property name="accelerator">\(accelerator)</property><property name="title" translatable="yes">\(title)</property>\
        </object></child>
        """
    }
}
