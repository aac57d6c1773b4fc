/* What the peers the app's drag frames are compared with share
 * (floor-peer.c, gl-peer.c): each frame timed as the app times its own
 * (`--trace-frames`): from the frame clock's frame time to the end of its
 * paint phase and a round trip to the X server (so the server's drawing of
 * the frame is included), a full redraw queued every frame from button press
 * to release, `{"event":"ready","canvas":{...}}` once the first frame is
 * drawn and `{"event":"frames",...}` (count, p50_ms, p95_ms, p99_ms,
 * over16ms) on SIGINT or SIGTERM. */
#ifndef PEER_FRAMES_H
#define PEER_FRAMES_H

#include <gtk/gtk.h>
#include <glib-unix.h>
#include <stdio.h>
#include <stdlib.h>

static double *durations;
static int count, capacity;
static gint64 frame_start = -1;
static gboolean pressed, ticking;

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double percentile(const double *sorted, double p) {
    if (count == 0) return 0;
    int i = (int)(p * (count - 1) + 0.5);
    return sorted[i < count ? i : count - 1] * 1000;
}

static gboolean quit(gpointer data) {
    (void)data;
    qsort(durations, count, sizeof *durations, compare);
    int over = 0;
    for (int i = 0; i < count; i++) over += durations[i] > 0.016;
    printf("{\"event\":\"frames\",\"count\":%d,\"p50_ms\":%.2f,\"p95_ms\":%.2f,\"p99_ms\":%.2f,\"over16ms\":%d}\n",
           count, percentile(durations, 0.5), percentile(durations, 0.95), percentile(durations, 0.99), over);
    fflush(stdout);
    gtk_main_quit();
    return G_SOURCE_REMOVE;
}

static void after_paint(GdkFrameClock *clock, gpointer data) {
    (void)clock; (void)data;
    if (frame_start < 0) return;
    gdk_display_sync(gdk_display_get_default());  // drawn by the X server, as the app times it
    if (count == capacity) {
        capacity = capacity ? 2 * capacity : 1024;
        durations = realloc(durations, capacity * sizeof *durations);
    }
    durations[count++] = (g_get_monotonic_time() - frame_start) / 1e6;
    frame_start = -1;
}

static gboolean tick(GtkWidget *widget, GdkFrameClock *clock, gpointer data) {
    (void)data;
    frame_start = gdk_frame_clock_get_frame_time(clock);
    gtk_widget_queue_draw(widget);
    if (!pressed) ticking = FALSE;
    return pressed ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;
}

/// Prints the `ready` line the first time it is called.
static void report_ready(GtkWidget *widget) {
    static gboolean reported;
    if (reported) return;
    reported = TRUE;
    int x = 0, y = 0;
    gdk_window_get_origin(gtk_widget_get_window(widget), &x, &y);
    GtkAllocation a;
    gtk_widget_get_allocation(widget, &a);
    printf("{\"event\":\"ready\",\"canvas\":{\"x\":%d,\"y\":%d,\"width\":%d,\"height\":%d}}\n",
           x + a.x, y + a.y, a.width, a.height);
    fflush(stdout);
}

static gboolean press(GtkWidget *widget, GdkEventButton *event, gpointer data) {
    (void)event; (void)data;
    pressed = TRUE;
    if (!ticking) {
        ticking = TRUE;
        gtk_widget_add_tick_callback(widget, tick, NULL, NULL);
    }
    return TRUE;
}

static gboolean release(GtkWidget *widget, GdkEventButton *event, gpointer data) {
    (void)widget; (void)event; (void)data;
    pressed = FALSE;
    return TRUE;
}

/// Shows `area` (W×H points) in a window, timed and reporting as above, and runs GTK.
static int run_peer(GtkWidget *area, int width, int height) {
    GtkWidget *window = gtk_window_new(GTK_WINDOW_TOPLEVEL);
    gtk_widget_set_size_request(area, width, height);
    gtk_widget_add_events(area, GDK_BUTTON_PRESS_MASK | GDK_BUTTON_RELEASE_MASK | GDK_POINTER_MOTION_MASK);
    g_signal_connect(area, "button-press-event", G_CALLBACK(press), NULL);
    g_signal_connect(area, "button-release-event", G_CALLBACK(release), NULL);
    gtk_container_add(GTK_CONTAINER(window), area);
    g_signal_connect(window, "destroy", G_CALLBACK(gtk_main_quit), NULL);
    gtk_widget_show_all(window);
    g_signal_connect(gtk_widget_get_frame_clock(area), "after-paint", G_CALLBACK(after_paint), NULL);
    g_unix_signal_add(SIGINT, quit, NULL);
    g_unix_signal_add(SIGTERM, quit, NULL);
    gtk_main();
    return 0;
}

#endif
