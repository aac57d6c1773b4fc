/// Estimated heights resolved as items are first laid out, as UIKit's
/// self-sizing cells are: with `resolvesEstimatesLazily`, `prepare` lays
/// every section out with the estimates; `resolveEstimates(in:anchorY:)`
/// — called by a view before it draws a rect — gives the groups meeting the
/// rect their items' own heights (picture, else text, else the estimate).
/// A resolved group moves what follows it (the rest of its section, the
/// sections below, the content's height) through running sums, without
/// laying anything else out again. Rect queries stay pure: they return the
/// frames in effect, estimated or resolved.
///
/// The resolution reports how much the content above an anchor (the top of
/// the visible rect) grew, so that the view shifts its content offset by as
/// much and the item in view stays where it was on screen — UIKit adjusts
/// the content offset by the size change of the items above the visible area.
extension CompositionalLayout {
    /// What one resolution did.
    public struct EstimateCorrection: Equatable, Sendable {
        /// The groups given their own heights.
        public var resolvedGroups = 0
        /// The items given their own heights.
        public var resolvedItems = 0
        /// How much the content above the anchor grew (negative: shrank):
        /// what a view adds to its content offset to keep the item in view still.
        public var growthAbove = 0.0
        /// How much the content's height changed.
        public var contentGrowth = 0.0

        /// Nothing resolved.
        public init() {}

        /// Whether anything was resolved.
        public var isEmpty: Bool { resolvedGroups == 0 }
    }

    /// An item's estimated height and the height in effect.
    public struct HeightEstimate: Equatable, Sendable {
        /// The estimate its section's `itemHeight` gives (`~120`: 120).
        public var estimate: Double
        /// The item's own height once resolved; nil while it still has the estimate.
        public var resolved: Double?
    }

    /// The number of groups whose estimated heights are not resolved yet.
    public var pendingEstimateGroups: Int { geometry.pendingGroupCount }

    /// The estimate of the item at `indexPath` and its resolved height; nil
    /// when the item does not exist or its height is not estimated.
    ///
    /// - Complexity: O(log r) for r segments (`CompositionalSegment`).
    public func heightEstimate(of indexPath: IndexPath) -> HeightEstimate? {
        guard globalItem(indexPath) != nil else { return nil }
        let (seg, l) = geometry.place(ofSection: indexPath.section)
        guard let estimate = seg.parts.sectionEstimate[l] else { return nil }
        let i = seg.parts.items(ofSection: l).lowerBound + indexPath.item
        let pending = seg.parts.groupPending[Int(seg.parts.itemGroup[i])]
        return HeightEstimate(estimate: estimate, resolved: pending ? nil : seg.parts.itemHeight[i])
    }

    /// Resolves the estimated heights of every group meeting `rect` (each
    /// sideways section at its offset), then of those the moved content
    /// brings into the rect when it is carried along with the correction
    /// (as a view's visible rect is), until none is left pending in it.
    /// Groups whose top lies above `anchorY` count in `growthAbove`.
    ///
    /// - Complexity: O((r + s)·(log n) + p·(C + S / C)) for the r groups
    ///   resolved (with their items), the s sections crossing the rect and
    ///   the p passes (one, and one more each time the correction brings
    ///   pending groups into the rect), S sections in chunks of C
    ///   (`CompositionalTops`); plus, for a sideways section whose tallest
    ///   group shrank, a pass over its groups.
    @discardableResult
    public func resolveEstimates(in rect: Rect, anchorY: Double) -> EstimateCorrection {
        var correction = EstimateCorrection()
        guard geometry.pendingGroupCount > 0, !rect.isEmpty, anchorY.isFinite else { return correction }
        // Right to left the rect is mirrored into the layout's terms.
        var rect = mirrored(rect), anchor = anchorY
        while true {
            let groups = pendingGroups(in: rect)
            if groups.isEmpty { break }
            var growth = 0.0
            // The sections' heights change once the pass is over: until
            // then, the changes of the sections before a group move its top.
            var changes: [(section: Int, height: Double)] = []
            var before = 0.0, section = -1, sectionChange = 0.0
            for (s, r, k) in groups {
                if s != section {
                    if sectionChange != 0 { changes.append((section, geometry.tops.height(section) + sectionChange)) }
                    before += sectionChange
                    (section, sectionChange) = (s, 0)
                }
                let top = groupTop(k, run: r, section: s) + before
                let (items, change) = resolveGroup(k, run: r, section: s)
                sectionChange += change
                correction.resolvedGroups += 1
                correction.resolvedItems += items
                correction.contentGrowth += change
                // The anchor moves with the content above it.
                if top < anchor {
                    growth += change
                    anchor += change
                }
            }
            if sectionChange != 0 { changes.append((section, geometry.tops.height(section) + sectionChange)) }
            setSectionHeights(changes)
            correction.growthAbove += growth
            // The view's rect moves with the correction: keep resolving what it then shows.
            rect.origin.y += growth
        }
        return correction
    }

    /// Resolves every estimate left (what the eager `prepare` does at once).
    ///
    /// - Complexity: O(n log n).
    @discardableResult
    public func resolveAllEstimates() -> EstimateCorrection {
        var correction = EstimateCorrection()
        var changes: [(section: Int, height: Double)] = []
        // (No reference to a segment is held across `resolveGroup`, which
        // would then copy it each time.)
        for r in geometry.runs.indices {
            let firstSection = geometry.runs[r].firstSection
            for l in 0..<geometry.runs[r].segment.parts.sectionCount {
                var sectionChange = 0.0
                for k in geometry.runs[r].segment.parts.groups(ofSection: l) where geometry.runs[r].segment.parts.groupPending[k] {
                    let (items, change) = resolveGroup(k, run: r, section: firstSection + l)
                    sectionChange += change
                    correction.resolvedGroups += 1
                    correction.resolvedItems += items
                    correction.contentGrowth += change
                }
                let s = firstSection + l
                if sectionChange != 0 { changes.append((s, geometry.tops.height(s) + sectionChange)) }
            }
        }
        setSectionHeights(changes)
        return correction
    }

    /// The top of group `k` of run `r`'s segment (in section `s`) in effect.
    private func groupTop(_ k: Int, run r: Int, section s: Int) -> Double {
        let seg = geometry.runs[r].segment, first = seg.parts.groups(ofSection: s - geometry.runs[r].firstSection)
        return geometry.top(ofSection: s) + seg.parts.groupY[k] + seg.parts.shift(beforeGroup: k, sectionFirstGroup: first.lowerBound)
    }

    /// Gives sections the heights resolved estimates left them, and the content its height.
    private func setSectionHeights(_ changes: [(section: Int, height: Double)]) {
        guard !changes.isEmpty else { return }
        geometry.tops.setHeights(changes)
        contentSize.height = geometry.tops.bottom
    }

    /// The pending groups meeting `rect`, in order: each one's section, run and number in its segment.parts.
    private func pendingGroups(in rect: Rect) -> [(section: Int, run: Int, group: Int)] {
        var found: [(section: Int, run: Int, group: Int)] = []
        var s = geometry.firstSection(endingBelow: rect.minY)
        while s < sectionCount, geometry.top(ofSection: s) < rect.maxY {
            defer { s += 1 }
            let r = geometry.run(ofSection: s)
            let seg = geometry.runs[r].segment, l = s - geometry.runs[r].firstSection
            guard seg.parts.sectionEstimate[l] != nil else { continue }
            let groups = seg.parts.groups(ofSection: l)
            guard !groups.isEmpty else { continue }
            let sideways = seg.parts.sectionBehaviour[l].scrollsSideways
            let shift = sideways ? sectionOffset(ofSection: s) : 0
            let top = geometry.top(ofSection: s)
            var low = groups.lowerBound, high = groups.upperBound
            while low < high {
                let mid = (low + high) / 2
                let far = sideways ? seg.parts.groupX[mid] + seg.parts.groupWidth[mid] - shift
                    : top + seg.parts.groupY[mid] + seg.parts.shift(beforeGroup: mid, sectionFirstGroup: groups.lowerBound)
                        + seg.parts.groupHeight[mid]
                if far > (sideways ? rect.minX : rect.minY) { high = mid } else { low = mid + 1 }
            }
            var down = top + seg.parts.shift(beforeGroup: low, sectionFirstGroup: groups.lowerBound)
            var k = low
            while k < groups.upperBound {
                let frame = Rect(x: seg.parts.groupX[k] - shift, y: seg.parts.groupY[k] + down,
                                 width: seg.parts.groupWidth[k], height: seg.parts.groupHeight[k])
                guard sideways ? frame.minX < rect.maxX : frame.minY < rect.maxY else { break }
                // A group of zero height still counts when its top lies in the rect.
                let meets = frame.intersects(rect)
                    || (frame.height == 0 && frame.minY >= rect.minY && frame.minY < rect.maxY
                        && frame.maxX > rect.minX && frame.minX < rect.maxX)
                if seg.parts.groupPending[k], meets { found.append((s, r, k)) }
                if seg.parts.hasShifts { down += seg.parts.groupDelta[k] }
                k += 1
            }
        }
        return found
    }

    /// Gives group `k` of run `r`'s segment (in section `s`) its items' own
    /// heights, re-stacks its rows and records how much further down it
    /// moves the groups after it in its section; returns the number of items
    /// and how much further down the section now reaches (the caller
    /// changes the section's height).
    private func resolveGroup(_ k: Int, run r: Int, section s: Int) -> (items: Int, change: Double) {
        guard geometry.runs[r].segment.parts.groupPending[k], let source = preparedItems else { return (0, 0) }
        let seg = geometry.mutableSegment(r)
        let l = s - geometry.runs[r].firstSection
        let shape = groupSize[s]
        let first = Int(seg.parts.groupFirstItem[k]), end = Int(seg.parts.groupFirstItem[k + 1])
        let sectionStart = seg.parts.items(ofSection: l).lowerBound
        let rowTop = stackRows(first..<end, columns: shape.columns) { i in
            Self.resolvedHeight(itemHeight[s], width: seg.parts.itemWidth[i],
                                metrics: source.metrics(section: s, item: i - sectionStart), measurer: preparedMeasurer)
        } place: { i, _, rowTop, h in
            seg.parts.itemY[i] = seg.parts.groupY[k] + rowTop
            seg.parts.itemHeight[i] = h
        }
        let old = seg.parts.groupHeight[k]
        seg.parts.groupHeight[k] = rowTop
        seg.parts.groupPending[k] = false
        geometry.pendingGroupCount -= 1
        // What moves the content below: the group's own height when groups
        // stack (the groups after it in the section move by running sums),
        // the section's tallest group when they sit side by side.
        var change = rowTop - old
        if seg.parts.sectionBehaviour[l].scrollsSideways {
            let band = seg.parts.sectionBand[l]
            var newBand = band
            if rowTop >= band {
                newBand = rowTop
            } else if old >= band {
                newBand = 0
                for m in seg.parts.groups(ofSection: l) { newBand = max(newBand, seg.parts.groupHeight[m]) }
            }
            seg.parts.sectionBand[l] = newBand
            change = newBand - band
        } else if change != 0 {
            seg.parts.groupDelta[k] += change
            seg.parts.shifts.add(change, at: k)
            seg.parts.hasShifts = true
        }
        return (end - first, change)
    }
}
