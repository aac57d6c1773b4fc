// The projection kernel's loops four pixels at a time, for processors with
// AVX2 (chosen at run time): each gives every pixel the same operations in
// the same order as the scalar loops in projection.c, so the same pixels.

#include "projection_pixels.h"

#ifdef LP_AVX2_PATH
#include <immintrin.h>


/// Four weights (0…256, one per 32-bit lane) spread over the four 16-bit
/// channels of each pixel.
__attribute__((target("avx2")))
static inline __m256i spread4(__m128i f) {
    const __m128i low = _mm_setr_epi8(0, 1, 0, 1, 0, 1, 0, 1, 4, 5, 4, 5, 4, 5, 4, 5);
    const __m128i high = _mm_setr_epi8(8, 9, 8, 9, 8, 9, 8, 9, 12, 13, 12, 13, 12, 13, 12, 13);
    return _mm256_set_m128i(_mm_shuffle_epi8(f, high), _mm_shuffle_epi8(f, low));
}

/// `mix` on four pixels whose channels are 16-bit lanes: a·(256 − f) + b·f
/// is at most 255·256, so it fits a lane, and the top byte of the sum is
/// what `mix` keeps: the same values.
__attribute__((target("avx2")))
static inline __m256i mix16(__m256i a, __m256i b, __m256i f) {
    const __m256i g = _mm256_sub_epi16(_mm256_set1_epi16(256), f);
    return _mm256_srli_epi16(_mm256_add_epi16(_mm256_mullo_epi16(a, g), _mm256_mullo_epi16(b, f)), 8);
}

/// The bilinear mix of four pixels, each from the texels at `at[k]` and
/// its right and lower neighbours (all inside the picture).
__attribute__((target("avx2")))
static inline __m128i bilinear4(const uint32_t *src, int src_row, __m128i where, __m128i fx, __m128i fy) {
    // The offsets straight from the register (a store and four reloads stall).
    const int at[4] = {_mm_cvtsi128_si32(where), _mm_extract_epi32(where, 1), _mm_extract_epi32(where, 2),
                       _mm_extract_epi32(where, 3)};
    // Two texels side by side are one 64-bit load.
    const __m128i top01 = _mm_unpacklo_epi64(_mm_loadl_epi64((const __m128i *)(src + at[0])),
                                             _mm_loadl_epi64((const __m128i *)(src + at[1])));
    const __m128i top23 = _mm_unpacklo_epi64(_mm_loadl_epi64((const __m128i *)(src + at[2])),
                                             _mm_loadl_epi64((const __m128i *)(src + at[3])));
    const __m128i low01 = _mm_unpacklo_epi64(_mm_loadl_epi64((const __m128i *)(src + at[0] + src_row)),
                                             _mm_loadl_epi64((const __m128i *)(src + at[1] + src_row)));
    const __m128i low23 = _mm_unpacklo_epi64(_mm_loadl_epi64((const __m128i *)(src + at[2] + src_row)),
                                             _mm_loadl_epi64((const __m128i *)(src + at[3] + src_row)));
    // [a0 b0 a1 b1] [a2 b2 a3 b3] → [a0 a1 a2 a3] and [b0 b1 b2 b3].
    const __m128i a = _mm_castps_si128(_mm_shuffle_ps(_mm_castsi128_ps(top01), _mm_castsi128_ps(top23), 0x88));
    const __m128i b = _mm_castps_si128(_mm_shuffle_ps(_mm_castsi128_ps(top01), _mm_castsi128_ps(top23), 0xdd));
    const __m128i c = _mm_castps_si128(_mm_shuffle_ps(_mm_castsi128_ps(low01), _mm_castsi128_ps(low23), 0x88));
    const __m128i d = _mm_castps_si128(_mm_shuffle_ps(_mm_castsi128_ps(low01), _mm_castsi128_ps(low23), 0xdd));
    const __m256i wx = spread4(fx), wy = spread4(fy);
    const __m256i top = mix16(_mm256_cvtepu8_epi16(a), _mm256_cvtepu8_epi16(b), wx);
    const __m256i bottom = mix16(_mm256_cvtepu8_epi16(c), _mm256_cvtepu8_epi16(d), wx);
    const __m256i mixed = mix16(top, bottom, wy);
    return _mm_packus_epi16(_mm256_castsi256_si128(mixed), _mm256_extracti128_si256(mixed, 1));
}

/// Four pixels the vector loops could not finish (at the picture's edge or
/// beyond it) pixel by pixel, from the same values.
__attribute__((target("avx2")))
static void finish4(const uint32_t *src, int src_width, int src_height, int src_row, uint32_t *out, int valid,
                    __m128i ix, __m128i iy, __m128i fx, __m128i fy) {
    int ixs[4], iys[4], fxs[4], fys[4];
    _mm_storeu_si128((__m128i *)ixs, ix);
    _mm_storeu_si128((__m128i *)iys, iy);
    _mm_storeu_si128((__m128i *)fxs, fx);
    _mm_storeu_si128((__m128i *)fys, fy);
    for (int k = 0; k < 4; k++)
        out[k] = valid >> k & 1 ? texels(src, src_width, src_height, src_row, ixs[k], iys[k], (uint32_t)fxs[k],
                                         (uint32_t)fys[k])
                                : 0;
}

/// Source positions of four pixels from su, sv (`locate`'s conversions on
/// four lanes: truncating, no fused multiply-adds).
__attribute__((target("avx2")))
static inline void locate4(__m256d su, __m256d sv, __m128i *ix, __m128i *iy, __m128i *fx, __m128i *fy) {
    const __m256d one = _mm256_set1_pd(1.0), half = _mm256_set1_pd(0.5), steps = _mm256_set1_pd(256.0);
    const __m128i ones = _mm_set1_epi32(1);
    *ix = _mm_sub_epi32(_mm256_cvttpd_epi32(_mm256_add_pd(su, one)), ones);
    *iy = _mm_sub_epi32(_mm256_cvttpd_epi32(_mm256_add_pd(sv, one)), ones);
    *fx = _mm256_cvttpd_epi32(_mm256_add_pd(_mm256_mul_pd(_mm256_sub_pd(su, _mm256_cvtepi32_pd(*ix)), steps), half));
    *fy = _mm256_cvttpd_epi32(_mm256_add_pd(_mm256_mul_pd(_mm256_sub_pd(sv, _mm256_cvtepi32_pd(*iy)), steps), half));
}

/// Whether all four pixels' texels lie inside the picture, and where they start.
__attribute__((target("avx2")))
static inline int inside4(__m128i ix, __m128i iy, int src_width, int src_height, int src_row, __m128i *at) {
    const __m128i negative = _mm_set1_epi32(-1);
    __m128i inside = _mm_and_si128(_mm_cmpgt_epi32(ix, negative), _mm_cmpgt_epi32(iy, negative));
    inside = _mm_and_si128(inside, _mm_and_si128(_mm_cmplt_epi32(ix, _mm_set1_epi32(src_width - 1)),
                                                 _mm_cmplt_epi32(iy, _mm_set1_epi32(src_height - 1))));
    if (_mm_movemask_ps(_mm_castsi128_ps(inside)) != 15) return 0;
    *at = _mm_add_epi32(_mm_mullo_epi32(iy, _mm_set1_epi32(src_row)), ix);
    return 1;
}

/// Asks for the texels a few source rows below four pixels' (where the
/// pixels of the rows below will read, down a turned card) to be brought
/// into the cache while this row is mixed. The pictures of a frame's
/// cards do not stay in the cache from one frame to the next, and the
/// reads of a turned card jump rows as they go, which the processor does
/// not foresee: a Cover Flow card drew 2.5× as fast with it when sixteen
/// pictures took turns. A prefetch never faults, even past the picture.
__attribute__((target("avx2")))
static inline void prefetch_below(const uint32_t *src, int src_row, __m128i at) {
    enum { ROWS_AHEAD = 6 };
    // As integers: an address past the picture is no pointer C allows.
    const uintptr_t below = (uintptr_t)src + (uintptr_t)ROWS_AHEAD * (uintptr_t)src_row * 4;
    _mm_prefetch((const char *)(below + 4 * (uintptr_t)(uint32_t)_mm_cvtsi128_si32(at)), _MM_HINT_T0);
    _mm_prefetch((const char *)(below + 4 * (uintptr_t)(uint32_t)_mm_extract_epi32(at, 1)), _MM_HINT_T0);
    _mm_prefetch((const char *)(below + 4 * (uintptr_t)(uint32_t)_mm_extract_epi32(at, 2)), _MM_HINT_T0);
    _mm_prefetch((const char *)(below + 4 * (uintptr_t)(uint32_t)_mm_extract_epi32(at, 3)), _MM_HINT_T0);
}

/// The general loop four pixels at a time (AVX2): each pixel's u, v, w
/// worked out from its own x as the scalar loop does (x + ½ times the
/// step, plus the row's start; no fused multiply-adds), IEEE division,
/// truncating conversions, the same 8-bit mixes: the same pixels. Returns
/// where it stopped.
__attribute__((target("avx2")))
int lp_span_general_avx2(const uint32_t *src, int src_width, int src_height, int src_row, uint32_t *out,
                             int first, int last, double u0, double v0, double w0, double du, double dv, double dw) {
    const __m256d epsilon = _mm256_set1_pd(1e-12), one = _mm256_set1_pd(1.0), half = _mm256_set1_pd(0.5);
    const __m256d below = _mm256_set1_pd(-1.0), wide = _mm256_set1_pd((double)src_width);
    const __m256d tall = _mm256_set1_pd((double)src_height);
    const __m256d U0 = _mm256_set1_pd(u0), V0 = _mm256_set1_pd(v0), W0 = _mm256_set1_pd(w0);
    const __m256d DU = _mm256_set1_pd(du), DV = _mm256_set1_pd(dv), DW = _mm256_set1_pd(dw);
    __m256d X = _mm256_setr_pd(first + 0.5, first + 1.5, first + 2.5, first + 3.5);
    const __m256d four = _mm256_set1_pd(4.0);
    int x = first;
    for (; x + 4 <= last; x += 4, X = _mm256_add_pd(X, four)) {
        const __m256d U = _mm256_add_pd(U0, _mm256_mul_pd(DU, X)), V = _mm256_add_pd(V0, _mm256_mul_pd(DV, X));
        const __m256d W = _mm256_add_pd(W0, _mm256_mul_pd(DW, X));
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
        __m128i ix, iy, fx, fy;
        locate4(su, sv, &ix, &iy, &fx, &fy);
        __m128i at;
        if (valid == 15 && inside4(ix, iy, src_width, src_height, src_row, &at)) {
            prefetch_below(src, src_row, at);
            _mm_storeu_si128((__m128i *)(out + x), bilinear4(src, src_row, at, fx, fy));
            continue;
        }
        finish4(src, src_width, src_height, src_row, out + x, valid, ix, iy, fx, fy);
    }
    return x;
}

/// The row loop four pixels at a time (AVX2): along a row where v and w do
/// not change, 1/w, the source row and its weight are the row's.
__attribute__((target("avx2")))
int lp_span_row_avx2(const uint32_t *src, int src_width, int src_height, int src_row, uint32_t *out, int first,
                         int last, double u0, double du, double r, double sv) {
    const __m256d half = _mm256_set1_pd(0.5), below = _mm256_set1_pd(-1.0);
    const __m256d wide = _mm256_set1_pd((double)src_width), R = _mm256_set1_pd(r);
    const __m256d U0 = _mm256_set1_pd(u0), DU = _mm256_set1_pd(du), SV = _mm256_set1_pd(sv);
    __m256d X = _mm256_setr_pd(first + 0.5, first + 1.5, first + 2.5, first + 3.5);
    const __m256d four = _mm256_set1_pd(4.0);
    int x = first;
    for (; x + 4 <= last; x += 4, X = _mm256_add_pd(X, four)) {
        const __m256d su = _mm256_sub_pd(_mm256_mul_pd(_mm256_add_pd(U0, _mm256_mul_pd(DU, X)), R), half);
        const __m256d ok = _mm256_and_pd(_mm256_cmp_pd(su, below, _CMP_GT_OQ), _mm256_cmp_pd(su, wide, _CMP_LT_OQ));
        const int valid = _mm256_movemask_pd(ok);
        if (valid == 0) {
            _mm_storeu_si128((__m128i *)(out + x), _mm_setzero_si128());
            continue;
        }
        __m128i ix, iy, fx, fy;
        locate4(su, SV, &ix, &iy, &fx, &fy);
        __m128i at;
        if (valid == 15 && inside4(ix, iy, src_width, src_height, src_row, &at)) {
            _mm_storeu_si128((__m128i *)(out + x), bilinear4(src, src_row, at, fx, fy));
            continue;
        }
        finish4(src, src_width, src_height, src_row, out + x, valid, ix, iy, fx, fy);
    }
    return x;
}

/// Four pixels [x, x + 4) of a row from the columns' table (AVX2): 1/w,
/// the source column and its weight are the columns'; v is the row's
/// start plus the column's part.
__attribute__((target("avx2")))
static inline void columns4(const uint32_t *src, int src_width, int src_height, int src_row, uint32_t *out, int x,
                            double v0, const struct columns *c) {
    const __m256d half = _mm256_set1_pd(0.5), below = _mm256_set1_pd(-1.0), one = _mm256_set1_pd(1.0);
    const __m256d tall = _mm256_set1_pd((double)src_height), steps = _mm256_set1_pd(256.0);
    const int k = x - c->from;
    const __m128i fx = _mm_loadu_si128((const __m128i *)(c->fx + k));
    const __m256d R = _mm256_loadu_pd(c->r + k);
    const __m256d sv = _mm256_sub_pd(_mm256_mul_pd(_mm256_add_pd(_mm256_set1_pd(v0), _mm256_loadu_pd(c->vx + k)), R),
                                     half);
    const __m256d ok = _mm256_and_pd(_mm256_cmp_pd(sv, below, _CMP_GT_OQ), _mm256_cmp_pd(sv, tall, _CMP_LT_OQ));
    const int drawn = _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpgt_epi32(fx, _mm_set1_epi32(-1))));
    const int valid = _mm256_movemask_pd(ok) & drawn;
    if (valid == 0) {
        _mm_storeu_si128((__m128i *)(out + x), _mm_setzero_si128());
        return;
    }
    const __m128i ix = _mm_loadu_si128((const __m128i *)(c->ix + k));
    const __m128i iy = _mm_sub_epi32(_mm256_cvttpd_epi32(_mm256_add_pd(sv, one)), _mm_set1_epi32(1));
    const __m128i fy = _mm256_cvttpd_epi32(
        _mm256_add_pd(_mm256_mul_pd(_mm256_sub_pd(sv, _mm256_cvtepi32_pd(iy)), steps), half));
    __m128i at;
    if (valid == 15 && inside4(ix, iy, src_width, src_height, src_row, &at)) {
        prefetch_below(src, src_row, at);
        _mm_storeu_si128((__m128i *)(out + x), bilinear4(src, src_row, at, fx, fy));
        return;
    }
    finish4(src, src_width, src_height, src_row, out + x, valid, ix, iy, fx, fy);
}

/// The column loop of one row four pixels at a time (AVX2). Returns where it stopped.
__attribute__((target("avx2")))
int lp_span_columns_avx2(const uint32_t *src, int src_width, int src_height, int src_row, uint32_t *out,
                             int first, int last, double v0, const struct columns *c) {
    int x = first;
    for (; x + 4 <= last; x += 4) columns4(src, src_width, src_height, src_row, out, x, v0, c);
    return x;
}

#endif
