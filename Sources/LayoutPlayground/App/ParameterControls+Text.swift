import CGtk
import CollectionLayout

/// Text parameters (the carousel's custom transform and alpha, its viewpoint
/// offset): a monospace field that applies as the person types, with the
/// error of a text that does not read shown under it while the last valid
/// value stays live.
extension ParameterControls {
    func textControl(_ spec: ParameterSpec, syntax: TextSyntax, value: ParameterValue) -> Widget {
        let column = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 2)
        let message = Widgets.label("", css: "field-error")
        gtk_label_set_line_wrap(cgtk_label(message), 1)
        gtk_label_set_selectable(cgtk_label(message), 1)
        Widgets.setAccessibleName(message, spec.title + " error")
        gtk_widget_set_no_show_all(message, 1)
        let current: ParameterValue? = value == .auto ? nil : value
        let initial = current?.description ?? ""
        let apply: (String) -> Void = { [weak self] text in
            do {
                let parsed = try spec.parse(text)
                gtk_widget_hide(message)
                self?.report(spec.key, parsed)
            } catch {
                gtk_label_set_text(cgtk_label(message), Self.reason(of: error))
                gtk_widget_show(message)
            }
        }
        let field: Widget
        if syntax == .transformChain {
            // A chain reads best over several lines.
            let view = gtk_text_view_new()!
            gtk_text_view_set_monospace(cgtk_text_view(view), 1)
            gtk_text_view_set_wrap_mode(cgtk_text_view(view), GTK_WRAP_CHAR)
            gtk_text_view_set_left_margin(cgtk_text_view(view), 6)
            gtk_text_view_set_top_margin(cgtk_text_view(view), 4)
            gtk_text_view_set_bottom_margin(cgtk_text_view(view), 4)
            let buffer = gtk_text_view_get_buffer(cgtk_text_view(view))!
            gtk_text_buffer_set_text(buffer, initial, -1)
            onSignal(buffer, "changed") {
                var start = GtkTextIter(), end = GtkTextIter()
                gtk_text_buffer_get_bounds(buffer, &start, &end)
                guard let chars = gtk_text_buffer_get_text(buffer, &start, &end, 0) else { return }
                defer { g_free(chars) }
                apply(String(cString: chars))
            }
            let frame = gtk_frame_new(nil)!
            gtk_container_add(cgtk_container(frame), view)
            gtk_widget_set_size_request(view, -1, 64)
            Widgets.setAccessibleName(view, spec.title)
            Widgets.setTooltip(view, spec.help)
            field = frame
        } else {
            let entry = gtk_entry_new()!
            gtk_entry_set_text(cgtk_entry(entry), initial)
            if syntax == .expression { Widgets.addClass(entry, "expression") }
            onSignal(entry, "changed") {
                apply(String(cString: gtk_entry_get_text(cgtk_entry(entry))))
            }
            Widgets.setAccessibleName(entry, spec.title)
            Widgets.setTooltip(entry, spec.help)
            field = entry
        }
        Widgets.pack(column, field)
        Widgets.pack(column, message)
        return column
    }

    /// The part of a parameter error a person needs beside the field:
    /// "column 14: expected ')' …".
    private static func reason(of error: any Error) -> String {
        if let layoutError = error as? LayoutError, case .invalidValue(_, _, let reason) = layoutError { return reason }
        return "\(error)"
    }
}
