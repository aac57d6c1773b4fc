/// The layouts the product ships, one case each.
///
/// Everything that differs from layout to layout outside the layout itself —
/// how its cells look, what the app shows of it at first — switches over
/// this enum without a `default:`, so adding a case makes the compiler point
/// at every place that must say something about the new layout.
public enum LayoutKind: String, CaseIterable, Sendable {
    /// The card carousel that scales its side cards.
    case cards
    /// The waterfall: items in the shortest column.
    case waterfall
    /// The 3-D picker wheel.
    case wheel
    /// Items on a ring.
    case ring
    /// The swipeable card stack.
    case stack
    /// The left-aligned tag flow.
    case flow
    /// iCarousel's types and custom transforms.
    case carousel
    /// A list or grid whose cells hang on springs.
    case springs
    /// UICollectionViewCompositionalLayout's sections, some scrolling sideways.
    case compositional
    /// Material 3's keyline carousels: items masked between keylines.
    case keyline

    /// The layout with identifier `id`, or nil for one the product does not ship.
    public init?(id: String) {
        self.init(rawValue: id)
    }

    /// The identifier (`cards`), the layout type's `id`.
    public var id: String { rawValue }

    /// The type implementing this layout.
    public var layoutType: any CollectionLayout.Type {
        switch self {
        case .cards: CardsLayout.self
        case .waterfall: WaterfallLayout.self
        case .wheel: WheelLayout.self
        case .ring: RingLayout.self
        case .stack: StackLayout.self
        case .flow: FlowLayout.self
        case .carousel: CarouselLayout.self
        case .springs: SpringsLayout.self
        case .compositional: CompositionalLayout.self
        case .keyline: KeylineLayout.self
        }
    }

    /// This layout's parameters at their defaults.
    public var defaultParameters: LayoutParameters {
        LayoutParameters(layoutID: id, specs: layoutType.parameterSpecs)
    }

    /// A layout of this kind with `assignments` (`key=value`) over its defaults.
    ///
    /// - Throws: `LayoutError` naming an unknown key or a bad value.
    ///
    /// - Complexity: O(a·p) for a assignments and the layout's p parameters.
    public func make(assignments: [String] = []) throws(LayoutError) -> any CollectionLayout {
        try layoutType.init(assignments: assignments)
    }
}
