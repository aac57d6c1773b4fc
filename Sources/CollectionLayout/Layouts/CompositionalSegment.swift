/// Some consecutive sections of a compositional layout, laid out: their
/// groups and items in flat arrays, every y measured from the top of its
/// own section (so a section's arrays do not depend on where the section
/// sits). The layouts prepared after a batch that leaves these sections as
/// they were share the segment; one that resolves an estimate in it copies
/// it first (`CompositionalGeometry.mutableSegment(_:)`), so that a layout
/// shared with stays as it was.
///
/// Numbers here are the segment's own: its first section, group and item
/// are 0. A `CompositionalGeometry.Run` says which global section and item
/// the segment's first ones are.
final class CompositionalSegment {
    /// The number of items after which a segment is closed (at the end of
    /// the section reaching it), and the most sections it holds: a batch lays
    /// out again the sections it names and copies the rest of their segments.
    static let size = 1024

    /// The arrays.
    var parts: Parts

    /// A segment of `parts`, once filled.
    init(_ parts: Parts) {
        self.parts = parts
    }

    /// A copy, for a layout to change without changing the layouts sharing this one.
    ///
    /// - Complexity: O(m) for the m items and groups held (their arrays copied once changed).
    func copy() -> CompositionalSegment { CompositionalSegment(parts) }
}

extension CompositionalSegment {
    /// A segment's arrays: a value, filled section by section as a layout
    /// lays them out (appending to arrays a class holds would check each
    /// access), then kept in the segment.
    struct Parts {
        /// Section `l`'s groups are `sectionFirstGroup[l]..<sectionFirstGroup[l + 1]`.
        var sectionFirstGroup: [Int32] = [0]
        /// Section `l`'s items are `sectionFirstItem[l]..<sectionFirstItem[l + 1]`.
        var sectionFirstItem: [Int32] = [0]
        /// Each section's header height (0: none).
        var sectionHeaderHeight: [Double] = []
        /// Each section's behaviour.
        var sectionBehaviour: [OrthogonalScrollingBehavior] = []
        /// Each section's group width (every group of a section is as wide).
        var sectionGroupWidth: [Double] = []
        /// Each section's estimated item height, nil when its heights are not estimated.
        var sectionEstimate: [Double?] = []
        /// Each section's tallest group in effect (what a sideways section's band is tall).
        var sectionBand: [Double] = []

        /// Each group's frame at sideways offset 0, y from its section's top.
        var groupX: [Double] = []
        var groupY: [Double] = []
        var groupWidth: [Double] = []
        var groupHeight: [Double] = []
        /// Group `k`'s items are `groupFirstItem[k]..<groupFirstItem[k + 1]`.
        var groupFirstItem: [Int32] = [0]
        /// Whether each group still holds estimated heights not yet resolved.
        var groupPending: [Bool] = []
        /// How much each group's resolution changed how far its section reaches
        /// down below it, with running sums over the segment's groups.
        var groupDelta: [Double] = []
        var shifts = PrefixSums(count: 0)
        /// Whether any group's delta is not 0 (else every shift is 0, read in O(1)).
        var hasShifts = false

        /// Each item's frame at sideways offset 0, y from its section's top.
        var itemX: [Double] = []
        var itemY: [Double] = []
        var itemWidth: [Double] = []
        var itemHeight: [Double] = []
        /// The segment's number of each item's section and group.
        var itemSection: [Int32] = []
        var itemGroup: [Int32] = []

        /// No sections, the item arrays made room for `items` items.
        init(reserving items: Int = 0) {
            let n = max(0, min(items, CompositionalSegment.size + 256))
            itemX.reserveCapacity(n); itemY.reserveCapacity(n); itemWidth.reserveCapacity(n); itemHeight.reserveCapacity(n)
            itemSection.reserveCapacity(n); itemGroup.reserveCapacity(n)
        }

        var sectionCount: Int { sectionBehaviour.count }
        var groupCount: Int { groupX.count }
        var itemCount: Int { itemX.count }

        /// The groups of the segment's section `l`.
        func groups(ofSection l: Int) -> Range<Int> {
            Int(sectionFirstGroup[l])..<Int(sectionFirstGroup[l + 1])
        }

        /// The items of the segment's section `l`.
        func items(ofSection l: Int) -> Range<Int> {
            Int(sectionFirstItem[l])..<Int(sectionFirstItem[l + 1])
        }

        /// How far resolved estimates of the groups before `k` in its section
        /// (whose first group is `first`) moved group `k` down.
        ///
        /// - Complexity: O(log m), O(1) while nothing has moved.
        func shift(beforeGroup k: Int, sectionFirstGroup first: Int) -> Double {
            hasShifts ? shifts.sum(before: k) - shifts.sum(before: first) : 0
        }

        /// Appends the segment's section `l` of `from`, as it is in effect (its
        /// resolved estimates' moves written into its positions), as the next
        /// section of this segment.
        ///
        /// - Complexity: O(m) for the section's m items and groups.
        mutating func appendSection(_ l: Int, of from: Parts) {
            let groups = from.groups(ofSection: l), items = from.items(ofSection: l)
            let groupBase = Int32(groupCount) - Int32(groups.lowerBound)
            let itemBase = Int32(itemCount) - Int32(items.lowerBound)
            let section = Int32(sectionCount)
            sectionHeaderHeight.append(from.sectionHeaderHeight[l]); sectionBehaviour.append(from.sectionBehaviour[l])
            sectionGroupWidth.append(from.sectionGroupWidth[l]); sectionEstimate.append(from.sectionEstimate[l])
            sectionBand.append(from.sectionBand[l])
            for k in groups {
                groupX.append(from.groupX[k]); groupWidth.append(from.groupWidth[k]); groupHeight.append(from.groupHeight[k])
                groupY.append(from.groupY[k] + from.shift(beforeGroup: k, sectionFirstGroup: groups.lowerBound))
                groupFirstItem.append(from.groupFirstItem[k + 1] + itemBase)
                groupPending.append(from.groupPending[k])
            }
            var down = 0.0
            var k = groups.lowerBound
            for i in items {
                while Int(from.groupFirstItem[k + 1]) <= i {
                    down += from.hasShifts ? from.groupDelta[k] : 0
                    k += 1
                }
                itemX.append(from.itemX[i]); itemY.append(from.itemY[i] + down)
                itemWidth.append(from.itemWidth[i]); itemHeight.append(from.itemHeight[i])
                itemSection.append(section); itemGroup.append(from.itemGroup[i] + groupBase)
            }
            sectionFirstGroup.append(Int32(groupCount))
            sectionFirstItem.append(Int32(itemCount))
        }

        /// Readies the running sums once every section is in (no group moved yet).
        mutating func finish() {
            groupDelta = Array(repeating: 0, count: groupCount)
            shifts = PrefixSums(count: groupCount)
            hasShifts = false
        }

        /// The number of groups still pending.
        var pendingCount: Int { groupPending.reduce(0) { $0 + ($1 ? 1 : 0) } }
    }
}
