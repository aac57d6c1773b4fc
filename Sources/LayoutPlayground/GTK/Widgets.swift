import CGtk

/// A GTK widget pointer, as GTK's constructors return it.
typealias Widget = UnsafeMutablePointer<GtkWidget>

/// Small constructors for the widgets the window is built from.
@MainActor
enum Widgets {
    static func label(_ text: String, xalign: Float = 0, css: String? = nil) -> Widget {
        let label = gtk_label_new(tr(text))!
        gtk_label_set_xalign(cgtk_label(label), xalign)
        if let css { addClass(label, css) }
        return label
    }

    static func box(_ orientation: GtkOrientation, spacing: Int32 = 6) -> Widget {
        gtk_box_new(orientation, spacing)!
    }

    static func pack(_ box: Widget, _ child: Widget, expand: Bool = false, fill: Bool = true, padding: UInt32 = 0) {
        gtk_box_pack_start(cgtk_box(box), child, expand ? 1 : 0, fill ? 1 : 0, padding)
    }

    static func packEnd(_ box: Widget, _ child: Widget, expand: Bool = false) {
        gtk_box_pack_end(cgtk_box(box), child, expand ? 1 : 0, 1, 0)
    }

    static func add(_ container: Widget, _ child: Widget) {
        gtk_container_add(cgtk_container(container), child)
    }

    static func addClass(_ widget: Widget, _ name: String) {
        gtk_style_context_add_class(gtk_widget_get_style_context(widget), name)
    }

    static func removeClass(_ widget: Widget, _ name: String) {
        gtk_style_context_remove_class(gtk_widget_get_style_context(widget), name)
    }

    static func setMargins(_ widget: Widget, _ margin: Int32) {
        gtk_widget_set_margin_top(widget, margin)
        gtk_widget_set_margin_bottom(widget, margin)
        gtk_widget_set_margin_start(widget, margin)
        gtk_widget_set_margin_end(widget, margin)
    }

    /// Names the widget for assistive technologies, in the person's
    /// language, and for UI tests by its English `name`.
    static func setAccessibleName(_ widget: Widget, _ name: String) {
        if let accessible = gtk_widget_get_accessible(widget) {
            atk_object_set_name(accessible, tr(name))
        }
        gtk_widget_set_name(widget, name)
    }

    static func setTooltip(_ widget: Widget, _ text: String) {
        if !text.isEmpty { gtk_widget_set_tooltip_text(widget, tr(text)) }
    }

    /// Cuts the label's text with "…" at the end where it does not fit, and
    /// asks for no more than `maxWidthChars` characters of room.
    static func ellipsize(_ label: Widget, maxWidthChars: Int32) {
        gtk_label_set_ellipsize(cgtk_label(label), PANGO_ELLIPSIZE_END)
        gtk_label_set_max_width_chars(cgtk_label(label), maxWidthChars)
    }

    static func button(label text: String) -> Widget {
        gtk_button_new_with_label(tr(text))!
    }

    static func iconButton(_ icon: String, tooltip: String) -> Widget {
        let button = gtk_button_new_from_icon_name(icon, GTK_ICON_SIZE_BUTTON)!
        setTooltip(button, tooltip)
        setAccessibleName(button, tooltip)
        return button
    }

    static func toggleButton(_ icon: String, tooltip: String) -> Widget {
        let button = gtk_toggle_button_new()!
        gtk_container_add(cgtk_container(button), gtk_image_new_from_icon_name(icon, GTK_ICON_SIZE_BUTTON))
        setTooltip(button, tooltip)
        setAccessibleName(button, tooltip)
        return button
    }

    /// A drop-down of `items`, showing their titles cut with "…" where
    /// they do not fit (a long file name never widens the panel).
    static func comboBox(_ items: [(id: String, title: String)], active: String) -> Widget {
        let combo = gtk_combo_box_text_new()!
        for item in items {
            gtk_combo_box_text_append(cgtk_combo_box_text(combo), item.id, tr(item.title))
        }
        gtk_combo_box_set_active_id(cgtk_combo_box(combo), active)
        ellipsizeCells(of: combo)
        return combo
    }

    /// Sets `ellipsize: end` on the text cells of a combo box.
    private static func ellipsizeCells(of combo: Widget) {
        guard let cells = gtk_cell_layout_get_cells(OpaquePointer(combo)) else { return }
        defer { g_list_free(cells) }
        var value = GValue()
        g_value_init(&value, pango_ellipsize_mode_get_type())
        g_value_set_enum(&value, Int32(PANGO_ELLIPSIZE_END.rawValue))
        defer { g_value_unset(&value) }
        var node: UnsafeMutablePointer<GList>? = cells
        while let current = node {
            if let cell = current.pointee.data,
               g_type_check_instance_is_a(cell.assumingMemoryBound(to: GTypeInstance.self),
                                          gtk_cell_renderer_text_get_type()) != 0 {
                g_object_set_property(cell.assumingMemoryBound(to: GObject.self), "ellipsize", &value)
            }
            node = current.pointee.next
        }
    }

    static func activeID(_ combo: Widget) -> String? {
        guard let id = gtk_combo_box_get_active_id(cgtk_combo_box(combo)) else { return nil }
        return String(cString: id)
    }

    /// Makes `field`, which holds a number, a list of numbers or an
    /// expression, read left to right in a right-to-left window too, as
    /// GNOME keeps its numeric fields: set in the window's direction, a text
    /// of no letters starting with a sign reads backwards ("-45" as "45-",
    /// "~480" as "480~"). Every field of the panel that holds such text is
    /// made here: the spin buttons and the text parameters' fields.
    static func keepLeftToRight(_ field: Widget) {
        gtk_widget_set_direction(field, GTK_TEXT_DIR_LTR)
    }

    static func spinButton(min: Double, max: Double, step: Double, value: Double, digits: UInt32) -> Widget {
        let spin = gtk_spin_button_new_with_range(min, max, step)!
        keepLeftToRight(spin)
        gtk_spin_button_set_digits(cgtk_spin_button(spin), digits)
        gtk_spin_button_set_value(cgtk_spin_button(spin), value)
        gtk_entry_set_width_chars(cgtk_entry(spin), 7)
        return spin
    }

    static func isActive(_ toggle: Widget) -> Bool {
        gtk_toggle_button_get_active(cgtk_toggle_button(toggle)) != 0
    }

    /// Lets the mouse wheel scroll the panel instead of changing the value of
    /// a slider, spin button or drop-down that merely lies under the pointer;
    /// once the control has the keyboard focus, the wheel changes it.
    static func passScrollUnlessFocused(_ widget: Widget) {
        onEvent(widget, "scroll-event") { _ in
            if gtk_widget_has_focus(widget) == 0 {
                // Skips the control's own handler; returning false lets the event go on to the panel.
                g_signal_stop_emission_by_name(UnsafeMutableRawPointer(widget), "scroll-event")
            }
            return false
        }
    }

    static func separator(_ orientation: GtkOrientation = GTK_ORIENTATION_HORIZONTAL) -> Widget {
        gtk_separator_new(orientation)!
    }
}
