extension CarouselPoses {
    /// The poses at negative offsets (`before`, left of the centre on a
    /// horizontal carousel, above it on a vertical one) or positive ones (`after`).
    public enum Side: String, Sendable, CaseIterable {
        case before, after
    }

    /// The poses with `side`'s poses copied onto the other side as in a
    /// mirror across the centre line (the line across the scroll axis): a
    /// pose at offset o gives one at −o moved the other way along
    /// `scrollAxis` and turned the other way (or the same way, when the
    /// poses turn about the scroll axis itself), its depth, other move,
    /// scale and alpha kept. The other side's own poses are replaced; the
    /// pose at 0 stays. So a person poses one side and gets a symmetric carousel.
    ///
    /// Nil when the poses' axis is neither along the mirror nor across it
    /// (a tilted axis: its mirror image is another axis, which the one
    /// shared axis cannot express), or when `side` has no pose.
    ///
    /// - Complexity: O(p) for p poses.
    public func mirrored(from side: Side, scrollAxis: Axis) -> CarouselPoses? {
        guard let unit = axis.unit else { return nil }
        // The mirror negates the scroll axis's component: a turn about an axis
        // the mirror keeps goes the other way; about one it reverses, the same way.
        let along = scrollAxis == .horizontal ? unit.x : unit.y
        let across = scrollAxis == .horizontal ? (unit.y, unit.z) : (unit.x, unit.z)
        let turn: Double
        if abs(along) < 1e-12 {
            turn = -1
        } else if abs(across.0) < 1e-12 && abs(across.1) < 1e-12 {
            turn = 1
        } else {
            return nil
        }
        let source = poses.filter { side == .after ? $0.offset > 0 : $0.offset < 0 }
        guard !source.isEmpty else { return nil }
        var result = CarouselPoses(poses.filter { abs($0.offset) < 1e-9 || (side == .after ? $0.offset > 0 : $0.offset < 0) },
                                   axis: axis, ends: ends)
        for pose in source {
            var image = pose
            image.offset = -pose.offset
            if scrollAxis == .horizontal { image.x = -pose.x } else { image.y = -pose.y }
            image.angle = turn * pose.angle
            result.set(image)
        }
        return result
    }
}
