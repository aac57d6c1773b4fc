import CollectionLayout

/// The ring in Java: items on a circle that turns as the content scrolls.
extension AndroidExporter {
    func ringPart(_ layout: RingLayout) -> LayoutPart {
        LayoutPart(configuration: [
            "static final int itemCount = \(view.dataset.itemCount);",
            "static final double itemWidth = \(Self.literal(layout.itemSize.width)), itemHeight = \(Self.literal(layout.itemSize.height));",
            "/** null: the largest circle that keeps the items in the viewport. */",
            "static final Double radius = \(Self.optional(layout.parameters.numberOrAuto(RingLayout.Key.radius.rawValue)));",
            "/** Where the current item rests, in radians (−π/2 is the top). */",
            "static final double startAngle = \(Self.literal(layout.startAngle));",
            "/** The scrolling that turns the ring by one item. */",
            "static final double stepLength = \(Self.literal(layout.stepLength));",
            "static final boolean scalesByDepth = \(layout.scalesByDepth);",
            "static final double minimumScale = \(Self.literal(layout.minimumScale));",
            "static final int maximumVisibleItems = \(layout.maximumVisibleItems);",
        ], math: Self.ringMath)
    }

    static let ringMath = #"""
// Items on a circle centred in the viewport; scrolling one stepLength turns it by one
// item, and the offset wraps so it turns forever.

private Size viewport = new Size(0, 0);
/** Section 0's items (the layout places one section). */
private int itemCount = 0;
private double radius = 0;

public __MATH__() {}

public boolean scrollsVertically() { return true; }
public int itemCount() { return itemCount; }

public void prepare(Size viewport, Data data) {
    itemCount = data.itemCount(0);
    this.viewport = viewport;
    // Auto keeps the items 16 points clear of the edges.
    radius = C.radius != null ? C.radius : smax(0, (smin(viewport.width - C.itemWidth, viewport.height - C.itemHeight) - 32) / 2);
}

public Size contentSize() {
    if (itemCount <= 0) return new Size(viewport.width, 0);
    return new Size(viewport.width, C.stepLength * (itemCount + 1) + viewport.height);
}

public Point initialContentOffset() { return itemCount > 0 ? new Point(0, C.stepLength) : Point.ZERO; }

public Wrapping wrapping() {
    if (itemCount <= 0) return null;
    return new Wrapping(C.stepLength / 2, (itemCount + 1) * C.stepLength, itemCount * C.stepLength);
}

double turn(double y) { return y / C.stepLength - 1; }

double angle(int i, double y) {
    if (itemCount <= 0) return C.startAngle;
    return C.startAngle + 2 * Math.PI * (i - turn(y)) / itemCount;
}

/** 1 at the start angle, 0 opposite it. */
static double depth(double angle) { return (1 + Math.cos(angle - C.startAngle)) / 2; }

Element attributes(int i, Point offset) {
    double theta = angle(i, offset.y);
    double k = C.scalesByDepth ? C.minimumScale + (1 - C.minimumScale) * depth(theta) : 1;
    Point c = new Point(offset.x + viewport.width / 2 + radius * Math.cos(theta), offset.y + viewport.height / 2 + radius * Math.sin(theta));
    Element e = new Element(i, c, new Size(C.itemWidth, C.itemHeight));
    e.zIndex = (long) rnd(depth(theta) * 1000);
    if (k != 1) e.transform = Affine.scale(k);
    return e;
}

/** With more items than maximumVisibleItems, the first of the window of items placed; null: all. */
Integer placedWindowStart(double y) {
    int m = C.maximumVisibleItems;
    if (itemCount <= m || !Double.isFinite(y)) return null;
    double t = turn(y) % itemCount;
    return toInt(rnd(t)) - m / 2;
}

public Element attributesForItem(int item, int section, Point offset) {
    if (section != 0 || item < 0 || item >= itemCount) return null;
    Integer window = placedWindowStart(offset.y);
    if (window != null) {
        int from = positiveModulo(window, itemCount);
        if (positiveModulo(item - from, itemCount) >= C.maximumVisibleItems) return null;
    }
    return attributes(item, offset);
}

/** O(placed items): the window, or every item when it holds them all. */
public List<Element> elementsIn(Rect rect, Point offset) {
    List<Element> result = new ArrayList<>();
    if (itemCount <= 0 || rect.isEmpty() || !Double.isFinite(offset.x) || !Double.isFinite(offset.y)) return result;
    Integer window = placedWindowStart(offset.y);
    int first = window == null ? 0 : window, count = window == null ? itemCount : C.maximumVisibleItems;
    for (int k = 0; k < count; k++) {
        Element e = attributes(positiveModulo(first + k, itemCount), offset);
        if (e.frame().intersects(rect)) result.add(e);
    }
    return result;
}

public List<Element> everyElement(Point offset) {
    List<Element> result = new ArrayList<>();
    for (int i = 0; i < itemCount; i++) { Element e = attributesForItem(i, 0, offset); if (e != null) result.add(e); }
    return result;
}

/** The item at the start angle. */
public Integer currentIndex(Point offset) {
    if (itemCount <= 0) return null;
    if (!Double.isFinite(offset.y)) return 0;
    double front = rnd(turn(offset.y)) % itemCount;
    return positiveModulo(toInt(front), itemCount);
}

/** The nearest whole step: an item at the start angle. */
public Point targetContentOffset(Point proposed, Point velocity, Point current) {
    if (itemCount <= 0 || !Double.isFinite(proposed.y)) return new Point(current.x, initialContentOffset().y);
    return new Point(current.x, rnd(proposed.y / C.stepLength) * C.stepLength);
}

/** Tap-to-centre: the offset that turns `item` to the start angle, the nearest way round. */
public Point contentOffsetFocusing(int item, int section, Point offset) {
    if (section != 0 || item < 0 || item >= itemCount) return null;
    double n = itemCount, i = item;
    double from = Double.isFinite(offset.y) ? offset.y : C.stepLength;
    double k = rnd((from / C.stepLength - 1 - i) / n);
    return new Point(offset.x, (1 + i + k * n) * C.stepLength);
}
"""#
}
