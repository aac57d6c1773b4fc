/* The floor the app's drag frames are compared with: GTK repainting an empty
 * canvas of the same size, every frame, while the pointer button is held.
 * A GtkDrawingArea of W×H points fills itself with one colour, timed and
 * reporting as peer-frames.h says.
 * Usage: floor-peer W H   (GDK_SCALE sets the device scale, as for the app) */
#include "peer-frames.h"

static gboolean draw(GtkWidget *widget, cairo_t *cr, gpointer data) {
    (void)data;
    cairo_set_source_rgb(cr, 0.12, 0.13, 0.16);
    cairo_paint(cr);
    report_ready(widget);
    return TRUE;
}

int main(int argc, char **argv) {
    gtk_init(&argc, &argv);
    if (argc != 3) {
        fprintf(stderr, "usage: floor-peer WIDTH HEIGHT\n");
        return 2;
    }
    GtkWidget *area = gtk_drawing_area_new();
    g_signal_connect(area, "draw", G_CALLBACK(draw), NULL);
    return run_peer(area, atoi(argv[1]), atoi(argv[2]));
}
