import CGtk
import CollectionLayout
import Foundation

/// Help (F1 and the main menu): the expression reference beside the
/// custom carousel's fields when they are shown, else the designer's help
/// page shipped with the app (`Resources/help/designer.html`) in the
/// person's browser.
extension MainWindow {
    func showHelp() {
        if panel.designer.reference.open() { return }
        guard let page = Self.helpPage() else {
            return showError("The help page is not installed.", type: GTK_MESSAGE_WARNING)
        }
        var error: UnsafeMutablePointer<GError>?
        if gtk_show_uri_on_window(cgtk_window(window), URL(fileURLWithPath: page).absoluteString, UInt32(GDK_CURRENT_TIME), &error) == 0 {
            let reason = error.map { String(cString: $0.pointee.message) } ?? ""
            g_clear_error(&error)
            showError(tr("No application opens the help page:") + " " + page + (reason.isEmpty ? "" : " (\(reason))"),
                      type: GTK_MESSAGE_WARNING)
        } else {
            // The browser takes a moment (or may refuse): say where the page went.
            toast.show("The help page opens in your web browser.")
        }
        traceHelp(page)
    }

    /// Escape closes the expression reference wherever the keyboard is
    /// (in the Transform field a person is writing in, most often) before
    /// anything else sees the key.
    func closeReferenceOnEscape() {
        onEvent(window, "key-press-event") { [weak self] event in
            guard let self, event.pointee.key.keyval == UInt32(GDK_KEY_Escape) else { return false }
            return self.panel.designer.reference.close()
        }
    }

    /// The designer's help page: beside the app's data when installed, in
    /// `Resources/help` when run from the source tree.
    static func helpPage() -> String? {
        guard let resources = ResourceLocator.resourcesDirectory() else { return nil }
        let page = resources + "/help/designer.html"
        return FileManager.default.fileExists(atPath: page) ? page : nil
    }
}
