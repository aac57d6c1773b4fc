#ifndef LP_PROJECTION_PIXELS_H
#define LP_PROJECTION_PIXELS_H

// What the projection kernel's loops share: reading and mixing texels, and
// the columns' table. Internal to the kernel.

#include <stdint.h>

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#define LP_AVX2_PATH 1
#endif

/// The texel at (x, y), transparent outside the picture.
static inline uint32_t texel(const uint32_t *src, int width, int height, int stride_pixels, int x, int y) {
    if (x < 0 || y < 0 || x >= width || y >= height) return 0;
    return src[(long)y * stride_pixels + x];
}

/// `a` and `b` mixed, `f` (0…256) of the way to `b`: two channels at a
/// time, each in a 16-bit lane (255·256 fits).
static inline uint32_t mix(uint32_t a, uint32_t b, uint32_t f) {
    const uint32_t g = 256 - f;
    const uint32_t rb = (((a & 0x00ff00ffu) * g + (b & 0x00ff00ffu) * f) >> 8) & 0x00ff00ffu;
    const uint32_t ag = (((a >> 8) & 0x00ff00ffu) * g + ((b >> 8) & 0x00ff00ffu) * f) & 0xff00ff00u;
    return rb | ag;
}

/// The four texels around a point mixed with weights fx, fy (0…256).
static inline uint32_t bilinear(uint32_t a, uint32_t b, uint32_t c, uint32_t d, uint32_t fx, uint32_t fy) {
    return mix(mix(a, b, fx), mix(c, d, fx), fy);
}

/// The bilinear mix of the four texels around (ix, iy), transparent outside the picture.
static inline uint32_t texels(const uint32_t *src, int src_width, int src_height, int src_row, int ix, int iy,
                              uint32_t fx, uint32_t fy) {
    if (ix >= 0 && iy >= 0 && ix + 1 < src_width && iy + 1 < src_height) {
        const uint32_t *p = src + (long)iy * src_row + ix;
        return bilinear(p[0], p[1], p[src_row], p[src_row + 1], fx, fy);
    }
    return bilinear(texel(src, src_width, src_height, src_row, ix, iy),
                    texel(src, src_width, src_height, src_row, ix + 1, iy),
                    texel(src, src_width, src_height, src_row, ix, iy + 1),
                    texel(src, src_width, src_height, src_row, ix + 1, iy + 1), fx, fy);
}

/// What a column of the destination has in common down its rows when u and
/// w do not change with y (a picture turned about a vertical axis, a Cover
/// Flow card): 1/w, the source column and its weight, worked out once per
/// column instead of once per pixel, with the same expressions.
struct columns {
    int from, to;
    double *r;       ///< 1/w
    double *vx;      ///< m[3]·(x + ½), v's part that changes along a row
    int *ix;         ///< the source column
    int *fx;         ///< its weight (0…256); −1 where no pixel of the column is drawn
};

/// One pixel's source position and weights from its homogeneous (u, v, w):
/// false when it lies off the picture (or w ≤ 0). Texel centres sit at half-integers.
static inline int locate(int src_width, int src_height, double u, double v, double w, int *ix, int *iy, uint32_t *fx,
                         uint32_t *fy) {
    if (!(w > 1e-12)) return 0;
    const double r = 1.0 / w;
    const double su = u * r - 0.5, sv = v * r - 0.5;
    if (!(su > -1.0 && sv > -1.0 && su < src_width && sv < src_height)) return 0;
    // Floor without a call: both exceed −1.
    *ix = (int)(su + 1.0) - 1;
    *iy = (int)(sv + 1.0) - 1;
    *fx = (uint32_t)((su - *ix) * 256.0 + 0.5);
    *fy = (uint32_t)((sv - *iy) * 256.0 + 0.5);
    return 1;
}

#ifdef LP_AVX2_PATH
/// The general loop of a row, four pixels at a time (AVX2). Returns where it stopped.
int lp_span_general_avx2(const uint32_t *src, int src_width, int src_height, int src_row, uint32_t *out,
                         int first, int last, double u0, double v0, double w0, double du, double dv, double dw);
/// The row loop (v and w the same along the row), four pixels at a time (AVX2).
int lp_span_row_avx2(const uint32_t *src, int src_width, int src_height, int src_row, uint32_t *out, int first,
                     int last, double u0, double du, double r, double sv);
/// The column loop (from the columns' table), four pixels at a time (AVX2).
int lp_span_columns_avx2(const uint32_t *src, int src_width, int src_height, int src_row, uint32_t *out,
                         int first, int last, double v0, const struct columns *c);
#endif

#endif
