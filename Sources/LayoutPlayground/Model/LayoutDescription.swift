import CollectionLayout
import CollectionRendering

/// What the app does with each layout beyond placing its elements: the data
/// it shows at first, the values it starts from, the indicator drawn over
/// it, whether it loads pages. One description per `LayoutKind`, written
/// out in one exhaustive switch: a new layout is a new case here, and the
/// compiler asks for it.
struct LayoutDescription {
    /// What the canvas draws over a layout to say where it is.
    enum Indicator {
        /// An "n / N" pill, clear of the cells, and page marks under them
        /// (the cards' dots, the stack's lines).
        case pageCount(marks: PageIndicator.Style)
        /// The band the front row is picked in and a "Picked: …" pill (the wheel).
        case pickedRow
        /// The current item outlined (the ring).
        case currentItemOutline
        /// Nothing: free-scrolling layouts.
        case none
    }

    let kind: LayoutKind
    /// The bundled dataset file it shows when none is opened.
    let bundledDataset: String
    /// The app's starting values over the library's defaults (which the
    /// command line keeps).
    let showcaseAssignments: [String]
    let indicator: Indicator
    /// The bundled files whose items pull-to-refresh and load-more bring
    /// (the seed's loadNew and loadMore), for layouts that load pages.
    let pageDatasets: [String]
    /// Whether a person can carry items to a new place (press and hold, or
    /// drag with Alt): layouts whose items sit side by side in reading
    /// order, not the wheel's drum, the ring or the stack's deck.
    var reorders: Bool {
        switch kind {
        case .cards, .carousel, .waterfall, .flow: true
        // The keyline carousel's items change size with their place: a carried
        // item has no one size to be carried at.
        case .wheel, .ring, .stack, .springs, .compositional, .keyline: false
        }
    }

    /// Whether pulling past the top refreshes and nearing the end loads more.
    var loadsPages: Bool { !pageDatasets.isEmpty }

    /// The deck the app adds a swipe stamp and a bring-back (Ctrl+Z) to:
    /// `layout` itself when this is the springs layout's description, else nil.
    func springs(_ layout: any CollectionLayout) -> SpringsLayout? {
        kind == .springs ? layout as? SpringsLayout : nil
    }

    /// The carousel the designer edits (Edit as Custom, the expression
    /// reference, the attribute curves, the type's own undo step): `layout`
    /// itself when this is the carousel's description, else nil.
    func designed(_ layout: any CollectionLayout) -> CarouselLayout? {
        switch kind {
        case .carousel: layout as? CarouselLayout
        case .cards, .stack, .waterfall, .wheel, .ring, .flow, .springs, .compositional, .keyline: nil
        }
    }

    /// The designed carousel of `layout`, whichever layout it is.
    static func designed(_ layout: any CollectionLayout) -> CarouselLayout? {
        of(id: type(of: layout).id)?.designed(layout)
    }

    /// The page whose sections scroll sideways (`--section-offset`, a
    /// shelf's own drag): `layout` itself when this is the compositional
    /// layout's description, else nil.
    func shelves(_ layout: any CollectionLayout) -> CompositionalLayout? {
        kind == .compositional ? layout as? CompositionalLayout : nil
    }

    /// The keyline carousel whose keylines `attributes` prints and whose
    /// mask corners the renderer rounds: `layout` itself when this is the
    /// keyline layout's description, else nil.
    func keylines(_ layout: any CollectionLayout) -> KeylineLayout? {
        kind == .keyline ? layout as? KeylineLayout : nil
    }

    /// The keyline carousel of `layout`, whichever layout it is.
    static func keylines(_ layout: any CollectionLayout) -> KeylineLayout? {
        of(id: type(of: layout).id)?.keylines(layout)
    }

    /// The page of shelves of `layout`, whichever layout it is.
    static func shelves(_ layout: any CollectionLayout) -> CompositionalLayout? {
        of(id: type(of: layout).id)?.shelves(layout)
    }

    /// Whether the `left` and `right` of `layout`'s insets are its leading
    /// and trailing insets, mirrored right to left with the rest of it (the
    /// compositional layout, as UIKit's `NSDirectionalEdgeInsets`; the cards
    /// when they run sideways). The panel captions them Leading and Trailing
    /// then; the flow's and the others' stay where they say.
    func insetsAreLeadingAndTrailing(_ layout: any CollectionLayout) -> Bool {
        switch kind {
        case .compositional: true
        case .cards: (layout as? CardsLayout).map { !$0.isVertical } ?? false
        case .carousel, .waterfall, .wheel, .ring, .stack, .flow, .springs, .keyline: false
        }
    }

    /// Whether the insets of `layout`, whichever layout it is, are leading and trailing.
    static func insetsAreLeadingAndTrailing(_ layout: any CollectionLayout) -> Bool {
        of(id: type(of: layout).id)?.insetsAreLeadingAndTrailing(layout) ?? false
    }

    /// `layout` itself when this is the stack's description, else nil.
    func deck(_ layout: any CollectionLayout) -> StackLayout? {
        switch kind {
        case .stack: layout as? StackLayout
        case .cards, .carousel, .waterfall, .wheel, .ring, .flow, .springs, .compositional, .keyline: nil
        }
    }

    static func of(_ kind: LayoutKind) -> LayoutDescription {
        switch kind {
        case .cards:
            LayoutDescription(kind: kind, bundledDataset: "levels.json", showcaseAssignments: [],
                              indicator: .pageCount(marks: .dots), pageDatasets: [])
        case .carousel:
            LayoutDescription(kind: kind, bundledDataset: "levels.json", showcaseAssignments: [],
                              indicator: .pageCount(marks: .dots), pageDatasets: [])
        case .waterfall:
            LayoutDescription(kind: kind, bundledDataset: "shop-2.json", showcaseAssignments: [],
                              indicator: .none, pageDatasets: ["shop-1.json", "shop-2.json", "shop-3.json"])
        case .wheel:
            // The defaults are CupertinoPicker's look: a curved drum, rows dimmed away from the middle.
            LayoutDescription(kind: kind, bundledDataset: "picker.json", showcaseAssignments: [],
                              indicator: .pickedRow, pageDatasets: [])
        case .ring:
            LayoutDescription(kind: kind, bundledDataset: "ring.json", showcaseAssignments: [],
                              indicator: .currentItemOutline, pageDatasets: [])
        case .stack:
            LayoutDescription(kind: kind, bundledDataset: "photos.json", showcaseAssignments: [],
                              indicator: .pageCount(marks: .lines), pageDatasets: [])
        case .flow:
            // The tags are organised by section: show their headers, footers and backgrounds.
            LayoutDescription(kind: kind, bundledDataset: "tags.json",
                              showcaseAssignments: ["headerHeight=36", "footerHeight=24", "sectionBackground=true"],
                              indicator: .none, pageDatasets: [])
        case .springs:
            LayoutDescription(kind: kind, bundledDataset: "messages.json", showcaseAssignments: [],
                              indicator: .none, pageDatasets: [])
        case .compositional:
            // An App Store-like page: a paging hero shelf, a centred shelf, a list shelf and a grid.
            LayoutDescription(kind: kind, bundledDataset: "today.json",
                              showcaseAssignments: ["screen=today"],
                              indicator: .none, pageDatasets: [])
        case .keyline:
            // Cards 400 pt tall, as Material's carousels sit in a screen
            // rather than fill it (and the bundled photos stay sharp at scale 2).
            LayoutDescription(kind: kind, bundledDataset: "photos.json", showcaseAssignments: ["itemHeight=400"],
                              indicator: .pageCount(marks: .dots), pageDatasets: [])
        }
    }

    /// The description of the layout with identifier `id`, or nil for one
    /// the product does not ship.
    static func of(id: String) -> LayoutDescription? {
        LayoutKind(id: id).map(of)
    }
}
