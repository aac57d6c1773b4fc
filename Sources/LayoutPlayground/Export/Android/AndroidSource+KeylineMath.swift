/// The keyline carousel's keylines in Java: Material's `Keyline` and
/// `KeylineState`, and the steps at the ends (`KeylineStateList`), ported
/// from the library's `KeylineState` and `KeylineSteps`. Plain Java 17,
/// nested in the math class; the strategies are in `keylineStrategiesMath`.
extension AndroidExporter {
    static let keylineStateMath = #"""
// ---- Keylines (Material's Keyline, KeylineState, Arrangement and KeylineStateList) ----

/**
 * One keyline: a place in the viewport where an item is drawn at a given size. Along the
 * scroll axis, in points: `offset` is the slot's centre from the viewport's leading edge,
 * `maskedSize` the slot (the item's visible part plus the spacing).
 */
public static final class Keyline {
    public final double offset, maskedSize;
    /** An item here shows whole (the large size). */
    public final boolean focal;
    /** One of the two keylines just outside the viewport that items leave and enter through. */
    public final boolean anchor;

    public Keyline(double offset, double maskedSize, boolean focal, boolean anchor) {
        this.offset = offset; this.maskedSize = maskedSize; this.focal = focal; this.anchor = anchor;
    }
    public double start() { return offset - maskedSize / 2; }
    public double end() { return offset + maskedSize / 2; }
    Keyline movedTo(double newOffset) { return new Keyline(newOffset, maskedSize, focal, anchor); }
    Keyline withFocal(boolean isFocal) { return new Keyline(offset, maskedSize, isFocal, anchor); }
}

/**
 * The keylines across the viewport (an anchor first and last) and the size every item is
 * laid out at (the large slot). Keyline i also has a location, firstLocation + i·itemSize:
 * where an item's unmasked centre is when the item is drawn at it.
 */
public static final class KeylineState {
    public final double itemSize;
    public final List<Keyline> keylines;
    public final double firstLocation;

    /** Keylines for items of `itemSize`, located from the first focal one; keylines without a positive size are left out, and without a focal keyline the largest become focal. */
    KeylineState(double itemSize, List<Keyline> given) {
        List<Keyline> kept = new ArrayList<>();
        for (Keyline k : given) if (k.maskedSize > 0 && Double.isFinite(k.maskedSize) && Double.isFinite(k.offset)) kept.add(k);
        boolean hasFocal = false;
        double largest = Double.NaN;
        for (Keyline k : kept) {
            hasFocal |= k.focal;
            if (!k.anchor && (Double.isNaN(largest) || k.maskedSize > largest)) largest = k.maskedSize;
        }
        if (!hasFocal && !Double.isNaN(largest)) {
            for (int i = 0; i < kept.size(); i++) if (!kept.get(i).anchor && kept.get(i).maskedSize == largest) kept.set(i, kept.get(i).withFocal(true));
        }
        this.itemSize = itemSize;
        this.keylines = kept;
        int focal = firstFocal();
        this.firstLocation = kept.isEmpty() ? 0 : kept.get(focal).offset - focal * itemSize;
    }

    /** Keylines already located (an interpolation of two states). */
    KeylineState(double itemSize, List<Keyline> keylines, double firstLocation) {
        this.itemSize = itemSize; this.keylines = keylines; this.firstLocation = firstLocation;
    }

    public int firstFocal() { for (int i = 0; i < keylines.size(); i++) if (keylines.get(i).focal) return i; return 0; }
    public int lastFocal() { for (int i = keylines.size() - 1; i >= 0; i--) if (keylines.get(i).focal) return i; return 0; }
    int firstNonAnchor() { for (int i = 0; i < keylines.size(); i++) if (!keylines.get(i).anchor) return i; return -1; }
    int lastNonAnchor() { for (int i = keylines.size() - 1; i >= 0; i--) if (!keylines.get(i).anchor) return i; return -1; }
    int nonAnchorCount() { int n = 0; for (Keyline k : keylines) if (!k.anchor) n++; return n; }

    /** Where an item's unmasked centre is when it is drawn at keyline i. */
    public double location(int i) { return firstLocation + i * itemSize; }

    /**
     * Where an item whose unmasked centre is at `u` is drawn: { the slot's centre, the slot's size },
     * interpolated between the keylines on either side (beyond the outermost ones the slot keeps
     * their size and moves with the content). O(1): locations are evenly spaced.
     */
    public double[] place(double u) {
        if (keylines.isEmpty() || !(itemSize > 0)) return new double[] { u, 0 };
        Keyline first = keylines.get(0), last = keylines.get(keylines.size() - 1);
        double j = Math.floor((u - firstLocation) / itemSize);
        if (!(j >= 0)) return new double[] { first.offset + (u - firstLocation), first.maskedSize };
        if (!(j < keylines.size() - 1)) return new double[] { last.offset + (u - location(keylines.size() - 1)), last.maskedSize };
        int i = (int) j;
        Keyline a = keylines.get(i), b = keylines.get(i + 1);
        double t = (u - location(i)) / itemSize;
        return new double[] { a.offset + (b.offset - a.offset) * t, a.maskedSize + (b.maskedSize - a.maskedSize) * t };
    }

    /** `list` (null: these keylines) packed end to end from `start`; `focal` { first, last } gives the focal range anew. */
    KeylineState packed(double start, List<Keyline> list, int[] focal) {
        double edge = start;
        List<Keyline> result = new ArrayList<>();
        List<Keyline> source = list != null ? list : keylines;
        for (int i = 0; i < source.size(); i++) {
            Keyline k = source.get(i);
            Keyline placed = k.movedTo(edge + k.maskedSize / 2);
            if (focal != null) placed = placed.withFocal(i >= focal[0] && i <= focal[1] && !k.anchor);
            edge += k.maskedSize;
            result.add(placed);
        }
        return new KeylineState(itemSize, result);
    }

    /** The smallest keyline that is neither focal nor an anchor (the last of equals), or -1. */
    int smallestUnfocused() {
        int best = -1;
        for (int i = 0; i < keylines.size(); i++) {
            Keyline k = keylines.get(i);
            if (!k.focal && !k.anchor && (best < 0 || k.maskedSize <= keylines.get(best).maskedSize)) best = i;
        }
        return best;
    }

    /** The state `t` of the way from `a` to `b`: offsets, sizes and locations interpolated, the focal range that of the nearer end. */
    static KeylineState interpolate(KeylineState a, KeylineState b, double t) {
        if (a.keylines.size() != b.keylines.size()) return t < 0.5 ? a : b;
        List<Keyline> mixed = new ArrayList<>();
        for (int i = 0; i < a.keylines.size(); i++) {
            Keyline p = a.keylines.get(i), q = b.keylines.get(i);
            mixed.add(new Keyline(mix(p.offset, q.offset, t), mix(p.maskedSize, q.maskedSize, t), t < 0.5 ? p.focal : q.focal, p.anchor));
        }
        return new KeylineState(a.itemSize, mixed, mix(a.firstLocation, b.firstLocation, t));
    }

    /** Whether the keylines can carry a carousel: a focal keyline, positive sizes no larger than the item size, offsets increasing. */
    boolean isUsable() {
        boolean hasFocal = false;
        for (Keyline k : keylines) hasFocal |= k.focal;
        if (!(itemSize > 0) || !Double.isFinite(itemSize) || !hasFocal || nonAnchorCount() == 0) return false;
        for (int i = 0; i < keylines.size(); i++) {
            Keyline k = keylines.get(i);
            if (!(k.maskedSize > 0) || !(k.maskedSize <= itemSize * (1 + 1e-9)) || !Double.isFinite(k.offset)) return false;
            if (i > 0 && k.offset <= keylines.get(i - 1).offset) return false;
        }
        return true;
    }
}

static double mix(double x, double y, double t) { return x + (y - x) * t; }

/** `value` on a grid of 1e-9 points, so sizes that are whole in exact arithmetic stay whole. */
static double tidy(double value) { return Math.abs(value) < 1e12 ? rnd(value * 1e9) / 1e9 : value; }

/**
 * The states the carousel passes through at its ends, so that the first item is focal at the
 * start and the last at the end (Material's KeylineStateList). Each start step moves the first
 * keyline before the focal range to the trailing side, each end step the last keyline after it
 * to the leading side; scrolling through an end region interpolates between the steps, each
 * taking a share of the region in proportion to how far its keylines shifted.
 */
public static final class KeylineSteps {
    public final KeylineState resting;
    /** The resting state, then each start (end) step; the last is the start (end) state. */
    public final List<KeylineState> startSteps, endSteps;
    /** Where each step falls in its region, 0 (resting) to 1. */
    final double[] startPoints, endPoints;
    /** How far the content scrolls through the start and the end region. */
    public final double startShift, endShift;

    KeylineSteps(KeylineState resting, double containerSize) {
        this.resting = resting;
        List<KeylineState> start = startSteps(resting, containerSize), end = endSteps(resting, containerSize);
        double a = start.get(start.size() - 1).firstLocation - resting.firstLocation;
        double b = resting.firstLocation - end.get(end.size() - 1).firstLocation;
        if (!(a > 1e-9) || !Double.isFinite(a)) { start = List.of(resting); a = 0; }
        if (!(b > 1e-9) || !Double.isFinite(b)) { end = List.of(resting); b = 0; }
        startSteps = start; endSteps = end; startShift = a; endShift = b;
        startPoints = points(start, a, true);
        endPoints = points(end, b, false);
    }

    public KeylineState startState() { return startSteps.get(startSteps.size() - 1); }
    public KeylineState endState() { return endSteps.get(endSteps.size() - 1); }

    /** The state `s` points into a travel of `travel`: the start steps over 0…startShift, the resting state, the end steps over the last endShift. */
    public KeylineState state(double s, double travel) {
        if (startShift > 0 && s < startShift) return interpolate(startSteps, startPoints, 1 - smax(0, s) / startShift);
        if (endShift > 0 && s > travel - endShift) return interpolate(endSteps, endPoints, smin(1, (s - (travel - endShift)) / endShift));
        return resting;
    }

    private static KeylineState interpolate(List<KeylineState> steps, double[] points, double progress) {
        if (steps.size() <= 1) return steps.get(0);
        double p = smin(1, smax(0, progress));
        for (int i = 1; i < steps.size(); i++) {
            if (p <= points[i] || i == steps.size() - 1) {
                double span = points[i] - points[i - 1];
                double t = span > 0 ? smin(1, smax(0, (p - points[i - 1]) / span)) : 1;
                return KeylineState.interpolate(steps.get(i - 1), steps.get(i), t);
            }
        }
        return steps.get(steps.size() - 1);
    }

    private static double[] points(List<KeylineState> steps, double range, boolean leading) {
        double[] points = new double[steps.size()];
        for (int i = 1; i < steps.size(); i++) {
            double moved = leading ? steps.get(i).firstLocation - steps.get(i - 1).firstLocation
                : steps.get(i - 1).firstLocation - steps.get(i).firstLocation;
            points[i] = i == steps.size() - 1 ? 1 : smin(1, points[i - 1] + (range > 0 ? moved / range : 0));
        }
        return points;
    }

    /** How far keyline k reaches past either edge of the viewport. */
    private static double cutoff(Keyline k, double containerSize) { return smax(0, -k.start()) + smax(0, k.end() - containerSize); }

    private static List<KeylineState> startSteps(KeylineState state, double containerSize) {
        List<KeylineState> steps = new ArrayList<>(List.of(state));
        int firstNonAnchor = state.firstNonAnchor();
        if (firstNonAnchor < 0 || state.keylines.isEmpty()) return steps;
        double origin = state.keylines.get(0).start();
        int ff = state.firstFocal(), lf = state.lastFocal();
        if (ff <= firstNonAnchor) {
            // The first focal keyline is first already: only move it clear of the edge.
            double edge = state.keylines.get(ff).start();
            if (edge < 0) steps.add(state.packed(origin - edge, null, null));
            return steps;
        }
        double cut = 0;
        for (int step = 0; step < ff - firstNonAnchor; step++) {
            KeylineState previous = steps.get(steps.size() - 1);
            List<Keyline> list = new ArrayList<>(previous.keylines);
            Keyline moving = list.remove(firstNonAnchor);
            cut += cutoff(state.keylines.get(firstNonAnchor + step), containerSize);
            int[] focal = { ff - step - 1, lf - step - 1 };
            int at = focal[1] + 1;
            while (at < list.size() && !list.get(at).anchor && list.get(at).maskedSize >= moving.maskedSize) at++;
            list.add(at, moving);
            steps.add(previous.packed(origin + cut, list, focal));
        }
        return steps;
    }

    private static List<KeylineState> endSteps(KeylineState state, double containerSize) {
        List<KeylineState> steps = new ArrayList<>(List.of(state));
        int lastNonAnchor = state.lastNonAnchor();
        if (lastNonAnchor < 0 || state.keylines.isEmpty()) return steps;
        double origin = state.keylines.get(0).start();
        int ff = state.firstFocal(), lf = state.lastFocal();
        if (lf >= lastNonAnchor) {
            double edge = state.keylines.get(lf).end();
            if (edge > containerSize) steps.add(state.packed(origin - (edge - containerSize), null, null));
            return steps;
        }
        double cut = 0;
        for (int step = 0; step < lastNonAnchor - lf; step++) {
            KeylineState previous = steps.get(steps.size() - 1);
            List<Keyline> list = new ArrayList<>(previous.keylines);
            Keyline moving = list.remove(lastNonAnchor);
            cut += cutoff(state.keylines.get(lastNonAnchor - step), containerSize);
            int at = ff + step;
            while (at > 0 && !list.get(at - 1).anchor && list.get(at - 1).maskedSize >= moving.maskedSize) at--;
            list.add(at, moving);
            steps.add(previous.packed(origin - cut, list, new int[] { ff + step + 1, lf + step + 1 }));
        }
        return steps;
    }
}

"""#
}
