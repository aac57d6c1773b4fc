import CollectionLayout

/// Writes the Swift code that builds a configured layout with the
/// `CollectionLayout` library ("Copy as Swift", `layout-playground swift`).
///
/// The layouts are configured through their typed configuration
/// (`CardsLayout.Configuration`), so the code sets only the parameters that
/// differ from their defaults, as Swift values (`nil` for auto). Numbers
/// print in their shortest exact form, so the code builds a layout with
/// exactly the same parameters. With a viewport, the code also prepares the
/// layout and asks it for the elements in view at its initial offset:
///
/// ```swift
/// import CollectionLayout
///
/// var configuration = CardsLayout.Configuration()
/// configuration.itemWidth = 300
/// configuration.scale = 0.9
/// let layout = try CardsLayout(configuration)
/// let viewport = Size(width: 800, height: 600)
/// layout.prepare(LayoutContext(viewport: viewport, itemCount: 16))
/// let offset = layout.initialContentOffset
/// let visible = layout.elements(in: Rect(origin: offset, size: viewport), offset: offset)
/// ```
struct SwiftCodeGenerator {
    /// The item count prepared when a viewport is given without one.
    static let defaultItemCount = 16
    /// The longest line the construction is kept on before its assignments
    /// are listed one per line.
    static let maximumLineLength = 100

    /// The configured layout's parameters; `layoutID` picks the type.
    var parameters: LayoutParameters
    /// The viewport to prepare for, or nil to only construct the layout.
    var viewport: Size?
    /// The number of items to prepare (`defaultItemCount` when nil).
    var itemCount: Int?

    init(parameters: LayoutParameters, viewport: Size? = nil, itemCount: Int? = nil) {
        self.parameters = parameters
        self.viewport = viewport
        self.itemCount = itemCount
    }

    /// The whole snippet: the import, a blank line, then `statements`.
    var code: String {
        (["import CollectionLayout", ""] + statements).joined(separator: "\n") + "\n"
    }

    /// The statements without the import, one line each (a long
    /// construction spans several lines).
    var statements: [String] {
        var lines = construction
        if let viewport {
            let count = max(0, itemCount ?? Self.defaultItemCount)
            lines += [
                "let viewport = Size(width: \(Self.numberLiteral(viewport.width)), height: \(Self.numberLiteral(viewport.height)))",
                "layout.prepare(LayoutContext(viewport: viewport, itemCount: \(count)))",
                "let offset = layout.initialContentOffset",
                "let visible = layout.elements(in: Rect(origin: offset, size: viewport), offset: offset)",
            ]
        }
        return lines
    }

    /// `let layout = …`: the type's typed configuration (only the values
    /// that differ from the defaults) when the library has the type, else
    /// `LayoutRegistry.make` with the identifier and the text form.
    private var construction: [String] {
        guard let type = LayoutRegistry.type(for: parameters.layoutID) else {
            let assignments = parameters.nonDefaultAssignments.map(Self.stringLiteral)
            let head = "let layout = try LayoutRegistry.make(\(Self.stringLiteral(parameters.layoutID))"
            if assignments.isEmpty { return [head + ")"] }
            let oneLine = head + ", assignments: [" + assignments.joined(separator: ", ") + "])"
            if oneLine.count <= Self.maximumLineLength { return [oneLine] }
            return [head + ", assignments: ["] + assignments.map { "    \($0)," } + ["])"]
        }
        let name = String(describing: type)
        let changed = parameters.specs.filter { parameters[$0.key] != $0.defaultValue }
        if changed.isEmpty { return ["let layout = \(name)()"] }
        return ["var configuration = \(name).Configuration()"]
            + changed.map { "configuration.\($0.key) = \(Self.literal(parameters[$0.key], for: $0))" }
            + ["let layout = try \(name)(configuration)"]
    }

    /// `value` as the Swift literal its typed property takes (nil for auto).
    static func literal(_ value: ParameterValue, for spec: ParameterSpec) -> String {
        switch value {
        case .auto: return "nil"
        case .number(let v): return numberLiteral(v)
        case .integer(let v): return String(v)
        case .bool(let v): return v ? "true" : "false"
        case .choice(let option): return "." + caseName(of: option, key: spec.key)
        case .insets(let e):
            return "EdgeInsets(top: \(numberLiteral(e.top)), left: \(numberLiteral(e.left)), "
                + "bottom: \(numberLiteral(e.bottom)), right: \(numberLiteral(e.right)))"
        case .text(let text):
            switch spec.kind {
            case .text(.numberPair):
                guard let p = Point(parameterValue: value) else { return stringLiteral(text) }
                return "Point(x: \(numberLiteral(p.x)), y: \(numberLiteral(p.y)))"
            case .text(.transformChain): return "try TransformChain(\(stringLiteral(text)))"
            case .text(.behaviours), .text(.sizes), .text(.widths), .text(.groupSizes):
                return "try PerSection(parsing: \(stringLiteral(text)))"
            case .text(.weights), .text(.keylines): return stringLiteral(text)
            default: return "try LayoutExpression(\(stringLiteral(text)))"
            }
        }
    }

    /// The Swift case of a choice's option (its enum's case name, which
    /// differs from the option's name for `icarousel`).
    static func caseName(of option: String, key: String) -> String {
        let name: String?
        switch key {
        case ScrollPhysics.Key.physics: name = ScrollPhysics.Preset(rawValue: option).map { "\($0)" }
        case CarouselLayout.Key.type.rawValue: name = CarouselLayout.CarouselType(rawValue: option).map { "\($0)" }
        case FlowLayout.Key.alignment.rawValue: name = FlowLayout.Alignment(rawValue: option).map { "\($0)" }
        case FlowLayout.Key.verticalAlignment.rawValue: name = FlowLayout.VerticalAlignment(rawValue: option).map { "\($0)" }
        case StackLayout.Key.swipeDirection.rawValue: name = StackLayout.SwipeDirection(rawValue: option).map { "\($0)" }
        case WheelLayout.Key.geometry.rawValue: name = WheelLayout.Geometry(rawValue: option).map { "\($0)" }
        case WheelLayout.Key.rowPitch.rawValue: name = WheelLayout.RowPitch(rawValue: option).map { "\($0)" }
        default: name = nil
        }
        return name ?? option
    }

    /// A Swift `Double` literal that reads back as exactly `value`: integral
    /// values without a fraction, others in their shortest round-trip form.
    static func numberLiteral(_ value: Double) -> String {
        if value.isNaN { return ".nan" }
        if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
        return formatNumber(value)
    }

    /// A Swift string literal holding exactly `text`: backslashes, quotes
    /// and control characters escaped (so nothing is interpolated either).
    static func stringLiteral(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default:
                let v = scalar.value
                if v < 0x20 || (0x7F...0x9F).contains(v) || v == 0x2028 || v == 0x2029 {
                    out += "\\u{\(String(v, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
