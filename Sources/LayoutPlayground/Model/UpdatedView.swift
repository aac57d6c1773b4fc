import CollectionLayout

/// A view before and after a batch update, and the animation between them:
/// what `attributes --update` prints and what the app animates.
struct UpdatedView {
    /// The view before the update.
    let old: PreparedView
    /// The view after it, at the offset that keeps the focused item in place.
    let new: PreparedView
    /// Where every item went.
    let mapping: UpdateMapping
    /// The frames between the two.
    let animator: UpdateAnimator

    /// Applies `update` to `old`'s data and prepares a second layout of the
    /// same configuration for the result.
    ///
    /// - Throws: `BatchUpdateError` for a batch that does not fit the data,
    ///   `LayoutError` when the layout cannot show the updated data.
    /// - Parameter all: animate every element of the content, not only
    ///   those in the viewport before or after.
    init(updating old: PreparedView, with update: BatchUpdate, all: Bool = false,
         textMeasurer: any TextMeasuring = EstimatedTextMeasurer()) throws {
        let result = try update.apply(to: old.dataset)
        let configured = type(of: old.layout).init(parameters: old.layout.parameters)
        let context = result.dataset.context(viewport: old.viewport, textMeasurer: textMeasurer)
        if let problem = configured.limitation(for: context) { throw problem }
        configured.prepare(context)
        let offset = UpdateAnimator.anchoredOffset(old: old.layout, oldOffset: old.offset, new: configured,
                                                   mapping: result.mapping, viewport: old.viewport)
        self.old = old
        new = PreparedView(layout: configured, layoutKind: old.layoutKind, dataset: result.dataset, viewport: old.viewport, offset: offset)
        mapping = result.mapping
        animator = all
            ? UpdateAnimator(old: old.layout, oldDataset: old.dataset, oldOffset: old.offset,
                             oldElements: old.elements(all: true),
                             new: configured, newDataset: result.dataset, newOffset: offset,
                             newElements: new.elements(all: true),
                             mapping: result.mapping, viewport: old.viewport)
            : UpdateAnimator(old: old.layout, oldDataset: old.dataset, oldOffset: old.offset,
                             new: configured, newDataset: result.dataset, newOffset: offset,
                             mapping: result.mapping, viewport: old.viewport)
    }
}
