import CGtk

/// The debug-overlay toggles and slow motion, as the canvas reads them.
@MainActor
final class InsightControls {
    let widget: Widget
    private(set) var showsFrames = false
    private(set) var showsVisibleRect = false
    private(set) var showsSnapPoints = false
    private(set) var showsKeylines = false
    private(set) var showsFPS = false
    private(set) var slowMotion = false
    /// Whether choosing another layout cuts to it instead of morphing.
    private(set) var cutsBetweenLayouts = false
    /// Called after any toggle changes.
    var onChange: (() -> Void)?
    /// Called with the progress a person set on the Transition slider.
    var onTransition: ((Double) -> Void)?
    /// The Transition slider: where the last morph between layouts stands.
    private(set) var transitionSlider: Widget?
    /// Set while the slider is moved to follow the morph (not by a person).
    private var followingMorph = false

    init() {
        let column = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 4)
        Widgets.pack(column, Widgets.label("Insight", css: "panel-heading"))
        widget = column
        addToggle(column, "Frames and indices") { $0.showsFrames = $1 }
        addToggle(column, "Visible rect") { $0.showsVisibleRect = $1 }
        addToggle(column, "Snap points") { $0.showsSnapPoints = $1 }
        addToggle(column, "Keyline guides") { $0.showsKeylines = $1 }
        addToggle(column, "Frame rate") { $0.showsFPS = $1 }
        addToggle(column, "Slow motion (×10)") { $0.slowMotion = $1 }
        addToggle(column, "Cut between layouts") { $0.cutsBetweenLayouts = $1 }
        addTransitionSlider(column)
    }

    /// "Transition": scrubs the last morph between layouts by hand, 0 the
    /// layout left, 1 the one chosen (insensitive when there is none).
    private func addTransitionSlider(_ column: Widget) {
        let row = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6)
        let slider = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 1, 0.01)!
        gtk_scale_set_draw_value(cgtk_scale(slider), 0)
        gtk_range_set_value(cgtk_range(slider), 1)
        gtk_widget_set_sensitive(slider, 0)
        Widgets.setAccessibleName(slider, "Transition")
        Widgets.setTooltip(slider, "Scrub the last change of layout: left the layout you left, right the one you chose (or Ctrl+drag on the canvas)")
        onSignal(slider, "value-changed") { [weak self] in
            guard let self, !self.followingMorph else { return }
            self.onTransition?(gtk_range_get_value(cgtk_range(slider)))
        }
        Widgets.pack(row, Widgets.label("Transition"))
        Widgets.pack(row, slider, expand: true)
        Widgets.pack(column, row)
        transitionSlider = slider
    }

    /// Shows where the morph stands (nil: there is none to scrub).
    func showTransition(_ progress: Double?) {
        guard let slider = transitionSlider else { return }
        followingMorph = true
        defer { followingMorph = false }
        gtk_widget_set_sensitive(slider, progress == nil ? 0 : 1)
        gtk_range_set_value(cgtk_range(slider), min(1, max(0, progress ?? 1)))
    }

    private func addToggle(_ column: Widget, _ title: String, _ apply: @escaping (InsightControls, Bool) -> Void) {
        let check = gtk_check_button_new_with_label(tr(title))!
        Widgets.setAccessibleName(check, title)
        onSignal(check, "toggled") { [weak self] in
            guard let self else { return }
            apply(self, Widgets.isActive(check))
            self.onChange?()
        }
        Widgets.pack(column, check)
    }
}
