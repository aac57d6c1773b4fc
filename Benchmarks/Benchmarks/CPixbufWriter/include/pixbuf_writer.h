#ifndef LP_BENCHMARKS_PIXBUF_WRITER_H
#define LP_BENCHMARKS_PIXBUF_WRITER_H

/* Writes a picture of one colour with GdkPixbuf, for the benchmarks that
   read a folder of pictures (the renderer's module declares only what the
   renderer itself calls). */
int lp_write_filled_picture(const char *path, const char *type, int width, int height, unsigned int rgba);

#endif
