extension FlowLayout {
    /// Keeps the lines before the one holding the item before the first
    /// changed one as `previous` broke them (a greedy line depends only on
    /// the items from its start), and breaks the rest again; the items
    /// that stay keep the sizes `previous` measured, so only inserted ones
    /// are measured. `previous` must be a flow of the same parameters
    /// prepared for the same viewport and direction with the same text
    /// measurer (the same instance, or a measurer without state of the same
    /// type), and the data must keep its section count; otherwise false.
    ///
    /// - Complexity: O(b log b + log n + (n − f) log b + s) for a batch of b
    ///   operations whose first changed item is f, in s sections; the
    ///   arrays of `previous` are copied once (`previous` itself stays as it
    ///   was, for the animation from it).
    public func prepare(updating previous: any CollectionLayout, with update: LayoutUpdate) -> Bool {
        guard let previous = previous as? FlowLayout, previous.parameters == parameters,
              previous.preparedDirection == update.layoutDirection,
              Self.sameMeasurer(previous.preparedMeasurer, update.textMeasurer)
        else { return false }
        let data = update.dataset
        let width = update.viewport.width.isFinite ? max(0, update.viewport.width) : 0
        let height = update.viewport.height.isFinite ? max(0, update.viewport.height) : 0
        guard previous.viewport == Size(width: width, height: height), data.sections.count == previous.sectionCount,
              !data.sections.isEmpty else { return false }
        var p = previous.geometry
        let f = min(update.mapping.firstChangedIndex, previous.itemCount, data.itemCount)
        // The section placing goes on in: the last that starts before f.
        var section = 0
        while section + 1 < data.sections.count, p.sectionStart[section + 1] < f { section += 1 }
        // The line holding the item before f (the first line of the section when none).
        var line = Self.firstLine(of: section, in: p)
        if f > p.sectionStart[section] {
            var low = line, high = p.lineStart.count - 2
            while low < high {
                let mid = (low + high + 1) / 2
                if p.lineStart[mid] <= f - 1 { low = mid } else { high = mid - 1 }
            }
            line = low
        }
        let firstLineTop = p.sectionTop[section] + headerHeight + sectionInsets.top
        let hasLine = line < p.lineStart.count - 1 && Int(p.lineSection[line]) == section
        let lineTop = hasLine ? p.lines.frame(inLane: 0, at: line).minY : firstLineTop
        let lastLineBottom = line > 0 && Int(p.lineSection[line - 1]) == section
            ? p.lines.frame(inLane: 0, at: line - 1).maxY : firstLineTop
        let item = hasLine ? p.lineStart[line] : p.sectionStart[section]
        p.truncate(toSection: section, line: line, item: item, sized: f)

        let lineWidth = Self.lineWidth(self, viewport: update.viewport, direction: update.layoutDirection)
        let mapping = update.mapping, measurer = update.textMeasurer
        let sections = data.sections
        var measured: [String: Size] = [:]
        let old = previous.geometry
        place(viewport: update.viewport, direction: update.layoutDirection, measurer: measurer,
              sectionSizes: sections.map(\.items.count),
              resume: Resume(geometry: p, section: section, item: item, lineTop: lineTop,
                             lastLineBottom: lastLineBottom)) { s, k, flat in
            if let o = mapping.oldIndex(ofNew: flat), o < old.itemWidth.count {
                return Size(width: old.itemWidth[o], height: old.itemHeight[o])
            }
            return Self.size(of: sections[s].items[k].metrics, measurer: measurer, lineWidth: lineWidth,
                             measured: &measured)
        }
        return true
    }

    /// The first line of `section` (the line count when it has none and
    /// no later section has one).
    private static func firstLine(of section: Int, in p: FlowGeometry) -> Int {
        var low = 0, high = p.lineSection.count
        while low < high {
            let mid = (low + high) / 2
            if Int(p.lineSection[mid]) < section { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Whether two measurers give the same sizes: the same instance, or
    /// values without state of one type.
    static func sameMeasurer(_ a: any TextMeasuring, _ b: any TextMeasuring) -> Bool {
        guard type(of: a) == type(of: b) else { return false }
        let mirror = Mirror(reflecting: a)
        if mirror.displayStyle == .class { return (a as AnyObject) === (b as AnyObject) }
        return mirror.children.isEmpty
    }
}

extension FlowGeometry {
    /// Keeps the geometry of what comes before the line `line` (which
    /// starts at `item`) in section `section`: the sections before it,
    /// that section's header, its lines before `line`, and the sizes of
    /// the items before `sized`.
    mutating func truncate(toSection section: Int, line: Int, item: Int, sized: Int) {
        itemX.removeSubrange(item...)
        itemY.removeSubrange(item...)
        itemWidth.removeSubrange(sized...)
        itemHeight.removeSubrange(sized...)
        sectionStart.removeSubrange((section + 1)...)
        lineStart.removeSubrange((line + 1)...)
        lineSection.removeSubrange(line...)
        lines.removeEntries(fromID: line)
        // Supplementary views are added section by section: header, background, footer.
        var keep = supplementarySections.count
        while keep > 0, Int(supplementarySections[keep - 1]) >= section { keep -= 1 }
        if headerOfSection[section] >= 0 { keep += 1 }
        supplementaryFrames.removeSubrange(keep...)
        supplementaryCategories.removeSubrange(keep...)
        supplementarySections.removeSubrange(keep...)
        supplementaries.removeEntries(fromID: keep)
        headerOfSection.removeSubrange((section + 1)...)
        footerOfSection.removeSubrange(section...)
        footerOfSection.append(-1)
        backgroundOfSection.removeSubrange(section...)
        backgroundOfSection.append(-1)
        sectionTop.removeSubrange((section + 1)...)
        sectionContentBottom.removeSubrange(section...)
    }
}
