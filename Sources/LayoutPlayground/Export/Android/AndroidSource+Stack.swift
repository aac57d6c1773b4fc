import CollectionLayout

/// The stack in Java: a deck of cards, one page of scrolling per card.
extension AndroidExporter {
    func stackPart(_ layout: StackLayout) -> LayoutPart {
        LayoutPart(configuration: [
            "static final int itemCount = \(view.dataset.itemCount);",
            "static final double itemWidth = \(Self.literal(layout.itemSize.width)), itemHeight = \(Self.literal(layout.itemSize.height));",
            "/** Offset of each card under the top one, right and down. */",
            "static final double spacing = \(Self.literal(layout.spacing));",
            "static final int maximumVisibleItems = \(layout.maximumVisibleItems);",
            "/** The way the top card is thrown (right to left: left and right exchanged). */",
            "static final SwipeDirection swipeDirection = SwipeDirection.\(layout.direction.rawValue);",
            "/** Right to left: the deck steps left and down instead of right and down. */",
            "static final boolean rightToLeft = \(layout.isMirrored);",
            "/** Radians the top card turns as it is thrown. */",
            "static final double maximumRotation = \(Self.literal(layout.maximumRotation));",
            "static final double backgroundScale = \(Self.literal(layout.backgroundScale));",
            "static final boolean loops = \(layout.loops);",
            "/** A release faster than this (points per second) throws or brings back a card. */",
            "static final double flickVelocity = \(Self.literal(StackLayout.flickVelocity));",
            "/** How far the top card is dragged, in card widths (heights for up and down), before a slow release throws it. */",
            "static final double swipeThreshold = \(Self.literal(layout.swipeThreshold));",
        ], math: Self.swipeDirections + Self.stackMath)
    }

    static var swipeDirections: String {
        "/** The ways a deck's top card can be thrown. */\npublic enum SwipeDirection { "
            + StackLayout.SwipeDirection.allCases.map(\.rawValue).joined(separator: ", ") + " }\n\n"
    }

    static let stackMath = #"""
// A deck: the top card follows the finger out, the cards under it move up to take its
// place, the last one fading in. Scrolling one page (the viewport's width, or height for
// up and down) throws one card.

private Size viewport = new Size(0, 0);
/** Section 0's items (the layout places one section). */
private int itemCount = 0;
private final boolean vertical = C.swipeDirection == SwipeDirection.up || C.swipeDirection == SwipeDirection.down;
/** Right and down throw toward growing offsets read backwards. */
private final boolean reversed = C.swipeDirection == SwipeDirection.right || C.swipeDirection == SwipeDirection.down;
private final Point unit = C.swipeDirection == SwipeDirection.left ? new Point(-1, 0) : C.swipeDirection == SwipeDirection.right ? new Point(1, 0)
    : C.swipeDirection == SwipeDirection.up ? new Point(0, -1) : new Point(0, 1);

public __MATH__() {}

public boolean scrollsVertically() { return vertical; }
public int itemCount() { return itemCount; }

public void prepare(Size viewport, Data data) {
    this.viewport = viewport;
    itemCount = data.itemCount(0);
}

double pageLength() { return vertical ? viewport.height : viewport.width; }
double along(Point p) { return vertical ? p.y : p.x; }
Point with(Point p, double a) { return vertical ? new Point(p.x, a) : new Point(a, p.y); }

public Size contentSize() {
    double length = pageLength() * itemCount;
    return vertical ? new Size(viewport.width, length) : new Size(length, viewport.height);
}

public Wrapping wrapping() {
    if (!C.loops || itemCount <= 0 || !(pageLength() > 0)) return null;
    double period = pageLength() * itemCount;
    return new Wrapping(0, period, period);
}

public Point initialContentOffset() { return with(Point.ZERO, progress(0)); }

/** Pages thrown at `offset`. */
double deckPosition(Point offset) {
    double s = along(offset);
    if (!reversed) return s;
    return (C.loops ? 0 : Math.max(0, itemCount - 1) * pageLength()) - s;
}

double progress(double page) {
    if (!reversed) return page * pageLength();
    return (C.loops ? 0 : Math.max(0, itemCount - 1) * pageLength()) - page * pageLength();
}

/** The deck's slots at deck position x: { first, end } (end exclusive). */
int[] visibleRange(double x) {
    double w = pageLength();
    if (itemCount <= 0 || !(w > 0) || !Double.isFinite(x)) return new int[] { 0, 0 };
    double page = Math.floor(x / w);
    if (C.loops) {
        if (!(Math.abs(page) < 1e15)) return new int[] { 0, 0 };
        int minV = toInt(page);
        return new int[] { minV, minV + Math.min(itemCount, C.maximumVisibleItems) };
    }
    if (!(page < itemCount)) return new int[] { itemCount, itemCount };
    int minV = page < 0 ? 0 : toInt(page);
    return new int[] { minV, Math.min(itemCount, minV + C.maximumVisibleItems) };
}

Element attributes(int i, int minV, Point offset) {
    double w = pageLength();
    int k = i - minV;
    double delta = deckPosition(offset) - minV * w, pct = delta / w, sp = C.spacing;
    double side = C.rightToLeft ? -1.0 : 1.0;
    double cx = offset.x + viewport.width / 2 + side * sp * k, cy = offset.y + viewport.height / 2 + sp * k;
    double alpha = 1;
    Affine transform = Affine.IDENTITY;
    if (k == 0) {
        cx += unit.x * delta;
        cy += unit.y * delta;
        double angle = C.maximumRotation * pct * unit.x;
        if (angle != 0) {
            // Turned about a point a card-height below its centre.
            double h = C.itemHeight, c = Math.cos(angle), s = Math.sin(angle);
            transform = new Affine(c, s, -s, c, h * s, h * (1 - c));
        }
    } else {
        cx -= side * sp * pct;
        cy -= sp * pct;
        if (k == C.maximumVisibleItems - 1) alpha = smin(1, smax(0, pct));
        if (C.backgroundScale != 1) transform = Affine.scale(Math.pow(C.backgroundScale, k - pct));
    }
    Element e = new Element(C.loops ? positiveModulo(i, itemCount) : i, new Point(cx, cy), new Size(C.itemWidth, C.itemHeight));
    e.alpha = alpha;
    e.zIndex = C.maximumVisibleItems - k;
    e.transform = transform;
    return e;
}

/** O(maximumVisibleItems): the deck's cards, wherever the rect is. */
public List<Element> elementsIn(Rect rect, Point offset) {
    int[] range = visibleRange(deckPosition(offset));
    List<Element> result = new ArrayList<>();
    for (int i = range[0]; i < range[1]; i++) result.add(attributes(i, range[0], offset));
    return result;
}

public Element attributesForItem(int item, int section, Point offset) {
    if (section != 0) return null;
    int[] range = visibleRange(deckPosition(offset));
    for (int slot = range[0]; slot < range[1]; slot++) {
        if ((C.loops ? positiveModulo(slot, itemCount) : slot) == item) return attributes(slot, range[0], offset);
    }
    return null;
}

public List<Element> everyElement(Point offset) {
    List<Element> result = new ArrayList<>();
    for (int i = 0; i < itemCount; i++) { Element e = attributesForItem(i, 0, offset); if (e != null) result.add(e); }
    return result;
}

/** The card on top. */
public Integer currentIndex(Point offset) {
    if (itemCount <= 0) return null;
    double x = deckPosition(offset);
    if (!(pageLength() > 0) || !Double.isFinite(x)) return 0;
    double page = rnd(x / pageLength());
    if (C.loops) return positiveModulo(toInt(page % itemCount), itemCount);
    return toInt(smin(itemCount - 1, smax(0, page)));
}

/**
 * One card per swipe: a flick (faster than flickVelocity, in points per second) throws the
 * top card or brings the last one back; a slower release throws the top card once it is
 * throwDistance out, brings the previous one back once it is that close to the deck (the way
 * the deck moves deciding when both hold), else goes to the page nearest the projection, at
 * most one page away.
 */
public Point targetContentOffset(Point proposed, Point velocity, Point current) {
    double w = pageLength();
    if (itemCount <= 0 || !(w > 0) || !Double.isFinite(along(current))) return with(current, progress(0));
    double at = deckPosition(current) / w;
    double v = along(velocity) * (reversed ? -1 : 1);
    double lower = Math.floor(at), upper = Math.ceil(at);
    double page;
    if (v > C.flickVelocity) {
        page = lower + 1;
    } else if (v < -C.flickVelocity) {
        page = upper - 1;
    } else {
        double p = deckPosition(proposed);
        page = slowReleasePage(at, Double.isFinite(p) ? p / w : at, v);
    }
    if (!C.loops) page = smin(itemCount - 1, smax(0, page));
    return with(current, progress(page));
}

/** The distance the top card travels before a slow release throws it. */
double throwDistance() { return C.swipeThreshold * (vertical ? C.itemHeight : C.itemWidth); }

double slowReleasePage(double at, double proposed, double v) {
    double lower = Math.floor(at), upper = Math.ceil(at);
    double t = pageLength() > 0 ? throwDistance() / pageLength() : Double.POSITIVE_INFINITY;
    double out = at - lower, back = upper - at;
    boolean throwsTop = out > 0 && out >= t, bringsBack = back > 0 && back >= t;
    if (throwsTop && bringsBack) return (v != 0 ? v : proposed - at) < 0 ? lower : upper;
    if (throwsTop) return upper;
    if (bringsBack) return lower;
    return smin(lower + 1, smax(upper - 1, rnd(proposed)));
}

/** Tap-to-centre: the offset with card `item` on top. */
public Point contentOffsetFocusing(int item, int section, Point offset) {
    if (section != 0 || item < 0 || item >= itemCount) return null;
    double a = progress(item);
    Wrapping w = wrapping();
    if (C.loops && w != null) a += rnd((along(offset) - a) / w.period) * w.period;
    return with(offset, a);
}
"""#
}
