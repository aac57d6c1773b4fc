import CGtk

extension Canvas {
    /// Gives the canvas an X window of its own, so that GDK paints it into a
    /// double buffer of its own size. Otherwise a frame that also redraws the
    /// side panel (the motion plot and the "n / N" label follow every frame
    /// of a drag) is painted into one buffer spanning the bounding box of both:
    /// at 4K wider than the canvas and over 32 MiB, which the X server maps
    /// and faults in afresh every frame.
    func paintInOwnWindow() {
        onSignal(widget, "realize") { [weak self] in
            guard let self, let window = gtk_widget_get_window(self.widget) else { return }
            _ = gdk_window_ensure_native(window)
        }
    }
}
