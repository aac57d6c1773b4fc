#ifndef LAYOUT_PLAYGROUND_CANVAS_WINDOW_H
#define LAYOUT_PLAYGROUND_CANVAS_WINDOW_H

/* What the canvas needs to know of its own window to paint only what
   changed: whether a frame is drawn straight into the window (so the window
   still shows the last frame when the next begins), and whether the window
   lost pixels since (uncovered, mapped again). X11 only: elsewhere every
   frame is painted whole. */

/* Package.swift names GTK's header folders without looking: when they are
   not there, say what installs them, before the compiler's own complaint. */
#if !__has_include(<gtk/gtk.h>)
#error "GTK 3's headers are not installed: run 'bash .ci/install-deps'"
#endif
#include <gtk/gtk.h>

/* Nonzero when `cr` draws straight into `window`'s own X window (GDK keeps
   no back buffer for it this frame); zero elsewhere. */
int lp_canvas_draws_into_window(cairo_t *cr, GdkWindow *window);

/* A counter that goes up each time the X server tells `window` that it
   lost pixels (an Expose or GraphicsExpose event), for as long as the
   window lives; NULL when the window is not an X11 one (nothing to watch).
   The counter belongs to the window: it is freed with it. */
const volatile unsigned *lp_canvas_watch_exposures(GdkWindow *window);

#endif
