import CGtk
import CollectionLayout

/// Text parameters (the carousel's custom transform and alpha, its viewpoint
/// offset): a monospace field that applies as the person types, with the
/// error of a text that does not read shown under it, in the person's
/// language, and its column marked in the text (a red wavy underline);
/// clicking the message puts the cursor there. The last valid value stays live.
/// Every such field reads left to right, whatever the window's direction.
extension ParameterControls {
    func textControl(_ spec: ParameterSpec, syntax: TextSyntax, value: ParameterValue) -> Widget {
        let column = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 2)
        let message = Widgets.label("", css: "field-error")
        gtk_label_set_track_visited_links(cgtk_label(message), 0)
        Widgets.setAccessibleName(message, spec.title + " error")
        // The message's two lines are always there, empty while the text
        // reads: a message appearing never moves the field below it, where
        // a person may be about to click.
        Self.reserveTwoLines(message)
        var showsWarning = false
        let show: (String, Bool) -> Void = { text, warning in
            if warning != showsWarning {
                showsWarning = warning
                let style = gtk_widget_get_style_context(message)
                gtk_style_context_remove_class(style, warning ? "field-error" : "field-warning")
                gtk_style_context_add_class(style, warning ? "field-warning" : "field-error")
            }
            gtk_widget_set_tooltip_text(message, text.isEmpty ? nil : text)
        }
        let current: ParameterValue? = value == .auto ? nil : value
        let initial = current?.description ?? ""
        var mark: (ExpressionError?) -> Void = { _ in }
        var placeCursor: (Int) -> Void = { _ in }
        var errorColumn = 1
        let apply: (String) -> Void = { [weak self] text in
            do {
                // An emptied transform would pile every item up in the middle
                // while the person writes its replacement: the last one stays.
                if syntax == .transformChain, text.allSatisfy(\.isWhitespace) {
                    let line = tr("Write at least one step, such as translate(offset * itemWidth, 0, 0)")
                    gtk_label_set_text(cgtk_label(message), line)
                    show(line, false)
                    mark(nil)
                    return
                }
                // An empty field of a parameter with an automatic value is auto (its placeholder shows what that is).
                let isAuto = spec.allowsAuto && text.trimmingCharacters(in: .whitespaces).isEmpty
                let parsed = isAuto ? ParameterValue.auto : try spec.parse(text)
                gtk_label_set_text(cgtk_label(message), "")
                show("", false)
                mark(nil)
                self?.onTextError?(spec.key, nil)
                self?.report(spec.key, parsed)
            } catch {
                let expressionError = Self.expressionError(text, syntax: syntax)
                let line = expressionError?.description(translating: tr) ?? Self.reason(of: error)
                // The column is a link: clicking it puts the cursor where reading stopped.
                let escaped = Self.escape(line)
                gtk_label_set_markup(cgtk_label(message), expressionError == nil ? escaped : "<a href=\"column\">\(escaped)</a>")
                show(line, false)
                errorColumn = expressionError?.column ?? 1
                mark(expressionError)
                self?.onTextError?(spec.key, expressionError)
            }
        }
        let field: Widget
        if syntax == .transformChain || syntax == .expression {
            // A chain reads best over several lines, broken between words only.
            let view = gtk_text_view_new()!
            gtk_text_view_set_monospace(cgtk_text_view(view), 1)
            gtk_text_view_set_wrap_mode(cgtk_text_view(view), GTK_WRAP_WORD)
            gtk_text_view_set_left_margin(cgtk_text_view(view), 6)
            gtk_text_view_set_top_margin(cgtk_text_view(view), 4)
            gtk_text_view_set_bottom_margin(cgtk_text_view(view), 4)
            let buffer = gtk_text_view_get_buffer(cgtk_text_view(view))!
            let tag = cgtk_error_tag(buffer)
            gtk_text_buffer_set_text(buffer, initial, -1)
            var textEnd = GtkTextIter()
            gtk_text_buffer_get_end_iter(buffer, &textEnd)
            gtk_text_buffer_place_cursor(buffer, &textEnd)
            mark = { error in
                var start = GtkTextIter(), end = GtkTextIter()
                gtk_text_buffer_get_bounds(buffer, &start, &end)
                gtk_text_buffer_remove_tag(buffer, tag, &start, &end)
                guard let error else { return }
                // The character where reading stopped; at the end, the last one.
                let count = gtk_text_buffer_get_char_count(buffer)
                let at = max(0, min(Int32(error.column - 1), count - 1))
                gtk_text_buffer_get_iter_at_offset(buffer, &start, at)
                gtk_text_buffer_get_iter_at_offset(buffer, &end, min(count, at + Int32(error.length)))
                gtk_text_buffer_apply_tag(buffer, tag, &start, &end)
            }
            placeCursor = { column in
                var at = GtkTextIter()
                gtk_text_buffer_get_iter_at_offset(buffer, &at, Int32(column - 1))
                gtk_text_buffer_place_cursor(buffer, &at)
                gtk_widget_grab_focus(view)
                gtk_text_view_scroll_to_iter(cgtk_text_view(view), &at, 0, 0, 0, 0)
            }
            onSignal(buffer, "changed") {
                var start = GtkTextIter(), end = GtkTextIter()
                gtk_text_buffer_get_bounds(buffer, &start, &end)
                guard let chars = gtk_text_buffer_get_text(buffer, &start, &end, 0) else { return }
                defer { g_free(chars) }
                apply(String(cString: chars))
            }
            let frame = gtk_frame_new(nil)!
            gtk_container_add(cgtk_container(frame), view)
            gtk_widget_set_size_request(view, -1, syntax == .transformChain ? 64 : 30)
            Widgets.setAccessibleName(view, spec.title)
            Widgets.setTooltip(view, spec.help)
            textViews[spec.key] = view
            let read = { () -> String in
                var start = GtkTextIter(), end = GtkTextIter()
                gtk_text_buffer_get_bounds(buffer, &start, &end)
                guard let chars = gtk_text_buffer_get_text(buffer, &start, &end, 0) else { return "" }
                defer { g_free(chars) }
                return String(cString: chars)
            }
            textGetters[spec.key] = read
            textSetters[spec.key] = { text in
                if read() != text {
                    gtk_text_buffer_set_text(buffer, text, -1)
                    // The cursor after the text, where a person goes on typing.
                    var end = GtkTextIter()
                    gtk_text_buffer_get_end_iter(buffer, &end)
                    gtk_text_buffer_place_cursor(buffer, &end)
                }
            }
            field = frame
        } else {
            let entry = gtk_entry_new()!
            gtk_entry_set_text(cgtk_entry(entry), initial)
            mark = { error in
                guard let error else { return cgtk_entry_mark_error(cgtk_entry(entry), -1, -1) }
                let text = Array(String(cString: gtk_entry_get_text(cgtk_entry(entry))))
                let at = max(0, min(error.column - 1, text.count - 1))
                let start = String(text[..<at]).utf8.count
                cgtk_entry_mark_error(cgtk_entry(entry), Int32(start), Int32(start + String(text[at...].prefix(error.length)).utf8.count))
            }
            placeCursor = { column in
                gtk_widget_grab_focus(entry)
                gtk_editable_set_position(cgtk_editable(entry), Int32(column - 1))
            }
            onSignal(entry, "changed") {
                apply(String(cString: gtk_entry_get_text(cgtk_entry(entry))))
            }
            Widgets.setAccessibleName(entry, spec.title)
            Widgets.setTooltip(entry, spec.help)
            if spec.allowsAuto {
                // Left empty, the field is auto and shows the value in effect greyed.
                effectiveDisplays[spec.key] = { effective in
                    gtk_entry_set_placeholder_text(cgtk_entry(entry), tr("Auto") + ": " + effective.description)
                }
            }
            textViews[spec.key] = entry
            textGetters[spec.key] = { String(cString: gtk_entry_get_text(cgtk_entry(entry))) }
            textSetters[spec.key] = { text in
                if String(cString: gtk_entry_get_text(cgtk_entry(entry))) != text { gtk_entry_set_text(cgtk_entry(entry), text) }
            }
            field = entry
        }
        // The error's column is a link: clicking it puts the cursor there.
        let place = placeCursor
        _ = onActivateLink(message) { place(errorColumn) }
        if let editable = textViews[spec.key] {
            Widgets.keepLeftToRight(editable)
            onEvent(editable, "focus-in-event") { [weak self] _ in
                self?.onFieldFocus?(spec.key, true)
                return false
            }
            onEvent(editable, "focus-out-event") { [weak self] _ in
                self?.onFieldFocus?(spec.key, false)
                return false
            }
        }
        textMessages[spec.key] = { text in
            gtk_label_set_text(cgtk_label(message), text)
            show(text, false)
        }
        textWarnings[spec.key] = { text in
            // A warning never replaces an error the person is fixing.
            guard showsWarning || String(cString: gtk_label_get_text(cgtk_label(message))).isEmpty else { return }
            gtk_label_set_text(cgtk_label(message), text ?? "")
            show(text ?? "", text != nil)
        }
        Widgets.pack(column, field)
        Widgets.pack(column, message)
        return column
    }

    /// Gives `label` the height of two lines of its text, always, and cuts
    /// a longer text at the end of the second (the tooltip has all of it).
    private static func reserveTwoLines(_ label: Widget) {
        gtk_label_set_line_wrap(cgtk_label(label), 1)
        gtk_label_set_lines(cgtk_label(label), 2)
        gtk_label_set_ellipsize(cgtk_label(label), PANGO_ELLIPSIZE_END)
        gtk_label_set_yalign(cgtk_label(label), 0)
        // Measured once the label has its style (the 9-point message font).
        _ = onSignal(label, "style-updated") {
            guard let layout = gtk_widget_create_pango_layout(label, "X\nX") else { return }
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            var width: Int32 = 0, height: Int32 = 0
            pango_layout_get_pixel_size(layout, &width, &height)
            gtk_widget_set_size_request(label, -1, height)
        }
    }

    /// The parse error of an expression or a chain, with its column and template.
    private static func expressionError(_ text: String, syntax: TextSyntax) -> ExpressionError? {
        do {
            switch syntax {
            case .transformChain: _ = try TransformChain(text)
            case .expression: _ = try LayoutExpression(text)
            case .behaviours, .sizes, .widths, .groupSizes, .weights, .keylines: try syntax.check(text)
            case .numberPair: return nil
            }
        } catch {
            return error
        }
        return nil
    }

    /// `text` safe inside Pango markup.
    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    /// The part of a parameter error a person needs beside the field:
    /// "column 14: expected ')' …".
    static func reason(of error: any Error) -> String {
        if let layoutError = error as? LayoutError, case .invalidValue(_, _, let reason) = layoutError { return reason }
        return "\(error)"
    }
}
