/// The keyline carousel's multi-aspect strategy in Java: no keylines, items
/// at their own aspect ratio, masked and parallaxed at the edges, ported
/// from the library's `MultiAspectRun` and `MultiAspectIntensity`.
extension AndroidExporter {
    /// The multi-aspect strategy's run of items (Compose's multi-aspect carousel).
    static let keylineMultiAspectMath = #"""
// ---- The multi-aspect strategy: no keylines; items keep their aspect ratio ----

/**
 * The items end to end with the spacing between them, each at its own length along the axis;
 * an item crossing the viewport's edge is masked and its picture parallaxed, more for wide
 * items than for tall ones (Compose's MultiAspectCarouselItemDrawInfo).
 */
static final class MultiAspectRun {
    final double[] lengths, starts;
    final double longest, container, crossSize, travel;
    final boolean centered;

    MultiAspectRun(double[] raw, double container, double crossSize, double spacing, boolean centered) {
        container = smax(container, 1);
        lengths = new double[raw.length];
        double total = 0, longest = 0;
        for (int i = 0; i < raw.length; i++) {
            lengths[i] = Double.isFinite(raw[i]) ? smin(smax(raw[i], 1), container) : container;
            total += lengths[i];
            longest = Math.max(longest, lengths[i]);
        }
        total += spacing * Math.max(0, raw.length - 1);
        double edge = centered && total < container ? (container - total) / 2 : 0;
        starts = new double[raw.length];
        for (int i = 0; i < raw.length; i++) { starts[i] = edge; edge += lengths[i] + spacing; }
        this.longest = longest;
        this.container = container;
        this.crossSize = smax(crossSize, 1);
        this.travel = smax(0, total - container);
        this.centered = centered;
    }

    /** Item i at logical offset s: { its picture's leading edge in the viewport, the window's start in the item, the window's length }. */
    double[] placement(int i, double s, double parallax) {
        double length = lengths[i], x = starts[i] - s;
        double strength = intensity(length / crossSize);
        if (x < 0) {
            double d = smin(-x, length), shift = d * strength * parallax, opening = d * (1 - strength);
            return new double[] { x + shift, opening - shift, length - opening };
        }
        if (x > container - length) {
            double d = smin(x + length - container, length), shift = d * strength * parallax;
            return new double[] { x - shift, shift, length - d * (1 - strength) };
        }
        return new double[] { x, 0, length };
    }

    /** Its leading edge at the viewport's (or its centre at the centre), within the travel. */
    double restOffset(int i) {
        double target = centered ? starts[i] + lengths[i] / 2 - container / 2 : starts[i];
        return smin(smax(target, 0), travel);
    }

    /** The item whose rest offset is nearest s (the first of equals). */
    Integer nearestItem(double s) {
        int count = lengths.length;
        if (count == 0) return null;
        int lo = 0, hi = count;
        while (lo < hi) { int mid = (lo + hi) >>> 1; if (restOffset(mid) < s) lo = mid + 1; else hi = mid; }
        if (lo >= count) return firstResting(restOffset(count - 1), count - 1);
        if (lo == 0) return 0;
        double before = restOffset(lo - 1);
        int previous = firstResting(before, lo - 1);
        return s - before <= restOffset(lo) - s ? previous : lo;
    }

    private int firstResting(double offset, int atOrBefore) {
        int lo = 0, hi = atOrBefore;
        while (lo < hi) { int mid = (lo + hi) >>> 1; if (restOffset(mid) < offset) lo = mid + 1; else hi = mid; }
        return lo;
    }

    /** { first, end }: the items that could be drawn within low…high along the axis (a picture lags its item by at most half its length). */
    int[] items(double low, double high) {
        double reach = longest / 2;
        int lo = 0, hi = lengths.length;
        while (lo < hi) { int mid = (lo + hi) >>> 1; if (starts[mid] + lengths[mid] < low - reach) lo = mid + 1; else hi = mid; }
        int end = lo;
        while (end < lengths.length && starts[end] <= high + reach) end++;
        return new int[] { lo, end };
    }

    /** How strongly an item is masked and parallaxed by its aspect ratio along the axis: ½ from 16:9 up, ⅓ at 1:1, ¼ from 9:16 down, linear between. */
    static double intensity(double ratio) {
        if (ratio >= 16.0 / 9) return 1.0 / 2;
        if (ratio >= 1) return 1.0 / 3 + (1.0 / 2 - 1.0 / 3) * (ratio - 1) / (16.0 / 9 - 1);
        if (ratio >= 9.0 / 16) return 1.0 / 4 + (1.0 / 3 - 1.0 / 4) * (ratio - 9.0 / 16) / (1 - 9.0 / 16);
        return 1.0 / 4;
    }
}

"""#
}
