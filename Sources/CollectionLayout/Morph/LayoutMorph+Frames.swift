import Foundation

/// What a morph shows at a progress.
extension LayoutMorph {
    /// The progress the positions and transforms are at for `p`: `p` itself
    /// within 0…1; past an end the motion carries on at first as fast, then
    /// eases off (a hyperbolic tangent) so that the anchor stops short of
    /// the viewport's edge.
    ///
    /// - Complexity: O(1).
    func geometricProgress(_ p: Double) -> Double {
        guard p.isFinite else { return p < 0 ? 0 : 1 }
        if p >= 0, p <= 1 { return p }
        let excess = p < 0 ? -p : p - 1
        let carried: Double
        if let limit = p < 0 ? before : after, limit.distance > 0 {
            carried = limit.room > 0 ? limit.room / limit.distance * tanh(excess * limit.distance / limit.room) : 0
        } else {
            carried = excess
        }
        return p < 0 ? -carried : 1 + carried
    }

    /// The content offset at `progress`: `fromOffset` at 0, `toOffset` at
    /// 1, in between (and past the ends) along the straight line.
    ///
    /// - Complexity: O(1).
    public func contentOffset(at progress: Double) -> Point {
        if progress == 0 { return fromOffset }
        if progress == 1 { return toOffset }
        let q = geometricProgress(progress)
        return Point(x: fromOffset.x + (toOffset.x - fromOffset.x) * q, y: fromOffset.y + (toOffset.y - fromOffset.y) * q)
    }

    /// The elements to draw at `progress` (meant for −0.25…1.25), in
    /// content coordinates for `contentOffset(at: progress)`, in no
    /// particular order (draw by zIndex). At 0 exactly the start view's
    /// elements as its layout gave them, at 1 exactly the end view's.
    ///
    /// - Complexity: O(k) for the k elements in view at either end.
    public func elements(at progress: Double) -> [MorphElement] {
        if progress == 0 { return startElements }
        if progress == 1 { return endElements }
        let q = geometricProgress(progress)
        let offset = contentOffset(at: progress)
        var out: [MorphElement] = []
        out.reserveCapacity(tracks.count)
        for track in tracks {
            let attributes: LayoutAttributes
            switch track.presence {
            case .both:
                let u = q < 0 ? max(q, -track.reach.before) : q > 1 ? min(q, 1 + track.reach.after) : q
                attributes = LayoutAttributes.morph(track.from, track.to, progress: q, transformProgress: u,
                                                    alphaProgress: progress)
            case .startOnly:
                attributes = (progress < 0.5 ? track.from : track.to).fading(by: 1 - progress)
            case .endOnly:
                attributes = (progress < 0.5 ? track.from : track.to).fading(by: progress)
            }
            out.append(MorphElement(id: track.id, attributes: attributes.offsetBy(offset), presence: track.presence))
        }
        return out
    }

    /// The drawn centre of the anchor at `progress`, in viewport
    /// coordinates; nil without an anchor, when neither end has it in view,
    /// or when it falls behind the eye.
    ///
    /// - Complexity: O(k) for the k elements in view at either end.
    public func anchorPlace(at progress: Double) -> Point? {
        guard let anchorID else { return nil }
        let offset = contentOffset(at: progress)
        guard let e = elements(at: progress).first(where: { $0.id == anchorID }) else { return nil }
        return e.attributes.map(.zero).map { $0 - offset }
    }
}
