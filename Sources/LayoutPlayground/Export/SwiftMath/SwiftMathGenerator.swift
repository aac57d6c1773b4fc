import CollectionLayout

/// Writes the Swift both Swift exports (`export uikit`, `export swiftui`)
/// share: the configuration as constants, plain geometry values, the data
/// the math reads (`LayoutData`), the layout's math (`Math`, a port of the
/// library's layout with Foundation only) and the check command. Each
/// exporter nests this text in a namespace of its own (`extension NAME { … }`)
/// and adds its shell; the math is generated here once, for both.
struct SwiftMathGenerator {
    /// The view exported: its layout prepared for its data and viewport.
    let view: PreparedView
    /// Sizes the flow's tags that have no size: the font-free estimate
    /// `attributes` uses, or (for the web page) the renderer's fonts.
    var textMeasurer: any TextMeasuring = EstimatedTextMeasurer()

    init(view: PreparedView, textMeasurer: any TextMeasuring = EstimatedTextMeasurer()) {
        self.view = view
        self.textMeasurer = textMeasurer
    }

    /// The configuration constants and the math for `view`'s layout.
    struct LayoutPart {
        var configuration: [String]
        /// Declarations nested in the export's namespace.
        var math: String
    }

    /// `text` with every non-empty line indented by four spaces.
    static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
    }

    /// The layout exported, by its type (`SwiftExportPort`).
    typealias Port = SwiftExportPort

    /// The port of the view's layout; `target` names the export in the
    /// one-line error for a layout it does not carry.
    func port(target: String) throws -> Port {
        guard let port = Port(view.layout) else {
            throw CommandFailure(message: "export: the layout '\(view.layoutKind.id)' has no \(target) export")
        }
        return port
    }

    /// The configuration's declarations, one Swift line each (`static let
    /// name: Type = value`, with `///` comments between).
    func configuration() throws -> [String] {
        try commonConfiguration() + layoutPart(port(target: "Swift")).configuration
    }

    func commonConfiguration() -> [String] {
        let layout = view.layout
        let physics = ScrollPhysics(parameters: layout.parameters)
        return [
            "static let layout = \(SwiftCodeGenerator.stringLiteral(type(of: layout).id))",
            "/// The viewport and content offset the export was made at (check mode's defaults).",
            "static let viewport = LayoutSize(\(Self.literal(view.viewport.width)), \(Self.literal(view.viewport.height)))",
            "static let contentOffset = LayoutPoint(\(Self.literal(view.offset.x)), \(Self.literal(view.offset.y)))",
            "/// The scroll physics' deceleration: velocity kept per millisecond (UIScrollView.DecelerationRate).",
            "static let decelerationRate: Double = \(Self.literal(physics.decelerationRate.perMillisecond))",
        ]
    }

    /// Whether `name` can name an exported type: a Swift identifier (a
    /// letter or `_`, then letters, digits and `_`, by Unicode's identifier
    /// classes) that is not a keyword.
    static func isValidTypeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isXIDStart,
              name.unicodeScalars.dropFirst().allSatisfy({ $0.properties.isXIDContinue }), name != "_" else { return false }
        return !reservedNames.contains(name)
    }

    /// Keywords and the names a type may not take.
    static let reservedNames: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
        "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type", "Protocol",
    ]

    /// The shared declarations for `port`, to be nested in the export's
    /// namespace: `extension <namespace> { configuration, core, helpers, math }`.
    func namespaceSource(_ port: Port, namespace: String) throws -> String {
        let part = try layoutPart(port)
        let config = commonConfiguration() + part.configuration
        let configuration = "// MARK: - Configuration\n\npublic enum LayoutConfiguration {\n"
            + config.map { "    " + $0 + "\n" }.joined() + "}\n"
        let repeatsSections = port.keepsSections && !(view.dataset.sections.count == 1 && view.dataset.sections[0].title == nil)
        let nested = [configuration, Self.coreSource(keepsSections: port.keepsSections, repeatsSections: repeatsSections),
                      Self.expressionHelpers, "// MARK: - The layout's math\n", part.math].joined(separator: "\n")
        return "extension \(namespace) {\n" + Self.indented(nested) + "}\n"
    }

    /// The check command for `port`, nested in `namespace`, inside `#if LAYOUT_EXPORT_CHECK`.
    static func checkSource(_ port: Port, namespace: String) -> String {
        var check = CheckOptions()
        switch port {
        case .shared(.springs): check.springs = true
        case .shared(.compositional): check.compositional = true
        case .keyline: check.keylines = true
        case .shared(.cards), .shared(.waterfall), .shared(.wheel), .shared(.ring), .shared(.stack), .shared(.flow),
             .shared(.carousel): break
        }
        return checkSource(className: namespace, check)
    }

    func layoutPart(_ port: Port) throws -> LayoutPart {
        switch port {
        case .shared(.cards(let layout)): cardsPart(layout)
        case .shared(.waterfall(let layout)): waterfallPart(layout)
        case .shared(.wheel(let layout)): wheelPart(layout)
        case .shared(.ring(let layout)): ringPart(layout)
        case .shared(.stack(let layout)): stackPart(layout)
        case .shared(.flow(let layout)): flowPart(layout)
        case .shared(.carousel(let layout)): try carouselPart(layout)
        case .shared(.springs(let layout)): springsPart(layout)
        case .shared(.compositional(let layout)): compositionalPart(layout)
        case .keyline(let layout): keylinePart(layout)
        }
    }

    /// A Swift `Double` literal that reads back as exactly `v`.
    static func literal(_ v: Double) -> String {
        if v.isNaN { return "Double.nan" }
        if v.isInfinite { return v > 0 ? "Double.infinity" : "-Double.infinity" }
        return "\(v)"
    }

    static func literal(_ insets: EdgeInsets) -> String {
        "(top: \(literal(insets.top)), left: \(literal(insets.left)), bottom: \(literal(insets.bottom)), right: \(literal(insets.right)))"
    }

    /// `nil` or the literal.
    static func optional(_ v: Double?) -> String { v.map(literal) ?? "nil" }
    static func optional(_ v: Int?) -> String { v.map(String.init) ?? "nil" }

    /// The helpers compiled custom expressions call (C's semantics).
    static let expressionHelpers = #"""
// MARK: - Expression helpers (C's MIN/MAX/clamp semantics, left to right)

nonisolated static func exprMin(_ xs: Double...) -> Double { xs.dropFirst().reduce(xs[0]) { $0 < $1 ? $0 : $1 } }
nonisolated static func exprMax(_ xs: Double...) -> Double { xs.dropFirst().reduce(xs[0]) { $0 > $1 ? $0 : $1 } }
nonisolated static func exprClamp(_ x: Double, _ lo: Double, _ hi: Double) -> Double { let u = x < hi ? x : hi; return lo > u ? lo : u }
nonisolated static func exprSign(_ x: Double) -> Double { x.isNaN ? .nan : (x > 0 ? 1 : (x < 0 ? -1 : 0)) }
nonisolated static func exprBool(_ b: Bool) -> Double { b ? 1 : 0 }

/// `extrapolate(x, x0, y0, x1, y1, …)`: `curve`, carried on beyond the end
/// points along the line through the two points at that end.
nonisolated static func exprExtrapolate(_ x: Double, _ v: Double...) -> Double {
    let held = exprCurveOf(x, v), n = v.count / 2
    if held.isNaN { return held }
    if x < v[0] { let slope: Double = (v[3] - v[1]) / (v[2] - v[0]); return v[1] + (x - v[0]) * slope }
    if x > v[2 * n - 2] {
        let slope: Double = (v[2 * n - 1] - v[2 * n - 3]) / (v[2 * n - 2] - v[2 * n - 4])
        return v[2 * n - 1] + (x - v[2 * n - 2]) * slope
    }
    return held
}

/// `curve(x, x0, y0, x1, y1, …)`: the monotone cubic through the points (Fritsch–Carlson).
nonisolated static func exprCurve(_ x: Double, _ v: Double...) -> Double { exprCurveOf(x, v) }

nonisolated static func exprCurveOf(_ x: Double, _ v: [Double]) -> Double {
    let n = v.count / 2
    guard n >= 2, v.count % 2 == 0 else { return .nan }
    let xs = (0..<n).map { v[2 * $0] }, ys = (0..<n).map { v[2 * $0 + 1] }
    for k in 0..<n where !xs[k].isFinite || !ys[k].isFinite { return .nan }
    for k in 1..<n where !(xs[k] > xs[k - 1]) { return .nan }
    if x.isNaN { return .nan }
    if x <= xs[0] { return ys[0] }
    if x >= xs[n - 1] { return ys[n - 1] }
    var d = [Double](repeating: 0, count: n - 1)
    for k in 0..<(n - 1) { let rise: Double = ys[k + 1] - ys[k], run: Double = xs[k + 1] - xs[k]; d[k] = rise / run }
    var m = [Double](repeating: 0, count: n)
    m[0] = d[0]
    m[n - 1] = d[n - 2]
    for k in 1..<(n - 1) { let agree: Bool = d[k - 1] * d[k] > 0; m[k] = agree ? (d[k - 1] + d[k]) / 2 : 0 }
    for k in 0..<(n - 1) {
        if d[k] == 0 { m[k] = 0; m[k + 1] = 0; continue }
        let a: Double = m[k] / d[k], b: Double = m[k + 1] / d[k]
        let s: Double = a * a + b * b
        if s > 9 { let tau: Double = 3 / s.squareRoot(); m[k] = tau * a * d[k]; m[k + 1] = tau * b * d[k] }
    }
    var k = 0
    while xs[k + 1] < x { k += 1 }
    let h = xs[k + 1] - xs[k], t = (x - xs[k]) / h
    let t2: Double = t * t, t3: Double = t2 * t
    let h00: Double = 2 * t3 - 3 * t2 + 1, h10: Double = t3 - 2 * t2 + t
    let h01: Double = 3 * t2 - 2 * t3, h11: Double = t3 - t2
    let start: Double = h00 * ys[k] + h10 * h * m[k]
    return start + h01 * ys[k + 1] + h11 * h * m[k + 1]
}
"""#
}
