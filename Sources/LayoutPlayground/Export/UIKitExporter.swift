import CollectionLayout

/// Writes one self-contained Swift file that reproduces a configured view's
/// layout as a `UICollectionViewLayout` subclass, with no dependency on
/// this project (`export uikit`).
///
/// The file has four parts: the configuration (parameters, the data's item
/// sizes, the physics' deceleration) as constants; plain geometry values;
/// the layout's math as a class with Foundation only (`ExportedLayoutMath`,
/// a port of the library's layout, compiled on any platform); and, inside
/// `#if canImport(UIKit)`, the thin UIKit subclass. Compiled with
/// `-D LAYOUT_EXPORT_CHECK`, a `@main` prints the same JSON as
/// `attributes --all`, which is how tests hold the port to the library.
struct UIKitExporter {
    /// The view exported: its layout prepared for its data and viewport.
    let view: PreparedView
    /// Sizes the flow's tags that have no size: the font-free estimate
    /// `attributes` uses, or (for the web page) the renderer's fonts.
    var textMeasurer: any TextMeasuring = EstimatedTextMeasurer()

    /// The configuration constants and the math for `view`'s layout.
    struct LayoutPart {
        var configuration: [String]
        var math: String
    }

    /// The configuration's declarations, one Swift line each (`static let
    /// name: Type = value`, with `///` comments between).
    func configuration() throws -> [String] {
        try commonConfiguration() + layoutPart().configuration
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

    /// The whole file.
    func source() throws -> String {
        let layout = view.layout
        let part = try layoutPart()
        let kind = LayoutKind(id: type(of: layout).id)!
        let className = Self.className(of: kind)
        let assignments = layout.parameters.nonDefaultAssignments
        let config = commonConfiguration() + part.configuration
        let header = """
        // \(className).swift — the "\(type(of: layout).id)" layout exported from Layout Playground.
        //
        // Parameters: \(assignments.isEmpty ? "the defaults" : assignments.joined(separator: " "))
        // Self-contained: Foundation for the math, UIKit for the layout class.
        // Builds unchanged on Linux: `swiftc -parse-as-library -emit-library \(className).swift`
        // (the UIKit class is skipped there). `swiftc -parse-as-library -D LAYOUT_EXPORT_CHECK
        // \(className).swift -o check` makes a command: `./check --viewport 800x600 --offset 0,0`
        // prints the JSON `layout-playground attributes --all` prints for that view.

        import Foundation

        // MARK: - Configuration

        public enum LayoutConfiguration {
        \(config.map { "    " + $0 }.joined(separator: "\n"))
        }

        """
        // The compositional layout's UIKit part is UIKit's own compositional layout.
        let shell = kind == .compositional ? Self.compositionalShellSource(className: className)
            : Self.shellSource(className: className, springs: kind == .springs)
        return [header, Self.coreSource, Self.expressionHelpers, "// MARK: - The layout's math\n", part.math,
                Self.checkSource(springs: kind == .springs, compositional: kind == .compositional), shell].joined(separator: "\n")
    }

    /// The UIKit class's name: `CardsCollectionViewLayout` and so on.
    static func className(of kind: LayoutKind) -> String {
        kind.id.prefix(1).uppercased() + kind.id.dropFirst() + "CollectionViewLayout"
    }

    private func layoutPart() throws -> LayoutPart {
        switch view.layout {
        case let layout as CardsLayout: return cardsPart(layout)
        case let layout as WaterfallLayout: return waterfallPart(layout)
        case let layout as WheelLayout: return wheelPart(layout)
        case let layout as RingLayout: return ringPart(layout)
        case let layout as StackLayout: return stackPart(layout)
        case let layout as FlowLayout: return flowPart(layout)
        case let layout as CarouselLayout: return try carouselPart(layout)
        case let layout as SpringsLayout: return springsPart(layout)
        case let layout as CompositionalLayout: return compositionalPart(layout)
        default: throw CommandFailure(message: "export: the layout '\(type(of: view.layout).id)' has no UIKit export")
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

func exprMin(_ xs: Double...) -> Double { xs.dropFirst().reduce(xs[0]) { $0 < $1 ? $0 : $1 } }
func exprMax(_ xs: Double...) -> Double { xs.dropFirst().reduce(xs[0]) { $0 > $1 ? $0 : $1 } }
func exprClamp(_ x: Double, _ lo: Double, _ hi: Double) -> Double { let u = x < hi ? x : hi; return lo > u ? lo : u }
func exprSign(_ x: Double) -> Double { x.isNaN ? .nan : (x > 0 ? 1 : (x < 0 ? -1 : 0)) }
func exprBool(_ b: Bool) -> Double { b ? 1 : 0 }

/// `curve(x, x0, y0, x1, y1, …)`: the monotone cubic through the points (Fritsch–Carlson).
func exprCurve(_ x: Double, _ v: Double...) -> Double {
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
