import CollectionLayout
import Foundation

/// Writes a configured view's layout as Java 17 sources for AndroidX
/// (`export android`): three files in one package, with no dependency on
/// this project.
///
/// - `NAMEMath.java`: the layout's math in plain Java (no Android import; it
///   compiles with `javac` alone), a port of the library's layout with the
///   parameters and the exported data's item sizes as constants. It reads
///   its item counts and sizes from a `NAMEMath.Data` (the adapter's, or the
///   exported data), and its `main` is the check mode: the JSON
///   `layout-playground attributes --all` prints for a view, which is how
///   tests hold the port to the library.
/// - `NAMELayoutManager.java`: a `RecyclerView.LayoutManager` that places,
///   scrolls and recycles the item views from the math, drawing 3-D
///   transforms through the plane's homography (`View.setAnimationMatrix`).
/// - `NAMESnapHelper.java`: the layout's rest rule as a `SnapHelper`.
struct AndroidExporter {
    /// The view exported: its layout prepared for its data and viewport.
    let view: PreparedView
    /// Sizes the flow's tags that have no size (the estimate `attributes` uses).
    var textMeasurer: any TextMeasuring = EstimatedTextMeasurer()
    /// The classes' common prefix; nil: `defaultName(of:)` of the layout.
    var name: String? = nil
    /// The Java package of the three files.
    var package: String = AndroidExporter.defaultPackage

    static let defaultPackage = "layoutplayground.export"

    /// The layout exported, by its type (`ExportPort`, with the Android
    /// shell's choices in `ExportPort+Android`).
    typealias Port = ExportPort

    /// The port of the view's layout (nil for the keyline carousel, which
    /// the Android export carries on its own: `Shell.keyline`).
    func port() throws -> Port {
        guard let port = Port(view.layout) else {
            throw CommandFailure(message: "export: the layout '\(view.layoutKind.id)' has no Android export")
        }
        return port
    }

    /// What the three files' frame needs to know of the layout.
    struct Shell {
        var kind: LayoutKind
        /// Whether the layout has rest offsets (else it decelerates freely).
        var snaps: Bool
        /// Whether the cells hang on springs.
        var springs: Bool
        /// Whether elements carry a mask the LayoutManager clips each item view to.
        var masks: Bool = false
        /// Whether the math has its own release rule (one item per swipe), which the SnapHelper asks.
        var releases: Bool = false
        /// Whether the layout keeps the data's sections.
        var keepsSections: Bool
        /// The rest rule, for the snap helper's comment.
        var restRule: String

        init(_ port: Port) {
            kind = port.kind
            snaps = port.snaps
            springs = port.isSprings
            keepsSections = port.keepsSections
            restRule = port.restRule
        }

        /// The keyline carousel: one section, masked items, resting with an item at the first focal keyline.
        init(keyline: KeylineLayout) {
            kind = .keyline
            snaps = true
            springs = false
            masks = true
            releases = true
            keepsSections = false
            restRule = "the item whose rest offset is nearest the projected offset comes to the first focal keyline, "
                + (ScrollPhysics(parameters: keyline.parameters).allowsLongSwipes ? "however far a fling goes"
                   : "at most one item past the one nearest where the drag began")
        }
    }

    /// The shell and the layout's part for the view's layout.
    private func shellAndPart() throws -> (Shell, LayoutPart) {
        if let keyline = view.layout as? KeylineLayout { return (Shell(keyline: keyline), keylinePart(keyline)) }
        let port = try port()
        return (Shell(port), try layoutPart(port))
    }

    /// The classes' prefix for `kind`: the layout's name capitalised (`Cards`, `Carousel`).
    static func defaultName(of kind: LayoutKind) -> String {
        kind.id.prefix(1).uppercased() + kind.id.dropFirst()
    }

    /// The configuration constants and the math for a layout.
    struct LayoutPart {
        /// Java declarations nested in the configuration class `C`.
        var configuration: [String]
        /// Members of the math class (`__MATH__` stands for its name).
        var math: String
    }

    /// The three files, by file name.
    func sources() throws -> [(file: String, text: String)] {
        let (shell, part) = try shellAndPart()
        let prefix = name ?? Self.defaultName(of: shell.kind)
        guard Self.isJavaIdentifier(prefix) else {
            throw CommandFailure(message: "export: --name '\(prefix)' is not a Java identifier (a letter, _ or $, then letters, digits, _ and $; not a keyword)")
        }
        guard Self.isJavaPackage(package) else {
            throw CommandFailure(message: "export: --package '\(package)' is not a Java package name (identifiers separated by dots, not under java., e.g. com.example.layouts)")
        }
        let math = prefix + "Math"
        let mathText = mathSource(shell: shell, part: part, mathClass: math)
        return [
            (math + ".java", mathText),
            (prefix + "LayoutManager.java", Self.layoutManagerSource(package: package, prefix: prefix, layout: shell.kind.id,
                                                                            springs: shell.springs, masks: shell.masks,
                                                                            releases: shell.releases)),
            (prefix + "SnapHelper.java", Self.snapHelperSource(package: package, prefix: prefix, restRule: shell.restRule,
                                                               releases: shell.releases)),
        ]
    }

    /// Writes the three files into `directory` (created if missing).
    func write(to directory: String) throws {
        let files = try sources()
        let folder = URL(fileURLWithPath: directory)
        try FileProblem.whileWriting(directory, folder: true) {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        for (file, text) in files {
            let url = folder.appendingPathComponent(file)
            try FileProblem.whileWriting(url.path) { try Data(text.utf8).write(to: url) }
        }
    }

    private func mathSource(shell: Shell, part: LayoutPart, mathClass: String) -> String {
        let layout = view.layout
        let physics = ScrollPhysics(parameters: layout.parameters)
        let assignments = layout.parameters.nonDefaultAssignments
        let common = [
            "static final String layout = \(Self.stringLiteral(type(of: layout).id));",
            "/** The viewport and content offset the export was made at (check mode's defaults). */",
            "static final double viewportWidth = \(Self.literal(view.viewport.width)), viewportHeight = \(Self.literal(view.viewport.height));",
            "static final double contentOffsetX = \(Self.literal(view.offset.x)), contentOffsetY = \(Self.literal(view.offset.y));",
            "/** The scroll physics' deceleration: velocity kept per millisecond (UIScrollView's rate). */",
            "static final double decelerationRate = \(Self.literal(physics.decelerationRate.perMillisecond));",
            "/** Whether the layout has rest offsets (else the content decelerates freely). */",
            "static final boolean snaps = \(shell.snaps);",
        ]
        let configuration = "/** The configuration: the layout's parameters and the exported data. */\nstatic final class C {\n"
            + (common + part.configuration).map { "    " + $0 + "\n" }.joined() + "}\n"
        let repeatsSections = shell.keepsSections && !(view.dataset.sections.count == 1 && view.dataset.sections[0].title == nil)
        let counts = shell.keepsSections ? "C.sectionCounts" : "new int[] { C.itemCount }"
        let statics = """
        /** The scroll physics' deceleration: velocity kept per millisecond. */
        public static double decelerationRate() { return C.decelerationRate; }
        /** Whether the layout has rest offsets (else the content decelerates freely). */
        public static boolean snaps() { return C.snaps; }

        """
        let body = [configuration + "\n" + statics, Self.coreSource(exportedCounts: counts, repeatsSections: repeatsSections),
                    "// ---- The layout's math ----\n", part.math.replacingOccurrences(of: "__MATH__", with: mathClass),
                    Self.checkSource(mathClass: mathClass, springs: shell.springs, keylines: shell.kind == .keyline)].joined(separator: "\n")
        return """
        // \(mathClass).java — the "\(type(of: layout).id)" layout exported from Layout Playground: its math.
        //
        // Parameters: \(assignments.isEmpty ? "the defaults" : assignments.joined(separator: " "))
        // Plain Java 17 with no Android import: `javac -d out \(mathClass).java` builds it alone.
        // \(prefixNote(mathClass))LayoutManager reads the adapter's item count into a `Data` and asks this
        // class where every item goes; `main` is a check command:
        //   java -cp out \(package).\(mathClass) --viewport 800x600 --offset 0,0 [--items N] [--sizes sizes.json]
        // prints the JSON `layout-playground attributes --all` prints for that view (`--items` alone
        // repeats the exported data; `sizes.json`, [[w, h], …], stands for the app's item sizes).
        package \(package);

        import java.util.ArrayList;
        import java.util.List;

        /** The "\(type(of: layout).id)" layout's math: where every item goes at a content offset, and where scrolling rests. */
        public final class \(mathClass) {
        \(Self.indented(body))
        }

        """
    }

    private func prefixNote(_ mathClass: String) -> String { String(mathClass.dropLast(4)) }

    private func layoutPart(_ port: Port) throws -> LayoutPart {
        switch port {
        case .cards(let layout): return cardsPart(layout)
        case .carousel(let layout): return try carouselPart(layout)
        case .wheel(let layout): return wheelPart(layout)
        case .ring(let layout): return ringPart(layout)
        case .stack(let layout): return stackPart(layout)
        case .waterfall(let layout): return waterfallPart(layout)
        case .flow(let layout): return flowPart(layout)
        case .springs(let layout): return springsPart(layout)
        case .compositional(let layout): return compositionalPart(layout)
        }
    }

    // MARK: - Java text

    /// `text` with every non-empty line indented by four spaces.
    static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
    }

    /// A Java `double` literal that reads back as exactly `v`.
    static func literal(_ v: Double) -> String {
        if v.isNaN { return "Double.NaN" }
        if v.isInfinite { return v > 0 ? "Double.POSITIVE_INFINITY" : "Double.NEGATIVE_INFINITY" }
        return "\(v)"
    }

    /// A Java `Double` (boxed, null for nil).
    static func optional(_ v: Double?) -> String { v.map(literal) ?? "null" }
    static func optional(_ v: Int?) -> String { v.map(String.init) ?? "null" }
    static func optional(_ v: Bool?) -> String { v.map { "\($0)" } ?? "null" }

    /// `{ top, left, bottom, right }`.
    static func literal(_ insets: EdgeInsets) -> String {
        "new double[] { \(literal(insets.top)), \(literal(insets.left)), \(literal(insets.bottom)), \(literal(insets.right)) }"
    }

    /// A Java string literal.
    static func stringLiteral(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value > 0x7E {
                    for unit in String(scalar).utf16 { out += String(format: "\\u%04x", unit) }
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    // MARK: - Names

    /// Java's keywords and literals, which no identifier may be.
    static let javaReserved: Set<String> = [
        "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue", "default",
        "do", "double", "else", "enum", "extends", "final", "finally", "float", "for", "goto", "if", "implements", "import",
        "instanceof", "int", "interface", "long", "native", "new", "package", "private", "protected", "public", "return",
        "short", "static", "strictfp", "super", "switch", "synchronized", "this", "throw", "throws", "transient", "try",
        "void", "volatile", "while", "true", "false", "null", "_", "var", "yield", "record", "sealed", "permits",
    ]

    /// Whether `name` is a Java identifier (ASCII letters, digits, `_`, `$`;
    /// not starting with a digit) that is not a keyword.
    static func isJavaIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !name.isEmpty,
              first.properties.isAlphabetic || first == "_" || first == "$",
              name.unicodeScalars.allSatisfy({ ($0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_" || $0 == "$") && $0.isASCII })
        else { return false }
        return !javaReserved.contains(name)
    }

    /// Whether `name` is a Java package name: identifiers separated by dots,
    /// outside `java` itself (which the JVM keeps to its own classes).
    static func isJavaPackage(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.first != "java" && parts.allSatisfy { isJavaIdentifier(String($0)) }
    }
}
