import CGtk

/// The application's icon, wherever the app runs from: installed, its icon
/// is in the desktop's icon theme; run from the source tree or a build
/// folder, the icon theme is taught the bundled `Resources/icons` folder.
@MainActor
enum AppIcon {
    /// The size the About dialog shows the logo at.
    static let logoSize: Int32 = 128
    /// The icon's name without the development build's suffix: the source
    /// tree has only this one.
    static let baseName = "io.github.layoutplayground.LayoutPlayground"

    nonisolated(unsafe) private static var isInstalled = false

    /// Adds the bundled icon folder to the default icon theme's search path (once).
    static func installBundledIcons() {
        guard !isInstalled, let theme = gtk_icon_theme_get_default() else { return }
        isInstalled = true
        if let resources = ResourceLocator.resourcesDirectory() {
            gtk_icon_theme_append_search_path(theme, resources + "/icons")
        }
    }

    /// The name of the icon the theme has: the build's own, else the base
    /// icon (a development build run from the source tree), else nil.
    static var name: String? {
        installBundledIcons()
        guard let theme = gtk_icon_theme_get_default() else { return nil }
        return [BuildProfile.applicationID, baseName].first { gtk_icon_theme_has_icon(theme, $0) != 0 }
    }

    /// The logo as a picture `logoSize` square, or nil when no icon is found.
    static func logo() -> OpaquePointer? {
        guard let name, let theme = gtk_icon_theme_get_default() else { return nil }
        return gtk_icon_theme_load_icon(theme, name, logoSize, GTK_ICON_LOOKUP_FORCE_SIZE, nil)
    }
}
