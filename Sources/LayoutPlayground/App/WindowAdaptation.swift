import CGtk

/// Fits the window's chrome to its width, as adaptive GNOME apps do: the
/// side panel folds over the canvas below `PanelFlap.foldWidth`, and below
/// `slimHeaderWidth` the header bar keeps only the close button of the
/// window controls, so that the window can be as narrow as a phone's.
///
/// It runs on the window's configure event — before GTK allocates the new
/// size — so no allocation ever sees the wide chrome in a narrow window.
/// The layout switcher turns into a drop-down where its buttons do not fit.
final class WindowAdaptation {
    /// Window widths below this show only the close button in the header.
    static let slimHeaderWidth: Int32 = 320
    /// The window controls of a slim header: close, at the end.
    static let slimDecorationLayout = ":close"
    private let header: Widget
    private let flap: PanelFlap
    private let switcher: LayoutSwitcher
    private var isSlim = false

    init(window: Widget, header: Widget, flap: PanelFlap, switcher: LayoutSwitcher) {
        self.header = header
        self.flap = flap
        self.switcher = switcher
        onEvent(window, "configure-event") { [weak self] event in
            self?.fit(width: event.pointee.configure.width)
            return false
        }
    }

    /// Adapts the chrome to a window `width` points wide.
    func fit(width: Int32) {
        flap.fit(windowWidth: width)
        let slim = width < Self.slimHeaderWidth
        if slim != isSlim {
            isSlim = slim
            // nil: the desktop's own layout again.
            gtk_header_bar_set_decoration_layout(cgtk_header_bar(header), slim ? Self.slimDecorationLayout : nil)
        }
        switcher.fit(headerWidth: width, header: header)
    }
}
