import CollectionLayout

/// The flow layout in Java: lines filled greedily, aligned, with headers,
/// footers and section backgrounds.
extension AndroidExporter {
    func flowPart(_ layout: FlowLayout) -> LayoutPart {
        let context = view.dataset.context(viewport: view.viewport)
        let measurer = textMeasurer
        let sizes: [[Size?]] = context.sections.map { section in section.map { m in m.size ?? measurer.size(of: m.text ?? "") } }
        return LayoutPart(configuration: [
            "static final double interitemSpacing = \(Self.literal(layout.interitemSpacing)), lineSpacing = \(Self.literal(layout.lineSpacing));",
            "/** { top, left, bottom, right }. */",
            "static final double[] insets = \(Self.literal(layout.sectionInsets));",
            "/** Leading and trailing read as left and right. */",
            "static final Alignment alignment = Alignment.\(layout.alignment.rawValue);",
            "static final VerticalAlignment verticalAlignment = VerticalAlignment.\(layout.verticalAlignment.rawValue);",
            "static final double headerHeight = \(Self.literal(layout.headerHeight)), footerHeight = \(Self.literal(layout.footerHeight));",
            "static final boolean sectionBackground = \(layout.showsSectionBackground);",
            "static final boolean pinsHeaders = \(layout.pinsHeaders), pinsFooters = \(layout.pinsFooters);",
            "/** Right to left: lines placed from the right, everything mirrored within the width; left and right stay where they say. */",
            "static final boolean rightToLeft = \(view.layoutDirection.isRightToLeft);",
            "/** The items' sizes by section (tags without a size: 24 + 7.5 per character by 32). */",
            "static final Size[][] sections = \(Self.sizeTable(sizes));",
            "static final int[] sectionCounts = \(Self.countsLiteral(sizes));",
        ], math: "/** How a line's items share its width. */\npublic enum Alignment { "
            + FlowLayout.Alignment.allCases.map(\.rawValue).joined(separator: ", ") + " }\n"
            + "/** Where an item sits in a taller line. */\npublic enum VerticalAlignment { "
            + FlowLayout.VerticalAlignment.allCases.map(\.rawValue).joined(separator: ", ") + " }\n\n"
            + Self.sizeTableReader + Self.sectionedElements + Self.flowMath)
    }

    static let flowMath = #"""
// A flow layout, as UICollectionViewFlowLayout fills its lines (an item joins the line while
// prev.maxX + interitemSpacing + w ≤ W − right), with the lines aligned left, centred,
// right or justified.

private Size viewport = new Size(0, 0);
private Size contentSize = new Size(0, 0);
static final class Line {
    final int section, start, end;
    final Rect frame;
    Line(int section, int start, int end, Rect frame) { this.section = section; this.start = start; this.end = end; this.frame = frame; }
}
/** Item frames by section. */
private final List<Rect[]> frames = new ArrayList<>();
/** Lines from top to bottom (start..<end indexes the section's frames). */
private final List<Line> lines = new ArrayList<>();
private final List<Element> supplementaries = new ArrayList<>();
private final List<Double> sectionTops = new ArrayList<>(), sectionContentBottoms = new ArrayList<>();
/** The width headers, footers and backgrounds are mirrored within (right to left), or null. */
private Double mirrorWidth = null;

public __MATH__() {}

public boolean scrollsVertically() { return true; }
public Wrapping wrapping() { return null; }
public Point initialContentOffset() { return Point.ZERO; }
public Size contentSize() { return contentSize; }

public void prepare(Size viewport, Data data) {
    double width = Double.isFinite(viewport.width) ? smax(0, viewport.width) : 0;
    this.viewport = new Size(width, Double.isFinite(viewport.height) ? smax(0, viewport.height) : 0);
    frames.clear(); lines.clear(); supplementaries.clear(); sectionTops.clear(); sectionContentBottoms.clear();
    // Right to left, lines are placed as if left to right with the sides exchanged, then mirrored within the width.
    boolean mirrored = C.rightToLeft;
    double left = mirrored ? C.insets[3] : C.insets[1];
    double right = width - (mirrored ? C.insets[1] : C.insets[3]), t = C.insets[0], b = C.insets[2];
    double lineWidth = smax(0, right - left);
    Alignment alignment = C.alignment == Alignment.leading ? Alignment.left : C.alignment == Alignment.trailing ? Alignment.right
        : mirrored && C.alignment == Alignment.left ? Alignment.right : mirrored && C.alignment == Alignment.right ? Alignment.left : C.alignment;
    mirrorWidth = mirrored ? Double.valueOf(width) : null;
    double sectionTop = 0;
    for (int s = 0; s < data.sectionCount(); s++) {
        int n = data.itemCount(s);
        Size[] sizes = new Size[n];
        for (int i = 0; i < n; i++) {
            // The app's size, else the exported tag's.
            Size raw = data.size(s, i);
            if (raw == null) raw = data.fallback(C.sections, s, i);
            if (raw == null) raw = new Size(0, 0);
            sizes[i] = new Size(smin(Double.isFinite(raw.width) ? smax(0, raw.width) : 0, lineWidth), Double.isFinite(raw.height) ? smax(0, raw.height) : 0);
        }
        sectionTops.add(sectionTop);
        if (C.headerHeight > 0) add("header", s, new Rect(0, sectionTop, width, C.headerHeight));
        Rect[] placed = new Rect[n];
        double firstLineTop = sectionTop + C.headerHeight + t;
        double lineTop = firstLineTop, lastLineBottom = firstLineTop;
        int i = 0;
        while (i < n) {
            int start = i;
            double cursor = left + sizes[i].width;
            i++;
            while (i < n && cursor + C.interitemSpacing + sizes[i].width <= right) {
                cursor = cursor + C.interitemSpacing + sizes[i].width;
                i++;
            }
            double height = 0;
            for (int j = start; j < i; j++) height = j == start ? sizes[j].height : smax(height, sizes[j].height);
            double free = smax(0, right - cursor);
            double shift = 0, extra = 0;
            switch (alignment) {
                case center: shift = free / 2; break;
                case right: shift = free; break;
                case justified: if (i - start > 1 && i != n) extra = free / (i - start - 1); break;
                default: break;
            }
            double gap = C.interitemSpacing + extra;
            double x = smin(left + shift, width);
            for (int j = start; j < i; j++) {
                double h = sizes[j].height;
                double y = C.verticalAlignment == VerticalAlignment.top ? lineTop : C.verticalAlignment == VerticalAlignment.bottom ? lineTop + height - h
                    : lineTop + (height - h) / 2;
                placed[j] = new Rect(mirrored ? width - x - sizes[j].width : x, y, sizes[j].width, h);
                x = x + sizes[j].width + gap;
            }
            double[] ends = { placed[start].minX(), placed[start].maxX(), placed[i - 1].minX(), placed[i - 1].maxX() };
            double lo = ends[0], hi = ends[0];
            for (double e : ends) { lo = Math.min(lo, e); hi = Math.max(hi, e); }
            lines.add(new Line(s, start, i, new Rect(lo, lineTop, hi - lo, height)));
            lastLineBottom = lineTop + height;
            lineTop = lastLineBottom + C.lineSpacing;
        }
        frames.add(placed);
        if (C.sectionBackground && n > 0) {
            double top = firstLineTop - t;
            add("decoration", s, new Rect(0, top, width, lastLineBottom + b - top));
        }
        sectionTop = lastLineBottom + b;
        sectionContentBottoms.add(sectionTop);
        if (C.footerHeight > 0) {
            add("footer", s, new Rect(0, sectionTop, width, C.footerHeight));
            sectionTop += C.footerHeight;
        }
    }
    sectionTops.add(sectionTop);
    contentSize = new Size(width, sectionTop);
}

private void add(String category, int section, Rect frame) {
    Rect f = mirrorWidth != null ? new Rect(mirrorWidth - frame.maxX(), frame.y, frame.width, frame.height) : frame;
    Element e = Element.framed(category, section, 0, f);
    if (category.equals("decoration")) e.zIndex = -1;
    supplementaries.add(e);
}

public Element attributesForItem(int item, int section, Point offset) {
    if (section < 0 || section >= frames.size() || item < 0 || item >= frames.get(section).length) return null;
    return Element.framed("cell", section, item, frames.get(section)[item]);
}

/** O(log lines + k) for the items (lines are sorted top to bottom), O(sections) for the rest. */
public List<Element> elementsIn(Rect rect, Point offset) {
    List<Element> result = new ArrayList<>();
    if (rect.isEmpty()) return result;
    int low = 0, high = lines.size();
    while (low < high) {
        int mid = (low + high) / 2;
        if (lines.get(mid).frame.maxY() > rect.minY()) high = mid; else low = mid + 1;
    }
    while (low < lines.size() && lines.get(low).frame.minY() < rect.maxY()) {
        Line line = lines.get(low);
        if (line.frame.intersects(rect)) {
            for (int i = line.start; i < line.end; i++) {
                Rect f = frames.get(line.section)[i];
                if (f.intersects(rect)) result.add(Element.framed("cell", line.section, i, f));
            }
        }
        low++;
    }
    for (Element e : supplementaries) if (e.frame().intersects(rect)) result.add(e);
    for (Element pinned : new Element[] { pinnedHeader(offset), pinnedFooter(offset) }) {
        if (pinned == null) continue;
        result.removeIf(e -> e.category.equals(pinned.category) && e.section == pinned.section);
        if (pinned.frame().intersects(rect)) result.add(pinned);
    }
    return result;
}

/** The section whose span holds y (its top included, or not); null before the first. */
Integer section(double y, boolean includingTop) {
    if (sectionTops.size() < 2) return null;
    int low = 0, high = sectionTops.size() - 1;
    while (low < high) {
        int mid = (low + high) / 2;
        if (includingTop ? sectionTops.get(mid) <= y : sectionTops.get(mid) < y) low = mid + 1; else high = mid;
    }
    return low == 0 ? null : low - 1;
}

Element supplementary(String category, int s) {
    for (Element e : supplementaries) if (e.category.equals(category) && e.section == s) return e;
    return null;
}

/** The current section's header held at the top until the next section pushes it away. */
Element pinnedHeader(Point offset) {
    if (!C.pinsHeaders || !(C.headerHeight > 0)) return null;
    Integer s = section(offset.y, true);
    Element found = s == null ? null : supplementary("header", s);
    if (found == null) return null;
    Element a = new Element(found.category, found.section, found.item,
        new Point(found.center.x, smin(smax(offset.y, sectionTops.get(s)), sectionContentBottoms.get(s) - C.headerHeight) + C.headerHeight / 2), found.size);
    a.zIndex = 1024;
    return a;
}

/** The current section's footer held at the bottom until its section's top pulls it away. */
Element pinnedFooter(Point offset) {
    double bottom = offset.y + viewport.height;
    if (!C.pinsFooters || !(C.footerHeight > 0)) return null;
    Integer s = section(bottom, false);
    Element found = s == null ? null : supplementary("footer", s);
    if (found == null) return null;
    Element a = new Element(found.category, found.section, found.item,
        new Point(found.center.x, smax(smin(bottom - C.footerHeight, sectionContentBottoms.get(s)), sectionTops.get(s) + C.headerHeight) + C.footerHeight / 2), found.size);
    a.zIndex = 1024;
    return a;
}

public Integer currentIndex(Point offset) { return null; }

/** Free scrolling: wherever the deceleration ends. */
public Point targetContentOffset(Point proposed, Point velocity, Point current) { return proposed; }

/** Tap-to-centre: the offset that centres the item vertically, within the content. */
public Point contentOffsetFocusing(int item, int section, Point offset) {
    Element a = attributesForItem(item, section, offset);
    if (a == null) return null;
    double limit = smax(0, contentSize.height - viewport.height);
    return new Point(offset.x, smin(limit, smax(0, a.frame().midY() - viewport.height / 2)));
}
"""#
}
