import CollectionLayout
import CollectionRendering
import class Foundation.FileManager
#if canImport(Glibc)
import Glibc
#endif

/// The app's model: the document a person edits (`DocumentState`: the
/// layout, every layout's parameters, the data) with its undo history, and
/// the view of it (the prepared layout, the shown items, the viewport, the
/// selection). Every change goes through an edit the history can take back;
/// observers hear what changed and the canvas animates from the old
/// attributes to the new ones.
final class Playground {
    typealias DataSource = DataState.Source

    /// The document: what Save writes and undo steps through.
    /// (Changed only through edits: see Playground+Editing.swift.)
    var document: DocumentState
    /// The document's edits, for undo and redo.
    /// (Changed only through `commit`, `undo` and `redo`.)
    var history = EditHistory()
    /// The history's state when the document was last saved or opened.
    private var savedState = 0
    /// Whether the document changed since it was saved or opened.
    var isModified: Bool { history.state != savedState }
    /// The document's state is what is on disk now.
    func markSaved() {
        savedState = history.state
        onHistoryChange?()
    }
    /// The document is not what any file holds (work restored from a
    /// draft): unsaved until it is saved.
    func markUnsaved() {
        savedState = -1
        onHistoryChange?()
    }
    /// Shows the card stack with item `i` on top (undoing or redoing a
    /// throw); set by the canvas, which owns the offset.
    var onShowDeckItem: ((Int) -> Void)?
    /// Called after every edit, undo, redo, save or new document: what the
    /// title's unsaved mark and the Undo/Redo items show.
    var onHistoryChange: (() -> Void)?

    var dataSource: DataSource { document.data.source }
    var itemCount: Int? { document.data.itemCount }
    /// The dataset as loaded or edited, before repetition and flattening.
    var baseDataset: Dataset { document.data.base }
    /// What the layout shows: repeated to `itemCount`, flattened for
    /// layouts without sections.
    var dataset: Dataset
    var layout: any CollectionLayout
    private(set) var viewport: Size
    var selection: IndexPath?
    /// Measures tags; set by the renderer so sizes match what is drawn.
    var textMeasurer: any TextMeasuring = EstimatedTextMeasurer()
    /// Why the last change happened: observers restore their controls when
    /// undo or redo changed a value, or a preset or an example replaced the
    /// parameters (they follow a person's own changes of one control).
    var cause = Cause.person
    /// The item an undone or redone edit changed, to select and show (nil
    /// for other changes).
    var revealedItem: IndexPath?

    enum Cause {
        case person
        case history
        /// A whole set of parameters at once (a preset, an example, a type).
        case replacement
    }

    private var observers: [(Change) -> Void] = []
    private var willChangeObservers: [(Change) -> Void] = []

    /// What changed, so observers can decide how to react.
    enum Change {
        case layout
        case parameters
        case data
        case viewport
        /// The picture behind the canvas (`DocumentState.reference`).
        case reference
    }

    /// The configuration's assignments apply over the app's showcase values.
    ///
    /// - Parameter textMeasurer: sizes tags; the renderer's own (Pango) in the
    ///   app, so the one `prepare` at start already has the drawn sizes.
    /// - Parameter deferringItems: leave the items as the source holds them
    ///   and the layout unprepared, for `makeItemsInBackground()`: everything
    ///   that can fail is checked here, the large work waits.
    init(configuration: ViewConfiguration, textMeasurer: any TextMeasuring = EstimatedTextMeasurer(),
         deferringItems: Bool = false) throws {
        self.textMeasurer = textMeasurer
        var parameters: [LayoutKind: LayoutParameters] = [:]
        var configuration = configuration
        configuration.assignments = Self.showcaseAssignments(for: configuration.layoutKind) + configuration.assignments
        let layout = try configuration.makeLayout()
        parameters[configuration.layoutKind] = layout.parameters
        let source: DataSource = configuration.datasetPath.map { .file($0) } ?? .bundled
        let data = DataState(source: source, base: try configuration.loadSourceDataset(),
                             itemCount: configuration.itemCount)
        document = DocumentState(layoutKind: configuration.layoutKind, parameters: parameters, data: data)
        viewport = configuration.viewport
        layoutDirection = configuration.layoutDirection
        self.layout = layout
        dataset = data.base
        if !deferringItems {
            rebuildDataset()
            prepare()
        }
    }

    /// Repeats the items to their count and prepares the layout for them on
    /// another thread (`ItemsInBackground`); the function returned waits for
    /// them and shows them. Until it is called nothing may read or change
    /// the playground.
    func makeItemsInBackground() -> () -> Void {
        applyEstimateMode(to: layout)
        let work = ItemsInBackground(base: baseDataset, itemCount: itemCount, layout: layout, viewport: viewport,
                                     textMeasurer: textMeasurer, layoutDirection: layoutDirection)
        return { [self] in
            dataset = work.wait()
            Self.returnFreedMemory(after: dataset.itemCount)
        }
    }

    func observe(_ body: @escaping (Change) -> Void) {
        observers.append(body)
    }

    /// Calls `body` just before each change, while the layout is still as
    /// it was (e.g. to note the item in focus).
    func observeWillChange(_ body: @escaping (Change) -> Void) {
        willChangeObservers.append(body)
    }

    func notify(_ change: Change) {
        for observer in observers { observer(change) }
    }

    func notifyWillChange(_ change: Change) {
        for observer in willChangeObservers { observer(change) }
    }

    /// Whether the items stay the same when switching layouts (a dataset
    /// file is shown, not each layout's own bundled data).
    var keepsItemsAcrossLayouts: Bool { dataSource != .bundled }

    var parameters: LayoutParameters { layout.parameters }

    /// The layout shown.
    var layoutKind: LayoutKind { document.layoutKind }

    /// The look the renderer draws the layout in.
    var sceneStyle: SceneStyle { .layout(layoutKind) }

    /// Why the layout cannot show the current data in the viewport, or nil.
    var limitation: LayoutError? { layout.limitation(for: context) }
    /// What the item count, viewport and direction rule out: asked after a
    /// batch update, which must not build a million items' context.
    var countLimitation: LayoutError? {
        layout.limitation(itemCount: dataset.itemCount, viewport: viewport, layoutDirection: layoutDirection)
    }

    // MARK: Changes a person makes (each one an edit undo takes back)

    /// Switches to another layout, with the parameters it had last time
    /// and, for bundled data, the data as it was left there.
    func selectLayout(_ kind: LayoutKind) throws {
        guard kind != layoutKind else { return }
        try commit(.layout(from: layoutKind, to: kind))
    }

    /// Switches to layout `kind` (the shown one when nil) with exactly
    /// `parameters`, which are that layout's (a preset, Edit as Custom);
    /// `name` is what Undo says.
    func apply(_ parameters: LayoutParameters, of kind: LayoutKind? = nil, name: String = "Preset") throws {
        let kind = kind ?? layoutKind
        var edits: [DocumentEdit] = []
        var state = document
        if kind != layoutKind {
            edits.append(.layout(from: layoutKind, to: kind))
            try state.switchLayout(to: kind)
        }
        let before = state.currentParameters
        if before != parameters { edits.append(.parameters(before: before, after: parameters, name: name, key: nil)) }
        guard !edits.isEmpty else { return }
        cause = .replacement
        defer { cause = .person }
        try commit(edits.count == 1 ? edits[0] : .group(edits, name: name))
    }

    /// Sets one parameter of the current layout (validated); changes of one
    /// parameter in quick succession are one step of undo, called `name`
    /// (the parameter's title when nil). `editKey` (the key when nil) is
    /// what joins quick changes into one step: the panel's section
    /// controls give each section's entry of a list its own.
    func setParameter(_ key: String, _ value: ParameterValue, name: String? = nil, editKey: String? = nil) throws {
        var parameters = layout.parameters
        try parameters.set(key, value)
        guard parameters != layout.parameters else { return }
        let candidate = type(of: layout).init(parameters: parameters)
        // A configuration the layout cannot show (a seed wheel of too many rows) is refused.
        if let problem = candidate.limitation(for: context) { throw problem }
        let name = name ?? (try? parameters.spec(key).title) ?? key
        try commit(.parameters(before: layout.parameters, after: parameters, name: name, key: editKey ?? key))
    }

    /// Sets several parameters of the current layout at once (the keylines
    /// dragged on the canvas): changes with the same `key` in quick
    /// succession, or while `beginFieldEdit(key)` holds, are one step of
    /// undo called `name`.
    func setParameters(_ parameters: LayoutParameters, name: String, key: String) throws {
        guard parameters.layoutID == layout.parameters.layoutID, parameters != layout.parameters else { return }
        let candidate = type(of: layout).init(parameters: parameters)
        if let problem = candidate.limitation(for: context) { throw problem }
        try commit(.parameters(before: layout.parameters, after: parameters, name: name, key: key))
    }

    /// Shows the data of `source`; on failure nothing changes.
    func setDataSource(_ source: DataSource) throws {
        let loaded: Dataset
        switch source {
        case .bundled:
            loaded = try document.keptData[DocumentState.bundledName(of: layoutKind)]?.base ?? Self.bundledDataset(for: layoutKind)
        case .file(let path): loaded = try Self.loadDataset(path: path)
        case .inline: return
        case .pictures(let paths): loaded = try DatasetLoader.load(pictures: paths)
        }
        try setData(DataState(source: source, base: loaded, itemCount: itemCount), name: "Dataset")
    }

    /// Shows `data` (a dataset or picture folder opened, a document's own
    /// data) as one undoable step named `name`.
    func setData(_ data: DataState, name: String) throws {
        try commit(.source(before: document.data, after: data, name: name))
    }

    /// Repeats the data to `count` items (nil: the dataset as it is).
    func setItemCount(_ count: Int?) {
        let count = count.map { min(max(0, $0), ViewConfiguration.maximumItems) }
        guard count != itemCount else { return }
        var after = document.data
        after.itemCount = count
        try? commit(.source(before: document.data, after: after, name: "Item Count"))
    }

    /// Loads a dataset file by path, or a bundled one by its bare name.
    static func loadDataset(path: String) throws -> Dataset {
        let resolved = path.contains("/") ? path : (ResourceLocator.dataset(named: path) ?? path)
        return try DatasetLoader.load(path: resolved)
    }

    // MARK: Updates being shown

    /// The update being announced as `.data`: the layout and data before it
    /// and the mapping, for the canvas to animate; nil for other changes.
    var pendingUpdate: PendingUpdate?

    /// An update being shown: the layout and data before it, where every
    /// item went, and whether the view keeps its offset (an item carried by
    /// the pointer) rather than the item in focus.
    struct PendingUpdate {
        let layout: any CollectionLayout
        let dataset: Dataset
        let mapping: UpdateMapping
        let keepsOffset: Bool
    }

    /// An item being carried: the document's data and the shown items when
    /// it was picked up (its slot moves are shown, not yet an edit), and
    /// the flat index it was picked up from and is shown at now, while
    /// every slot move has moved that one item (nil once one has not).
    struct Carry {
        let data: DataState
        let before: Dataset
        let origin: Int
        var position: Int?
    }

    /// The item being carried, if any.
    var carry: Carry?

    /// Where the view should be once an opened document is shown (read
    /// while `.layout` is announced); nil otherwise.
    var requestedOffset: Point?
    /// True while `.layout` announces a document opened or started anew:
    /// views start from its state (its shelves' offsets), not the last one's.
    var isReplacingDocument = false

    /// Which way horizontal layouts run: from the configuration, then GTK's
    /// text direction (the locale's, or `--direction`).
    var layoutDirection = LayoutDirection.leftToRight

    /// Lays out for `direction`, from the start (the first item in view).
    func setLayoutDirection(_ direction: LayoutDirection) {
        guard direction != layoutDirection else { return }
        notifyWillChange(.layout)
        layoutDirection = direction
        prepare()
        notify(.layout)
    }

    func resize(_ size: Size) {
        guard size != viewport, size.width >= 1, size.height >= 1 else { return }
        notifyWillChange(.viewport)
        let old = Rect(origin: .zero, size: viewport)
        viewport = size
        if layout.shouldInvalidate(forBoundsChange: Rect(origin: .zero, size: size), from: old) {
            prepare()
        }
        notify(.viewport)
    }

    func rebuildDataset() {
        dataset = Self.shownItems(of: baseDataset, itemCount: itemCount, layout: layout)
    }

    /// What `layout` shows of `base`: repeated to `itemCount`, flattened for
    /// a layout without sections.
    static func shownItems(of base: Dataset, itemCount: Int?, layout: any CollectionLayout) -> Dataset {
        let items = ViewConfiguration.repeating(base, toCount: itemCount)
        return type(of: layout).usesSections ? items : items.flattened()
    }

    /// What the layout is prepared with.
    var context: LayoutContext {
        dataset.context(viewport: viewport, textMeasurer: textMeasurer, layoutDirection: layoutDirection)
    }

    func prepare() {
        applyEstimateMode(to: layout)
        layout.prepare(context)
        Self.returnFreedMemory(after: dataset.itemCount)
    }

    /// Gives the pages a large preparation freed back to the system. The
    /// items' metrics a layout is prepared with are made section by section
    /// (62,500 small arrays for a million tags) and freed once it is
    /// prepared; the allocator keeps such pages for the process, so without
    /// this a million-item flow held about 1.6 times its own memory.
    static func returnFreedMemory(after itemCount: Int) {
        #if canImport(Glibc)
        // glibc's malloc_trim, which its Swift module does not declare (RTLD_DEFAULT is null).
        guard itemCount >= 100_000, let trim = dlsym(nil, "malloc_trim") else { return }
        _ = unsafeBitCast(trim, to: (@convention(c) (Int) -> Int32).self)(0)
        #endif
    }

    /// Whether estimated heights wait until their items are first shown
    /// (the app's canvas resolves them as it draws, see `EstimateAnchoring`);
    /// false resolves them all when the layout is prepared, as the command
    /// line does.
    var resolvesEstimatesLazily = false

    /// Sets `layout` (before it is prepared) to resolve estimates as this playground does.
    func applyEstimateMode(to layout: any CollectionLayout) {
        LayoutDescription.shelves(layout)?.resolvesEstimatesLazily = resolvesEstimatesLazily
    }

    /// Prepares again, e.g. after the text measurer changed.
    func refresh() {
        notifyWillChange(.parameters)
        prepare()
        notify(.parameters)
    }

    /// What the app shows of a layout at first, over the library's defaults.
    static func showcaseAssignments(for kind: LayoutKind) -> [String] {
        LayoutDescription.of(kind).showcaseAssignments
    }

    static func bundledDataset(for kind: LayoutKind) throws -> Dataset {
        guard let path = ResourceLocator.dataset(named: LayoutDescription.of(kind).bundledDataset) else {
            return .placeholder(count: 16)
        }
        return try Dataset.load(path: path)
    }

    /// The names of the bundled dataset files.
    static var bundledDatasetNames: [String] {
        guard let dir = ResourceLocator.resourcesDirectory(),
              let names = try? FileManager.default.contentsOfDirectory(atPath: dir + "/datasets") else { return [] }
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }
}
