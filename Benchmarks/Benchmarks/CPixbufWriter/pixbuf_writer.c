#include "pixbuf_writer.h"

/* GdkPixbuf's stable ABI, declared here so that no include path is needed. */
typedef struct _GdkPixbuf GdkPixbuf;
GdkPixbuf *gdk_pixbuf_new(int colorspace, int has_alpha, int bits_per_sample, int width, int height);
void gdk_pixbuf_fill(GdkPixbuf *pixbuf, unsigned int pixel);
int gdk_pixbuf_savev(GdkPixbuf *pixbuf, const char *filename, const char *type, char **option_keys,
                     char **option_values, void **error);
void g_object_unref(void *object);

int lp_write_filled_picture(const char *path, const char *type, int width, int height, unsigned int rgba) {
    GdkPixbuf *pixbuf = gdk_pixbuf_new(0 /* GDK_COLORSPACE_RGB */, 0, 8, width, height);
    if (!pixbuf) return 0;
    gdk_pixbuf_fill(pixbuf, rgba);
    const int saved = gdk_pixbuf_savev(pixbuf, path, type, 0, 0, 0);
    g_object_unref(pixbuf);
    return saved;
}
