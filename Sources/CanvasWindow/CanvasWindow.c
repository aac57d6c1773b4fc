#include "CanvasWindow.h"

#ifdef GDK_WINDOWING_X11
#include <gdk/gdkx.h>
#include <cairo-xlib.h>
#endif

int lp_canvas_draws_into_window(cairo_t *cr, GdkWindow *window) {
#ifdef GDK_WINDOWING_X11
    if (!cr || !window || !GDK_IS_X11_WINDOW(window)) return 0;
    cairo_surface_t *target = cairo_get_target(cr);
    if (!target || cairo_surface_get_type(target) != CAIRO_SURFACE_TYPE_XLIB) return 0;
    return cairo_xlib_surface_get_drawable(target) == gdk_x11_window_get_xid(window);
#else
    (void)cr;
    (void)window;
    return 0;
#endif
}

#ifdef GDK_WINDOWING_X11
static GdkFilterReturn note_exposure(GdkXEvent *native, GdkEvent *event, gpointer data) {
    (void)event;
    const int type = ((XEvent *)native)->type;
    if (type == Expose || type == GraphicsExpose) (*(volatile unsigned *)data)++;
    return GDK_FILTER_CONTINUE;
}

/* The window is being finalized: its filters go with it, and the counter. */
static void forget_exposures(gpointer data, GObject *window) {
    (void)window;
    g_free(data);
}
#endif

const volatile unsigned *lp_canvas_watch_exposures(GdkWindow *window) {
#ifdef GDK_WINDOWING_X11
    if (!window || !GDK_IS_X11_WINDOW(window)) return NULL;
    unsigned *counter = g_new0(unsigned, 1);
    gdk_window_add_filter(window, note_exposure, counter);
    g_object_weak_ref(G_OBJECT(window), forget_exposures, counter);
    return counter;
#else
    (void)window;
    return NULL;
#endif
}
