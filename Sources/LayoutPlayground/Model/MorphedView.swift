import CollectionLayout

/// A morph from a configured view to another layout of the same data: the
/// two end views and the frames between them.
struct MorphedView {
    /// The configured view.
    let start: PreparedView
    /// The other layout's view at the morph's `toOffset`.
    let end: PreparedView
    /// The frames between the two.
    let morph: LayoutMorph

    /// The view of layout `kind` with `assignments` over its defaults (none of
    /// the start's parameters), prepared for `configuration`'s data (its
    /// file, or the start layout's bundled data, repeated to its item
    /// count), viewport and direction, at the rest offset keeping `anchor`
    /// (a flat item index; the item in focus when nil) in place.
    ///
    /// - Throws: `LayoutError` for an unknown layout or parameter, an anchor
    ///   out of range, or when the end layout cannot show the data.
    init(from start: PreparedView, configuration: ViewConfiguration, to kind: LayoutKind, assignments: [String],
         anchor: Int?, textMeasurer: any TextMeasuring = EstimatedTextMeasurer()) throws {
        if let anchor, !(0..<start.dataset.itemCount).contains(anchor) {
            let reason = start.dataset.itemCount == 0 ? "the data has no items"
                : "expected an item index in 0…\(start.dataset.itemCount - 1)"
            throw LayoutError.invalidArgument(name: "--anchor", value: String(anchor), reason: reason)
        }
        var c = ViewConfiguration()
        c.layoutKind = kind
        c.assignments = assignments
        c.inlineDataset = try configuration.loadDataset()
        c.viewport = start.viewport
        c.layoutDirection = start.layoutDirection
        let resting = try c.makeView(textMeasurer: textMeasurer)
        morph = LayoutMorph(from: start.layout, dataset: start.dataset, offset: start.offset,
                            to: resting.layout, dataset: resting.dataset, viewport: start.viewport, anchor: anchor)
        self.start = start
        end = PreparedView(layout: resting.layout, layoutKind: resting.layoutKind, dataset: resting.dataset, viewport: resting.viewport,
                           offset: morph.toOffset, layoutDirection: resting.layoutDirection)
    }

    /// The end nearer to `progress`: the start below one half, the end from it.
    func nearer(_ progress: Double) -> PreparedView { progress < 0.5 ? start : end }

    /// The elements to draw at `progress`, in content coordinates for
    /// `morph.contentOffset(at: progress)`: exactly each end's own view at 0
    /// and 1, in the order `attributes` prints.
    func elements(at progress: Double) -> [(attributes: LayoutAttributes, id: ElementID?)] {
        if progress == 0 || progress == 1 {
            let view = nearer(progress)
            return view.elements(all: false).map { ($0, view.dataset.elementID(for: $0)) }
        }
        return morph.elements(at: progress)
            .sorted {
                PreparedView.order($0.attributes, $1.attributes)
                    || (!PreparedView.order($1.attributes, $0.attributes) && $0.id.description < $1.id.description)
            }
            .map { ($0.attributes, $0.id) }
    }
}
