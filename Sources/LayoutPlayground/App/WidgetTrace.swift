import CGtk
import CollectionLayout

/// With `--trace`, reports what the window's named widgets show, read back
/// from GTK: `{"event":"widgets","widgets":[{"name":…,"mapped":…,
/// "sensitive":…,"rect":{x,y,width,height},"text":…,"active":…,
/// "ellipsized":…,"tooltip":…},…],"focus":…}` — a line whenever any of it changed,
/// checked `interval` seconds apart. Rects are in screen coordinates, so a
/// driving test can point at a control by its accessible name and check the
/// text a person reads in it. `focus` names the widget that has the
/// keyboard focus while the window has it (null otherwise): where a key
/// press goes.
@MainActor
final class WidgetTrace {
    /// Seconds between two looks at the widgets.
    static let interval = 0.2
    private let root: Widget
    private let trace: TraceLog
    private var last = ""
    /// Set when the window is destroyed: the looks stop (the window may go
    /// a moment before the app quits).
    private var isWindowGone = false
    /// Each window's origin on the screen during one look, by toplevel.
    private var origins: [Widget: (x: Int32, y: Int32)] = [:]

    init(root: Widget, trace: TraceLog) {
        self.root = root
        self.trace = trace
    }

    /// Looks at the widgets every `interval` while the window lives.
    func start() {
        onSignal(root, "destroy") { [weak self] in self?.isWindowGone = true }
        let box = ClosureBox<Void> { [weak self] _ in
            guard let self, !self.isWindowGone else { return 0 }
            self.report()
            return 1
        }
        let handler: GSourceFunc = { data in ClosureBox<Void>.call(data, ()) }
        let destroy: GDestroyNotify = { data in
            guard let data else { return }
            Unmanaged<AnyObject>.fromOpaque(data).release()
        }
        g_timeout_add_full(G_PRIORITY_DEFAULT_IDLE, UInt32(Self.interval * 1000), handler, box.retained, destroy)
        // The source holds the box, the box holds this trace weakly: keep it alive with the window.
        Self.live.append(self)
    }

    /// The traces of the windows open now.
    nonisolated(unsafe) private static var live: [WidgetTrace] = []

    private func report() {
        guard gtk_widget_get_mapped(root) != 0 else { return }
        // One round trip to the X server per window a look, not one per
        // widget (a look used to stall a drag's frames).
        origins = [:]
        var widgets: [JSONValue] = []
        collect(root, into: &widgets)
        let title = gtk_window_get_title(cgtk_window(root)).map { String(cString: $0) } ?? ""
        let event = JSONValue.object([("event", .string("widgets")), ("title", .string(title)),
                                      ("widgets", .array(widgets)), ("windows", .array(otherWindows())),
                                      ("focus", focusedName().map { .string($0) } ?? .null)])
        let line = event.serialized()
        guard line != last else { return }
        last = line
        trace.emit(event)
    }

    /// The name of the widget with the keyboard focus, when the window has it.
    private func focusedName() -> String? {
        let window = cgtk_window(root)
        guard gtk_window_has_toplevel_focus(window) != 0, let focused = gtk_window_get_focus(window),
              let name = gtk_widget_get_name(focused) else { return nil }
        return String(cString: name)
    }

    /// The app's other windows shown now (dialogs): title, the texts of
    /// their labels, the focused widget, a file chooser's folder, an About
    /// dialog's logo size.
    private func otherWindows() -> [JSONValue] {
        var windows: [JSONValue] = []
        guard let list = gtk_window_list_toplevels() else { return [] }
        defer { g_list_free(list) }
        var node: UnsafeMutablePointer<GList>? = list
        while let current = node {
            node = current.pointee.next
            guard let data = current.pointee.data, let window = cgtk_widget(data), window != root,
                  gtk_widget_get_mapped(window) != 0 else { continue }
            var texts: [JSONValue] = []
            collectLabels(window, into: &texts)
            let title = gtk_window_get_title(cgtk_window(window)).map { String(cString: $0) } ?? ""
            var named: [JSONValue] = []
            collect(window, into: &named)
            var fields: [(String, JSONValue)] = [("title", .string(title)), ("labels", .array(texts)),
                                                 ("widgets", .array(named))]
            if let focused = gtk_window_get_focus(cgtk_window(window)) { fields += Self.focus(focused) }
            if Self.isA(window, gtk_file_chooser_get_type()), let folder = gtk_file_chooser_get_current_folder(
                cgtk_file_chooser(window)) {
                fields.append(("folder", .string(String(cString: folder))))
                g_free(folder)
            }
            if Self.isA(window, gtk_about_dialog_get_type()) {
                let logo = gtk_about_dialog_get_logo(cgtk_about_dialog(window))
                fields.append(("logo", logo.map { .size(Size(width: Double(gdk_pixbuf_get_width($0)),
                                                              height: Double(gdk_pixbuf_get_height($0)))) } ?? .null))
            }
            windows.append(.object(fields))
        }
        return windows
    }

    /// A dialog's focused widget: `focus`, its name (its type's when it has
    /// none), and `focusText`, what an entry holds — where typed keys went.
    private static func focus(_ widget: Widget) -> [(String, JSONValue)] {
        var fields: [(String, JSONValue)] = [("focus", .string(gtk_widget_get_name(widget).map { String(cString: $0) } ?? ""))]
        if isA(widget, gtk_entry_get_type()) {
            fields.append(("focusText", .string(String(cString: gtk_entry_get_text(cgtk_entry(widget))))))
        }
        return fields
    }

    /// The texts of the mapped labels under `widget`.
    private func collectLabels(_ widget: Widget, into texts: inout [JSONValue]) {
        guard gtk_widget_get_mapped(widget) != 0 else { return }
        if Self.isA(widget, gtk_label_get_type()), let text = gtk_label_get_text(cgtk_label(widget)) {
            let string = String(cString: text)
            if !string.isEmpty { texts.append(.string(string)) }
        }
        for child in Self.children(of: widget) { collectLabels(child, into: &texts) }
    }

    private func collect(_ widget: Widget, into widgets: inout [JSONValue]) {
        if let described = describe(widget) { widgets.append(described) }
        for child in Self.children(of: widget) { collect(child, into: &widgets) }
    }

    private static func isA(_ widget: Widget, _ type: GType) -> Bool {
        g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), type) != 0
    }

    /// Every child, internal ones (a window's header bar) included.
    private static func children(of widget: Widget) -> [Widget] {
        guard isA(widget, gtk_container_get_type()) else { return [] }
        var result: [Widget] = []
        withUnsafeMutablePointer(to: &result) { list in
            gtk_container_forall(cgtk_container(widget), { child, data in
                guard let child, let data else { return }
                data.assumingMemoryBound(to: [Widget].self).pointee.append(child)
            }, list)
        }
        return result
    }

    /// A named widget's state, or nil for one the app did not name.
    private func describe(_ widget: Widget) -> JSONValue? {
        guard let cName = gtk_widget_get_name(widget) else { return nil }
        let name = String(cString: cName)
        let typeName = String(cString: g_type_name(typeOf(widget)))
        guard name != typeName, !name.isEmpty else { return nil }
        var fields: [(String, JSONValue)] = [
            ("name", .string(name)),
            ("mapped", .bool(gtk_widget_get_mapped(widget) != 0)),
            ("sensitive", .bool(gtk_widget_is_sensitive(widget) != 0)),
            ("rect", .rect(screenRect(widget))),
        ]
        if Self.isA(widget, gtk_label_get_type()) {
            fields.append(("text", .string(String(cString: gtk_label_get_text(cgtk_label(widget))))))
            // Only a label that may be cut is asked (it lays the text out).
            if gtk_label_get_ellipsize(cgtk_label(widget)) != PANGO_ELLIPSIZE_NONE {
                let ellipsized = gtk_label_get_layout(cgtk_label(widget)).map { pango_layout_is_ellipsized($0) != 0 }
                fields.append(("ellipsized", .bool(ellipsized ?? false)))
            }
        } else if Self.isA(widget, gtk_expander_get_type()) {
            let label = gtk_expander_get_label_widget(cgtk_expander(widget))
            let text = label.flatMap { Self.isA($0, gtk_label_get_type()) ? gtk_label_get_text(cgtk_label($0)) : nil }
            fields.append(("text", text.map { .string(String(cString: $0)) } ?? .null))
            fields.append(("expanded", .bool(gtk_expander_get_expanded(cgtk_expander(widget)) != 0)))
        } else if Self.isA(widget, gtk_entry_get_type()) {
            fields.append(("text", .string(String(cString: gtk_entry_get_text(cgtk_entry(widget))))))
        } else if Self.isA(widget, gtk_text_view_get_type()), let buffer = gtk_text_view_get_buffer(cgtk_text_view(widget)) {
            var start = GtkTextIter(), end = GtkTextIter()
            gtk_text_buffer_get_bounds(buffer, &start, &end)
            let chars = gtk_text_buffer_get_text(buffer, &start, &end, 0)
            fields.append(("text", chars.map { .string(String(cString: $0)) } ?? .null))
            g_free(chars)
        } else if Self.isA(widget, gtk_button_get_type()), let title = gtk_button_get_label(cgtk_button(widget)) {
            fields.append(("text", .string(String(cString: title))))
        } else if Self.isA(widget, gtk_combo_box_text_get_type()) {
            let text = gtk_combo_box_text_get_active_text(cgtk_combo_box_text(widget))
            fields.append(("text", text.map { .string(String(cString: $0)) } ?? .null))
            g_free(text)
        }
        if Self.isA(widget, gtk_toggle_button_get_type()) {
            fields.append(("active", .bool(Widgets.isActive(widget))))
        } else if Self.isA(widget, gtk_switch_get_type()) {
            fields.append(("active", .bool(gtk_switch_get_active(cgtk_switch(widget)) != 0)))
        }
        if let tip = gtk_widget_get_tooltip_text(widget) {
            fields.append(("tooltip", .string(String(cString: tip))))
            g_free(tip)
        }
        return .object(fields)
    }

    /// The widget's allocation in screen coordinates.
    private func screenRect(_ widget: Widget) -> Rect {
        var x: Int32 = 0, y: Int32 = 0
        let top = gtk_widget_get_toplevel(widget)!
        gtk_widget_translate_coordinates(widget, top, 0, 0, &x, &y)
        let origin = origins[top] ?? {
            var origin: (x: Int32, y: Int32) = (0, 0)
            if let window = gtk_widget_get_window(top) { gdk_window_get_origin(window, &origin.x, &origin.y) }
            origins[top] = origin
            return origin
        }()
        return Rect(x: Double(origin.x + x), y: Double(origin.y + y),
                    width: Double(gtk_widget_get_allocated_width(widget)),
                    height: Double(gtk_widget_get_allocated_height(widget)))
    }
}

/// The GType of a widget instance (`G_OBJECT_TYPE`, a macro Swift cannot call).
private func typeOf(_ widget: Widget) -> GType {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
}
