import CGtk
import CollectionLayout
import struct Foundation.URL

/// The main window: a header bar with the layout switcher, the panel toggle
/// and the menu; the canvas with its info bar; the collapsible side panel.
@MainActor
final class MainWindow {
    let window: Widget
    let playground: Playground
    let canvas: Canvas
    let panel: SidePanel
    let trace: TraceLog

    /// `{"event":"help","page":P}` when the help page is asked for.
    func traceHelp(_ page: String) {
        trace.emit(.object([("event", .string("help")), ("page", .string(page))]))
    }
    private let revealer: Widget
    private let infoBar: Widget
    private let infoLabel: Widget
    /// Successes (an export, Copy as Swift), said for a moment over the canvas.
    let toast = Toast()
    private let switcher: LayoutSwitcher
    private var flap: PanelFlap?
    private var adaptation: WindowAdaptation?
    private var panelToggle: Widget?
    private var keeper: SettingsKeeper?
    let settingsStore: SettingsStore
    /// The document's file, or nil for an untitled one.
    var documentPath: String?
    /// Keys of the opened document this version does not know, written back on save.
    var documentUnknown = LayoutDocument.UnknownKeys()
    /// The document's name in the header bar.
    let documentLabel = Widgets.label("", css: "dim-label")
    /// The main menu's Undo and Redo items, and its recent documents.
    let editSection = g_menu_new()!
    let recentSection = g_menu_new()!
    /// Keeps unsaved work as a draft; the bar that offers a draft left over.
    var drafts: DraftKeeper?
    let draftOffer = DraftOffer()
    var offeredDraft: DraftStore.Draft?
    var shownTitle = ""
    var shownUndo = ""
    var shownRedo = ""

    init(application: UnsafeMutablePointer<GtkApplication>, playground: Playground, options: AppOptions) {
        self.playground = playground
        trace = options.trace
        settingsStore = options.settingsStore
        window = gtk_application_window_new(application)!
        gtk_window_set_title(cgtk_window(window), tr("Layout Playground"))
        AppIcon.installBundledIcons()
        panel = SidePanel(playground: playground)
        canvas = Canvas(playground: playground, insight: panel.insight, trace: options.trace)
        canvas.traceFrames = options.traceFrames
        revealer = gtk_revealer_new()!
        infoBar = gtk_info_bar_new()!
        gtk_info_bar_set_message_type(cgtk_info_bar(infoBar), GTK_MESSAGE_ERROR)
        gtk_info_bar_set_show_close_button(cgtk_info_bar(infoBar), 1)
        infoLabel = Widgets.label("")
        gtk_label_set_line_wrap(cgtk_label(infoLabel), 1)
        Widgets.setAccessibleName(infoLabel, "Error message")
        Widgets.add(gtk_info_bar_get_content_area(cgtk_info_bar(infoBar)), infoLabel)
        // Shown and hidden outright: a revealed-property transition would map its
        // content a frame late, and pointer events can reach it unrealized. Its
        // content is made visible once here; the window's show-all then leaves
        // the bar itself hidden until there is something to say.
        gtk_widget_show_all(infoBar)
        gtk_widget_hide(infoBar)
        gtk_widget_set_no_show_all(infoBar, 1)

        let header = gtk_header_bar_new()!
        gtk_header_bar_set_show_close_button(cgtk_header_bar(header), 1)
        gtk_header_bar_set_title(cgtk_header_bar(header), tr("Layout Playground"))
        gtk_window_set_titlebar(cgtk_window(window), header)

        Widgets.ellipsize(documentLabel, maxWidthChars: 24)
        Widgets.setAccessibleName(documentLabel, "Document")
        gtk_header_bar_pack_start(cgtk_header_bar(header), documentLabel)
        switcher = LayoutSwitcher(current: playground.layoutKind)
        gtk_header_bar_set_custom_title(cgtk_header_bar(header), switcher.widget)

        let panelToggle = Widgets.toggleButton("view-dual-symbolic", tooltip: "Show the side panel (F9)")
        gtk_toggle_button_set_active(cgtk_toggle_button(panelToggle), 1)
        gtk_header_bar_pack_end(cgtk_header_bar(header), panelToggle)

        // The info bar floats over the canvas, so showing it does not resize the view.
        let canvasOverlay = gtk_overlay_new()!
        Widgets.add(canvasOverlay, canvas.widget)
        // The error bar and the kept-work offer, one above the other at the top.
        let bars = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 0)
        Widgets.pack(bars, infoBar)
        Widgets.pack(bars, draftOffer.widget)
        gtk_widget_set_valign(bars, GTK_ALIGN_START)
        gtk_overlay_add_overlay(cgtk_overlay(canvasOverlay), bars)
        gtk_overlay_add_overlay(cgtk_overlay(canvasOverlay), toast.widget)
        gtk_overlay_add_overlay(cgtk_overlay(canvasOverlay), canvas.announcer.widget)
        gtk_overlay_set_overlay_pass_through(cgtk_overlay(canvasOverlay), canvas.announcer.widget, 1)
        gtk_revealer_set_transition_type(cgtk_revealer(revealer), GTK_REVEALER_TRANSITION_TYPE_SLIDE_LEFT)
        gtk_revealer_set_reveal_child(cgtk_revealer(revealer), 1)
        Widgets.add(revealer, panel.widget)
        // Beside the canvas in a wide window, over it in a narrow one.
        let flap = PanelFlap(canvasOverlay: canvasOverlay, revealer: revealer, toggle: panelToggle)
        Widgets.add(window, flap.body)

        onSignal(panelToggle, "toggled") { [weak self] in
            guard let self else { return }
            gtk_revealer_set_reveal_child(cgtk_revealer(self.revealer), Widgets.isActive(panelToggle) ? 1 : 0)
        }
        onResponse(infoBar) { [weak self] _ in self?.hideError() }
        onSignal(infoBar, "close") { [weak self] in self?.hideError() }
        panel.onError = { [weak self] in self?.showError($0) }
        panel.onOpenDataset = { [weak self] in self?.openDataset() }
        panel.onSpin = { [weak self] item, minimum in self?.canvas.spin(to: item, passing: minimum) }
        panel.onConfigurationChosen = { [weak self] in self?.canvas.showDepth() }
        connectGestureControls()
        switcher.onSelect = { [weak self] kind in
            guard let self else { return }
            do { try self.playground.selectLayout(kind) } catch { self.showError("\(error)") }
        }
        canvas.events.onStatus = { [weak self] index, selection in
            guard let self else { return }
            self.panel.showStatus(currentIndex: index, itemCount: self.playground.dataset.itemCount, selection: selection)
        }
        panel.plot.history = canvas.motionHistory
        canvas.events.onMotionSample = { [weak self] in
            guard let self else { return }
            self.panel.plot.redraw()
            self.panel.designer.contentMoved()
            // Every frame, so the panel's "n / N" moves with the canvas's pill, not only at rest.
            let canvas = self.canvas
            self.panel.showStatus(currentIndex: canvas.layout.currentIndex(at: canvas.scroller.offset),
                                  itemCount: self.playground.dataset.itemCount, selection: self.playground.selection)
        }
        canvas.events.onInspect = { [weak self] in
            let estimate = $0.flatMap { a in
                a.category == .cell ? self.flatMap { LayoutDescription.shelves($0.canvas.layout) }?.heightEstimate(of: a.indexPath) : nil
            }
            let correction = self.flatMap { $0.canvas.offsetCorrection.made(on: $0.canvas.layout) }
            self?.panel.inspector.show($0, estimate: estimate, correction: $0 == nil ? nil : correction)
            self?.panel.designer.inspectedItem = $0?.indexPath.item
        }
        panel.designer.contentOffset = { [weak canvas] in canvas?.scroller.offset ?? .zero }
        panel.designer.onPosingChanged = { [weak canvas] on in
            canvas?.poseMode.isOn = on
            // The item in focus starts selected: its knobs show.
            canvas?.poseMode.selected = on ? 0 : nil
            canvas?.redraw()
        }
        canvas.events.onError = { [weak self] in self?.showError($0) }
        playground.observe { [weak self] change in self?.playgroundChanged(change) }
        playground.onHistoryChange = { [weak self] in self?.documentChanged() }
        self.panelToggle = panelToggle
        self.flap = flap
        adaptation = WindowAdaptation(window: window, header: header, flap: flap, switcher: switcher)
        installActions(application: application, header: header)
        closeReferenceOnEscape()
        installDropTarget()
        for (index, kind) in LayoutKind.allCases.enumerated() where index < 9 {
            addAction(window, "layout-\(kind.id)") { [weak self] in
                guard let self else { return }
                do { try self.playground.selectLayout(kind) } catch { self.showError("\(error)") }
            }
            cgtk_set_accel(application, "win.layout-\(kind.id)", "<Primary>\(index + 1)")
        }

        let area = Self.workArea()
        if !options.canvasSizeGiven {
            // A size remembered from a larger screen (or a larger scale) is
            // brought within this one; without one, the canvas's starting
            // size beside the panel, as far as the screen allows.
            let size = options.settings.windowWidth.flatMap { w in options.settings.windowHeight.map { (w, $0) } }
                ?? (Int(options.canvasSize.width) + Self.panelRoom, Int(options.canvasSize.height) + Self.headerRoom)
            gtk_window_set_default_size(cgtk_window(window), Int32(min(size.0, area.width)), Int32(min(size.1, area.height)))
        } else {
            // The canvas starts at the asked size; once shown, the window may shrink freely.
            let size = options.canvasSize
            gtk_widget_set_size_request(canvas.widget, Int32(size.width), Int32(size.height))
            canvas.events.onReady = { [weak self] in
                guard let self else { return }
                gtk_widget_set_size_request(self.canvas.widget, 1, 1)
            }
        }
        gtk_toggle_button_set_active(cgtk_toggle_button(panelToggle), options.settings.panelVisible ? 1 : 0)
        keeper = SettingsKeeper(store: options.settingsStore, playground: playground, window: window)
        keeper?.panelVisible = options.settings.panelVisible
        // Kept as it was until the window is resized: a session that never
        // resizes it does not forget it.
        if let w = options.settings.windowWidth, let h = options.settings.windowHeight { keeper?.remember(width: w, height: h) }
        keeper?.onError = { [weak self] in self?.showError($0) }
        keeper?.onSaveTried = { [weak self] in self?.trace.settingsSaved($0) }
        // Recorded as it changes, while the widgets live: what a wide window would show.
        onSignal(panelToggle, "toggled") { [weak self] in
            guard let self else { return }
            self.keeper?.panelVisible = self.flap?.wantsPanel ?? Widgets.isActive(panelToggle)
            self.keeper?.scheduleSave()
        }
        gtk_widget_show_all(window)
        gtk_revealer_set_reveal_child(cgtk_revealer(revealer), options.settings.panelVisible ? 1 : 0)
        if let warning = options.startupWarning { showError(warning, type: GTK_MESSAGE_WARNING) }
        documentChanged()
        if let path = options.documentPath { openDocument(path: path) }
        startKeepingDrafts(dataFolder: options.dataFolder)
        if trace.isEnabled { WidgetTrace(root: window, trace: trace).start() }
    }

    /// About what the side panel and the header bar take beside and above
    /// the canvas, in points: a new window's size from its canvas's.
    static let panelRoom = 330
    static let headerRoom = 50

    /// The size of the primary monitor's work area (or the first monitor's),
    /// in points; unbounded without a display.
    static func workArea() -> (width: Int, height: Int) {
        guard let display = gdk_display_get_default(),
              let monitor = gdk_display_get_primary_monitor(display) ?? gdk_display_get_monitor(display, 0) else {
            return (Int.max, Int.max)
        }
        var rect = GdkRectangle()
        gdk_monitor_get_workarea(monitor, &rect)
        guard rect.width > 0, rect.height > 0 else { return (Int.max, Int.max) }
        return (Int(rect.width), Int(rect.height))
    }

    /// Writes the settings now (at exit; touches no widget).
    func saveSettings() {
        keeper?.saveNow()
    }

    func present() {
        gtk_window_present(cgtk_window(window))
    }

    /// Shows `message` in the info bar above the canvas.
    func showError(_ message: String, type: GtkMessageType = GTK_MESSAGE_ERROR) {
        trace.error(message)
        gtk_info_bar_set_message_type(cgtk_info_bar(infoBar), type)
        gtk_label_set_text(cgtk_label(infoLabel), tr(message))
        // `gtk_widget_show_all` would stop at the bar's no-show-all flag.
        gtk_widget_show(infoBar)
    }

    func hideError() {
        gtk_widget_hide(infoBar)
    }

    private func playgroundChanged(_ change: Playground.Change) {
        documentChanged()
        // A layout that cannot show the data (e.g. a seed wheel of a million rows) says why.
        if change != .viewport, let problem = change == .data ? playground.countLimitation : playground.limitation {
            showError("\(problem)", type: GTK_MESSAGE_WARNING)
        }
        switch change {
        case .layout:
            panel.rebuildParameters()
            panel.showDataSource()
            // The inspected element belonged to the old layout.
            panel.inspector.show(nil)
            switcher.show(playground.layoutKind)
        case .data:
            if playground.cause == .history { panel.showDataSource() }
            panel.syncData()
            panel.inspector.show(nil)
            canvas.reinspect()
            panel.showEffectiveValues()
        case .parameters:
            // Undo, redo and presets change values the controls show; a
            // carousel's type decides which of its keys count.
            if playground.cause != .person || panel.shownKeys != playground.parameters.specs.map(\.key).filter(playground.layout.usesParameter) {
                panel.rebuildParameters()
            } else if canvas.keylineEdit != nil {
                // The keylines dragged on the canvas: their field follows.
                panel.showTextValue(forKey: KeylineLayout.Key.keylines.rawValue)
            } else if canvas.poseMode.drag != nil {
                // An item posed on the canvas: the expressions follow.
                panel.showTextValue(forKey: CarouselLayout.Key.transform.rawValue)
                panel.showTextValue(forKey: CarouselLayout.Key.alpha.rawValue)
            }
            panel.showEffectiveValues()
            canvas.reinspect()
        case .viewport:
            panel.showEffectiveValues()
        case .reference:
            panel.designer.refresh()
        }
    }

    /// Shows or hides the side panel (F9).
    func togglePanel() {
        guard let toggle = panelToggle else { return }
        gtk_toggle_button_set_active(cgtk_toggle_button(toggle), Widgets.isActive(toggle) ? 0 : 1)
    }

    /// The presets dialog.
    func showPresets() {
        let store = PresetStore(folder: settingsStore.presetsFolder)
        PresetsDialog(parent: window, store: store, playground: playground).present()
    }

    /// A file chooser for a dataset JSON; a bad file shows its error and
    /// keeps the data shown.
    func openDataset() {
        if let path = FileDialog.choose(parent: window, title: "Open Dataset", saving: false,
                                        folder: datasetFolder, filters: [("JSON datasets", ["*.json"])]) {
            loadDataset(path: path)
        }
    }

    /// Where Open Dataset starts: the folder of the file shown, else the
    /// bundled datasets.
    private var datasetFolder: String? {
        if case .file(let path) = playground.dataSource, path.contains("/") {
            return URL(fileURLWithPath: path).deletingLastPathComponent().path
        }
        return ResourceLocator.resourcesDirectory().map { $0 + "/datasets" }
    }

    /// Loads a dataset file or a folder of pictures, or shows why it cannot.
    func loadDataset(path: String) {
        use(.file(path))
    }

    /// Shows the data of `source`, or says why it cannot.
    func use(_ source: Playground.DataSource) {
        do {
            try playground.setDataSource(source)
            hideError()
        } catch {
            showError("Could not open the dataset: \(error)")
        }
        panel.showDataSource()
        panel.syncData()
    }
}
