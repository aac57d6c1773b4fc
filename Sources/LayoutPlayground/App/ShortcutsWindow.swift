/// The keyboard-shortcuts window, as GtkBuilder XML (GtkShortcutsWindow is
/// built from a description, as GNOME apps ship it).
enum ShortcutsWindow {
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
                <property name="title">Moving through items</property>
                \(shortcut("Left Right Up Down", "Previous or next item"))
                \(shortcut("Page_Up Page_Down", "A page back or forward"))
                \(shortcut("Home End", "First or last item"))
                \(shortcut("Return", "Select the current item"))
              </object>
            </child>
            <child>
              <object class="GtkShortcutsGroup">
                <property name="visible">1</property>
                <property name="title">Layouts and data</property>
                \(shortcut("&lt;Primary&gt;1...6", "Switch layout"))
                \(shortcut("&lt;Primary&gt;o", "Open a dataset"))
                \(shortcut("&lt;Primary&gt;p", "Presets"))
                \(shortcut("F9", "Show or hide the side panel"))
              </object>
            </child>
            <child>
              <object class="GtkShortcutsGroup">
                <property name="visible">1</property>
                <property name="title">Export</property>
                \(shortcut("&lt;Primary&gt;e", "Export the view as PNG, SVG or PDF"))
                \(shortcut("&lt;Primary&gt;&lt;Shift&gt;e", "Export the attributes as JSON"))
                \(shortcut("&lt;Primary&gt;&lt;Shift&gt;c", "Copy the layout as Swift"))
              </object>
            </child>
            <child>
              <object class="GtkShortcutsGroup">
                <property name="visible">1</property>
                <property name="title">General</property>
                \(shortcut("&lt;Primary&gt;question", "Keyboard shortcuts"))
                \(shortcut("&lt;Primary&gt;w", "Close the window"))
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
        <property name="accelerator">\(accelerator)</property><property name="title">\(title)</property>\
        </object></child>
        """
    }
}
