import CGtk
import CollectionLayout

/// The collapsible side panel: the layout's parameters (generated from its
/// specs), the data (bundled or opened datasets, item count), the current
/// index and selection, and the insight toggles.
@MainActor
final class SidePanel {
    let widget: Widget
    private let playground: Playground
    private let parametersHolder: Widget
    private var controls: ParameterControls?
    private let titleLabel: Widget
    private let statusLabel: Widget
    private let selectionLabel: Widget
    private let datasetCombo: Widget
    private let itemsSpin: Widget
    private let itemsAuto: Widget
    let insight: InsightControls
    let inspector = InspectorView()
    let plot = MotionPlot()
    let gestures = GestureControls()
    /// Reports a failure the window shows in its info bar.
    var onError: ((String) -> Void)?
    /// Asks the window to open a dataset file chooser.
    var onOpenDataset: (() -> Void)?
    /// Asks the canvas for a spin onto an item (0-based), passing at least some items.
    var onSpin: ((_ item: Int, _ minimum: Int) -> Void)?
    private var spin: SpinControls?
    private var isSyncing = false
    /// The panel's width in points.
    static let width: Int32 = 340
    /// The most items the panel offers: as many as the command line accepts.
    static let maximumItems = ViewConfiguration.maximumItems
    /// The item count's page step (Page Up/Down in its field).
    static let itemsPageStep = 1000.0
    /// The widest a one-line label of the panel (the selection) grows, in
    /// characters, before it is ellipsized.
    static let labelWidthChars: Int32 = 30
    /// What the status and selection labels show now, so that per-frame
    /// updates touch GTK only when the text changes.
    private var shownStatus = ""
    private var shownSelection = ""
    /// The combo entry added for an opened dataset file (not a bundled one).
    private var openedDatasetEntry: String?
    /// The combo's entries before an opened file's: "Layout's own" and the bundled files.
    private let bundledEntryCount: Int32

    init(playground: Playground) {
        self.playground = playground
        let scroller = gtk_scrolled_window_new(nil, nil)!
        // At most `width`: the canvas, not the panel, takes what the window gains. No minimum
        // beyond a scrollbar's: in a window too narrow for it the panel scrolls (see PanelFlap).
        gtk_scrolled_window_set_policy(cgtk_scrolled_window(scroller), GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_max_content_width(cgtk_scrolled_window(scroller), Self.width)
        gtk_scrolled_window_set_propagate_natural_width(cgtk_scrolled_window(scroller), 1)
        Widgets.addClass(scroller, "side-panel")
        widget = scroller
        let column = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 10)
        Widgets.setMargins(column, 14)
        Widgets.add(scroller, column)

        titleLabel = Widgets.label("", css: "panel-title")
        Widgets.pack(column, titleLabel)
        parametersHolder = Widgets.box(GTK_ORIENTATION_VERTICAL)
        Widgets.pack(column, parametersHolder)

        Widgets.pack(column, Widgets.separator())
        Widgets.pack(column, Widgets.label("Data", css: "panel-heading"))
        let dataGrid = gtk_grid_new()!
        gtk_grid_set_row_spacing(cgtk_grid(dataGrid), 8)
        gtk_grid_set_column_spacing(cgtk_grid(dataGrid), 8)
        let names = Playground.bundledDatasetNames
        var entries: [(id: String, title: String)] = [("bundled", "Layout's own")]
        entries += names.map { ($0, $0) }
        datasetCombo = Widgets.comboBox(entries, active: "bundled")
        bundledEntryCount = Int32(entries.count)
        Widgets.setAccessibleName(datasetCombo, "Dataset")
        gtk_widget_set_hexpand(datasetCombo, 1)
        let openButton = Widgets.iconButton("document-open-symbolic", tooltip: "Open a dataset file")
        gtk_grid_attach(cgtk_grid(dataGrid), Widgets.label("Dataset"), 0, 0, 1, 1)
        gtk_grid_attach(cgtk_grid(dataGrid), datasetCombo, 1, 0, 1, 1)
        gtk_grid_attach(cgtk_grid(dataGrid), openButton, 2, 0, 1, 1)
        itemsSpin = Widgets.spinButton(min: 0, max: Double(Self.maximumItems), step: 1,
                                       value: Double(playground.dataset.itemCount), digits: 0)
        gtk_spin_button_set_increments(cgtk_spin_button(itemsSpin), 1, Self.itemsPageStep)
        gtk_entry_set_width_chars(cgtk_entry(itemsSpin), Int32(String(Self.maximumItems).count))
        Widgets.setAccessibleName(itemsSpin, "Item count")
        Widgets.passScrollUnlessFocused(itemsSpin)
        Widgets.passScrollUnlessFocused(datasetCombo)
        itemsAuto = gtk_check_button_new_with_label(tr("As in data"))!
        Widgets.setAccessibleName(itemsAuto, "Item count as in data")
        gtk_toggle_button_set_active(cgtk_toggle_button(itemsAuto), playground.itemCount == nil ? 1 : 0)
        gtk_grid_attach(cgtk_grid(dataGrid), Widgets.label("Items"), 0, 1, 1, 1)
        gtk_grid_attach(cgtk_grid(dataGrid), itemsSpin, 1, 1, 1, 1)
        gtk_grid_attach(cgtk_grid(dataGrid), itemsAuto, 2, 1, 1, 1)
        Widgets.pack(column, dataGrid)

        Widgets.pack(column, Widgets.separator())
        statusLabel = Widgets.label("", css: "status")
        Widgets.setAccessibleName(statusLabel, "Current index")
        selectionLabel = Widgets.label("Nothing selected", css: "dim-label")
        Widgets.setAccessibleName(selectionLabel, "Selection")
        // A long title is cut with "…" (the tooltip has all of it): the panel keeps its width.
        Widgets.ellipsize(selectionLabel, maxWidthChars: Self.labelWidthChars)
        Widgets.ellipsize(statusLabel, maxWidthChars: Self.labelWidthChars)
        Widgets.pack(column, statusLabel)
        Widgets.pack(column, selectionLabel)

        Widgets.pack(column, Widgets.separator())
        insight = InsightControls()
        Widgets.pack(column, insight.widget)
        Widgets.pack(column, Widgets.label("Offset (blue) and velocity (orange)", css: "dim-label"))
        Widgets.pack(column, plot.widget)
        // Under the plot: a recorded drag replayed shows its offset and velocity there.
        Widgets.pack(column, gestures.widget)
        Widgets.pack(column, Widgets.separator())
        Widgets.pack(column, inspector.widget)

        onSignal(datasetCombo, "changed") { [weak self] in self?.datasetChosen() }
        onSignal(openButton, "clicked") { [weak self] in self?.onOpenDataset?() }
        onSignal(itemsSpin, "value-changed") { [weak self] in self?.itemCountChanged() }
        onSignal(itemsAuto, "toggled") { [weak self] in self?.itemCountChanged() }
        rebuildParametersNow()
        showDataSource()
    }

    /// Shows the text parameter `key`'s current value in its field (a value
    /// changed from the canvas, as the keylines dragged there).
    func showTextValue(forKey key: String) {
        guard case .text(let text) = playground.parameters[key] else { return }
        controls?.showText(text, forKey: key)
    }

    /// Regenerates the parameter controls for the current layout, from the
    /// main loop once the signal being handled is over: a type chosen from
    /// the opened drop-down must not destroy the drop-down that is still
    /// closing its menu. Requests before then make one rebuild.
    func rebuildParameters() {
        guard !isRebuildPending else { return }
        isRebuildPending = true
        runWhenIdle { [weak self] in
            guard let self else { return }
            self.isRebuildPending = false
            self.rebuildParametersNow()
        }
    }

    /// Whether a rebuild waits for the main loop.
    private var isRebuildPending = false
    /// The layout the controls were last built for: another one opens the
    /// panel at its top (its title and first parameters), not where the
    /// last layout's controls were scrolled to.
    private var builtLayoutKind: LayoutKind?

    private func rebuildParametersNow() {
        // The control that had the keyboard focus has it again in the new controls.
        let focusedKey = controls.flatMap { $0.focusedKey() }
        let focusedSection = sections.focusedName()
        let expanded = controls?.expandedGroups ?? []
        if let old = controls?.widget { gtk_widget_destroy(old) }
        let type = Swift.type(of: playground.layout)
        gtk_label_set_text(cgtk_label(titleLabel), tr(type.title))
        let controls = ParameterControls(layout: playground.layout, expandedGroups: expanded) { [weak self] key, value in
            self?.parameterChanged(key, value)
        }
        controls.onFieldFocus = { [weak self] key, focused in
            guard let playground = self?.playground else { return }
            if focused { playground.beginFieldEdit(key) } else { playground.endFieldEdit() }
        }
        self.controls = controls
        designer.decorate(controls, layout: playground.layout)
        sections.decorate(controls, layout: playground.layout)
        Widgets.pack(parametersHolder, controls.widget)
        spin = nil
        if SpinControls.offers(playground.layout) {
            let spin = SpinControls(itemCount: playground.dataset.itemCount)
            spin.onSpin = { [weak self] item, minimum in self?.onSpin?(item, minimum) }
            // After the layout's own parameters: Tab from the canvas still reaches the first of those.
            Widgets.pack(controls.widget, spin.widget)
            self.spin = spin
        }
        gtk_widget_show_all(controls.widget)
        if let focusedKey { controls.focus(focusedKey) }
        if let focusedSection { sections.focus(named: focusedSection) }
        syncData()
        showHiddenItems()
        if builtLayoutKind != playground.layoutKind {
            builtLayoutKind = playground.layoutKind
            if let adjustment = gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(widget)) {
                gtk_adjustment_set_value(adjustment, gtk_adjustment_get_lower(adjustment))
            }
        }
    }

    /// Warns under the custom carousel's transform or alpha where items are
    /// hidden because the expression gives no number there (they are not
    /// an error: the carousel shows every other item).
    private func showHiddenItems() {
        guard let controls, let carousel = LayoutDescription.designed(playground.layout) else { return }
        let hidden = carousel.hiddenOffsets(itemCount: playground.dataset.itemCount, viewport: playground.viewport,
                                            layoutDirection: playground.layoutDirection)
        for key in [CarouselLayout.Key.transform.rawValue, CarouselLayout.Key.alpha.rawValue] {
            controls.textWarnings[key]?(hidden?.key == key ? hidden?.description : nil)
        }
    }

    /// Called after a person chose a carousel type, so the canvas can bring
    /// an item into view that shows it.
    var onConfigurationChosen: (() -> Void)?

    /// A person changed a parameter: the carousel's type goes through
    /// `CarouselLayout.parameters(_:choosing:)`, so that leaving the custom
    /// type restores the built-in type's Auto values.
    private func parameterChanged(_ key: String, _ value: ParameterValue) {
        do {
            if LayoutDescription.designed(playground.layout) != nil, key == CarouselLayout.Key.type.rawValue, case .choice(let id) = value,
               let type = CarouselLayout.CarouselType(rawValue: id) {
                // One step of undo, said as the parameter's title.
                try playground.apply(CarouselLayout.parameters(playground.parameters, choosing: type), name: "Type")
                onConfigurationChosen?()
            } else {
                try playground.setParameter(key, value)
            }
            showHiddenItems()
        } catch {
            // A text that reads but that the layout cannot use (100 / offset)
            // is said under its field, where the person is writing.
            if let show = controls?.textMessages[key] {
                show(ParameterControls.reason(of: error))
            } else {
                onError?("\(error)")
            }
        }
    }

    /// Puts back the value in effect into the text field that has the
    /// keyboard when the field holds a text not yet applied (half typed or
    /// wrong): Ctrl+Z there first takes back that typing, as a field's own
    /// undo would, before any step of the document. False when there is none.
    func revertFocusedTextField() -> Bool {
        guard let controls, let key = controls.focusedKey(), let read = controls.textGetters[key],
              let write = controls.textSetters[key] else { return false }
        let value = playground.parameters[key]
        let current = value == .auto ? "" : value.description
        guard read() != current else { return false }
        write(current)
        return true
    }

    /// The compositional layout's sections, one expander each.
    private(set) lazy var sections = SectionControls(playground: playground) { [weak self] message in
        self?.onError?(message)
    }

    /// The carousel's designer: Edit as Custom, the expression reference, the curves.
    private(set) lazy var designer = CarouselDesigner(playground: playground) { [weak self] message in
        self?.onError?(message)
    }

    /// Shows in the fields of "Auto" parameters what the layout resolved
    /// them to (after a viewport, data or parameter change).
    /// The parameter whose control has the keyboard focus, if any.
    var focusedParameterKey: String? { sections.focusedEditKey() ?? controls?.focusedKey() }

    /// The keys of the parameters the panel shows now.
    var shownKeys: [String] { controls?.shownKeys ?? [] }

    func showEffectiveValues() {
        controls?.showEffectiveValues(of: playground.layout)
        designer.refresh()
        sections.refresh()
    }

    /// Shows the data state (after a load or an insertion).
    func syncData() {
        isSyncing = true
        defer { isSyncing = false }
        let auto = playground.itemCount == nil
        gtk_toggle_button_set_active(cgtk_toggle_button(itemsAuto), auto ? 1 : 0)
        gtk_widget_set_sensitive(itemsSpin, auto ? 0 : 1)
        gtk_spin_button_set_value(cgtk_spin_button(itemsSpin), Double(playground.dataset.itemCount))
        spin?.itemCount = playground.dataset.itemCount
    }

    /// Shows the current index ("3 / 16") and the selection; cheap when
    /// nothing changed, so it may run every frame.
    func showStatus(currentIndex: Int?, itemCount: Int, selection: IndexPath?) {
        let status = currentIndex.map { "\($0 + 1) / \(itemCount)" } ?? "\(itemCount) " + tr("items")
        if status != shownStatus {
            shownStatus = status
            gtk_label_set_text(cgtk_label(statusLabel), status)
        }
        let selected = selection.map { path -> String in
            let title = playground.shownTitle(of: path) ?? "Item \(path.item + 1)"
            return tr("Selected:") + " " + title
        } ?? tr("Nothing selected")
        if selected != shownSelection {
            shownSelection = selected
            gtk_label_set_text(cgtk_label(selectionLabel), selected)
            gtk_widget_set_tooltip_text(selectionLabel, selection == nil ? nil : selected)
        }
    }

    /// Puts the combo on the data actually shown: the layout's own, a
    /// bundled file, or an opened file by its name (the path in the tooltip).
    func showDataSource() {
        isSyncing = true
        defer { isSyncing = false }
        let combo = cgtk_combo_box(datasetCombo)
        switch playground.dataSource {
        case .bundled:
            gtk_combo_box_set_active_id(combo, "bundled")
            gtk_widget_set_tooltip_text(datasetCombo, nil)
        case .file(let path):
            showOpened(id: path, name: path.split(separator: "/").last.map(String.init) ?? path, tooltip: path)
        case .pictures(let paths):
            let name = paths.count == 1 ? paths[0].split(separator: "/").last.map(String.init) ?? paths[0]
                : String(format: tr("%d pictures"), paths.count)
            showOpened(id: Self.picturesPrefix + paths.joined(separator: "\n"), name: name,
                       tooltip: paths.joined(separator: "\n"))
        case .inline:
            // A document's own items: one entry, added the first time.
            if gtk_combo_box_set_active_id(combo, "inline") == 0 {
                gtk_combo_box_text_append(cgtk_combo_box_text(datasetCombo), "inline", tr("The document's items"))
                gtk_combo_box_set_active_id(combo, "inline")
            }
            gtk_widget_set_tooltip_text(datasetCombo, nil)
        }
    }

    /// The combo entry of picture files dropped together: this prefix, then their paths, one a line.
    private static let picturesPrefix = "pictures:"

    /// Shows the opened data as the entry after the bundled ones (one at a time).
    private func showOpened(id: String, name: String, tooltip: String) {
        let combo = cgtk_combo_box(datasetCombo)
        if gtk_combo_box_set_active_id(combo, id) == 0 {
            if openedDatasetEntry != nil {
                gtk_combo_box_text_remove(cgtk_combo_box_text(datasetCombo), bundledEntryCount)
            }
            gtk_combo_box_text_append(cgtk_combo_box_text(datasetCombo), id, name)
            openedDatasetEntry = id
            gtk_combo_box_set_active_id(combo, id)
        }
        gtk_widget_set_tooltip_text(datasetCombo, tooltip)
    }

    private func datasetChosen() {
        guard !isSyncing, let id = Widgets.activeID(datasetCombo), id != "inline" else { return }
        do {
            let source: Playground.DataSource = id == "bundled" ? .bundled
                : id.hasPrefix(Self.picturesPrefix)
                ? .pictures(id.dropFirst(Self.picturesPrefix.count).split(separator: "\n").map(String.init))
                : .file(id)
            try playground.setDataSource(source)
        } catch {
            onError?("\(error)")
            showDataSource()
        }
        syncData()
    }

    private func itemCountChanged() {
        guard !isSyncing else { return }
        let auto = Widgets.isActive(itemsAuto)
        gtk_widget_set_sensitive(itemsSpin, auto ? 0 : 1)
        playground.setItemCount(auto ? nil : Int(gtk_spin_button_get_value(cgtk_spin_button(itemsSpin))))
    }
}
