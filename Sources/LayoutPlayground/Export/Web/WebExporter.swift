import CollectionLayout
import CollectionRendering
import Foundation

/// Writes the configured view as a self-contained web folder (`export web`):
/// `layout.js`, an ES module (the layout, the physics, the data and the
/// component `mount(element, items, options)`), `index.html`, which holds
/// the same module text inline (a page opened from disk may not import a
/// module) and mounts the exported view on the whole window, and
/// `pictures/`, nothing fetched from the network.
///
/// The page reads the same configuration the UIKit export declares (the
/// same parameters and item sizes, the flow's tags measured with the
/// renderer's fonts as `render` measures them) and computes every element
/// with a JavaScript port of the layout, so it looks like `render` at any
/// offset and moves with the same physics.
struct WebExporter {
    /// The view exported, prepared with the renderer's text measurer (as
    /// `render` and the app prepare it).
    let view: PreparedView

    /// The renderer's card colours (`Palette.cards`), for items without a colour.
    static let palette = ["#FF6B6B", "#F7A35C", "#F9D56E", "#7BD389", "#2EC4B6",
                          "#4D96FF", "#6C7BFF", "#9B6BFF", "#D66BC6", "#FF8FA3"]
    /// The canvas's gradient per layout, top and bottom (`Palette.background`).
    static func background(_ kind: LayoutKind) -> (String, String) {
        switch kind {
        case .cards, .stack, .carousel, .keyline: ("#2A2C3A", "#15161C")
        case .wheel, .ring: ("#1B1C22", "#23242E")
        case .waterfall, .flow, .springs, .compositional: ("#22232B", "#1A1B21")
        }
    }

    func write(to directory: String) throws {
        let exporter = UIKitExporter(view: view, textMeasurer: PangoTextMeasurer())
        // The keyline carousel has its own configuration; every other layout the UIKit export's.
        let keyline = view.layout as? KeylineLayout
        let port = ExportPort(view.layout)
        guard keyline != nil || port != nil else {
            throw CommandFailure(message: "export: the layout '\(view.layoutKind.id)' has no web export")
        }
        let kind = port?.kind ?? .keyline
        var lines = try keyline.map { Self.keylineConfiguration(view, $0) }
            ?? exporter.configuration().filter { !$0.hasPrefix("//") }.map(Self.javaScriptProperty)
        let physics = ScrollPhysics(parameters: view.layout.parameters)
        let spring = physics.spring
        lines.append("physics: { decelerationRate: \(physics.decelerationRate.perMillisecond), "
            + "spring: { dampingRatio: \(spring.dampingRatio), mass: \(spring.mass), stiffness: \(spring.stiffness) }, "
            + "clampsSnap: \(physics.clampsSnap), bounces: \(physics.bounces), rubberBand: \(physics.rubberBand), "
            + "paging: \(physics.paging.map { "\($0)" } ?? "null"), allowsLongSwipes: \(physics.allowsLongSwipes) }")
        let (top, bottom) = Self.background(kind)
        lines.append("background: [\"\(top)\", \"\(bottom)\"]")
        lines.append("indicator: \(Self.indicatorStyle(kind))")
        lines += Self.componentProperties(port, layout: view.layout)
        let fm = FileManager.default
        let pictures = URL(fileURLWithPath: directory).appendingPathComponent("pictures")
        try FileProblem.whileWriting(directory, folder: true) {
            try fm.createDirectory(at: pictures, withIntermediateDirectories: true)
        }
        var copied: [String: String] = [:]
        var flat = 0
        var sections: [String] = []
        for section in view.dataset.sections {
            var items: [String] = []
            for item in section.items {
                var picture = "null"
                if let path = item.imagePath {
                    if copied[path] == nil {
                        let ext = URL(fileURLWithPath: path).pathExtension
                        let name = "pictures/\(copied.count + 1)" + (ext.isEmpty ? "" : ".\(ext)")
                        let target = URL(fileURLWithPath: directory).appendingPathComponent(name)
                        if let reason = FileProblem.readingReason(path) { throw FileProblem(.read, path: path, reason: reason) }
                        try FileProblem.whileWriting(target.path) {
                            if fm.fileExists(atPath: target.path) { try fm.removeItem(at: target) }
                            try fm.copyItem(at: URL(fileURLWithPath: path), to: target)
                        }
                        copied[path] = name
                    }
                    picture = Self.string(copied[path]!)
                }
                let color = item.color.map { Self.hex($0) } ?? Self.palette[((flat % 10) + 10) % 10]
                items.append("{ title: \(Self.optionalString(item.title)), subtitle: \(Self.optionalString(item.subtitle)), "
                    + "price: \(Self.optionalString(item.price)), color: \"\(color)\", picture: \(picture) }")
                flat += 1
            }
            sections.append("{ title: \(Self.optionalString(section.title)), items: [\n    " + items.joined(separator: ",\n    ") + "] }")
        }
        lines.append("data: [\n  " + sections.joined(separator: ",\n  ") + "]")

        let custom = try Self.customFunctions(view.layout)
        // One text, the module's, in both files: layout.js adds its exports, index.html mounts it inline.
        let module = ["// The \"\(kind.id)\" layout exported from Layout Playground: its configuration,",
                      "// the layout's math, the scroll physics and the component, mount(element, items, options),",
                      "// in plain JavaScript.",
                      Self.geometryScript, Self.layoutsScript, Self.moreLayoutsScript, Self.springsScript, Self.compositionalScript, Self.carouselScript, Self.keylineStateScript, Self.keylineScript, Self.indicatorScript, custom,
                      Self.physicsScript,
                      "const S = (width, height) => ({ width, height }), P = (x, y) => ({ x, y });",
                      "const PALETTE = [" + Self.palette.map { "\"\($0)\"" }.joined(separator: ", ") + "];",
                      "const CONFIG = {\n  " + lines.joined(separator: ",\n  ") + "\n};",
                      Self.mountScript].joined(separator: "\n")
        // Inline in a <script>, the text must not end it early.
        precondition(!module.lowercased().contains("</script") && !module.contains("<!--"), "the module would end its inline script")
        let script = module + "\n" + Self.exportsFooter
        for (name, text) in [("layout.js", script), ("index.html", Self.page(title: kind.id, module: module))] {
            let file = URL(fileURLWithPath: directory).appendingPathComponent(name)
            try FileProblem.whileWriting(file.path) { try Data(text.utf8).write(to: file) }
        }
    }

    /// layout.js's exports: the component, and the parts the tests hold to the library.
    static let exportsFooter = """
    export { mount, CONFIG, Layouts, Physics, Scroller, SpringField, simulateRelease, simulateSidewaysRelease, everyElement, M3 };
    export default mount;

    """

    /// The custom carousel's transform and alpha compiled to JavaScript (for
    /// the other layouts and types, the defaults, unused).
    static func customFunctions(_ layout: any CollectionLayout) throws -> String {
        var chain = try TransformChain(CarouselLayout.defaultTransform), alpha = try LayoutExpression("1")
        if let carousel = layout as? CarouselLayout {
            chain = try TransformChain(carousel.parameters.text(CarouselLayout.Key.transform.rawValue))
            alpha = try LayoutExpression(carousel.parameters.text(CarouselLayout.Key.alpha.rawValue))
        }
        let steps = chain.stepSources(.javaScript).map { step -> String in
            let a = step.arguments.joined(separator: ", ")
            switch step.operation {
            case .translate: return "  t = M3.translated(t, \(a));"
            case .rotate: return "  t = M3.rotated(t, \(a));"
            case .scale: return "  t = M3.scaled(t, \(a));"
            }
        }
        return "// The custom carousel's transform and alpha, compiled.\nfunction customTransform(t, v) {\n"
            + steps.joined(separator: "\n") + "\n  return t;\n}\nfunction customAlpha(v) { return \(alpha.source(.javaScript)); }"
    }

    /// `static let name: Type = value` (a Swift literal) as `name: value` in JavaScript.
    static func javaScriptProperty(_ swift: String) -> String {
        let trimmed = swift.replacingOccurrences(of: "static let ", with: "")
        let equals = trimmed.range(of: " = ")!
        let head = trimmed[..<equals.lowerBound]
        let name = head.split(separator: ":")[0].trimmingCharacters(in: .whitespaces)
        var value = String(trimmed[equals.upperBound...])
        value = value.replacingOccurrences(of: "LayoutSize(", with: "S(")
            .replacingOccurrences(of: "LayoutPoint(", with: "P(")
            .replacingOccurrences(of: "Double.infinity", with: "Infinity")
            .replacingOccurrences(of: "Double.nan", with: "NaN")
            .replacingOccurrences(of: #"\bnil\b"#, with: "null", options: .regularExpression)
        // Named tuples, (top: 1, left: 2, …), become objects.
        value = value.replacingOccurrences(of: #"\(((?:top|columns):[^()]*)\)"#, with: "{$1}", options: .regularExpression)
        return "\(name): \(value)"
    }

    static func string(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "<": out += "\\u003c"
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    static func optionalString(_ s: String?) -> String { s.map(string) ?? "null" }

    static func hex(_ c: RGBColor) -> String {
        func byte(_ v: Double) -> String { String(format: "%02X", Int((min(1, max(0, v)) * 255).rounded())) }
        return "#" + byte(c.red) + byte(c.green) + byte(c.blue)
    }
}
