extension WaterfallLayout {
    /// Keeps the items before the first one the batch changes as
    /// `previous` placed them (each column shortest-first depends only on
    /// the items before it) and places the rest again. `previous` must be a
    /// waterfall of the same parameters prepared for the same viewport and
    /// the same sections' requests (columns, header and footer heights);
    /// otherwise false.
    ///
    /// - Complexity: O(b log b + c log n + (n − f)·c + s) for a batch of b
    ///   operations whose first changed item is f, c columns and s
    ///   sections; the arrays of `previous` are copied once (`previous`
    ///   itself stays as it was, for the animation from it).
    public func prepare(updating previous: any CollectionLayout, with update: LayoutUpdate) -> Bool {
        guard let previous = previous as? WaterfallLayout, previous.isPrepared, previous.parameters == parameters
        else { return false }
        let data = update.dataset
        let sanitized = Size(width: update.viewport.width.isFinite ? max(0, update.viewport.width) : 0,
                             height: update.viewport.height.isFinite ? max(0, update.viewport.height) : 0)
        guard previous.viewport == sanitized, data.sections.count == previous.preparedSectionMetrics.count,
              data.sections.indices.allSatisfy({ data.sections[$0].metrics == previous.preparedSectionMetrics[$0] })
        else { return false }
        let f = min(update.mapping.firstChangedIndex, previous.itemCount, data.itemCount)
        let starts = previous.sectionStarts
        // The section placing goes on in: the last that starts before f.
        // Its items before f, and every earlier section, are as they were.
        var section = 0
        while section + 1 < data.sections.count, starts[section + 1] < f { section += 1 }
        if data.sections.isEmpty {
            prepare(update.context)
            return true
        }
        var index = previous.index
        index.removeEntries(fromID: f)
        let c = min(SectionMetrics.maximumColumns,
                    max(1, previous.preparedSectionMetrics[section].columns ?? previous.columnCount))
        let columnTop = previous.headerFrames[section].maxY + insets.top
        var bottoms = Array(repeating: columnTop, count: c), filled = Array(repeating: false, count: c)
        for column in 0..<c {
            let entries = index.entryCount(inLane: column)
            guard entries > 0, index.id(inLane: column, at: entries - 1) >= starts[section] else { continue }
            bottoms[column] = index.frame(inLane: column, at: entries - 1).maxY
            filled[column] = true
        }
        let resume = Resume(section: section, item: f, index: index,
                            columns: Array(previous.itemColumn[..<f]), rows: Array(previous.itemRow[..<f]),
                            starts: Array(starts[...section]), headers: Array(previous.headerFrames[...section]),
                            footers: Array(previous.footerFrames[..<section]), bottoms: bottoms, filled: filled)
        let sections = data.sections
        place(viewport: sanitized, sectionMetrics: previous.preparedSectionMetrics,
              sectionSizes: sections.map(\.items.count), resume: resume) { s, k in sections[s].items[k].metrics }
        return true
    }
}
