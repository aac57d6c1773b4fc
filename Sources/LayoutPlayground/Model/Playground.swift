import CollectionLayout
import class Foundation.FileManager

/// The app's state: the chosen layout and its parameters (remembered per
/// layout), the data, the viewport and the selection. Every change rebuilds
/// and prepares the layout and tells the observers; the canvas animates from
/// the old attributes to the new ones.
final class Playground {
    /// Where the items come from.
    enum DataSource: Equatable {
        /// The layout's bundled dataset.
        case bundled
        /// A bundled dataset by file name, or any dataset file by path.
        case file(String)
    }

    /// The parameters the other layouts had when the person left them; the
    /// current layout's are its own (`layout.parameters`), held nowhere else.
    private var parametersByLayout: [String: LayoutParameters] = [:]
    private(set) var dataSource: DataSource = .bundled
    private(set) var itemCount: Int?
    /// The dataset as loaded, before repetition and flattening.
    private(set) var baseDataset: Dataset
    /// What the layout shows: repeated to `itemCount`, flattened for
    /// layouts without sections.
    private(set) var dataset: Dataset
    private(set) var layout: any CollectionLayout
    private(set) var viewport: Size
    var selection: IndexPath?
    /// Measures tags; set by the renderer so sizes match what is drawn.
    var textMeasurer: any TextMeasuring = EstimatedTextMeasurer()

    private var observers: [(Change) -> Void] = []
    private var willChangeObservers: [(Change) -> Void] = []

    /// What changed, so observers can decide how to react.
    enum Change {
        case layout
        case parameters
        case data
        case viewport
    }

    /// - Parameter saved: remembered `key=value` assignments per layout; the
    ///   configuration's own assignments apply over them.
    /// - Parameter textMeasurer: sizes tags; the renderer's own (Pango) in the
    ///   app, so the one `prepare` at start already has the drawn sizes.
    init(configuration: ViewConfiguration, saved: [String: [String]] = [:],
         textMeasurer: any TextMeasuring = EstimatedTextMeasurer()) throws {
        self.textMeasurer = textMeasurer
        for (id, assignments) in saved {
            guard let type = LayoutRegistry.type(for: id) else { continue }
            var p = LayoutParameters(layoutID: id, specs: type.parameterSpecs)
            if (try? p.apply(assignments: assignments)) != nil { parametersByLayout[id] = p }
        }
        var configuration = configuration
        let remembered = saved[configuration.layoutID] ?? Self.showcaseAssignments(for: configuration.layoutID)
        configuration.assignments = remembered + configuration.assignments
        let layout = try configuration.makeLayout()
        parametersByLayout[configuration.layoutID] = nil
        itemCount = configuration.itemCount
        if let path = configuration.datasetPath { dataSource = .file(path) }
        baseDataset = try configuration.loadSourceDataset()
        viewport = configuration.viewport
        layoutDirection = configuration.layoutDirection
        self.layout = layout
        dataset = baseDataset
        rebuildDataset()
        prepare()
    }

    func observe(_ body: @escaping (Change) -> Void) {
        observers.append(body)
    }

    /// Calls `body` just before each change, while the layout is still as
    /// it was (e.g. to note the item in focus).
    func observeWillChange(_ body: @escaping (Change) -> Void) {
        willChangeObservers.append(body)
    }

    private func notify(_ change: Change) {
        for observer in observers { observer(change) }
    }

    private func notifyWillChange(_ change: Change) {
        for observer in willChangeObservers { observer(change) }
    }

    /// Whether the items stay the same when switching layouts (a dataset
    /// file is shown, not each layout's own bundled data).
    var keepsItemsAcrossLayouts: Bool { dataSource != .bundled }

    var parameters: LayoutParameters { layout.parameters }

    /// The current layout's identifier, from the layout itself.
    var layoutID: String { type(of: layout).id }

    /// Switches to another layout, with the parameters it had last time.
    func selectLayout(_ id: String) throws {
        guard id != layoutID else { return }
        parametersByLayout[layoutID] = layout.parameters
        let type = try LayoutRegistry.type(for: id) ?? { throw LayoutError.unknownLayout(id) }()
        let parameters = try parametersByLayout[id] ?? {
            var p = LayoutParameters(layoutID: id, specs: type.parameterSpecs)
            try p.apply(assignments: Self.showcaseAssignments(for: id))
            return p
        }()
        notifyWillChange(.layout)
        parametersByLayout[id] = nil
        layout = type.init(parameters: parameters)
        selection = nil
        if dataSource == .bundled { baseDataset = try Self.bundledDataset(for: id) }
        rebuildDataset()
        prepare()
        notify(.layout)
    }

    /// Every layout's parameters that differ from the library's defaults, as
    /// `key=value` lists — what settings remember.
    var rememberedAssignments: [String: [String]] {
        var all = parametersByLayout.mapValues(\.nonDefaultAssignments)
        all[layoutID] = layout.parameters.nonDefaultAssignments
        return all
    }

    /// Switches to `parameters`' layout with exactly those parameters (a preset).
    func apply(_ parameters: LayoutParameters) throws {
        let id = parameters.layoutID
        guard let type = LayoutRegistry.type(for: id) else { throw LayoutError.unknownLayout(id) }
        let switching = id != layoutID
        notifyWillChange(.layout)
        if switching { parametersByLayout[layoutID] = layout.parameters }
        parametersByLayout[id] = nil
        layout = type.init(parameters: parameters)
        if switching {
            selection = nil
            if dataSource == .bundled { baseDataset = try Self.bundledDataset(for: id) }
        }
        rebuildDataset()
        prepare()
        // A preset changes many values at once: observers rebuild as for a new layout.
        notify(.layout)
    }

    /// Sets one parameter of the current layout (validated).
    func setParameter(_ key: String, _ value: ParameterValue) throws {
        var parameters = layout.parameters
        try parameters.set(key, value)
        guard parameters != layout.parameters else { return }
        let candidate = type(of: layout).init(parameters: parameters)
        // A configuration the layout cannot show (a seed wheel of too many rows) is refused.
        if let problem = candidate.limitation(for: context) { throw problem }
        notifyWillChange(.parameters)
        layout = candidate
        prepare()
        notify(.parameters)
    }

    /// Sets several parameters of the current layout at once, as one
    /// parameter change (the carousel's Edit as Custom and type choice):
    /// the view keeps its item.
    func setParameters(_ parameters: LayoutParameters) throws {
        guard parameters.layoutID == layoutID else { return try apply(parameters) }
        guard parameters != layout.parameters else { return }
        let candidate = type(of: layout).init(parameters: parameters)
        if let problem = candidate.limitation(for: context) { throw problem }
        notifyWillChange(.parameters)
        layout = candidate
        prepare()
        notify(.parameters)
    }

    /// Why the layout cannot show the current data in the viewport, or nil.
    var limitation: LayoutError? { layout.limitation(for: context) }

    /// Shows the data of `source`; on failure nothing changes.
    func setDataSource(_ source: DataSource) throws {
        let loaded: Dataset
        switch source {
        case .bundled: loaded = try Self.bundledDataset(for: layoutID)
        case .file(let path):
            let resolved = path.contains("/") ? path : (ResourceLocator.dataset(named: path) ?? path)
            loaded = try Dataset.load(path: resolved)
        }
        notifyWillChange(.data)
        dataSource = source
        baseDataset = loaded
        selection = nil
        rebuildDataset()
        prepare()
        notify(.data)
    }

    /// Repeats the data to `count` items (nil: the dataset as it is).
    func setItemCount(_ count: Int?) {
        guard count != itemCount else { return }
        notifyWillChange(.data)
        itemCount = count.map { min(max(0, $0), ViewConfiguration.maximumItems) }
        rebuildDataset()
        prepare()
        notify(.data)
    }

    /// Inserts `page` before the current items (pull to refresh) or after
    /// them (load more), as the seed's loadNew / loadMore.
    func insert(_ page: Dataset, atFront: Bool) {
        let items = page.sections.flatMap(\.items)
        guard !items.isEmpty, !baseDataset.sections.isEmpty else { return }
        if (try? insertAnimated(items.map(\.renumberable), atFront: atFront)) != nil { return }
        notifyWillChange(.data)
        if atFront {
            baseDataset.sections[0].items.insert(contentsOf: items, at: 0)
        } else {
            baseDataset.sections[baseDataset.sections.count - 1].items.append(contentsOf: items)
        }
        if let n = itemCount { itemCount = n + items.count }
        rebuildDataset()
        prepare()
        notify(.data)
    }

    // MARK: Batch updates

    /// The batches undo and redo step through.
    private var history = EditHistory()

    /// The update being announced as `.data`: the layout and data before it
    /// and the mapping, for the canvas to animate; nil for other changes.
    private(set) var pendingUpdate: PendingUpdate?

    /// An update being shown: the layout and data before it, where every
    /// item went, and whether the view keeps its offset (an item carried by
    /// the pointer) rather than the item in focus.
    struct PendingUpdate {
        let layout: any CollectionLayout
        let dataset: Dataset
        let mapping: UpdateMapping
        let keepsOffset: Bool
    }

    /// Whether a batch can be taken back, or brought back again.
    var canUndo: Bool { history.canUndo }
    var canRedo: Bool { history.canRedo }

    /// Applies `batch` (deletes, inserts, moves by UIKit's index rules) to
    /// the shown data, animated by the canvas; the data stays as edited.
    ///
    /// - Throws: `BatchUpdateError` for a batch that does not fit, or the
    ///   layout's limitation; nothing changes then.
    func perform(_ batch: BatchUpdate) throws {
        let before = dataset
        let result = try batch.apply(to: before)
        try show(result.dataset, mapping: result.mapping)
        history.record(EditHistory.Edit(before: before, batch: batch))
    }

    /// Takes the last batch back (animated); false when there is none.
    @discardableResult
    func undo() -> Bool {
        guard let step = history.undoStep, (try? show(step.dataset, mapping: step.mapping)) != nil else { return false }
        history.didUndo()
        return true
    }

    /// Applies the last batch taken back again; false when there is none.
    @discardableResult
    func redo() -> Bool {
        guard let step = history.redoStep, (try? show(step.dataset, mapping: step.mapping)) != nil else { return false }
        history.didRedo()
        return true
    }

    /// Moves the slot of an item being carried from flat index `from` to
    /// `to` while the person drags it: shown (animated) but not yet an edit
    /// that undo takes back — `endMove` makes it one.
    func previewMove(from: Int, to: Int) throws {
        guard from != to else { return }
        let result = try BatchUpdate([.move(from: from, to: to)]).apply(to: dataset)
        try show(result.dataset, mapping: result.mapping, keepsOffset: true)
    }

    /// The carried item was dropped: the data shown now, which was `before`
    /// with the item at flat index `origin` moved to `target`, becomes one
    /// edit that undo takes back.
    func endMove(before: Dataset, origin: Int, target: Int) {
        guard origin != target else { return }
        history.record(EditHistory.Edit(before: before, batch: BatchUpdate([.move(from: origin, to: target)])))
    }

    /// A page joining the shown data as a batch the canvas animates: the
    /// new items arrive, the others make room (numbered afresh, so no
    /// identity is shared).
    private func insertAnimated(_ items: [DatasetItem], atFront: Bool) throws {
        var sections = dataset.sections
        guard !sections.isEmpty else { return }
        let old = dataset.itemCount, k = items.count
        if atFront {
            sections[0].items.insert(contentsOf: items, at: 0)
        } else {
            sections[sections.count - 1].items.append(contentsOf: items)
        }
        let updated = Dataset(sections: sections)
        let mapping = UpdateMapping(
            newIndexOfOld: (0..<old).map { atFront ? $0 + k : $0 },
            oldIndexOfNew: (0..<(old + k)).map { atFront ? ($0 < k ? -1 : $0 - k) : ($0 < old ? $0 : -1) },
            oldSectionStarts: dataset.sectionStarts, newSectionStarts: updated.sectionStarts)
        try show(updated, mapping: mapping)
    }

    /// Shows `data` in a fresh instance of the layout, announcing `.data`
    /// with the old layout and data kept for the animation.
    private func show(_ data: Dataset, mapping: UpdateMapping, keepsOffset: Bool = false) throws {
        let candidate = type(of: layout).init(parameters: layout.parameters)
        let context = data.context(viewport: viewport, textMeasurer: textMeasurer, layoutDirection: layoutDirection)
        if let problem = candidate.limitation(for: context) { throw problem }
        notifyWillChange(.data)
        pendingUpdate = PendingUpdate(layout: layout, dataset: dataset, mapping: mapping, keepsOffset: keepsOffset)
        defer { pendingUpdate = nil }
        candidate.prepare(context)
        layout = candidate
        dataset = data
        baseDataset = data
        itemCount = nil
        selection = selection.flatMap { mapping.newIndexPath(ofOld: $0) }
        notify(.data)
    }

    /// Which way horizontal layouts run: from the configuration, then GTK's
    /// text direction (the locale's, or `--direction`).
    private(set) var layoutDirection = LayoutDirection.leftToRight

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

    private func rebuildDataset() {
        var d = ViewConfiguration.repeating(baseDataset, toCount: itemCount)
        if !type(of: layout).usesSections { d = d.flattened() }
        dataset = d
    }

    /// What the layout is prepared with.
    private var context: LayoutContext {
        dataset.context(viewport: viewport, textMeasurer: textMeasurer, layoutDirection: layoutDirection)
    }

    private func prepare() {
        layout.prepare(context)
    }

    /// Prepares again, e.g. after the text measurer changed.
    func refresh() {
        notifyWillChange(.parameters)
        prepare()
        notify(.parameters)
    }

    /// What the app shows of a layout at first, over the library's defaults.
    static func showcaseAssignments(for layoutID: String) -> [String] {
        LayoutDescription.of(id: layoutID)?.showcaseAssignments ?? []
    }

    static func bundledDataset(for layoutID: String) throws -> Dataset {
        guard let name = LayoutDescription.of(id: layoutID)?.bundledDataset,
              let path = ResourceLocator.dataset(named: name) else { return .placeholder(count: 16) }
        return try Dataset.load(path: path)
    }

    /// The names of the bundled dataset files.
    static var bundledDatasetNames: [String] {
        guard let dir = ResourceLocator.resourcesDirectory(),
              let names = try? FileManager.default.contentsOfDirectory(atPath: dir + "/datasets") else { return [] }
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }
}
