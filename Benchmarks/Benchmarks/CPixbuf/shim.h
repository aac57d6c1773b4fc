// GdkPixbuf for the picture-folder benchmark, which writes its pictures.
#include <gdk-pixbuf/gdk-pixbuf.h>
