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
        rebuildParameters()
        showDataSource()
    }

    /// Regenerates the parameter controls for the current layout.
    func rebuildParameters() {
        if let old = controls?.widget { gtk_widget_destroy(old) }
        let type = Swift.type(of: playground.layout)
        gtk_label_set_text(cgtk_label(titleLabel), tr(type.title))
        let controls = ParameterControls(layout: playground.layout) { [weak self] key, value in
            guard let self else { return }
            do { try self.playground.setParameter(key, value) } catch { self.onError?("\(error)") }
        }
        self.controls = controls
        if let carousel = playground.layout as? CarouselLayout, carousel.type != .custom {
            // Right under the type drop-down, the first row.
            let button = editAsCustomButton(carousel)
            Widgets.pack(controls.widget, button)
            gtk_box_reorder_child(cgtk_box(controls.widget), button, 1)
        }
        Widgets.pack(parametersHolder, controls.widget)
        spin = nil
        if SpinControls.offers(playground.layout) {
            let spin = SpinControls(itemCount: playground.dataset.itemCount)
            spin.onSpin = { [weak self] item, minimum in self?.onSpin?(item, minimum) }
            // At the top, where it shows without scrolling the panel.
            Widgets.pack(controls.widget, spin.widget)
            gtk_box_reorder_child(cgtk_box(controls.widget), spin.widget, 0)
            self.spin = spin
        }
        gtk_widget_show_all(controls.widget)
        syncData()
    }

    /// "Edit as Custom": the carousel's current type written as a custom
    /// transform and alpha, to change from there.
    private func editAsCustomButton(_ carousel: CarouselLayout) -> Widget {
        let button = Widgets.button(label: "Edit as Custom")
        Widgets.setAccessibleName(button, "Edit as Custom")
        Widgets.setTooltip(button, "Copy this type's transform and alpha into the custom type's fields")
        onSignal(button, "clicked") { [weak self] in
            guard let self else { return }
            let written = carousel.customExpressions(for: carousel.type)
            var parameters = carousel.parameters
            do {
                try parameters.set(CarouselLayout.Key.type.rawValue, text: CarouselLayout.CarouselType.custom.rawValue)
                try parameters.set(CarouselLayout.Key.transform.rawValue, text: written.transform)
                try parameters.set(CarouselLayout.Key.alpha.rawValue, text: written.alpha)
                // What the built-in type resolved on its own stays, so the picture does not change.
                for key in [CarouselLayout.Key.visibleItems, .wrap, .showBackfaces]
                where carousel.parameters[key] == .auto {
                    if let value = carousel.effectiveValue(forKey: key.rawValue) { try parameters.set(key.rawValue, value) }
                }
                try self.playground.apply(parameters)
            } catch {
                self.onError?("\(error)")
            }
        }
        return button
    }

    /// Shows in the fields of "Auto" parameters what the layout resolved
    /// them to (after a viewport, data or parameter change).
    /// The keys of the parameters the panel shows now.
    var shownKeys: [String] { controls?.shownKeys ?? [] }

    func showEffectiveValues() {
        controls?.showEffectiveValues(of: playground.layout)
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
            let title = playground.dataset.item(at: path)?.title ?? "Item \(path.item + 1)"
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
            if gtk_combo_box_set_active_id(combo, path) == 0 {
                // One opened file at a time: it is the entry after the bundled ones.
                if openedDatasetEntry != nil {
                    gtk_combo_box_text_remove(cgtk_combo_box_text(datasetCombo), bundledEntryCount)
                }
                let name = path.split(separator: "/").last.map(String.init) ?? path
                gtk_combo_box_text_append(cgtk_combo_box_text(datasetCombo), path, name)
                openedDatasetEntry = path
                gtk_combo_box_set_active_id(combo, path)
            }
            gtk_widget_set_tooltip_text(datasetCombo, path)
        }
    }

    private func datasetChosen() {
        guard !isSyncing, let id = Widgets.activeID(datasetCombo) else { return }
        do {
            try playground.setDataSource(id == "bundled" ? .bundled : .file(id))
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
