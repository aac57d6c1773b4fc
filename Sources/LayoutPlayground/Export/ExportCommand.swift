import ArgumentParser
import CollectionLayout
import CollectionRendering
import Foundation

/// `export uikit --out FILE.swift`, `export swiftui --out FILE.swift`,
/// `export android --out DIR` and `export web --out DIR`: the configured
/// view as a UIKit layout class, a SwiftUI view, Java sources for an
/// AndroidX RecyclerView, or a web page.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export the configured view as a UICollectionViewLayout subclass (uikit), a SwiftUI view (swiftui), an AndroidX RecyclerView.LayoutManager (android) or a web page (web).",
        discussion: """
        uikit writes one Swift file with no dependency on this project: the class NAME \
        (--name) and, nested in it, the layout's math. Each prepare() reads the collection \
        view's numberOfSections and numberOfItems(inSection:); the waterfall and the flow \
        ask the delegate for each item's size through the NAMEDelegate protocol the file \
        declares, the exported sizes standing in for items it does not size. Compiled with \
        -D LAYOUT_EXPORT_CHECK the file is a command: --viewport WxH --offset X,Y \
        [--items N] [--sizes FILE.json] prints the JSON `attributes --all --items N` prints: \
        --items alone repeats the exported data as attributes repeats a dataset; FILE.json \
        ([[w, h], ...] or a dataset's array of items) holds the delegate's sizes for one \
        section of N items, repeated to N.

        swiftui writes one Swift file with no dependency on this project: the SwiftUI view \
        NAME (--name, default <Layout>LayoutView, e.g. CarouselLayoutView), generic over your \
        data (a RandomAccessCollection of Identifiable elements) and a content builder, for iOS \
        17 and later: a ScrollView that rests by the layout's rule (a ScrollTargetBehavior), the \
        Layout protocol placing the items, each item's transform, opacity and z-index from the \
        layout's math. The math is the one uikit writes, in NAMEMath; the check mode and its \
        flags are the same.

        android writes three Java 17 files into the folder --out, in package --package \
        (default layoutplayground.export), named by --name NAME (default: the layout's name \
        capitalised, e.g. Carousel): NAMEMath.java, the layout's math in plain Java that \
        compiles with javac alone and whose main is the same check command (java -cp DIR \
        P.NAMEMath --viewport WxH --offset X,Y [--items N] [--sizes FILE.json]); \
        NAMELayoutManager.java, a RecyclerView.LayoutManager that places, scrolls and recycles \
        the item views (3-D transforms drawn exactly through View.setAnimationMatrix on API 29+); \
        and NAMESnapHelper.java, the layout's rest rule as a SnapHelper.
        """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case uikit, swiftui, android, web
    }

    @Argument(help: "uikit, swiftui: one self-contained Swift file; android: a folder of three Java files; web: a folder with index.html, layout.js (an ES module exporting mount(element, items, options)) and the pictures.")
    var format: Format

    @OptionGroup var view: ViewOptions

    @Option(help: ArgumentHelp("The Swift file (uikit, swiftui) or the folder (android, web) to write.", valueName: "PATH"))
    var out: String

    @Option(help: ArgumentHelp(
        "uikit, swiftui: the class's or the view's name, a Swift identifier (default: <Layout>CollectionViewLayout or <Layout>LayoutView, e.g. CarouselCollectionViewLayout, CarouselLayoutView). The file's other declarations are nested in it (or, for swiftui's math, in NAMEMath), so several exports, each with its own name, build in one target. android: the classes' prefix, a Java identifier (default: the layout's name capitalised, e.g. Carousel for CarouselMath, CarouselLayoutManager and CarouselSnapHelper).",
        valueName: "NAME"))
    var name: String?

    @Option(name: .customLong("package"), help: ArgumentHelp(
        "android: the Java package of the three files (default: \(AndroidExporter.defaultPackage)).", valueName: "P"))
    var javaPackage: String?

    func validate() throws {
        if let name {
            switch format {
            case .uikit, .swiftui:
                guard UIKitExporter.isValidClassName(name) else {
                    throw ValidationError("--name '\(name)' is not a Swift identifier (a letter or _, then letters, digits and _; not a keyword)")
                }
            case .android:
                guard AndroidExporter.isJavaIdentifier(name) else {
                    throw ValidationError("--name '\(name)' is not a Java identifier (a letter, _ or $, then letters, digits, _ and $; not a keyword)")
                }
            case .web:
                throw ValidationError("--name applies to export uikit, swiftui and android only")
            }
        }
        if let javaPackage {
            guard format == .android else { throw ValidationError("--package applies to export android only") }
            guard AndroidExporter.isJavaPackage(javaPackage) else {
                throw ValidationError("--package '\(javaPackage)' is not a Java package name (identifiers separated by dots, not under java., e.g. com.example.layouts)")
            }
        }
    }

    func run() throws {
        let configuration = try view.configuration()
        switch format {
        case .uikit:
            let prepared = try configuration.makeView()
            let text = try UIKitExporter(view: prepared, name: name).source()
            try FileProblem.whileWriting(out) { try Data(text.utf8).write(to: URL(fileURLWithPath: out)) }
        case .swiftui:
            let text = try SwiftUIExporter(view: configuration.makeView(), name: name).source()
            try FileProblem.whileWriting(out) { try Data(text.utf8).write(to: URL(fileURLWithPath: out)) }
        case .android:
            var exporter = AndroidExporter(view: try configuration.makeView(), name: name)
            if let javaPackage { exporter.package = javaPackage }
            try exporter.write(to: out)
        case .web:
            try WebExporter(view: configuration.makeView(textMeasurer: PangoTextMeasurer())).write(to: out)
        }
    }
}
