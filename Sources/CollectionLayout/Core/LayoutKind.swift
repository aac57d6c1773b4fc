/// The layouts the product ships, one case each.
///
/// Everything that differs from layout to layout outside the layout itself —
/// how its cells look, what the app shows of it at first — switches over
/// this enum without a `default:`, so adding a case makes the compiler point
/// at every place that must say something about the new layout.
public enum LayoutKind: String, CaseIterable, Sendable {
    case cards, waterfall, wheel, ring, stack, flow, carousel, springs

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
        }
    }
}
