import CollectionLayout
import CollectionRendering
import Foundation

extension Canvas {
    /// The distance of the page marks' centre from the canvas's bottom (or,
    /// beside vertical content, its right edge).
    static let pageMarksInset = 16.0

    /// The page marks of a paging layout at the current offset, or nil for
    /// layouts without them.
    var pageIndicator: PageIndicator? {
        guard case .pageCount(let style) = LayoutDescription.of(playground.layoutKind).indicator else { return nil }
        let count = playground.dataset.itemCount
        guard count > 1, let position = fractionalPage(at: scroller.offset) else { return nil }
        // Under horizontal content, from the leading side; beside vertical content, at the trailing edge.
        let axis = layout.scrollAxis
        let center = axis == .horizontal ? Point(x: viewport.width / 2, y: viewport.height - Self.pageMarksInset)
            : Point(x: viewport.width - Self.pageMarksInset, y: viewport.height / 2)
        return PageIndicator(style: style, count: count, position: position, center: center, axis: axis,
                             isReversed: axis == .horizontal && playground.layoutDirection.isRightToLeft)
    }

    /// The page showing at `offset`, fractional between two rest offsets:
    /// 2.25 a quarter of the way from page 2's rest offset to page 3's.
    func fractionalPage(at offset: Point) -> Double? {
        let axis = layout.scrollAxis
        let count = playground.dataset.itemCount
        guard let i = layout.currentIndex(at: offset),
              let here = layout.contentOffset(focusing: IndexPath(item: i), from: offset) else { return nil }
        let x = offset[axis] - here[axis]
        guard x != 0 else { return Double(i) }
        for step in [1, -1] {
            var j = i + step
            if layout.wrapping != nil { j = (j % count + count) % count }
            guard (0..<count).contains(j), j != i,
                  let there = layout.contentOffset(focusing: IndexPath(item: j), from: offset) else { continue }
            let span = there[axis] - here[axis]
            guard span != 0, x / span > 0 else { continue }
            return Double(i) + Double(step) * min(1, x / span)
        }
        return Double(i)
    }
}
