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
    var view: PreparedView { math.view }
    /// The shared Swift math (configuration, geometry, the layout's port, the check command).
    let math: SwiftMathGenerator
    /// The exported class's name; nil: `className(of:)` of the layout.
    var name: String? = nil

    init(view: PreparedView, textMeasurer: any TextMeasuring = EstimatedTextMeasurer(), name: String? = nil) {
        self.math = SwiftMathGenerator(view: view, textMeasurer: textMeasurer)
        self.name = name
    }

    /// The configuration's declarations, one Swift line each (the web page reads them too).
    func configuration() throws -> [String] { try math.configuration() }

    /// Whether `name` can name the exported class: a Swift identifier that is not a keyword.
    static func isValidClassName(_ name: String) -> Bool { SwiftMathGenerator.isValidTypeName(name) }

    /// `text` with every non-empty line indented by four spaces.
    static func indented(_ text: String) -> String { SwiftMathGenerator.indented(text) }

    /// The whole file.
    func source() throws -> String {
        let layout = view.layout
        let port = try math.port(target: "UIKit")
        let className = name ?? Self.className(of: port.kind)
        guard SwiftMathGenerator.isValidTypeName(className) else {
            throw CommandFailure(message: "export: --name '\(className)' is not a Swift identifier (a letter or _, then letters, digits and _; not a keyword)")
        }
        let assignments = layout.parameters.nonDefaultAssignments
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
        let body = try math.namespaceSource(port, namespace: className)
        let shell: String
        switch port {
        // The compositional layout's UIKit part is UIKit's own compositional layout.
        case .shared(.compositional): shell = Self.compositionalShellSource(className: className)
        case .shared(.springs): shell = Self.shellSource(className: className, springs: true)
        case .shared(.cards), .shared(.waterfall), .shared(.wheel), .shared(.ring), .shared(.stack), .shared(.flow),
             .shared(.carousel), .keyline:
            shell = Self.shellSource(className: className, readsSizes: port.asksDelegateForSizes, masks: port.masksItems)
        }
        return [header, body, SwiftMathGenerator.checkSource(port, namespace: className), shell].joined(separator: "\n")
    }

    /// The UIKit class's name: `CardsCollectionViewLayout` and so on.
    static func className(of kind: LayoutKind) -> String {
        kind.id.prefix(1).uppercased() + kind.id.dropFirst() + "CollectionViewLayout"
    }
}

/// What the UIKit file does with each layout beyond the shared math.
extension SwiftMathGenerator.Port {
    /// Whether the UIKit class asks the collection view's delegate for
    /// each item's size (declaring `<NAME>Delegate`): the layouts that
    /// read sizes, but for the compositional one, whose UIKit part is
    /// UIKit's own compositional layout (estimated heights self-size).
    var asksDelegateForSizes: Bool {
        switch self {
        case .shared(.waterfall), .shared(.flow): true
        case .keyline: readsItemSizes
        case .shared(.cards), .shared(.wheel), .shared(.ring), .shared(.stack), .shared(.carousel), .shared(.springs),
             .shared(.compositional): false
        }
    }

    /// What the file's header says of the data the class reads.
    func dataNote(className: String) -> String {
        switch self {
        case .shared(.compositional):
            "UIKit's compositional layout reads the collection view's data source itself"
        case .shared(.waterfall), .shared(.flow):
            "The class reads the collection view's data source in prepare() and sizes the items\n"
                + "// through `\(className)Delegate`"
        case .keyline where asksDelegateForSizes:
            "The class reads the collection view's data source in prepare(), the items' aspect ratios\n"
                + "// through `\(className)Delegate`; cells of `\(className)Cell` show their masks"
        case .keyline:
            "The class reads the collection view's data source in prepare(); cells of\n"
                + "// `\(className)Cell` (or a subclass) show their masks"
        case .shared(.cards), .shared(.wheel), .shared(.ring), .shared(.stack), .shared(.carousel), .shared(.springs):
            "The class reads the collection view's data source in prepare()"
        }
    }
}
