extension CarouselLayout {
    /// The `transform` and `alpha` expressions of the custom type that give
    /// `type`'s matrices and alphas, written as iCarousel's source writes
    /// them: with the names of the quantities the type computes (`radius`,
    /// `count`, `arc`, `spacing`, `tilt`, `itemWidth`, the fades), which the
    /// custom type reads as variables. `editedAsCustom()` sets those
    /// variables to this layout's values. For `custom` itself, the current
    /// expressions.
    ///
    /// - Complexity: O(1).
    public func customExpressions(for type: CarouselType) -> (transform: String, alpha: String) {
        guard type != .custom else { return (transformChain.text, alphaExpression.text) }
        var o = options
        o.type = type
        return (Self.transformText(o, name: { key, _ in key.rawValue }), Self.alphaText(o, name: { key, _ in key.rawValue }))
    }

    /// The keys "Edit as Custom" keeps as the built-in type resolved them
    /// when they are on `auto` (the custom type's own `auto` differs), so the
    /// picture does not change; leaving the custom type sets them back to `auto`.
    public static let keysKeptByEditAsCustom: [Key] = [.visibleItems, .wrap, .showBackfaces]

    /// The quantities the expressions name, in the order they are settled
    /// (the count and the arc decide the default radius and angle).
    static let quantityKeys: [Key] = [.count, .spacing, .arc, .tilt, .radius, .angle, .fadeMin, .fadeMax, .fadeRange, .fadeMinAlpha]

    /// "Edit as Custom": this layout's parameters (as prepared) turned into
    /// the custom type's with the same picture — the type's expressions
    /// (`customExpressions(for:)`), each quantity they name set to the value
    /// the type resolved where the custom type's `auto` would differ, and the
    /// wrap, back faces and visible items the type resolved kept. A quantity
    /// outside its parameter's range is written into the text as a number.
    /// The custom type's own parameters come back as they are.
    ///
    /// - Complexity: O(p²) for the layout's p parameters.
    public func editedAsCustom() -> LayoutParameters {
        guard type != .custom else { return parameters }
        let o = options
        var p = parameters
        try? p.set(Key.type.rawValue, .choice(CarouselType.custom.rawValue))
        for key in Self.keysKeptByEditAsCustom where parameters[key] == .auto {
            if let value = effectiveValue(forKey: key.rawValue) { try? p.set(key.rawValue, value) }
        }
        let resolved: [Key: Double] = [
            .count: Double(o.count), .spacing: o.spacing, .arc: o.arc, .tilt: o.tilt, .radius: o.radius,
            .angle: o.angle ?? .nan, .fadeMin: o.fadeMin, .fadeMax: o.fadeMax, .fadeRange: o.fadeRange,
            .fadeMinAlpha: o.fadeMinAlpha,
        ]
        var written = Set<Key>()
        let name: (Key, Double) -> String = { key, _ in key.rawValue }
        let read = TransformChain.names(in: Self.transformText(o, name: name) + " " + Self.alphaText(o, name: name))
        for key in Self.quantityKeys where read.contains(key.rawValue) {
            let value = resolved[key] ?? .nan
            let custom = CarouselOptions(parameters: p, type: .custom, viewport: viewport, itemCount: itemCount)
            guard Self.quantity(key, of: custom) != value else { continue }
            let parameter: ParameterValue = key == .count ? .integer(value.isFinite ? Int(value) : 0) : .number(value)
            let whole = key != .count || (value.isFinite && Double(Int(value)) == value)
            if !value.isFinite || !whole || (try? p.set(key.rawValue, parameter)) == nil { written.insert(key) }
        }
        let literal: (Key, Double) -> String = { key, value in
            written.contains(key) ? Self.literal(value) : key.rawValue
        }
        try? p.set(Key.transform.rawValue, .text(Self.transformText(o, name: literal)))
        try? p.set(Key.alpha.rawValue, .text(Self.alphaText(o, name: literal)))
        return p
    }

    /// Parameters switched to `type`. Leaving the custom type for a built-in
    /// one sets the keys "Edit as Custom" fixes back to `auto` (the
    /// quantities, wrap, back faces, visible items), so the built-in type
    /// shows as it does by default.
    ///
    /// - Complexity: O(p) for the layout's p parameters.
    public static func parameters(_ parameters: LayoutParameters, choosing type: CarouselType) -> LayoutParameters {
        var p = parameters
        let old = CarouselType(rawValue: p.choice(Key.type)) ?? .coverFlow
        try? p.set(Key.type.rawValue, .choice(type.rawValue))
        if old == .custom, type != .custom {
            for key in keysKeptByEditAsCustom + quantityKeys { try? p.set(key.rawValue, .auto) }
        }
        return p
    }

    private static func quantity(_ key: Key, of o: CarouselOptions) -> Double {
        switch key {
        case .count: Double(o.count)
        case .spacing: o.spacing
        case .arc: o.arc
        case .tilt: o.tilt
        case .radius: o.radius
        case .angle: o.angle ?? .nan
        case .fadeMin: o.fadeMin
        case .fadeMax: o.fadeMax
        case .fadeRange: o.fadeRange
        case .fadeMinAlpha: o.fadeMinAlpha
        default: .nan
        }
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

    /// The type's CATransform3D calls, in iCarousel's order, as steps on the
    /// base transform; `name` writes a quantity (its name, or its value).
    private static func transformText(_ o: CarouselOptions, name: (Key, Double) -> String) -> String {
        let w = o.vertical ? "itemHeight" : "itemWidth"
        let spacing = name(.spacing, o.spacing), tilt = name(.tilt, o.tilt), radius = name(.radius, o.radius)
        let nudge = "0.01"
        func along(_ a: String, _ depth: String = "0") -> String {
            o.vertical ? "translate(0, \(a), \(depth))" : "translate(\(a), 0, \(depth))"
        }
        switch o.type {
        case .custom:
            return defaultTransform
        case .linear:
            return along("offset * \(w) * \(spacing)")
        case .rotary, .invertedRotary, .cylinder, .invertedCylinder:
            let inverted = o.type == .invertedRotary || o.type == .invertedCylinder
            var a = o.angle.map { name(.angle, $0) } ?? "offset / \(name(.count, Double(o.count))) * \(name(.arc, o.arc))"
            let r = inverted ? "-\(radius)" : radius
            if inverted { a = o.angle == nil ? "-(\(a))" : "-\(a)" }
            if o.type == .rotary || o.type == .invertedRotary {
                let back = inverted ? "+ \(radius)" : "- \(radius)"
                return along("\(r) * sin(\(a))", "\(r) * cos(\(a)) \(back)")
            }
            let axis = o.vertical ? "-1, 0, 0" : "0, 1, 0"
            let out = inverted ? radius : "-\(radius)"
            return "translate(0, 0, \(out)) rotate(\(a), \(axis)) translate(0, 0, \(r) + \(nudge))"
        case .wheel, .invertedWheel:
            let inverted = o.type == .invertedWheel
            let a = name(.angle, o.angle ?? o.arc / Double(o.count))
            let turn = "rotate(\(inverted ? "-" : "")\(a) * offset, 0, 0, 1)"
            let r = inverted ? "-\(radius)" : radius, back = inverted ? radius : "-\(radius)"
            if o.vertical {
                return "translate(\(back), 0, 0) \(turn) translate(\(r), 0, offset * \(nudge))"
            }
            return "translate(0, \(r), 0) \(turn) translate(0, \(back), offset * \(nudge))"
        case .coverFlow, .coverFlow2:
            var c = "clamp(offset, -1, 1)"
            if o.type == .coverFlow2 {
                c = "(offset > 0.5 ? 1 : offset > -0.5 ? 0 : offset > -1.5 ? -1 : \(c))"
            }
            let x = "(\(c) * 0.5 * \(tilt) + offset * \(spacing)) * \(w)"
            let z = "abs(\(c)) * -\(w) * 0.5"
            let turn = "-\(c) * (pi / 2) * \(tilt)"
            return o.vertical ? "\(along(x, z)) rotate(\(turn), -1, 0, 0)" : "\(along(x, z)) rotate(\(turn), 0, 1, 0)"
        case .timeMachine, .invertedTimeMachine:
            let inverted = o.type == .invertedTimeMachine
            let off = inverted ? "-offset" : "offset"
            return along("\(off) * \(w) * \(inverted ? "-" : "")\(tilt)", "\(off) * \(w) * \(spacing)")
        }
    }

    /// iCarousel's `alphaForItemWithOffset:`, or `1` for a type that does not fade.
    private static func alphaText(_ o: CarouselOptions, name: (Key, Double) -> String) -> String {
        guard o.fadeMin.isFinite || o.fadeMax.isFinite else { return "1" }
        let low = name(.fadeMin, o.fadeMin), high = name(.fadeMax, o.fadeMax)
        let range = name(.fadeRange, o.fadeRange), floor = name(.fadeMinAlpha, o.fadeMinAlpha)
        let factor = "offset > \(high) ? offset - \(high) : offset < \(low) ? \(low) - offset : 0"
        return "1 - min(\(factor), \(range)) / \(range) * (1 - \(floor))"
    }
}
