import CollectionLayout

/// Writes one self-contained Swift file that shows a configured view's
/// layout as a SwiftUI view over the person's own data, with no dependency
/// on this project (`export swiftui`).
///
/// The file has three parts. The shared Swift math (`SwiftMathGenerator`,
/// the same text `export uikit` writes: configuration, geometry, the data,
/// the layout's port and the check command) nested in `NAMEMath`; inside
/// `#if canImport(SwiftUI)`, the view `NAME<Data, Content>` with its helpers
/// nested in it (the rest rule as a `ScrollTargetBehavior`, the placement as
/// a `Layout`, the scroll offset's preference key); and, compiled with
/// `-D LAYOUT_EXPORT_CHECK`, a `@main` that prints the JSON of
/// `attributes --all`, as the UIKit file's does.
///
/// Why the math is beside the view rather than in it: the view is generic
/// over the data, and Swift keeps no static stored properties in a generic
/// type or in the types nested in one, while the math's configuration is
/// made of them. `NAMEMath` carries the view's name, so any number of
/// exports (UIKit and SwiftUI) still build together in one module, and
/// `NAME.Math`, `NAME.LayoutElement`, … name the math from the view.
struct SwiftUIExporter {
    /// The shared Swift math (configuration, geometry, the layout's port, the check command).
    let math: SwiftMathGenerator
    /// The view's name; nil: `viewName(of:)` of the layout.
    var name: String?

    init(view: PreparedView, textMeasurer: any TextMeasuring = EstimatedTextMeasurer(), name: String? = nil) {
        self.math = SwiftMathGenerator(view: view, textMeasurer: textMeasurer)
        self.name = name
    }

    /// The default view name: `CardsLayoutView`, `CarouselLayoutView` (every carousel type) and so on.
    static func viewName(of kind: LayoutKind) -> String {
        kind.id.prefix(1).uppercased() + kind.id.dropFirst() + "LayoutView"
    }

    /// The name of the namespace that holds the math of the view `name`.
    static func mathName(of name: String) -> String { name + "Math" }

    /// The whole file.
    func source() throws -> String {
        let view = math.view, layout = view.layout
        let port = try math.port(target: "SwiftUI")
        let viewName = name ?? Self.viewName(of: port.kind)
        guard SwiftMathGenerator.isValidTypeName(viewName) else {
            throw CommandFailure(message: "export: --name '\(viewName)' is not a Swift identifier (a letter or _, then letters, digits and _; not a keyword)")
        }
        let mathName = Self.mathName(of: viewName)
        let assignments = layout.parameters.nonDefaultAssignments
        let header = """
        // \(viewName).swift — the "\(type(of: layout).id)" layout exported from Layout Playground as a SwiftUI view.
        //
        // Parameters: \(assignments.isEmpty ? "the defaults" : assignments.joined(separator: " "))
        // Self-contained: Foundation for the math, SwiftUI (iOS 17, macOS 14 or later) for the view.
        // `\(viewName)(items) { item in … }` lays out one view per element of your collection
        // (any RandomAccessCollection of Identifiable elements), \(port.swiftUINote).
        // The view's helpers are nested in `\(viewName)`; its math is in `\(mathName)` (a generic
        // view cannot hold the math's constants), so several exports, each with its own name
        // (`export swiftui --name`, `export uikit --name`), build side by side in one target.
        // Builds unchanged on Linux: `swiftc -parse-as-library -emit-library \(viewName).swift`
        // (the view is skipped there). `swiftc -parse-as-library -D LAYOUT_EXPORT_CHECK
        // \(viewName).swift -o check` makes a command: `./check --viewport 800x600 --offset 0,0`
        // prints the JSON `layout-playground attributes --all` prints for that view;
        // `--items N` and `--sizes sizes.json` (`[[w, h], …]`) stand for your data.

        import Foundation

        /// The math of `\(viewName)`: the layout's port, its configuration and plain geometry values.
        public enum \(mathName) {}

        """
        let body = try math.namespaceSource(port, namespace: mathName)
        let check = SwiftMathGenerator.checkSource(port, namespace: mathName)
        return [header, body, check, Self.shellSource(port, viewName: viewName, mathName: mathName)].joined(separator: "\n")
    }
}

/// What the SwiftUI file does with each layout.
extension SwiftMathGenerator.Port {
    /// Whether the view places every item with the `Layout` protocol from
    /// the items' own sizes (the layouts whose items stay where they are
    /// placed as the content scrolls); the others place the items in view at
    /// the scroll offset, each with its transform, opacity and z-index.
    var placesEveryItem: Bool {
        switch self {
        case .shared(.waterfall), .shared(.flow), .shared(.compositional), .shared(.springs): true
        case .shared(.cards), .shared(.wheel), .shared(.ring), .shared(.stack), .shared(.carousel), .keyline: false
        }
    }

    /// What the header says of how the view lays the items out.
    var swiftUINote: String {
        switch self {
        case .shared(.waterfall), .shared(.flow), .shared(.compositional):
            "each item\n// sized by its content's ideal size and placed by a SwiftUI `Layout`"
        case .shared(.springs):
            "placed at\n// rest by a SwiftUI `Layout` (the springs' swing while scrolling is the UIKit export's)"
        case .keyline:
            "the items in\n// view placed by the math at the scroll offset, each clipped to its mask (the part the keylines\n"
                + "// show), resting with an item at the first focal keyline (a `ScrollTargetBehavior`)"
        case .shared(.cards), .shared(.wheel), .shared(.ring), .shared(.stack), .shared(.carousel):
            "the items in\n// view placed, transformed, faded and ordered by the math at the scroll offset, which rests by the\n// layout's rule (a `ScrollTargetBehavior`)"
        }
    }
}
