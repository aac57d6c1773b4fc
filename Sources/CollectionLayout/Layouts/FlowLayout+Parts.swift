import Foundation

/// Placing a large flow in parts, one per core.
extension FlowLayout {
    /// The fewest items a part is worth: below twice this, one thread places everything.
    static let itemsPerPart = 65_536

    /// The lines of `context`'s sections placed in parts on the machine's
    /// cores, or nil when there is one core, one section or too few items.
    ///
    /// A greedy line depends only on its own section's items, so the
    /// sections split into consecutive parts of about equal item counts,
    /// each placed from a top of 0 as if it were alone, then moved below the
    /// parts before it (`FlowGeometry.append(movedBelow:)`). The moved
    /// positions are the very numbers one pass from the top computes only
    /// when every sum is exact (`Resync.isOnGrid`: whole points, pixels and
    /// Pango units are); nil when some height, spacing or inset is off that
    /// grid or the content is too tall for it, and the caller places
    /// everything in one pass.
    ///
    /// - Complexity: O(n + s) work for n items in s sections, over p parts.
    func placedInParts(_ context: LayoutContext, lineWidth: Double) -> FlowGeometry? {
        let sections = context.sections
        let cores = ProcessInfo.processInfo.activeProcessorCount
        guard cores > 1, sections.count > 1, Resync.isOnGrid(self) else { return nil }
        let total = context.itemCount
        let partCount = min(cores, sections.count, total / Self.itemsPerPart)
        guard partCount > 1 else { return nil }
        let bounds = Self.partBounds(sectionSizes: sections.lazy.map { $0.count }, total: total, parts: partCount)
        let style = FlowGeometry.LineStyle(layout: self, width: Self.width(of: context.viewport),
                                           direction: context.layoutDirection)
        let measurer = context.textMeasurer
        let firstLineTop = headerHeight + sectionInsets.top
        let parts = (0..<bounds.count - 1).concurrentMap(minimum: 2) { part -> FlowGeometry in
            // Each part measures with its own record of the texts it has seen.
            var sizes = MeasuredMetrics(sections: sections, measurer: measurer, lineWidth: lineWidth)
            let start = Resume(geometry: FlowGeometry(), section: bounds[part], sectionStart: 0, sectionTop: 0,
                               item: 0, lineTop: firstLineTop, lastLineBottom: firstLineTop)
            return lines(style: style, sectionEnd: bounds[part + 1], resume: start, resync: nil, sizes: &sizes)
        }
        guard !parts.contains(where: \.offGrid) else { return nil }
        var p = FlowGeometry()
        for part in parts { p.append(movedBelow: part) }
        return p.sections.end < Resync.limit ? p : nil
    }

    /// The first section of each part, then the section count: part k
    /// starts at the section boundary nearest k·total/parts items (of
    /// `parts`), sections never split; fewer parts when some would hold no
    /// section.
    ///
    /// - Complexity: O(s + parts).
    static func partBounds<Sizes: Collection<Int>>(sectionSizes: Sizes, total: Int, parts: Int) -> [Int] {
        var bounds = [0], before = 0, k = 1
        for (s, count) in sectionSizes.enumerated() {
            // Each share's end within this section: cut before or after it, whichever is nearer.
            while k < parts, total / parts * k < before + count {
                let target = total / parts * k
                let cut = target - before <= before + count - target ? s : s + 1
                if cut > bounds[bounds.count - 1], cut < sectionSizes.count { bounds.append(cut) }
                k += 1
            }
            before += count
        }
        bounds.append(sectionSizes.count)
        return bounds
    }
}
