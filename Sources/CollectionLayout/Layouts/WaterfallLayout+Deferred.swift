extension WaterfallLayout {
    /// How many items are placed: all of them, unless a batch left the ones
    /// from this count on to place when something asks for them.
    ///
    /// - Complexity: O(1).
    public var placedItemCount: Int { frontier?.item ?? itemCount }

    /// Places the items a batch left to place, as far as `goal` needs.
    func placeDeferred(until goal: PlacingGoal) {
        guard frontier != nil, let sections = deferredSections else { return }
        place(until: goal, heights: DatasetHeights(sections: sections))
    }

    /// Places every item a batch left to place.
    func placeEverything() {
        placeDeferred(until: .everything)
    }

    /// The exact content size once nothing is left to place. Until then,
    /// the bottom of the layout the batch started from (itself exact or
    /// estimated) moved by the batch's items spread over their sections'
    /// columns: each item inserted (or moved into a section) adds its
    /// height plus `rowMargin` over its section's column count, each
    /// deleted (or moved out) one takes it off; a move within a section
    /// keeps the old bottom. Never above the placed elements' reach.
    ///
    /// Its error: a section's columns end within its tallest item plus
    /// `rowMargin` of one another, and their mean is its items' heights
    /// plus margins over its column count, within `rowMargin`; so the
    /// estimate is within Σ (tallest item before or after + 2·`rowMargin`)
    /// over the sections the batches changed since the layout was last
    /// exact, of the exact height. (Data cut into sections elsewhere than
    /// the batch says, as an undo's, moves items between sections
    /// unannounced: its estimate can be further off.)
    ///
    /// - Complexity: O(c) for c ≤ 12 columns.
    public var estimatedContentSize: Size {
        guard let frontier else { return Size(width: viewport.width, height: contentBottom) }
        return Size(width: viewport.width, height: max(estimatedBottom, frontier.reach))
    }

    /// Places up to `itemBudget` more of the items a batch left to place;
    /// true when none is left.
    ///
    /// - Complexity: O(b·c + s) for a budget of b items, c columns and the s sections reached.
    public func finishDeferredWork(itemBudget: Int) -> Bool {
        if let frontier, itemBudget > 0 {
            placeDeferred(until: PlacingGoal(item: frontier.item + min(itemBudget, .max - frontier.item) - 1))
        }
        return frontier == nil
    }

    /// The content's bottom estimated after `update` from `previous` (see
    /// `estimatedContentSize`), before any clamping: `previous`'s own
    /// estimate when it had items left to place, else its exact bottom.
    ///
    /// - Complexity: O(b·(log n + log s)) for the b items the batch names.
    static func estimatedBottom(after update: LayoutUpdate, from previous: WaterfallLayout) -> Double {
        var bottom = previous.frontier == nil ? previous.contentBottom : previous.estimatedBottom
        let data = update.dataset, margin = previous.rowMargin
        for j in update.mapping.claimedNew.sorted where j < data.itemCount {
            let path = data.indexPath(ofFlat: j)!
            let c = previous.sectionColumns[path.section], width = previous.columnWidth(columns: c)
            let h = itemHeight(size: data.sections[path.section].items[path.item].size, columnWidth: width)
            bottom += (h + margin) / Double(c)
        }
        for o in update.mapping.claimedOld.sorted where o < previous.itemCount {
            let path = previous.indexPath(ofFlat: o)
            let c = previous.sectionColumns[path.section]
            let h = previous.height(ofItem: o, at: path, width: previous.columnWidth(columns: c))
            bottom -= (h + margin) / Double(c)
        }
        return bottom
    }

    /// Item `flat`'s height (at `path`, in a column `width` wide): its
    /// frame's when placed, else from the data it will be placed from.
    ///
    /// - Complexity: O(log n).
    func height(ofItem flat: Int, at path: IndexPath, width: Double) -> Double {
        if flat < placedItemCount { return frame(ofItem: flat).height }
        let size = deferredSections?[path.section].items[path.item].size
        return Self.itemHeight(size: size, columnWidth: width)
    }
}
