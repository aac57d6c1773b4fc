#ifndef LAYOUT_PLAYGROUND_CGTK_SHIM_H
#define LAYOUT_PLAYGROUND_CGTK_SHIM_H

/* Package.swift names GTK's header folders without looking: when they are
   not there, say what installs them, before the compiler's own complaint. */
#if !__has_include(<gtk/gtk.h>)
#error "GTK 3's headers are not installed: run 'bash .ci/install-deps'"
#endif
#include <gtk/gtk.h>
#include <libintl.h>
#include <locale.h>
#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <glib-unix.h>

/* GTK's cast macros do not import into Swift. These keep GTK's runtime type
   checks (G_TYPE_CHECK_INSTANCE_CAST) and give Swift typed pointers. */

static inline GtkWidget *cgtk_widget(gpointer p) { return GTK_WIDGET(p); }
static inline GtkWindow *cgtk_window(gpointer p) { return GTK_WINDOW(p); }
static inline GtkContainer *cgtk_container(gpointer p) { return GTK_CONTAINER(p); }
static inline GtkExpander *cgtk_expander(gpointer p) { return GTK_EXPANDER(p); }
static inline GtkBox *cgtk_box(gpointer p) { return GTK_BOX(p); }
static inline GtkGrid *cgtk_grid(gpointer p) { return GTK_GRID(p); }
static inline GtkHeaderBar *cgtk_header_bar(gpointer p) { return GTK_HEADER_BAR(p); }
static inline GtkLabel *cgtk_label(gpointer p) { return GTK_LABEL(p); }
static inline GtkButton *cgtk_button(gpointer p) { return GTK_BUTTON(p); }
static inline GtkToggleButton *cgtk_toggle_button(gpointer p) { return GTK_TOGGLE_BUTTON(p); }
static inline GtkSpinButton *cgtk_spin_button(gpointer p) { return GTK_SPIN_BUTTON(p); }
static inline GtkRange *cgtk_range(gpointer p) { return GTK_RANGE(p); }
static inline GtkScale *cgtk_scale(gpointer p) { return GTK_SCALE(p); }
static inline GtkSwitch *cgtk_switch(gpointer p) { return GTK_SWITCH(p); }
static inline GtkComboBoxText *cgtk_combo_box_text(gpointer p) { return GTK_COMBO_BOX_TEXT(p); }
static inline GtkComboBox *cgtk_combo_box(gpointer p) { return GTK_COMBO_BOX(p); }
static inline GtkEntry *cgtk_entry(gpointer p) { return GTK_ENTRY(p); }
static inline GtkTextView *cgtk_text_view(gpointer p) { return GTK_TEXT_VIEW(p); }
static inline GtkTextBuffer *cgtk_text_buffer(gpointer p) { return GTK_TEXT_BUFFER(p); }
static inline GtkRevealer *cgtk_revealer(gpointer p) { return GTK_REVEALER(p); }
static inline GtkOverlay *cgtk_overlay(gpointer p) { return GTK_OVERLAY(p); }
static inline GtkScrolledWindow *cgtk_scrolled_window(gpointer p) { return GTK_SCROLLED_WINDOW(p); }
static inline GtkApplication *cgtk_application(gpointer p) { return GTK_APPLICATION(p); }
static inline GtkInfoBar *cgtk_info_bar(gpointer p) { return GTK_INFO_BAR(p); }
static inline GtkGesture *cgtk_gesture(gpointer p) { return GTK_GESTURE(p); }
static inline GtkGestureSingle *cgtk_gesture_single(gpointer p) { return GTK_GESTURE_SINGLE(p); }
static inline GtkGestureDrag *cgtk_gesture_drag(gpointer p) { return GTK_GESTURE_DRAG(p); }
static inline GtkEventController *cgtk_event_controller(gpointer p) { return GTK_EVENT_CONTROLLER(p); }
static inline GtkFileChooser *cgtk_file_chooser(gpointer p) { return GTK_FILE_CHOOSER(p); }
static inline GtkDialog *cgtk_dialog(gpointer p) { return GTK_DIALOG(p); }
static inline GtkOrientable *cgtk_orientable(gpointer p) { return GTK_ORIENTABLE(p); }
static inline GApplication *cgtk_g_application(gpointer p) { return G_APPLICATION(p); }
static inline GObject *cgtk_object(gpointer p) { return G_OBJECT(p); }
static inline GActionMap *cgtk_action_map(gpointer p) { return G_ACTION_MAP(p); }
static inline GAction *cgtk_action(gpointer p) { return G_ACTION(p); }
static inline GMenuModel *cgtk_menu_model(gpointer p) { return G_MENU_MODEL(p); }
static inline GtkMenuButton *cgtk_menu_button(gpointer p) { return GTK_MENU_BUTTON(p); }
static inline GtkAboutDialog *cgtk_about_dialog(gpointer p) { return GTK_ABOUT_DIALOG(p); }
static inline GtkListBox *cgtk_list_box(gpointer p) { return GTK_LIST_BOX(p); }
static inline GtkListBoxRow *cgtk_list_box_row(gpointer p) { return GTK_LIST_BOX_ROW(p); }

/* gtk_application_set_accels_for_action takes a NULL-terminated array. */
static inline void cgtk_set_accel(GtkApplication *app, const gchar *action, const gchar *accel) {
    const gchar *accels[] = { accel, NULL };
    gtk_application_set_accels_for_action(app, action, accels);
}

/* g_signal_connect is a macro; this is its function form. */
static inline gulong cgtk_signal_connect(gpointer instance, const gchar *signal,
                                         GCallback handler, gpointer data,
                                         GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, handler, data, destroy, (GConnectFlags)0);
}

/* A modal question with a bold title and a secondary line (the message
   dialog's constructors are variadic, which Swift cannot call). */
static inline GtkWidget *cgtk_question_dialog(GtkWindow *parent, const char *title, const char *detail) {
    GtkWidget *d = gtk_message_dialog_new(parent, GTK_DIALOG_MODAL, GTK_MESSAGE_QUESTION, GTK_BUTTONS_NONE, "%s", title);
    gtk_message_dialog_format_secondary_text(GTK_MESSAGE_DIALOG(d), "%s", detail);
    return d;
}

/* The carousel designer: popovers, editable fields, and the error mark of an
   expression (a red wavy underline on a pale red ground; the tag's
   constructor and PangoAttrList are variadic or macro-heavy). */
static inline GtkPopover *cgtk_popover(gpointer p) { return GTK_POPOVER(p); }
static inline GtkEditable *cgtk_editable(gpointer p) { return GTK_EDITABLE(p); }
static inline GtkTextTag *cgtk_error_tag(GtkTextBuffer *buffer) {
    return gtk_text_buffer_create_tag(buffer, "error", "underline", PANGO_UNDERLINE_ERROR,
                                      "background", "#f8c8c8", NULL);
}
/* Marks bytes start..<end of an entry's text as the error (none when start < 0). */
static inline void cgtk_entry_mark_error(GtkEntry *entry, int start, int end) {
    if (start < 0) { gtk_entry_set_attributes(entry, NULL); return; }
    PangoAttrList *list = pango_attr_list_new();
    PangoAttribute *line = pango_attr_underline_new(PANGO_UNDERLINE_ERROR);
    line->start_index = start; line->end_index = end;
    pango_attr_list_insert(list, line);
    PangoAttribute *ground = pango_attr_background_new(0xf8f8, 0xc8c8, 0xc8c8);
    ground->start_index = start; ground->end_index = end;
    pango_attr_list_insert(list, ground);
    gtk_entry_set_attributes(entry, list);
    pango_attr_list_unref(list);
}

#endif

/* Enables or disables the action `name` of an action map (a window's `win.` actions). */
static inline void cgtk_action_set_enabled(gpointer map, const gchar *name, gboolean enabled) {
    GAction *action = g_action_map_lookup_action(G_ACTION_MAP(map), name);
    if (action && G_IS_SIMPLE_ACTION(action)) g_simple_action_set_enabled(G_SIMPLE_ACTION(action), enabled);
}

/* Adds a document to the recent files with its MIME type and this app as the one that opens it. */
static inline gboolean cgtk_recent_add(const gchar *uri, const gchar *mime_type, const gchar *app_name, const gchar *app_exec) {
    GtkRecentData data = { NULL, NULL, (gchar *)mime_type, (gchar *)app_name, (gchar *)app_exec, NULL, FALSE };
    return gtk_recent_manager_add_full(gtk_recent_manager_get_default(), uri, &data);
}
