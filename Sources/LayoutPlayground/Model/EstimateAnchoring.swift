import CollectionLayout

/// What the canvas does before it draws a compositional layout whose
/// heights are estimated: resolve the items about to be shown and keep the
/// item in view still.
///
/// The items resolved are those meeting the visible rect widened by half a
/// viewport above and below (as UIKit lays cells out a little ahead of
/// the scrolling, so that most resolve before they are seen). Whatever the
/// resolution changes above the top of the visible rect moves the content
/// offset by the same amount, in the same frame, through
/// `Scroller.shiftContent(by:contentSize:)`: a motion or a drag under way
/// goes on from the shifted offset, and a motion whose rest the shrunk
/// content no longer reaches ends on the new end (a fling bounces off it).
/// The content below that top stays where
/// it was on screen. GTK-free, so it is tested without a display.
enum EstimateAnchoring {
    /// How far beyond the visible rect, in viewport heights, items resolve ahead.
    static let lookahead = 0.5

    /// Resolves what `scroller`'s visible rect (and the lookahead) shows of
    /// `layout` and shifts the scroller by the growth above its top. When
    /// the content shrank below an offset at rest (a jump to the end made
    /// with the estimates), the offset comes back to the content's end and
    /// what it then shows resolves too. Nil when `layout` is not a
    /// compositional layout resolving its estimates lazily; otherwise the
    /// correction (empty when nothing in view was pending).
    ///
    /// - Complexity: O((r + s)·log n) for the r groups resolved and the s
    ///   sections in the rect; O(log n + s) when nothing there is pending.
    @discardableResult
    static func resolve(_ layout: any CollectionLayout, scroller: Scroller,
                        viewport: Size) -> CompositionalLayout.EstimateCorrection? {
        guard let layout = LayoutDescription.shelves(layout), layout.resolvesEstimatesLazily else { return nil }
        var total = CompositionalLayout.EstimateCorrection()
        for _ in 0..<maximumPasses {
            if layout.pendingEstimateGroups > 0 {
                let top = scroller.offset.y
                let margin = viewport.height * lookahead
                let rect = Rect(x: 0, y: top - margin, width: viewport.width, height: viewport.height + 2 * margin)
                let correction = layout.resolveEstimates(in: rect, anchorY: top)
                if !correction.isEmpty {
                    scroller.shiftContent(by: correction.growthAbove, contentSize: layout.contentSize)
                    total.resolvedGroups += correction.resolvedGroups
                    total.resolvedItems += correction.resolvedItems
                    total.growthAbove += correction.growthAbove
                    total.contentGrowth += correction.contentGrowth
                }
            }
            let end = scroller.offsetRange.upperBound
            guard scroller.state == .idle, !scroller.isMoving, scroller.offset.y > end else { break }
            scroller.setOffset(Point(x: scroller.offset.x, y: end))
        }
        return total
    }

    /// How many times one frame resolves and brings the offset back into
    /// the content (each pass at the end shows items above the last).
    static let maximumPasses = 8
}
