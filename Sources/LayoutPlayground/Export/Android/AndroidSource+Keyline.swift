import CollectionLayout

/// The keyline carousel in Java (Material 3's carousels): the configuration
/// as constants, and the layout — items end to end at the large size, each
/// drawn through a mask interpolated between the keylines on either side —
/// ported from the library's `KeylineLayout` and `KeylineLayout+Placement`.
/// The keylines themselves are in `keylineStateMath`, the multi-aspect
/// strategy's run in `keylineMultiAspectMath`.
extension AndroidExporter {
    func keylinePart(_ layout: KeylineLayout) -> LayoutPart {
        typealias K = KeylineLayout.Key
        let p = layout.parameters
        let weights = (try? KeylineSyntax.weights(p.text(K.weights.rawValue))) ?? [1, 3, 1]
        let custom = (try? KeylineSyntax.keylines(p.text(K.keylines.rawValue))) ?? []
        let itemHeight = p.numberOrAuto(K.itemHeight.rawValue)
        // The multi-aspect strategy reads each item's aspect from the data: the exported sizes, flattened.
        let sizes = layout.strategy == .multiAspect
            ? [view.dataset.context(viewport: view.viewport).sections.flatMap { $0.map(\.size) }] : []
        let strategies = KeylineStrategy.allCases.map(\.rawValue).joined(separator: ", ")
        return LayoutPart(configuration: [
            "static final int itemCount = \(view.dataset.itemCount);",
            "/** How the keylines are arranged: Material's strategies, weights, or keylines of one's own. */",
            "static final Strategy strategy = Strategy.\(layout.strategy.rawValue);",
            "/** The large item's target width; the items' height (null: the viewport's; vertical: the large item's target, null: the width). */",
            "static final double itemWidth = \(Self.literal(p.number(K.itemWidth.rawValue)));",
            "static final Double itemHeight = \(Self.optional(itemHeight));",
            "/** The small items' smallest and largest visible size; the gap between neighbouring items' visible parts. */",
            "static final double smallMin = \(Self.literal(p.number(K.smallMin.rawValue))), smallMax = \(Self.literal(p.number(K.smallMax.rawValue)));",
            "static final double spacing = \(Self.literal(p.number(K.spacing.rawValue)));",
            "/** Where the large items rest: in the middle (true) or at the start. */",
            "static final boolean centered = \(layout.alignment == .center);",
            "/** The weighted strategy's slots across the viewport, in proportion. */",
            "static final double[] weights = { \(weights.map(Self.literal).joined(separator: ", ")) };",
            "/** The custom strategy's keylines, { offset, maskedSize } from the leading edge. */",
            "static final double[][] keylines = { \(custom.map { "{ \(Self.literal($0.offset)), \(Self.literal($0.maskedSize)) }" }.joined(separator: ", ")) };",
            "/** The radius of the mask's corners (the LayoutManager rounds the clip with it). */",
            "static final double cornerRadius = \(Self.literal(layout.cornerRadius));",
            "/** How far a narrowed item's picture stays centred in its window: 1 centred (Material), 0 moving with the window. */",
            "static final double parallax = \(Self.literal(layout.parallax));",
            "static final boolean vertical = \(layout.isVertical);",
            "/** Right to left (horizontal only): item 0 and the focal keylines at the right. */",
            "static final boolean rightToLeft = \(layout.isMirrored);",
            "/** Whether a fling may pass more than one rest offset; false: one item per swipe, as Material's snapping. */",
            "static final boolean allowsLongSwipes = \(ScrollPhysics(parameters: p).allowsLongSwipes);",
            "/** The multi-aspect strategy's item sizes (their aspect ratios), the exported data's; empty for the other strategies. */",
            "static final Size[][] sizes = \(sizes.isEmpty ? "{}" : Self.sizeTable(sizes));",
        ], math: "/** The keyline strategies (" + strategies + "). */\npublic enum Strategy { " + strategies + " }\n\n"
            + Self.sizeTableReader + Self.keylineStateMath + Self.keylineStrategiesMath + Self.keylineMultiAspectMath
            + Self.keylineMath)
    }

    static let keylineMath = #"""
// ---- The layout ----
// Items are laid out end to end at the large slot; item i's unmasked centre sits at its
// location i·L + c0 − s (L the large slot, c0 the start state's first focal location, s the
// offset along the axis), and KeylineState.place turns that into the slot it is drawn in.
// Each element's `mask` is the visible window in the item's own coordinates: the whole item
// stays where its frame is, and the LayoutManager clips it to the mask (MaskableFrameLayout's
// way). Right to left, a horizontal carousel is the same mirrored within the content.

private Size viewport = new Size(0, 0);
/** Section 0's items: the adapter's count. */
private int itemCount = 0;
private KeylineSteps steps = null;
/** How far the content scrolls along the axis. */
private double travel = 0;
/** The gap in effect (at most half the large slot). */
private double spacingInEffect = 0;
/** The location of item 0 at offset 0: the start state's first focal location. */
private double startLocation = 0;
/** The multi-aspect strategy's items; null for the other strategies. */
private MultiAspectRun run = null;
private final boolean mirrored = C.rightToLeft && !C.vertical;

public __MATH__() {}

public boolean scrollsVertically() { return C.vertical; }
public int itemCount() { return itemCount; }
/** The radius the LayoutManager rounds each item's mask with. */
public double maskCornerRadius() { return C.cornerRadius; }
public KeylineSteps keylineSteps() { return steps; }

double along(Point p) { return C.vertical ? p.y : p.x; }
double along(Size s) { return C.vertical ? s.height : s.width; }
double across(Size s) { return C.vertical ? s.width : s.height; }
Point with(Point p, double a) { return C.vertical ? new Point(p.x, a) : new Point(a, p.y); }
/** The large item's target along the axis. */
double targetSize() { return C.vertical ? (C.itemHeight != null ? C.itemHeight : C.itemWidth) : C.itemWidth; }
/** The items' size across the axis. */
double crossSize() { return C.vertical ? viewport.width : (C.itemHeight != null ? C.itemHeight : viewport.height); }

/** Arranges the keylines for the viewport and the item count, works out the end steps and the travel. */
public void prepare(Size viewport, Data data) {
    this.viewport = viewport;
    itemCount = data.itemCount(0);
    double container = smax(along(viewport), 1);
    Metrics metrics = new Metrics(container, targetSize(), crossSize(), C.smallMin, C.smallMax, C.spacing, C.centered, itemCount);
    if (C.strategy == Strategy.multiAspect) {
        prepareMultiAspect(data, metrics);
        return;
    }
    run = null;
    KeylineState resting = resting(C.strategy, metrics, C.weights, C.keylines);
    KeylineSteps candidate = new KeylineSteps(resting, container);
    // A short list cannot travel through both end regions: drop the smallest keylines that are not focal until it can.
    while (itemCount > 0 && naturalTravel(candidate) < candidate.startShift + candidate.endShift) {
        int smallest = resting.smallestUnfocused();
        if (smallest < 0) break;
        List<Keyline> list = new ArrayList<>(resting.keylines);
        list.remove(smallest);
        resting = resting.packed(resting.keylines.get(0).start(), list, null);
        candidate = new KeylineSteps(resting, container);
    }
    steps = candidate;
    spacingInEffect = smin(C.spacing, steps.resting.itemSize / 2);
    KeylineState start = steps.startState();
    startLocation = start.location(start.firstFocal());
    double natural = naturalTravel(steps);
    // Fewer items than focal keylines: every item is whole in the start state.
    travel = itemCount == 0 || natural < steps.startShift + steps.endShift ? 0 : natural;
}

/** The travel that brings the last item to the end state's last focal keyline. */
private double naturalTravel(KeylineSteps s) {
    KeylineState end = s.endState(), start = s.startState();
    return Math.max(0, itemCount - 1) * start.itemSize - (end.location(end.lastFocal()) - start.location(start.firstFocal()));
}

/** The multi-aspect strategy: each item's length from its size's aspect at the cross size (the target for an item without a size). */
private void prepareMultiAspect(Data data, Metrics metrics) {
    double cross = crossSize();
    double[] lengths = new double[itemCount];
    for (int i = 0; i < itemCount; i++) {
        Size size = data.size(0, i);
        if (size == null) size = data.fallback(C.sizes, 0, i);
        boolean usable = size != null && size.width > 0 && size.height > 0 && Double.isFinite(size.width) && Double.isFinite(size.height);
        lengths[i] = usable ? cross * (C.vertical ? size.height / size.width : size.width / size.height) : targetSize();
    }
    run = new MultiAspectRun(lengths, metrics.containerSize, cross, C.spacing, C.centered);
    steps = new KeylineSteps(fullScreen(metrics), metrics.containerSize);
    spacingInEffect = C.spacing;
    startLocation = 0;
    travel = run.travel;
}

public Size contentSize() {
    return C.vertical ? new Size(viewport.width, viewport.height + travel) : new Size(viewport.width + travel, viewport.height);
}

/** The offset along the axis as if the carousel ran left to right. */
double logical(Point offset) { return mirrored ? travel - offset.x : along(offset); }
/** The content offset along the axis of the logical offset s. */
double physical(double s) { return mirrored ? travel - s : s; }

/** At item 0: offset 0, or the right end right to left. */
public Point initialContentOffset() { return with(Point.ZERO, physical(0)); }

/** Scrolling ends at the content's ends; nothing wraps. */
public Wrapping wrapping() { return null; }

/** The keylines at `offset`, offsets from the viewport's left or top edge (right to left the first is the rightmost); none for multi-aspect. */
public List<Keyline> keylinesAt(Point offset) {
    List<Keyline> result = new ArrayList<>();
    if (C.strategy == Strategy.multiAspect || steps == null) return result;
    for (Keyline k : steps.state(logical(offset), travel).keylines) result.add(mirrored ? k.movedTo(viewport.width - k.offset) : k);
    return result;
}

/** Where item i is drawn at logical offset s in `state`: { the slot's centre in the viewport, the slot's size }. */
double[] slot(int i, double s, KeylineState state) { return state.place(i * state.itemSize + startLocation - s); }

/** Item i at `offset`: the whole item (the large slot less the spacing), placed so that its mask, the slot less the spacing, falls on the slot. */
Element attributes(int i, Point offset, KeylineState state) {
    if (run != null) return multiAspectAttributes(i, offset);
    double s = logical(offset);
    double[] slot = slot(i, s, state);
    double whole = smax(0, state.itemSize - spacingInEffect);
    double visible = smin(whole, smax(0, slot[1] - spacingInEffect));
    double lead = (whole - visible) / 2 * C.parallax;
    // The window's centre, lead + visible/2 into the item, is the slot's centre.
    double centre = s + slot[0] - (lead + visible / 2) + whole / 2;
    Element e = placed(i, centre, whole, lead, visible);
    e.hidden = visible <= 0;
    return e;
}

/** An element `length` long centred at `centre` along the axis, showing `visible` from `window` into it. */
private Element placed(int i, double centre, double length, double window, double visible) {
    double cross = crossSize(), middle = across(viewport) / 2;
    Size size = C.vertical ? new Size(cross, length) : new Size(length, cross);
    Point c = C.vertical ? new Point(middle, centre) : new Point(centre, middle);
    Rect mask = C.vertical ? new Rect(0, window, size.width, visible) : new Rect(window, 0, visible, size.height);
    if (mirrored) {
        c = new Point(contentSize().width - c.x, c.y);
        mask = new Rect(size.width - mask.maxX(), mask.y, mask.width, mask.height);
    }
    Element e = new Element(i, c, size);
    e.mask = mask;
    return e;
}

private Element multiAspectAttributes(int i, Point offset) {
    double s = logical(offset);
    double[] p = run.placement(i, s, C.parallax);
    double length = run.lengths[i];
    return placed(i, s + p[0] + length / 2, length, p[1], p[2]);
}

/** The items whose untransformed frames meet `rect`, masked for `offset`: a binary search for the first slot that could reach it, then the items up to its far edge. */
public List<Element> elementsIn(Rect rect, Point offset) {
    List<Element> result = new ArrayList<>();
    if (itemCount <= 0 || rect.isEmpty()) return result;
    double low0 = C.vertical ? rect.minX() : rect.minY(), high0 = C.vertical ? rect.maxX() : rect.maxY();
    double top = (across(viewport) - crossSize()) / 2;
    if (!(low0 < top + crossSize() && top < high0)) return result;
    double from = mirrored ? contentSize().width - rect.maxX() : (C.vertical ? rect.minY() : rect.minX());
    double to = mirrored ? contentSize().width - rect.minX() : (C.vertical ? rect.maxY() : rect.maxX());
    if (run != null) {
        int[] range = run.items(from, to);
        for (int i = range[0]; i < range[1]; i++) {
            Element e = multiAspectAttributes(i, offset);
            if (e.frame().intersects(rect)) result.add(e);
        }
        return result;
    }
    double s = logical(offset);
    KeylineState state = steps.state(s, travel);
    // A frame lies within one item size of its slot's centre.
    double reach = state.itemSize, low = from - s - reach, high = to - s + reach;
    int lo = 0, hi = itemCount;
    while (lo < hi) {
        int mid = (lo + hi) >>> 1;
        if (slot(mid, s, state)[0] < low) lo = mid + 1; else hi = mid;
    }
    for (int i = lo; i < itemCount && slot(i, s, state)[0] <= high; i++) {
        Element e = attributes(i, offset, state);
        if (e.frame().intersects(rect)) result.add(e);
    }
    return result;
}

public Element attributesForItem(int item, int section, Point offset) {
    if (section != 0 || item < 0 || item >= itemCount) return null;
    return attributes(item, offset, steps.state(logical(offset), travel));
}

public List<Element> everyElement(Point offset) {
    List<Element> result = new ArrayList<>();
    KeylineState state = steps == null ? null : steps.state(logical(offset), travel);
    for (int i = 0; i < itemCount; i++) result.add(attributes(i, offset, state));
    return result;
}

/** The content offset at which item i is the first focal item (right to left, from the content's right end). */
public double restOffset(int i) { return physical(logicalRestOffset(i)); }

/**
 * The logical offset at which item i is the first focal item: in the start region at the step
 * that makes it so, between the regions one large slot per item, in the end region at its
 * step; within the travel.
 */
double logicalRestOffset(int i) {
    if (run != null) return run.restOffset(i);
    KeylineState resting = steps.resting;
    int startFocal = steps.startState().firstFocal(), restingFocal = resting.firstFocal();
    // In the start region item i stays at keyline startFocal + i.
    int startStep = restingFocal - startFocal - i;
    if (startStep > 0 && startStep < steps.startSteps.size() && steps.startShift > 0) return steps.startShift * (1 - steps.startPoints[startStep]);
    if (i == 0) return 0;
    double between = i * resting.itemSize + startLocation - resting.location(restingFocal);
    double endRegion = travel - steps.endShift;
    if (between <= endRegion || steps.endShift <= 0) return smin(smax(0, between), travel);
    // In the end region item i sits at the keyline item n−1 leaves it, counted back from the end state's last focal.
    int endStep = steps.endState().lastFocal() - (itemCount - 1 - i) - restingFocal;
    if (!(endStep > 0 && endStep < steps.endSteps.size())) return smin(smax(0, between), travel);
    return smin(travel, endRegion + steps.endShift * steps.endPoints[endStep]);
}

/** The item whose rest offset is nearest `offset`. */
public Integer currentIndex(Point offset) {
    if (itemCount <= 0) return null;
    double s = logical(offset);
    if (!Double.isFinite(s)) return 0;
    if (run != null) return run.nearestItem(s);
    // The candidates: the items of the end regions and the neighbours of the estimate between them.
    KeylineState resting = steps.resting;
    int ends = steps.startSteps.size() + steps.endSteps.size() + 1;
    double guess = rnd((s - startLocation + resting.location(resting.firstFocal())) / smax(resting.itemSize, 1e-9));
    int estimate = toInt(smin(smax(guess, -1e9), 1e9));
    List<Integer> candidates = new ArrayList<>();
    for (int i = 0; i < Math.min(itemCount, ends); i++) candidates.add(i);
    for (int i = Math.max(0, itemCount - ends); i < itemCount; i++) candidates.add(i);
    for (int i = estimate - 1; i <= estimate + 1; i++) if (i >= 0 && i < itemCount) candidates.add(i);
    Integer best = null;
    for (int i : candidates) if (best == null || Math.abs(logicalRestOffset(i) - s) < Math.abs(logicalRestOffset(best) - s)) best = i;
    return best;
}

/** The rest offset nearest the projected offset: an item at the first focal keyline. */
public Point targetContentOffset(Point proposed, Point velocity, Point current) {
    Integer index = currentIndex(proposed);
    return with(Point.ZERO, index == null ? 0 : restOffset(index));
}

/** Tap-to-focus: the rest offset of `item`. */
public Point contentOffsetFocusing(int item, int section, Point offset) {
    if (section != 0 || item < 0 || item >= itemCount) return null;
    return with(Point.ZERO, restOffset(item));
}

/**
 * Where a release at `at` with `velocity` (points per second) comes to rest, as the library's scroller
 * says: the offset the fling decelerates to (x − v / (1000·ln r), r the deceleration per millisecond),
 * held without long swipes to the rest offset after the one nearest where the drag began
 * (`dragOrigin`; null: `at`), then the rest offset nearest that.
 */
public Point restOffsetForRelease(Point at, Point velocity, Point dragOrigin) {
    double x = along(at), v = along(velocity);
    if (!Double.isFinite(v)) v = 0;
    double proposed = x - v / (1000 * Math.log(C.decelerationRate));
    if (!C.allowsLongSwipes && v != 0) {
        Double limit = nextRest(nearestRest(dragOrigin != null ? along(dragOrigin) : x), v);
        if (limit != null && (proposed - limit) * v > 0) proposed = limit;
    }
    return targetContentOffset(with(Point.ZERO, proposed), velocity, at);
}

/** The rest offset nearest `s` along the axis. */
double nearestRest(double s) { return along(targetContentOffset(with(Point.ZERO, s), Point.ZERO, Point.ZERO)); }

/** The first rest offset past `s` in `direction` (probing at doubling distances from half a point), or null. */
Double nextRest(double s, double direction) {
    double d = direction < 0 ? -1 : 1, limit = 2 * smax(smax(along(contentSize()), along(viewport)), 1);
    for (double delta = 0.5; delta <= limit; delta *= 2) {
        double t = nearestRest(s + d * delta);
        if ((t - s) * d > 1e-6) return t;
    }
    return null;
}

/** The velocities (points per second along the axis) check mode releases at. */
static final double[] CHECK_VELOCITIES = { 1500, -4000 };

/**
 * Check mode: the keylines as `attributes` lists them, the rest offset of a release at `offset` without
 * velocity, and where releases at CHECK_VELOCITIES come to rest (`fling`'s restOffset).
 */
String keylineCheckJSON(Point offset) {
    Point rest = targetContentOffset(offset, Point.ZERO, offset);
    StringBuilder releases = new StringBuilder();
    for (double v : CHECK_VELOCITIES) {
        Point to = restOffsetForRelease(offset, with(Point.ZERO, v), null);
        releases.append(releases.length() == 0 ? "" : ",").append("{\"velocity\":").append(number(v))
                .append(",\"restOffset\":{\"x\":").append(number(to.x)).append(",\"y\":").append(number(to.y)).append("}}");
    }
    StringBuilder b = new StringBuilder(",\"releases\":[").append(releases).append("],\"keylines\":[");
    boolean first = true;
    for (Keyline k : keylinesAt(offset)) {
        if (!first) b.append(',');
        first = false;
        b.append("{\"offset\":").append(number(k.offset)).append(",\"maskedSize\":").append(number(k.maskedSize))
         .append(",\"focal\":").append(k.focal).append('}');
    }
    return b.append("],\"restOffset\":{\"x\":").append(number(rest.x)).append(",\"y\":").append(number(rest.y)).append('}').toString();
}
"""#
}
