import CGtk

/// Runs modal dialogs, each in a nested main loop, and can end them all at
/// once: a request to end the program (SIGTERM, the session ending) must
/// not wait on a question nobody will answer.
@MainActor
enum ModalRun {
    /// The dialogs running now, innermost last.
    private static var running: [Widget] = []
    /// Whether the program is ending: no dialog runs any more.
    private(set) static var isEnding = false

    /// Runs `dialog` until it is answered; GTK's response id. While the
    /// program ends, a dialog answers at once as if its window were closed.
    static func run(_ dialog: Widget) -> Int32 {
        guard !isEnding else { return GTK_RESPONSE_DELETE_EVENT.rawValue }
        running.append(dialog)
        defer { running.removeAll { $0 == dialog } }
        return gtk_dialog_run(cgtk_dialog(dialog))
    }

    /// Ends every running dialog as if its window were closed, innermost
    /// first, and every later one before it shows.
    static func endAll() {
        isEnding = true
        for dialog in running.reversed() { gtk_dialog_response(cgtk_dialog(dialog), GTK_RESPONSE_DELETE_EVENT.rawValue) }
    }
}
