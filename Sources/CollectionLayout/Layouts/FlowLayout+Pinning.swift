/// Pinned headers and footers, as `UICollectionViewFlowLayout`'s
/// `sectionHeadersPinToVisibleBounds` / `sectionFootersPinToVisibleBounds`.
///
/// Only one section's header can be pinned at an offset: the section whose
/// span contains the visible rect's top. Its header sits at
/// `min(max(offset.y, sectionTop), contentBottom − headerHeight)`, so it
/// stays at the top of the visible rect until its section's inset box ends
/// and the next section's header pushes it away. Likewise the footer of the
/// section containing the visible rect's bottom sits at
/// `max(min(bottom − footerHeight, contentBottom), sectionTop + headerHeight)`.
/// Pinned elements draw above the cells (zIndex 1024, UIKit's).
extension FlowLayout {
    /// The zIndex of a pinned header or footer.
    public static let pinnedZIndex = 1024

    /// The header of the section at the top of the visible rect at `offset`,
    /// where pinning puts it; nil when pinning is off or it has no header.
    ///
    /// - Complexity: O(log s) for s sections.
    public func pinnedHeader(offset: Point) -> LayoutAttributes? {
        guard pinsHeaders, let s = section(containingY: offset.y),
              var a = attributesForSupplementary(.header, section: s) else { return nil }
        let top = geometry.sections.top(s)
        a.center.y = min(max(offset.y, top), geometry.sections.contentBottom(s) - headerHeight) + headerHeight / 2
        a.zIndex = Self.pinnedZIndex
        return a
    }

    /// The footer of the section at the bottom of the visible rect at
    /// `offset`, where pinning puts it; nil when pinning is off or it has none.
    ///
    /// - Complexity: O(log s) for s sections.
    public func pinnedFooter(offset: Point) -> LayoutAttributes? {
        let bottom = offset.y + viewport.height
        guard pinsFooters, let s = section(containingY: bottom, includingTop: false),
              var a = attributesForSupplementary(.footer, section: s) else { return nil }
        let natural = geometry.sections.contentBottom(s)
        a.center.y = max(min(bottom - footerHeight, natural), geometry.sections.top(s) + headerHeight) + footerHeight / 2
        a.zIndex = Self.pinnedZIndex
        return a
    }

    /// The last section starting at or above `y` (strictly above unless
    /// `includingTop`); nil above the first section or without sections.
    func section(containingY y: Double, includingTop: Bool = true) -> Int? {
        let sections = geometry.sections
        guard sections.count >= 1 else { return nil }
        var low = 0, high = sections.count  // the count of sections starting at/above y
        while low < high {
            let mid = (low + high) / 2
            let top = sections.top(mid)
            if includingTop ? top <= y : top < y { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? nil : low - 1
    }

    /// Replaces the pinned section's header and footer in `result` by their
    /// pinned attributes, when those meet `rect`.
    func pinSupplementaries(_ result: inout [LayoutAttributes], in rect: Rect, offset: Point) {
        for pinned in [pinnedHeader(offset: offset), pinnedFooter(offset: offset)] {
            guard let pinned else { continue }
            result.removeAll { $0.category == pinned.category && $0.indexPath == pinned.indexPath }
            if pinned.frame.intersects(rect) { result.append(pinned) }
        }
    }
}
