import CollectionLayout

/// The springs layout in Java: the resting list (or grid) and the cells'
/// springs as the library's `SpringField` computes them, each displaced cell
/// on its own damped spring solved in closed form.
extension AndroidExporter {
    func springsPart(_ layout: SpringsLayout) -> LayoutPart {
        let d = layout.dynamics
        return LayoutPart(configuration: [
            "static final int itemCount = \(view.dataset.itemCount);",
            "static final int columns = \(layout.columns);",
            "static final double itemHeight = \(Self.literal(layout.itemHeight)), spacing = \(Self.literal(layout.spacing)), inset = \(Self.literal(layout.inset));",
            "/** Each cell's spring: UIAttachmentBehavior's damping (ratio) and frequency (Hz). */",
            "static final double dampingRatio = \(Self.literal(d.dampingRatio)), frequency = \(Self.literal(d.frequency));",
            "/** The distance from the touch at which a cell lags by the whole move (UIKit Dynamics' scrollResistance). */",
            "static final double resistance = \(Self.literal(d.resistance));",
        ], math: Self.springsMath + Self.springFieldMath)
    }

    static let springsMath = #"""
// A list (a grid with several columns) whose cells hang on springs: at rest row i / c,
// column i mod c; while the content moves, `springs` moves each cell near the viewport
// behind its place and lets it swing back. The LayoutManager feeds contentMoved from its
// scrolls and reads the cells at the frame's time.

private Size viewport = new Size(0, 0);
/** Section 0's items (the layout places one section). */
private int itemCount = 0;
/** The cells' swing; at rest (the default) the layout is the plain list. */
public final SpringField springs = new SpringField();
/** The time the springs are read at (seconds on the caller's clock). */
public double time = 0;

public __MATH__() {}

public boolean scrollsVertically() { return true; }
public Wrapping wrapping() { return null; }
public Point initialContentOffset() { return Point.ZERO; }

public void prepare(Size viewport, Data data) {
    this.viewport = viewport;
    itemCount = data.itemCount(0);
}

public double itemWidth() { return smax(0, (viewport.width - 2 * C.inset - (C.columns - 1) * C.spacing) / C.columns); }
public int rowCount() { return (itemCount + C.columns - 1) / C.columns; }

public Size contentSize() {
    double rows = rowCount();
    return new Size(viewport.width, rows > 0 ? 2 * C.inset + rows * C.itemHeight + (rows - 1) * C.spacing : 0);
}

Rect frame(int i) {
    int row = i / C.columns, column = i % C.columns;
    return new Rect(C.inset + column * (itemWidth() + C.spacing), C.inset + row * (C.itemHeight + C.spacing), itemWidth(), C.itemHeight);
}

/** The cells whose resting frames meet `rect`, unmoved by the springs. */
public List<Element> restingElements(Rect rect) {
    List<Element> result = new ArrayList<>();
    if (itemCount <= 0 || rect.isEmpty() || !Double.isFinite(rect.minY()) || !Double.isFinite(rect.maxY())) return result;
    double pitch = C.itemHeight + C.spacing;
    int firstRow = Math.max(0, toInt(Math.floor((rect.minY() - C.inset - C.itemHeight) / pitch)));
    int lastRow = Math.min(rowCount() - 1, toInt(Math.ceil((rect.maxY() - C.inset) / pitch)));
    for (int row = firstRow; row <= lastRow; row++) {
        for (int i = row * C.columns; i < Math.min(itemCount, (row + 1) * C.columns); i++) {
            Rect f = frame(i);
            if (f.intersects(rect)) result.add(Element.framed("cell", 0, i, f));
        }
    }
    return result;
}

/** The cells in `rect` where they are at `time`: at rest, the resting ones; while cells swing, those near `rect` moved by their springs. */
public List<Element> elementsIn(Rect rect, Point offset) {
    if (springs.isAtRest()) return restingElements(rect);
    double m = SpringField.margin;
    List<Element> result = new ArrayList<>();
    for (Element e : springs.apply(restingElements(new Rect(rect.x, rect.y - m, rect.width, rect.height + 2 * m)), time)) {
        if (e.frame().intersects(rect)) result.add(e);
    }
    return result;
}

public Element attributesForItem(int item, int section, Point offset) {
    if (section != 0 || item < 0 || item >= itemCount) return null;
    List<Element> one = new ArrayList<>();
    one.add(Element.framed("cell", 0, item, frame(item)));
    return springs.apply(one, time).get(0);
}

/** Every cell at `offset` and `time` (what `attributes --all` lists). */
public List<Element> everyElement(Point offset) {
    List<Element> result = new ArrayList<>();
    for (int i = 0; i < itemCount; i++) result.add(attributesForItem(i, 0, offset));
    return result;
}

public Integer currentIndex(Point offset) { return null; }

/** The content offset is `offset` at `time` (seconds): the cells near the viewport lag behind. */
public void contentMoved(Point offset, double time) {
    this.time = time;
    springs.contentMoved(offset, time, viewport, this::restingElements);
}

/** Free scrolling: wherever the deceleration ends. */
public Point targetContentOffset(Point proposed, Point velocity, Point current) { return proposed; }

/** Tap-to-centre: the offset that shows the item's row at the top, within the content. */
public Point contentOffsetFocusing(int item, int section, Point offset) {
    if (section != 0 || item < 0 || item >= itemCount) return null;
    double top = frame(item).minY() - C.inset;
    return new Point(offset.x, smin(smax(0, top), smax(0, contentSize().height - viewport.height)));
}

"""#

    static let springFieldMath = #"""
/** A damped spring of unit mass (stiffness (2πf)²) from y0 at v0 toward 0, in closed form. */
public static final class CellSpring {
    /** 0: under-damped (beta, omega, a, b); 1: critical (omega, a, b); 2: over-damped (r1, r2, c1, c2). */
    final int kind;
    final double p, q, r, s;
    final double positionTolerance, velocityTolerance;

    public CellSpring(double dampingRatio, double frequency, double y0, double v0, double positionTolerance, double velocityTolerance) {
        double omega = 2 * Math.PI * frequency;
        double mass = 1.0, stiffness = omega * omega;
        double damping = dampingRatio * 2 * Math.sqrt(stiffness * mass);
        double omega0 = Math.sqrt(stiffness / mass), zeta = damping / (2 * Math.sqrt(stiffness * mass));
        this.positionTolerance = positionTolerance;
        this.velocityTolerance = velocityTolerance;
        if (Math.abs(zeta - 1) < 1e-6) {
            kind = 1; p = omega0; q = y0; r = v0 + omega0 * y0; s = 0;
        } else if (zeta < 1) {
            double beta = zeta * omega0;
            double omegaD = omega0 * Math.sqrt(1 - zeta * zeta);
            kind = 0; p = beta; q = omegaD; r = y0; s = (v0 + beta * y0) / omegaD;
        } else {
            double root = Math.sqrt(zeta * zeta - 1);
            double r1 = -omega0 * (zeta - root), r2 = -omega0 * (zeta + root);
            double c2 = (v0 - r1 * y0) / (r2 - r1);
            kind = 2; p = r1; q = r2; r = y0 - c2; s = c2;
        }
    }

    public double displacement(double t) {
        t = smax(0, t);
        switch (kind) {
            case 0: return Math.exp(-p * t) * (r * Math.cos(q * t) + s * Math.sin(q * t));
            case 1: return (q + r * t) * Math.exp(-p * t);
            default: return r * Math.exp(p * t) + s * Math.exp(q * t);
        }
    }

    public double velocity(double t) {
        t = smax(0, t);
        switch (kind) {
            case 0: {
                double c = Math.cos(q * t), sn = Math.sin(q * t);
                return Math.exp(-p * t) * ((q * s - p * r) * c - (p * s + q * r) * sn);
            }
            case 1: return (r - p * (q + r * t)) * Math.exp(-p * t);
            default: return r * p * Math.exp(p * t) + s * q * Math.exp(q * t);
        }
    }

    public boolean isDone(double t) { return Math.abs(displacement(t)) < positionTolerance && Math.abs(velocity(t)) < velocityTolerance; }
}

/**
 * How far each cell hangs from its resting place along the scroll axis. When the content
 * moves by Δ, each cell near the viewport lags by Δ·min(1, distance/resistance) more, the
 * distance measured from the touch to the cell's centre, then swings back on its spring;
 * a cell within restTolerance of its place and slower than restSpeed is dropped, so at
 * rest nothing is computed per frame.
 */
public static final class SpringField {
    public static final double restTolerance = 0.001, restSpeed = 0.01;
    /** How far beyond the viewport cells keep moving (points). */
    public static final double margin = 400.0;

    static final class Cell {
        final CellSpring spring;
        final double start;
        Cell(CellSpring spring, double start) { this.spring = spring; this.start = start; }
    }
    java.util.Map<Integer, Cell> cells = new java.util.HashMap<>();
    Point lastOffset = null;
    /** The touch point in content coordinates; null: the viewport's middle. */
    public Point touch = null;

    public boolean isAtRest() { return cells.isEmpty(); }

    /** Forgets every displacement (new data, a new layout). */
    public void reset(Point offset) { cells.clear(); lastOffset = offset; }

    static double lagFactor(double distance) {
        if (!(C.resistance > 0)) return 1;
        return smin(1, Math.abs(distance) / C.resistance);
    }

    /** The content offset is now `offset` at `time`; `resting` gives the cells at rest in a rect. */
    public void contentMoved(Point offset, double time, Size viewport, java.util.function.Function<Rect, List<Element>> resting) {
        Point last = lastOffset;
        lastOffset = offset;
        if (last == null) return;
        double delta = offset.y - last.y;
        if (delta == 0 || !Double.isFinite(delta)) return;
        Rect near = new Rect(offset.x, offset.y - margin, viewport.width, viewport.height + 2 * margin);
        Point anchor = touch != null ? touch : new Point(offset.x + viewport.width / 2, offset.y + viewport.height / 2);
        java.util.Map<Integer, Cell> kept = new java.util.HashMap<>();
        for (Element a : resting.apply(near)) {
            double[] state = state(a.item, time);
            double lag = delta * lagFactor(anchor.y - a.center.y);
            kept.put(a.item, new Cell(new CellSpring(C.dampingRatio, C.frequency, state[0] + lag, state[1], restTolerance, restSpeed), time));
        }
        cells = kept;
        advance(time);
    }

    /** Lets go of the cells at rest at `time`; whether any still moves. */
    public boolean advance(double time) {
        cells.entrySet().removeIf(entry -> entry.getValue().spring.isDone(time - entry.getValue().start));
        return !cells.isEmpty();
    }

    /** The displacement and velocity of `item` at `time`; { 0, 0 } at rest. */
    public double[] state(int item, double time) {
        Cell cell = cells.get(item);
        if (cell == null) return new double[] { 0, 0 };
        double t = time - cell.start;
        if (cell.spring.isDone(t)) return new double[] { 0, 0 };
        return new double[] { cell.spring.displacement(t), cell.spring.velocity(t) };
    }

    /** The elements moved by their displacements at `time`. */
    public List<Element> apply(List<Element> elements, double time) {
        if (cells.isEmpty()) return elements;
        List<Element> moved = new ArrayList<>();
        for (Element e : elements) {
            double d = state(e.item, time)[0];
            if (d == 0) { moved.add(e); continue; }
            Element m = new Element(e.category, e.section, e.item, new Point(e.center.x, e.center.y + d), e.size);
            m.alpha = e.alpha; m.zIndex = e.zIndex; m.hidden = e.hidden; m.transform = e.transform; m.transform3D = e.transform3D;
            moved.add(m);
        }
        return moved;
    }
}
"""#
}
