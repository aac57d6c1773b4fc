import CGtk
import CollectionLayout

/// What the app was started with (the `gui` command's options): the view, the canvas size and
/// the trace switches.
struct AppOptions {
    var view = ViewConfiguration()
    var canvasSize = Size(width: 960, height: 640)
    var trace = TraceLog(enabled: false)
    var traceFrames = false
    /// `--direction`: the window's text direction, else the locale's.
    var direction: LayoutDirection?
    /// Whether `--size` set the canvas size (else the remembered window size applies).
    var canvasSizeGiven = false
    var settingsStore = SettingsStore(folder: AppOptions.configFolder)
    var settings = AppSettings()
    /// A problem met while reading the settings, shown in the window.
    var startupWarning: String?
    /// A `.layout` document to open at start.
    var documentPath: String?

    /// Where drafts of unsaved work are kept: GLib's user data folder
    /// (`$XDG_DATA_HOME`, else `~/.local/share`).
    var dataFolder = String(cString: g_get_user_data_dir())

    /// `$XDG_CONFIG_HOME/layout-playground` (GLib's user config folder).
    static var configFolder: String {
        String(cString: g_get_user_config_dir()) + "/layout-playground"
    }
}
