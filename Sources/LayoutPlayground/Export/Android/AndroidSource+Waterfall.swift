import CollectionLayout

/// The waterfall in Java: equal-width columns, each item under the shortest
/// column, heights from the pictures' aspect.
extension AndroidExporter {
    func waterfallPart(_ layout: WaterfallLayout) -> LayoutPart {
        let context = view.dataset.context(viewport: view.viewport)
        let sizes = context.sections.map { $0.map(\.size) }
        let metrics = context.sections.indices.map { s in context.metrics(ofSection: s) }
        func list(_ values: [String]) -> String { "{ " + values.joined(separator: ", ") + " }" }
        return LayoutPart(configuration: [
            "/** null: landscapeColumns when the viewport is wider than tall, else portraitColumns. */",
            "static final Integer columns = \(Self.optional(layout.fixedColumns));",
            "static final int landscapeColumns = \(layout.landscapeColumns), portraitColumns = \(layout.portraitColumns);",
            "static final double columnMargin = \(Self.literal(layout.columnMargin)), rowMargin = \(Self.literal(layout.rowMargin));",
            "/** { top, left, bottom, right }. */",
            "static final double[] insets = \(Self.literal(layout.insets));",
            "static final double headerHeight = \(Self.literal(layout.headerHeight)), footerHeight = \(Self.literal(layout.footerHeight));",
            "/** The pictures' sizes (null: square), by section. */",
            "static final Size[][] sections = \(Self.sizeTable(sizes));",
            "static final int[] sectionCounts = \(Self.countsLiteral(sizes));",
            "/** What each exported section asks for itself (null: the parameters above). */",
            "static final Integer[] sectionColumns = \(list(metrics.map { Self.optional($0.columns) }));",
            "static final Double[] sectionHeaderHeights = \(list(metrics.map { Self.optional($0.headerHeight) }));",
            "static final Double[] sectionFooterHeights = \(list(metrics.map { Self.optional($0.footerHeight) }));",
        ], math: Self.sizeTableReader + Self.sectionedElements + Self.waterfallMath)
    }

    /// `everyElement` for the layouts that keep sections: by section,
    /// cells before headers before footers before backgrounds, then by item.
    static let sectionedElements = #"""
static int categoryOrder(String category) {
    switch (category) {
        case "cell": return 0;
        case "header": return 1;
        case "footer": return 2;
        default: return 3;
    }
}

/** Every element (what `attributes --all` lists): by section, cells, headers, footers, backgrounds, then by item. */
public List<Element> everyElement(Point offset) {
    List<Element> all = elementsIn(new Rect(-1e12, -1e12, 2e12, 2e12), offset);
    all.sort((a, b) -> a.section != b.section ? Integer.compare(a.section, b.section)
        : categoryOrder(a.category) != categoryOrder(b.category) ? Integer.compare(categoryOrder(a.category), categoryOrder(b.category))
        : Integer.compare(a.item, b.item));
    return all;
}

"""#

    static let waterfallMath = #"""
// Masonry: each item goes under the column whose bottom is highest up (ties: leftmost),
// its height from its picture's aspect.

private Size viewport = new Size(0, 0);
private int columnCount = 1;
/** Item frames by section. */
private final List<Rect[]> frames = new ArrayList<>();
/** Per section and column, the items in it from top to bottom. */
private final List<int[][]> columnItems = new ArrayList<>();
private final List<Rect> headers = new ArrayList<>(), footers = new ArrayList<>();
private double contentBottom = 0;

public __MATH__() {}

public boolean scrollsVertically() { return true; }
public Wrapping wrapping() { return null; }
public Point initialContentOffset() { return Point.ZERO; }

public int columnCount(Size viewport) {
    return Math.max(1, C.columns != null ? C.columns : (viewport.width > viewport.height ? C.landscapeColumns : C.portraitColumns));
}

double columnWidth(int c) {
    double raw = (viewport.width - C.insets[1] - C.insets[3] - C.columnMargin * (c - 1)) / c;
    return Double.isFinite(raw) ? smax(0, raw) : 0;
}

double columnX(int column, double width) { return smin(viewport.width, C.insets[1] + column * (width + C.columnMargin)); }

static double itemHeight(Size s, double width) {
    if (s == null || !(s.width > 0) || !(s.height > 0) || !Double.isFinite(s.width) || !Double.isFinite(s.height)) return width;
    double h = width * s.height / s.width;
    return Double.isFinite(h) ? h : width;
}

public void prepare(Size viewport, Data data) {
    this.viewport = new Size(Double.isFinite(viewport.width) ? smax(0, viewport.width) : 0, Double.isFinite(viewport.height) ? smax(0, viewport.height) : 0);
    columnCount = columnCount(this.viewport);
    frames.clear(); columnItems.clear(); headers.clear(); footers.clear();
    double top = 0;
    for (int s = 0; s < data.sectionCount(); s++) {
        int n = data.itemCount(s);
        // What the exported section asks for itself; sections past the exported ones ask for nothing.
        int origin = data.origin(s);
        boolean known = origin >= 0 && origin < C.sectionColumns.length;
        Integer askedColumns = known ? C.sectionColumns[origin] : null;
        Double askedHeader = known ? C.sectionHeaderHeights[origin] : null, askedFooter = known ? C.sectionFooterHeights[origin] : null;
        Rect header = new Rect(0, top, this.viewport.width, askedHeader != null ? askedHeader : C.headerHeight);
        headers.add(header);
        int c = Math.min(12, Math.max(1, askedColumns != null ? askedColumns : columnCount));
        double width = columnWidth(c);
        double columnTop = header.maxY() + C.insets[0];
        double[] bottoms = new double[c];
        java.util.Arrays.fill(bottoms, columnTop);
        boolean[] filled = new boolean[c];
        Rect[] placed = new Rect[n];
        List<List<Integer>> columns = new ArrayList<>();
        for (int j = 0; j < c; j++) columns.add(new ArrayList<>());
        for (int i = 0; i < n; i++) {
            // The app's size, else the exported picture's (null: square).
            Size size = data.size(s, i);
            if (size == null) size = data.fallback(C.sections, s, i);
            int column = 0;
            for (int j = 1; j < c; j++) if (bottoms[j] < bottoms[column]) column = j;
            double y = filled[column] ? bottoms[column] + C.rowMargin : columnTop;
            double h = itemHeight(size, width);
            columns.get(column).add(i);
            placed[i] = new Rect(columnX(column, width), y, width, h);
            bottoms[column] = y + h;
            filled[column] = true;
        }
        frames.add(placed);
        int[][] lists = new int[c][];
        for (int j = 0; j < c; j++) lists[j] = columns.get(j).stream().mapToInt(Integer::intValue).toArray();
        columnItems.add(lists);
        double highest = bottoms[0];
        for (double b : bottoms) highest = smax(highest, b);
        Rect footer = new Rect(0, highest + C.insets[2], this.viewport.width, askedFooter != null ? askedFooter : C.footerHeight);
        footers.add(footer);
        top = footer.maxY();
    }
    contentBottom = data.sectionCount() == 0 ? C.insets[0] + C.insets[2] : top;
}

public Size contentSize() { return new Size(viewport.width, contentBottom); }

public Element attributesForItem(int item, int section, Point offset) {
    if (section < 0 || section >= frames.size() || item < 0 || item >= frames.get(section).length) return null;
    return Element.framed("cell", section, item, frames.get(section)[item]);
}

/** O(sections + columns·log n + k): each column's items are sorted by their top and by their bottom. */
public List<Element> elementsIn(Rect rect, Point offset) {
    List<Element> result = new ArrayList<>();
    if (rect.isEmpty()) return result;
    for (int s = 0; s < frames.size(); s++) {
        double bandTop = headers.get(s).minY(), bandBottom = footers.get(s).maxY();
        if (!(bandTop < rect.maxY()) || !(rect.minY() < bandBottom || bandTop == bandBottom)) continue;
        Rect[] f = frames.get(s);
        for (int[] column : columnItems.get(s)) {
            int low = 0, high = column.length;
            while (low < high) {
                int mid = (low + high) / 2;
                if (f[column[mid]].maxY() > rect.minY()) high = mid; else low = mid + 1;
            }
            while (low < column.length && f[column[low]].minY() < rect.maxY()) {
                Rect frame = f[column[low]];
                if (frame.intersects(rect)) result.add(Element.framed("cell", s, column[low], frame));
                low++;
            }
        }
        if (headers.get(s).height > 0 && headers.get(s).intersects(rect)) result.add(Element.framed("header", s, 0, headers.get(s)));
        if (footers.get(s).height > 0 && footers.get(s).intersects(rect)) result.add(Element.framed("footer", s, 0, footers.get(s)));
    }
    return result;
}

public Integer currentIndex(Point offset) { return null; }

/** Free scrolling: wherever the deceleration ends. */
public Point targetContentOffset(Point proposed, Point velocity, Point current) { return proposed; }

/** Tap-to-centre: the offset that centres the item vertically, within the content. */
public Point contentOffsetFocusing(int item, int section, Point offset) {
    Element a = attributesForItem(item, section, offset);
    if (a == null) return null;
    double limit = smax(0, contentSize().height - viewport.height);
    return new Point(offset.x, smin(limit, smax(0, a.center.y - viewport.height / 2)));
}
"""#
}
