import CollectionLayout

/// Writes one self-contained Swift file that reproduces a configured view's
/// layout as a `UICollectionViewLayout` subclass, with no dependency on
/// this project (`export uikit`).
///
/// Every declaration of the file but the check command is `NAME` or nested
/// in it (`NAME.Math`, `NAME.LayoutConfiguration`, `NAME.LayoutPoint`, …),
/// so any number of exports compile together in one module. The file has
/// four parts: the configuration (parameters, the data's item sizes, the
/// physics' deceleration) as constants; plain geometry values; the layout's
/// math with Foundation only (`NAME.Math`, a port of the library's layout,
/// compiled on any platform), which reads its item counts and sizes from a
/// `NAME.LayoutData` (the collection view's data source and delegate, or the
/// exported data); and, inside `#if canImport(UIKit)`, the thin UIKit
/// subclass (elsewhere `NAME` is an empty enum holding the rest). Compiled
/// with `-D LAYOUT_EXPORT_CHECK`, a `@main` prints the same JSON as
/// `attributes --all`, which is how tests hold the port to the library.
struct UIKitExporter {
    /// The view exported: its layout prepared for its data and viewport.
    let view: PreparedView
    /// Sizes the flow's tags that have no size: the font-free estimate
    /// `attributes` uses, or (for the web page) the renderer's fonts.
    var textMeasurer: any TextMeasuring = EstimatedTextMeasurer()
    /// The exported class's name; nil: `className(of:)` of the layout.
    var name: String? = nil

    init(view: PreparedView, textMeasurer: any TextMeasuring = EstimatedTextMeasurer(), name: String? = nil) {
        self.view = view
        self.textMeasurer = textMeasurer
        self.name = name
    }

    /// The configuration constants and the math for `view`'s layout.
    struct LayoutPart {
        var configuration: [String]
        /// Declarations nested in the exported class.
        var math: String
    }

    /// `text` with every non-empty line indented by four spaces.
    static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
    }

    /// The layout exported, by its type. Every layout-specific choice the
    /// UIKit file makes switches over this, exhaustively.
    enum Port {
        case cards(CardsLayout), waterfall(WaterfallLayout), wheel(WheelLayout), ring(RingLayout), stack(StackLayout)
        case flow(FlowLayout), carousel(CarouselLayout), springs(SpringsLayout), compositional(CompositionalLayout)

        /// The port of `layout`, or nil for a layout with no UIKit export.
        init?(_ layout: any CollectionLayout) {
            switch layout {
            case let layout as CardsLayout: self = .cards(layout)
            case let layout as WaterfallLayout: self = .waterfall(layout)
            case let layout as WheelLayout: self = .wheel(layout)
            case let layout as RingLayout: self = .ring(layout)
            case let layout as StackLayout: self = .stack(layout)
            case let layout as FlowLayout: self = .flow(layout)
            case let layout as CarouselLayout: self = .carousel(layout)
            case let layout as SpringsLayout: self = .springs(layout)
            case let layout as CompositionalLayout: self = .compositional(layout)
            default: return nil
            }
        }

        var kind: LayoutKind {
            switch self {
            case .cards: .cards
            case .waterfall: .waterfall
            case .wheel: .wheel
            case .ring: .ring
            case .stack: .stack
            case .flow: .flow
            case .carousel: .carousel
            case .springs: .springs
            case .compositional: .compositional
            }
        }

        /// Whether the layout keeps the data's sections (else it places
        /// section 0's items, the export's data flattened into one).
        var keepsSections: Bool {
            switch self {
            case .waterfall, .flow, .compositional: true
            case .cards, .wheel, .ring, .stack, .carousel, .springs: false
            }
        }

        /// Whether the UIKit class asks the collection view's delegate for
        /// each item's size (declaring `<NAME>Delegate`): the layouts that
        /// read sizes, but for the compositional one, whose UIKit part is
        /// UIKit's own compositional layout (estimated heights self-size).
        var asksDelegateForSizes: Bool {
            switch self {
            case .waterfall, .flow: true
            case .cards, .wheel, .ring, .stack, .carousel, .springs, .compositional: false
            }
        }

        /// What the file's header says of the data the class reads.
        func dataNote(className: String) -> String {
            switch self {
            case .compositional:
                "UIKit's compositional layout reads the collection view's data source itself"
            case .waterfall, .flow:
                "The class reads the collection view's data source in prepare() and sizes the items\n"
                    + "// through `\(className)Delegate`"
            case .cards, .wheel, .ring, .stack, .carousel, .springs:
                "The class reads the collection view's data source in prepare()"
            }
        }

        /// Whether the layout reads each item's size from the data (the
        /// waterfall a picture's aspect, the flow a tag's size, the
        /// compositional layout an estimated height's picture); the others
        /// size every item from a parameter.
        var readsItemSizes: Bool {
            switch self {
            case .waterfall, .flow, .compositional: true
            case .cards, .wheel, .ring, .stack, .carousel, .springs: false
            }
        }
    }

    /// The port of the view's layout.
    func port() throws -> Port {
        guard let port = Port(view.layout) else {
            throw CommandFailure(message: "export: the layout '\(view.layoutID)' has no UIKit export")
        }
        return port
    }

    /// The configuration's declarations, one Swift line each (`static let
    /// name: Type = value`, with `///` comments between).
    func configuration() throws -> [String] {
        try commonConfiguration() + layoutPart(port()).configuration
    }

    private func commonConfiguration() -> [String] {
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

    /// Whether `name` can name the exported class: a Swift identifier (a
    /// letter or `_`, then letters, digits and `_`, by Unicode's identifier
    /// classes) that is not a keyword.
    static func isValidClassName(_ name: String) -> Bool {
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

    /// The whole file.
    func source() throws -> String {
        let layout = view.layout
        let port = try port()
        let part = try layoutPart(port)
        let className = name ?? Self.className(of: port.kind)
        guard Self.isValidClassName(className) else {
            throw CommandFailure(message: "export: --name '\(className)' is not a Swift identifier (a letter or _, then letters, digits and _; not a keyword)")
        }
        let assignments = layout.parameters.nonDefaultAssignments
        let config = commonConfiguration() + part.configuration
        let header = """
        // \(className).swift — the "\(type(of: layout).id)" layout exported from Layout Playground.
        //
        // Parameters: \(assignments.isEmpty ? "the defaults" : assignments.joined(separator: " "))
        // Self-contained: Foundation for the math, UIKit for the layout class. Everything else
        // is nested in `\(className)`, so several exports, each with its own name
        // (`export uikit --name`), build side by side in one target.
        // \(port.dataNote(className: className)); see the class's comment below.
        // Builds unchanged on Linux: `swiftc -parse-as-library -emit-library \(className).swift`
        // (the UIKit class is skipped there). `swiftc -parse-as-library -D LAYOUT_EXPORT_CHECK
        // \(className).swift -o check` makes a command: `./check --viewport 800x600 --offset 0,0`
        // prints the JSON `layout-playground attributes --all` prints for that view;
        // `--items N` and `--sizes sizes.json` (`[[w, h], …]`) stand for the data source and the delegate.

        import Foundation

        #if !canImport(UIKit)
        /// Where UIKit is missing, the exported class is only the name the math is nested in.
        public enum \(className) {}
        #endif

        """
        let configuration = "// MARK: - Configuration\n\npublic enum LayoutConfiguration {\n"
            + config.map { "    " + $0 + "\n" }.joined() + "}\n"
        let nested = [configuration, Self.coreSource(keepsSections: port.keepsSections, repeatsSections: port.keepsSections
                                                                          && !(view.dataset.sections.count == 1 && view.dataset.sections[0].title == nil)), Self.expressionHelpers,
                      "// MARK: - The layout's math\n", part.math].joined(separator: "\n")
        let body = "extension \(className) {\n" + Self.indented(nested) + "}\n"
        let shell: String
        switch port {
        // The compositional layout's UIKit part is UIKit's own compositional layout.
        case .compositional: shell = Self.compositionalShellSource(className: className)
        case .springs: shell = Self.shellSource(className: className, springs: true)
        case .cards, .waterfall, .wheel, .ring, .stack, .flow, .carousel:
            shell = Self.shellSource(className: className, readsSizes: port.asksDelegateForSizes)
        }
        var check = CheckOptions()
        switch port {
        case .springs: check.springs = true
        case .compositional: check.compositional = true
        case .cards, .waterfall, .wheel, .ring, .stack, .flow, .carousel: break
        }
        return [header, body, Self.checkSource(className: className, check), shell].joined(separator: "\n")
    }

    /// The UIKit class's name: `CardsCollectionViewLayout` and so on.
    static func className(of kind: LayoutKind) -> String {
        kind.id.prefix(1).uppercased() + kind.id.dropFirst() + "CollectionViewLayout"
    }

    private func layoutPart(_ port: Port) throws -> LayoutPart {
        switch port {
        case .cards(let layout): cardsPart(layout)
        case .waterfall(let layout): waterfallPart(layout)
        case .wheel(let layout): wheelPart(layout)
        case .ring(let layout): ringPart(layout)
        case .stack(let layout): stackPart(layout)
        case .flow(let layout): flowPart(layout)
        case .carousel(let layout): try carouselPart(layout)
        case .springs(let layout): springsPart(layout)
        case .compositional(let layout): compositionalPart(layout)
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

/// `curve(x, x0, y0, x1, y1, …)`: the monotone cubic through the points (Fritsch–Carlson).
nonisolated static func exprCurve(_ x: Double, _ v: Double...) -> Double {
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
