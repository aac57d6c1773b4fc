extension CompositionalLayout {
    /// Lays out again only the sections the batch names — those holding an
    /// item it deletes or moves away (before it) or one it inserts or moves
    /// to (after it) — from the new data, and takes every other section as
    /// `previous` has it: sections are independent but for their tops, and
    /// a section's arrays measure y from its own top. The segments holding
    /// no named section are shared with `previous`, their item numbers moved
    /// on; a segment holding one is made again, its other sections copied
    /// (with their resolved estimates), and joined with a short neighbour so
    /// that segments stay about their size. The tops change only in the
    /// chunks holding a named section (`CompositionalTops`), so every number
    /// is the very one a fresh `prepare` of the new data computes.
    ///
    /// Sections taken from `previous` keep the estimates it resolved;
    /// sections laid out again start from their estimates when
    /// `resolvesEstimatesLazily`, as after a fresh `prepare`.
    ///
    /// False (the caller prepares afresh) when `previous` is not a
    /// compositional layout of the same parameters and estimate mode,
    /// prepared for the same viewport, direction and text measurer (the
    /// same instance, or a measurer without state of the same type), with
    /// the batch's old item count and the data's section count; and when
    /// the new data's sections do not start where the batch puts them next
    /// to a named section (data cut into sections elsewhere; see
    /// `namedSections`).
    ///
    /// - Complexity: O(b log b + b·log r + m + B·k + r + s / C + C·k) for a
    ///   batch of b operations naming k sections of m items in all, r
    ///   segments of about B items (`CompositionalSegment.size`) and s
    ///   sections in chunks of C (`CompositionalTops.chunkSize`).
    ///   `previous` stays as it was, for the animation from it.
    public func prepare(updating previous: any CollectionLayout, with update: LayoutUpdate) -> Bool {
        guard let previous = previous as? CompositionalLayout, previous !== self, previous.preparedItems != nil,
              previous.parameters == parameters, previous.resolvesEstimatesLazily == resolvesEstimatesLazily,
              previous.viewport == update.viewport, previous.isMirrored == update.layoutDirection.isRightToLeft,
              sameTextMeasurer(previous.preparedMeasurer, update.textMeasurer)
        else { return false }
        let data = update.dataset, mapping = update.mapping
        let old = previous.geometry
        guard data.sections.count == old.sectionCount, mapping.oldCount == old.itemCount,
              mapping.newCount == data.itemCount, let named = Self.namedSections(mapping, old: old, data: data)
        else { return false }
        var g = old
        g.itemCount = data.itemCount
        if !named.isEmpty {
            let W = max(0, update.viewport.width)
            // The runs to make again: those holding a named section, each
            // with a short neighbour.
            var remade = Set(named.map(old.run(ofSection:)))
            for r in Array(remade) {
                if r > 0, Self.isShort(old.runs[r - 1]) { remade.insert(r - 1) }
                if r + 1 < old.runs.count, Self.isShort(old.runs[r + 1]) { remade.insert(r + 1) }
            }
            let isNamed = Set(named)
            var runs: [CompositionalGeometry.Run] = []
            runs.reserveCapacity(old.runs.count + remade.count)
            var heights: [(section: Int, height: Double)] = []
            var items = 0, pending = old.pendingGroupCount
            var r = 0
            while r < old.runs.count {
                guard remade.contains(r) else {
                    var run = old.runs[r]
                    run.firstItem = items
                    items += run.segment.parts.itemCount
                    runs.append(run)
                    r += 1
                    continue
                }
                // Consecutive runs to make again are made as one.
                var builder = CompositionalGeometry.Builder(firstSection: old.runs[r].firstSection, firstItem: items,
                                                            itemsLeft: CompositionalSegment.size)
                while r < old.runs.count, remade.contains(r) {
                    let run = old.runs[r], seg = run.segment
                    pending -= seg.parts.pendingCount
                    for l in 0..<seg.parts.sectionCount {
                        let s = run.firstSection + l
                        if isNamed.contains(s) {
                            let section = data.sections[s]
                            let header = max(0, section.metrics.headerHeight ?? headerHeight)
                            let laid = laySection(s, items: section.items, header: header, width: W,
                                                  measurer: update.textMeasurer, into: &builder.parts) { $0.metrics }
                            heights.append((s, laid.height))
                        } else {
                            builder.parts.appendSection(l, of: seg.parts)
                        }
                        builder.closeIfFull()
                    }
                    r += 1
                }
                builder.close()
                for run in builder.runs { pending += run.segment.parts.pendingCount }
                items = builder.firstItem
                runs.append(contentsOf: builder.runs)
            }
            g.runs = runs
            g.tops.setHeights(heights)
            g.pendingGroupCount = pending
        } else {
            // Nothing named (an empty batch): the same sections, shared.
            g.runs = old.runs
        }
        viewport = update.viewport
        preparedItems = .dataset(data)
        preparedMeasurer = update.textMeasurer
        isMirrored = previous.isMirrored
        geometry = g
        contentSize = Size(width: max(0, update.viewport.width), height: g.tops.bottom)
        return true
    }

    /// Whether a run is short enough to be joined with a neighbour made again.
    private static func isShort(_ run: CompositionalGeometry.Run) -> Bool {
        run.segment.parts.itemCount < CompositionalSegment.size / 2 && run.segment.parts.sectionCount < CompositionalSegment.size / 2
    }

    /// The sections `mapping` names, ascending: those of the old items it
    /// deletes or moves and of the new items it inserts or moves to; nil
    /// when the new data's sections do not start where the batch puts them
    /// around those sections: each named section and the one after it must
    /// start, and that one end, where their old bounds plus the change of
    /// the named sections before them put them. (The other sections' bounds
    /// are taken to be the batch's, as `BatchUpdate.apply(to:)` and an
    /// undo, which cuts the sections next to the ones it names back where
    /// they were, leave them; checking them all would cost O(s).)
    ///
    /// - Complexity: O(b log b + b·log r) for b named items and r segments.
    private static func namedSections(_ mapping: UpdateMapping, old: CompositionalGeometry,
                                      data: Dataset) -> [Int]? {
        var named = Set<Int>()
        for o in mapping.claimedOld.sorted { named.insert(old.section(ofItem: o)) }
        let starts = data.sectionStarts
        for j in mapping.claimedNew.sorted {
            // The last section starting at or before j (empty ones are passed over).
            var low = 0, high = starts.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if starts[mid] <= j { low = mid } else { high = mid - 1 }
            }
            named.insert(low)
        }
        let sorted = named.sorted()
        var change = 0
        func fits(_ s: Int) -> Bool {
            s >= starts.count || starts[s] == old.firstItem(ofSection: s) + change
        }
        for s in sorted {
            guard fits(s) else { return nil }
            let (seg, l) = old.place(ofSection: s)
            let end = s + 1 < starts.count ? starts[s + 1] : data.itemCount
            change += (end - starts[s]) - seg.parts.items(ofSection: l).count
            // The section after it starts, and ends, where it did, moved by the change.
            guard fits(s + 1), named.contains(s + 1) || fits(s + 2) else { return nil }
        }
        return sorted
    }
}
