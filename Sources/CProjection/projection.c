#include "projection.h"

#include <math.h>

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

void lp_draw_projected(const uint32_t *src, int src_width, int src_height, int src_stride,
                       uint32_t *dst, int dst_width, int dst_height, int dst_stride,
                       const double m[9]) {
    const int src_row = src_stride / 4, dst_row = dst_stride / 4;
    for (int y = 0; y < dst_height; y++) {
        uint32_t *out = dst + (long)y * dst_row;
        const double py = y + 0.5;
        // Homogeneous source coordinates at the row's first pixel centre, and their step along x.
        double u = m[0] * 0.5 + m[1] * py + m[2];
        double v = m[3] * 0.5 + m[4] * py + m[5];
        double w = m[6] * 0.5 + m[7] * py + m[8];
        for (int x = 0; x < dst_width; x++, u += m[0], v += m[3], w += m[6]) {
            if (!(w > 1e-12)) { out[x] = 0; continue; }
            // Texel centres sit at half-integers.
            const double su = u / w - 0.5, sv = v / w - 0.5;
            if (!(su > -1.0 && sv > -1.0 && su < src_width && sv < src_height)) { out[x] = 0; continue; }
            const double fu = floor(su), fv = floor(sv);
            const int ix = (int)fu, iy = (int)fv;
            const uint32_t fx = (uint32_t)((su - fu) * 256.0 + 0.5), fy = (uint32_t)((sv - fv) * 256.0 + 0.5);
            if (ix >= 0 && iy >= 0 && ix + 1 < src_width && iy + 1 < src_height) {
                // Inside: the four texels directly.
                const uint32_t *p = src + (long)iy * src_row + ix;
                out[x] = bilinear(p[0], p[1], p[src_row], p[src_row + 1], fx, fy);
            } else {
                out[x] = bilinear(texel(src, src_width, src_height, src_row, ix, iy),
                                  texel(src, src_width, src_height, src_row, ix + 1, iy),
                                  texel(src, src_width, src_height, src_row, ix, iy + 1),
                                  texel(src, src_width, src_height, src_row, ix + 1, iy + 1), fx, fy);
            }
        }
    }
}
