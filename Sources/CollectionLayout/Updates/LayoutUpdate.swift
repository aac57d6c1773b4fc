/// A batch as a layout takes it: the data after the batch, where the items
/// went, and the view it is shown in. A layout prepared for the data before
/// the batch hands what it worked out to a fresh layout of its kind
/// (`CollectionLayout.prepare(updating:with:)`), which then reworks only
/// what the batch changed, instead of a `prepare` over every item.
public struct LayoutUpdate: Sendable {
    /// The data after the batch.
    public var dataset: Dataset
    /// Where the items went (flat indices).
    public var mapping: UpdateMapping
    /// The size of the visible area (the canvas).
    public var viewport: Size
    /// Sizes items that carry only a text.
    public var textMeasurer: any TextMeasuring
    /// Which way horizontal layouts run.
    public var layoutDirection: LayoutDirection

    /// The update of a view of `viewport` to `dataset`, its items moved as `mapping` says.
    public init(dataset: Dataset, mapping: UpdateMapping, viewport: Size,
                textMeasurer: any TextMeasuring = EstimatedTextMeasurer(),
                layoutDirection: LayoutDirection = .leftToRight) {
        self.dataset = dataset
        self.mapping = mapping
        self.viewport = viewport
        self.textMeasurer = textMeasurer
        self.layoutDirection = layoutDirection
    }

    /// The update of `result`, a batch applied to data shown in `viewport`.
    public init(_ result: BatchUpdate.Result, viewport: Size,
                textMeasurer: any TextMeasuring = EstimatedTextMeasurer(),
                layoutDirection: LayoutDirection = .leftToRight) {
        self.init(dataset: result.dataset, mapping: result.mapping, viewport: viewport, textMeasurer: textMeasurer,
                  layoutDirection: layoutDirection)
    }

    /// The full context the data after the batch is prepared with, for a
    /// layout that cannot take the batch as a change.
    ///
    /// - Complexity: O(n) for n items.
    public var context: LayoutContext {
        dataset.context(viewport: viewport, textMeasurer: textMeasurer, layoutDirection: layoutDirection)
    }

    /// The number of items after the batch.
    public var itemCount: Int { dataset.itemCount }
}

extension CollectionLayout {
    /// By default a layout cannot take a batch as a change: it answers false
    /// and is prepared with the full context.
    ///
    /// - Complexity: O(1).
    public func prepare(updating previous: any CollectionLayout, with update: LayoutUpdate) -> Bool { false }

    /// Prepares this layout for the data after `update`: from `previous`
    /// (prepared for the data before it) when it can take the batch as a
    /// change, else with the full context.
    ///
    /// - Complexity: that of `prepare(updating:with:)` when it succeeds, else O(n).
    public func prepareAfter(_ update: LayoutUpdate, from previous: any CollectionLayout) {
        if !prepare(updating: previous, with: update) { prepare(update.context) }
    }

    /// Whether two measurers give the same sizes, so that sizes one measured
    /// hold for the other: the same instance, or values without state of one type.
    ///
    /// - Complexity: O(1).
    func sameTextMeasurer(_ a: any TextMeasuring, _ b: any TextMeasuring) -> Bool {
        guard type(of: a) == type(of: b) else { return false }
        let mirror = Mirror(reflecting: a)
        if mirror.displayStyle == .class { return (a as AnyObject) === (b as AnyObject) }
        return mirror.children.isEmpty
    }
}
