/// Where a compositional layout's sections, groups and items are, in flat
/// arrays filled by `prepare` (no per-item objects: a million items cost
/// about 40 MB). Frames are in content space with every sideways offset 0;
/// a query shifts a sideways section's groups by its offset.
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

    var sectionCount: Int { sectionBehaviour.count }
    var itemCount: Int { itemX.count }

    /// The frame of item `g` at sideways offset 0.
    func itemFrame(_ g: Int) -> Rect {
        Rect(x: itemX[g], y: itemY[g], width: itemWidth[g], height: itemHeight[g])
    }

    /// The frame of group `k` at sideways offset 0.
    func groupFrame(_ k: Int) -> Rect {
        Rect(x: groupX[k], y: groupY[k], width: groupWidth[k], height: groupHeight[k])
    }

    /// The last section whose top is at or above `y` (0 above the first); nil without sections.
    ///
    /// - Complexity: O(log s).
    func section(containingY y: Double) -> Int? {
        guard sectionCount > 0 else { return nil }
        var low = 0, high = sectionCount  // the number of sections starting at or above y
        while low < high {
            let mid = (low + high) / 2
            if sectionTop[mid] <= y { low = mid + 1 } else { high = mid }
        }
        return max(0, low - 1)
    }

    /// The first section whose bottom is below `y` (`sectionCount` when none).
    ///
    /// - Complexity: O(log s).
    func firstSection(endingBelow y: Double) -> Int {
        var low = 0, high = sectionCount
        while low < high {
            let mid = (low + high) / 2
            if sectionTop[mid + 1] > y { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
