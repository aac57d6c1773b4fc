import CGtk
import CollectionLayout
import Foundation

/// The expression reference: a help button beside the custom transform
/// whose popover lists every variable with its value for the item under
/// the pointer, the transform's steps, every function and operator with a
/// one-line meaning, and worked examples that replace the transform and
/// alpha when clicked.
@MainActor
final class ExpressionReferenceView {
    /// The variables' values now, or nil when there is no item.
    var values: () -> ExpressionVariables? = { nil }
    /// Called with the example a person clicked.
    var onExample: ((ExpressionReference.Example) -> Void)?
    private var button: Widget?
    private var popover: Widget?
    /// The popover's scrolled reference.
    private var content: Widget?
    private var valueLabels: [(ExpressionVariable, Widget)] = []
    /// What a person writes where, first in the reference.
    static let introduction = "Transform: steps (translate, rotate, scale) one after another, separated by spaces or new lines, moving each item from the centre; each step works in the space the steps before it left (scale then translate scales the move too). Alpha: one expression, kept within 0 (hidden) to 1 (opaque). Both read the variables below; offset runs along the scroll axis (turn Vertical on for up and down). Scroll for the functions and operators."

    /// The popover's size.
    static let size = (width: Int32(300), height: Int32(520))

    /// Puts the help button on the title line of `row` (a parameter row).
    func attach(to row: Widget) {
        guard let children = gtk_container_get_children(cgtk_container(row)) else { return }
        let line = children.pointee.data.assumingMemoryBound(to: GtkWidget.self)
        g_list_free(children)
        let button = gtk_toggle_button_new()!
        gtk_button_set_image(cgtk_button(button), gtk_image_new_from_icon_name("help-about-symbolic", GTK_ICON_SIZE_BUTTON))
        gtk_button_set_relief(cgtk_button(button), GTK_RELIEF_NONE)
        Widgets.setAccessibleName(button, "Expression reference")
        Widgets.setTooltip(button, "Variables, functions and examples (F1)")
        // Beside the panel, over the canvas, level with the field: the field
        // it explains stays in view and takes the typing while it is open.
        let popover = gtk_popover_new(row)!
        gtk_popover_set_position(cgtk_popover(popover), GTK_POS_LEFT)
        var edge = GdkRectangle(x: 0, y: 0, width: 1, height: 24)
        gtk_popover_set_pointing_to(cgtk_popover(popover), &edge)
        // Not modal: the pointer still reaches the canvas, so the values
        // follow the item under it while the reference stays open.
        gtk_popover_set_modal(cgtk_popover(popover), 0)
        let content = makeContent()
        gtk_container_add(cgtk_container(popover), content)
        onSignal(button, "toggled") {
            if Widgets.isActive(button) { gtk_popover_popup(cgtk_popover(popover)) } else { gtk_popover_popdown(cgtk_popover(popover)) }
        }
        onSignal(popover, "closed") { [weak self] in
            guard self?.button == button else { return }
            gtk_toggle_button_set_active(cgtk_toggle_button(button), 0)
        }
        onSignal(popover, "show") { [weak self] in
            self?.refresh()
            // Its tooltip would cover the reference.
            gtk_widget_set_has_tooltip(button, 0)
        }
        onSignal(popover, "hide") { [weak self] in
            // Hidden as the rebuilt panel destroys it: the button may be gone.
            guard self?.button == button else { return }
            gtk_widget_set_has_tooltip(button, 1)
        }
        Widgets.packEnd(line, button)
        self.button = button
        self.popover = popover
        self.content = content
        // The panel's controls are rebuilt: the button and its popover go with them.
        onSignal(button, "destroy") { [weak self] in
            guard let self, self.button == button else { return }
            self.detach()
        }
    }

    /// Forgets the button and the popover (their controls are being replaced).
    /// Closes the reference when it is open (Escape); whether it was.
    func close() -> Bool {
        guard let popover, gtk_widget_get_visible(popover) != 0 else { return false }
        gtk_popover_popdown(cgtk_popover(popover))
        return true
    }

    func detach() {
        button = nil
        popover = nil
        content = nil
        valueLabels = []
    }

    /// Opens the popover (F1 on the custom type); false when there is no button.
    func open() -> Bool {
        guard let button, gtk_widget_get_mapped(button) != 0 else { return false }
        gtk_toggle_button_set_active(cgtk_toggle_button(button), 1)
        // From the keyboard: the arrow keys scroll the reference (an example
        // applies only when chosen on purpose); Escape goes back.
        if let content { gtk_widget_grab_focus(content) }
        return true
    }

    /// Shows the variables' current values while the popover is open.
    func refresh() {
        guard let popover, gtk_widget_get_visible(popover) != 0 else { return }
        let v = values()
        for (variable, label) in valueLabels {
            let text = v.map { Self.format(variable.value(in: $0)) } ?? "–"
            gtk_label_set_text(cgtk_label(label), text)
        }
    }

    static func format(_ v: Double) -> String {
        if v.isNaN { return "NaN" }
        if v.isInfinite { return v > 0 ? "∞" : "−∞" }
        return String(format: "%.4g", v).replacingOccurrences(of: "-", with: "−")
    }

    private func makeContent() -> Widget {
        let scroller = gtk_scrolled_window_new(nil, nil)!
        gtk_scrolled_window_set_policy(cgtk_scrolled_window(scroller), GTK_POLICY_NEVER, GTK_POLICY_ALWAYS)
        gtk_widget_set_can_focus(scroller, 1)
        gtk_widget_set_size_request(scroller, Self.size.width, Self.size.height)
        let column = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 6)
        Widgets.setMargins(column, 12)
        Widgets.add(scroller, column)
        let intro = Widgets.label(Self.introduction, css: "dim-label")
        gtk_label_set_line_wrap(cgtk_label(intro), 1)
        gtk_label_set_max_width_chars(cgtk_label(intro), 34)
        Widgets.pack(column, intro)
        // Rather pose than write: where the hands-on way is.
        let posing = Widgets.label("Rather pose the cards than write? Press Pose: drag a card to move it, a corner to scale it, the round knob to turn it, the diamond for depth, the bar beside it for its alpha; Shift+drag moves a reference picture. Keys: , and . choose a card, Alt+arrows move it, [ ] turn it, - + scale it (Ctrl+? lists them all).", css: "dim-label")
        gtk_label_set_line_wrap(cgtk_label(posing), 1)
        gtk_label_set_max_width_chars(cgtk_label(posing), 34)
        Widgets.pack(column, posing)
        Widgets.pack(column, Self.heading("Examples: click one to use it"))
        let examples = gtk_grid_new()!
        gtk_grid_set_column_homogeneous(cgtk_grid(examples), 1)
        gtk_grid_set_column_spacing(cgtk_grid(examples), 6)
        gtk_grid_set_row_spacing(cgtk_grid(examples), 6)
        for (i, example) in ExpressionReference.examples.enumerated() {
            let button = gtk_button_new_with_label(tr(example.title))!
            Widgets.setTooltip(button, example.transform + "\nalpha = " + example.alpha)
            onSignal(button, "clicked") { [weak self] in
                if let popover = self?.popover { gtk_popover_popdown(cgtk_popover(popover)) }
                self?.onExample?(example)
            }
            Widgets.setAccessibleName(button, "Example " + example.title)
            gtk_grid_attach(cgtk_grid(examples), button, Int32(i % 2), Int32(i / 2), 1, 1)
        }
        Widgets.pack(column, examples)
        Widgets.pack(column, Self.heading("Transform steps, applied left to right"))
        Widgets.pack(column, table(ExpressionReference.steps.map { ($0.syntax, nil, tr($0.meaning)) }))
        Widgets.pack(column, Self.heading("Variables: value for the item under the pointer"))
        valueLabels = []
        let variables = table(ExpressionReference.variables.map { entry in
            let value = Widgets.label("–", xalign: 1, css: "expression")
            valueLabels.append((entry.variable, value))
            return (entry.variable.rawValue, value, tr(entry.meaning))
        })
        Widgets.pack(column, variables)
        Widgets.pack(column, Self.heading("Functions"))
        Widgets.pack(column, table(ExpressionReference.functions.map { ($0.syntax, nil, tr($0.meaning)) }))
        Widgets.pack(column, Self.heading("Operators, loosest first"))
        Widgets.pack(column, table(ExpressionReference.operators.map { ($0.syntax, nil, tr($0.meaning)) }))
        gtk_widget_show_all(scroller)
        return scroller
    }

    /// A heading of the reference, wrapped to its width.
    private static func heading(_ text: String) -> Widget {
        let label = Widgets.label(text, css: "panel-heading")
        gtk_label_set_line_wrap(cgtk_label(label), 1)
        gtk_label_set_max_width_chars(cgtk_label(label), 34)
        return label
    }

    /// Rows of a monospace name with an optional value beside it, and the
    /// wrapped meaning under them: narrow enough that the reference, open
    /// beside the panel, leaves the middle of the canvas in view.
    private func table(_ rows: [(String, Widget?, String)]) -> Widget {
        let grid = gtk_grid_new()!
        gtk_grid_set_column_spacing(cgtk_grid(grid), 10)
        gtk_grid_set_row_spacing(cgtk_grid(grid), 1)
        for (i, (syntax, value, meaning)) in rows.enumerated() {
            let name = Widgets.label(syntax, css: "expression")
            gtk_label_set_selectable(cgtk_label(name), 1)
            gtk_label_set_line_wrap(cgtk_label(name), 1)
            gtk_widget_set_hexpand(name, 1)
            gtk_grid_attach(cgtk_grid(grid), name, 0, Int32(2 * i), 1, 1)
            if let value {
                gtk_grid_attach(cgtk_grid(grid), value, 1, Int32(2 * i), 1, 1)
            }
            let text = Widgets.label(meaning, css: "dim-label")
            gtk_label_set_line_wrap(cgtk_label(text), 1)
            gtk_label_set_max_width_chars(cgtk_label(text), 34)
            gtk_widget_set_margin_start(text, 12)
            gtk_widget_set_margin_bottom(text, 4)
            gtk_grid_attach(cgtk_grid(grid), text, 0, Int32(2 * i + 1), 2, 1)
        }
        return grid
    }
}
