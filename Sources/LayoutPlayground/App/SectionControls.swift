import CGtk
import CollectionLayout
import Foundation

/// The compositional layout's sections in the side panel: under the
/// per-section lists, one expander per section of the data ("Section 1",
/// "Section 2", …) with that section's behaviour, item size and group.
///
/// The lists stay the model: a control's change rewrites its list so that
/// only its section changes (`SectionListEdit`), through the playground as
/// one step of undo named after what it changed ("Sideways scrolling of
/// section 2"); the list's field shows the new text. After any other
/// change (a typed list, a preset, undo, other data) the controls show the
/// values in effect again, a section past a list's end showing the value
/// it repeats.
@MainActor
final class SectionControls {
    /// The most sections shown; the rest are edited in the lists.
    static let maximumRows = 24
    private let playground: Playground
    private let onError: (String) -> Void
    private weak var controls: ParameterControls?
    /// The box holding the rows (nil for another layout).
    private var holder: Widget?
    /// Says how many sections are not shown.
    private var moreLabel: Widget?
    private(set) var rows: [SectionRow] = []
    /// The sections whose expanders are open, kept across rebuilds.
    private var expanded: Set<Int> = []
    /// Whether the expander holding the sections is open, kept across rebuilds.
    private var isOpen = false
    /// The section titles the rows were made for.
    private var shownTitles: [String?] = []

    init(playground: Playground, onError: @escaping (String) -> Void) {
        self.playground = playground
        self.onError = onError
    }

    /// Adds the sections under the per-section lists of freshly built
    /// `controls` (nothing for another layout).
    func decorate(_ controls: ParameterControls, layout: any CollectionLayout) {
        self.controls = controls
        rows = []
        holder = nil
        moreLabel = nil
        shownTitles = []
        guard LayoutDescription.shelves(layout) != nil else { return }
        // One expander holds them all, folded at first as the panel's other groups: a page may have many sections.
        let block = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 6)
        Widgets.pack(block, Widgets.separator())
        let outer = gtk_expander_new(nil)!
        gtk_expander_set_label_widget(cgtk_expander(outer), Widgets.label("Sections", css: "panel-heading"))
        Widgets.setAccessibleName(outer, "Sections")
        gtk_expander_set_expanded(cgtk_expander(outer), isOpen ? 1 : 0)
        Widgets.pack(block, outer)
        let inside = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 6)
        gtk_widget_set_margin_top(inside, 6)
        gtk_container_add(cgtk_container(outer), inside)
        // Folded, the child is hidden: GTK 3 would let Tab into it.
        onSignal(inside, "show") { if gtk_expander_get_expanded(cgtk_expander(outer)) == 0 { gtk_widget_hide(inside) } }
        onNotify(outer, "expanded") { [weak self] in
            let open = gtk_expander_get_expanded(cgtk_expander(outer)) != 0
            self?.isOpen = open
            gtk_widget_set_visible(inside, open ? 1 : 0)
        }
        let legend = Widgets.label("Each section's values in the lists above; italics: the last value of a list, repeated",
                                   css: "dim-label")
        gtk_label_set_line_wrap(cgtk_label(legend), 1)
        gtk_label_set_max_width_chars(cgtk_label(legend), 30)
        Widgets.pack(inside, legend)
        let holder = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 4)
        Widgets.pack(inside, holder)
        let more = Widgets.label("", css: "dim-label")
        gtk_label_set_line_wrap(cgtk_label(more), 1)
        gtk_label_set_max_width_chars(cgtk_label(more), 30)
        gtk_widget_set_no_show_all(more, 1)
        Widgets.pack(inside, more)
        self.holder = holder
        moreLabel = more
        Widgets.pack(controls.widget, block)
        // Right under the last per-section list.
        if let last = controls.rows[CompositionalLayout.Key.groupSize.rawValue] {
            gtk_box_reorder_child(cgtk_box(controls.widget), block, Self.position(of: last, in: controls.widget) + 1)
        }
        refresh()
    }

    /// Shows the values in effect now (after a parameter, data or viewport
    /// change); rows are made anew only when the sections changed.
    func refresh() {
        guard let holder, let page = LayoutDescription.shelves(playground.layout) else { return }
        let sections = playground.dataset.sections
        let titles = sections.prefix(Self.maximumRows).map(\.title)
        if titles != shownTitles {
            for row in rows { gtk_widget_destroy(row.expander) }
            rows = titles.enumerated().map { s, title in
                let row = SectionRow(section: s, title: title, values: Self.values(of: page, section: s))
                row.isExpanded = expanded.contains(s)
                onNotify(row.expander, "expanded") { [weak self, weak row] in
                    guard let row else { return }
                    if row.isExpanded { self?.expanded.insert(s) } else { self?.expanded.remove(s) }
                }
                row.onEdit = { [weak self] edit in self?.edit(edit, section: s) }
                Widgets.pack(holder, row.expander)
                return row
            }
            shownTitles = titles
            gtk_widget_show_all(holder)
        } else {
            for row in rows { row.show(Self.values(of: page, section: row.section)) }
        }
        if let moreLabel {
            let hidden = sections.count - rows.count
            gtk_label_set_text(cgtk_label(moreLabel), String(format: tr("%d more sections: their values are in the lists above"), hidden))
            gtk_widget_set_visible(moreLabel, hidden > 0 ? 1 : 0)
        }
    }

    /// What section `s`'s controls show: the values in effect, and which of
    /// them repeat their list's last value.
    static func values(of page: CompositionalLayout, section s: Int) -> SectionRow.Values {
        var repeated: Set<CompositionalLayout.Key> = []
        if SectionListEdit.repeats(page.orthogonal, section: s) { repeated.insert(.orthogonal) }
        if SectionListEdit.repeats(page.itemWidth, section: s) { repeated.insert(.itemWidth) }
        if SectionListEdit.repeats(page.itemHeight, section: s) { repeated.insert(.itemHeight) }
        if SectionListEdit.repeats(page.groupSize, section: s) { repeated.insert(.groupSize) }
        return SectionRow.Values(behaviour: page.orthogonal[s], itemWidth: page.itemWidth[s], itemHeight: page.itemHeight[s],
                                 group: page.groupSize[s], repeated: repeated)
    }

    /// The edit key of the control that has the keyboard focus, if any.
    func focusedEditKey() -> String? {
        guard let window = focusWindow else { return nil }
        for row in rows {
            guard let name = row.focusedName(in: window) else { continue }
            let keys: [(String, CompositionalLayout.Key)] = [("sideways", .orthogonal), ("width", .itemWidth),
                                                            ("height", .itemHeight), ("across", .groupSize), ("down", .groupSize)]
            return keys.first { name.contains($0.0) }.map { SectionListEdit.editKey($0.1.rawValue, section: row.section) }
        }
        return nil
    }

    /// The name of the section control that has the keyboard focus, to give it back after a rebuild.
    func focusedName() -> String? {
        guard let window = focusWindow else { return nil }
        return rows.lazy.compactMap { $0.focusedName(in: window) }.first
    }

    /// Gives the keyboard focus back to the control named `name`.
    func focus(named name: String) {
        for row in rows where row.focus(named: name) { return }
    }

    private var focusWindow: UnsafeMutablePointer<GtkWindow>? {
        guard let holder, let window = gtk_widget_get_toplevel(holder), gtk_widget_is_toplevel(window) != 0 else { return nil }
        return cgtk_window(window)
    }

    /// A person changed section `s`'s control: its list, rewritten, is set.
    private func edit(_ edit: SectionRow.Edit, section s: Int) {
        guard let page = LayoutDescription.shelves(playground.layout) else { return }
        let count = page.sectionCount
        func set<Value>(_ value: Value, in list: PerSection<Value>) -> String {
            SectionListEdit.setting(value, section: s, in: list, sectionCount: count).text
        }
        let (key, text): (CompositionalLayout.Key, String) = switch edit {
        case .behaviour(let b): (.orthogonal, set(b, in: page.orthogonal))
        case .itemWidth(let w): (.itemWidth, set(w, in: page.itemWidth))
        case .itemHeight(let h): (.itemHeight, set(h, in: page.itemHeight))
        case .group(let g): (.groupSize, set(g, in: page.groupSize))
        }
        let title = (try? page.parameters.spec(key.rawValue).title) ?? key.rawValue
        let name = String(format: tr("%@ of section %d"), tr(title), s + 1)
        do {
            try playground.setParameter(key.rawValue, .text(text), name: name, editKey: SectionListEdit.editKey(key.rawValue, section: s))
            controls?.showText(text, forKey: key.rawValue)
        } catch {
            onError(ParameterControls.reason(of: error))
        }
        refresh()
    }

    private static func position(of child: Widget, in box: Widget) -> Int32 {
        guard let children = gtk_container_get_children(cgtk_container(box)) else { return 0 }
        defer { g_list_free(children) }
        var position: Int32 = 0
        var node: UnsafeMutablePointer<GList>? = children
        while let current = node {
            if cgtk_widget(current.pointee.data) == child { return position }
            position += 1
            node = current.pointee.next
        }
        return position
    }
}
