import CGtk

/// Which build this is, fixed at compile time: the default build or a
/// development build (`meson setup -Dprofile=development`, which compiles with
/// `-Xswiftc -DDEVELOPMENT_PROFILE`).
///
/// A development build runs under its own application id (`….Devel`), so it
/// installs and runs beside the default one with its own desktop file and
/// icon, and marks its window with Adwaita's `devel` style (a striped header
/// bar).
enum BuildProfile {
    #if DEVELOPMENT_PROFILE
    static let isDevelopment = true
    #else
    static let isDevelopment = false
    #endif

    /// The GApplication id; also the name of the desktop file, the AppStream
    /// metainfo and the icon.
    static let applicationID = "io.github.layoutplayground.LayoutPlayground" + (isDevelopment ? ".Devel" : "")

    /// Gives a main window the application's icon and, in a development
    /// build, the `devel` style class.
    @MainActor
    static func apply(to window: Widget) {
        gtk_window_set_icon_name(cgtk_window(window), applicationID)
        if isDevelopment {
            Widgets.addClass(window, "devel")
        }
    }
}
