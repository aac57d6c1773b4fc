import CollectionLayout

/// Where a document's items come from, how many it shows, and the items as
/// stored (before repetition and flattening).
struct DataState: Equatable {
    /// Where the items come from.
    enum Source: Equatable {
        /// The layout's bundled dataset.
        case bundled
        /// A bundled dataset by file name, or any dataset file or picture folder by path.
        case file(String)
        /// Written into the document itself.
        case inline
        /// Picture files chosen together (dropped on the window).
        case pictures([String])
    }

    var source: Source
    /// The items as loaded or edited, before repetition.
    var base: Dataset
    /// The count the items are repeated to; nil shows them as they are.
    var itemCount: Int?
    /// Whether items were deleted, inserted or moved since they were
    /// loaded: a saved document then holds the items themselves.
    var isEdited = false
}

/// What a person makes: the layout, every layout's parameters, and the
/// data. The view (offset, selection, viewport) is not part of it. Changed
/// only through `DocumentEdit`s, each of which knows how to go back.
struct DocumentState: Equatable {
    /// The layout shown.
    var layoutKind: LayoutKind
    /// The parameters of every layout visited, the shown one included.
    var parameters: [LayoutKind: LayoutParameters]
    /// The data shown.
    var data: DataState
    /// The data each bundled dataset had when the person switched to a
    /// layout showing another one, by bundled file name: switching back
    /// brings the edits back.
    var keptData: [String: DataState] = [:]
    /// The picture behind the canvas to pose over, if any.
    var reference: ReferencePicture?

    /// The shown layout's parameters.
    var currentParameters: LayoutParameters {
        get { parameters[layoutKind]! }
        set { parameters[layoutKind] = newValue }
    }

    /// The bundled dataset file a layout shows when no other data is opened.
    static func bundledName(of kind: LayoutKind) -> String {
        LayoutDescription.of(kind).bundledDataset
    }

    /// The parameters a layout starts from in the app: the library's
    /// defaults under the app's showcase values.
    static func initialParameters(for kind: LayoutKind) throws -> LayoutParameters {
        var p = kind.defaultParameters
        try p.apply(assignments: Playground.showcaseAssignments(for: kind))
        return p
    }

    /// Shows layout `kind`: its parameters as last left (or its starting
    /// ones); with bundled data, its own dataset as last left, the data
    /// left here kept for when the person comes back.
    mutating func switchLayout(to kind: LayoutKind) throws {
        guard kind != layoutKind else { return }
        if parameters[kind] == nil { parameters[kind] = try Self.initialParameters(for: kind) }
        if data.source == .bundled {
            let leaving = Self.bundledName(of: layoutKind), entering = Self.bundledName(of: kind)
            if leaving != entering {
                keptData[leaving] = data
                data = try keptData[entering] ?? DataState(source: .bundled, base: Playground.bundledDataset(for: kind))
            }
        }
        layoutKind = kind
    }
}

/// One change a person made to a document, with what it takes to undo it
/// and do it again. Memory per edit is proportional to the change: a
/// parameter keeps two parameter sets, a data edit the items it removed and
/// added (see `DataEdit`).
indirect enum DocumentEdit {
    /// The shown layout's parameters went from `before` to `after`; `key`
    /// names the one parameter changed (typing and slider drags coalesce).
    case parameters(before: LayoutParameters, after: LayoutParameters, name: String, key: String?)
    /// Another layout was shown.
    case layout(from: LayoutKind, to: LayoutKind)
    /// A batch on the shown data; `prior` is the data before it when the
    /// batch turned repeated data into stored items.
    case data(DataEdit, prior: DataState?)
    /// Other data, or another item count.
    case source(before: DataState, after: DataState, name: String)
    /// Several edits as one step (a preset of another layout).
    case group([DocumentEdit], name: String)
    /// The card stack's top card went from item `from` to item `to`,
    /// cards thrown (`thrown`) or brought back (a looping deck wraps). It
    /// changes what is shown, not what is made, so it never marks the
    /// document changed; undoing a throw brings the card back, as Koloda's
    /// revert does.
    case deck(from: Int, to: Int, thrown: Bool)
    /// The picture behind the canvas was set, moved, faded or removed.
    case reference(before: ReferencePicture?, after: ReferencePicture?, name: String)

    /// What the menu says it undoes: "Undo Item Width".
    var name: String {
        switch self {
        case .parameters(_, _, let name, _), .source(_, _, let name), .group(_, let name), .reference(_, _, let name): name
        case .layout(_, let to): to.layoutType.title
        case .data(let edit, _): edit.name
        case .deck(_, _, let thrown): thrown ? "Throw" : "Bring Back"
        }
    }
}
