import CGtk

/// A short notice floating at the bottom of the canvas, as libadwaita's
/// `AdwToast`: a line of text, optionally one action button ("Open"), and a
/// close button; it goes away by itself after `timeout` seconds. Successes
/// (an export, Copy as Swift) are said here; errors stay in the error bar
/// until dismissed.
@MainActor
final class Toast {
    /// Seconds a notice stays (libadwaita's default toast timeout).
    static let timeout: UInt32 = 5

    /// The widget to overlay on the canvas.
    let widget: Widget
    private let label: Widget
    private let action: Widget
    private var onAction: (() -> Void)?
    private var expiry: UInt32 = 0

    init() {
        widget = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6)
        Widgets.addClass(widget, "app-notification")
        Widgets.addClass(widget, "toast")
        gtk_widget_set_halign(widget, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(widget, GTK_ALIGN_END)
        gtk_widget_set_margin_bottom(widget, 12)
        label = Widgets.label("")
        Widgets.setAccessibleName(label, "Notice")
        gtk_label_set_line_wrap(cgtk_label(label), 1)
        gtk_label_set_max_width_chars(cgtk_label(label), 48)
        action = Widgets.button(label: "Open")
        Widgets.setAccessibleName(action, "Notice action")
        let close = Widgets.iconButton("window-close-symbolic", tooltip: "Dismiss the notice")
        gtk_button_set_relief(cgtk_button(close), GTK_RELIEF_NONE)
        Widgets.pack(widget, label, expand: true)
        Widgets.pack(widget, action)
        Widgets.pack(widget, close)
        onSignal(action, "clicked") { [weak self] in
            guard let self else { return }
            let act = self.onAction
            self.hide()
            act?()
        }
        onSignal(close, "clicked") { [weak self] in self?.hide() }
        gtk_widget_show_all(widget)
        gtk_widget_hide(widget)
        gtk_widget_set_no_show_all(widget, 1)
    }

    /// Shows `message` (translated) with an action button titled
    /// `actionTitle` running `action`, or none; it expires after `timeout`.
    func show(_ message: String, actionTitle: String? = nil, action: (() -> Void)? = nil) {
        gtk_label_set_text(cgtk_label(label), tr(message))
        onAction = action
        if let actionTitle, action != nil {
            gtk_button_set_label(cgtk_button(self.action), tr(actionTitle))
            gtk_widget_show(self.action)
        } else {
            gtk_widget_hide(self.action)
        }
        gtk_widget_show(widget)
        restartExpiry()
    }

    func hide() {
        gtk_widget_hide(widget)
        onAction = nil
        if expiry != 0 { g_source_remove(expiry) }
        expiry = 0
    }

    private func restartExpiry() {
        if expiry != 0 { g_source_remove(expiry) }
        let box = ClosureBox<Void> { [weak self] _ in
            guard let self else { return 0 }
            self.expiry = 0
            self.hide()
            return 0
        }
        let handler: GSourceFunc = { data in ClosureBox<Void>.call(data, ()) }
        let destroy: GDestroyNotify = { data in
            guard let data else { return }
            Unmanaged<AnyObject>.fromOpaque(data).release()
        }
        expiry = g_timeout_add_seconds_full(G_PRIORITY_DEFAULT, Self.timeout, handler, box.retained, destroy)
    }
}
