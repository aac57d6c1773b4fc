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
    /// Called after any toggle changes.
    var onChange: (() -> Void)?

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
