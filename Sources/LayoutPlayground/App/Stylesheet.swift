import CGtk

/// The app's CSS: a calm side panel and readable headings.
@MainActor
enum Stylesheet {
    static let css = """
    .panel-title { font-size: 16pt; font-weight: bold; }
    .panel-heading { font-weight: bold; opacity: 0.8; margin-top: 4px; }
    .status { font-size: 14pt; font-feature-settings: "tnum"; }
    .inspector { font-family: monospace; font-size: 9pt; }
    .expression { font-family: monospace; }
    .field-error { color: #c01c28; font-size: 9pt; }
    .field-warning { color: #9c6e03; font-size: 9pt; }
    .side-panel { background-color: @theme_bg_color; }
    infobar.error > revealer > box { background-color: #c01c28; color: white; }
    infobar.error > revealer > box label { color: white; }
    infobar.error > revealer > box button { color: white; background-image: none; background-color: alpha(white, 0.15);
        border-color: alpha(white, 0.4); box-shadow: none; text-shadow: none; -gtk-icon-shadow: none; }
    infobar.warning > revealer > box { background-color: #f6d32d; color: rgba(0, 0, 0, 0.8); }
    .toast { border-radius: 18px; padding: 4px 6px 4px 16px; }
    expander.leads-left arrow { -gtk-icon-source: -gtk-icontheme("pan-start-symbolic"); }
    expander.leads-left arrow:checked { -gtk-icon-source: -gtk-icontheme("pan-down-symbolic"); }
    .scrim { background-color: alpha(black, 0.3); }
    .folded .side-panel { border-left: 1px solid @borders; box-shadow: -2px 0 8px alpha(black, 0.25); }
    """

    static func install() {
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, css, -1, nil)
        if let screen = gdk_screen_get_default() {
            gtk_style_context_add_provider_for_screen(
                screen, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        }
    }
}
