/// How a keyline carousel arranges its keylines: Material 3's carousel
/// strategies, Flutter's weighted carousel and keylines of one's own.
public enum KeylineStrategy: String, CaseIterable, Sendable {
    /// Large, medium and small items, as Material's `MultiBrowseCarouselStrategy`.
    case multiBrowse
    /// One large item and a small one, as Material's `HeroCarouselStrategy`.
    case hero
    /// The hero with the large item centred between small ones.
    case centeredHero
    /// Large items at their own size and one item cut by the edge, as
    /// Material's `UncontainedCarouselStrategy`.
    case uncontained
    /// One item filling the carousel, as Material's `FullScreenCarouselStrategy`.
    case fullScreen
    /// Slots sized by weights, as Flutter's `CarouselView.weighted`.
    case weighted
    /// No keylines: items keep their own aspect ratio from the data and are
    /// masked and parallaxed at the edges, as Compose's multi-aspect carousel.
    case multiAspect
    /// Keylines given as `offset:maskedSize,…`.
    case custom

    /// The title the side panel shows for the strategy.
    public var title: String {
        switch self {
        case .multiBrowse: "Multi-browse"
        case .hero: "Hero"
        case .centeredHero: "Centred hero"
        case .uncontained: "Uncontained"
        case .fullScreen: "Full screen"
        case .weighted: "Weighted"
        case .multiAspect: "Multi-aspect"
        case .custom: "Custom keylines"
        }
    }
}

/// Where the focal items of a keyline carousel sit at rest.
public enum KeylineAlignment: String, CaseIterable, Sendable {
    /// The focal items at the leading edge, smaller items after them.
    case start
    /// The focal items in the middle, smaller items on both sides.
    case center
}

/// What a strategy needs to know to arrange keylines, along the scroll axis
/// in points. Slot sizes include `spacing`: a slot of `s` shows `s − spacing`.
public struct KeylineMetrics: Hashable, Sendable {
    /// The viewport's size along the axis.
    public var containerSize: Double
    /// The large item's target size (its visible size).
    public var targetSize: Double
    /// The item's size across the axis (the hero sizes its large item from it).
    public var crossSize: Double
    /// The small items' smallest visible size.
    public var smallMin: Double
    /// The small items' largest visible size.
    public var smallMax: Double
    /// The gap between neighbouring items' visible rects.
    public var spacing: Double
    /// Start or centre.
    public var alignment: KeylineAlignment
    /// How many items the carousel shows.
    public var itemCount: Int

    /// The metrics of one carousel.
    public init(containerSize: Double, targetSize: Double, crossSize: Double, smallMin: Double, smallMax: Double,
                spacing: Double, alignment: KeylineAlignment, itemCount: Int) {
        self.containerSize = containerSize
        self.targetSize = targetSize
        self.crossSize = crossSize
        self.smallMin = smallMin
        self.smallMax = smallMax
        self.spacing = spacing
        self.alignment = alignment
        self.itemCount = itemCount
    }
}

extension KeylineState {
    /// The size of the anchors, the keylines just outside the viewport.
    static let anchorSize = 1.0
    /// The uncontained strategy's smallest item (Material's extra-small size).
    static let extraSmallSize = 10.0

    /// The resting keylines of `strategy` for `metrics` (`weights` for the
    /// weighted strategy, `custom` keylines for the custom one). Where the
    /// strategy has no valid arrangement it degrades to fewer keylines, in
    /// the end to one item at the container's size.
    ///
    /// - Complexity: O(c/t) for the container size c and the target size t
    ///   (the multi-browse candidates), O(k) for k given keylines.
    public static func resting(_ strategy: KeylineStrategy, metrics m: KeylineMetrics,
                               weights: [Double] = [1, 3, 1], custom: [Keyline] = []) -> KeylineState {
        let state: KeylineState? = switch strategy {
        case .multiBrowse: multiBrowse(m)
        case .hero: hero(m, centered: false)
        case .centeredHero: hero(m, centered: true)
        case .uncontained: uncontained(m)
        case .fullScreen, .multiAspect: nil
        case .weighted: weighted(weights, m)
        case .custom: customState(custom)
        }
        if let state, state.isUsable(containerSize: m.containerSize) { return state }
        return fullScreen(m)
    }

    /// Whether the keylines can carry a carousel: a focal keyline, positive
    /// finite sizes no larger than the item size, offsets increasing.
    func isUsable(containerSize: Double) -> Bool {
        guard itemSize > 0, itemSize.isFinite, keylines.contains(where: \.isFocal), nonAnchorCount > 0 else { return false }
        for (i, k) in keylines.enumerated() {
            guard k.maskedSize > 0, k.maskedSize <= itemSize * (1 + 1e-9), k.offset.isFinite else { return false }
            if i > 0, k.offset <= keylines[i - 1].offset { return false }
        }
        return true
    }

    /// One focal item as large as the container, between two anchors.
    static func fullScreen(_ m: KeylineMetrics) -> KeylineState {
        let c = max(m.containerSize, anchorSize)
        return KeylineState(itemSize: c, keylines: [
            Keyline(offset: -anchorSize / 2, maskedSize: anchorSize, isAnchor: true),
            Keyline(offset: c / 2, maskedSize: c, isFocal: true),
            Keyline(offset: c + anchorSize / 2, maskedSize: anchorSize, isAnchor: true),
        ])
    }

    /// `value` on a grid of 10⁻⁹ pt, so sizes that are whole in exact
    /// arithmetic print whole.
    static func tidy(_ value: Double) -> Double {
        abs(value) < 1e12 ? (value * 1e9).rounded() / 1e9 : value
    }
}
