/// What a layout reads about one item: the size the data gives it (the
/// seeds' `w`/`h`) and the text to measure when it gives none (tags).
public struct ItemMetrics: Hashable, Sendable {
    /// The item's size from the data, or nil when it has none.
    public var size: Size?
    /// The text to size the item by when it has no size.
    public var text: String?

    /// Metrics of an item with the given size and text.
    public init(size: Size? = nil, text: String? = nil) {
        self.size = size
        self.text = text
    }
}

/// Measures a one-line text for layouts that size items from it.
///
/// `CollectionLayout` ships an estimate; `CollectionRendering` supplies a
/// measurer backed by the same fonts it draws with.
public protocol TextMeasuring: Sendable {
    /// The size of a tag showing `text`, padding included.
    func size(of text: String) -> Size
}

/// A font-free estimate: 7.5 points per character plus 24 points of padding,
/// 32 points high. Deterministic, so tests and tools agree everywhere.
public struct EstimatedTextMeasurer: TextMeasuring {
    /// The estimate: 7.5 points per character plus 24 points, 32 high.
    public init() {}

    /// `(24 + 7.5·characters) × 32`.
    public func size(of text: String) -> Size {
        Size(width: 24 + 7.5 * Double(text.count), height: 32)
    }
}

/// What `prepare` hands a layout: the viewport (the canvas) and the items.
///
/// Layouts that do not group items (`usesSections == false`) receive a
/// single section holding every item in order.
public struct LayoutContext: Sendable {
    /// The size of the visible area (the canvas).
    public var viewport: Size
    /// The items, section by section.
    public var sections: [[ItemMetrics]]
    /// Sizes items that carry only a text.
    public var textMeasurer: any TextMeasuring
    /// What each section asks of the layout (`SectionMetrics`); missing
    /// entries ask nothing.
    public var sectionMetrics: [SectionMetrics] = []
    /// Which way horizontal layouts run (the cards, the stack, the carousel
    /// and the flow's lines mirror for right to left).
    public var layoutDirection: LayoutDirection

    /// A context of `sections` in `viewport`, tags sized by `textMeasurer`.
    public init(
        viewport: Size,
        sections: [[ItemMetrics]],
        textMeasurer: any TextMeasuring = EstimatedTextMeasurer(),
        layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.viewport = viewport
        self.sections = sections
        self.textMeasurer = textMeasurer
        self.layoutDirection = layoutDirection
    }

    /// A context of `count` items without sizes, in one section.
    public init(viewport: Size, itemCount count: Int) {
        self.init(viewport: viewport, sections: [Array(repeating: ItemMetrics(), count: max(0, count))])
    }

    /// What section `section` asks of the layout (nothing, when unsaid).
    ///
    /// - Complexity: O(1).
    public func metrics(ofSection section: Int) -> SectionMetrics {
        sectionMetrics.indices.contains(section) ? sectionMetrics[section] : SectionMetrics()
    }

    /// The number of items in all sections.
    public var itemCount: Int { sections.reduce(0) { $0 + $1.count } }
}
