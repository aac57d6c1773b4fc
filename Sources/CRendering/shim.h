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
typedef void *gpointer;
typedef guint32 GQuark;
typedef struct _GError { GQuark domain; gint code; gchar *message; } GError;

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
typedef enum { GDK_COLORSPACE_RGB } GdkColorspace;
#endif

void g_error_free(GError *error);
void g_object_unref(gpointer object);

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

#endif
