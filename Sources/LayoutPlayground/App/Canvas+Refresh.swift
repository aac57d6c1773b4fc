import CGtk
import CollectionLayout
import Foundation

/// Pull-to-refresh and load-more for the waterfall (the seed's loadNew and
/// loadMore): pull past the top and release to insert the next page at the
/// front, the list held open above its top while it loads (as
/// UIRefreshControl does); scroll near the end to append one. Each page
/// brings the next items of a `PageFeed`.
struct RefreshState {
    /// How far past the top a pull must reach to refresh, in points.
    static let pullDistance = 70.0
    /// How long the refresh indicator shows before the page arrives, in seconds.
    static let loadingTime = 0.6

    var pull = 0.0
    var isArmed = false
    var refreshStarted: Double?
    var loadMoreStarted: Double?
    /// Where the pages come from; made on the first load.
    var feed: PageFeed?

    var isAnimating: Bool { refreshStarted != nil || loadMoreStarted != nil }

    mutating func dragBegan() {
        pull = 0
        isArmed = false
    }

    mutating func dragged(offset: Point, kind: LayoutKind) {
        guard LayoutDescription.of(kind).loadsPages else { return }
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
    /// Starts a refresh; the release that started it rests with the
    /// indicator's room open above the content.
    func beginRefresh() {
        refresh.refreshStarted = now
        scroller.leadingInset = RefreshState.pullDistance
        redraw()
    }

    /// Starts loading more when the waterfall nears its end.
    func checkLoadMore() {
        guard LayoutDescription.of(playground.layoutKind).loadsPages, refresh.loadMoreStarted == nil,
              playground.dataset.itemCount > 0 else { return }
        // Every frame: what a batch deferred stays deferred.
        let maxY = max(0, layout.estimatedContentSize.height - viewport.height)
        if maxY > 0, scroller.offset.y >= maxY - viewport.height * 0.25 {
            refresh.loadMoreStarted = now
        }
    }

    /// Completes refreshes and loads whose time has come.
    func advanceRefresh(time: Double) {
        if let start = refresh.refreshStarted, time - start >= RefreshState.loadingTime {
            refresh.refreshStarted = nil
            // The room closes as the new items take it.
            scroller.leadingInset = 0
            if let page = nextPage() {
                editing(.refresh) { playground.insert(page, atFront: true) }
            } else {
                configureScroller(keepFocus: true)
            }
        }
        if let start = refresh.loadMoreStarted, time - start >= RefreshState.loadingTime {
            refresh.loadMoreStarted = nil
            if let page = nextPage() { editing(.loadMore) { playground.insert(page, atFront: false) } }
        }
    }

    private func nextPage() -> Dataset? {
        if refresh.feed == nil {
            refresh.feed = PageFeed.make(pageFiles: LayoutDescription.of(playground.layoutKind).pageDatasets,
                                         shown: playground.baseDataset, isBundled: playground.dataSource == .bundled)
        }
        return refresh.feed?.nextPage()
    }

    /// The pull hint, and spinners while a page loads.
    func drawRefreshIndicators(_ cr: OpaquePointer) {
        guard LayoutDescription.of(playground.layoutKind).loadsPages else { return }
        let pulled = max(0, -scroller.offset.y)
        if refresh.refreshStarted != nil {
            loadingPill(tr("Loading new items…"), y: max(28, pulled / 2), cr)
        } else if pulled > 8, scroller.state == .dragging {
            let text = refresh.isArmed ? tr("Release to refresh") : tr("Pull to refresh")
            noteDrawn(overlays.pill(text, center: Point(x: viewport.width / 2, y: pulled / 2), into: cr))
        }
        if refresh.loadMoreStarted != nil {
            loadingPill(tr("Loading more…"), y: viewport.height - 28, cr)
        }
    }

    /// A pill with a spinner in it, before the text.
    private func loadingPill(_ text: String, y: Double, _ cr: OpaquePointer) {
        let box = overlays.pill(text, center: Point(x: viewport.width / 2, y: y), leadingRoom: 26, into: cr)
        noteDrawn(box)
        spinner(center: Point(x: box.minX + 12 + 10, y: box.midY), cr)
    }

    /// A turning arc, driven by the motion clock.
    private func spinner(center: Point, _ cr: OpaquePointer) {
        let angle = now.truncatingRemainder(dividingBy: 1) * 2 * Double.pi
        cairo_new_path(cr)
        cairo_arc(cr, center.x, center.y, 8, angle, angle + 1.5 * Double.pi)
        cairo_set_source_rgba(cr, 1, 1, 1, 0.9)
        cairo_set_line_width(cr, 3)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_stroke(cr)
    }
}
