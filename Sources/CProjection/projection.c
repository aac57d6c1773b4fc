#include "projection.h"
#include "projection_covers.h"
#include "projection_pixels.h"

#include <pthread.h>
#include <stdlib.h>
#include <unistd.h>


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

#ifdef LP_AVX2_PATH
static int simd_allowed(void);
#endif

/// Whether the row and column shortcuts are taken (tests turn them off to
/// compare them with the general loop).
static int avoid_shortcuts = 0;

/// The pixels [*first, *last) of row y worth working out: those whose
/// sample lies within a texel of the picture's ink (`ink`: the texels
/// {x0, y0, x1, y1} outside which every texel is transparent; NULL, the
/// whole picture) with w > 0, less the ends that cards drawn later cover.
/// Every pixel left out is transparent: its four texels lie outside the ink.
static void row_span(int src_width, int src_height, const int *ink, int dst_width, const double m[9],
                     const struct cover *covers, int cover_count, int y, int *first_out, int *last_out) {
    const double py = y + 0.5;
    // Homogeneous source coordinates at x = 0 on this row (pixel centres
    // are at x + 0.5), changing by m[0], m[3], m[6] per pixel.
    const double u0 = m[1] * py + m[2], v0 = m[4] * py + m[5], w0 = m[7] * py + m[8];
    // Five linear conditions along the row, one interval.
    double lo = 0, hi = dst_width;
    keep_positive(w0 + m[6] * 0.5 - 1e-12, m[6], &lo, &hi);
    // u/w > x0 − 1 (looser than x0 − ½: at u/w ≤ x0 − 1 both texels mixed lie left of x0).
    const double left = (ink ? ink[0] : 0) - 1.0, top = (ink ? ink[1] : 0) - 1.0;
    keep_positive(u0 - left * w0 + (m[0] - left * m[6]) * 0.5, m[0] - left * m[6], &lo, &hi);
    keep_positive(v0 - top * w0 + (m[3] - top * m[6]) * 0.5, m[3] - top * m[6], &lo, &hi);
    // u/w − ½ < x1 (from there on both texels lie at x1 or right of it).
    const double wide = (ink ? ink[2] : src_width) + 0.5, tall = (ink ? ink[3] : src_height) + 0.5;
    keep_positive(wide * (w0 + m[6] * 0.5) - (u0 + m[0] * 0.5), wide * m[6] - m[0], &lo, &hi);
    keep_positive(tall * (w0 + m[6] * 0.5) - (v0 + m[3] * 0.5), tall * m[6] - m[3], &lo, &hi);
    int first = lo <= 0 ? 0 : (lo >= dst_width ? dst_width : (int)lo);
    int last = hi >= dst_width ? dst_width : (hi <= 0 ? 0 : (int)hi + 1);
    if (last > dst_width) last = dst_width;
    if (first > last) first = last;
    // Trim the ends of the span that cards drawn later cover (twice, for
    // a cover reached only once another has trimmed its neighbour; the
    // first pass keeps the row's crossing with each of the first covers).
    enum { KEPT = 64 };
    int kept_from[KEPT], kept_to[KEPT];
    for (int pass = 0; pass < 2 && first < last; pass++) {
        for (int k = 0; k < cover_count && first < last; k++) {
            int from, to;
            if (pass == 0 || k >= KEPT) {
                if (!covered_span(covers + k, py, &from, &to)) from = to = 0;
                if (k < KEPT) {
                    kept_from[k] = from;
                    kept_to[k] = to;
                }
            } else {
                from = kept_from[k];
                to = kept_to[k];
            }
            if (to <= from) continue;
            if (from <= first && to >= last) { first = last; break; }
            if (from <= first && to > first) first = to;
            else if (to >= last && from < last) last = from;
        }
    }
    *first_out = first;
    *last_out = last;
}


#ifdef LP_AVX2_PATH
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

int lp_projection_uses_shortcuts(int use) {
    const int was = !avoid_shortcuts;
    avoid_shortcuts = !use;
    return was;
}

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

/// The pixels [first, last) of row y, each from the picture. Every pixel's
/// homogeneous source position is worked out from its own x (the row's
/// start plus x + ½ times the step), so any loop below gives it the same
/// value: the general one, the row loop (v and w the same along the row, a
/// picture turned about a horizontal axis), the column loop (u and w the
/// same down each column, a picture turned about a vertical axis).
static void draw_span(const uint32_t *src, int src_width, int src_height, int src_row, uint32_t *out,
                      const double m[9], int y, int first, int last, const struct columns *columns) {
    const double py = y + 0.5;
    const double u0 = m[1] * py + m[2], v0 = m[4] * py + m[5], w0 = m[7] * py + m[8];
    int x = first;
    if (columns) {
#ifdef LP_AVX2_PATH
        if (simd_allowed()) x = lp_span_columns_avx2(src, src_width, src_height, src_row, out, first, last, v0, columns);
#endif
        for (; x < last; x++) {
            const int k = x - columns->from;
            const double sv = (v0 + columns->vx[k]) * columns->r[k] - 0.5;
            if (columns->fx[k] < 0 || !(sv > -1.0 && sv < src_height)) { out[x] = 0; continue; }
            const int iy = (int)(sv + 1.0) - 1;
            out[x] = texels(src, src_width, src_height, src_row, columns->ix[k], iy, (uint32_t)columns->fx[k],
                            (uint32_t)((sv - iy) * 256.0 + 0.5));
        }
        return;
    }
    if (m[3] == 0 && m[6] == 0 && !avoid_shortcuts) {
        // v and w stay the same along the row (v0 + 0·x is v0): the
        // division, the source row and its weight are worked out once.
        if (!(w0 > 1e-12)) {
            for (; x < last; x++) out[x] = 0;
            return;
        }
        const double r = 1.0 / w0;
        const double sv = v0 * r - 0.5;
        if (!(sv > -1.0 && sv < src_height)) {
            for (; x < last; x++) out[x] = 0;
            return;
        }
#ifdef LP_AVX2_PATH
        if (simd_allowed()) x = lp_span_row_avx2(src, src_width, src_height, src_row, out, first, last, u0, m[0], r, sv);
#endif
        const int iy = (int)(sv + 1.0) - 1;
        const uint32_t fy = (uint32_t)((sv - iy) * 256.0 + 0.5);
        for (; x < last; x++) {
            const double su = (u0 + m[0] * (x + 0.5)) * r - 0.5;
            if (!(su > -1.0 && su < src_width)) { out[x] = 0; continue; }
            const int ix = (int)(su + 1.0) - 1;
            out[x] = texels(src, src_width, src_height, src_row, ix, iy, (uint32_t)((su - ix) * 256.0 + 0.5), fy);
        }
        return;
    }
#ifdef LP_AVX2_PATH
    if (simd_allowed())
        x = lp_span_general_avx2(src, src_width, src_height, src_row, out, first, last, u0, v0, w0, m[0], m[3], m[6]);
#endif
    for (; x < last; x++) {
        const double px = x + 0.5;
        int ix, iy;
        uint32_t fx, fy;
        if (!locate(src_width, src_height, u0 + m[0] * px, v0 + m[3] * px, w0 + m[6] * px, &ix, &iy, &fx, &fy)) {
            out[x] = 0;
            continue;
        }
        out[x] = texels(src, src_width, src_height, src_row, ix, iy, fx, fy);
    }
}

/// The columns [from, to) of a map whose u and w do not change with y
/// (m[1] = m[7] = 0), or nothing (columns->r NULL) for any other map, when
/// the shortcuts are off, or when out of memory (the general loop then draws).
static void make_columns(const double m[9], int src_width, int from, int to, struct columns *c) {
    c->from = from;
    c->to = to;
    c->r = c->vx = NULL;
    c->ix = c->fx = NULL;
    if (m[1] != 0 || m[7] != 0 || avoid_shortcuts || to <= from || (m[3] == 0 && m[6] == 0)) return;
    const size_t n = (size_t)(to - from);
    char *block = malloc(n * (2 * sizeof(double) + 2 * sizeof(int)));
    if (!block) return;
    c->r = (double *)block;
    c->vx = c->r + n;
    c->ix = (int *)(c->vx + n);
    c->fx = c->ix + n;
    // u0 and w0 are the row's (m[1]·py + m[2] with m[1] = 0, whatever py).
    const double u0 = m[1] * 0.5 + m[2], w0 = m[7] * 0.5 + m[8];
    for (int x = from; x < to; x++) {
        const size_t k = (size_t)(x - from);
        const double px = x + 0.5, w = w0 + m[6] * px;
        c->vx[k] = m[3] * px;
        c->ix[k] = 0;
        c->fx[k] = -1;
        c->r[k] = 0;
        if (!(w > 1e-12)) continue;
        const double r = 1.0 / w, su = (u0 + m[0] * px) * r - 0.5;
        c->r[k] = r;
        if (!(su > -1.0 && su < src_width)) continue;
        c->ix[k] = (int)(su + 1.0) - 1;
        c->fx[k] = (int)((su - c->ix[k]) * 256.0 + 0.5);
    }
}

/// Rows [y_from, y_to) of `lp_draw_projected`: each row depends only on its
/// own y, so any split of the rows gives the same pixels. With `spans`
/// (each row's first and last pixel worked out, from `row_span`) only the
/// columns [x_from, x_to) are written; without, whole rows.
static long draw_rows(const uint32_t *src, int src_width, int src_height, int src_stride,
                      uint32_t *dst, int dst_width, int dst_stride,
                      const double m[9], const struct cover *covers, int cover_count, int y_from, int y_to,
                      const int *spans, int x_from, int x_to, const struct columns *columns) {
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
            row_span(src_width, src_height, NULL, dst_width, m, covers, cover_count, y, &first, &last);
        }
        if (first >= last) first = last = x_to;
        for (int x = x_from; x < first; x++) out[x] = 0;
        for (int x = last; x < x_to; x++) out[x] = 0;
        worked += last - first;
        draw_span(src, src_width, src_height, src_row, out, m, y, first, last, columns);
    }
    return worked;
}

/// One band of rows for a worker thread.
struct band {
    const uint32_t *src;
    int src_width, src_height, src_stride;
    uint32_t *dst;
    int dst_width, dst_stride;
    const double *m;
    const struct cover *covers;
    int cover_count, y_from, y_to;
    const int *spans;
    int x_from, x_to;
    const struct columns *columns;
    long worked;
};

static void *draw_band(void *argument) {
    struct band *b = argument;
    b->worked = draw_rows(b->src, b->src_width, b->src_height, b->src_stride, b->dst, b->dst_width, b->dst_stride,
                          b->m, b->covers, b->cover_count, b->y_from, b->y_to, b->spans, b->x_from, b->x_to,
                          b->columns);
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
                      uint32_t *dst, int dst_width, int dst_stride, const double m[9], const struct cover *covers,
                      int cover_count, int y_from, int y_to, const int *spans, int x_from, int x_to, int bands) {
    const int rows = y_to - y_from;
    if (bands > MAX_BANDS) bands = MAX_BANDS;
    if (bands > rows) bands = rows > 0 ? rows : 1;
    if (!spans) { x_from = 0; x_to = dst_width; }
    struct columns table;
    make_columns(m, src_width, x_from, x_to, &table);
    const struct columns *columns = table.r ? &table : NULL;
    long worked = 0;
    if (bands <= 1) {
        worked = draw_rows(src, src_width, src_height, src_stride, dst, dst_width, dst_stride, m, covers, cover_count,
                           y_from, y_to, spans, x_from, x_to, columns);
    } else {
        struct band work[MAX_BANDS];
        pthread_t threads[MAX_BANDS];
        int started[MAX_BANDS] = {0};
        for (int i = 0; i < bands; i++) {
            work[i] = (struct band){src, src_width, src_height, src_stride, dst, dst_width, dst_stride, m, covers,
                                    cover_count, y_from + (int)((long)rows * i / bands),
                                    y_from + (int)((long)rows * (i + 1) / bands), spans, x_from, x_to, columns, 0};
        }
        for (int i = 1; i < bands; i++) started[i] = pthread_create(&threads[i], NULL, draw_band, &work[i]) == 0;
        draw_band(&work[0]);
        worked = work[0].worked;
        for (int i = 1; i < bands; i++) {
            if (started[i]) pthread_join(threads[i], NULL);
            else draw_band(&work[i]);  // no thread: this one draws the band
            worked += work[i].worked;
        }
    }
    free(table.r);
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
    struct cover room[16];
    struct cover *made = make_covers(covers, cover_count, room, 16);
    const long worked = run_bands(src, src_width, src_height, src_stride, dst, dst_width, dst_stride, m, made,
                                  made ? cover_count : 0, 0, dst_height, NULL, 0, dst_width, bands);
    if (made != room) free(made);
    return worked;
}

long lp_draw_projected_extents(const uint32_t *src, int src_width, int src_height, int src_stride,
                               const int ink[4], uint32_t *dst, int dst_width, int dst_height, int dst_stride,
                               const double m[9], const double *covers, int cover_count, int box[4],
                               int *extents) {
    box[0] = box[1] = box[2] = box[3] = 0;
    if (extents)
        for (int k = 0; k < (dst_height + LP_EXTENT_ROWS - 1) / LP_EXTENT_ROWS; k++) extents[2 * k] = extents[2 * k + 1] = 0;
    if (dst_width <= 0 || dst_height <= 0) return 0;
    // Each row's span first (a few conditions a row), then the box around them.
    int stack_spans[2 * 1024];
    int *spans = dst_height <= 1024 ? stack_spans : malloc(sizeof(int) * 2 * (size_t)dst_height);
    if (!spans) return -1;
    struct cover room[64];
    struct cover *made = make_covers(covers, cover_count, room, 64);
    if (!made) cover_count = 0;
    int x0 = dst_width, x1 = 0, y0 = dst_height, y1 = 0;
    for (int y = 0; y < dst_height; y++) {
        row_span(src_width, src_height, ink, dst_width, m, made, cover_count, y, &spans[2 * y], &spans[2 * y + 1]);
        if (spans[2 * y] >= spans[2 * y + 1]) continue;
        if (extents) {
            int *e = extents + 2 * (y / LP_EXTENT_ROWS);
            if (e[0] >= e[1]) {
                e[0] = spans[2 * y];
                e[1] = spans[2 * y + 1];
            } else {
                if (spans[2 * y] < e[0]) e[0] = spans[2 * y];
                if (spans[2 * y + 1] > e[1]) e[1] = spans[2 * y + 1];
            }
        }
        if (spans[2 * y] < x0) x0 = spans[2 * y];
        if (spans[2 * y + 1] > x1) x1 = spans[2 * y + 1];
        if (y < y0) y0 = y;
        y1 = y + 1;
    }
    long worked = 0;
    if (x1 > x0 && y1 > y0) {
        worked = run_bands(src, src_width, src_height, src_stride, dst, dst_width, dst_stride, m, made, cover_count,
                           y0, y1, spans, x0, x1, band_count((long)(x1 - x0) * (y1 - y0)));
        box[0] = x0; box[1] = y0; box[2] = x1; box[3] = y1;
    }
    if (spans != stack_spans) free(spans);
    if (made != room) free(made);
    return worked;
}

void lp_ink_bounds(const uint32_t *src, int width, int height, int stride, int ink[4]) {
    const int row = stride / 4;
    int x0 = width, y0 = height, x1 = 0, y1 = 0;
    for (int y = 0; y < height; y++) {
        const uint32_t *p = src + (long)y * row;
        int first = 0;
        while (first < width && (p[first] >> 24) == 0) first++;
        if (first == width) continue;
        int last = width;
        while ((p[last - 1] >> 24) == 0) last--;
        if (first < x0) x0 = first;
        if (last > x1) x1 = last;
        if (y < y0) y0 = y;
        y1 = y + 1;
    }
    if (x1 <= x0) x0 = y0 = x1 = y1 = 0;
    ink[0] = x0; ink[1] = y0; ink[2] = x1; ink[3] = y1;
}
