/// The carousel in Java: iCarousel's options and transforms
/// (`transformForItemViewWithOffset:`, `alphaForItemWithOffset:`), and the
/// layout that places every item at the viewport's centre.
extension AndroidExporter {
    static let carouselOptionsMath = #"""
/** The names a custom expression reads: the item's, the viewport's and the options as the custom type resolves them. */
public static final class ExpressionVariables {
    public double offset, index, count, itemWidth, itemHeight, width, height;
    public double radius, spacing, arc, angle, tilt, fadeMin, fadeMax, fadeRange, fadeMinAlpha;
}

/** iCarousel's options for the configured type, with its defaults resolved for a viewport and an item count. */
static final class CarouselOptions {
    static final int maximumVisibleItems = 30;
    /** A sliver of depth that keeps coplanar items in a stable order. */
    static final double depthNudge = 0.01;
    final CarouselType type = C.type;
    final double itemWidth = C.vertical ? C.itemHeight : C.itemWidth;
    boolean wrap = false;
    double spacing = 1, arc = 2 * Math.PI;
    int count = 0;
    double radius = 0;
    Double angle = null;
    double tilt = 0, fadeMin = Double.NEGATIVE_INFINITY, fadeMax = Double.POSITIVE_INFINITY, fadeRange = 1, fadeMinAlpha = 0;
    boolean showBackfaces = true;
    int visibleItems = 0;

    boolean isCircular() {
        switch (type) {
            case rotary: case invertedRotary: case cylinder: case invertedCylinder: case wheel: case invertedWheel: return true;
            default: return false;
        }
    }

    CarouselOptions(Size viewport, int n) {
        wrap = C.wrap != null ? C.wrap : isCircular();
        spacing = C.spacing != null ? C.spacing : (type == CarouselType.coverFlow || type == CarouselType.coverFlow2 ? 0.25 : 1);
        arc = C.arc != null ? C.arc : Math.PI * 2;
        double width = C.vertical ? viewport.height : viewport.width;
        if (isCircular()) {
            double ideal = smin(maximumVisibleItems, smax(12, Math.ceil(width / (spacing * itemWidth)) * Math.PI));
            count = Math.min(n, toInt(ideal));
        } else {
            count = n;
        }
        if (C.count != null) count = C.count;
        double c = count;
        switch (type) {
            // The custom type's radius is the rotary's circle for its count and arc.
            case rotary: case invertedRotary: case custom:
                radius = smax(itemWidth * spacing / 2, itemWidth * spacing / 2 / Math.tan(arc / 2 / c)); break;
            case cylinder: case invertedCylinder:
                radius = smax(depthNudge, itemWidth * spacing / 2 / Math.tan(arc / 2 / c)); break;
            case wheel: case invertedWheel:
                radius = itemWidth * spacing * c / arc; break;
            default:
                radius = 0;
        }
        if (C.radius != null) radius = C.radius;
        angle = C.angle != null ? C.angle
            : (type == CarouselType.wheel || type == CarouselType.invertedWheel || type == CarouselType.custom) ? Double.valueOf(arc / c) : null;
        tilt = C.tilt != null ? C.tilt
            : (type == CarouselType.coverFlow || type == CarouselType.coverFlow2 || type == CarouselType.custom) ? 0.9
            : (type == CarouselType.timeMachine || type == CarouselType.invertedTimeMachine) ? 0.3 : 0;
        fadeMin = C.fadeMin != null ? C.fadeMin : (type == CarouselType.invertedTimeMachine ? 0 : Double.NEGATIVE_INFINITY);
        fadeMax = C.fadeMax != null ? C.fadeMax : (type == CarouselType.timeMachine ? 0 : Double.POSITIVE_INFINITY);
        fadeRange = C.fadeRange != null ? C.fadeRange : 1;
        fadeMinAlpha = C.fadeMinAlpha != null ? C.fadeMinAlpha : 0;
        showBackfaces = C.showBackfaces != null ? C.showBackfaces : (type != CarouselType.invertedCylinder);
        visibleItems = C.visibleItems != null ? C.visibleItems : visibleItems(type, width, viewport, itemWidth, spacing, count, radius);
        visibleItems = Math.max(0, Math.min(visibleItems, n));
    }

    static int whole(double v) { return Double.isFinite(v) ? toInt(smax(-1e9, smin(1e9, v))) : (v > 0 ? maximumVisibleItems : 0); }

    /** iCarousel's count of item views kept loaded for the type. */
    static int visibleItems(CarouselType type, double width, Size viewport, double itemWidth, double spacing, int count, double radius) {
        int v;
        switch (type) {
            case linear: case coverFlow: case coverFlow2: v = whole(Math.ceil(width / (itemWidth * spacing)) + 2); break;
            case rotary: case cylinder: v = count; break;
            case invertedRotary: case invertedCylinder: v = whole(Math.ceil(count / 2.0)); break;
            case wheel: case invertedWheel:
                v = radius - itemWidth / 2 < smin(viewport.width, viewport.height) / 2 ? count : whole(Math.ceil(count / 2.0) + 1); break;
            default: v = maximumVisibleItems;
        }
        return Math.min(maximumVisibleItems, v);
    }

    /** The identity with m34 = −1/perspective, moved by −viewpointOffset. */
    Matrix3D baseTransform() {
        Matrix3D t = new Matrix3D();
        t.m34 = C.m34;
        return t.translated(-C.viewpointOffset.x, -C.viewpointOffset.y, 0);
    }

    /** iCarousel's transformForItemViewWithOffset: for the type (the custom type is the base; its steps follow elsewhere). */
    Matrix3D transform(double offset) {
        Matrix3D t = baseTransform();
        double w = itemWidth;
        boolean vertical = C.vertical;
        switch (type) {
            case linear:
                return vertical ? t.translated(0, offset * w * spacing, 0) : t.translated(offset * w * spacing, 0, 0);
            case rotary: case invertedRotary: {
                double r = radius, a = angle != null ? angle : offset / count * arc;
                if (type == CarouselType.invertedRotary) { r = -r; a = -a; }
                return vertical ? t.translated(0, r * Math.sin(a), r * Math.cos(a) - r) : t.translated(r * Math.sin(a), 0, r * Math.cos(a) - r);
            }
            case cylinder: case invertedCylinder: {
                double r = radius, a = angle != null ? angle : offset / count * arc;
                if (type == CarouselType.invertedCylinder) { r = -r; a = -a; }
                return t.translated(0, 0, -r).rotated(a, vertical ? -1 : 0, vertical ? 0 : 1, 0).translated(0, 0, r + depthNudge);
            }
            case wheel: case invertedWheel: {
                double r = radius, a = angle != null ? angle : arc / count;
                if (type == CarouselType.invertedWheel) { r = -r; a = -a; }
                if (vertical) return t.translated(-r, 0, 0).rotated(a * offset, 0, 0, 1).translated(r, 0, offset * depthNudge);
                return t.translated(0, r, 0).rotated(a * offset, 0, 0, 1).translated(0, -r, offset * depthNudge);
            }
            case coverFlow: case coverFlow2: {
                double c = smax(-1, smin(1, offset));
                if (type == CarouselType.coverFlow2) c = offset > 0.5 ? 1 : offset > -0.5 ? -0.0 : offset > -1.5 ? -1 : c;
                double x = (c * 0.5 * tilt + offset * spacing) * w, z = Math.abs(c) * -w * 0.5, a = -c * (Math.PI / 2) * tilt;
                return vertical ? t.translated(0, x, z).rotated(a, -1, 0, 0) : t.translated(x, 0, z).rotated(a, 0, 1, 0);
            }
            case timeMachine: case invertedTimeMachine: {
                double tl = tilt, o = offset;
                if (type == CarouselType.invertedTimeMachine) { tl = -tl; o = -o; }
                return vertical ? t.translated(0, o * w * tl, o * w * spacing) : t.translated(o * w * tl, 0, o * w * spacing);
            }
            default:
                return t;
        }
    }

    /** iCarousel's alphaForItemWithOffset:. */
    double alpha(double offset) {
        double factor = 0;
        if (offset > fadeMax) factor = offset - fadeMax; else if (offset < fadeMin) factor = fadeMin - offset;
        return 1 - smin(factor, fadeRange) / fadeRange * (1 - fadeMinAlpha);
    }
}

"""#

    static let carouselMath = #"""
// iCarousel's layout as a collection-view layout: the scroll position in items is
// s = x / itemWidth (y / itemHeight vertically); item i's offset i − s (brought into
// −n/2…n/2 when wrapping) gives its transform and alpha.

private Size viewport = new Size(0, 0);
/** Section 0's items (the layout places one section). */
private int itemCount = 0;
private CarouselOptions options = null;

public __MATH__() {}

public boolean scrollsVertically() { return C.vertical; }
public int itemCount() { return itemCount; }

public void prepare(Size viewport, Data data) {
    itemCount = data.itemCount(0);
    this.viewport = viewport;
    options = new CarouselOptions(viewport, itemCount);
}

/** The scrolling that moves the carousel by one item. */
public double pitch() { return C.vertical ? C.itemHeight : C.itemWidth; }
double along(Point p) { return C.vertical ? p.y : p.x; }
Point with(Point p, double a) { return C.vertical ? new Point(p.x, a) : new Point(a, p.y); }

/** Right to left (horizontal only): the next item comes from the left. */
final boolean mirrored = C.rightToLeft && !C.vertical;

/** The offset along the axis as the carousel reads it: mirrored right to left within the content, or about 0 when wrapping. */
double logical(double x) {
    if (!mirrored) return x;
    return options.wrap ? -x : Math.max(0, itemCount - 1) * pitch() - x;
}

/** At item 0: offset 0, or the far end right to left. */
public Point initialContentOffset() { return with(Point.ZERO, logical(0)); }

public Size contentSize() {
    double n = itemCount, length = (options.wrap ? n : smax(0, n - 1)) * pitch();
    return C.vertical ? new Size(viewport.width, viewport.height + length) : new Size(viewport.width + length, viewport.height);
}

public Wrapping wrapping() {
    if (!options.wrap || itemCount <= 0) return null;
    return new Wrapping(-pitch() / 2, (itemCount - 0.5) * pitch(), itemCount * pitch());
}

/** The scroll position in items (within 0…n when wrapping). */
double scrollPosition(Point offset) {
    double s = logical(along(offset)) / pitch();
    if (!options.wrap || itemCount <= 0 || !Double.isFinite(s)) return s;
    double n = itemCount;
    return s - Math.floor(s / n) * n;
}

double itemOffset(int i, double s) {
    double o = i - s;
    if (options.wrap) {
        double n = itemCount;
        if (o > n / 2) o -= n; else if (o < -n / 2) o += n;
    }
    return o;
}

Element attributes(int i, double s, Point offset) {
    double o = itemOffset(i, s);
    Matrix3D t;
    double a;
    if (C.type != CarouselType.custom) {
        t = options.transform(o);
        a = options.alpha(o);
    } else {
        CarouselOptions p = options;
        ExpressionVariables v = new ExpressionVariables();
        v.offset = o; v.index = i; v.count = p.count; v.itemWidth = C.itemWidth; v.itemHeight = C.itemHeight;
        v.width = viewport.width; v.height = viewport.height; v.radius = p.radius; v.spacing = p.spacing; v.arc = p.arc;
        v.angle = p.angle != null ? p.angle : p.arc / p.count; v.tilt = p.tilt; v.fadeMin = p.fadeMin; v.fadeMax = p.fadeMax;
        v.fadeRange = p.fadeRange; v.fadeMinAlpha = p.fadeMinAlpha;
        double raw = customAlpha(v);
        t = customTransform(options.baseTransform(), v);
        a = Double.isNaN(raw) ? raw : smax(0, smin(1, raw));
    }
    // Right to left the picture is iCarousel's in a mirror: S·M·S with S = diag(−1, 1, 1, 1).
    if (mirrored) { t = t.copy(); t.m12 = -t.m12; t.m13 = -t.m13; t.m14 = -t.m14; t.m21 = -t.m21; t.m31 = -t.m31; t.m41 = -t.m41; }
    boolean finite = Double.isFinite(a) && t.isFinite();
    Element e = new Element(i, new Point(offset.x + viewport.width / 2, offset.y + viewport.height / 2), new Size(C.itemWidth, C.itemHeight));
    e.alpha = finite ? a : 0;
    // iCarousel: hidden = !(showBackfaces ?: (transform.m33 > 0.0)); a NaN or ∞ hides the item.
    e.hidden = !finite || !(options.showBackfaces || t.m33 > 0);
    e.transform3D = t;
    return e;
}

/** The items iCarousel keeps loaded: visibleItems around the current one. */
int[] loadedItems(double s) {
    int n = itemCount, visible = options.visibleItems;
    if (n <= 0 || visible <= 0 || !Double.isFinite(s)) return new int[0];
    double rounded = rnd(s);
    int current = options.wrap ? positiveModulo(toInt(rounded), n) : toInt(smax(0, smin(n - 1, rounded)));
    int start = current - visible / 2;
    if (!options.wrap) start = Math.max(0, Math.min(n - visible, start));
    int[] items = new int[visible];
    for (int k = 0; k < visible; k++) items[k] = options.wrap ? positiveModulo(start + k, n) : start + k;
    return items;
}

static double depth(Matrix3D t) { return t.m13 + t.m23 + t.m33 + t.m43; }
static double alongOf(Matrix3D t) { return C.vertical ? t.m12 + t.m22 + t.m32 + t.m42 : t.m11 + t.m21 + t.m31 + t.m41; }

/**
 * The loaded, visible items with iCarousel's depth order as z-index: nearer the eye (the
 * transform's z of the centre) draws later; at equal depth, nearer the current item along the axis does.
 */
List<Element> loadedAttributes(Point offset) {
    double s = scrollPosition(offset);
    List<Element> all = new ArrayList<>();
    for (int i : loadedItems(s)) {
        Element e = attributes(i, s, offset);
        if (e.alpha != 0) all.add(e);
    }
    Integer current = currentIndex(offset);
    if (current == null) return all;
    Matrix3D reference = null;
    for (Element e : all) if (e.item == current) { reference = e.transform3D; break; }
    if (reference == null) reference = attributes(current, s, offset).transform3D;
    final double r = alongOf(reference);
    List<Integer> order = new ArrayList<>();
    for (int k = 0; k < all.size(); k++) order.add(k);
    final List<Element> list = all;
    order.sort((a, b) -> {
        Matrix3D ta = list.get(a).transform3D, tb = list.get(b).transform3D;
        double difference = depth(ta) - depth(tb);
        if (difference != 0) return difference < 0 ? -1 : 1;
        double d = Math.abs(alongOf(tb) - r) - Math.abs(alongOf(ta) - r);
        if (d != 0) return d < 0 ? -1 : 1;
        return Integer.compare(a, b);
    });
    for (int rank = 0; rank < order.size(); rank++) all.get(order.get(rank)).zIndex = rank;
    return all;
}

/** The loaded items whose projected quad's bounding box meets `rect`. O(visibleItems), never O(n). */
public List<Element> elementsIn(Rect rect, Point offset) {
    List<Element> result = new ArrayList<>();
    if (itemCount <= 0 || rect.isEmpty()) return result;
    for (Element e : loadedAttributes(offset)) {
        Rect b = e.screenBounds();
        if (b != null && b.minX() <= rect.maxX() && rect.minX() <= b.maxX() && b.minY() <= rect.maxY() && rect.minY() <= b.maxY()) result.add(e);
    }
    return result;
}

public Element attributesForItem(int item, int section, Point offset) {
    if (section != 0 || item < 0 || item >= itemCount) return null;
    for (Element e : loadedAttributes(offset)) if (e.item == item) return e;
    Element e = attributes(item, scrollPosition(offset), offset);
    e.zIndex = -1;
    return e;
}

public List<Element> everyElement(Point offset) {
    // Once, not per item: the loaded items' order is the same for all.
    List<Element> loaded = loadedAttributes(offset);
    double s = scrollPosition(offset);
    Element[] byItem = new Element[itemCount];
    for (Element e : loaded) if (byItem[e.item] == null) byItem[e.item] = e;
    List<Element> result = new ArrayList<>();
    for (int i = 0; i < itemCount; i++) {
        Element e = byItem[i];
        if (e == null) { e = attributes(i, s, offset); e.zIndex = -1; }
        result.add(e);
    }
    return result;
}

public Integer currentIndex(Point offset) {
    if (itemCount <= 0) return null;
    double s = scrollPosition(offset);
    if (!Double.isFinite(s)) return 0;
    double r = rnd(s);
    if (options.wrap) return positiveModulo(toInt(r), itemCount);
    return toInt(smax(0, smin(itemCount - 1, r)));
}

/** The nearest whole item. */
public Point targetContentOffset(Point proposed, Point velocity, Point current) {
    if (itemCount <= 0 || !Double.isFinite(along(proposed))) return with(current, 0);
    double items = rnd(logical(along(proposed)) / pitch());
    if (!options.wrap) items = smax(0, smin(itemCount - 1, items));
    return with(current, logical(items * pitch()));
}

/** Tap-to-centre: the offset that brings `item` to the middle, the nearest way round. */
public Point contentOffsetFocusing(int item, int section, Point offset) {
    if (section != 0 || item < 0 || item >= itemCount) return null;
    double items = item;
    if (options.wrap && Double.isFinite(along(offset))) {
        double n = itemCount;
        items += rnd((logical(along(offset)) / pitch() - items) / n) * n;
    }
    return with(offset, logical(items * pitch()));
}
"""#
}
