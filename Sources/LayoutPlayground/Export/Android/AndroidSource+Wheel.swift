import CollectionLayout

/// The wheel in Java: a picker drum (or the seed's polygon) in perspective.
extension AndroidExporter {
    func wheelPart(_ layout: WheelLayout) -> LayoutPart {
        LayoutPart(configuration: [
            "static final int itemCount = \(view.dataset.itemCount);",
            "static final double itemWidth = \(Self.literal(layout.itemSize.width)), itemHeight = \(Self.literal(layout.itemSize.height));",
            "/** Eye distance: m34 = −1/perspective. */",
            "static final double perspective = \(Self.literal(layout.perspective));",
            "static final boolean loops = \(layout.loops);",
            "/** drum: rows an itemHeight apart on a drum of diameterRatio × the viewport's height; seed: the n-gon whose radius grows with the row count. */",
            "static final boolean drum = \(layout.geometry == .drum);",
            "static final double diameterRatio = \(Self.literal(layout.diameterRatio));",
            "static final double squeeze = \(Self.literal(layout.squeeze));",
            "static final double offAxisFraction = \(Self.literal(layout.offAxisFraction));",
            "/** 1 without the magnifier. */",
            "static final double magnification = \(Self.literal(layout.magnification));",
            "static final double offCenterOpacity = \(Self.literal(layout.offCenterOpacity));",
            "static final boolean showsBackFaces = \(layout.showsBackFaces);",
            "/** Seed geometry: one viewport height of scrolling per row (else one itemHeight). */",
            "static final boolean pitchIsViewport = \(layout.rowPitch == .viewport);",
        ], math: Self.wheelMath)
    }

    static let wheelMath = #"""
// A picker wheel: every row's centre is the viewport's centre, and a rotation about the x
// axis, seen in perspective, puts it on the drum. Coordinates: content space for centres;
// each row's own 3-D space (origin at its centre, z toward the eye) for its transform3D.

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
    if (C.drum) radius = C.diameterRatio * smax(1, viewport.height) / 2;
    else radius = itemCount > 2 ? (C.itemHeight / 2) / Math.tan(Math.PI / itemCount) : 0;
}

/** The scrolling that turns the wheel by one row. */
public double pitch() { return !C.drum && C.pitchIsViewport ? (viewport.height > 0 ? viewport.height : C.itemHeight) : C.itemHeight; }

public Size contentSize() {
    if (itemCount <= 0) return new Size(viewport.width, 0);
    double n = itemCount;
    return new Size(viewport.width, pitch() * (C.loops ? n + 1 : n - 1) + viewport.height);
}

public Point initialContentOffset() { return C.loops && itemCount > 0 ? new Point(0, pitch()) : Point.ZERO; }

public Wrapping wrapping() {
    if (!C.loops || itemCount <= 0) return null;
    return new Wrapping(pitch() / 2, (itemCount + 1) * pitch(), itemCount * pitch());
}

/** Rows turned at offset y. */
double turn(double y) { return y / pitch() - (C.loops ? 1 : 0); }

Point center(double y) { return new Point(viewport.width / 2, viewport.height / 2 + y); }

// The seed's polygon.

Matrix3D seedTransform(double a) {
    double c = Math.cos(a), s = Math.sin(a), q = -1 / C.perspective, r = radius;
    Matrix3D t = new Matrix3D();
    t.m22 = c; t.m23 = s; t.m24 = s * q;
    t.m32 = -s; t.m33 = c; t.m34 = c * q;
    t.m42 = -r * s; t.m43 = r * c; t.m44 = 1 + r * c * q;
    return t;
}

Element seedRow(int i, Point offset) {
    double a = itemCount > 0 ? 2 * Math.PI * (i + turn(offset.y)) / itemCount : 0;
    double c = Math.cos(a);
    Element e = new Element(i, center(offset.y), new Size(C.itemWidth, C.itemHeight));
    e.zIndex = (long) rnd(c * 1000);
    e.hidden = c < 0 && !C.showsBackFaces;
    e.transform3D = seedTransform(a);
    return e;
}

/** The most rows whose polygon stays in front of the eye. */
int seedRowLimit() {
    double bound = Math.PI / Math.atan(C.itemHeight / (2 * C.perspective));
    int n = toInt(Math.floor(bound));
    if (n == bound) n -= 1;
    return Math.max(2, n);
}

// The drum.

/** Row i's distance from the middle, in rows. */
double drumDistance(int i, double y) {
    double d = i - turn(y);
    if (C.loops && itemCount > 0) {
        double n = itemCount;
        d -= n * Math.floor((d + n / 2) / n);
    }
    return d;
}

Element drumRow(int i, Point offset) {
    double d = drumDistance(i, offset.y);
    double angle = -d * C.itemHeight / (smax(radius, 1e-9) * C.squeeze);
    if (!Double.isFinite(angle) || !(Math.abs(angle) <= Math.PI / 2)) return null;
    // Within a row of the middle the magnifier and the full opacity fade in.
    double nearness = smax(0, 1 - Math.abs(d));
    double scale = 1 + (C.magnification - 1) * nearness;
    double shift = C.offAxisFraction * viewport.width;
    double c = Math.cos(angle), s = Math.sin(angle), q = -1 / C.perspective, z = radius * (c - 1);
    Element e = new Element(i, center(offset.y), new Size(C.itemWidth, C.itemHeight));
    e.alpha = C.offCenterOpacity + (1 - C.offCenterOpacity) * nearness;
    e.zIndex = (long) rnd(c * 1000);
    e.transform = new Affine(scale, 0, 0, scale, -shift, 0);
    Matrix3D t = new Matrix3D();
    t.m22 = c; t.m23 = s; t.m24 = s * q;
    t.m32 = -s; t.m33 = c; t.m34 = c * q;
    t.m41 = shift; t.m42 = -radius * s; t.m43 = z; t.m44 = 1 + z * q;
    e.transform3D = t;
    return e;
}

public Element attributesForItem(int item, int section, Point offset) {
    if (section != 0 || item < 0 || item >= itemCount) return null;
    if (!C.drum) return seedRow(item, offset);
    Element row = drumRow(item, offset);
    if (row != null) return row;
    // Past ±90°: placed nowhere, hidden.
    Element e = new Element(item, center(offset.y), new Size(C.itemWidth, C.itemHeight));
    e.alpha = 0; e.zIndex = Long.MIN_VALUE / 2; e.hidden = true;
    return e;
}

/** O(k): only the rows on the near half of the wheel are considered. */
public List<Element> elementsIn(Rect rect, Point offset) {
    List<Element> rows = new ArrayList<>();
    int n = itemCount;
    if (n <= 0 || !Double.isFinite(offset.y)) return rows;
    if (!C.drum) {
        if (n > seedRowLimit()) return rows;
        if (C.showsBackFaces) { for (int i = 0; i < n; i++) rows.add(seedRow(i, offset)); return rows; }
        double s = turn(offset.y) % n, quarter = n / 4.0;
        int first = toInt(Math.floor(-s - quarter)) - 1, last = toInt(Math.ceil(-s + quarter)) + 1;
        List<Integer> indices = new ArrayList<>();
        if (last - first + 1 >= n) { for (int i = 0; i < n; i++) indices.add(i); }
        else { for (int k = first; k <= last; k++) indices.add(positiveModulo(k, n)); }
        for (int i : indices) { Element e = seedRow(i, offset); if (!e.hidden) rows.add(e); }
        return rows;
    }
    double s = turn(offset.y), reach = Math.PI / 2 * radius * C.squeeze / C.itemHeight;
    if (!Double.isFinite(reach)) return rows;
    double low = Math.ceil(s - reach), high = Math.floor(s + reach);
    if (C.loops) {
        low = smax(low, Math.ceil(s - n / 2.0)); high = smin(high, low + n - 1);
    } else {
        low = smax(low, 0); high = smin(high, n - 1);
    }
    if (!(low <= high)) return rows;
    for (double k = low; k <= high; k += 1) {
        int i = C.loops ? positiveModulo(toInt(k % n), n) : toInt(k);
        Element row = drumRow(i, offset);
        if (row == null) continue;
        Rect box = row.screenBounds();
        if (box != null && box.intersects(rect)) rows.add(row);
    }
    return rows;
}

public List<Element> everyElement(Point offset) {
    List<Element> result = new ArrayList<>();
    for (int i = 0; i < itemCount; i++) result.add(attributesForItem(i, 0, offset));
    return result;
}

/** The row facing the viewer. */
public Integer currentIndex(Point offset) {
    if (itemCount <= 0) return null;
    if (!Double.isFinite(offset.y)) return 0;
    double s = turn(offset.y);
    double front = rnd(C.drum ? s : -s) % itemCount;
    return positiveModulo(toInt(front), itemCount);
}

/** The nearest whole row. */
public Point targetContentOffset(Point proposed, Point velocity, Point current) {
    if (itemCount <= 0 || !Double.isFinite(proposed.y)) return new Point(current.x, initialContentOffset().y);
    double rows = rnd(proposed.y / pitch());
    if (!C.loops) rows = smin(itemCount - 1, smax(0, rows));
    return new Point(current.x, rows * pitch());
}

/** Tap-to-centre: the offset that turns row `item` to the front, the nearest way round. */
public Point contentOffsetFocusing(int item, int section, Point offset) {
    if (section != 0 || item < 0 || item >= itemCount) return null;
    double n = itemCount, i = C.drum ? item : -item;
    if (C.loops) {
        double from = Double.isFinite(offset.y) ? offset.y : pitch();
        double k = rnd((from / pitch() - 1 - i) / n);
        return new Point(offset.x, (1 + i + k * n) * pitch());
    }
    int rows = C.drum ? item : positiveModulo(itemCount - item, itemCount);
    return new Point(offset.x, rows * pitch());
}
"""#
}
