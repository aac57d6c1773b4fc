extension WaterfallLayout {
    /// Keeps the items before the first one the batch changes as
    /// `previous` placed them (each column shortest-first depends only on
    /// the items before it) and defers the rest: each is placed, its height
    /// read from the new data, when a query first needs it (see
    /// `finishDeferredWork(itemBudget:)`), so every answer is a fresh
    /// prepare's. `previous` may itself have items left to place: it
    /// places those before the first changed item first. `previous` must
    /// be a waterfall of the same parameters prepared for the same viewport
    /// and the same sections' requests (columns, header and footer heights),
    /// with the batch's old item count; otherwise false.
    ///
    /// - Complexity: O(b log b + s + n/C + c·(C + log n)) for a batch of b
    ///   operations, s sections, c columns and chunks of C entries: the
    ///   entries before the first changed item (or first moved section
    ///   bound) f stay in the chunks `previous` holds, shared (`previous`
    ///   itself answers as it did, for the animation from it); plus placing
    ///   `previous` up to f when it had not got there.
    public func prepare(updating previous: any CollectionLayout, with update: LayoutUpdate) -> Bool {
        guard let previous = previous as? WaterfallLayout, previous.isPrepared, previous.parameters == parameters
        else { return false }
        let data = update.dataset
        let sanitized = Size(width: update.viewport.width.isFinite ? max(0, update.viewport.width) : 0,
                             height: update.viewport.height.isFinite ? max(0, update.viewport.height) : 0)
        guard previous.viewport == sanitized, data.sections.count == previous.preparedSectionMetrics.count,
              update.mapping.oldCount == previous.itemCount, update.mapping.newCount == data.itemCount,
              data.sections.indices.allSatisfy({ data.sections[$0].metrics == previous.preparedSectionMetrics[$0] })
        else { return false }
        if data.sections.isEmpty {
            prepare(update.context)
            return true
        }
        let starts = previous.sectionStarts
        var f = min(update.mapping.firstChangedIndex, previous.itemCount, data.itemCount)
        // Data cut into sections elsewhere (an undo restores its sections'
        // bounds) changes the items from the first bound that moved.
        if let s = data.sectionStarts.indices.first(where: { starts[$0] != data.sectionStarts[$0] }) {
            f = min(f, starts[s], data.sectionStarts[s])
        }
        // The section placing goes on in: the last that starts before f.
        // Its items before f, and every earlier section, are as they were.
        var section = 0
        while section + 1 < data.sections.count, starts[section + 1] < f { section += 1 }
        previous.placeDeferred(until: PlacingGoal(item: f - 1, headers: section + 1))
        let estimate = Self.estimatedBottom(after: update, from: previous)

        startPlacing(viewport: sanitized, sectionMetrics: previous.preparedSectionMetrics,
                     sectionStarts: data.sectionStarts + [data.itemCount])
        index = previous.index
        index.removeEntries(fromID: f)
        itemColumn = previous.itemColumn
        itemColumn.removeAll(from: f)
        headerFrames = Array(previous.headerFrames[...section])
        footerFrames = Array(previous.footerFrames[..<section])
        bands = previous.bands
        bands.removeEntries(fromID: 2 * section + 1)
        placedColumnBottoms = previous.placedColumnBottoms
        let c = sectionColumns[section], columnTop = headerFrames[section].maxY + insets.top
        var bottoms = Array(repeating: columnTop, count: c), filled = Array(repeating: false, count: c)
        for column in 0..<c {
            let entries = index.entryCount(inLane: column)
            guard entries > 0, index.id(inLane: column, at: entries - 1) >= starts[section] else { continue }
            bottoms[column] = index.frame(inLane: column, at: entries - 1).maxY
            filled[column] = true
        }
        frontier = Frontier(section: section, item: f, entered: true, bottoms: bottoms, filled: filled, top: 0)
        deferredSections = data.sections
        estimatedBottom = estimate
        return true
    }
}
