import CGtk
import CollectionLayout
import Foundation

/// Pull-to-refresh and load-more for the waterfall (the seed's loadNew and
/// loadMore): pull past the top and release to insert the next page at the
/// front; scroll near the end to append one.
struct RefreshState {
    /// How far past the top a pull must reach to refresh, in points.
    static let pullDistance = 70.0
    /// How long the refresh indicator shows before the page arrives, in seconds.
    static let loadingTime = 0.6

    var pull = 0.0
    var isArmed = false
    var refreshStarted: Double?
    var loadMoreStarted: Double?

    var isAnimating: Bool { refreshStarted != nil || loadMoreStarted != nil }

    mutating func dragBegan() {
        pull = 0
        isArmed = false
    }

    mutating func dragged(offset: Point, layoutID: String) {
        guard layoutID == "waterfall" else { return }
        pull = max(0, -offset.y)
        isArmed = pull >= Self.pullDistance && refreshStarted == nil
    }

    /// Whether the release that ends this drag starts a refresh.
    mutating func releaseTriggersRefresh() -> Bool {
        defer { isArmed = false }
        return isArmed
    }
}

extension Canvas {
    func beginRefresh() {
        refresh.refreshStarted = now
        startTicking()
    }

    /// Starts loading more when the waterfall nears its end.
    func checkLoadMore() {
        guard playground.layoutID == "waterfall", refresh.loadMoreStarted == nil,
              playground.dataset.itemCount > 0 else { return }
        let maxY = layout.maximumContentOffset(viewport: viewport).y
        if maxY > 0, scroller.offset.y >= maxY - viewport.height * 0.25 {
            refresh.loadMoreStarted = now
        }
    }

    /// Completes refreshes and loads whose time has come.
    func advanceRefresh(time: Double) {
        if let start = refresh.refreshStarted, time - start >= RefreshState.loadingTime {
            refresh.refreshStarted = nil
            if let page = Self.shopPage("shop-1.json") { playground.insert(page, atFront: true) }
        }
        if let start = refresh.loadMoreStarted, time - start >= RefreshState.loadingTime {
            refresh.loadMoreStarted = nil
            if let page = Self.shopPage("shop-3.json") { playground.insert(page, atFront: false) }
        }
    }

    private static func shopPage(_ name: String) -> Dataset? {
        guard let path = ResourceLocator.dataset(named: name) else { return nil }
        return try? Dataset.load(path: path)
    }

    /// The pull hint, and spinners while a page loads.
    func drawRefreshIndicators(_ cr: OpaquePointer) {
        guard playground.layoutID == "waterfall" else { return }
        let pulled = max(0, -scroller.offset.y)
        if refresh.refreshStarted != nil {
            spinner(center: Point(x: viewport.width / 2 - 70, y: max(28, pulled / 2)), cr)
            marks.pill("Loading new items…", center: Point(x: viewport.width / 2 + 20, y: max(28, pulled / 2)), cr)
        } else if pulled > 8, scroller.state == .dragging {
            let text = refresh.isArmed ? "Release to refresh" : "Pull to refresh"
            marks.pill(text, center: Point(x: viewport.width / 2, y: pulled / 2), cr)
        }
        if refresh.loadMoreStarted != nil {
            let y = viewport.height - 28
            spinner(center: Point(x: viewport.width / 2 - 60, y: y), cr)
            marks.pill("Loading more…", center: Point(x: viewport.width / 2 + 20, y: y), cr)
        }
    }

    /// A turning arc, driven by the motion clock.
    private func spinner(center: Point, _ cr: OpaquePointer) {
        let angle = now.truncatingRemainder(dividingBy: 1) * 2 * Double.pi
        cairo_new_path(cr)
        cairo_arc(cr, center.x, center.y, 10, angle, angle + 1.5 * Double.pi)
        cairo_set_source_rgba(cr, 1, 1, 1, 0.9)
        cairo_set_line_width(cr, 3)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_stroke(cr)
    }
}
