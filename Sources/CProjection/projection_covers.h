#ifndef LP_PROJECTION_COVERS_H
#define LP_PROJECTION_COVERS_H

// The quadrilaterals that cards drawn later cover, crossed with the rows of
// a turned card to leave their pixels out. Internal to the kernel.

#include <stdlib.h>

/// A convex quadrilateral that covers pixels, ready for rows to be
/// crossed with it: its rows' extent, and each edge that is not
/// horizontal as a start, a slope and the rows it spans (worked out once
/// per picture drawn, not once per row).
struct cover {
    double top, bottom;
    int edges;
    double y0[4], x0[4], slope[4], low[4], high[4];
};

/// `count` quadrilaterals (x, y pairs, four corners each) as covers, into
/// `room` when they fit (`room_count`), else into memory the caller frees;
/// NULL when there are none or memory runs out (nothing is then trimmed).
static inline struct cover *make_covers(const double *quads, int count, struct cover *room, int room_count) {
    if (!quads || count <= 0) return NULL;
    struct cover *covers = count <= room_count ? room : malloc(sizeof(struct cover) * (size_t)count);
    if (!covers) return NULL;
    for (int k = 0; k < count; k++) {
        const double *q = quads + 8 * k;
        struct cover *c = covers + k;
        c->top = 1e300;
        c->bottom = -1e300;
        c->edges = 0;
        for (int i = 0; i < 4; i++) {
            const double x0 = q[2 * i], y0 = q[2 * i + 1], x1 = q[(2 * i + 2) % 8], y1 = q[(2 * i + 3) % 8];
            if (y0 < c->top) c->top = y0;
            if (y0 > c->bottom) c->bottom = y0;
            if (y0 == y1) continue;  // a horizontal edge crosses no row at one point
            const int n = c->edges++;
            c->y0[n] = y0;
            c->x0[n] = x0;
            c->slope[n] = (x1 - x0) / (y1 - y0);
            c->low[n] = y0 < y1 ? y0 : y1;
            c->high[n] = y0 < y1 ? y1 : y0;
        }
    }
    return covers;
}

/// The pixels [*from, *to) of a row whose centres (x + ½, yc) a cover
/// covers; false when the row misses it.
static inline int covered_span(const struct cover *c, double yc, int *from, int *to) {
    if (!(yc >= c->top && yc <= c->bottom)) return 0;
    double lo = 1e300, hi = -1e300;
    int crossings = 0;
    for (int i = 0; i < c->edges; i++) {
        if (yc < c->low[i] || yc > c->high[i]) continue;
        const double x = c->x0[i] + (yc - c->y0[i]) * c->slope[i];
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

#endif
