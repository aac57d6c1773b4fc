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
    /// - Complexity: O(1).
    public func heightEstimate(of indexPath: IndexPath) -> HeightEstimate? {
        guard let g = globalItem(indexPath), let estimate = geometry.sectionEstimate[indexPath.section] else { return nil }
        let pending = geometry.groupPending[Int(geometry.itemGroup[g])]
        return HeightEstimate(estimate: estimate, resolved: pending ? nil : geometry.itemHeight[g])
    }

    /// Resolves the estimated heights of every group meeting `rect` (each
    /// sideways section at its offset), then of those the moved content
    /// brings into the rect when it is carried along with the correction
    /// (as a view's visible rect is), until none is left pending in it.
    /// Groups whose top lies above `anchorY` count in `growthAbove`.
    ///
    /// - Complexity: O((r + s)·log n) for the r groups resolved (with their
    ///   items) and the s sections crossing the rect, plus, for a sideways
    ///   section whose tallest group shrank, a pass over its groups.
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
            for k in groups {
                let top = geometry.groupY[k] + geometry.shift(beforeGroup: k)
                let (items, change) = resolveGroup(k)
                correction.resolvedGroups += 1
                correction.resolvedItems += items
                correction.contentGrowth += change
                // The anchor moves with the content above it.
                if top < anchor {
                    growth += change
                    anchor += change
                }
            }
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
        for k in geometry.groupPending.indices where geometry.groupPending[k] {
            let (items, change) = resolveGroup(k)
            correction.resolvedGroups += 1
            correction.resolvedItems += items
            correction.contentGrowth += change
        }
        return correction
    }

    /// The pending groups meeting `rect`, in order.
    private func pendingGroups(in rect: Rect) -> [Int] {
        var found: [Int] = []
        var s = geometry.firstSection(endingBelow: rect.minY)
        while s < sectionCount, geometry.top(ofSection: s) < rect.maxY {
            defer { s += 1 }
            guard geometry.sectionEstimate[s] != nil else { continue }
            let groups = geometry.sectionFirstGroup[s]..<geometry.sectionFirstGroup[s + 1]
            guard !groups.isEmpty else { continue }
            let sideways = geometry.sectionBehaviour[s].scrollsSideways
            let shift = sideways ? sectionOffset(ofSection: s) : 0
            var low = groups.lowerBound, high = groups.upperBound
            while low < high {
                let mid = (low + high) / 2
                let far = sideways ? geometry.groupX[mid] + geometry.groupWidth[mid] - shift
                    : geometry.groupY[mid] + geometry.shift(beforeGroup: mid) + geometry.groupHeight[mid]
                if far > (sideways ? rect.minX : rect.minY) { high = mid } else { low = mid + 1 }
            }
            var down = geometry.shift(beforeGroup: low)
            var k = low
            while k < groups.upperBound {
                let frame = Rect(x: geometry.groupX[k] - shift, y: geometry.groupY[k] + down,
                                 width: geometry.groupWidth[k], height: geometry.groupHeight[k])
                guard sideways ? frame.minX < rect.maxX : frame.minY < rect.maxY else { break }
                // A group of zero height still counts when its top lies in the rect.
                let meets = frame.intersects(rect)
                    || (frame.height == 0 && frame.minY >= rect.minY && frame.minY < rect.maxY
                        && frame.maxX > rect.minX && frame.minX < rect.maxX)
                if geometry.groupPending[k], meets { found.append(k) }
                down += geometry.groupDelta[k]
                k += 1
            }
        }
        return found
    }

    /// Gives group `k`'s items their own heights, re-stacks its rows and
    /// records how much further down the content now reaches; returns the
    /// number of items and that change.
    private func resolveGroup(_ k: Int) -> (items: Int, change: Double) {
        guard geometry.groupPending[k], let context = preparedContext else { return (0, 0) }
        let s = section(ofGlobalItem: geometry.groupFirstItem[k])
        let shape = groupSize[s]
        let first = geometry.groupFirstItem[k], end = geometry.groupFirstItem[k + 1]
        let items = context.sections[s], sectionStart = geometry.sectionFirstItem[s]
        var rowTop = 0.0
        var j = first
        while j < end {
            let rowEnd = min(end, j + shape.columns)
            var rowHeight = 0.0
            for i in j..<rowEnd {
                let h = Self.resolvedHeight(itemHeight[s], width: geometry.itemWidth[i], metrics: items[i - sectionStart],
                                            measurer: context.textMeasurer)
                geometry.itemY[i] = geometry.groupY[k] + rowTop
                geometry.itemHeight[i] = h
                rowHeight = max(rowHeight, h)
            }
            rowTop += rowHeight
            j = rowEnd
            if j < end { rowTop += interItemSpacing }
        }
        let old = geometry.groupHeight[k]
        geometry.groupHeight[k] = rowTop
        geometry.groupPending[k] = false
        geometry.pendingGroupCount -= 1
        // What moves the content below: the group's own height when groups
        // stack, the section's tallest group when they sit side by side.
        var change = rowTop - old
        var at = k
        if geometry.sectionBehaviour[s].scrollsSideways {
            let band = geometry.sectionBand[s]
            var newBand = band
            if rowTop >= band {
                newBand = rowTop
            } else if old >= band {
                newBand = 0
                for m in geometry.sectionFirstGroup[s]..<geometry.sectionFirstGroup[s + 1] {
                    newBand = max(newBand, geometry.groupHeight[m])
                }
            }
            geometry.sectionBand[s] = newBand
            change = newBand - band
            at = geometry.sectionFirstGroup[s + 1] - 1
        }
        if change != 0 {
            geometry.groupDelta[at] += change
            geometry.shifts.add(change, at: at)
            geometry.hasShifts = true
            contentSize.height += change
        }
        return (end - first, change)
    }
}
