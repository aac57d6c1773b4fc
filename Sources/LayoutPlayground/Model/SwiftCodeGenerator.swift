import CollectionLayout

/// Writes the Swift code that builds a configured layout with the
/// `CollectionLayout` library ("Copy as Swift", `layout-playground swift`).
///
/// The layouts are configured through `init(assignments:)`, so the code
/// lists only the parameters that differ from their defaults, in the text
/// form the command line and presets use (`"scale=0.9"`). Numbers print in
/// their shortest exact form, so the code builds a layout with exactly the
/// same parameters. With a viewport, the code also prepares the layout and
/// asks it for the elements in view at its initial offset:
///
/// ```swift
/// import CollectionLayout
///
/// let layout = try CardsLayout(assignments: ["itemWidth=300", "scale=0.9"])
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

    /// `let layout = …`: the type's own initialiser when the library has the
    /// type, else `LayoutRegistry.make` with the identifier.
    private var construction: [String] {
        let assignments = parameters.nonDefaultAssignments.map(Self.stringLiteral)
        let type = LayoutRegistry.type(for: parameters.layoutID)
        let callee: String
        var arguments: [String] = []
        if let type {
            callee = String(describing: type)
            if assignments.isEmpty { return ["let layout = \(callee)()"] }
        } else {
            callee = "LayoutRegistry.make"
            arguments.append(Self.stringLiteral(parameters.layoutID))
            if assignments.isEmpty { return ["let layout = try \(callee)(\(arguments[0]))"] }
        }
        let head = "let layout = try \(callee)(" + arguments.map { $0 + ", " }.joined() + "assignments: ["
        let oneLine = head + assignments.joined(separator: ", ") + "])"
        if oneLine.count <= Self.maximumLineLength { return [oneLine] }
        return [head] + assignments.map { "    \($0)," } + ["])"]
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
