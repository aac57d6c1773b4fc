import CollectionLayout
import Foundation

/// The document as a file: what Save writes, what Open and New bring.
extension Playground {
    /// The document as a `.layout` file holds it, with the view at
    /// `offset` and the sideways sections at `sectionOffsets`; `unknown` are
    /// keys read from the file that this version does not know (written
    /// back unchanged).
    func fileDocument(offset: Point, sectionOffsets: [Int: Double] = [:], folder: String,
                      unknown: LayoutDocument.UnknownKeys = .init()) -> LayoutDocument {
        let data = document.data
        let items: LayoutDocument.Items
        switch (data.source, data.isEdited) {
        case (.bundled, false):
            let name = DocumentState.bundledName(of: layoutKind)
            items = .file(written: name, resolved: ResourceLocator.dataset(named: name) ?? name)
        case (.file(let path), false):
            let prefix = folder.hasSuffix("/") ? folder : folder + "/"
            items = .file(written: path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path, resolved: path)
        default:
            items = .inline(data.base)
        }
        let selected = selection.flatMap { dataset.item(at: $0)?.id?.description }
        return LayoutDocument(layoutKind: layoutKind, assignments: layout.parameters.allAssignments, items: items,
                              itemCount: data.itemCount, viewport: viewport, offset: offset, selection: selected,
                              direction: layoutDirection, unknown: unknown, sectionOffsets: sectionOffsets,
                              reference: document.reference.map { LayoutDocument.written($0, folder: folder) })
    }

    /// Shows `configuration` as a fresh document — its layout with exactly
    /// its parameters over the app's starting values, its data, its view —
    /// with an empty history, counting as saved. Other layouts start over.
    ///
    /// - Parameter selecting: the id of the item to select, if any.
    /// - Throws: what the layout or data cannot do; nothing changes then.
    func replaceDocument(with configuration: ViewConfiguration, selecting selectedID: String? = nil) throws {
        let layout = try configuration.makeLayout()
        let source: DataSource = configuration.datasetPath.map { .file($0) }
            ?? (configuration.inlineDataset != nil ? .inline : .bundled)
        let data = DataState(source: source, base: try configuration.loadSourceDataset(), itemCount: configuration.itemCount)
        notifyWillChange(.layout)
        document = DocumentState(layoutKind: configuration.layoutKind, parameters: [configuration.layoutKind: layout.parameters],
                                 data: data, reference: configuration.reference)
        self.layout = layout
        layoutDirection = configuration.layoutDirection
        rebuildDataset()
        prepare()
        ViewConfiguration.restoreSectionOffsets(configuration.keptSectionOffsets, to: layout)
        selection = selectedID.flatMap { id in
            dataset.sections.enumerated().lazy.compactMap { s, section in
                section.items.firstIndex { $0.id?.description == id }.map { IndexPath(item: $0, section: s) }
            }.first
        }
        requestedOffset = configuration.offset
        isReplacingDocument = true
        resetHistory()
        notify(.layout)
        requestedOffset = nil
        isReplacingDocument = false
    }
}

extension LayoutParameters {
    /// `key=value` for every parameter, defaults included, as `--set` takes them.
    var allAssignments: [String] {
        specs.map { "\($0.key)=\(self[$0.key])" }
    }
}
