extension CarouselLayout {
    /// The `transform` and `alpha` expressions of the custom type that give
    /// `type`'s matrices and alphas, with this layout's resolved options (for
    /// its last `prepare`) written in as numbers: what "Edit as custom"
    /// starts from. For `custom` itself, the current expressions.
    ///
    /// - Complexity: O(p) for the layout's p parameters.
    public func customExpressions(for type: CarouselType) -> (transform: String, alpha: String) {
        guard type != .custom else { return (transformChain.text, alphaExpression.text) }
        let o = CarouselOptions(parameters: parameters, type: type, viewport: viewport, itemCount: itemCount)
        return (Self.transformText(o), Self.alphaText(o))
    }

    /// A number as a literal that reads back to the same `Double`
    /// (non-finite values as `1/0`, `-1/0`, `0/0`).
    static func literal(_ v: Double) -> String {
        if v.isNaN { return "(0/0)" }
        if v.isInfinite { return v > 0 ? "(1/0)" : "(-1/0)" }
        let text = "\(v)"
        // "-0.0" and negative numbers read back through unary minus, which is exact.
        return v < 0 || (v == 0 && v.sign == .minus) ? "(\(text))" : text
    }

    private static func transformText(_ o: CarouselOptions) -> String {
        let w = o.vertical ? "itemHeight" : "itemWidth"
        let n = literal
        // Each type's CATransform3D calls, in iCarousel's order, as steps on the base transform.
        switch o.type {
        case .custom:
            return defaultTransform
        case .linear:
            let d = "offset * \(w) * \(n(o.spacing))"
            return o.vertical ? "translate(0, \(d), 0)" : "translate(\(d), 0, 0)"
        case .rotary, .invertedRotary, .cylinder, .invertedCylinder:
            let inverted = o.type == .invertedRotary || o.type == .invertedCylinder
            let r = inverted ? -o.radius : o.radius
            var a = o.angle.map(n) ?? "offset / \(n(Double(o.count))) * \(n(o.arc))"
            if inverted { a = o.angle.map { n(-$0) } ?? "-(\(a))" }
            if o.type == .rotary || o.type == .invertedRotary {
                let along = "\(n(r)) * sin(\(a))", depth = "\(n(r)) * cos(\(a)) - \(n(r))"
                return o.vertical ? "translate(0, \(along), \(depth))" : "translate(\(along), 0, \(depth))"
            }
            let axis = o.vertical ? "-1, 0, 0" : "0, 1, 0"
            return "translate(0, 0, \(n(-r))) rotate(\(a), \(axis)) translate(0, 0, \(n(r + depthNudge)))"
        case .wheel, .invertedWheel:
            var r = o.radius, a = o.angle ?? o.arc / Double(o.count)
            if o.type == .invertedWheel { r = -r; a = -a }
            let turn = "rotate(\(n(a)) * offset, 0, 0, 1)"
            if o.vertical {
                return "translate(\(n(-r)), 0, 0) \(turn) translate(\(n(r)), 0, offset * \(n(depthNudge)))"
            }
            return "translate(0, \(n(r)), 0) \(turn) translate(0, \(n(-r)), offset * \(n(depthNudge)))"
        case .coverFlow, .coverFlow2:
            var c = "max(-1, min(1, offset))"
            if o.type == .coverFlow2 {
                c = "(offset > 0.5 ? 1 : offset > -0.5 ? -0 : offset > -1.5 ? -1 : \(c))"
            }
            let x = "(\(c) * 0.5 * \(n(o.tilt)) + offset * \(n(o.spacing))) * \(w)"
            let z = "abs(\(c)) * -\(w) * 0.5"
            let turn = "-\(c) * (pi / 2) * \(n(o.tilt))"
            return o.vertical ? "translate(0, \(x), \(z)) rotate(\(turn), -1, 0, 0)"
                : "translate(\(x), 0, \(z)) rotate(\(turn), 0, 1, 0)"
        case .timeMachine, .invertedTimeMachine:
            let inverted = o.type == .invertedTimeMachine
            let off = inverted ? "(-offset)" : "offset"
            let tilt = n(inverted ? -o.tilt : o.tilt)
            let along = "\(off) * \(w) * \(tilt)", depth = "\(off) * \(w) * \(n(o.spacing))"
            return o.vertical ? "translate(0, \(along), \(depth))" : "translate(\(along), 0, \(depth))"
        }
    }

    private static func alphaText(_ o: CarouselOptions) -> String {
        let n = literal
        var factor = "0"
        if o.fadeMin.isFinite { factor = "(offset < \(n(o.fadeMin)) ? \(n(o.fadeMin)) - offset : \(factor))" }
        if o.fadeMax.isFinite { factor = "(offset > \(n(o.fadeMax)) ? offset - \(n(o.fadeMax)) : \(factor))" }
        guard factor != "0" else { return "1" }
        return "1 - min(\(factor), \(n(o.fadeRange))) / \(n(o.fadeRange)) * \(n(1 - o.fadeMinAlpha))"
    }
}
