import CGtk

/// The side panel's row for recorded gestures: Record (the next drag),
/// Replay (on the current configuration), Save… and Open… (JSON files).
@MainActor
final class GestureControls {
    let widget: Widget
    private let replayButton: Widget
    private let saveButton: Widget
    var onRecord: (() -> Void)?
    var onReplay: (() -> Void)?
    var onSave: (() -> Void)?
    var onOpen: (() -> Void)?

    init() {
        let row = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6)
        widget = row
        let record = Widgets.button(label: "Record")
        Widgets.setAccessibleName(record, "Record Gesture")
        Widgets.setTooltip(record, "Record the next drag or flick on the canvas")
        replayButton = Widgets.button(label: "Replay")
        Widgets.setAccessibleName(replayButton, "Replay Gesture")
        Widgets.setTooltip(replayButton, "Play the recorded gesture again, on the layout as it is set now")
        saveButton = Widgets.iconButton("document-save-symbolic", tooltip: "Save the recorded gesture as JSON")
        let open = Widgets.iconButton("document-open-symbolic", tooltip: "Open a recorded gesture")
        Widgets.pack(row, Widgets.label("Gesture"))
        Widgets.pack(row, record)
        Widgets.pack(row, replayButton)
        Widgets.pack(row, saveButton)
        Widgets.pack(row, open)
        onSignal(record, "clicked") { [weak self] in self?.onRecord?() }
        onSignal(replayButton, "clicked") { [weak self] in self?.onReplay?() }
        onSignal(saveButton, "clicked") { [weak self] in self?.onSave?() }
        onSignal(open, "clicked") { [weak self] in self?.onOpen?() }
        showRecording(false)
    }

    /// Replay and Save work once a gesture is recorded.
    func showRecording(_ hasGesture: Bool) {
        gtk_widget_set_sensitive(replayButton, hasGesture ? 1 : 0)
        gtk_widget_set_sensitive(saveButton, hasGesture ? 1 : 0)
    }
}
