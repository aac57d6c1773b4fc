import CollectionLayout
import CollectionRendering
import Foundation

/// The overlay scroll indicator of free-scrolling layouts: shown while the
/// content moves, faded out after it rests, draggable.
extension Canvas {
    /// The indicator at the current offset, for layouts that scroll freely
    /// and are longer than the view.
    var scrollIndicator: ScrollIndicator? {
        guard !layout.isPaging, layout.wrapping == nil else { return nil }
        let axis = layout.scrollAxis
        return ScrollIndicator(axis: axis, viewport: viewport, contentLength: layout.estimatedContentSize[axis],
                               offset: scroller.offset[axis], range: scroller.offsetRange)
    }

    /// How strongly the indicator shows now: fully while anything moves,
    /// fading after the content has rested a moment.
    var scrollIndicatorOpacity: Double {
        if scroller.isMoving || scroller.state == .dragging || indicatorState.drag != nil { return 1 }
        guard let rested = indicatorState.lastMotionTime else { return 0 }
        return ScrollIndicator.opacity(restingFor: now - rested)
    }

    /// Whether the indicator is still fading, so frames must keep coming.
    var scrollIndicatorIsFading: Bool {
        guard scrollIndicator?.thumb != nil else { return false }
        let o = scrollIndicatorOpacity
        return o > 0 && !(scroller.isMoving || scroller.state == .dragging || indicatorState.drag != nil)
    }

    /// The pointer near the edge the thumb runs along shows it, as GTK's
    /// overlay scrollbars appear when the pointer comes close.
    func revealScrollIndicator(near point: Point) {
        guard let indicator = scrollIndicator, indicator.thumb != nil else { return }
        let axis = layout.scrollAxis
        let distance = axis == .vertical ? viewport.width - point.x : viewport.height - point.y
        guard distance <= 3 * ScrollIndicator.thickness else { return }
        indicatorState.lastMotionTime = now
        redraw()
    }

    func drawScrollIndicator(_ cr: OpaquePointer) {
        guard let indicator = scrollIndicator else { return }
        indicator.draw(into: cr, opacity: scrollIndicatorOpacity)
        if scrollIndicatorOpacity > 0, let thumb = indicator.thumb { noteDrawn(thumb) }
    }

    /// A press on the visible thumb starts dragging it.
    func grabScrollIndicator(at point: Point) -> Bool {
        guard scrollIndicatorOpacity > 0, let indicator = scrollIndicator, indicator.grabs(point) else { return false }
        indicatorState.drag = (pointer: point[layout.scrollAxis], offset: scroller.offset[layout.scrollAxis])
        // Not a tap, whatever the pointer does next.
        gesture.claim(at: point)
        // The content stops where it is, without snapping or settling yet.
        scroller.setOffset(scroller.offset)
        return true
    }

    /// The grabbed thumb follows the pointer, `delta` from where it was grabbed.
    func dragScrollIndicator(by delta: Point) {
        guard let drag = indicatorState.drag, let indicator = scrollIndicator else { return }
        var offset = scroller.offset
        offset[layout.scrollAxis] = indicator.offset(afterDragging: delta[layout.scrollAxis], from: drag.offset)
        scroller.setOffset(offset)
        indicatorState.lastMotionTime = now
        redraw()
    }

    func releaseScrollIndicator() {
        indicatorState.drag = nil
        indicatorState.lastMotionTime = now
        scroller.stop(time: now)
        announceSettled()
        redraw()
    }
}
