import CGtk
import CollectionLayout

/// Saves the app's settings shortly after anything worth remembering
/// changes, and once more when the window closes.
final class SettingsKeeper {
    /// Milliseconds to wait for more changes before writing.
    static let delay: UInt32 = 400

    private let store: SettingsStore
    private let playground: Playground
    private let window: Widget
    var panelVisible: () -> Bool = { true }
    private var pending = false
    /// Reports a failed write (the window shows it).
    var onError: ((String) -> Void)?

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

    func saveNow() {
        pending = false
        var settings = AppSettings()
        settings.layoutID = playground.layoutID
        settings.parameters = playground.rememberedAssignments.filter { !$0.value.isEmpty }
        if case .file(let path) = playground.dataSource { settings.datasetPath = path }
        settings.itemCount = playground.itemCount
        var width: Int32 = 0, height: Int32 = 0
        gtk_window_get_size(cgtk_window(window), &width, &height)
        if width > 0, height > 0 {
            settings.windowWidth = Int(width)
            settings.windowHeight = Int(height)
        }
        settings.panelVisible = panelVisible()
        do { try store.save(settings) } catch { onError?("Settings could not be saved: \(error)") }
    }
}
