import CGtk

/// Fits the window's chrome to its width, as adaptive GNOME apps do: the
/// side panel folds over the canvas below `PanelFlap.foldWidth`, and below
/// `slimHeaderWidth` the header bar keeps only the close button of the
/// window controls, so that the window can be as narrow as a phone's.
///
/// It runs on the window's configure event — before GTK allocates the new
/// size — so no allocation ever sees the wide chrome in a narrow window; a
/// size below the window's minimum is refused, as a window manager would.
/// The layout switcher turns into a drop-down where its buttons do not fit.
@MainActor
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
            guard let self else { return false }
            let size = (width: event.pointee.configure.width, height: event.pointee.configure.height)
            self.fit(width: size.width)
            return self.keepMinimumSize(of: window, configured: size)
        }
        // The first size is GTK's own, before any configure event: a window
        // restored wider than this screen (or asking for all the buttons'
        // width) fits the screen's work area from its first frame.
        onSignal(window, "realize") { [weak self] in
            var width: Int32 = 0, height: Int32 = 0
            gtk_window_get_size(cgtk_window(window), &width, &height)
            self?.fit(width: width)
            // Only a window larger than the screen is resized (never below
            // what it needs: GTK keeps its minimum).
            let area = MainWindow.workArea()
            if Int(width) > area.width || Int(height) > area.height {
                gtk_window_resize(cgtk_window(window), Int32(clamping: min(Int(width), area.width)),
                                  Int32(clamping: min(Int(height), area.height)))
            }
        }
    }

    /// Does what a window manager does with the window's minimum size where
    /// there is none (a bare X server, a client resizing it): a size below
    /// the minimum is answered with a resize to the minimum, and GTK is not
    /// asked to allocate what it cannot (it would warn about negative
    /// sizes). True when the configure event is handled so.
    private func keepMinimumSize(of window: Widget, configured size: (width: Int32, height: Int32)) -> Bool {
        var minimum = GtkRequisition()
        gtk_widget_get_preferred_size(window, &minimum, nil)
        guard size.width < minimum.width || size.height < minimum.height else { return false }
        gtk_window_resize(cgtk_window(window), max(size.width, minimum.width), max(size.height, minimum.height))
        return true
    }

    /// Adapts the chrome to a window `width` points wide (at most the
    /// monitor's work area: more is never on screen).
    func fit(width: Int32) {
        let width = min(width, Int32(clamping: MainWindow.workArea().width))
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
