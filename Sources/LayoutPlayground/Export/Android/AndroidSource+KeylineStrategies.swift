/// The keyline carousel's strategies in Java: each one's resting keylines
/// (Material's multi-browse, hero, uncontained and full-screen strategies,
/// Flutter's weighted carousel, keylines of one's own) and `Arrangement`,
/// the lowest-cost search behind multi-browse and hero, ported from the
/// library's `KeylineState+Strategies` and `KeylineArrangement`.
extension AndroidExporter {
    static let keylineStrategiesMath = #"""
// ---- The strategies' resting keylines ----

/**
 * How many small, medium and large items fill the carousel, and at what sizes (Material's
 * Arrangement): the small items flex within their range, the large ones fill what is left,
 * the medium one halfway between them flexing by up to 10 % to bring the large ones back
 * toward their target. Sizes that do not decrease large → medium → small are invalid.
 */
static final class Arrangement {
    static final double MEDIUM_FLEX = 0.1;
    final int priority;
    double smallSize, mediumSize, largeSize, cost;
    int smallCount, mediumCount, largeCount;

    Arrangement(int priority, double targetSmall, double smallLow, double smallHigh, int smallCount,
                double targetMedium, int mediumCount, double targetLarge, int largeCount, double space) {
        this.priority = priority;
        this.smallSize = smin(smax(targetSmall, smallLow), smallHigh);
        this.smallCount = smallCount;
        this.mediumSize = targetMedium;
        this.mediumCount = mediumCount;
        this.largeSize = targetLarge;
        this.largeCount = largeCount;
        fit(space, smallLow, smallHigh, targetLarge);
        cost = isValid() ? Math.abs(targetLarge - largeSize) * priority : Double.POSITIVE_INFINITY;
    }

    int itemCount() { return smallCount + mediumCount + largeCount; }

    boolean isValid() {
        if (!(largeSize > 0) || !Double.isFinite(largeSize)) return false;
        if (largeCount > 0 && smallCount > 0 && mediumCount > 0) return largeSize > mediumSize && mediumSize > smallSize;
        if (largeCount > 0 && smallCount > 0) return largeSize > smallSize;
        return true;
    }

    private void fit(double space, double smallLow, double smallHigh, double targetLarge) {
        double used = largeSize * largeCount + mediumSize * mediumCount + smallSize * smallCount;
        double delta = space - used;
        if (smallCount > 0 && delta > 0) smallSize += smin(delta / smallCount, smallHigh - smallSize);
        else if (smallCount > 0 && delta < 0) smallSize += smax(delta / smallCount, smallLow - smallSize);
        if (smallCount == 0) smallSize = 0;
        largeSize = (space - (smallCount + mediumCount / 2.0) * smallSize) / (largeCount + mediumCount / 2.0);
        mediumSize = (largeSize + smallSize) / 2;
        if (mediumCount > 0 && largeSize != targetLarge) {
            double wanted = (targetLarge - largeSize) * largeCount;
            double flex = mediumSize * MEDIUM_FLEX * mediumCount;
            double moved = smin(Math.abs(wanted), flex);
            if (wanted > 0) { mediumSize -= moved / mediumCount; largeSize += moved / largeCount; }
            else { mediumSize += moved / mediumCount; largeSize -= moved / largeCount; }
        }
    }

    /** The cheapest candidate over the counts (large outermost, small innermost, in that priority); the first of cost 0 ends the search. */
    static Arrangement cheapest(double space, double targetSmall, double smallLow, double smallHigh, int[] smallCounts,
                                double targetMedium, int[] mediumCounts, double targetLarge, int[] largeCounts) {
        Arrangement best = null;
        int priority = 1;
        for (int large : largeCounts) {
            for (int medium : mediumCounts) {
                for (int small : smallCounts) {
                    Arrangement candidate = new Arrangement(priority, targetSmall, smallLow, smallHigh, small,
                                                            targetMedium, medium, targetLarge, large, space);
                    if (best == null || candidate.cost < best.cost) {
                        best = candidate;
                        if (candidate.cost == 0) return candidate;
                    }
                    priority++;
                }
            }
        }
        return best;
    }
}

/** What a strategy needs to know, along the scroll axis in points. */
static final class Metrics {
    final double containerSize, targetSize, crossSize, smallMin, smallMax, spacing;
    final boolean centered;
    final int itemCount;
    Metrics(double containerSize, double targetSize, double crossSize, double smallMin, double smallMax, double spacing,
            boolean centered, int itemCount) {
        this.containerSize = containerSize; this.targetSize = targetSize; this.crossSize = crossSize;
        this.smallMin = smallMin; this.smallMax = smallMax; this.spacing = spacing; this.centered = centered; this.itemCount = itemCount;
    }
}

static final double ANCHOR_SIZE = 1;
/** The uncontained strategy's smallest item (Material's extra-small size). */
static final double EXTRA_SMALL_SIZE = 10;

static int[] descending(int from, int to) { int[] r = new int[to - from + 1]; for (int i = 0; i < r.length; i++) r[i] = to - i; return r; }
static int[] ascending(int from, int to) { int[] r = new int[to - from + 1]; for (int i = 0; i < r.length; i++) r[i] = from + i; return r; }
static int[] times(int[] counts, int k) { int[] r = counts.clone(); for (int i = 0; i < r.length; i++) r[i] *= k; return r; }
static int maxOf(int[] values) { int m = values[0]; for (int v : values) m = Math.max(m, v); return m; }

/** The strategy's resting keylines; a strategy with no valid arrangement falls back to one item filling the viewport. */
static KeylineState resting(Strategy strategy, Metrics m, double[] weights, double[][] custom) {
    KeylineState state;
    switch (strategy) {
        case multiBrowse: state = multiBrowse(m); break;
        case hero: state = hero(m, false); break;
        case centeredHero: state = hero(m, true); break;
        case uncontained: state = uncontained(m); break;
        case weighted: state = weighted(weights, m); break;
        case custom: state = customState(custom); break;
        default: state = null;
    }
    return state != null && state.isUsable() ? state : fullScreen(m);
}

/** One focal item as large as the viewport, between two anchors (Material's FullScreenCarouselStrategy). */
static KeylineState fullScreen(Metrics m) {
    double c = smax(m.containerSize, ANCHOR_SIZE);
    return new KeylineState(c, List.of(new Keyline(-ANCHOR_SIZE / 2, ANCHOR_SIZE, false, true), new Keyline(c / 2, c, true, false),
                                       new Keyline(c + ANCHOR_SIZE / 2, ANCHOR_SIZE, false, true)));
}

/**
 * Material's MultiBrowseCarouselStrategy: large = min(target, viewport), small = target/3 within
 * smallMin…smallMax, medium between; one small item and one or no medium (doubled when centred),
 * as many large ones as fit; fewer small and medium items than there are items.
 */
static KeylineState multiBrowse(Metrics m) {
    double c = m.containerSize, sp = m.spacing;
    double smallMin = m.smallMin + sp, smallMax = smax(m.smallMax + sp, smallMin);
    double large = smin(m.targetSize + sp, c);
    double small = smin(smax(m.targetSize / 3 + sp, smallMin), smallMax);
    double medium = (large + small) / 2;
    if (!(large > 0) || !(c > 0)) return null;
    int[] smallCounts = { c <= 2 * smallMin ? 0 : 1 }, mediumCounts = { 1, 0 };
    if (m.centered) { smallCounts = times(smallCounts, 2); mediumCounts = times(mediumCounts, 2); }
    double leftForLarge = c - medium * maxOf(mediumCounts) - smallMax * maxOf(smallCounts);
    int largeMin = Math.max(1, toInt(Math.floor(leftForLarge / large)));
    int largeMax = toInt(Math.ceil(c / large));
    if (!(largeMax >= largeMin) || largeMax > 1000) return null;
    Arrangement a = Arrangement.cheapest(c, small, smallMin, smallMax, smallCounts, medium, mediumCounts, large, descending(largeMin, largeMax));
    if (a == null) return null;
    // Fewer small (then medium, keeping one) keylines than items.
    int surplus = a.itemCount() - m.itemCount;
    boolean refit = surplus > 0 && (a.smallCount > 0 || a.mediumCount > 1);
    for (; surplus > 0; surplus--) {
        if (a.smallCount > 0) a.smallCount--;
        else if (a.mediumCount > 1) a.mediumCount--;
    }
    if (a.mediumCount == 0 && a.smallCount == 0 && c > 2 * smallMin) { a.smallCount = 1; refit = true; }
    if (refit) {
        a = Arrangement.cheapest(c, small, smallMin, smallMax, new int[] { a.smallCount }, medium, new int[] { a.mediumCount },
                                 large, new int[] { a.largeCount });
        if (a == null) return null;
    }
    if (!a.isValid()) {
        // Items smaller than the small size: large items alone.
        a = Arrangement.cheapest(c, small, smallMin, smallMax, new int[] { 0 }, medium, new int[] { 0 }, large, descending(largeMin, largeMax));
        if (a == null || !a.isValid()) return null;
    }
    return arranged(a, c, m.centered);
}

/**
 * Material's HeroCarouselStrategy: the large item twice the items' cross size (within the
 * viewport) and one small item, a medium one only if it fits better; centred between two small
 * items for `centered`, unless there are fewer items than keylines.
 */
static KeylineState hero(Metrics m, boolean centered) {
    double c = m.containerSize, sp = m.spacing;
    double smallMin = m.smallMin + sp, smallMax = smax(m.smallMax + sp, smallMin);
    double measured = 2 * m.crossSize;
    double large = smin(measured + sp, c);
    double small = smin(smax(measured / 3 + sp, smallMin), smallMax);
    double medium = (large + small) / 2;
    if (!(large > 0) || !(c > 0)) return null;
    int[] smallCounts = { c < 2 * smallMin ? 0 : 1 }, mediumCounts = { 0, 1 };
    int largeMin = Math.max(1, toInt(Math.floor((c - smallMax) / large)));
    int largeMax = toInt(Math.ceil(c / large));
    if (!(largeMax >= largeMin) || largeMax > 1000) return null;
    int k = centered ? 2 : 1;
    Arrangement a = Arrangement.cheapest(c, small, smallMin, smallMax, times(smallCounts, k), medium, times(mediumCounts, k),
                                         large, ascending(largeMin, largeMax));
    if (a == null) return null;
    boolean isCentered = centered;
    if ((a.itemCount() > m.itemCount || !a.isValid()) && centered) {
        isCentered = false;
        a = Arrangement.cheapest(c, small, smallMin, smallMax, smallCounts, medium, mediumCounts, large, ascending(largeMin, largeMax));
        if (a == null) return null;
    }
    if (!a.isValid()) return null;
    return arranged(a, c, isCentered);
}

/** An arrangement's keylines: large, medium, small from the leading edge, or small, medium, large, medium, small when centred, between anchors. */
static KeylineState arranged(Arrangement a, double c, boolean centered) {
    double large = tidy(a.largeSize), medium = tidy(a.mediumSize), small = tidy(a.smallSize);
    double anchor = smin(ANCHOR_SIZE, large);
    List<Keyline> slots = new ArrayList<>();
    if (centered) {
        addSlots(slots, small, a.smallCount / 2, false);
        addSlots(slots, medium, a.mediumCount / 2, false);
        addSlots(slots, large, a.largeCount, true);
        addSlots(slots, medium, a.mediumCount - a.mediumCount / 2, false);
        addSlots(slots, small, a.smallCount - a.smallCount / 2, false);
    } else {
        addSlots(slots, large, a.largeCount, true);
        addSlots(slots, medium, a.mediumCount, false);
        addSlots(slots, small, a.smallCount, false);
    }
    List<Keyline> keylines = new ArrayList<>();
    keylines.add(new Keyline(-anchor / 2, anchor, false, true));
    double edge = 0;
    for (Keyline slot : slots) {
        keylines.add(new Keyline(tidy(edge + slot.maskedSize / 2), slot.maskedSize, slot.focal, false));
        edge += slot.maskedSize;
    }
    keylines.add(new Keyline(c + anchor / 2, anchor, false, true));
    return new KeylineState(large, keylines);
}

static void addSlots(List<Keyline> slots, double size, int count, boolean focal) {
    if (!(size > 0)) return;
    for (int i = 0; i < count; i++) slots.add(new Keyline(0, size, focal, false));
}

/**
 * Material's UncontainedCarouselStrategy: as many large items at their own size as fit, then one
 * medium item the edge cuts (centred: one cut on each side).
 */
static KeylineState uncontained(Metrics m) {
    double c = m.containerSize, sp = m.spacing;
    double large = smin(m.targetSize + sp, c);
    double extraSmall = smin(EXTRA_SMALL_SIZE + sp, large);
    if (!(large > 0) || !(c > 0)) return null;
    int count = Math.max(1, toInt(Math.floor(c / large)));
    if (count > 1000) return null;
    double remaining = c - count * large;
    List<Keyline> keylines = new ArrayList<>();
    if (m.centered) {
        remaining /= 2;
        double medium = smax(smin(3 * remaining, large), m.smallMin + sp);
        if (medium <= large && remaining > 0) {
            double first = remaining - medium / 2;
            keylines.add(new Keyline(first - medium / 2 - extraSmall / 2, extraSmall, false, true));
            keylines.add(new Keyline(first, medium, false, false));
            for (int i = 0; i < count; i++) keylines.add(new Keyline(remaining + (i + 0.5) * large, large, true, false));
            double end = remaining + count * large;
            keylines.add(new Keyline(end + medium / 2, medium, false, false));
            keylines.add(new Keyline(end + medium + extraSmall / 2, extraSmall, false, true));
            return new KeylineState(large, tidied(keylines));
        }
        remaining *= 2;
    }
    double medium = smax(remaining * 1.5, extraSmall);
    if (medium > large * 0.85) medium = smax(large * 0.85, remaining * 1.2);
    medium = smin(large, medium);
    double leading = smax(extraSmall, medium / 2);
    keylines.add(new Keyline(-leading / 2, leading, false, true));
    for (int i = 0; i < count; i++) keylines.add(new Keyline((i + 0.5) * large, large, true, false));
    double end = count * large;
    if (remaining > 0) {
        keylines.add(new Keyline(end + medium / 2, tidy(medium), false, false));
        end += medium;
    }
    keylines.add(new Keyline(end + extraSmall / 2, extraSmall, false, true));
    return new KeylineState(large, tidied(keylines));
}

static List<Keyline> tidied(List<Keyline> keylines) {
    List<Keyline> result = new ArrayList<>();
    for (Keyline k : keylines) result.add(k.movedTo(tidy(k.offset)));
    return result;
}

/** Slots across the viewport in proportion to `weights` (Flutter's CarouselView.weighted), the heaviest (the first run of them) focal. */
static KeylineState weighted(double[] weights, Metrics m) {
    double c = m.containerSize, total = 0;
    for (double w : weights) total += w;
    if (weights.length == 0 || !(total > 0) || !(c > 0)) return null;
    for (double w : weights) if (!(w > 0) || !Double.isFinite(w)) return null;
    double[] sizes = new double[weights.length];
    double heaviest = weights[0], smallest = Double.POSITIVE_INFINITY;
    for (int i = 0; i < weights.length; i++) {
        sizes[i] = tidy(weights[i] / total * c);
        if (weights[i] > heaviest) heaviest = weights[i];
        smallest = Math.min(smallest, sizes[i]);
    }
    int first = 0;
    while (weights[first] != heaviest) first++;
    int last = first;
    while (last + 1 < weights.length && weights[last + 1] == heaviest) last++;
    double anchor = smin(ANCHOR_SIZE, smallest);
    List<Keyline> keylines = new ArrayList<>();
    keylines.add(new Keyline(-anchor / 2, anchor, false, true));
    double edge = 0;
    for (int i = 0; i < sizes.length; i++) {
        keylines.add(new Keyline(tidy(edge + sizes[i] / 2), sizes[i], i >= first && i <= last, false));
        edge += sizes[i];
    }
    keylines.add(new Keyline(edge + anchor / 2, anchor, false, true));
    return new KeylineState(sizes[first], keylines);
}

/** Keylines as given ({ offset, maskedSize } from the leading edge), the largest (the first run of them) focal, between anchors. */
static KeylineState customState(double[][] given) {
    if (given.length == 0) return null;
    double large = given[0][1], smallest = given[0][1];
    for (double[] k : given) { large = Math.max(large, k[1]); smallest = Math.min(smallest, k[1]); }
    if (!(large > 0)) return null;
    double anchor = smin(ANCHOR_SIZE, smallest);
    double[] first = given[0], last = given[given.length - 1];
    List<Keyline> keylines = new ArrayList<>();
    keylines.add(new Keyline(first[0] - first[1] / 2 - anchor / 2, anchor, false, true));
    boolean reachedFocal = false, leftFocal = false;
    for (double[] k : given) {
        boolean focal = k[1] == large && !leftFocal;
        if (focal) reachedFocal = true; else if (reachedFocal) leftFocal = true;
        keylines.add(new Keyline(k[0], k[1], focal, false));
    }
    keylines.add(new Keyline(last[0] + last[1] / 2 + anchor / 2, anchor, false, true));
    return new KeylineState(large, keylines);
}

"""#
}
