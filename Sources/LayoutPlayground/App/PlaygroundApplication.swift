import CGtk
import CollectionLayout
import CollectionRendering

/// The GtkApplication: builds the main window on activation and runs the
/// GLib main loop.
@MainActor
final class PlaygroundApplication {
    static let applicationID = BuildProfile.applicationID

    private let options: AppOptions
    private let playground: Playground
    private var window: MainWindow?
    private var app: UnsafeMutablePointer<GtkApplication>?
    /// Waits for the items made while GTK starts, and shows them (nil once done).
    private var takeItems: (() -> Void)?

    init(options: AppOptions) throws {
        self.options = options
        var view = options.view
        view.viewport = options.canvasSize
        playground = try Playground(configuration: view, textMeasurer: PangoTextMeasurer(), deferringItems: true)
        // The canvas resolves estimated heights as it shows their items.
        playground.resolvesEstimatesLazily = true
    }

    /// Runs until the last window closes; returns the exit status.
    func run() -> Int32 {
        // The items are made while GTK starts (its display, settings, theme
        // and modules), each on a core of its own.
        takeItems = playground.makeItemsInBackground()
        let app = gtk_application_new(Self.applicationID, G_APPLICATION_NON_UNIQUE)!
        onSignal(app, "activate") { [weak self] in self?.activate(app) }
        // Ctrl+C, SIGTERM and SIGHUP (a session ending, `kill`, a closed terminal) quit through
        // the main loop in any state — a dialog open included — so that the unsaved work is kept
        // as a draft, the settings are written and exit work (frame statistics) runs.
        self.app = app
        let box = Unmanaged.passUnretained(self).toOpaque()
        for signal in ProcessSignals.termination {
            g_unix_signal_add(signal, { data in
                let application = Unmanaged<PlaygroundApplication>.fromOpaque(data!).takeUnretainedValue()
                MainActor.assumeIsolated { application.endWithoutAsking() }
                return 1
            }, box)
        }
        // Our own parser has read the arguments; GTK gets none.
        var arguments: [UnsafeMutablePointer<CChar>?] = [strdup("layout-playground"), nil]
        let status = g_application_run(cgtk_g_application(app), 1, &arguments)
        free(arguments[0])
        window?.saveSettings()
        window?.canvas.finish()
        g_object_unref(app)
        return status
    }

    /// Ends the program without asking anything (see `ProcessSignals`).
    private func endWithoutAsking() {
        window?.endWithoutAsking()
        if let app { g_application_quit(cgtk_g_application(app)) }
    }

    private func activate(_ app: UnsafeMutablePointer<GtkApplication>) {
        if let window {
            window.present()
            return
        }
        Stylesheet.install()
        // GTK knows the locale's direction now; the layouts follow it (or --direction).
        if let direction = options.direction {
            gtk_widget_set_default_direction(direction.isRightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR)
        }
        takeItems?()
        takeItems = nil
        playground.setLayoutDirection(gtk_widget_get_default_direction() == GTK_TEXT_DIR_RTL ? .rightToLeft : .leftToRight)
        let window = MainWindow(application: app, playground: playground, options: options)
        self.window = window
        BuildProfile.apply(to: window.window)
        window.present()
    }
}
