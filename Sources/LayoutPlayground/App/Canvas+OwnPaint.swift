import CGtk
import CanvasWindow
import CollectionLayout
import CollectionRendering

/// What the canvas's window still shows of the last frame: the rows it
/// shows more than the background on, and what they were worked out for.
///
/// The canvas has an X window of its own, and GDK draws a frame straight
/// into it (no back buffer): when the next frame begins the window still
/// shows the last one, unless the X server reports pixels lost (the window
/// uncovered or mapped again). Where the last frame drew only background,
/// the background is still there, and the next frame need not paint it
/// again. On a carousel at 1080p that is two thirds of the canvas: filling
/// the whole canvas was a third of the X server's work in a frame.
struct KeptPixels {
    /// The count of pixel losses the X server reported for the canvas's
    /// window (nil until it is realized, or off X11: every frame whole).
    var exposures: UnsafePointer<UInt32>?
    /// The count when the last frame was drawn.
    var exposuresSeen: UInt32 = 0
    /// The rows the window shows more than the background on.
    var shown = DrawnRows.everything
    /// The canvas size, device scale and renderer `shown` holds for (a
    /// background of another size, scale or layout is another picture).
    var viewport = Size(width: 0, height: 0)
    var scale = 0.0
    var renderer: ObjectIdentifier?
    /// The rows the frame being drawn has drawn on so far.
    var drawing = DrawnRows.everything
    /// Whether the frame being drawn began on the last one (`shown` holds).
    var continues = false
}

extension Canvas {
    /// Gives the canvas an X window of its own, so that GDK paints it into a
    /// double buffer of its own size. Otherwise a frame that also redraws the
    /// side panel (the motion plot and the "n / N" label follow every frame
    /// of a drag) is painted into one buffer spanning the bounding box of both:
    /// at 4K wider than the canvas and over 32 MiB, which the X server maps
    /// and faults in afresh every frame. Watches the window for lost pixels.
    func paintInOwnWindow() {
        onSignal(widget, "realize") { [weak self] in
            guard let self, let window = gtk_widget_get_window(self.widget) else { return }
            _ = gdk_window_ensure_native(window)
            self.kept = KeptPixels()
            self.kept.exposures = lp_canvas_watch_exposures(window)
        }
        onSignal(widget, "unrealize") { [weak self] in
            // The counter goes with the window.
            self?.kept = KeptPixels()
        }
    }

    /// The rows to paint the background over in this frame: those the
    /// window shows more than the background on, when it still shows the
    /// last frame; every row when it may not (the first frame, pixels lost,
    /// another size, scale or layout, a frame GDK draws into a buffer).
    func backgroundRows(_ cr: OpaquePointer) -> DrawnRows {
        defer { kept.drawing = .none }
        guard let counter = kept.exposures, let window = gtk_widget_get_window(widget),
              lp_canvas_draws_into_window(cr, window) != 0 else {
            kept.renderer = nil
            kept.continues = false
            return .everything
        }
        let exposures = counter.pointee
        let scale = Double(gtk_widget_get_scale_factor(widget))
        let same = exposures == kept.exposuresSeen && kept.viewport == viewport && kept.scale == scale
            && kept.renderer == ObjectIdentifier(renderer)
        kept.exposuresSeen = exposures
        kept.viewport = viewport
        kept.scale = scale
        kept.renderer = ObjectIdentifier(renderer)
        kept.continues = same
        return same ? kept.shown : .everything
    }

    /// Notes rows the frame being drawn draws on (an overlay over the elements).
    func noteDrawn(_ rect: Rect, margin: Double = 2) {
        kept.drawing.insert(rect, margin: margin)
    }

    /// Notes that the frame draws where it does not say: the next frame
    /// paints every row.
    func noteDrawnEverywhere() {
        kept.drawing = .everything
    }

    /// Ends the frame: the window now shows more than the background on
    /// the rows drawn on, and, where the frame's clip kept it from
    /// painting, on those it showed before.
    func keepDrawnRows(_ cr: OpaquePointer) {
        guard kept.renderer != nil else {
            kept.shown = .everything
            return
        }
        if Self.clipCovers(viewport, cr) {
            kept.shown = kept.drawing
        } else {
            // Outside the clip the window shows what it showed, known or not.
            kept.shown = kept.continues ? kept.shown.union(kept.drawing) : .everything
        }
    }

    /// Whether `cr`'s clip is the whole of `viewport` (one rectangle at least that large).
    private static func clipCovers(_ viewport: Size, _ cr: OpaquePointer) -> Bool {
        guard let list = cairo_copy_clip_rectangle_list(cr) else { return false }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS, list.pointee.num_rectangles == 1,
              let r = list.pointee.rectangles?.pointee else { return false }
        return r.x <= 0 && r.y <= 0 && r.x + r.width >= viewport.width && r.y + r.height >= viewport.height
    }
}
