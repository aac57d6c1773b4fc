#include "projection.h"

#include <pthread.h>
#include <stdlib.h>
#include <unistd.h>


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

/// Narrows [*lo, *hi) to the x where a + b·x > 0 (a linear condition along a row).
static inline void keep_positive(double a, double b, double *lo, double *hi) {
    if (b > 0) {
        const double root = -a / b;
        if (root > *lo) *lo = root;
    } else if (b < 0) {
        const double root = -a / b;
        if (root < *hi) *hi = root;
    } else if (!(a > 0)) {
        *hi = *lo;
    }
}

/// The pixels [*from, *to) of a row whose centres (x + ½, yc) a convex
/// quadrilateral covers; false when the row misses it.
static int covered_span(const double *q, double yc, int *from, int *to) {
    double lo = 1e300, hi = -1e300;
    int crossings = 0;
    for (int i = 0; i < 4; i++) {
        const double x0 = q[2 * i], y0 = q[2 * i + 1], x1 = q[(2 * i + 2) % 8], y1 = q[(2 * i + 3) % 8];
        if ((y0 - yc) * (y1 - yc) > 0 || y0 == y1) continue;
        const double x = x0 + (yc - y0) * (x1 - x0) / (y1 - y0);
        if (x < lo) lo = x;
        if (x > hi) hi = x;
        crossings++;
    }
    if (crossings < 2 || !(hi > lo)) return 0;
    // Pixel x is covered when lo ≤ x + ½ ≤ hi.
    const double a = lo - 0.5, b = hi - 0.5;
    *from = a <= -1 ? 0 : (int)a + (a > (int)a ? 1 : 0);
    *to = b < 0 ? 0 : (int)b + 1;
    return *to > *from;
}

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#define LP_AVX2_PATH 1
static int simd_allowed(void);
__attribute__((target("avx2")))
static int span_fixed_avx2(const uint32_t *src, int src_width, int src_height, int src_row, uint32_t *out,
                           int first, int last, double *pu, double du, double r, int iy, uint32_t fy, int rows_inside,
                           const uint32_t *line);
#endif

/// Pixels [first, last) of a row along which v and w are constant: the
/// general loop of `draw_rows` with what does not change hoisted out.
static void span_fixed_row(const uint32_t *src, int src_width, int src_height, int src_row, uint32_t *out,
                           int first, int last, double u, double du, double v, double w) {
    if (!(w > 1e-12)) {
        for (int x = first; x < last; x++) out[x] = 0;
        return;
    }
    const double r = 1.0 / w;
    const double sv = v * r - 0.5;
    if (!(sv > -1.0 && sv < src_height)) {
        for (int x = first; x < last; x++) out[x] = 0;
        return;
    }
    const int iy = (int)(sv + 1.0) - 1;
    const uint32_t fy = (uint32_t)((sv - iy) * 256.0 + 0.5);
    const int rows_inside = iy >= 0 && iy + 1 < src_height;
    const uint32_t *line = rows_inside ? src + (long)iy * src_row : src;
    int x = first;
#ifdef LP_AVX2_PATH
    if (simd_allowed())
        x = span_fixed_avx2(src, src_width, src_height, src_row, out, first, last, &u, du, r, iy, fy, rows_inside,
                            line);
#endif
    for (; x < last; x++, u += du) {
        const double su = u * r - 0.5;
        if (!(su > -1.0 && su < src_width)) { out[x] = 0; continue; }
        const int ix = (int)(su + 1.0) - 1;
        const uint32_t fx = (uint32_t)((su - ix) * 256.0 + 0.5);
        if (rows_inside && ix >= 0 && ix + 1 < src_width) {
            const uint32_t *p = line + ix;
            out[x] = bilinear(p[0], p[1], p[src_row], p[src_row + 1], fx, fy);
        } else {
            out[x] = bilinear(texel(src, src_width, src_height, src_row, ix, iy),
                              texel(src, src_width, src_height, src_row, ix + 1, iy),
                              texel(src, src_width, src_height, src_row, ix, iy + 1),
                              texel(src, src_width, src_height, src_row, ix + 1, iy + 1), fx, fy);
        }
    }
}

/// The pixels [*first, *last) of row y worth working out: those whose
/// sample lies within a texel of the picture with w > 0, less the ends that
/// cards drawn later cover.
static void row_span(int src_width, int src_height, int dst_width, const double m[9], const double *covers,
                     int cover_count, int y, int *first_out, int *last_out) {
    const double py = y + 0.5;
    // Homogeneous source coordinates at x = 0 on this row (pixel centres
    // are at x + 0.5), changing by m[0], m[3], m[6] per pixel.
    const double u0 = m[1] * py + m[2], v0 = m[4] * py + m[5], w0 = m[7] * py + m[8];
    // Five linear conditions along the row, one interval.
    double lo = 0, hi = dst_width;
    keep_positive(w0 + m[6] * 0.5 - 1e-12, m[6], &lo, &hi);
    keep_positive(u0 + w0 + (m[0] + m[6]) * 0.5, m[0] + m[6], &lo, &hi);           // u/w > −1 (looser than −½)
    keep_positive(v0 + w0 + (m[3] + m[6]) * 0.5, m[3] + m[6], &lo, &hi);
    const double wide = src_width + 0.5, tall = src_height + 0.5;                     // u/w − ½ < width
    keep_positive(wide * (w0 + m[6] * 0.5) - (u0 + m[0] * 0.5), wide * m[6] - m[0], &lo, &hi);
    keep_positive(tall * (w0 + m[6] * 0.5) - (v0 + m[3] * 0.5), tall * m[6] - m[3], &lo, &hi);
    int first = lo <= 0 ? 0 : (lo >= dst_width ? dst_width : (int)lo);
    int last = hi >= dst_width ? dst_width : (hi <= 0 ? 0 : (int)hi + 1);
    if (last > dst_width) last = dst_width;
    if (first > last) first = last;
    // Trim the ends of the span that cards drawn later cover (twice, for
    // a cover reached only once another has trimmed its neighbour).
    for (int pass = 0; pass < 2 && first < last; pass++) {
        for (int k = 0; k < cover_count && first < last; k++) {
            int from, to;
            if (!covered_span(covers + 8 * k, py, &from, &to)) continue;
            if (from <= first && to >= last) { first = last; break; }
            if (from <= first && to > first) first = to;
            else if (to >= last && from < last) last = from;
        }
    }
    *first_out = first;
    *last_out = last;
}


#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <immintrin.h>

/// `mix` on four pixels at once: the same operations on 32-bit lanes.
__attribute__((target("avx2")))
static inline __m128i mix4(__m128i a, __m128i b, __m128i f) {
    const __m128i mask = _mm_set1_epi32(0x00ff00ff);
    const __m128i g = _mm_sub_epi32(_mm_set1_epi32(256), f);
    __m128i rb = _mm_add_epi32(_mm_mullo_epi32(_mm_and_si128(a, mask), g),
                               _mm_mullo_epi32(_mm_and_si128(b, mask), f));
    rb = _mm_and_si128(_mm_srli_epi32(rb, 8), mask);
    __m128i ag = _mm_add_epi32(_mm_mullo_epi32(_mm_and_si128(_mm_srli_epi32(a, 8), mask), g),
                               _mm_mullo_epi32(_mm_and_si128(_mm_srli_epi32(b, 8), mask), f));
    ag = _mm_and_si128(ag, _mm_set1_epi32((int)0xff00ff00u));
    return _mm_or_si128(rb, ag);
}

/// The general loop of `draw_span` four pixels at a time, for processors
/// with AVX2: the same operations in the same order on each pixel (u, v
/// and w advanced one pixel at a time as the scalar loop does, IEEE
/// division, multiplication and subtraction without fused multiply-adds,
/// truncating conversions), so the same pixels. The texels are read with
/// plain loads: gathers cost more than they save on some processors (with
/// them the warm Cover Flow frame was 1.06× as fast as with the scalar
/// loops, without them 1.77×). Returns where it stopped; *u, *v, *w are
/// advanced to there.
__attribute__((target("avx2")))
static int span_general_avx2(const uint32_t *src, int src_width, int src_height, int src_row, uint32_t *out,
                             int first, int last, double *pu, double *pv, double *pw, double du, double dv, double dw) {
    double u = *pu, v = *pv, w = *pw;
    const __m256d epsilon = _mm256_set1_pd(1e-12), one = _mm256_set1_pd(1.0), half = _mm256_set1_pd(0.5);
    const __m256d below = _mm256_set1_pd(-1.0), wide = _mm256_set1_pd((double)src_width);
    const __m256d tall = _mm256_set1_pd((double)src_height), steps = _mm256_set1_pd(256.0);
    const __m128i ones = _mm_set1_epi32(1), last_x = _mm_set1_epi32(src_width - 1);
    const __m128i last_y = _mm_set1_epi32(src_height - 1), row = _mm_set1_epi32(src_row);
    const __m128i negative = _mm_set1_epi32(-1);
    int x = first;
    for (; x + 4 <= last; x += 4) {
        // One pixel at a time, as the scalar loop adds (no vector sums: the rounding would differ).
        const double u1 = u + du, v1 = v + dv, w1 = w + dw;
        const double u2 = u1 + du, v2 = v1 + dv, w2 = w1 + dw;
        const double u3 = u2 + du, v3 = v2 + dv, w3 = w2 + dw;
        const __m256d U = _mm256_set_pd(u3, u2, u1, u), V = _mm256_set_pd(v3, v2, v1, v);
        const __m256d W = _mm256_set_pd(w3, w2, w1, w);
        u = u3 + du; v = v3 + dv; w = w3 + dw;
        const __m256d r = _mm256_div_pd(one, W);
        const __m256d su = _mm256_sub_pd(_mm256_mul_pd(U, r), half), sv = _mm256_sub_pd(_mm256_mul_pd(V, r), half);
        __m256d ok = _mm256_cmp_pd(W, epsilon, _CMP_GT_OQ);
        ok = _mm256_and_pd(ok, _mm256_cmp_pd(su, below, _CMP_GT_OQ));
        ok = _mm256_and_pd(ok, _mm256_cmp_pd(sv, below, _CMP_GT_OQ));
        ok = _mm256_and_pd(ok, _mm256_cmp_pd(su, wide, _CMP_LT_OQ));
        ok = _mm256_and_pd(ok, _mm256_cmp_pd(sv, tall, _CMP_LT_OQ));
        const int valid = _mm256_movemask_pd(ok);
        if (valid == 0) {
            _mm_storeu_si128((__m128i *)(out + x), _mm_setzero_si128());
            continue;
        }
        const __m128i ix = _mm_sub_epi32(_mm256_cvttpd_epi32(_mm256_add_pd(su, one)), ones);
        const __m128i iy = _mm_sub_epi32(_mm256_cvttpd_epi32(_mm256_add_pd(sv, one)), ones);
        const __m128i fx = _mm256_cvttpd_epi32(
            _mm256_add_pd(_mm256_mul_pd(_mm256_sub_pd(su, _mm256_cvtepi32_pd(ix)), steps), half));
        const __m128i fy = _mm256_cvttpd_epi32(
            _mm256_add_pd(_mm256_mul_pd(_mm256_sub_pd(sv, _mm256_cvtepi32_pd(iy)), steps), half));
        __m128i inside = _mm_and_si128(_mm_cmpgt_epi32(ix, negative), _mm_cmpgt_epi32(iy, negative));
        inside = _mm_and_si128(inside, _mm_and_si128(_mm_cmplt_epi32(ix, last_x), _mm_cmplt_epi32(iy, last_y)));
        if (valid == 15 && _mm_movemask_ps(_mm_castsi128_ps(inside)) == 15) {
            // Plain loads, not gathers (slow on some processors): the four texels of each pixel.
            int at[4];
            _mm_storeu_si128((__m128i *)at, _mm_add_epi32(_mm_mullo_epi32(iy, row), ix));
            const uint32_t *p0 = src + at[0], *p1 = src + at[1], *p2 = src + at[2], *p3 = src + at[3];
            const __m128i a = _mm_setr_epi32((int)p0[0], (int)p1[0], (int)p2[0], (int)p3[0]);
            const __m128i b = _mm_setr_epi32((int)p0[1], (int)p1[1], (int)p2[1], (int)p3[1]);
            const __m128i c = _mm_setr_epi32((int)p0[src_row], (int)p1[src_row], (int)p2[src_row], (int)p3[src_row]);
            const __m128i d = _mm_setr_epi32((int)p0[src_row + 1], (int)p1[src_row + 1], (int)p2[src_row + 1],
                                             (int)p3[src_row + 1]);
            _mm_storeu_si128((__m128i *)(out + x), mix4(mix4(a, b, fx), mix4(c, d, fx), fy));
            continue;
        }
        // At the picture's edge or beyond it: pixel by pixel, from the same values.
        int ixs[4], iys[4], fxs[4], fys[4];
        _mm_storeu_si128((__m128i *)ixs, ix);
        _mm_storeu_si128((__m128i *)iys, iy);
        _mm_storeu_si128((__m128i *)fxs, fx);
        _mm_storeu_si128((__m128i *)fys, fy);
        for (int k = 0; k < 4; k++) {
            if (!(valid >> k & 1)) { out[x + k] = 0; continue; }
            const int i = ixs[k], j = iys[k];
            out[x + k] = bilinear(texel(src, src_width, src_height, src_row, i, j),
                                  texel(src, src_width, src_height, src_row, i + 1, j),
                                  texel(src, src_width, src_height, src_row, i, j + 1),
                                  texel(src, src_width, src_height, src_row, i + 1, j + 1),
                                  (uint32_t)fxs[k], (uint32_t)fys[k]);
        }
    }
    *pu = u; *pv = v; *pw = w;
    return x;
}

/// The loop of `span_fixed_row` four pixels at a time (AVX2), the same
/// operations in the same order: the row of the picture, its weight and
/// 1/w are the row's; u advances one pixel at a time.
__attribute__((target("avx2")))
static int span_fixed_avx2(const uint32_t *src, int src_width, int src_height, int src_row, uint32_t *out,
                           int first, int last, double *pu, double du, double r, int iy, uint32_t fy, int rows_inside,
                           const uint32_t *line) {
    double u = *pu;
    const __m256d one = _mm256_set1_pd(1.0), half = _mm256_set1_pd(0.5), below = _mm256_set1_pd(-1.0);
    const __m256d wide = _mm256_set1_pd((double)src_width), steps = _mm256_set1_pd(256.0);
    const __m256d rr = _mm256_set1_pd(r);
    const __m128i ones = _mm_set1_epi32(1), last_x = _mm_set1_epi32(src_width - 1), negative = _mm_set1_epi32(-1);
    const __m128i weight = _mm_set1_epi32((int)fy);
    int x = first;
    for (; x + 4 <= last; x += 4) {
        const double u1 = u + du, u2 = u1 + du, u3 = u2 + du;
        const __m256d su = _mm256_sub_pd(_mm256_mul_pd(_mm256_set_pd(u3, u2, u1, u), rr), half);
        u = u3 + du;
        const __m256d ok = _mm256_and_pd(_mm256_cmp_pd(su, below, _CMP_GT_OQ), _mm256_cmp_pd(su, wide, _CMP_LT_OQ));
        const int valid = _mm256_movemask_pd(ok);
        if (valid == 0) {
            _mm_storeu_si128((__m128i *)(out + x), _mm_setzero_si128());
            continue;
        }
        const __m128i ix = _mm_sub_epi32(_mm256_cvttpd_epi32(_mm256_add_pd(su, one)), ones);
        const __m128i fx = _mm256_cvttpd_epi32(
            _mm256_add_pd(_mm256_mul_pd(_mm256_sub_pd(su, _mm256_cvtepi32_pd(ix)), steps), half));
        const __m128i inside = _mm_and_si128(_mm_cmpgt_epi32(ix, negative), _mm_cmplt_epi32(ix, last_x));
        if (rows_inside && valid == 15 && _mm_movemask_ps(_mm_castsi128_ps(inside)) == 15) {
            int at[4];
            _mm_storeu_si128((__m128i *)at, ix);
            const uint32_t *p0 = line + at[0], *p1 = line + at[1], *p2 = line + at[2], *p3 = line + at[3];
            const __m128i a = _mm_setr_epi32((int)p0[0], (int)p1[0], (int)p2[0], (int)p3[0]);
            const __m128i b = _mm_setr_epi32((int)p0[1], (int)p1[1], (int)p2[1], (int)p3[1]);
            const __m128i c = _mm_setr_epi32((int)p0[src_row], (int)p1[src_row], (int)p2[src_row], (int)p3[src_row]);
            const __m128i d = _mm_setr_epi32((int)p0[src_row + 1], (int)p1[src_row + 1], (int)p2[src_row + 1],
                                             (int)p3[src_row + 1]);
            _mm_storeu_si128((__m128i *)(out + x), mix4(mix4(a, b, fx), mix4(c, d, fx), weight));
            continue;
        }
        int ixs[4], fxs[4];
        _mm_storeu_si128((__m128i *)ixs, ix);
        _mm_storeu_si128((__m128i *)fxs, fx);
        for (int k = 0; k < 4; k++) {
            if (!(valid >> k & 1)) { out[x + k] = 0; continue; }
            const int i = ixs[k];
            const uint32_t f = (uint32_t)fxs[k];
            if (rows_inside && i >= 0 && i + 1 < src_width) {
                const uint32_t *p = line + i;
                out[x + k] = bilinear(p[0], p[1], p[src_row], p[src_row + 1], f, fy);
            } else {
                out[x + k] = bilinear(texel(src, src_width, src_height, src_row, i, iy),
                                      texel(src, src_width, src_height, src_row, i + 1, iy),
                                      texel(src, src_width, src_height, src_row, i, iy + 1),
                                      texel(src, src_width, src_height, src_row, i + 1, iy + 1), f, fy);
            }
        }
    }
    *pu = u;
    return x;
}

static pthread_once_t avx2_once = PTHREAD_ONCE_INIT;
static int has_avx2 = 0;
static int avoid_avx2 = 0;
static void check_avx2(void) {
    __builtin_cpu_init();
    has_avx2 = __builtin_cpu_supports("avx2");
}
#endif

#ifdef LP_AVX2_PATH
/// Whether the AVX2 loops run: the processor has AVX2 and no test turned them off.
static int simd_allowed(void) {
    pthread_once(&avx2_once, check_avx2);
    return has_avx2 && !__atomic_load_n(&avoid_avx2, __ATOMIC_RELAXED);
}
#endif

int lp_projection_uses_simd(int use) {
#ifdef LP_AVX2_PATH
    pthread_once(&avx2_once, check_avx2);
    __atomic_store_n(&avoid_avx2, !use, __ATOMIC_RELAXED);
    return has_avx2;
#else
    (void)use;
    return 0;
#endif
}

/// The pixels [first, last) of row y, each from the picture.
static void draw_span(const uint32_t *src, int src_width, int src_height, int src_row, uint32_t *out,
                      const double m[9], int y, int first, int last) {
    const double py = y + 0.5;
    const double u0 = m[1] * py + m[2], v0 = m[4] * py + m[5], w0 = m[7] * py + m[8];
    double u = u0 + m[0] * (first + 0.5), v = v0 + m[3] * (first + 0.5), w = w0 + m[6] * (first + 0.5);
    if (m[3] == 0 && m[6] == 0) {
        // v and w stay the same along the row (a picture turned about a
        // horizontal axis, a wheel's row): the division, the source row
        // and its weight are worked out once, the same values the
        // general loop below computes at every pixel.
        span_fixed_row(src, src_width, src_height, src_row, out, first, last, u, m[0], v, w);
        return;
    }
    int x = first;
#ifdef LP_AVX2_PATH
    if (simd_allowed())
        x = span_general_avx2(src, src_width, src_height, src_row, out, first, last, &u, &v, &w,
                              m[0], m[3], m[6]);
#endif
    for (; x < last; x++, u += m[0], v += m[3], w += m[6]) {
        if (!(w > 1e-12)) { out[x] = 0; continue; }
        // Texel centres sit at half-integers.
        const double r = 1.0 / w;
        const double su = u * r - 0.5, sv = v * r - 0.5;
        if (!(su > -1.0 && sv > -1.0 && su < src_width && sv < src_height)) { out[x] = 0; continue; }
        // Floor without a call: both exceed −1.
        const int ix = (int)(su + 1.0) - 1, iy = (int)(sv + 1.0) - 1;
        const uint32_t fx = (uint32_t)((su - ix) * 256.0 + 0.5), fy = (uint32_t)((sv - iy) * 256.0 + 0.5);
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

/// Rows [y_from, y_to) of `lp_draw_projected`: each row depends only on its
/// own y, so any split of the rows gives the same pixels. With `spans`
/// (each row's first and last pixel worked out, from `row_span`) only the
/// columns [x_from, x_to) are written; without, whole rows.
static long draw_rows(const uint32_t *src, int src_width, int src_height, int src_stride,
                      uint32_t *dst, int dst_width, int dst_stride,
                      const double m[9], const double *covers, int cover_count, int y_from, int y_to,
                      const int *spans, int x_from, int x_to) {
    const int src_row = src_stride / 4, dst_row = dst_stride / 4;
    long worked = 0;
    if (!spans) { x_from = 0; x_to = dst_width; }
    for (int y = y_from; y < y_to; y++) {
        uint32_t *out = dst + (long)y * dst_row;
        int first, last;
        if (spans) {
            first = spans[2 * y];
            last = spans[2 * y + 1];
        } else {
            row_span(src_width, src_height, dst_width, m, covers, cover_count, y, &first, &last);
        }
        if (first >= last) first = last = x_to;
        for (int x = x_from; x < first; x++) out[x] = 0;
        for (int x = last; x < x_to; x++) out[x] = 0;
        worked += last - first;
        draw_span(src, src_width, src_height, src_row, out, m, y, first, last);
    }
    return worked;
}

/// One band of rows for a worker thread.
struct band {
    const uint32_t *src;
    int src_width, src_height, src_stride;
    uint32_t *dst;
    int dst_width, dst_stride;
    const double *m, *covers;
    int cover_count, y_from, y_to;
    const int *spans;
    int x_from, x_to;
    long worked;
};

static void *draw_band(void *argument) {
    struct band *b = argument;
    b->worked = draw_rows(b->src, b->src_width, b->src_height, b->src_stride, b->dst, b->dst_width, b->dst_stride,
                          b->m, b->covers, b->cover_count, b->y_from, b->y_to, b->spans, b->x_from, b->x_to);
    return NULL;
}

/// Below this many destination pixels one thread is quicker than starting another.
enum { PARALLEL_PIXELS = 96 * 1024, MAX_BANDS = 4 };

static pthread_once_t cores_once = PTHREAD_ONCE_INIT;
static int cores = 1;

static void count_cores(void) {
    const long online = sysconf(_SC_NPROCESSORS_ONLN);
    cores = online < 1 ? 1 : (online > MAX_BANDS ? MAX_BANDS : (int)online);
}

/// Rows [y_from, y_to) drawn in `bands` bands, each but the first on a thread of its own.
static long run_bands(const uint32_t *src, int src_width, int src_height, int src_stride,
                      uint32_t *dst, int dst_width, int dst_stride, const double m[9], const double *covers,
                      int cover_count, int y_from, int y_to, const int *spans, int x_from, int x_to, int bands) {
    const int rows = y_to - y_from;
    if (bands > MAX_BANDS) bands = MAX_BANDS;
    if (bands > rows) bands = rows > 0 ? rows : 1;
    if (bands <= 1)
        return draw_rows(src, src_width, src_height, src_stride, dst, dst_width, dst_stride, m, covers, cover_count,
                         y_from, y_to, spans, x_from, x_to);
    struct band work[MAX_BANDS];
    pthread_t threads[MAX_BANDS];
    int started[MAX_BANDS] = {0};
    for (int i = 0; i < bands; i++) {
        work[i] = (struct band){src, src_width, src_height, src_stride, dst, dst_width, dst_stride, m, covers,
                                cover_count, y_from + (int)((long)rows * i / bands),
                                y_from + (int)((long)rows * (i + 1) / bands), spans, x_from, x_to, 0};
    }
    for (int i = 1; i < bands; i++) started[i] = pthread_create(&threads[i], NULL, draw_band, &work[i]) == 0;
    draw_band(&work[0]);
    long worked = work[0].worked;
    for (int i = 1; i < bands; i++) {
        if (started[i]) pthread_join(threads[i], NULL);
        else draw_band(&work[i]);  // no thread: this one draws the band
        worked += work[i].worked;
    }
    return worked;
}

static int band_count(long pixels) {
    pthread_once(&cores_once, count_cores);
    return pixels >= PARALLEL_PIXELS ? cores : 1;
}

long lp_draw_projected(const uint32_t *src, int src_width, int src_height, int src_stride,
                       uint32_t *dst, int dst_width, int dst_height, int dst_stride,
                       const double m[9], const double *covers, int cover_count) {
    return lp_draw_projected_in_bands(src, src_width, src_height, src_stride, dst, dst_width, dst_height, dst_stride,
                                      m, covers, cover_count, band_count((long)dst_width * dst_height));
}

long lp_draw_projected_in_bands(const uint32_t *src, int src_width, int src_height, int src_stride,
                                uint32_t *dst, int dst_width, int dst_height, int dst_stride,
                                const double m[9], const double *covers, int cover_count, int bands) {
    // Rows are split into bands: band 0 on this thread, the others on threads of their own.
    return run_bands(src, src_width, src_height, src_stride, dst, dst_width, dst_stride, m, covers, cover_count,
                     0, dst_height, NULL, 0, dst_width, bands);
}

long lp_draw_projected_box(const uint32_t *src, int src_width, int src_height, int src_stride,
                           uint32_t *dst, int dst_width, int dst_height, int dst_stride,
                           const double m[9], const double *covers, int cover_count, int box[4]) {
    box[0] = box[1] = box[2] = box[3] = 0;
    if (dst_width <= 0 || dst_height <= 0) return 0;
    // Each row's span first (a few conditions a row), then the box around them.
    int stack_spans[2 * 1024];
    int *spans = dst_height <= 1024 ? stack_spans : malloc(sizeof(int) * 2 * (size_t)dst_height);
    if (!spans) return -1;
    int x0 = dst_width, x1 = 0, y0 = dst_height, y1 = 0;
    for (int y = 0; y < dst_height; y++) {
        row_span(src_width, src_height, dst_width, m, covers, cover_count, y, &spans[2 * y], &spans[2 * y + 1]);
        if (spans[2 * y] >= spans[2 * y + 1]) continue;
        if (spans[2 * y] < x0) x0 = spans[2 * y];
        if (spans[2 * y + 1] > x1) x1 = spans[2 * y + 1];
        if (y < y0) y0 = y;
        y1 = y + 1;
    }
    long worked = 0;
    if (x1 > x0 && y1 > y0) {
        worked = run_bands(src, src_width, src_height, src_stride, dst, dst_width, dst_stride, m, covers, cover_count,
                           y0, y1, spans, x0, x1, band_count((long)(x1 - x0) * (y1 - y0)));
        box[0] = x0; box[1] = y0; box[2] = x1; box[3] = y1;
    }
    if (spans != stack_spans) free(spans);
    return worked;
}
