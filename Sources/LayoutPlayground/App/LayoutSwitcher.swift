import CGtk
import CollectionLayout

/// The header bar's layout switcher: a row of linked toggle buttons, one per
/// layout, where the header has room for them; a drop-down of the same
/// layouts where it has not (a narrow window), as adaptive GNOME apps
/// squeeze their view switchers.
///
/// Neither form sets the header's minimum width: both sit in a stack inside
/// a scrolled window that never shows a scrollbar, so a window too narrow
/// even for the drop-down still gets a valid allocation (and GTK no
/// warning); the drop-down is then cut, and the window controls stay.
@MainActor
final class LayoutSwitcher {
    /// The widget for `gtk_header_bar_set_custom_title`.
    let widget: Widget
    /// Called with a layout when a person picks it.
    var onSelect: ((LayoutKind) -> Void)?
    private let stack: Widget
    private let buttonRow: Widget
    private let dropDown: Widget
    private var buttons: [LayoutKind: Widget] = [:]
    private var current: LayoutKind
    /// Set while the controls are moved to the current layout, so they report nothing.
    private var isSyncing = false
    /// The names of the stack's two pages.
    private enum Page {
        static let buttons = "buttons"
        static let dropDown = "drop-down"
    }

    init(current: LayoutKind) {
        self.current = current
        buttonRow = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 0)
        Widgets.addClass(buttonRow, "linked")
        gtk_widget_set_halign(buttonRow, GTK_ALIGN_CENTER)
        dropDown = Widgets.comboBox(LayoutKind.allCases.map { ($0.id, $0.layoutType.title) }, active: current.id)
        Widgets.setAccessibleName(dropDown, "Layout")
        gtk_widget_set_halign(dropDown, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(dropDown, GTK_ALIGN_CENTER)

        stack = gtk_stack_new()!
        // Each page asks for its own size: the drop-down asks for little.
        gtk_stack_set_homogeneous(Self.asStack(stack), 0)
        gtk_stack_add_named(Self.asStack(stack), buttonRow, Page.buttons)
        gtk_stack_add_named(Self.asStack(stack), dropDown, Page.dropDown)

        let scroller = gtk_scrolled_window_new(nil, nil)!
        gtk_scrolled_window_set_policy(cgtk_scrolled_window(scroller), GTK_POLICY_EXTERNAL, GTK_POLICY_NEVER)
        gtk_scrolled_window_set_propagate_natural_width(cgtk_scrolled_window(scroller), 1)
        gtk_scrolled_window_set_propagate_natural_height(cgtk_scrolled_window(scroller), 1)
        gtk_scrolled_window_set_shadow_type(cgtk_scrolled_window(scroller), GTK_SHADOW_NONE)
        Widgets.addClass(scroller, "layout-switcher")
        Widgets.add(scroller, stack)
        widget = scroller

        for kind in LayoutKind.allCases {
            let title = kind.layoutType.title
            let button = gtk_toggle_button_new_with_label(tr(title))!
            Widgets.setAccessibleName(button, "Layout \(title)")
            gtk_toggle_button_set_active(cgtk_toggle_button(button), kind == current ? 1 : 0)
            buttons[kind] = button
            onSignal(button, "toggled") { [weak self] in self?.buttonToggled(kind) }
            Widgets.pack(buttonRow, button)
        }
        onSignal(dropDown, "changed") { [weak self] in
            // The drop-down lists the layouts in `LayoutKind`'s order.
            guard let self, !self.isSyncing else { return }
            let index = Int(gtk_combo_box_get_active(cgtk_combo_box(self.dropDown)))
            guard LayoutKind.allCases.indices.contains(index) else { return }
            self.onSelect?(LayoutKind.allCases[index])
        }
    }

    private static func asStack(_ widget: Widget) -> UnsafeMutablePointer<GtkStack> {
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkStack.self)
    }

    /// Whether the drop-down stands in for the buttons (a narrow header).
    var isCompact: Bool {
        guard let name = gtk_stack_get_visible_child_name(Self.asStack(stack)) else { return false }
        return String(cString: name) == Page.dropDown
    }

    /// Shows the buttons when a header `width` wide has room for them beside
    /// its other controls, else the drop-down. The room is measured, not the
    /// switcher's allocation: that follows the page shown.
    func fit(headerWidth width: Int32, header: Widget) {
        var minimum: Int32 = 0, headerNatural: Int32 = 0, ownNatural: Int32 = 0, buttonsNatural: Int32 = 0
        gtk_widget_get_preferred_width(header, &minimum, &headerNatural)
        gtk_widget_get_preferred_width(widget, &minimum, &ownNatural)
        gtk_widget_get_preferred_width(buttonRow, &minimum, &buttonsNatural)
        let compact = width < buttonsNatural + (headerNatural - ownNatural)
        guard compact != isCompact else { return }
        gtk_stack_set_visible_child_name(Self.asStack(stack), compact ? Page.dropDown : Page.buttons)
    }

    private func buttonToggled(_ kind: LayoutKind) {
        guard !isSyncing, let button = buttons[kind] else { return }
        guard Widgets.isActive(button) else {
            // Keep one button down: releasing the current layout's button re-presses it.
            if kind == current { show(current) }
            return
        }
        onSelect?(kind)
        // A failed switch leaves the old layout: the buttons follow what is shown.
        show(current)
    }

    /// Presses the button of `kind`, releases the others, and picks `kind` in the drop-down.
    func show(_ kind: LayoutKind) {
        isSyncing = true
        defer { isSyncing = false }
        current = kind
        for (other, button) in buttons {
            gtk_toggle_button_set_active(cgtk_toggle_button(button), other == kind ? 1 : 0)
        }
        gtk_combo_box_set_active_id(cgtk_combo_box(dropDown), kind.id)
    }
}
