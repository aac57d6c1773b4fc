import CollectionLayout

/// The compositional layout in Java: sections of groups, each section's item
/// sizes and group shape resolved for the data's sections; a sideways
/// section keeps its groups in one row at its own sideways offset (the
/// exported one; the Android shell does not scroll sections sideways).
extension AndroidExporter {
    func compositionalPart(_ layout: CompositionalLayout) -> LayoutPart {
        let context = view.dataset.context(viewport: view.viewport)
        let measurer = textMeasurer
        let count = context.sections.count
        let listed = max(1, count, layout.orthogonal.values.count, layout.itemWidth.values.count,
                         layout.itemHeight.values.count, layout.groupSize.values.count)
        let pictures = context.sections.map { $0.map(\.size) }
        // The height a text-only item measures (what an estimated height resolves to without a picture).
        let texts = context.sections.map { section in
            "{ " + section.map { m -> String in
                guard let text = m.text, !text.isEmpty else { return "null" }
                let h = measurer.size(of: text).height
                return h.isFinite && h > 0 ? Self.literal(h) : "null"
            }.joined(separator: ", ") + " }"
        }
        func kind(_ d: CompositionalLayout.Dimension) -> String {
            switch d {
            case .fractional: "Dimension.fractional"
            case .absolute: "Dimension.absolute"
            case .estimated: "Dimension.estimated"
            }
        }
        func value(_ d: CompositionalLayout.Dimension) -> String {
            switch d {
            case .fractional(let v), .absolute(let v), .estimated(let v): Self.literal(v)
            }
        }
        func list(_ f: (Int) -> String) -> String { "{ " + (0..<listed).map(f).joined(separator: ", ") + " }" }
        return LayoutPart(configuration: [
            "/** Per section (the data's sections, in order): whether it scrolls sideways (UICollectionLayoutSectionOrthogonalScrollingBehavior other than none). */",
            "static final boolean[] sideways = " + list { layout.orthogonal[$0] == .none ? "false" : "true" } + ";",
            "/** Per section: the item's width, fractional (of the content width left after the group's spacing) or absolute. */",
            "static final Dimension[] itemWidthKinds = " + list { kind(layout.itemWidth[$0]) } + ";",
            "static final double[] itemWidths = " + list { value(layout.itemWidth[$0]) } + ";",
            "/** Per section: the item's height, fractional (of its own width), absolute or estimated (its picture's or text's). */",
            "static final Dimension[] itemHeightKinds = " + list { kind(layout.itemHeight[$0]) } + ";",
            "static final double[] itemHeights = " + list { value(layout.itemHeight[$0]) } + ";",
            "/** Per section: a group's items across and down (filled row by row). */",
            "static final int[] groupColumns = " + list { String(layout.groupSize[$0].columns) } + ";",
            "static final int[] groupRows = " + list { String(layout.groupSize[$0].rows) } + ";",
            "/** Per section: the header's height (0: none). */",
            "static final double[] headerHeights = " + list { Self.literal(max(0, ($0 < count ? context.metrics(ofSection: $0).headerHeight : nil) ?? layout.headerHeight)) } + ";",
            "static final double interItemSpacing = \(Self.literal(layout.interItemSpacing)), interGroupSpacing = \(Self.literal(layout.interGroupSpacing));",
            "/** { top, left, bottom, right }. */",
            "static final double[] insets = \(Self.literal(layout.sectionInsets));",
            "static final boolean pinsHeaders = \(layout.pinsHeaders);",
            "/** Right to left: every frame mirrored within the width; the sideways offsets stay in leading-edge terms. */",
            "static final boolean rightToLeft = \(layout.isMirrored);",
            "/** Per section: its sideways offset when the export was made (0: its first group at the leading inset). */",
            "static final double[] sectionOffsets = " + list { Self.literal(layout.sectionOffset(ofSection: $0)) } + ";",
            "/** The pictures' sizes (null: none), by section. */",
            "static final Size[][] sections = \(Self.sizeTable(pictures));",
            "static final int[] sectionCounts = \(Self.countsLiteral(pictures));",
            "/** The height of each item's text (null: none), by section: an estimated height without a picture resolves to it. */",
            "static final Double[][] textHeights = {\n        " + texts.joined(separator: ",\n        ") + " };",
        ], math: "/** How an item's width or height is given. */\npublic enum Dimension { fractional, absolute, estimated }\n\n"
            + Self.sizeTableReader + Self.sectionedElements + Self.compositionalMath)
    }

    static let compositionalMath = #"""
// UICollectionViewCompositionalLayout's model: sections stacked downward, each section's
// items in groups of groupColumns × groupRows; a section that scrolls sideways puts its
// groups in one row and keeps its own sideways offset (sectionOffsets), which moves only
// its cells. Right to left every frame is mirrored within the width: x → W − x − w.

private Size viewport = new Size(0, 0);
/** Each section's sideways offset (the exported ones; set them as a section's own scroller moves). */
public double[] sectionOffsets = C.sectionOffsets.clone();
/** The largest number of points a size may be. */
static final double maximumPoints = 10_000.0;
/** Section s spans sectionTop[s]..<sectionTop[s + 1]. */
private final List<Double> sectionTop = new ArrayList<>();
private final List<Double> groupWidth = new ArrayList<>();
/** Groups and items by section, at sideways offset 0. */
private final List<Rect[]> groups = new ArrayList<>();
private final List<int[]> groupFirstItem = new ArrayList<>();
private final List<Rect[]> items = new ArrayList<>();
private final List<Double> headerHeights = new ArrayList<>();
private Size contentSize = new Size(0, 0);

public __MATH__() { sectionTop.add(0.0); }

public boolean scrollsVertically() { return true; }
public Wrapping wrapping() { return null; }
public Point initialContentOffset() { return Point.ZERO; }
public Size contentSize() { return contentSize; }
public int sectionCount() { return items.size(); }

/** The entry of the per-section lists that section s reads: its own, or the last one. */
static int configured(int s) { return Math.min(Math.max(0, s), C.sideways.length - 1); }

public boolean scrollsSideways(int s) { return s >= 0 && C.sideways[configured(s)]; }

/** Section s's sideways offset (0 for one that does not scroll sideways). */
public double sectionOffset(int s) { return scrollsSideways(s) && s < sectionOffsets.length ? sectionOffsets[s] : 0; }

static double itemWidth(int s, double contentWidth) {
    double v = C.itemWidths[configured(s)];
    if (C.itemWidthKinds[configured(s)] != Dimension.fractional) return smax(0, v);
    return smax(0, v * smax(0, contentWidth - (C.groupColumns[configured(s)] - 1) * C.interItemSpacing));
}

/** picture: the app's size or the exported picture's; text: the exported text's height, for an item with no picture. */
static double itemHeight(int s, Size picture, Double text, double width) {
    double v = C.itemHeights[configured(s)];
    switch (C.itemHeightKinds[configured(s)]) {
        case fractional: return smax(0, v * width);
        case absolute: return smax(0, v);
        default:
            if (picture != null && picture.width > 0 && Double.isFinite(picture.height) && Double.isFinite(picture.width) && picture.height > 0)
                return smin(maximumPoints, width * picture.height / picture.width);
            if (text != null) return text;
            return smax(0, v);
    }
}

public void prepare(Size viewport, Data data) {
    this.viewport = viewport;
    double W = smax(0, viewport.width), l = C.insets[1], si = C.interItemSpacing, sg = C.interGroupSpacing;
    double contentWidth = smax(0, W - l - C.insets[3]);
    sectionTop.clear(); sectionTop.add(0.0); groupWidth.clear(); groups.clear(); groupFirstItem.clear(); items.clear(); headerHeights.clear();
    double top = 0;
    if (sectionOffsets.length < data.sectionCount()) sectionOffsets = java.util.Arrays.copyOf(sectionOffsets, data.sectionCount());
    for (int s = 0; s < data.sectionCount(); s++) {
        int n = data.itemCount(s);
        // The app's size, else the exported picture's, else the exported text's height.
        Size[] pictures = new Size[n];
        Double[] texts = new Double[n];
        for (int j = 0; j < n; j++) {
            Size given = data.size(s, j);
            pictures[j] = given != null ? given : data.fallback(C.sections, s, j);
            texts[j] = given == null ? data.fallback(C.textHeights, s, j) : null;
        }
        int columns = C.groupColumns[configured(s)], perGroup = columns * C.groupRows[configured(s)];
        double width = itemWidth(s, contentWidth);
        double gw = columns * width + (columns - 1) * si;
        groupWidth.add(gw);
        // The header: the exported section's own height (its origin's, for a repeated section).
        double headerHeight = C.headerHeights[configured(data.origin(s))];
        headerHeights.add(headerHeight);
        double groupsTop = top + smax(0, headerHeight) + C.insets[0];
        double y = groupsTop, x = l, bottom = groupsTop;
        List<Rect> sectionGroups = new ArrayList<>(), frames = new ArrayList<>();
        List<Integer> firsts = new ArrayList<>();
        int i = 0;
        while (i < n) {
            int end = Math.min(n, i + perGroup);
            firsts.add(frames.size());
            double rowTop = 0;
            int k = i;
            while (k < end) {
                int rowEnd = Math.min(end, k + columns);
                double rowHeight = 0;
                for (int j = k; j < rowEnd; j++) {
                    double h = itemHeight(s, pictures[j], texts[j], width);
                    frames.add(new Rect(x + (j - k) * (width + si), y + rowTop, width, h));
                    rowHeight = smax(rowHeight, h);
                }
                rowTop += rowHeight;
                k = rowEnd;
                if (k < end) rowTop += si;
            }
            sectionGroups.add(new Rect(x, y, gw, rowTop));
            bottom = smax(bottom, y + rowTop);
            if (scrollsSideways(s)) x += gw + sg; else y += rowTop + sg;
            i = end;
        }
        firsts.add(frames.size());
        groups.add(sectionGroups.toArray(new Rect[0]));
        groupFirstItem.add(firsts.stream().mapToInt(Integer::intValue).toArray());
        items.add(frames.toArray(new Rect[0]));
        top = bottom + C.insets[2];
        sectionTop.add(top);
    }
    contentSize = new Size(W, top);
}

/** `frame` as the view shows it: mirrored within the width right to left. */
Rect mirrored(Rect frame) { return C.rightToLeft ? new Rect(contentSize.width - frame.maxX(), frame.y, frame.width, frame.height) : frame; }

static Rect shifted(Rect r, double dx) { return new Rect(r.x - dx, r.y, r.width, r.height); }

/** Item `item` of section s where its section's sideways offset puts it. */
public Element attributesForItem(int item, int s, Point offset) {
    if (s < 0 || s >= items.size() || item < 0 || item >= items.get(s).length) return null;
    return Element.framed("cell", s, item, mirrored(shifted(items.get(s)[item], sectionOffset(s))));
}

/** Section s's header where its section puts it (not pinned). */
Element header(int s) {
    if (s < 0 || s + 1 >= sectionTop.size() || !(headerHeights.get(s) > 0)) return null;
    Rect frame = mirrored(new Rect(C.insets[1], sectionTop.get(s), smax(0, viewport.width - C.insets[1] - C.insets[3]), headerHeights.get(s)));
    return Element.framed("header", s, 0, frame);
}

/** The last section whose top is at or above y (0 above the first). */
Integer sectionContaining(double y) {
    if (sectionCount() <= 0) return null;
    int s = 0;
    while (s + 1 < sectionCount() && sectionTop.get(s + 1) <= y) s++;
    return s;
}

/** The header of the section at the top of the visible rect, kept there within its section (UIKit's pinToVisibleBounds). */
public Element pinnedHeader(Point offset) {
    if (!C.pinsHeaders || !Double.isFinite(offset.y)) return null;
    Integer s = sectionContaining(offset.y);
    Element h = s == null ? null : header(s);
    if (h == null) return null;
    double height = h.size.height;
    double y = smin(smax(offset.y, sectionTop.get(s)), sectionTop.get(s + 1) - height);
    Element pinned = new Element("header", s, 0, new Point(h.center.x, y + height / 2), h.size);
    pinned.zIndex = 1024;
    return pinned;
}

/** The cells and headers meeting `rect`, sideways sections at their offsets. */
public List<Element> elementsIn(Rect rect, Point offset) {
    List<Element> result = new ArrayList<>();
    if (rect.isEmpty()) return result;
    Element pinned = pinnedHeader(offset);
    for (int s = 0; s < sectionCount(); s++) {
        if (!(sectionTop.get(s + 1) > rect.minY() && sectionTop.get(s) < rect.maxY())) continue;
        Element h = header(s);
        if ((pinned == null || pinned.section != s) && h != null && h.frame().intersects(rect)) result.add(h);
        double shift = sectionOffset(s);
        Rect[] g = groups.get(s);
        for (int k = 0; k < g.length; k++) {
            if (!mirrored(shifted(g[k], shift)).intersects(rect)) continue;
            for (int item = groupFirstItem.get(s)[k]; item < groupFirstItem.get(s)[k + 1]; item++) {
                Rect frame = mirrored(shifted(items.get(s)[item], shift));
                if (frame.intersects(rect)) result.add(Element.framed("cell", s, item, frame));
            }
        }
    }
    if (pinned != null && pinned.frame().intersects(rect)) result.add(pinned);
    return result;
}

public Integer currentIndex(Point offset) { return null; }

/** The page scrolls freely: wherever the deceleration ends. */
public Point targetContentOffset(Point proposed, Point velocity, Point current) { return proposed; }

/** Tap-to-centre: the offset that centres the item vertically, within the content. */
public Point contentOffsetFocusing(int item, int section, Point offset) {
    if (section < 0 || section >= items.size() || item < 0 || item >= items.get(section).length) return null;
    double limit = smax(0, contentSize.height - viewport.height);
    Rect frame = items.get(section)[item];
    return new Point(offset.x, smin(limit, smax(0, frame.midY() - viewport.height / 2)));
}
"""#
}
