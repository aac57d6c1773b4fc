#ifndef LAYOUT_PLAYGROUND_CRENDERING_SHIM_H
#define LAYOUT_PLAYGROUND_CRENDERING_SHIM_H

/* The C libraries CollectionRendering draws with: Cairo, Pango (through
   PangoCairo) and GdkPixbuf. No GTK, no GDK.

   The module needs no compiler flag and no pkg-config lookup, so a package
   that depends on CollectionRendering builds without a warning: SwiftPM
   evaluates every pkg-config system library of a dependency package, and
   GLib's pkg-config file carries -pthread, a flag SwiftPM refuses (and
   warns about) in dependencies.

   Cairo's own header needs no include path (<cairo/cairo.h> finds its
   siblings by quoted includes). Pango, GdkPixbuf and GLib headers need
   several (-I for glib-2.0, glibconfig.h's per-architecture folder,
   harfbuzz, ...), so the handful of functions the renderer calls are
   declared here, with the libraries' stable ABI types. A test compiles this
   file after the real headers (CRENDERING_CHECK_AGAINST_SYSTEM_HEADERS): any
   prototype that disagrees with the installed libraries fails to compile. */

#include <cairo/cairo.h>
#include <cairo/cairo-pdf.h>
#include <cairo/cairo-svg.h>

#ifndef CRENDERING_CHECK_AGAINST_SYSTEM_HEADERS
/* GLib */
typedef int gint;
typedef gint gboolean;
typedef char gchar;
typedef unsigned char guint8;
typedef unsigned int guint32;
typedef unsigned char guchar;
typedef unsigned long gsize;
typedef unsigned long gulong;
typedef void *gpointer;
typedef guint32 GQuark;
typedef struct _GError { GQuark domain; gint code; gchar *message; } GError;
typedef struct _GSList GSList;
struct _GSList { gpointer data; GSList *next; };
typedef struct _GClosure GClosure;
typedef void (*GCallback)(void);
typedef void (*GClosureNotify)(gpointer data, GClosure *closure);
typedef enum { G_CONNECT_DEFAULT = 0, G_CONNECT_AFTER = 1 << 0, G_CONNECT_SWAPPED = 1 << 1 } GConnectFlags;

/* Pango */
#define PANGO_SCALE 1024
typedef struct _PangoContext PangoContext;
typedef struct _PangoLayout PangoLayout;
typedef struct _PangoFontMap PangoFontMap;
typedef struct _PangoFontDescription PangoFontDescription;
typedef struct _PangoRectangle { int x; int y; int width; int height; } PangoRectangle;
typedef enum { PANGO_ALIGN_LEFT, PANGO_ALIGN_CENTER, PANGO_ALIGN_RIGHT } PangoAlignment;
typedef enum { PANGO_WRAP_WORD, PANGO_WRAP_CHAR, PANGO_WRAP_WORD_CHAR } PangoWrapMode;
typedef enum {
    PANGO_ELLIPSIZE_NONE, PANGO_ELLIPSIZE_START, PANGO_ELLIPSIZE_MIDDLE, PANGO_ELLIPSIZE_END
} PangoEllipsizeMode;

/* GdkPixbuf */
typedef struct _GdkPixbuf GdkPixbuf;
typedef struct _GdkPixbufFormat GdkPixbufFormat;
typedef struct _GdkPixbufLoader GdkPixbufLoader;
typedef enum { GDK_COLORSPACE_RGB } GdkColorspace;
#endif

void g_error_free(GError *error);
void g_object_unref(gpointer object);
void g_free(gpointer mem);
void g_strfreev(gchar **str_array);
void g_slist_free(GSList *list);
gulong g_signal_connect_data(gpointer instance, const gchar *detailed_signal, GCallback c_handler,
                             gpointer data, GClosureNotify destroy_data, GConnectFlags connect_flags);

/* g_signal_connect is a macro; this is its function form. */
static inline gulong crendering_signal_connect(gpointer instance, const gchar *signal, GCallback handler,
                                               gpointer data) {
    return g_signal_connect_data(instance, signal, handler, data, (GClosureNotify)0, (GConnectFlags)0);
}

PangoFontMap *pango_cairo_font_map_new(void);
PangoFontMap *pango_cairo_font_map_get_default(void);
PangoContext *pango_font_map_create_context(PangoFontMap *fontmap);
void pango_cairo_context_set_font_options(PangoContext *context, const cairo_font_options_t *options);
void pango_context_set_round_glyph_positions(PangoContext *context, gboolean round_positions);
PangoFontDescription *pango_font_description_from_string(const char *str);
void pango_font_description_set_absolute_size(PangoFontDescription *desc, double size);
void pango_font_description_free(PangoFontDescription *desc);
PangoLayout *pango_layout_new(PangoContext *context);
void pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *desc);
void pango_layout_set_single_paragraph_mode(PangoLayout *layout, gboolean setting);
void pango_layout_set_text(PangoLayout *layout, const char *text, int length);
void pango_layout_set_width(PangoLayout *layout, int width);
void pango_layout_set_wrap(PangoLayout *layout, PangoWrapMode wrap);
void pango_layout_set_ellipsize(PangoLayout *layout, PangoEllipsizeMode ellipsize);
void pango_layout_set_alignment(PangoLayout *layout, PangoAlignment alignment);
void pango_layout_get_extents(PangoLayout *layout, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
void pango_cairo_show_layout(cairo_t *cr, PangoLayout *layout);

GdkPixbufFormat *gdk_pixbuf_get_file_info(const gchar *filename, gint *width, gint *height);
GdkPixbuf *gdk_pixbuf_new_from_file(const char *filename, GError **error);
GdkPixbuf *gdk_pixbuf_new_from_file_at_scale(const char *filename, int width, int height,
                                             gboolean preserve_aspect_ratio, GError **error);
GdkPixbuf *gdk_pixbuf_apply_embedded_orientation(GdkPixbuf *src);
int gdk_pixbuf_get_bits_per_sample(const GdkPixbuf *pixbuf);
GdkColorspace gdk_pixbuf_get_colorspace(const GdkPixbuf *pixbuf);
int gdk_pixbuf_get_width(const GdkPixbuf *pixbuf);
int gdk_pixbuf_get_height(const GdkPixbuf *pixbuf);
int gdk_pixbuf_get_n_channels(const GdkPixbuf *pixbuf);
gboolean gdk_pixbuf_get_has_alpha(const GdkPixbuf *pixbuf);
int gdk_pixbuf_get_rowstride(const GdkPixbuf *pixbuf);
const guint8 *gdk_pixbuf_read_pixels(const GdkPixbuf *pixbuf);
GSList *gdk_pixbuf_get_formats(void);
gboolean gdk_pixbuf_format_is_disabled(GdkPixbufFormat *format);
gchar *gdk_pixbuf_format_get_name(GdkPixbufFormat *format);
gchar **gdk_pixbuf_format_get_extensions(GdkPixbufFormat *format);
GdkPixbufLoader *gdk_pixbuf_loader_new_with_type(const char *image_type, GError **error);
void gdk_pixbuf_loader_set_size(GdkPixbufLoader *loader, int width, int height);
gboolean gdk_pixbuf_loader_write(GdkPixbufLoader *loader, const guchar *buf, gsize count, GError **error);
gboolean gdk_pixbuf_loader_close(GdkPixbufLoader *loader, GError **error);

#endif
