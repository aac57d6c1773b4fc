import CGtk
import CollectionLayout

/// Work a batch left deferred (the waterfall places the items after the
/// first changed one only as they are asked for) is finished while the
/// app is idle: never during a gesture, where every frame reads only the
/// estimated content size, but in slices once nothing goes on, after which
/// the scroller takes the exact size.
extension Canvas {
    /// How many items one idle slice places: about half a millisecond.
    static let deferredWorkSlice = 50_000
    /// How long to wait before looking again while a gesture goes on.
    static let deferredWorkRetry = 0.2

    /// Whether a person is carrying, dragging or flinging the content, or
    /// a batch is still animating: deferred work waits.
    private var defersWork: Bool {
        carriesItem || gesture.isPressed || scroller.state == .dragging || scroller.isMoving
            || indicatorState.drag != nil || (updateTransition.map { !$0.isDone(at: now) } ?? false)
    }

    /// Finishes `layout`'s deferred work in idle slices while it is the
    /// one shown; nothing when it has none.
    func finishDeferredWorkWhenIdle() {
        let shown = layout
        guard !shown.finishDeferredWork(itemBudget: 0) else { return }
        runWhenIdle { [weak self] in self?.deferredWorkSlice(of: shown) }
    }

    /// One slice of `shown`'s deferred work, then the next, or later while
    /// a gesture goes on; when done the scroller takes the exact size.
    private func deferredWorkSlice(of shown: any CollectionLayout) {
        guard shown === layout else { return }
        if defersWork {
            runAfter(seconds: Self.deferredWorkRetry) { [weak self] in
                guard let self, shown === self.layout else { return }
                runWhenIdle { [weak self] in self?.deferredWorkSlice(of: shown) }
            }
            return
        }
        guard shown.finishDeferredWork(itemBudget: Self.deferredWorkSlice) else {
            runWhenIdle { [weak self] in self?.deferredWorkSlice(of: shown) }
            return
        }
        followContentSize()
        // At rest past the exact end (the estimate was longer): back to it.
        let axis = layout.scrollAxis, range = scroller.offsetRange
        if !scroller.isMoving, scroller.state != .dragging, !range.contains(scroller.offset[axis]) {
            var offset = scroller.offset
            offset[axis] = min(max(offset[axis], range.lowerBound), range.upperBound)
            scroller.setOffset(offset)
        }
        if isReady { trace.deferredWork(pending: false) }
        redraw()
    }

    /// The scroller takes the layout's content size as far as it is known
    /// now (exact once nothing is deferred), without moving anything.
    ///
    /// - Complexity: O(1).
    func followContentSize() {
        let size = layout.estimatedContentSize
        if size != scroller.contentSize { scroller.shiftContent(by: 0, contentSize: size) }
    }
}

extension TraceLog {
    /// `{"event":"deferred","pending":…}`: whether the layout still has work
    /// a batch deferred, when an item is dropped and when the idle slices finish it.
    func deferredWork(pending: Bool) {
        emit(.object([("event", .string("deferred")), ("pending", .bool(pending))]))
    }
}
