import CGtk

/// Places the side panel as adaptive GNOME apps place a flap: beside the
/// canvas while the window is wide, over the canvas's right edge once the
/// window is narrower than `foldWidth` (folded). Folding hides the panel,
/// unfolding brings back what it was; while folded, the panel toggle (F9)
/// slides it in over the canvas, at most as wide as the window, over a
/// scrim: as `AdwFlap` does, a click outside the panel closes it and goes no
/// further (the canvas under it does not move).
///
/// The panel's minimum width is small in both places (its content scrolls),
/// so no window width, however narrow, is below the window's minimum: the
/// canvas keeps what the panel does not take, and GTK never allocates a
/// negative size.
@MainActor
final class PanelFlap {
    /// Window widths below this fold the panel: the panel's 340 points beside
    /// a canvas of at least 360.
    static let foldWidth: Int32 = 700

    /// The box holding the canvas and, unfolded, the panel.
    let body: Widget
    private let canvasOverlay: Widget
    private let separator: Widget
    private let revealer: Widget
    private let toggle: Widget
    /// Dims the canvas under the slid-in panel and takes the clicks outside it.
    let scrim: Widget
    /// Whether the panel lies over the canvas (a narrow window).
    private(set) var isFolded = false
    /// Whether the panel was shown when the window folded.
    private var shownBeforeFold = true
    /// Called after the panel folded or unfolded.
    var onFoldChange: (() -> Void)?

    /// - Parameters:
    ///   - canvasOverlay: the overlay holding the canvas; the folded panel is one of its overlays.
    ///   - revealer: the revealer holding the panel.
    ///   - toggle: the header's panel toggle, which reveals the panel.
    init(canvasOverlay: Widget, revealer: Widget, toggle: Widget) {
        self.canvasOverlay = canvasOverlay
        self.revealer = revealer
        self.toggle = toggle
        body = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 0)
        separator = Widgets.separator(GTK_ORIENTATION_VERTICAL)
        Widgets.pack(body, canvasOverlay, expand: true)
        Widgets.pack(body, separator)
        // Set explicitly, so expanding controls inside do not make the panel share the canvas's space.
        gtk_widget_set_hexpand(revealer, 0)
        gtk_widget_set_halign(revealer, GTK_ALIGN_END)
        Widgets.pack(body, revealer)
        scrim = gtk_event_box_new()!
        Widgets.addClass(scrim, "scrim")
        Widgets.setAccessibleName(scrim, "Close the side panel")
        gtk_widget_set_no_show_all(scrim, 1)
        // Under the panel, which is added over it when the window folds.
        gtk_overlay_add_overlay(cgtk_overlay(canvasOverlay), scrim)
        onEvent(scrim, "button-press-event") { [weak self] _ in
            self?.closeSlidInPanel()
            return true
        }
        onEvent(scrim, "button-release-event") { _ in true }
        onSignal(toggle, "toggled") { [weak self] in self?.showScrim() }
    }

    /// Closes the panel slid in over the canvas (a click on the scrim).
    private func closeSlidInPanel() {
        guard isFolded else { return }
        gtk_toggle_button_set_active(cgtk_toggle_button(toggle), 0)
    }

    /// The scrim shows while the panel lies over the canvas.
    private func showScrim() {
        if isFolded && Widgets.isActive(toggle) { gtk_widget_show(scrim) } else { gtk_widget_hide(scrim) }
    }

    /// Whether the panel is meant to be shown in a wide window: the toggle,
    /// or while folded what it was before (what settings remember).
    var wantsPanel: Bool {
        isFolded ? shownBeforeFold : Widgets.isActive(toggle)
    }

    /// Folds the panel over the canvas for a window narrower than
    /// `foldWidth`, unfolds it for a wider one.
    func fit(windowWidth width: Int32) {
        setFolded(width < Self.foldWidth)
    }

    private func setFolded(_ fold: Bool) {
        guard fold != isFolded else { return }
        g_object_ref(UnsafeMutableRawPointer(revealer))
        defer { g_object_unref(UnsafeMutableRawPointer(revealer)) }
        if fold {
            shownBeforeFold = Widgets.isActive(toggle)
            isFolded = true
            gtk_revealer_set_transition_duration(cgtk_revealer(revealer), 0)
            gtk_toggle_button_set_active(cgtk_toggle_button(toggle), 0)
            gtk_container_remove(cgtk_container(body), revealer)
            gtk_widget_hide(separator)
            gtk_overlay_add_overlay(cgtk_overlay(canvasOverlay), revealer)
            Widgets.addClass(revealer, "folded")
        } else {
            isFolded = false
            gtk_revealer_set_transition_duration(cgtk_revealer(revealer), 0)
            gtk_container_remove(cgtk_container(canvasOverlay), revealer)
            Widgets.removeClass(revealer, "folded")
            gtk_widget_show(separator)
            Widgets.pack(body, revealer)
            gtk_toggle_button_set_active(cgtk_toggle_button(toggle), shownBeforeFold ? 1 : 0)
        }
        gtk_revealer_set_transition_duration(cgtk_revealer(revealer), Self.transitionDuration)
        showScrim()
        onFoldChange?()
    }

    /// The slide of the panel, in milliseconds (GTK's default).
    static let transitionDuration: UInt32 = 250
}
