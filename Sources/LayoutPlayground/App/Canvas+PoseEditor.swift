import CGtk
import CollectionLayout
import CollectionRendering
import Foundation

/// Pose mode on the canvas: while it is on and the carousel is posed and
/// at rest, every item in view shows its handles (`PoseHandles`); dragging
/// one poses the item at the offset it has now (to 0.05), one step of undo
/// per drag, and Delete removes the selected pose.
struct PoseModeState {
    /// Whether pose mode is on (the designer's Pose toggle).
    var isOn = false
    /// The drag under way.
    var drag: PoseEdit?
    /// The offset of the pose last taken hold of, which Delete removes.
    var selected: Double?
}

/// An item's handles in view, with the offset it is posed at.
struct PoseTarget {
    var item: Int
    var offset: Double
    var handles: PoseHandles
    var depthDivisor: Double
    var zIndex: Int
}

extension Canvas {
    /// The posed carousel and its poses, when pose mode applies now.
    var posedCarousel: (carousel: CarouselLayout, poses: CarouselPoses)? {
        guard poseMode.isOn, let carousel = LayoutDescription.designed(layout),
              let poses = PoseEdit.poses(of: carousel) else { return nil }
        return (carousel, poses)
    }

    /// The items in view that show handles at `offset`, front-most first.
    func poseTargets(_ elements: [LayoutAttributes], offset: Point, carousel: CarouselLayout) -> [PoseTarget] {
        let s = carousel.scrollPosition(at: offset)
        return elements.compactMap { e -> PoseTarget? in
            guard e.category == .cell, !e.isHidden, let quad = e.visibleQuad() else { return nil }
            let corners = quad.corners.map { Point(x: $0.x - offset.x, y: $0.y - offset.y) }
            let o = PoseEdit.snapped(carousel.itemOffset(e.indexPath.item, scrollPosition: s))
            return PoseTarget(item: e.indexPath.item, offset: o, handles: PoseHandles(outline: Quad(corners: corners), alpha: e.alpha),
                              depthDivisor: e.transform3D.m44, zIndex: e.zIndex)
        }
        .sorted { $0.zIndex > $1.zIndex }
    }

    /// Draws the handles over the items (pose mode on a posed carousel at rest).
    func drawPoseHandles(_ elements: [LayoutAttributes], offset: Point, _ cr: OpaquePointer) {
        guard let (carousel, poses) = posedCarousel, scroller.state == .idle || poseMode.drag != nil else { return }
        // Back to front, so the front item's handles are on top.
        var readout: PoseTarget?
        for target in poseTargets(elements, offset: offset, carousel: carousel).reversed() {
            let selected = poseMode.selected.map { abs($0 - target.offset) < 1e-6 } ?? false
            overlays.poseHandles(target.handles, posed: poses.index(at: target.offset) != nil, selected: selected, into: cr)
            if selected { readout = target }
        }
        // The selected card's pose in numbers, under its depth knob (kept in
        // the view), live while a handle moves.
        if let readout {
            let words = Self.poseWords(poses, at: readout.offset)
            let size = overlays.pillSize(words)
            let knob = readout.handles.depthKnob
            let x = min(max(knob.x, size.width / 2 + 4), viewport.width - size.width / 2 - 4)
            let y = min(knob.y + PoseHandles.reach + 6 + size.height / 2, viewport.height - size.height / 2 - 4)
            overlays.pill(words, center: Point(x: x, y: y), into: cr)
        }
    }

    /// Takes hold of the handle under `point` (viewport coordinates); true when it did.
    func grabPose(at point: Point, altHeld: Bool) -> Bool {
        guard let (carousel, poses) = posedCarousel, scroller.state == .idle, !scroller.isMoving else { return false }
        let offset = scroller.offset
        let elements = layout.elements(in: Rect(origin: offset, size: viewport), offset: offset)
        let targets = poseTargets(elements, offset: offset, carousel: carousel)
        // The selected item first, knobs and body (so it can be moved where
        // others cover it), then the others' bodies front to back.
        let selected = targets.filter { t in poseMode.selected.map { abs($0 - t.offset) < 1e-6 } ?? false }
        let candidates = selected.map { ($0, true) } + targets.filter { t in !selected.contains { $0.item == t.item } }.map { ($0, false) }
        for (target, knobs) in candidates {
            guard let part = target.handles.part(at: point, knobs: knobs) else { continue }
            let start = poses.index(at: target.offset).map { poses.poses[$0] } ?? poses.pose(at: target.offset)
            poseMode.drag = PoseEdit(part: part, poses: poses, offset: target.offset, start: start,
                                     depthDivisor: target.depthDivisor, handles: target.handles, pressedAt: point,
                                     itemWidth: carousel.itemSize.width, isMirrored: carousel.isMirrored, altHeld: altHeld)
            poseMode.selected = target.offset
            gesture.claim(at: point)
            playground.beginFieldEdit(PoseEdit.historyKey)
            if isReady { trace.item("poseGrabbed", item: target.item) }
            redraw()
            return true
        }
        return false
    }

    /// The pointer moved `delta` from where the handle was taken hold of.
    func dragPose(by delta: Point) {
        guard let edit = poseMode.drag, let carousel = LayoutDescription.designed(layout) else { return }
        do {
            try playground.setParameters(PoseEdit.parameters(carousel.parameters, edit.poses(moved: delta)),
                                         name: "Pose", key: PoseEdit.historyKey)
        } catch {
            events.onError?("\(error)")
        }
        redraw()
    }

    /// The handle is let go: its drag is one step of undo.
    func releasePose() {
        guard poseMode.drag != nil else { return }
        poseMode.drag = nil
        playground.endFieldEdit()
        if isReady { trace.emit(.object([("event", .string("poseReleased"))])) }
        redraw()
    }

    /// Shift+Left/Right (Up/Down when vertical) in pose mode: the content
    /// moved a twentieth of an item and left there (no snapping), so the
    /// items stand between their rest places and a pose at a fractional
    /// offset can be taken. True when pose mode took the key.
    func nudgeForPosing(_ key: UInt32) -> Bool {
        guard let (carousel, _) = posedCarousel, poseMode.drag == nil else { return false }
        let axis = carousel.scrollAxis
        let step: Double
        switch Int32(key) {
        case GDK_KEY_Left where axis == .horizontal, GDK_KEY_Up where axis == .vertical: step = -1
        case GDK_KEY_Right where axis == .horizontal, GDK_KEY_Down where axis == .vertical: step = 1
        default: return false
        }
        var offset = scroller.offset
        offset[axis] += step * carousel.pitch * CarouselPoses.offsetStep
        scroller.setOffset(offset)
        noteDrawnEverywhere()
        redraw()
        return true
    }

    /// Delete in pose mode: removes the selected pose (two always stay).
    /// True when pose mode took the key.
    func deleteSelectedPose() -> Bool {
        guard let (carousel, poses) = posedCarousel, let offset = poseMode.selected else { return false }
        var fewer = poses
        guard fewer.remove(at: offset) != nil else { return false }
        guard fewer.poses.count >= 2 else {
            events.onError?(tr("A posed carousel keeps at least two poses"))
            return true
        }
        poseMode.selected = nil
        do {
            try playground.apply(PoseEdit.parameters(carousel.parameters, fewer), name: "Remove Pose")
        } catch {
            events.onError?("\(error)")
        }
        redraw()
        return true
    }
}
