@testable import CollectionLayout

/// The compositional layout's segments read as one list, for tests that
/// look at every group or section.
extension CompositionalGeometry {
    /// Every group in order, with its frame in effect at sideways offset 0,
    /// its section and whether it is still pending.
    var flatGroups: [(frame: Rect, section: Int, pending: Bool)] {
        var groups: [(frame: Rect, section: Int, pending: Bool)] = []
        for run in runs {
            let seg = run.segment
            for l in 0..<seg.parts.sectionCount {
                let s = run.firstSection + l, first = seg.parts.groups(ofSection: l).lowerBound
                for k in seg.parts.groups(ofSection: l) {
                    let y = top(ofSection: s) + seg.parts.groupY[k] + seg.parts.shift(beforeGroup: k, sectionFirstGroup: first)
                    groups.append((Rect(x: seg.parts.groupX[k], y: y, width: seg.parts.groupWidth[k], height: seg.parts.groupHeight[k]),
                                   s, seg.parts.groupPending[k]))
                }
            }
        }
        return groups
    }

    /// Each section's top, then the content's bottom.
    var sectionTops: [Double] { (0...sectionCount).map(top(ofSection:)) }
}
