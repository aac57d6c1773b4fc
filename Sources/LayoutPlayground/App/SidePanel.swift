import CGtk
import CollectionLayout

/// The collapsible side panel: the layout's parameters (generated from its
/// specs), the data (bundled or opened datasets, item count), the current
/// index and selection, and the insight toggles.
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
    /// Reports a failure the window shows in its info bar.
    var onError: ((String) -> Void)?
    /// Asks the window to open a dataset file chooser.
    var onOpenDataset: (() -> Void)?
    private var isSyncing = false
    /// The panel's width in points.
    static let width: Int32 = 340
    /// The most items the panel offers: the scale the layouts are measured at
    /// (the command line accepts more).
    static let maximumItems = 1_000_000

    init(playground: Playground) {
        self.playground = playground
        let scroller = gtk_scrolled_window_new(nil, nil)!
        // A fixed width: the canvas, not the panel, takes what the window gains.
        gtk_scrolled_window_set_policy(cgtk_scrolled_window(scroller), GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_min_content_width(cgtk_scrolled_window(scroller), Self.width)
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
        Widgets.setAccessibleName(datasetCombo, "Dataset")
        gtk_widget_set_hexpand(datasetCombo, 1)
        let openButton = Widgets.iconButton("document-open-symbolic", tooltip: "Open a dataset file")
        gtk_grid_attach(cgtk_grid(dataGrid), Widgets.label("Dataset"), 0, 0, 1, 1)
        gtk_grid_attach(cgtk_grid(dataGrid), datasetCombo, 1, 0, 1, 1)
        gtk_grid_attach(cgtk_grid(dataGrid), openButton, 2, 0, 1, 1)
        itemsSpin = Widgets.spinButton(min: 0, max: Double(Self.maximumItems), step: 1,
                                       value: Double(playground.dataset.itemCount), digits: 0)
        Widgets.setAccessibleName(itemsSpin, "Item count")
        Widgets.passScrollUnlessFocused(itemsSpin)
        Widgets.passScrollUnlessFocused(datasetCombo)
        itemsAuto = gtk_check_button_new_with_label("As in data")!
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
        Widgets.pack(column, statusLabel)
        Widgets.pack(column, selectionLabel)

        Widgets.pack(column, Widgets.separator())
        insight = InsightControls()
        Widgets.pack(column, insight.widget)
        Widgets.pack(column, Widgets.label("Offset (blue) and velocity (orange)", css: "dim-label"))
        Widgets.pack(column, plot.widget)
        Widgets.pack(column, Widgets.separator())
        Widgets.pack(column, inspector.widget)

        onSignal(datasetCombo, "changed") { [weak self] in self?.datasetChosen() }
        onSignal(openButton, "clicked") { [weak self] in self?.onOpenDataset?() }
        onSignal(itemsSpin, "value-changed") { [weak self] in self?.itemCountChanged() }
        onSignal(itemsAuto, "toggled") { [weak self] in self?.itemCountChanged() }
        rebuildParameters()
    }

    /// Regenerates the parameter controls for the current layout.
    func rebuildParameters() {
        if let old = controls?.widget { gtk_widget_destroy(old) }
        let type = Swift.type(of: playground.layout)
        gtk_label_set_text(cgtk_label(titleLabel), type.title)
        let controls = ParameterControls(parameters: playground.parameters) { [weak self] key, value in
            guard let self else { return }
            do { try self.playground.setParameter(key, value) } catch { self.onError?("\(error)") }
        }
        self.controls = controls
        Widgets.pack(parametersHolder, controls.widget)
        gtk_widget_show_all(controls.widget)
        syncData()
    }

    /// Shows the data state (after a load or an insertion).
    func syncData() {
        isSyncing = true
        defer { isSyncing = false }
        let auto = playground.itemCount == nil
        gtk_toggle_button_set_active(cgtk_toggle_button(itemsAuto), auto ? 1 : 0)
        gtk_widget_set_sensitive(itemsSpin, auto ? 0 : 1)
        gtk_spin_button_set_value(cgtk_spin_button(itemsSpin), Double(playground.dataset.itemCount))
    }

    /// Shows the current index ("3 / 16") and the selection.
    func showStatus(currentIndex: Int?, itemCount: Int, selection: IndexPath?) {
        let status = currentIndex.map { "\($0 + 1) / \(itemCount)" } ?? "\(itemCount) items"
        gtk_label_set_text(cgtk_label(statusLabel), status)
        let selected = selection.map { path -> String in
            let title = playground.dataset.item(at: path)?.title ?? "Item \(path.item + 1)"
            return "Selected: \(title)"
        } ?? "Nothing selected"
        gtk_label_set_text(cgtk_label(selectionLabel), selected)
    }

    /// Puts the combo back on the data actually shown (after a failed load).
    func showDataSource() {
        isSyncing = true
        defer { isSyncing = false }
        switch playground.dataSource {
        case .bundled: gtk_combo_box_set_active_id(cgtk_combo_box(datasetCombo), "bundled")
        case .file(let name):
            if gtk_combo_box_set_active_id(cgtk_combo_box(datasetCombo), name) == 0 {
                gtk_combo_box_set_active(cgtk_combo_box(datasetCombo), -1)
            }
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
