import CGtk
import Foundation

/// The bar over the canvas that offers work kept from a window that ended
/// without saving it: "Unsaved work from 20:41 was kept." with Discard and
/// Restore, as GNOME Text Editor offers its drafts.
@MainActor
final class DraftOffer {
    let widget: Widget
    private let label: Widget
    /// Called with true for Restore, false for Discard.
    var onAnswer: ((Bool) -> Void)?

    private static let restoreResponse: Int32 = 1
    private static let discardResponse: Int32 = 2

    init() {
        widget = gtk_info_bar_new()!
        gtk_info_bar_set_message_type(cgtk_info_bar(widget), GTK_MESSAGE_QUESTION)
        label = Widgets.label("")
        gtk_label_set_line_wrap(cgtk_label(label), 1)
        Widgets.setAccessibleName(label, "Kept work")
        Widgets.add(gtk_info_bar_get_content_area(cgtk_info_bar(widget)), label)
        let discard = gtk_info_bar_add_button(cgtk_info_bar(widget), tr("_Discard"), Self.discardResponse)!
        Widgets.setAccessibleName(discard, "Discard kept work")
        let restore = gtk_info_bar_add_button(cgtk_info_bar(widget), tr("_Restore"), Self.restoreResponse)!
        Widgets.setAccessibleName(restore, "Restore kept work")
        Widgets.addClass(restore, "suggested-action")
        gtk_widget_show_all(widget)
        gtk_widget_hide(widget)
        gtk_widget_set_no_show_all(widget, 1)
        onResponse(widget) { [weak self] response in
            guard response == Self.restoreResponse || response == Self.discardResponse else { return }
            self?.onAnswer?(response == Self.restoreResponse)
        }
    }

    /// Offers the draft written at `date`, made from the document `name`
    /// (nil: an untitled one).
    func show(modified date: Date, name: String?) {
        let formatter = DateFormatter()
        formatter.dateStyle = Calendar.current.isDateInToday(date) ? .none : .medium
        formatter.timeStyle = .short
        let when = formatter.string(from: date)
        let text = name.map { String(format: tr("Unsaved changes to “%@” from %@ were kept."), $0, when) }
            ?? String(format: tr("An unsaved document from %@ was kept."), when)
        gtk_label_set_text(cgtk_label(label), text)
        gtk_widget_show(widget)
    }

    func hide() {
        gtk_widget_hide(widget)
    }
}
