#ifndef LP_PROJECTION_H
#define LP_PROJECTION_H

#include <stdint.h>

/// Draws a picture through a projective map, exactly: every destination
/// pixel takes the colour the inverse map sends its centre to.
///
/// `src` and `dst` are premultiplied ARGB32 pixels (cairo's
/// CAIRO_FORMAT_ARGB32), `stride` bytes apart per row. `inverse` is the 3×3
/// matrix, row by row, taking a destination pixel position (x, y, 1) to
/// homogeneous source pixel coordinates (u, v, w): the picture is sampled at
/// (u/w, v/w), bilinearly, transparent outside it (a soft edge one source
/// pixel wide) and where w ≤ 0. Every destination pixel is written (SOURCE).
///
/// `covers` holds `cover_count` convex quadrilaterals (x, y pairs, four
/// corners each, destination pixels) that something drawn later covers
/// opaquely: on each row, pixels at either end of the drawn span whose
/// centres they cover are left transparent instead of computed.
/// Returns the number of pixels worked out (the rest were left transparent).
///
/// Every row depends only on its own position, so a large destination is
/// split into bands of rows drawn at once on up to as many threads as there
/// are processors (at most 4); the pixels are the same however it is split.
long lp_draw_projected(const uint32_t *src, int src_width, int src_height, int src_stride,
                       uint32_t *dst, int dst_width, int dst_height, int dst_stride,
                       const double inverse[9], const double *covers, int cover_count);

/// `lp_draw_projected` split into exactly `bands` bands of rows (1…4), each
/// but the first on a thread of its own.
long lp_draw_projected_in_bands(const uint32_t *src, int src_width, int src_height, int src_stride,
                                uint32_t *dst, int dst_width, int dst_height, int dst_stride,
                                const double inverse[9], const double *covers, int cover_count, int bands);

/// The rows of a band of `lp_draw_projected_extents`' extents.
#define LP_EXTENT_ROWS 8

/// `lp_draw_projected`, writing only the pixels in the bounding box of those
/// it works out (the rest stay as they were): `box` receives it as
/// {x0, y0, x1, y1}, empty (all 0) when no pixel is worked out. Inside the
/// box the pixels are those `lp_draw_projected` writes; outside it
/// `lp_draw_projected` writes only transparent ones, which a paint of the
/// box alone leaves out. Returns the number of pixels worked out, -1 when
/// out of memory.
///
/// `extents` (NULL for not asked; else 2·⌈dst_height / LP_EXTENT_ROWS⌉
/// ints) receives where in the box the pixels worked out lie: for each
/// band of `LP_EXTENT_ROWS` destination rows from the top, the columns
/// [first, last) of its rows' pixels worked out (first ≥ last: none).
/// Elsewhere in the box the pixels written are transparent (a card's part
/// under nearer cards), so a paint clipped to these bands is the same
/// picture as one of the whole box, and a display server then composes
/// only what the bands let through.
///
/// `ink` (NULL for the whole picture) is {x0, y0, x1, y1}: the texels
/// outside [x0, x1) × [y0, y1) are transparent (see `lp_ink_bounds`), so
/// pixels whose samples mix only those are left out like the rest (a
/// card's shadow margin beyond the shadow's reach).
long lp_draw_projected_extents(const uint32_t *src, int src_width, int src_height, int src_stride,
                               const int ink[4], uint32_t *dst, int dst_width, int dst_height, int dst_stride,
                               const double inverse[9], const double *covers, int cover_count, int box[4],
                               int *extents);

/// The texels of a picture (premultiplied ARGB32) outside which every texel
/// is transparent, as {x0, y0, x1, y1} ({0, 0, 0, 0} when all are).
void lp_ink_bounds(const uint32_t *src, int width, int height, int stride, int ink[4]);

/// Converts `height` rows of 8-bit RGB or RGBA (`channels` bytes a pixel,
/// `src_stride` bytes a row, alpha straight when `has_alpha`) into
/// premultiplied ARGB32, `width` pixels a row, rounding c·a/255 exactly as
/// cairo and pixman do: a decoded picture becomes a surface's pixels.
void lp_premultiply_rows(const uint8_t *src, int width, int height, int src_stride, int channels,
                         int has_alpha, uint32_t *dst);

/// Whether the kernel may take its four-pixels-at-a-time path on processors
/// with AVX2 (the default), which gives the same pixels as the scalar one;
/// for tests that compare the two. Returns whether the processor has it.
int lp_projection_uses_simd(int use);

/// Whether the kernel takes its shortcuts (the default): rows along which
/// v and w stay the same, and columns down which u and w stay the same,
/// worked out once instead of per pixel, which gives the same pixels as
/// the general loop; for tests that compare them. Returns the old setting.
int lp_projection_uses_shortcuts(int use);

#endif
