import CollectionLayout

/// The cards layout in Java: the centred card full size, neighbours scaled
/// down, one card per rest offset.
extension AndroidExporter {
    func cardsPart(_ layout: CardsLayout) -> LayoutPart {
        let fixed = layout.parameters.insetsOrAuto(CardsLayout.Key.sectionInsets.rawValue)
        return LayoutPart(configuration: [
            "static final int itemCount = \(view.dataset.itemCount);",
            "static final double itemWidth = \(Self.literal(layout.itemSize.width)), itemHeight = \(Self.literal(layout.itemSize.height));",
            "static final double spacing = \(Self.literal(layout.spacing));",
            "static final double scale = \(Self.literal(layout.scale));",
            "/** { top, left, bottom, right }; null: the first and last card can sit in the centre. */",
            "static final double[] insets = \(fixed.map(Self.literal) ?? "null");",
            "static final boolean vertical = \(layout.isVertical);",
            "/** Right to left: card 0 at the right, every x and offset mirrored within the content. */",
            "static final boolean rightToLeft = \(layout.isMirrored);",
        ], math: Self.cardsMath)
    }

    static let cardsMath = #"""
// Cards side by side (or one above the other), the centred one full size,
// the others scaled down toward `scale` with their distance from the centre.

private Size viewport = new Size(0, 0);
/** Section 0's items (the layout places one section). */
private int itemCount = 0;
private double[] insets = { 0, 0, 0, 0 };

public __MATH__() {}

public boolean scrollsVertically() { return C.vertical; }
public Wrapping wrapping() { return null; }
public int itemCount() { return itemCount; }

double itemAlong() { return C.vertical ? C.itemHeight : C.itemWidth; }
double itemAcross() { return C.vertical ? C.itemWidth : C.itemHeight; }
double viewAlong() { return C.vertical ? viewport.height : viewport.width; }
double viewAcross() { return C.vertical ? viewport.width : viewport.height; }
double leading() { return C.vertical ? insets[0] : insets[1]; }
double trailing() { return C.vertical ? insets[2] : insets[3]; }
double crossStart() { return C.vertical ? insets[1] : insets[0]; }
double crossEnd() { return C.vertical ? insets[3] : insets[2]; }
/** The distance between neighbouring rest offsets. */
public double pitch() { return itemAlong() + C.spacing; }

double along(Point p) { return C.vertical ? p.y : p.x; }
Point point(double along, double across) { return C.vertical ? new Point(across, along) : new Point(along, across); }

public void prepare(Size viewport, Data data) {
    itemCount = data.itemCount(0);
    this.viewport = viewport;
    if (C.insets != null) {
        insets = C.insets.clone();
    } else {
        double side = (viewAlong() - itemAlong()) / 2;
        insets = C.vertical ? new double[] { side, 0, side, 0 } : new double[] { 0, side, 0, side };
    }
}

public Size contentSize() {
    double n = itemCount;
    double a = leading() + trailing() + n * itemAlong() + smax(0, n - 1) * C.spacing;
    double c = crossStart() + crossEnd() + viewAcross();
    return C.vertical ? new Size(c, a) : new Size(a, c);
}

Point center(int i) {
    Point c = point(leading() + i * pitch() + itemAlong() / 2, (viewAcross() - itemAcross()) / 2 + crossStart() + itemAcross() / 2);
    if (C.rightToLeft) c = new Point(contentSize().width - c.x, c.y);
    return c;
}

/** `x` (a position or an offset's left edge) mirrored within the content, right to left. */
double mirrored(double x, double width) { return C.rightToLeft ? contentSize().width - x - width : x; }

/** The offset along the scroll axis as if the cards ran left to right. */
double unmirroredOffset(Point offset) { return C.rightToLeft ? mirrored(offset.x, viewport.width) : along(offset); }

/** The rest offset that centres card i: i·pitch, mirrored right to left. */
double restOffset(int i) {
    double x = i * pitch();
    return C.rightToLeft ? mirrored(x, viewport.width) : x;
}

/** At card 0: offset 0, or the far end right to left. */
public Point initialContentOffset() { return point(restOffset(0), 0); }

/** The scale of a card whose centre is at x along the scroll axis. */
double scale(double x, double offset) {
    double d = Math.abs(x - (offset + viewAlong() / 2));
    double reach = (viewAlong() + itemAlong()) / 2 - C.spacing;
    if (!(reach > 0)) return C.scale;
    return smax(C.scale, 1 - d * (1 - C.scale) / reach);
}

Element attributes(int i, Point offset) {
    Point c = center(i);
    Element e = new Element(i, c, new Size(C.itemWidth, C.itemHeight));
    e.transform = Affine.scale(scale(along(c), along(offset)));
    return e;
}

public Element attributesForItem(int item, int section, Point offset) {
    if (section != 0 || item < 0 || item >= itemCount) return null;
    return attributes(item, offset);
}

/** The elements whose frames meet `rect`. O(k), k the cards in the rect. */
public List<Element> elementsIn(Rect rect, Point offset) {
    List<Element> result = new ArrayList<>();
    if (itemCount <= 0 || rect.isEmpty() || !(pitch() > 0)) return result;
    double low, high;
    if (C.vertical) { low = rect.minY(); high = rect.maxY(); }
    else if (C.rightToLeft) { low = mirrored(rect.maxX(), 0); high = mirrored(rect.minX(), 0); }
    else { low = rect.minX(); high = rect.maxX(); }
    int first = Math.max(0, toInt(Math.floor((low - leading() - itemAlong()) / pitch())));
    int last = Math.min(itemCount - 1, toInt(Math.ceil((high - leading()) / pitch())));
    for (int i = first; i <= last; i++) {
        Element e = attributes(i, offset);
        if (e.frame().intersects(rect)) result.add(e);
    }
    return result;
}

/** Every element placed at `offset` (what `attributes --all` lists). */
public List<Element> everyElement(Point offset) {
    List<Element> result = new ArrayList<>();
    for (int i = 0; i < itemCount; i++) result.add(attributes(i, offset));
    return result;
}

public Integer currentIndex(Point offset) {
    if (itemCount <= 0) return null;
    if (!(pitch() > 0) || !Double.isFinite(along(offset))) return 0;
    return Math.min(itemCount - 1, Math.max(0, toInt(rnd(unmirroredOffset(offset) / pitch()))));
}

/** The card nearest the proposed offset (projected from the release velocity), in the centre. */
public Point targetContentOffset(Point proposed, Point velocity, Point current) {
    Integer index = currentIndex(proposed);
    double rest = restOffset(index == null ? 0 : index);
    return C.vertical ? new Point(current.x, rest) : new Point(rest, current.y);
}

/** Tap-to-centre: the offset that centres item `item`. */
public Point contentOffsetFocusing(int item, int section, Point offset) {
    if (section != 0 || item < 0 || item >= itemCount) return null;
    double rest = restOffset(item);
    return C.vertical ? new Point(offset.x, rest) : new Point(rest, offset.y);
}
"""#
}
