/// Where a compositional layout's sections, groups and items are, in flat
/// arrays filled by `prepare` (no per-item objects: a million items cost
/// about 45 MB). Frames are in content space with every sideways offset 0;
/// a query shifts a sideways section's groups by its offset.
///
/// The stored tops (`sectionTop`, `groupY`, `itemY`) are those `prepare`
/// computed; resolving an estimated group later changes how far it (or, in
/// a sideways section, the section's tallest group) reaches down, and that
/// change moves everything after it. The changes are kept per group in
/// `shifts` (running sums), so a top in effect is the stored one plus the
/// changes of the groups before it — O(log g) to read, O(log g) to change.
///
/// Sections are rows: their tops never decrease. In a section that stacks
/// its groups, the groups' tops and bottoms never decrease; in one that
/// scrolls sideways, their leading and trailing edges never decrease. Both
/// make a binary search find the first group a rect meets.
struct CompositionalGeometry {
    /// Section `s` spans `sectionTop[s]..<sectionTop[s + 1]`; the last entry
    /// is the content's bottom.
    var sectionTop: [Double] = [0]
    /// Section `s`'s groups are `sectionFirstGroup[s]..<sectionFirstGroup[s + 1]`.
    var sectionFirstGroup: [Int] = [0]
    /// Section `s`'s items are `sectionFirstItem[s]..<sectionFirstItem[s + 1]` (global numbers).
    var sectionFirstItem: [Int] = [0]
    /// Each section's header height (0: none).
    var sectionHeaderHeight: [Double] = []
    /// Each section's behaviour.
    var sectionBehaviour: [OrthogonalScrollingBehavior] = []
    /// Each section's group width (every group of a section is as wide).
    var sectionGroupWidth: [Double] = []

    /// Each group's frame at sideways offset 0.
    var groupX: [Double] = []
    var groupY: [Double] = []
    var groupWidth: [Double] = []
    var groupHeight: [Double] = []
    /// Group `g`'s items are `groupFirstItem[g]..<groupFirstItem[g + 1]`.
    var groupFirstItem: [Int] = [0]

    /// Each item's frame at sideways offset 0.
    var itemX: [Double] = []
    var itemY: [Double] = []
    var itemWidth: [Double] = []
    var itemHeight: [Double] = []
    /// The section of each item.
    var itemSection: [Int32] = []
    /// The group of each item.
    var itemGroup: [Int32] = []

    /// Each section's estimated item height, nil when its heights are not estimated.
    var sectionEstimate: [Double?] = []
    /// Each section's tallest group in effect (what a sideways section's band is tall).
    var sectionBand: [Double] = []
    /// Whether each group still holds estimated heights not yet resolved.
    var groupPending: [Bool] = []
    /// The number of groups still pending.
    var pendingGroupCount = 0
    /// How much each group's resolution changed the content's height below
    /// it, with running sums over the groups.
    var groupDelta: [Double] = []
    var shifts = PrefixSums(count: 0)
    /// Whether any group's delta is not 0 (else every shift is 0, read in O(1)).
    var hasShifts = false

    var sectionCount: Int { sectionBehaviour.count }
    var itemCount: Int { itemX.count }

    /// How far resolved estimates before group `k` moved it down (0…groupCount).
    ///
    /// - Complexity: O(log g), O(1) while nothing has moved.
    func shift(beforeGroup k: Int) -> Double {
        hasShifts ? shifts.sum(before: k) : 0
    }

    /// The top of section `s` in effect (`sectionCount`: the content's bottom).
    ///
    /// - Complexity: O(log g).
    func top(ofSection s: Int) -> Double {
        sectionTop[s] + shift(beforeGroup: sectionFirstGroup[s])
    }

    /// The frame of item `g` at sideways offset 0.
    ///
    /// - Complexity: O(log g).
    func itemFrame(_ g: Int) -> Rect {
        Rect(x: itemX[g], y: itemY[g] + shift(beforeGroup: Int(itemGroup[g])), width: itemWidth[g],
             height: itemHeight[g])
    }

    /// The frame of group `k` at sideways offset 0.
    ///
    /// - Complexity: O(log g).
    func groupFrame(_ k: Int) -> Rect {
        Rect(x: groupX[k], y: groupY[k] + shift(beforeGroup: k), width: groupWidth[k], height: groupHeight[k])
    }

    /// The last section whose top is at or above `y` (0 above the first); nil without sections.
    ///
    /// - Complexity: O(log s · log g).
    func section(containingY y: Double) -> Int? {
        guard sectionCount > 0 else { return nil }
        var low = 0, high = sectionCount  // the number of sections starting at or above y
        while low < high {
            let mid = (low + high) / 2
            if top(ofSection: mid) <= y { low = mid + 1 } else { high = mid }
        }
        return max(0, low - 1)
    }

    /// The first section whose bottom is below `y` (`sectionCount` when none).
    ///
    /// - Complexity: O(log s · log g).
    func firstSection(endingBelow y: Double) -> Int {
        var low = 0, high = sectionCount
        while low < high {
            let mid = (low + high) / 2
            if top(ofSection: mid + 1) > y { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
