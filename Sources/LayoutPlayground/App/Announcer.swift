import CGtk
import CollectionLayout

/// Tells a person who cannot see the canvas what just changed there
/// ("Waterfall, 30 items", "Deleted Level 1"), politely: after what they
/// are hearing, without moving the focus.
///
/// GNOME's in-app notification: a small label at the top of the canvas
/// (clear of the page marks and the position pill at its bottom) — or
/// above those when the item in focus is at the top — whose accessible has
/// the notification role. Orca 43 speaks a
/// notification when it becomes showing ("notification Deleted Level 1"),
/// not when the text of one already showing changes, so each announcement
/// hides the label and shows it again. It hides itself after a few seconds.
@MainActor
final class Announcer {
    /// Seconds an announcement stays on screen.
    static let shownFor = 3.0

    let widget: Widget
    private let trace: TraceLog
    /// Counts announcements, so a timer hides only the one it was set for.
    private var serial = 0

    init(trace: TraceLog) {
        self.trace = trace
        widget = gtk_label_new(nil)!
        Widgets.addClass(widget, "app-notification")
        gtk_label_set_line_wrap(cgtk_label(widget), 1)
        gtk_widget_set_halign(widget, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(widget, GTK_ALIGN_START)
        gtk_widget_set_margin_top(widget, Self.edgeMargin)
        // Under the pointer it passes events through to the canvas.
        gtk_widget_set_can_focus(widget, 0)
        if let accessible = gtk_widget_get_accessible(widget) {
            atk_object_set_role(accessible, ATK_ROLE_NOTIFICATION)
        }
        gtk_widget_set_no_show_all(widget, 1)
    }

    /// Points between the notice and the canvas's top edge.
    static let edgeMargin: Int32 = 12
    /// Points between the notice and the canvas's bottom edge when it moves
    /// there: clear of the page marks and the position pill.
    static let bottomMargin: Int32 = 64
    /// The frame of the item in focus, in the canvas's coordinates (nil:
    /// none). A notice never covers it: it moves to the bottom instead.
    var itemInFocus: () -> Rect? = { nil }

    /// Whether the notice at the top would cover the item in focus (the
    /// ring's top item, the springs' first bubble).
    private func coversItemInFocus() -> Bool {
        guard let item = itemInFocus() else { return false }
        // The label's own height (hidden, it asks for none): its text's, with the notice's padding.
        var height: Int32 = 20
        if let layout = gtk_widget_create_pango_layout(widget, gtk_label_get_text(cgtk_label(widget))) {
            var width: Int32 = 0, textHeight: Int32 = 0
            pango_layout_get_pixel_size(layout, &width, &textHeight)
            g_object_unref(UnsafeMutableRawPointer(layout))
            height = textHeight + 20
        }
        return item.minY < Double(Self.edgeMargin + height) && item.maxY > 0
    }

    /// The text shown now, or nil when nothing is announced.
    var text: String? {
        guard gtk_widget_get_visible(widget) != 0, let text = gtk_label_get_text(cgtk_label(widget)) else { return nil }
        return String(cString: text)
    }

    /// Seconds a change of the view waits before it is announced. A layout
    /// switch rebuilds the panel: Orca, seeing more than 50 events queued,
    /// drops a notification's showing (a flood); and the item newly in
    /// focus, presented as the active descendant, stops the speech under
    /// way. Said after both, the announcement is heard whole.
    static let afterChange = 0.5

    /// Announces `text` (already in the person's language), after `delay` seconds.
    ///
    /// A notice still showing when a later one is on its way is about a
    /// view that is gone ("Selected Level 1" over the springs just switched
    /// to): it goes at once rather than covering the new view meanwhile.
    func say(_ text: String, after delay: Double = 0) {
        guard !text.isEmpty else { return }
        guard delay <= 0 else {
            withdraw()
            runAfter(seconds: delay) { [weak self] in self?.say(text) }
            return
        }
        serial += 1
        let mine = serial
        gtk_widget_hide(widget)
        gtk_label_set_text(cgtk_label(widget), text)
        let atBottom = coversItemInFocus()
        place(atBottom: atBottom)
        gtk_widget_show(widget)
        trace.announced(text, at: atBottom ? "bottom" : "top")
        runAfter(seconds: Self.shownFor) { [weak self] in
            guard let self, self.serial == mine else { return }
            self.withdraw()
        }
    }

    /// Hides the notice showing now, if any.
    func withdraw() {
        guard gtk_widget_get_visible(widget) != 0 else { return }
        serial += 1
        gtk_widget_hide(widget)
        trace.emit(.object([("event", .string("noticeGone"))]))
    }

    /// Moves a notice showing at the top to the bottom when the item in
    /// focus has come to rest under it (a flick that ended on the first
    /// bubble). Called when the view comes to rest; the notice moves at
    /// most once, downwards, so it never jumps back and forth.
    func keepClearOfItemInFocus() {
        guard gtk_widget_get_visible(widget) != 0, gtk_widget_get_valign(widget) == GTK_ALIGN_START,
              coversItemInFocus() else { return }
        place(atBottom: true)
        trace.emit(.object([("event", .string("noticeMoved")), ("at", .string("bottom"))]))
    }

    private func place(atBottom: Bool) {
        gtk_widget_set_valign(widget, atBottom ? GTK_ALIGN_END : GTK_ALIGN_START)
        gtk_widget_set_margin_top(widget, atBottom ? 0 : Self.edgeMargin)
        gtk_widget_set_margin_bottom(widget, atBottom ? Self.bottomMargin : 0)
    }
}
