import ArgumentParser
import CollectionLayout
import Foundation

/// `gui` (also no arguments): the desktop app.
struct GUICommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gui", abstract: "Open the Layout Playground window (the default).")

    @Argument(help: ArgumentHelp("A .layout document to open.", valueName: "FILE"))
    var document: String?

    @Option(help: "The layout to start with: \(LayoutRegistry.ids.joined(separator: ", ")) (default: the last one used).",
            transform: LayoutKind.parsing)
    var layout: LayoutKind?

    @OptionGroup var data: DataOptions

    @Option(parsing: .unconditional,
            help: ArgumentHelp("The canvas size at start (default: the last window size).", valueName: "WxH"))
    var size: SizeArgument?

    @Option(help: "Which way the window and the horizontal layouts run: ltr or rtl (default: the locale's).")
    var direction: LayoutDirection?

    @Flag(help: "Print one JSON line per event (ready, settled, selected).")
    var trace = false

    @Flag(help: "At exit, print frame timing statistics as JSON.")
    var traceFrames = false

    func validate() throws {
        try size?.validate(name: "--size")
    }

    func run() throws {
        var options = AppOptions()
        let (settings, warning) = options.settingsStore.load()
        options.settings = settings
        options.startupWarning = warning
        if ResourceLocator.resourcesDirectory() == nil {
            let missing = "The bundled datasets were not found (looked beside the program and in "
                + "$\(ResourceLocator.environmentVariable)); generated items are shown instead."
            options.startupWarning = [warning, missing].compactMap { $0 }.joined(separator: " ")
        }
        options.view.layoutKind = layout ?? settings.layoutKind ?? .cards
        options.view.assignments = data.assignments
        options.view.datasetPath = data.dataset
        options.view.itemCount = data.items
        options.direction = direction
        if let size {
            options.canvasSize = size.size
            options.canvasSizeGiven = true
        }
        if let document {
            // Checked before a window appears: a bad document is one line and exit status 2.
            _ = try LayoutDocument.read(path: document)
            options.documentPath = document
        }
        // The trace's reader may go away: a write then fails (and is dropped) instead of ending the app.
        signal(SIGPIPE, SIG_IGN)
        options.trace = TraceLog(enabled: trace)
        options.traceFrames = traceFrames
        // Validate everything before a window appears.
        _ = try options.view.makeLayout()
        // The command runs on the main thread, where GTK's main loop will
        // run every handler: the app's GTK code is on the main actor.
        Localization.start()
        let status = try MainActor.assumeIsolated {
            let app = try PlaygroundApplication(options: options)
            return app.run()
        }
        if status != 0 { throw ExitCode(status) }
    }
}
