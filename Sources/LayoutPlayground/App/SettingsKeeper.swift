import CGtk
import CollectionLayout

/// Saves the app's settings shortly after anything worth remembering
/// changes, and once more when the window closes.
///
/// The window's size and the panel's state are recorded as they change,
/// while the window lives, so saving never asks a widget: the last save
/// (after the main loop ends, the window already destroyed) writes what the
/// person last saw.
@MainActor
final class SettingsKeeper {
    /// Milliseconds to wait for more changes before writing.
    static let delay: UInt32 = 400

    private let store: SettingsStore
    private let playground: Playground
    private let window: Widget
    /// Whether the side panel is shown (kept up to date by the window).
    var panelVisible = true
    /// The window's size when it last changed, in points; nil until known.
    private var windowSize: (width: Int, height: Int)?
    private var pending = false
    /// Whether the person was told that saving fails (until a save works again).
    private var failureReported = false
    /// Reports a failed write (the window shows it).
    var onError: ((String) -> Void)?
    /// Called after every write tried, with whether it worked (the trace says so).
    var onSaveTried: ((Bool) -> Void)?

    init(store: SettingsStore, playground: Playground, window: Widget) {
        self.store = store
        self.playground = playground
        self.window = window
        playground.observe { [weak self] change in
            if change != .viewport { self?.scheduleSave() }
        }
        onEvent(window, "delete-event") { [weak self] _ in
            self?.saveNow()
            return false
        }
        onEvent(window, "configure-event") { [weak self] _ in
            self?.recordWindowSize()
            return false
        }
    }

    func scheduleSave() {
        guard !pending else { return }
        pending = true
        let box = Unmanaged.passRetained(self).toOpaque()
        g_timeout_add(Self.delay, { data in
            let keeper = Unmanaged<SettingsKeeper>.fromOpaque(data!).takeRetainedValue()
            keeper.saveNow()
            return 0
        }, box)
    }

    /// The window's size as remembered from the last run, until it changes.
    func remember(width: Int, height: Int) {
        windowSize = (width, height)
    }

    /// Notes the window's size (not while maximized or full screen, whose
    /// size is the screen's, not the person's choice).
    private func recordWindowSize() {
        let state = gdk_window_get_state(gtk_widget_get_window(window)).rawValue
        let fills = GDK_WINDOW_STATE_MAXIMIZED.rawValue | GDK_WINDOW_STATE_FULLSCREEN.rawValue
        guard state & fills == 0 else { return }
        var width: Int32 = 0, height: Int32 = 0
        gtk_window_get_size(cgtk_window(window), &width, &height)
        guard width > 0, height > 0 else { return }
        let changed = windowSize.map { $0.width != Int(width) || $0.height != Int(height) } ?? true
        windowSize = (Int(width), Int(height))
        if changed { scheduleSave() }
    }

    func saveNow() {
        pending = false
        var settings = AppSettings()
        settings.layoutKind = playground.layoutKind
        if let windowSize {
            settings.windowWidth = windowSize.width
            settings.windowHeight = windowSize.height
        }
        settings.panelVisible = panelVisible
        do {
            try store.save(settings)
            failureReported = false
            onSaveTried?(true)
        } catch {
            onSaveTried?(false)
            // Said once, not on every change: saving is still tried, silently,
            // in case the folder becomes writable.
            guard !failureReported else { return }
            failureReported = true
            onError?("Settings cannot be saved (\(error)); changes last until the app closes.")
        }
    }
}
