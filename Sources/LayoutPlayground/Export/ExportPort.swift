import CollectionLayout

/// The layout exported, by its type. Every layout-specific choice the
/// exporters (UIKit, SwiftUI, web) make switches over this, exhaustively.
enum ExportPort {
    case cards(CardsLayout), waterfall(WaterfallLayout), wheel(WheelLayout), ring(RingLayout), stack(StackLayout)
    case flow(FlowLayout), carousel(CarouselLayout), springs(SpringsLayout), compositional(CompositionalLayout)

    /// The port of `layout`, or nil for a layout no export carries yet (the keyline carousel).
    init?(_ layout: any CollectionLayout) {
        switch layout {
        case let layout as CardsLayout: self = .cards(layout)
        case let layout as WaterfallLayout: self = .waterfall(layout)
        case let layout as WheelLayout: self = .wheel(layout)
        case let layout as RingLayout: self = .ring(layout)
        case let layout as StackLayout: self = .stack(layout)
        case let layout as FlowLayout: self = .flow(layout)
        case let layout as CarouselLayout: self = .carousel(layout)
        case let layout as SpringsLayout: self = .springs(layout)
        case let layout as CompositionalLayout: self = .compositional(layout)
        default: return nil
        }
    }

    var kind: LayoutKind {
        switch self {
        case .cards: .cards
        case .waterfall: .waterfall
        case .wheel: .wheel
        case .ring: .ring
        case .stack: .stack
        case .flow: .flow
        case .carousel: .carousel
        case .springs: .springs
        case .compositional: .compositional
        }
    }

    /// Whether the layout keeps the data's sections (else it places
    /// section 0's items, the export's data flattened into one).
    var keepsSections: Bool {
        switch self {
        case .waterfall, .flow, .compositional: true
        case .cards, .wheel, .ring, .stack, .carousel, .springs: false
        }
    }

    /// Whether the layout reads each item's size from the data (the
    /// waterfall a picture's aspect, the flow a tag's size, the
    /// compositional layout an estimated height's picture); the others
    /// size every item from a parameter.
    var readsItemSizes: Bool {
        switch self {
        case .waterfall, .flow, .compositional: true
        case .cards, .wheel, .ring, .stack, .carousel, .springs: false
        }
    }
}
