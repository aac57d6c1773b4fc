import CollectionLayout
import CollectionRendering

/// The keylines edited by hand: while the keyline guides show, a press on
/// a keyline's line drags its position, a press on an end of its bracket
/// its masked size. The carousel takes the custom strategy with the
/// keylines as they stand, one step of undo per drag.
extension Canvas {
    /// The items' extent across the axis at `offset`, in the viewport (the
    /// viewport's when no item shows): where the guides draw their lines.
    func keylineBand(_ elements: [LayoutAttributes], offset: Point, axis: Axis) -> ClosedRange<Double> {
        let across: Axis = axis == .horizontal ? .vertical : .horizontal
        let cells = elements.filter { $0.category == .cell }
        let low = cells.map { $0.frame.minimum(across) - offset[across] }.min() ?? 0
        let high = cells.map { $0.frame.maximum(across) - offset[across] }.max() ?? viewport[across]
        return low...max(low, high)
    }

    /// Takes hold of the keyline part under `point` (viewport coordinates)
    /// when the guides show on a keyline carousel at rest; true when it did.
    func grabKeyline(at point: Point) -> Bool {
        guard insight.showsKeylines, scroller.state == .idle, !scroller.isMoving,
              let carousel = LayoutDescription.keylines(layout) else { return false }
        let offset = scroller.offset, axis = carousel.scrollAxis
        let across: Axis = axis == .horizontal ? .vertical : .horizontal
        let displayed = carousel.keylines(at: offset)
        let elements = layout.elements(in: Rect(origin: offset, size: viewport), offset: offset)
        let band = keylineBand(elements, offset: offset, axis: axis)
        guard let edit = KeylineEdit.grab(displayed: displayed, along: point[axis], across: point[across], band: band,
                                          bracket: OverlayPainter.keylineBracket(band: band),
                                          isMirrored: carousel.isMirrored, container: viewport[axis]) else { return false }
        keylineEdit = edit
        // Neither a tap nor a drag of the content: the release focuses nothing.
        gesture.claim(at: point)
        playground.beginFieldEdit(KeylineEdit.historyKey)
        if isReady { trace.item("keylineGrabbed", item: edit.index) }
        return true
    }

    /// The pointer moved `delta` from where the keyline was taken hold of.
    func dragKeyline(by delta: Point) {
        guard let edit = keylineEdit, let carousel = LayoutDescription.keylines(layout) else { return }
        var parameters = carousel.parameters
        do {
            try parameters.set(KeylineLayout.Key.strategy.rawValue, .choice(KeylineStrategy.custom.rawValue))
            try parameters.set(KeylineLayout.Key.keylines.rawValue,
                               .text(KeylineEdit.text(edit.keylines(moved: delta[carousel.scrollAxis]))))
            try playground.setParameters(parameters, name: "Keylines", key: KeylineEdit.historyKey)
        } catch {
            events.onError?("\(error)")
        }
        redraw()
    }

    /// The keyline is let go: its drag is one step of undo.
    func releaseKeyline() {
        guard let edit = keylineEdit else { return }
        keylineEdit = nil
        playground.endFieldEdit()
        if isReady { trace.item("keylineReleased", item: edit.index) }
        redraw()
    }
}
