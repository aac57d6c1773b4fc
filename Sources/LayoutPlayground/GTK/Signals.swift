import CGtk

/// Connects GObject signals to Swift closures.
///
/// GTK's `g_signal_connect` is a macro, and a signal's C handler must match
/// the signal's signature exactly (`gboolean` is `Int32`; events come by
/// pointer). Each closure is boxed with `Unmanaged.passRetained` and released
/// by the `GClosureNotify` when the signal is disconnected or the object dies.
///
/// GTK calls every handler on the main thread, from the GLib main loop: the
/// C handlers enter the main actor with `MainActor.assumeIsolated`, so the
/// Swift closures they run are `@MainActor`, as all the app's GTK code is.
final class ClosureBox<Arguments> {
    let body: @MainActor (Arguments) -> Int32

    init(_ body: @escaping @MainActor (Arguments) -> Int32) {
        self.body = body
    }

    static func unbox(_ data: gpointer?) -> ClosureBox<Arguments> {
        Unmanaged<ClosureBox<Arguments>>.fromOpaque(data!).takeUnretainedValue()
    }

    /// Runs the boxed closure of `data` with `arguments`, on the main actor
    /// the GLib main loop runs on.
    static func call(_ data: gpointer?, _ arguments: Arguments) -> Int32 {
        // GLib calls on the main thread only: nothing is sent anywhere.
        nonisolated(unsafe) let box = unbox(data)
        nonisolated(unsafe) let arguments = arguments
        return MainActor.assumeIsolated { box.body(arguments) }
    }

    var retained: gpointer { Unmanaged.passRetained(self).toOpaque() }

    /// The `GClosureNotify` releasing a box.
    static var release: GClosureNotify {
        { data, _ in
            guard let data else { return }
            Unmanaged<AnyObject>.fromOpaque(data).release()
        }
    }
}

@discardableResult
private func connect<A>(_ object: gpointer, _ signal: String, _ handler: GCallback, _ box: ClosureBox<A>) -> UInt {
    UInt(cgtk_signal_connect(object, signal, handler, box.retained, ClosureBox<A>.release))
}

/// `void handler(GObject *self, gpointer data)`: clicked, activate, changed,
/// value-changed, destroy, …
@discardableResult
@MainActor
func onSignal(_ object: gpointer, _ signal: String, _ body: @escaping @MainActor () -> Void) -> UInt {
    let handler: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
        _ = ClosureBox<Void>.call(data, ())
    }
    return connect(object, signal, unsafeBitCast(handler, to: GCallback.self), ClosureBox<Void> { body(); return 0 })
}

/// `void handler(GObject *self, GParamSpec *pspec, gpointer data)`: `notify::…`.
@discardableResult
@MainActor
func onNotify(_ object: gpointer, _ property: String, _ body: @escaping @MainActor () -> Void) -> UInt {
    let handler: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
        _ = ClosureBox<Void>.call(data, ())
    }
    return connect(object, "notify::" + property, unsafeBitCast(handler, to: GCallback.self),
                   ClosureBox<Void> { body(); return 0 })
}

/// `gboolean draw(GtkWidget *self, cairo_t *cr, gpointer data)`.
@discardableResult
@MainActor
func onDraw(_ widget: gpointer, _ body: @escaping @MainActor (OpaquePointer) -> Void) -> UInt {
    let handler: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> Int32 = { _, cr, data in
        ClosureBox<OpaquePointer>.call(data, cr!)
    }
    return connect(widget, "draw", unsafeBitCast(handler, to: GCallback.self),
                   ClosureBox<OpaquePointer> { body($0); return 1 })
}

/// `void handler(GObject *self, gdouble x, gdouble y, gpointer data)`:
/// drag-begin, drag-update, drag-end, decelerate.
@discardableResult
@MainActor
func onDoublePair(_ object: gpointer, _ signal: String, _ body: @escaping @MainActor (Double, Double) -> Void) -> UInt {
    let handler: @convention(c) (gpointer?, Double, Double, gpointer?) -> Void = { _, x, y, data in
        _ = ClosureBox<(Double, Double)>.call(data, (x, y))
    }
    return connect(object, signal, unsafeBitCast(handler, to: GCallback.self),
                   ClosureBox<(Double, Double)> { body($0.0, $0.1); return 0 })
}

/// `gboolean scroll(GtkEventControllerScroll *self, gdouble dx, gdouble dy, gpointer data)`.
@discardableResult
@MainActor
func onScroll(_ controller: gpointer, _ body: @escaping @MainActor (Double, Double) -> Bool) -> UInt {
    let handler: @convention(c) (gpointer?, Double, Double, gpointer?) -> Int32 = { _, dx, dy, data in
        ClosureBox<(Double, Double)>.call(data, (dx, dy))
    }
    return connect(controller, "scroll", unsafeBitCast(handler, to: GCallback.self),
                   ClosureBox<(Double, Double)> { body($0.0, $0.1) ? 1 : 0 })
}

/// `void pressed(GtkGestureMultiPress *self, gint n_press, gdouble x, gdouble y, gpointer data)`:
/// pressed, released.
@discardableResult
@MainActor
func onPress(_ gesture: gpointer, _ signal: String, _ body: @escaping @MainActor (Int32, Double, Double) -> Void) -> UInt {
    let handler: @convention(c) (gpointer?, Int32, Double, Double, gpointer?) -> Void = { _, n, x, y, data in
        _ = ClosureBox<(Int32, Double, Double)>.call(data, (n, x, y))
    }
    return connect(gesture, signal, unsafeBitCast(handler, to: GCallback.self),
                   ClosureBox<(Int32, Double, Double)> { body($0.0, $0.1, $0.2); return 0 })
}

/// `gboolean handler(GtkWidget *self, GdkEvent *event, gpointer data)`:
/// key-press-event, motion-notify-event, leave-notify-event, configure-event.
@discardableResult
@MainActor
func onEvent(_ widget: gpointer, _ signal: String, _ body: @escaping @MainActor (UnsafeMutablePointer<GdkEvent>) -> Bool) -> UInt {
    let handler: @convention(c) (gpointer?, UnsafeMutablePointer<GdkEvent>?, gpointer?) -> Int32 = { _, event, data in
        ClosureBox<UnsafeMutablePointer<GdkEvent>>.call(data, event!)
    }
    return connect(widget, signal, unsafeBitCast(handler, to: GCallback.self),
                   ClosureBox<UnsafeMutablePointer<GdkEvent>> { body($0) ? 1 : 0 })
}

/// `void size_allocate(GtkWidget *self, GdkRectangle *allocation, gpointer data)`.
@discardableResult
@MainActor
func onSizeAllocate(_ widget: gpointer, _ body: @escaping @MainActor (Int32, Int32) -> Void) -> UInt {
    let handler: @convention(c) (gpointer?, UnsafeMutablePointer<GdkRectangle>?, gpointer?) -> Void = { _, rect, data in
        guard let rect else { return }
        _ = ClosureBox<(Int32, Int32)>.call(data, (rect.pointee.width, rect.pointee.height))
    }
    return connect(widget, "size-allocate", unsafeBitCast(handler, to: GCallback.self),
                   ClosureBox<(Int32, Int32)> { body($0.0, $0.1); return 0 })
}

/// Runs `body` on every frame of `widget`'s frame clock, with the clock's
/// time in seconds, until it returns false.
@discardableResult
@MainActor
func addTickCallback(_ widget: UnsafeMutablePointer<GtkWidget>, _ body: @escaping @MainActor (Double) -> Bool) -> UInt32 {
    let handler: GtkTickCallback = { _, clock, data in
        let time = Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
        return ClosureBox<Double>.call(data, time)
    }
    let box = ClosureBox<Double> { body($0) ? 1 : 0 }
    let destroy: GDestroyNotify = { data in
        guard let data else { return }
        Unmanaged<AnyObject>.fromOpaque(data).release()
    }
    return gtk_widget_add_tick_callback(widget, handler, box.retained, destroy)
}

/// Runs `body` once from the main loop when it is idle.
@MainActor
func runWhenIdle(_ body: @escaping @MainActor () -> Void) {
    runOnce(body) { handler, data, destroy in g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, handler, data, destroy) }
}

/// Runs `body` once from the main loop after `seconds`.
@MainActor
func runAfter(seconds: Double, _ body: @escaping @MainActor () -> Void) {
    runOnce(body) { handler, data, destroy in
        g_timeout_add_full(G_PRIORITY_DEFAULT, UInt32(max(0, seconds * 1000)), handler, data, destroy)
    }
}

/// Hands `body` to `add` as a main-loop source that runs once; the source
/// owns the closure and releases it when removed.
@MainActor
private func runOnce(_ body: @escaping @MainActor () -> Void,
                     add: (GSourceFunc, gpointer, @escaping GDestroyNotify) -> UInt32) {
    let box = ClosureBox<Void> { body(); return 0 }
    let handler: GSourceFunc = { data in
        _ = ClosureBox<Void>.call(data, ())
        return 0
    }
    let destroy: GDestroyNotify = { data in
        guard let data else { return }
        Unmanaged<AnyObject>.fromOpaque(data).release()
    }
    _ = add(handler, box.retained, destroy)
}

/// `void response(GtkDialog/GtkInfoBar *self, gint response_id, gpointer data)`.
@discardableResult
@MainActor
func onResponse(_ object: gpointer, _ body: @escaping @MainActor (Int32) -> Void) -> UInt {
    let handler: @convention(c) (gpointer?, Int32, gpointer?) -> Void = { _, response, data in
        _ = ClosureBox<Int32>.call(data, response)
    }
    return connect(object, "response", unsafeBitCast(handler, to: GCallback.self),
                   ClosureBox<Int32> { body($0); return 0 })
}

/// Adds a stateless action `name` to an action map (the window: `win.name`)
/// running `body` on activation.
@MainActor
func addAction(_ map: gpointer, _ name: String, _ body: @escaping @MainActor () -> Void) {
    let action = g_simple_action_new(name, nil)!
    let handler: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
        _ = ClosureBox<Void>.call(data, ())
    }
    connect(UnsafeMutableRawPointer(action), "activate", unsafeBitCast(handler, to: GCallback.self),
            ClosureBox<Void> { body(); return 0 })
    g_action_map_add_action(cgtk_action_map(map), cgtk_action(UnsafeMutableRawPointer(action)))
    g_object_unref(UnsafeMutableRawPointer(action))
}

/// `gboolean activate_link(GtkLabel *self, gchar *uri, gpointer data)`: the
/// link is handled here (the default would open the URI).
@discardableResult
@MainActor
func onActivateLink(_ label: gpointer, _ body: @escaping @MainActor () -> Void) -> UInt {
    let handler: @convention(c) (gpointer?, UnsafePointer<CChar>?, gpointer?) -> Int32 = { _, _, data in
        ClosureBox<Void>.call(data, ())
    }
    return connectSignal(label, "activate-link", unsafeBitCast(handler, to: GCallback.self),
                         ClosureBox<Void> { body(); return 1 })
}

/// `connect` for handlers declared in other files.
@discardableResult
func connectSignal<A>(_ object: gpointer, _ signal: String, _ handler: GCallback, _ box: ClosureBox<A>) -> UInt {
    UInt(cgtk_signal_connect(object, signal, handler, box.retained, ClosureBox<A>.release))
}

/// Adds the action `name` taking a string (`win.open-recent('/path')`) to `map`.
func addStringAction(_ map: gpointer, _ name: String, _ body: @escaping @MainActor (String) -> Void) {
    let type = g_variant_type_new("s")
    let action = g_simple_action_new(name, type)!
    g_variant_type_free(type)
    let handler: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> Void = { _, parameter, data in
        guard let parameter, let text = g_variant_get_string(parameter, nil) else { return }
        _ = ClosureBox<String>.call(data, String(cString: text))
    }
    connect(UnsafeMutableRawPointer(action), "activate", unsafeBitCast(handler, to: GCallback.self),
            ClosureBox<String> { body($0); return 0 })
    g_action_map_add_action(cgtk_action_map(map), cgtk_action(UnsafeMutableRawPointer(action)))
    g_object_unref(UnsafeMutableRawPointer(action))
}

/// `void drag-data-received(GtkWidget *self, GdkDragContext *context, gint x, gint y,
/// GtkSelectionData *data, guint info, guint time, gpointer user_data)`: the
/// body gets the selection data.
@discardableResult
@MainActor
func onDragDataReceived(_ widget: gpointer, _ body: @escaping @MainActor (OpaquePointer) -> Void) -> UInt {
    let handler: @convention(c) (gpointer?, gpointer?, Int32, Int32, OpaquePointer?, UInt32, UInt32, gpointer?) -> Void = {
        _, _, _, _, selection, _, _, data in
        guard let selection else { return }
        _ = ClosureBox<OpaquePointer>.call(data, selection)
    }
    return connect(widget, "drag-data-received", unsafeBitCast(handler, to: GCallback.self),
                   ClosureBox<OpaquePointer> { body($0); return 0 })
}
