import CollectionLayout
import CollectionRendering

/// Posing by hand: the carousel's poses (`CarouselPoses`), how a carousel
/// that is not posed yet becomes posed, and what a drag of one of an
/// item's handles does to its pose. Each drag is one step of undo
/// (`historyKey`), and it writes the Transform and Alpha fields.
struct PoseEdit {
    /// The changes of one drag coalesce under this key.
    static let historyKey = "pose"

    /// The part taken hold of.
    var part: PoseHandles.Part
    /// The poses when the drag began, and the offset of the pose it changes.
    var poses: CarouselPoses
    var offset: Double
    /// The pose at `offset` when the drag began (the curves' pose there when there was none).
    var start: CarouselPose
    /// The perspective's divisor at the item's centre: a move of the drawn
    /// centre by d is a move of the pose by d × w.
    var depthDivisor: Double
    /// The handles when the drag began, and where the press was.
    var handles: PoseHandles
    var pressedAt: Point
    /// The item's untransformed width (the turn's scale: half a width is a radian).
    var itemWidth: Double
    /// Whether the carousel is drawn in a mirror (right to left): x moves the other way.
    var isMirrored: Bool
    /// Whether Alt was held at the press: the body moves in depth.
    var altHeld: Bool

    /// The carousel's poses when its expressions are poses, else nil.
    static func poses(of carousel: CarouselLayout) -> CarouselPoses? {
        guard carousel.type == .custom else { return nil }
        return CarouselPoses(transform: carousel.transformChain.text, alpha: carousel.alphaExpression.text)
    }

    /// The parameters that pose `carousel`: its own poses as they are; a
    /// built-in type (or custom expressions that are not poses) sampled at
    /// the offsets −3…3 about the first of y, x and z it turns about, as
    /// Edit as Custom keeps the type's look. Nil when it turns about no one axis.
    static func posed(_ carousel: CarouselLayout) -> (parameters: LayoutParameters, poses: CarouselPoses)? {
        if let poses = poses(of: carousel) { return (carousel.parameters, poses) }
        for axis in [PoseAxis.y, .x, .z] {
            guard case .success(let sampled) = carousel.sampledPoses(axis: axis) else { continue }
            let poses = CarouselPoses(sampled, axis: axis, ends: .linear)
            return (parameters(carousel.editedAsCustom(), poses), poses)
        }
        return nil
    }

    /// `poses` written short: moves to a hundredth of a point, turns, scales
    /// and alphas to a ten-thousandth (what a hand can place; the fields stay readable).
    static func rounded(_ poses: CarouselPoses) -> CarouselPoses {
        // Multiplied and divided by a power of ten, so the number prints as written.
        func r(_ v: Double, _ step: Double) -> Double { let k = (1 / step).rounded(); return (v * k).rounded() / k }
        let short = poses.poses.map { p in
            CarouselPose(offset: p.offset, x: r(p.x, 0.01), y: r(p.y, 0.01), z: r(p.z, 0.01),
                         angle: r(p.angle, 0.0001), scale: r(p.scale, 0.0001), alpha: r(p.alpha, 0.0001))
        }
        return CarouselPoses(short, axis: poses.axis, ends: poses.ends)
    }

    /// `base` with the transform and alpha of `poses`.
    static func parameters(_ base: LayoutParameters, _ poses: CarouselPoses) -> LayoutParameters {
        let poses = rounded(poses)
        var p = base
        try? p.set(CarouselLayout.Key.transform.rawValue, .text(poses.transformText))
        try? p.set(CarouselLayout.Key.alpha.rawValue, .text(poses.alphaText))
        return p
    }

    /// An item's offset as a pose takes it: to the nearest 0.05.
    static func snapped(_ offset: Double) -> Double {
        // Divided by a whole number of steps per item, so the offset prints as written (−0.3, not −0.30000000000000004).
        let perItem = (1 / CarouselPoses.offsetStep).rounded()
        return (offset * perItem).rounded() / perItem
    }

    /// The poses after the pointer moved `delta` from the press.
    func poses(moved delta: Point) -> CarouselPoses {
        var pose = start
        let pointer = pressedAt + delta
        switch part {
        case .body where altHeld, .depth:
            // Down brings the item nearer, up sends it away, a point a point.
            pose.z = start.z + delta.y
        case .body:
            pose.x = start.x + (isMirrored ? -delta.x : delta.x) * depthDivisor
            pose.y = start.y + delta.y * depthDivisor
        case .corner:
            let c = handles.centre
            let before = distance(pressedAt, c), after = distance(pointer, c)
            if before > 1 { pose.scale = max(0.05, start.scale * after / before) }
        case .turn:
            pose.angle = start.angle + (isMirrored ? -delta.x : delta.x) / max(1, itemWidth / 2)
        case .alpha:
            pose.alpha = handles.alpha(atY: handles.alphaKnob.y + delta.y)
        }
        var moved = poses
        moved.set(pose)
        return moved
    }

    private func distance(_ a: Point, _ b: Point) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}
