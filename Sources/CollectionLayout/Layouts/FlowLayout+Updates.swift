extension FlowLayout {
    /// Keeps the lines before the one holding the item before the first
    /// changed one as `previous` broke them (a greedy line depends only on
    /// the items from its start), from the start of their segment; breaks
    /// the lines again from there until, past the batch's last change, a
    /// line starts at the item (mapped through the batch) that started a
    /// line of `previous`: from there on every line is an old one moved by
    /// a constant, and the old segments are shared, moved (`Resync` says
    /// when positions allow it; otherwise the rest is placed again). The
    /// items that stay keep the sizes `previous` measured, so only inserted
    /// ones are measured. `previous` must be a flow of the same parameters
    /// prepared for the same viewport and direction with the same text
    /// measurer (the same instance, or a measurer without state of the same
    /// type), and the data must keep its section count; otherwise false.
    ///
    /// - Complexity: O(b log b + (B + c) log n + r + s / C + C) for a batch
    ///   of b operations changing the lines of c items, r segments of B
    ///   items (`FlowSegmentBuilder.size`) and s sections in chunks of C
    ///   (`FlowSections.chunkSize`); without the resync O(n − f) more, for
    ///   the first changed item f.
    ///   `previous` stays as it was, for the animation from it.
    public func prepare(updating previous: any CollectionLayout, with update: LayoutUpdate) -> Bool {
        guard let previous = previous as? FlowLayout, previous.parameters == parameters,
              previous.preparedDirection == update.layoutDirection,
              sameTextMeasurer(previous.preparedMeasurer, update.textMeasurer)
        else { return false }
        let data = update.dataset
        let width = update.viewport.width.isFinite ? max(0, update.viewport.width) : 0
        let height = update.viewport.height.isFinite ? max(0, update.viewport.height) : 0
        guard previous.viewport == Size(width: width, height: height), data.sections.count == previous.sectionCount,
              !data.sections.isEmpty else { return false }
        let old = previous.geometry
        let f = min(update.mapping.firstChangedIndex, previous.itemCount, data.itemCount)
        // The section placing goes on in: the last that starts before f.
        var section = max(0, old.sections.countStarting(before: f) - 1)
        // The line holding the item before f (the first line of the section when none).
        var line = old.firstLine(of: section)
        if f > old.sections.start(section) { line = old.line(ofItem: f - 1) }
        // Back to the start of its segment (of the one before when that is
        // short), so that segments stay whole and short ones merge.
        let half = FlowSegmentBuilder.size / 2
        if line < old.lineCount || (old.runs.last.map { $0.itemCount < half } ?? false) {
            var r = line < old.lineCount ? old.run(ofLine: line) : old.runs.count - 1
            if r > 0, old.runs[r].itemCount < half { r -= 1 }
            line = old.runs[r].lineBase
            section = old.section(ofLine: line)
        }
        let sectionTop = old.sections.top(section), sectionStart = old.sections.start(section)
        let firstLineTop = sectionTop + headerHeight + sectionInsets.top
        let hasLine = line < old.lineCount && old.section(ofLine: line) == section
        let lineTop = hasLine ? old.lineFrame(line).minY : firstLineTop
        let lastLineBottom = line > 0 && old.section(ofLine: line - 1) == section
            ? old.lineFrame(line - 1).maxY : firstLineTop
        let item = hasLine ? old.itemRange(ofLine: line).lowerBound : sectionStart
        var p = old
        p.truncate(toLine: line, section: section)

        let lineWidth = Self.lineWidth(self, viewport: update.viewport, direction: update.layoutDirection)
        var sizes = UpdatedSizes(sections: data.sections, mapping: update.mapping, old: old,
                                 measurer: update.textMeasurer, lineWidth: lineWidth)
        place(viewport: update.viewport, direction: update.layoutDirection, measurer: update.textMeasurer,
              sectionCount: data.sections.count,
              resume: Resume(geometry: p, section: section, sectionStart: sectionStart, sectionTop: sectionTop,
                             item: item, lineTop: lineTop, lastLineBottom: lastLineBottom),
              resync: Resync(old: old, mapping: update.mapping), sizes: &sizes)
        return true
    }

    /// The sizes after a batch: an item that stays keeps the size the old
    /// layout placed it at; an inserted one is measured.
    struct UpdatedSizes: FlowItemSizes {
        let sections: SectionList
        let mapping: UpdateMapping
        let old: FlowGeometry
        let measurer: any TextMeasuring
        let lineWidth: Double
        var measured = MeasuredTexts()

        func count(ofSection section: Int) -> Int { sections.itemCount(ofSection: section) }

        mutating func size(section: Int, item: Int, flat: Int) -> Size {
            if let o = mapping.oldIndex(ofNew: flat), o < old.itemCount { return old.size(ofItem: o) }
            return FlowLayout.size(of: sections.item(item, inSection: section).metrics, measurer: measurer,
                                   lineWidth: lineWidth, measured: &measured)
        }
    }
}
