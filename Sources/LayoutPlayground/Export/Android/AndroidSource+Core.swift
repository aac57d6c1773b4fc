/// The parts of an exported Android math class that every layout shares:
/// plain geometry values, a Core Animation–style 3-D matrix, the element
/// attributes with the homography a card's plane is drawn by, and the data
/// the layout reads — plain Java 17, no Android imports.
extension AndroidExporter {
    /// The shared declarations, nested in the math class. `exportedCounts`:
    /// a Java expression for the exported data's item counts per section;
    /// `repeatsSections`: whether `attributes --items N` repeats the
    /// exported data section by section rather than as one run of items.
    static func coreSource(exportedCounts: String, repeatsSections: Bool) -> String {
        #"""
// ---- Geometry: plain values (points, origin top-left, y down) ----

/** A point. */
public static final class Point {
    public final double x, y;
    public Point(double x, double y) { this.x = x; this.y = y; }
    public static final Point ZERO = new Point(0, 0);
}

/** A size. */
public static final class Size {
    public final double width, height;
    public Size(double width, double height) { this.width = width; this.height = height; }
}

/** A rectangle. */
public static final class Rect {
    public final double x, y, width, height;
    public Rect(double x, double y, double width, double height) { this.x = x; this.y = y; this.width = width; this.height = height; }
    public static Rect around(Point center, Size size) {
        return new Rect(center.x - size.width / 2, center.y - size.height / 2, size.width, size.height);
    }
    public double minX() { return x; }
    public double minY() { return y; }
    public double maxX() { return x + width; }
    public double maxY() { return y + height; }
    public double midY() { return y + height / 2; }
    public boolean isEmpty() { return !(width > 0 && height > 0); }
    /** Whether the two overlap in an area (touching edges do not count). */
    public boolean intersects(Rect o) {
        if (isEmpty() || o.isEmpty()) return false;
        return minX() < o.maxX() && o.minX() < maxX() && minY() < o.maxY() && o.minY() < maxY();
    }
}

/** A 2-D affine transform about an element's centre, CGAffineTransform's order [a, b, c, d, tx, ty]. */
public static final class Affine {
    public final double a, b, c, d, tx, ty;
    public Affine(double a, double b, double c, double d, double tx, double ty) {
        this.a = a; this.b = b; this.c = c; this.d = d; this.tx = tx; this.ty = ty;
    }
    public static final Affine IDENTITY = new Affine(1, 0, 0, 1, 0, 0);
    public static Affine scale(double k) { return new Affine(k, 0, 0, k, 0, 0); }
    public double[] values() { return new double[] { a, b, c, d, tx, ty }; }
    public boolean isIdentity() { return a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0; }
}

/**
 * A 4×4 matrix in Core Animation's row-vector convention: a point (x, y, z, 1)
 * relative to the element's centre maps to p·M, then divides by w. The
 * methods are CATransform3D's functions.
 */
public static final class Matrix3D {
    public double m11 = 1, m12 = 0, m13 = 0, m14 = 0;
    public double m21 = 0, m22 = 1, m23 = 0, m24 = 0;
    public double m31 = 0, m32 = 0, m33 = 1, m34 = 0;
    public double m41 = 0, m42 = 0, m43 = 0, m44 = 1;

    public Matrix3D() {}
    public Matrix3D copy() { Matrix3D t = new Matrix3D(); t.set(values()); return t; }
    public double[] values() { return new double[] { m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44 }; }
    void set(double[] v) {
        m11 = v[0]; m12 = v[1]; m13 = v[2]; m14 = v[3]; m21 = v[4]; m22 = v[5]; m23 = v[6]; m24 = v[7];
        m31 = v[8]; m32 = v[9]; m33 = v[10]; m34 = v[11]; m41 = v[12]; m42 = v[13]; m43 = v[14]; m44 = v[15];
    }
    public boolean isIdentity() { return java.util.Arrays.equals(values(), new Matrix3D().values()); }
    public boolean isFinite() { for (double v : values()) if (!Double.isFinite(v)) return false; return true; }

    /** CATransform3DMakeTranslation. */
    public static Matrix3D translation(double x, double y, double z) { Matrix3D t = new Matrix3D(); t.m41 = x; t.m42 = y; t.m43 = z; return t; }
    /** CATransform3DMakeScale. */
    public static Matrix3D scale(double x, double y, double z) { Matrix3D t = new Matrix3D(); t.m11 = x; t.m22 = y; t.m33 = z; return t; }
    /** CATransform3DMakeRotation: a zero axis gives the identity, an axis that is no number a matrix of NaN. */
    public static Matrix3D rotation(double angle, double x, double y, double z) {
        Matrix3D t = new Matrix3D();
        double length = Math.sqrt(x * x + y * y + z * z);
        if (!Double.isFinite(length)) { double[] v = new double[16]; java.util.Arrays.fill(v, Double.NaN); t.set(v); return t; }
        if (!(length > 0)) return t;
        double ux = x / length, uy = y / length, uz = z / length;
        double c = Math.cos(angle), s = Math.sin(angle), k = 1 - c;
        t.m11 = k * ux * ux + c;      t.m12 = k * ux * uy + uz * s; t.m13 = k * ux * uz - uy * s;
        t.m21 = k * ux * uy - uz * s; t.m22 = k * uy * uy + c;      t.m23 = k * uy * uz + ux * s;
        t.m31 = k * ux * uz + uy * s; t.m32 = k * uy * uz - ux * s; t.m33 = k * uz * uz + c;
        return t;
    }
    /** CATransform3DConcat(this, o): this·o, which applies this first. */
    public Matrix3D concatenating(Matrix3D o) {
        double[] a = values(), r = new double[16];
        double[] b = o.values();
        for (int i = 0; i < 4; i++) {
            for (int j = 0; j < 4; j++) {
                r[4 * i + j] = a[4 * i] * b[j] + a[4 * i + 1] * b[4 + j] + a[4 * i + 2] * b[8 + j] + a[4 * i + 3] * b[12 + j];
            }
        }
        Matrix3D t = new Matrix3D(); t.set(r); return t;
    }
    /** CATransform3DTranslate(this, x, y, z). */
    public Matrix3D translated(double x, double y, double z) { return translation(x, y, z).concatenating(this); }
    /** CATransform3DRotate(this, angle, x, y, z). */
    public Matrix3D rotated(double angle, double x, double y, double z) { return rotation(angle, x, y, z).concatenating(this); }
    /** CATransform3DScale(this, x, y, z). */
    public Matrix3D scaled(double x, double y, double z) { return scale(x, y, z).concatenating(this); }
    /** The point (x, y, 0) of the element's plane, relative to its centre, on the screen plane; null at or behind the eye. */
    public Point project(double x, double y) {
        double w = x * m14 + y * m24 + m44;
        if (!(w > 1e-9) || !Double.isFinite(w)) return null;
        return new Point((x * m11 + y * m21 + m41) / w, (x * m12 + y * m22 + m42) / w);
    }
}

/** What a layout says about one element: UICollectionViewLayoutAttributes' fields. */
public static final class Element {
    /** "cell", "header", "footer" or "decoration". */
    public String category = "cell";
    public int section = 0, item = 0;
    public Point center = Point.ZERO;
    public Size size = new Size(0, 0);
    public double alpha = 1;
    public long zIndex = 0;
    public boolean hidden = false;
    public Affine transform = Affine.IDENTITY;
    public Matrix3D transform3D = new Matrix3D();
    /** The part of the element that shows, in its own coordinates (origin at its top-left corner); null: all of it. */
    public Rect mask = null;

    public Element(String category, int section, int item, Point center, Size size) {
        this.category = category; this.section = section; this.item = item; this.center = center; this.size = size;
    }
    public Element(int item, Point center, Size size) { this("cell", 0, item, center, size); }
    public static Element framed(String category, int section, int item, Rect f) {
        return new Element(category, section, item, new Point(f.x + f.width / 2, f.y + f.height / 2), new Size(f.width, f.height));
    }
    /** The untransformed frame: centre ± size/2. */
    public Rect frame() { return Rect.around(center, size); }

    /** A point of the element's plane, relative to its centre, on screen (3-D transform, then the 2-D one); null behind the eye. */
    public Point screenPoint(double x, double y) {
        Point p = transform3D.isIdentity() ? new Point(x, y) : transform3D.project(x, y);
        if (p == null) return null;
        return new Point(transform.a * p.x + transform.c * p.y + transform.tx + center.x,
                         transform.b * p.x + transform.d * p.y + transform.ty + center.y);
    }

    /** The bounding box of the element's corners on screen; null when a corner is behind the eye. */
    public Rect screenBounds() {
        double w = size.width / 2, h = size.height / 2;
        double x0 = Double.POSITIVE_INFINITY, y0 = Double.POSITIVE_INFINITY, x1 = Double.NEGATIVE_INFINITY, y1 = Double.NEGATIVE_INFINITY;
        double[][] corners = { { -w, -h }, { w, -h }, { w, h }, { -w, h } };
        for (double[] c : corners) {
            Point p = screenPoint(c[0], c[1]);
            if (p == null) return null;
            x0 = Math.min(x0, p.x); y0 = Math.min(y0, p.y); x1 = Math.max(x1, p.x); y1 = Math.max(y1, p.y);
        }
        return new Rect(x0, y0, x1 - x0, y1 - y0);
    }

    /**
     * The 3×3 homography (row-major, android.graphics.Matrix's setValues order:
     * scaleX, skewX, transX, skewY, scaleY, transY, persp0, persp1, persp2) that
     * maps a point (u, v) of the untransformed item, in its own coordinates
     * (origin at its top-left corner, as a View draws), to where the 3-D
     * transform (the plane z = 0 seen in perspective) and then the 2-D one put
     * it, in the same coordinates. Exact for every point of the plane in front
     * of the eye: a plane's perspective image is a projective map of it.
     */
    public double[] homography() {
        Matrix3D m = transform3D;
        Affine a = transform;
        double cx = size.width / 2, cy = size.height / 2;
        // P: the plane's projection, column-vector form, on coordinates relative to the centre.
        double[] p = { m.m11, m.m21, m.m41, m.m12, m.m22, m.m42, m.m14, m.m24, m.m44 };
        // A: the 2-D transform about the centre, then back to the top-left origin.
        double[] q = { a.a, a.c, a.tx + cx, a.b, a.d, a.ty + cy, 0, 0, 1 };
        // T: from the top-left origin to the centre.
        double[] t = { 1, 0, -cx, 0, 1, -cy, 0, 0, 1 };
        double[] h = multiply3(multiply3(q, p), t);
        double s = h[8];
        if (s != 0 && Double.isFinite(s)) for (int i = 0; i < 9; i++) h[i] /= s;
        return h;
    }

    /** Where the homography puts the point (u, v) of the item's own coordinates. */
    public static Point applyHomography(double[] h, double u, double v) {
        double w = h[6] * u + h[7] * v + h[8];
        return new Point((h[0] * u + h[1] * v + h[2]) / w, (h[3] * u + h[4] * v + h[5]) / w);
    }
}

static double[] multiply3(double[] a, double[] b) {
    double[] r = new double[9];
    for (int i = 0; i < 3; i++) for (int j = 0; j < 3; j++) r[3 * i + j] = a[3 * i] * b[j] + a[3 * i + 1] * b[3 + j] + a[3 * i + 2] * b[6 + j];
    return r;
}

/** An offset range that scrolls forever: past upper it comes back by period, below lower it goes forward by it. */
public static final class Wrapping {
    public final double lower, upper, period;
    public Wrapping(double lower, double upper, double period) { this.lower = lower; this.upper = upper; this.period = period; }
    public double wrap(double offset) {
        if (!(period > 0) || !Double.isFinite(offset)) return offset;
        double v = offset;
        if (v < lower) v += period * Math.ceil((lower - v) / period);
        if (v > upper) v -= period * Math.ceil((v - upper) / period);
        return v;
    }
}

// ---- Swift's arithmetic, where Java's differs ----

/** Rounds half away from zero (Swift's rounded(), C's round; Math.round rounds half up). */
static double rnd(double x) {
    double a = Math.abs(x), r = Math.floor(a);
    if (a - r >= 0.5) r += 1;
    return Math.copySign(r, x);
}
/** Swift's min: y < x ? y : x. */
static double smin(double x, double y) { return y < x ? y : x; }
/** Swift's max: y >= x ? y : x. */
static double smax(double x, double y) { return y >= x ? y : x; }
static int positiveModulo(int a, int n) { int r = a % n; return r < 0 ? r + n : r; }
/** Swift's Int(x) for a finite x in range; Java's cast saturates elsewhere. */
static int toInt(double x) { return (int) x; }

// ---- Data: what the adapter says, or the export's own ----

/** The size of item `item` of section `section`; null: the exported data's. */
public interface SizeSource { Size size(int section, int item); }

/**
 * The data the math lays out: how many items each section has (the adapter's
 * getItemCount()) and, item by item, the size the app gives (for the layouts
 * that read sizes). A size not given is the exported data's: item i of
 * section s takes the size of exported item i mod n of exported section
 * s mod m, so an adapter longer than the export repeats the exported sizes.
 */
public static final class Data {
    public final int[] itemCounts;
    public final SizeSource sizes;
    /** For each section, the exported section whose sizes and settings it takes; null: s mod m. */
    public int[] sectionOrigins = null;

    public Data(int[] itemCounts, SizeSource sizes) { this.itemCounts = itemCounts; this.sizes = sizes == null ? (s, i) -> null : sizes; }
    public Data(int[] itemCounts) { this(itemCounts, null); }
    /** One section of `count` items. */
    public static Data items(int count, SizeSource sizes) { return new Data(new int[] { Math.max(0, count) }, sizes); }

    public Size size(int section, int item) { return sizes.size(section, item); }
    public int origin(int s) { return sectionOrigins != null && s >= 0 && s < sectionOrigins.length ? sectionOrigins[s] : s; }
    public <T> T fallback(T[][] table, int s, int item) { return exported(table, origin(s), item); }
    public int sectionCount() { return itemCounts.length; }
    public int itemCount(int s) { return s >= 0 && s < itemCounts.length ? Math.max(0, itemCounts[s]) : 0; }

    /** The data the export was made with. */
    public static Data exported() { return new Data(\#(exportedCounts)); }

    /** The exported data repeated to `count` items as `attributes --items` repeats a dataset. */
    public static Data exportedRepeated(int count) {
        int[] counts = exported().itemCounts;
        int total = 0;
        for (int n : counts) total += n;
        if (total <= 0 || count == total) return exported();
        if (!\#(repeatsSections)) return new Data(new int[] { Math.max(0, count) });
        List<Integer> list = new ArrayList<>(), origins = new ArrayList<>();
        int remaining = Math.max(0, count);
        while (remaining > 0) {
            for (int k = 0; k < counts.length && remaining > 0; k++) {
                if (counts[k] <= 0) continue;
                int take = Math.min(remaining, counts[k]);
                list.add(take); origins.add(k); remaining -= take;
            }
        }
        Data data = new Data(list.stream().mapToInt(Integer::intValue).toArray());
        data.sectionOrigins = origins.stream().mapToInt(Integer::intValue).toArray();
        return data;
    }

    /** The exported value for item `item` of section `s` in a per-section table, cycling; null when empty. */
    public static <T> T exported(T[][] table, int s, int item) {
        if (table.length == 0 || s < 0 || item < 0) return null;
        T[] row = table[s % table.length];
        return row.length == 0 ? null : row[item % row.length];
    }
}
"""#
    }
}
