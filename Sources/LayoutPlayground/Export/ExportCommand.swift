import ArgumentParser
import CollectionLayout
import CollectionRendering
import Foundation

/// `export uikit --out FILE.swift` and `export web --out DIR`: the
/// configured view as a UIKit layout class or as a web page.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export the configured view as a UICollectionViewLayout subclass (uikit) or a web page (web).")

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case uikit, web
    }

    @Argument(help: "uikit: one self-contained Swift file; web: a folder with index.html and the pictures.")
    var format: Format

    @OptionGroup var view: ViewOptions

    @Option(help: ArgumentHelp("The Swift file (uikit) or the folder (web) to write.", valueName: "PATH"))
    var out: String

    func run() throws {
        let configuration = try view.configuration()
        switch format {
        case .uikit:
            let prepared = try configuration.makeView()
            let text = try UIKitExporter(view: prepared).source()
            try FileProblem.whileWriting(out) { try Data(text.utf8).write(to: URL(fileURLWithPath: out)) }
        case .web:
            try WebExporter(view: configuration.makeView(textMeasurer: PangoTextMeasurer())).write(to: out)
        }
    }
}
