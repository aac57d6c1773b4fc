import CGtk
import CollectionLayout
import CollectionRendering

/// Drag to reorder (UICollectionView's interactive movement, GtkIconView's
/// reorderable): press and hold a cell, or drag it with Alt, and it lifts;
/// it follows the pointer while the others make room at the place the
/// layout computes for the pointer (`targetIndexPath(forMoving:…)`); near
/// an edge the content scrolls; releasing drops it there as one edit undo
/// takes back, Escape puts it back.
extension Canvas {
    /// Whether the current layout's items can be carried to a new place.
    var reorders: Bool { LayoutDescription.of(playground.layoutKind).reorders }

    // MARK: Picking up

    /// A press at `point`: with Alt held the cell under it lifts at once
    /// (true); otherwise a press held still for `ItemLift.holdDuration` lifts it.
    func pressMayLift(at point: Point, altHeld: Bool) -> Bool {
        guard reorders, lift == nil, playground.dataset.itemCount > 1 else { return false }
        if altHeld { return liftItem(at: point) }
        pressSerial += 1
        let serial = pressSerial
        runAfter(seconds: ItemLift.holdDuration) { [weak self] in
            guard let self, self.pressSerial == serial, self.gesture.isPressed, !self.gesture.isDrag,
                  !self.gesture.wasMovingAtPress else { return }
            self.liftItem(at: self.gesture.start)
        }
        return false
    }

    /// Lifts the cell under `point` (viewport coordinates); false when there is none.
    @discardableResult
    func liftItem(at point: Point) -> Bool {
        let offset = scroller.offset
        guard lift == nil, updateTransition == nil,
              let hit = layout.element(at: point + offset, offset: offset, viewport: viewport) else { return false }
        // The content holds still under the carried item (no fling, no snap).
        scroller.setOffset(offset)
        // The press is the carried item's now: no tap, no drag of the content.
        gesture.claim(at: point)
        transition = nil
        landing = nil
        lift = ItemLift(before: playground.dataset, origin: playground.dataset.flatIndex(of: hit.indexPath),
                        picked: hit.offsetBy(Point(x: -offset.x, y: -offset.y)), pointer: point)
        if isReady { trace.item("lifted", item: lift!.origin) }
        redraw()
        return true
    }

    // MARK: Carrying

    /// The pointer carries the item to `point` (viewport coordinates).
    func carry(to point: Point) {
        lift?.pointer = point
        retarget()
        redraw()
    }

    /// Moves the carried item's slot to where the layout puts the pointer,
    /// once the last move has finished animating.
    private func retarget() {
        guard var lift, updateTransition == nil, let slot = playground.dataset.indexPath(ofFlat: lift.target) else { return }
        let offset = scroller.offset
        let path = layout.targetIndexPath(forMoving: slot, at: lift.pointer + offset, offset: offset, viewport: viewport)
        let target = playground.dataset.flatIndex(of: path)
        guard target != lift.target, (try? playground.previewMove(from: lift.target, to: target)) != nil else { return }
        lift.target = target
        self.lift = lift
    }

    /// One frame while an item is carried or lands: the content scrolls
    /// while the pointer is near an edge, and the slot follows.
    func advanceCarriedItem(time: Double) {
        if let landing, landing.isDone(at: time) { self.landing = nil }
        guard var lift else { return }
        let dt = min(0.05, max(0, time - (lift.lastFrameTime ?? time)))
        lift.lastFrameTime = time
        self.lift = lift
        let axis = layout.scrollAxis
        let speed = ItemLift.autoscrollSpeed(pointer: lift.pointer, viewport: viewport, axis: axis)
        if speed != 0, dt > 0 {
            // The content's end as far as the layout knows it now, without placing the rest.
            followContentSize()
            var offset = scroller.offset
            offset[axis] += speed * dt
            if layout.wrapping == nil {
                offset[axis] = min(max(offset[axis], scroller.offsetRange.lowerBound), scroller.offsetRange.upperBound)
            }
            if offset != scroller.offset {
                scroller.setOffset(offset)
                indicatorState.lastMotionTime = time
            }
        }
        retarget()
    }

    /// Whether a carried or landing item needs frames.
    var carriesItem: Bool { lift != nil || landing != nil }

    // MARK: Dropping

    /// Release: the item stays where its slot is, as one edit.
    func dropCarriedItem() {
        guard let lift else { return }
        playground.endMove(before: lift.before, origin: lift.origin, target: lift.target)
        if isReady {
            trace.item("dropped", item: lift.target)
            // The carry's batches left their work deferred: idle slices finish it.
            trace.deferredWork(pending: !layout.finishDeferredWork(itemBudget: 0))
        }
        land(lift, at: lift.target)
    }

    /// Escape: the item goes back where it was picked up.
    func cancelCarriedItem() {
        guard let lift else { return }
        if lift.target != lift.origin { try? playground.previewMove(from: lift.target, to: lift.origin) }
        // Back where it was: no edit.
        playground.endMove(before: lift.before, origin: lift.origin, target: lift.origin)
        land(lift, at: lift.origin)
    }

    private func land(_ lift: ItemLift, at target: Int) {
        self.lift = nil
        if let slot = playground.dataset.indexPath(ofFlat: target) {
            landing = ItemLanding(from: lift.carried(at: slot), target: target, startTime: now)
        }
        // Paging layouts come to rest on an item after edge scrolling.
        if layout.isPaging { scroller.stop(time: now) }
        announceChanged()
        redraw()
    }

    // MARK: Drawing

    /// The slot the carried (or landing) item leaves empty: the item itself
    /// is drawn above the others, by `drawCarriedItem`.
    var carriedSlot: IndexPath? {
        guard let index = lift?.target ?? landing?.target else { return nil }
        return playground.dataset.indexPath(ofFlat: index)
    }

    /// The carried or landing item with its shadow, over everything else.
    func drawCarriedItem(_ cr: OpaquePointer) {
        guard let slot = carriedSlot else { return }
        // Lifted with a shadow of its own: the next frame paints every row.
        noteDrawnEverywhere()
        let offset = scroller.offset
        let element: LayoutAttributes
        if let lift {
            element = lift.carried(at: slot)
        } else if let landing, let target = layout.attributesForItem(at: slot, offset: offset) {
            element = landing.frame(at: now, slot: target.offsetBy(Point(x: -offset.x, y: -offset.y)))
        } else {
            return
        }
        let lifted = lift != nil ? 1.0 : 1 - (landing?.progress(at: now) ?? 1)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        // Only around the item (its shadows reach 12 points down): a group
        // the size of the canvas, masked three times and painted, was four
        // canvas-sized compositions a frame on the X server.
        if let box = element.screenQuad()?.boundingBox {
            let reach = 48.0
            cairo_rectangle(cr, box.minX - reach, box.minY - reach, box.width + 2 * reach, box.height + 2 * reach + 12)
            cairo_clip(cr)
        }
        // The item drawn once into a group: painted as it is, and first as
        // its own shape's shadow, lower down, in a few translucent layers.
        cairo_push_group(cr)
        renderer.drawOver(elements: [element.offsetBy(offset)], offset: offset, viewport: viewport, into: cr)
        guard let picture = cairo_pop_group(cr) else { return }
        defer { cairo_pattern_destroy(picture) }
        for (drop, alpha) in [(3.0, 0.12), (7.0, 0.09), (12.0, 0.06)] {
            cairo_save(cr)
            cairo_translate(cr, 0, drop)
            cairo_set_source_rgba(cr, 0, 0, 0, alpha * lifted)
            cairo_mask(cr, picture)
            cairo_restore(cr)
        }
        cairo_set_source(cr, picture)
        cairo_paint(cr)
        pictures.request(for: renderer)
    }
}
