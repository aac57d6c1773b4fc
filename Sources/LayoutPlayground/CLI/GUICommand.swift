import ArgumentParser
import CollectionLayout
import Foundation

/// `gui` (also no arguments): the desktop app.
struct GUICommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gui", abstract: "Open the Layout Playground window (the default).")

    @Option(help: "The layout to start with: \(LayoutRegistry.ids.joined(separator: ", ")).")
    var layout: String = "cards"

    @Option(name: .customLong("set"), help: "Set a layout parameter, KEY=VALUE (repeatable).")
    var assignments: [String] = []

    @Option(help: "A dataset JSON file (default: the layout's bundled data).")
    var dataset: String?

    @Option(help: "Repeat the dataset cyclically to N items.")
    var items: Int?

    @Option(help: "The canvas size at start, WxH.")
    var size: String = "960x640"

    @Flag(help: "Print one JSON line per event (ready, settled, selected).")
    var trace = false

    @Flag(help: "At exit, print frame timing statistics as JSON.")
    var traceFrames = false

    func run() throws {
        var options = AppOptions()
        options.view.layoutID = layout
        options.view.assignments = assignments
        options.view.datasetPath = dataset
        if let n = items {
            guard (0...ViewConfiguration.maximumItems).contains(n) else {
                throw LayoutError.invalidArgument(name: "--items", value: String(n),
                                                  reason: "expected 0…\(ViewConfiguration.maximumItems)")
            }
            options.view.itemCount = n
        }
        options.canvasSize = try ArgumentParsing.size(size, name: "--size")
        options.trace = TraceLog(enabled: trace)
        options.traceFrames = traceFrames
        // Validate everything before a window appears.
        _ = try options.view.makeLayout()
        let app = try PlaygroundApplication(options: options)
        let status = app.run()
        if status != 0 { throw ExitCode(status) }
    }
}
