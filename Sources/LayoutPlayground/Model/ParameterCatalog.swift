import CollectionLayout

/// Describes the layouts and their parameters for `list`.
enum ParameterCatalog {
    static func json() -> JSONValue {
        .object([("layouts", .array(LayoutRegistry.all.map { type in
            .object([
                ("id", .string(type.id)),
                ("title", .string(type.title)),
                ("parameters", .array(type.parameterSpecs.map(parameter))),
            ])
        }))])
    }

    static func parameter(_ spec: ParameterSpec) -> JSONValue {
        var range: JSONValue = .null
        var choices: JSONValue = .null
        switch spec.kind {
        case .number(let r, _): range = .numbers([r.lowerBound, r.upperBound])
        case .integer(let r): range = .numbers([Double(r.lowerBound), Double(r.upperBound)])
        case .insets(let maximum): range = .numbers([0, maximum])
        case .choice(let c): choices = .array(c.map { .string($0) })
        case .bool, .text: break
        }
        return .object([
            ("key", .string(spec.key)),
            ("title", .string(spec.title)),
            ("type", .string(spec.kind.name)),
            ("default", .string(spec.defaultValue.description)),
            ("range", range),
            ("choices", choices),
            ("auto", .bool(spec.allowsAuto)),
            ("help", .string(spec.help)),
        ])
    }

    /// A readable listing: each layout, then one line per parameter.
    static func text() -> String {
        var lines: [String] = []
        for type in LayoutRegistry.all {
            lines.append("\(type.id) — \(type.title)")
            let width = type.parameterSpecs.map(\.key.count).max() ?? 0
            for spec in type.parameterSpecs {
                var allowed: String
                switch spec.kind {
                case .number(let r, _): allowed = "\(formatNumber(r.lowerBound))…\(formatNumber(r.upperBound))"
                case .integer(let r): allowed = "\(r.lowerBound)…\(r.upperBound)"
                case .insets(let m): allowed = "top,left,bottom,right each 0…\(formatNumber(m))"
                case .choice(let c): allowed = c.joined(separator: "|")
                case .bool: allowed = "true|false"
                case .text(let syntax): allowed = syntax.rawValue
                }
                if spec.allowsAuto { allowed += " or auto" }
                let key = spec.key.padding(toLength: width, withPad: " ", startingAt: 0)
                lines.append("  \(key)  \(spec.kind.name) = \(spec.defaultValue)  (\(allowed))")
            }
        }
        return lines.joined(separator: "\n")
    }
}
