import ArgumentParser
import CollectionLayout
import CollectionRendering
import Foundation

/// `export uikit --out FILE.swift`, `export swiftui --out FILE.swift` and
/// `export web --out DIR`: the configured view as a UIKit layout class, a
/// SwiftUI view or a web page.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export the configured view as a UICollectionViewLayout subclass (uikit), a SwiftUI view (swiftui) or a web page (web).",
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
        """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case uikit, swiftui, web
    }

    @Argument(help: "uikit, swiftui: one self-contained Swift file; web: a folder with index.html, layout.js (an ES module exporting mount(element, items, options)) and the pictures.")
    var format: Format

    @OptionGroup var view: ViewOptions

    @Option(help: ArgumentHelp("The Swift file (uikit, swiftui) or the folder (web) to write.", valueName: "PATH"))
    var out: String

    @Option(help: ArgumentHelp(
        "uikit, swiftui: the class's or the view's name, a Swift identifier (default: <Layout>CollectionViewLayout or <Layout>LayoutView, e.g. CarouselCollectionViewLayout, CarouselLayoutView). The file's other declarations are nested in it (or, for swiftui's math, in NAMEMath), so several exports, each with its own name, build in one target.",
        valueName: "NAME"))
    var name: String?

    func validate() throws {
        if let name {
            guard format != .web else { throw ValidationError("--name applies to export uikit and export swiftui only") }
            guard UIKitExporter.isValidClassName(name) else {
                throw ValidationError("--name '\(name)' is not a Swift identifier (a letter or _, then letters, digits and _; not a keyword)")
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
        case .web:
            try WebExporter(view: configuration.makeView(textMeasurer: PangoTextMeasurer())).write(to: out)
        }
    }
}
