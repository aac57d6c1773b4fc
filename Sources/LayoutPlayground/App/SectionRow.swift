import CGtk
import CollectionLayout
import Foundation

/// One section of the compositional layout in the side panel: an expander
/// "Section 2 · Editors' Choice" whose title line also says how the section
/// scrolls, with under it the section's sideways behaviour (UIKit's six
/// cases), item width and height (a number and its unit) and group
/// (items across × down). What the controls show is the value in effect
/// for the section; a value the section takes from the end of its list
/// (the last value repeating) has its caption in italics.
@MainActor
final class SectionRow {
    typealias Dimension = CompositionalLayout.Dimension

    /// A change a person made to one control.
    enum Edit {
        case behaviour(OrthogonalScrollingBehavior)
        case itemWidth(Dimension)
        case itemHeight(Dimension)
        case group(CompositionalLayout.GroupShape)
    }

    /// What the section's controls show.
    struct Values: Equatable {
        var behaviour: OrthogonalScrollingBehavior
        var itemWidth: Dimension
        var itemHeight: Dimension
        var group: CompositionalLayout.GroupShape
        /// The parameters whose value the section repeats from its list's end.
        var repeated: Set<CompositionalLayout.Key>
    }

    let section: Int
    let expander: Widget
    private let summary: Widget
    private let behaviour: Widget
    private let width: DimensionField
    private let height: DimensionField
    private let across: Widget
    private let down: Widget
    private var captions: [CompositionalLayout.Key: (widget: Widget, text: String)] = [:]
    private var isFilling = false
    /// Called with each change a person makes.
    var onEdit: ((Edit) -> Void)?

    /// The behaviours' titles in the drop-down.
    static func title(of behaviour: OrthogonalScrollingBehavior) -> String {
        switch behaviour {
        case .none: "None"
        case .continuous: "Continuous"
        case .continuousGroupLeadingBoundary: "Continuous, rests on a group"
        case .paging: "Paging"
        case .groupPaging: "Group paging"
        case .groupPagingCentered: "Group paging, centred"
        }
    }

    /// `title` is the section's data title, if any.
    init(section: Int, title: String?, values: Values) {
        self.section = section
        let number = section + 1
        expander = gtk_expander_new(nil)!
        let head = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6)
        let name = String(format: tr("Section %d"), number) + (title.map { " · " + $0 } ?? "")
        let nameLabel = gtk_label_new(name)!
        gtk_label_set_ellipsize(cgtk_label(nameLabel), PANGO_ELLIPSIZE_END)
        gtk_label_set_max_width_chars(cgtk_label(nameLabel), 22)
        gtk_label_set_xalign(cgtk_label(nameLabel), 0)
        summary = Widgets.label("", css: "dim-label")
        gtk_label_set_ellipsize(cgtk_label(summary), PANGO_ELLIPSIZE_END)
        gtk_label_set_max_width_chars(cgtk_label(summary), 12)
        Widgets.pack(head, nameLabel, expand: true)
        Widgets.packEnd(head, summary)
        gtk_expander_set_label_widget(cgtk_expander(expander), head)
        gtk_expander_set_label_fill(cgtk_expander(expander), 1)
        Self.name(expander, "Section \(number)", name)

        let grid = gtk_grid_new()!
        gtk_grid_set_row_spacing(cgtk_grid(grid), 4)
        gtk_grid_set_column_spacing(cgtk_grid(grid), 6)
        gtk_widget_set_margin_top(grid, 6)
        gtk_widget_set_margin_start(grid, 16)
        behaviour = Widgets.comboBox(OrthogonalScrollingBehavior.allCases.map { ($0.rawValue, Self.title(of: $0)) },
                                     active: values.behaviour.rawValue)
        gtk_widget_set_hexpand(behaviour, 1)
        width = DimensionField(units: [.percent, .points])
        height = DimensionField(units: [.points, .estimated, .percent])
        across = Widgets.spinButton(min: 1, max: Double(CompositionalLayout.GroupShape.maximumCount), step: 1, value: 1, digits: 0)
        down = Widgets.spinButton(min: 1, max: Double(CompositionalLayout.GroupShape.maximumCount), step: 1, value: 1, digits: 0)
        let group = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 4)
        for spin in [across, down] { gtk_entry_set_width_chars(cgtk_entry(spin), 2) }
        Widgets.pack(group, across)
        Widgets.pack(group, Widgets.label("×"))
        Widgets.pack(group, down)
        Widgets.setTooltip(across, "Items across")
        Widgets.setTooltip(down, "Items down")

        let lines: [(CompositionalLayout.Key, String, Widget, Widget)] = [
            (.orthogonal, tr("Sideways scrolling"), behaviour, behaviour),
            (.itemWidth, tr("Item width"), width.widget, width.spin),
            (.itemHeight, tr("Item height"), height.widget, height.spin),
            (.groupSize, tr("Group: items across × down"), group, across),
        ]
        for (row, (key, caption, control, labelled)) in lines.enumerated() {
            let label = Widgets.label(caption)
            gtk_label_set_mnemonic_widget(cgtk_label(label), labelled)
            captions[key] = (label, tr(caption))
            // Each caption over its control, as the panel's other parameters: the panel is narrow.
            gtk_grid_attach(cgtk_grid(grid), label, 0, Int32(2 * row), 1, 1)
            gtk_grid_attach(cgtk_grid(grid), control, 0, Int32(2 * row + 1), 1, 1)
        }
        let prefix = "Section \(number) ", shown = String(format: tr("Section %d"), number) + " "
        Self.name(behaviour, prefix + "sideways scrolling", shown + tr("Sideways scrolling"))
        Self.name(width.spin, prefix + "item width", shown + tr("Item width"))
        Self.name(width.unit, prefix + "item width unit", shown + tr("Item width unit"))
        Self.name(height.spin, prefix + "item height", shown + tr("Item height"))
        Self.name(height.unit, prefix + "item height unit", shown + tr("Item height unit"))
        Self.name(across, prefix + "items across", shown + tr("Items across"))
        Self.name(down, prefix + "items down", shown + tr("Items down"))
        for widget in [behaviour, width.spin, width.unit, height.spin, height.unit, across, down] {
            Widgets.passScrollUnlessFocused(widget)
        }
        gtk_container_add(cgtk_container(expander), grid)
        // GTK 3 lets Tab into a folded expander's child: folded, the child is hidden.
        let folder = expander
        let folded = { gtk_expander_get_expanded(cgtk_expander(folder)) == 0 }
        onSignal(grid, "show") { if folded() { gtk_widget_hide(grid) } }
        onNotify(expander, "expanded") { gtk_widget_set_visible(grid, folded() ? 0 : 1) }

        show(values)
        onSignal(behaviour, "changed") { [weak self] in
            guard let self, !self.isFilling, let id = Widgets.activeID(self.behaviour),
                  let b = OrthogonalScrollingBehavior(rawValue: id) else { return }
            self.onEdit?(.behaviour(b))
        }
        width.onChange = { [weak self] size in
            if let self, !self.isFilling { self.onEdit?(.itemWidth(size)) }
        }
        height.onChange = { [weak self] size in
            if let self, !self.isFilling { self.onEdit?(.itemHeight(size)) }
        }
        for spin in [across, down] {
            onSignal(spin, "value-changed") { [weak self] in
                guard let self, !self.isFilling else { return }
                self.onEdit?(.group(CompositionalLayout.GroupShape(columns: Self.integer(self.across),
                                                                   rows: Self.integer(self.down))))
            }
        }
    }

    /// Whether the expander is open.
    var isExpanded: Bool {
        get { gtk_expander_get_expanded(cgtk_expander(expander)) != 0 }
        set { gtk_expander_set_expanded(cgtk_expander(expander), newValue ? 1 : 0) }
    }

    /// The controls show `values` (nothing is reported).
    func show(_ values: Values) {
        isFilling = true
        defer { isFilling = false }
        if Widgets.activeID(behaviour) != values.behaviour.rawValue {
            gtk_combo_box_set_active_id(cgtk_combo_box(behaviour), values.behaviour.rawValue)
        }
        width.show(values.itemWidth)
        height.show(values.itemHeight)
        if Self.integer(across) != values.group.columns { gtk_spin_button_set_value(cgtk_spin_button(across), Double(values.group.columns)) }
        if Self.integer(down) != values.group.rows { gtk_spin_button_set_value(cgtk_spin_button(down), Double(values.group.rows)) }
        gtk_label_set_text(cgtk_label(summary), tr(Self.title(of: values.behaviour)))
        let note = tr("Repeats the last value of its list")
        for (key, caption) in captions {
            let repeated = values.repeated.contains(key)
            let escaped = caption.text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            gtk_label_set_markup(cgtk_label(caption.widget), repeated ? "<i>\(escaped)</i>" : escaped)
            gtk_widget_set_tooltip_text(caption.widget, repeated ? note : nil)
        }
    }

    /// The named control (by its untranslated name) that has the keyboard focus, if any.
    func focusedName(in window: UnsafeMutablePointer<GtkWindow>) -> String? {
        guard let focus = gtk_window_get_focus(window) else { return nil }
        // The controls before the expander that holds them all.
        for widget in [behaviour, width.spin, width.unit, height.spin, height.unit, across, down, expander]
        where focus == widget || gtk_widget_is_ancestor(focus, widget) != 0 {
            return gtk_widget_get_name(widget).map { String(cString: $0) }
        }
        return nil
    }

    /// Gives the keyboard focus to the control named `name`; false when it is not this row's.
    func focus(named name: String) -> Bool {
        for widget in [expander, behaviour, width.spin, width.unit, height.spin, height.unit, across, down]
        where gtk_widget_get_name(widget).map({ String(cString: $0) }) == name {
            gtk_widget_grab_focus(widget)
            return true
        }
        return false
    }

    private static func integer(_ spin: Widget) -> Int {
        Int(gtk_spin_button_get_value(cgtk_spin_button(spin)).rounded())
    }

    /// Names `widget` for the traces and tests (`name`, untranslated) and
    /// for the screen reader (`spoken`, in the person's language).
    static func name(_ widget: Widget, _ name: String, _ spoken: String) {
        gtk_widget_set_name(widget, name)
        if let accessible = gtk_widget_get_accessible(widget) { atk_object_set_name(accessible, spoken) }
    }
}
