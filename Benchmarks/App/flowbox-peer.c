/* GtkFlowBox with the tags of Resources/datasets/tags.json repeated to N
 * children: the peer the flow layout is compared with. Prints one JSON line
 * with the milliseconds from start to the first frame drawn, then quits.
 * Usage: flowbox-peer N TAGS...  */
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>

static gint64 started;

static gboolean first_draw(GtkWidget *widget, cairo_t *cr, gpointer data) {
    (void)widget; (void)cr; (void)data;
    static gboolean reported = FALSE;
    if (!reported) {
        reported = TRUE;
        printf("{\"firstFrameMs\":%.1f}\n", (g_get_monotonic_time() - started) / 1000.0);
        fflush(stdout);
        g_idle_add((GSourceFunc)gtk_main_quit, NULL);
    }
    return FALSE;
}

int main(int argc, char **argv) {
    started = g_get_monotonic_time();
    gtk_init(&argc, &argv);
    if (argc < 3) {
        fprintf(stderr, "usage: flowbox-peer N TAGS...\n");
        return 2;
    }
    long n = strtol(argv[1], NULL, 10);
    GtkWidget *window = gtk_window_new(GTK_WINDOW_TOPLEVEL);
    gtk_window_set_default_size(GTK_WINDOW(window), 1920, 1080);
    GtkWidget *scrolled = gtk_scrolled_window_new(NULL, NULL);
    GtkWidget *box = gtk_flow_box_new();
    gtk_flow_box_set_selection_mode(GTK_FLOW_BOX(box), GTK_SELECTION_NONE);
    gtk_flow_box_set_max_children_per_line(GTK_FLOW_BOX(box), 1000);
    for (long i = 0; i < n; i++) {
        GtkWidget *label = gtk_label_new(argv[2 + i % (argc - 2)]);
        gtk_container_add(GTK_CONTAINER(box), label);
    }
    gtk_container_add(GTK_CONTAINER(scrolled), box);
    gtk_container_add(GTK_CONTAINER(window), scrolled);
    g_signal_connect_after(window, "draw", G_CALLBACK(first_draw), NULL);
    g_signal_connect(window, "destroy", G_CALLBACK(gtk_main_quit), NULL);
    gtk_widget_show_all(window);
    gtk_main();
    return 0;
}
