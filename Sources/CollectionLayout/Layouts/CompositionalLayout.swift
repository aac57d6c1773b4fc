/// UICollectionViewCompositionalLayout's model: a vertical list of sections
/// (the data's sections), each section's items in groups, and per section
/// one of UIKit's six orthogonal scrolling behaviours — a section that
/// scrolls sideways lays its groups out in one row and keeps its own
/// sideways offset.
///
/// Per-section parameters are lists, one value per section in order, the
/// last repeating (`PerSection`): `orthogonal`, `itemWidth`, `itemHeight`,
/// `groupSize`. The others apply to every section.
///
/// Content space (points, y down) for a viewport `W` wide, insets
/// `t, l, b, r`, inter-item spacing `si` and inter-group spacing `sg`.
/// Sections stack downward; section `s` occupies, from its top:
///
///     header     (l, top, W − l − r, headerHeight)          when > 0
///     groups     from top + headerHeight + t
///     bottom     the lowest group's bottom + b
///
/// A group of `c × r` items (filled row by row) is `c·w + (c−1)·si` wide for
/// an item width `w` (a fraction `f` of the content width: `w = f·(W − l −
/// r − (c−1)·si)`), each row as tall as its tallest item, rows `si` apart.
/// In a section that does not scroll sideways the groups stack downward at
/// `x = l`, `sg` apart; in one that does, they sit side by side at
/// `x = l + k·(groupWidth + sg) − sectionOffset`, all at the same top.
///
/// The sideways offset of section `s` (0: its first group at `l`) is state
/// of the layout (`setSectionOffset(_:forSection:)`), kept across `prepare`;
/// rect queries return the cells where that offset puts them. The content offset (`offset`) scrolls vertically.
///
/// Right to left everything is mirrored within the width (see
/// `isMirrored`), the sideways offsets staying in leading-edge terms.
///
/// Decisions where UIKit is silent or differs: a partial last group keeps
/// the full group's width (as a group with a fixed layout size does);
/// widths cannot be estimated (an
/// estimated width would make groups differ, and the behaviours' group
/// boundaries assume equal groups).
public final class CompositionalLayout: CollectionLayout, ParameterKeyed {
    /// The identifier, `compositional`.
    public static let id = "compositional"
    /// The title in the layout switcher, "Compositional".
    public static let title = "Compositional"
    /// True: the data's sections are the layout's sections.
    public static var usesSections: Bool { true }

    /// The layout's own parameter keys, declared once.
    public enum Key: String, CaseIterable, Sendable {
        /// A well-known screen whose per-section lists apply when those are left on Auto.
        case screen
        /// How each section scrolls sideways, one behaviour per section, the last repeating.
        case orthogonal
        /// Each section's item width: a fraction (90%, 1/3) or points; the last repeating.
        case itemWidth
        /// Each section's item height: points, an estimate (~120) or a fraction of the item's width.
        case itemHeight
        /// Each section's group: items across, or across x down (1x3); the last repeating.
        case groupSize
        /// Space between the items of a group.
        case interItemSpacing
        /// Space between the groups of a section.
        case interGroupSpacing
        /// Space around each section's groups: top,left,bottom,right.
        case sectionInsets
        /// Height of each section's header (0: none).
        case headerHeight
        /// Keep the current section's header at the top while its section is in view.
        case pinHeaders
    }

    /// The parameters: the per-section lists `orthogonal`, `itemWidth`,
    /// `itemHeight`, `groupSize`; `interItemSpacing`, `interGroupSpacing`,
    /// `sectionInsets`, `headerHeight`, `pinHeaders`; and the scrolling ones.
    public static let parameterSpecs: [ParameterSpec] = [
        ParameterSpec(key: Key.screen, title: "Screen", kind: .choice(Screen.allCases.map(\.rawValue)),
                      defaultValue: .choice(Screen.list.rawValue),
                      help: "A well-known screen whose per-section lists apply when those are left on Auto",
                      choiceTitles: Dictionary(uniqueKeysWithValues: Screen.allCases.map { ($0.rawValue, $0.title) })),
        ParameterSpec(key: Key.orthogonal, title: "Sideways scrolling", kind: .text(.behaviours),
                      defaultValue: .auto, allowsAuto: true,
                      help: "How each section scrolls sideways, one behaviour per section, the last repeating"),
        ParameterSpec(key: Key.itemWidth, title: "Item width", kind: .text(.widths), defaultValue: .auto, allowsAuto: true,
                      help: "Each section's item width: a fraction (90%, 1/3) or points; the last repeating"),
        ParameterSpec(key: Key.itemHeight, title: "Item height", kind: .text(.sizes), defaultValue: .auto, allowsAuto: true,
                      help: "Each section's item height: points, an estimate (~120) or a fraction of the item's width"),
        ParameterSpec(key: Key.groupSize, title: "Group size", kind: .text(.groupSizes), defaultValue: .auto,
                      allowsAuto: true,
                      help: "Each section's group: items across, or across x down (1x3); the last repeating"),
        ParameterSpec(key: Key.interItemSpacing, title: "Item spacing", kind: .number(range: 0...1000, step: 1),
                      defaultValue: .number(8), help: "Space between the items of a group").slider(upTo: 100),
        ParameterSpec(key: Key.interGroupSpacing, title: "Group spacing", kind: .number(range: 0...1000, step: 1),
                      defaultValue: .number(8), help: "Space between the groups of a section").slider(upTo: 100),
        ParameterSpec(key: Key.sectionInsets, title: "Section insets", kind: .insets(maximum: 10000),
                      defaultValue: .insets(EdgeInsets(top: 8, left: 16, bottom: 16, right: 16)),
                      help: "Space around each section's groups: top,left,bottom,right"),
        ParameterSpec(key: Key.headerHeight, title: "Header height", kind: .number(range: 0...2000, step: 1),
                      defaultValue: .number(36), help: "Height of each section's header (0: none)").slider(upTo: 200),
        ParameterSpec(key: Key.pinHeaders, title: "Pin headers", kind: .bool, defaultValue: .bool(false),
                      help: "Keep the current section's header at the top while its section is in view"),
    ] + ScrollPhysics.parameterSpecs(preset: .uikit)

    /// The parameters the layout was made with.
    public let parameters: LayoutParameters
    /// The screen whose lists apply where the parameters leave them on auto.
    public let screen: Screen
    /// Each section's orthogonal scrolling behaviour.
    public let orthogonal: PerSection<OrthogonalScrollingBehavior>
    /// Each section's item width.
    public let itemWidth: PerSection<Dimension>
    /// Each section's item height.
    public let itemHeight: PerSection<Dimension>
    /// Each section's group shape.
    public let groupSize: PerSection<GroupShape>
    /// The space between the items of a group, across and down.
    public let interItemSpacing: Double
    /// The space between neighbouring groups of a section.
    public let interGroupSpacing: Double
    /// The space around each section's groups.
    public let sectionInsets: EdgeInsets
    /// The header height of sections that do not ask for their own.
    public let headerHeight: Double
    /// Whether the header of the section at the top of the visible rect stays there.
    public let pinsHeaders: Bool

    /// The viewport of the last `prepare`.
    public internal(set) var viewport: Size = .zero
    /// `(W, the bottom of the last section)`, from the last `prepare`.
    public internal(set) var contentSize: Size = .zero
    /// Where everything is, from the last `prepare`.
    var geometry = CompositionalGeometry()
    /// Whether the last `prepare` was right to left: every frame mirrored
    /// within the width (`W − x − w`), row starts and leading insets on the
    /// right, shelves starting at their right end; sideways offsets keep
    /// their meaning (how far a shelf has scrolled from its start).
    public internal(set) var isMirrored = false
    /// The sideways offsets set, by section (absent: 0).
    var sectionOffsets: [Int: Double] = [:]
    /// The items of the last `prepare`, whose metrics resolve estimates later (nil before one).
    var preparedItems: PreparedItems?
    /// The text measurer of the last `prepare`.
    var preparedMeasurer: any TextMeasuring = EstimatedTextMeasurer()
    /// Whether `prepare` leaves estimated heights at their estimates, to be
    /// resolved as items are first laid out (`resolveEstimates(in:anchorY:)`),
    /// as UIKit's self-sizing does; false (the default) resolves every
    /// estimate in `prepare`.
    public var resolvesEstimatesLazily = false

    /// A compositional layout configured by `parameters` (validated against `parameterSpecs`).
    public init(parameters: LayoutParameters) {
        self.parameters = parameters
        screen = Screen(rawValue: parameters.choice(Key.screen)) ?? .list
        let lists = screen.lists
        func list<Value>(_ key: Key, _ screens: String) -> PerSection<Value> {
            if let set = PerSection<Value>(parameterValue: parameters[key.rawValue]) { return set }
            guard let list = try? PerSection<Value>(parsing: screens) else {
                preconditionFailure("the \(key) list of the screen is not valid")
            }
            return list
        }
        orthogonal = list(.orthogonal, lists.orthogonal)
        itemWidth = list(.itemWidth, lists.itemWidth)
        itemHeight = list(.itemHeight, lists.itemHeight)
        groupSize = list(.groupSize, lists.groupSize)
        interItemSpacing = parameters.number(Key.interItemSpacing)
        interGroupSpacing = parameters.number(Key.interGroupSpacing)
        sectionInsets = parameters.insets(Key.sectionInsets)
        headerHeight = parameters.number(Key.headerHeight)
        pinsHeaders = parameters.bool(Key.pinHeaders)
    }

    /// Vertical: the page scrolls up and down; shelves scroll sideways on their own.
    public var scrollAxis: Axis { .vertical }

    /// The number of sections prepared.
    public var sectionCount: Int { geometry.sectionCount }

    /// The number of items in all sections.
    public var itemCount: Int { geometry.itemCount }

    /// The per-section lists in effect (the screen's on `auto`).
    ///
    /// - Complexity: O(p) for the layout's p parameters.
    public func effectiveValue(forKey key: String) -> ParameterValue? {
        switch Key(rawValue: key) {
        case .orthogonal: orthogonal.parameterValue
        case .itemWidth: itemWidth.parameterValue
        case .itemHeight: itemHeight.parameterValue
        case .groupSize: groupSize.parameterValue
        default: defaultEffectiveValue(forKey: key)
        }
    }

    /// Only a width change moves anything: fractions are of the width.
    ///
    /// - Complexity: O(1).
    public func shouldInvalidate(forBoundsChange newBounds: Rect, from oldBounds: Rect) -> Bool {
        newBounds.width != oldBounds.width
    }
}

extension CompositionalLayout {
    /// Well-known screens: each sets the four per-section lists, any of
    /// which may be set on its own instead (`auto` takes the screen's).
    public enum Screen: String, CaseIterable, Sendable {
        /// A plain list: one full-width item per row.
        case list
        /// An App Store "Today"-like page: a hero shelf that pages one
        /// card at a time, resting on a card's leading edge (group paging:
        /// its cards are the content's width, narrower than the container
        /// by the insets, so pages of the container's width would rest
        /// between two cards), a shelf with its group centred, a shelf of
        /// three-row groups that pages by group, then a two-across grid.
        case today
        /// A photo grid: three square items across.
        case grid
        /// Rows of posters that scroll sideways and rest on a poster's edge.
        case shelves

        /// The title shown in drop-downs.
        public var title: String {
            switch self {
            case .list: "List"
            case .today: "App Store Today"
            case .grid: "Photo grid"
            case .shelves: "Poster shelves"
            }
        }

        /// `(orthogonal, itemWidth, itemHeight, groupSize)` in their text form.
        public var lists: (orthogonal: String, itemWidth: String, itemHeight: String, groupSize: String) {
            switch self {
            case .list: ("none", "100%", "120", "1")
            case .today: ("groupPaging,groupPagingCentered,groupPaging,none", "100%,70%,85%,1/2", "220,200,64,~160", "1,1,1x3,2")
            case .grid: ("none", "1/3", "100%", "3")
            case .shelves: ("continuousGroupLeadingBoundary", "40%", "150%", "1")
            }
        }
    }
}

extension CompositionalLayout.Screen: ParameterChoice {}

extension CompositionalLayout {
    /// The items a layout was prepared with: a context's metrics, or the
    /// data after a batch (`prepare(updating:with:)`), read when an
    /// estimate is resolved.
    enum PreparedItems {
        case context(LayoutContext)
        case dataset(Dataset)

        /// The metrics of item `k` of section `s`.
        ///
        /// - Complexity: O(1).
        func metrics(section s: Int, item k: Int) -> ItemMetrics {
            switch self {
            case .context(let context): context.sections[s][k]
            case .dataset(let data): data.sections[s].items[k].metrics
            }
        }
    }
}
