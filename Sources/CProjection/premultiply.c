#include "projection.h"

/// c·a/255 rounded, as cairo and pixman premultiply.
static inline uint32_t premultiply(uint32_t c, uint32_t a) {
    const uint32_t t = c * a + 0x80;
    return (t + (t >> 8)) >> 8;
}

void lp_premultiply_rows(const uint8_t *src, int width, int height, int src_stride, int channels,
                         int has_alpha, uint32_t *dst) {
    for (int y = 0; y < height; y++) {
        const uint8_t *p = src + (long)y * src_stride;
        uint32_t *out = dst + (long)y * width;
        if (has_alpha) {
            for (int x = 0; x < width; x++, p += channels) {
                const uint32_t a = p[3];
                out[x] = a << 24 | premultiply(p[0], a) << 16 | premultiply(p[1], a) << 8 | premultiply(p[2], a);
            }
        } else {
            for (int x = 0; x < width; x++, p += channels) {
                out[x] = 0xff000000u | (uint32_t)p[0] << 16 | (uint32_t)p[1] << 8 | p[2];
            }
        }
    }
}
