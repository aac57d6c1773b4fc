import CollectionLayout

/// The springs layout's cells swinging: a `SpringField` beside the pure
/// layout, fed the content offset each frame and applied to what is drawn.
/// At rest it costs nothing and keeps no frames coming.
extension Canvas {
    /// A fresh field for the springs layout (every cell at rest), nil for others.
    func updateSprings() {
        guard let springs = LayoutDescription.of(playground.layoutKind).springs(layout) else {
            springField = nil
            return
        }
        let field = SpringField(configuration: springs.dynamics, axis: springs.scrollAxis)
        field.reset(offset: scroller.offset)
        springField = field
    }

    /// Feeds the field the offset at `time`; whether any cell still swings.
    func advanceSprings(time: Double) -> Bool {
        guard let field = springField else { return false }
        field.contentMoved(to: scroller.offset, time: time, layout: layout, viewport: viewport)
        return field.advance(to: time)
    }

    /// The touch point the lag is measured from: the pointer over the content.
    func springTouch(_ point: Point?) {
        guard let field = springField, let point else { return }
        field.touch = point + scroller.offset
    }

    /// The elements to draw at `offset`: the resting ones, or, while cells
    /// swing, those near the viewport moved by their springs and still in view.
    func springElements(in rect: Rect, offset: Point, time: Double) -> [LayoutAttributes]? {
        guard let field = springField, !field.isAtRest else { return nil }
        let m = SpringField.margin
        let near = Rect(x: rect.minX, y: rect.minY - m, width: rect.width, height: rect.height + 2 * m)
        return field.apply(to: layout.elements(in: near, offset: offset), at: time).filter { $0.frame.intersects(rect) }
    }
}
