import CollectionLayout

/// The flow layout's export: lines filled greedily, aligned, with headers,
/// footers and section backgrounds.
extension SwiftMathGenerator {
    func flowPart(_ layout: FlowLayout) -> LayoutPart {
        let context = view.dataset.context(viewport: view.viewport)
        let measurer = textMeasurer
        let sizes = context.sections.map { section in
            "[" + section.map { m in
                let s = m.size ?? measurer.size(of: m.text ?? "")
                return "LayoutSize(\(Self.literal(s.width)), \(Self.literal(s.height)))"
            }.joined(separator: ", ") + "]"
        }
        return LayoutPart(configuration: [
            "static let interitemSpacing: Double = \(Self.literal(layout.interitemSpacing))",
            "static let lineSpacing: Double = \(Self.literal(layout.lineSpacing))",
            "static let insets = \(Self.literal(layout.sectionInsets))",
            "/// \"left\", \"center\", \"right\" or \"justified\" (leading and trailing read as left and right).",
            "static let alignment = \(SwiftCodeGenerator.stringLiteral(layout.alignment.rawValue))",
            "/// \"center\", \"top\" or \"bottom\".",
            "static let verticalAlignment = \(SwiftCodeGenerator.stringLiteral(layout.verticalAlignment.rawValue))",
            "static let headerHeight: Double = \(Self.literal(layout.headerHeight))",
            "static let footerHeight: Double = \(Self.literal(layout.footerHeight))",
            "static let sectionBackground = \(layout.showsSectionBackground)",
            "static let pinsHeaders = \(layout.pinsHeaders)",
            "static let pinsFooters = \(layout.pinsFooters)",
            "/// Right to left: lines placed from the right, everything mirrored within the width; left and right stay where they say.",
            "static let rightToLeft = \(view.layoutDirection.isRightToLeft)",
            "/// The items' sizes by section (tags without a size: 24 + 7.5 per character by 32).",
            "static let sections: [[LayoutSize]] = [\n        " + sizes.joined(separator: ",\n        ") + "]",
        ], math: Self.flowMath)
    }

    static let flowMath = #"""
/// A flow layout, as UICollectionViewFlowLayout fills its lines (an item
/// joins the line while `prev.maxX + interitemSpacing + w ≤ W − right`),
/// with the lines aligned left, centred, right or justified.
public final class Math {
    typealias C = LayoutConfiguration
    public private(set) var viewport = LayoutSize(0, 0)
    public private(set) var contentSize = LayoutSize(0, 0)
    public let scrollsVertically = true
    public let wrapping: LayoutWrapping? = nil
    public let initialContentOffset = LayoutPoint.zero

    struct Line { var section: Int; var items: Range<Int>; var frame: LayoutRect }
    /// Item frames by section.
    var frames: [[LayoutRect]] = []
    /// Lines from top to bottom (`items` indexes the section's frames).
    var lines: [Line] = []
    var supplementaries: [LayoutElement] = []
    var sectionTops: [Double] = [], sectionContentBottoms: [Double] = []

    public init() {}

    public func prepare(viewport: LayoutSize, data: LayoutData = .exported) {
        let width = viewport.width.isFinite ? max(0, viewport.width) : 0
        self.viewport = LayoutSize(width, viewport.height.isFinite ? max(0, viewport.height) : 0)
        frames = []; lines = []; supplementaries = []; sectionTops = []; sectionContentBottoms = []
        // Right to left, lines are placed as if left to right with the sides
        // exchanged, then mirrored within the width.
        let mirrored = C.rightToLeft
        let left = mirrored ? C.insets.right : C.insets.left
        let right = width - (mirrored ? C.insets.left : C.insets.right), t = C.insets.top, b = C.insets.bottom
        let lineWidth = max(0, right - left)
        let alignment = C.alignment == "leading" ? "left" : C.alignment == "trailing" ? "right"
            : mirrored && C.alignment == "left" ? "right" : mirrored && C.alignment == "right" ? "left" : C.alignment
        mirrorWidth = mirrored ? width : nil
        var sectionTop = 0.0
        for s in 0..<data.sectionCount {
            // The delegate's size, else the exported tag's.
            let section = (0..<data.itemCount(inSection: s)).map { i in
                data.size(s, i) ?? data.fallback(C.sections, section: s, item: i) ?? LayoutSize(0, 0)
            }
            sectionTops.append(sectionTop)
            if C.headerHeight > 0 { add("header", s, LayoutRect(0, sectionTop, width, C.headerHeight)) }
            let sizes = section.map { raw in
                LayoutSize(min(raw.width.isFinite ? max(0, raw.width) : 0, lineWidth), raw.height.isFinite ? max(0, raw.height) : 0)
            }
            var placed = [LayoutRect](repeating: LayoutRect(0, 0, 0, 0), count: sizes.count)
            let firstLineTop = sectionTop + C.headerHeight + t
            var lineTop = firstLineTop, lastLineBottom = firstLineTop
            var i = 0
            while i < sizes.count {
                let start = i
                var cursor = left + sizes[i].width
                i += 1
                while i < sizes.count, cursor + C.interitemSpacing + sizes[i].width <= right {
                    cursor = cursor + C.interitemSpacing + sizes[i].width
                    i += 1
                }
                let height = sizes[start..<i].map(\.height).max() ?? 0
                let free = max(0, right - cursor)
                var shift = 0.0, extra = 0.0
                switch alignment {
                case "center": shift = free / 2
                case "right": shift = free
                case "justified": if i - start > 1, i != sizes.count { extra = free / Double(i - start - 1) }
                default: break
                }
                let gap = C.interitemSpacing + extra
                var x = min(left + shift, width)
                for j in start..<i {
                    let h = sizes[j].height
                    let y = C.verticalAlignment == "top" ? lineTop : C.verticalAlignment == "bottom" ? lineTop + height - h
                        : lineTop + (height - h) / 2
                    placed[j] = LayoutRect(mirrored ? width - x - sizes[j].width : x, y, sizes[j].width, h)
                    x = x + sizes[j].width + gap
                }
                let ends = [placed[start].minX, placed[start].maxX, placed[i - 1].minX, placed[i - 1].maxX]
                lines.append(Line(section: s, items: start..<i,
                                  frame: LayoutRect(ends.min()!, lineTop, ends.max()! - ends.min()!, height)))
                lastLineBottom = lineTop + height
                lineTop = lastLineBottom + C.lineSpacing
            }
            frames.append(placed)
            if C.sectionBackground, !sizes.isEmpty {
                let top = firstLineTop - t
                add("decoration", s, LayoutRect(0, top, width, lastLineBottom + b - top))
            }
            sectionTop = lastLineBottom + b
            sectionContentBottoms.append(sectionTop)
            if C.footerHeight > 0 {
                add("footer", s, LayoutRect(0, sectionTop, width, C.footerHeight))
                sectionTop += C.footerHeight
            }
        }
        sectionTops.append(sectionTop)
        contentSize = LayoutSize(width, sectionTop)
    }

    /// The width headers, footers and backgrounds are mirrored within (right to left), or nil.
    var mirrorWidth: Double?

    private func add(_ category: String, _ section: Int, _ frame: LayoutRect) {
        let frame = mirrorWidth.map { LayoutRect($0 - frame.maxX, frame.y, frame.width, frame.height) } ?? frame
        var e = LayoutElement(category: category, section: section, item: 0, frame: frame)
        if category == "decoration" { e.zIndex = -1 }
        supplementaries.append(e)
    }

    public func attributesForItem(_ item: Int, section: Int, offset: LayoutPoint) -> LayoutElement? {
        guard frames.indices.contains(section), frames[section].indices.contains(item) else { return nil }
        return LayoutElement(section: section, item: item, frame: frames[section][item])
    }

    public func supplementary(_ category: String, section: Int, offset: LayoutPoint) -> LayoutElement? {
        if category == "header", let pinned = pinnedHeader(offset), pinned.section == section { return pinned }
        if category == "footer", let pinned = pinnedFooter(offset), pinned.section == section { return pinned }
        return supplementaries.first { $0.category == category && $0.section == section }
    }

    /// - Complexity: O(log lines + k) for the items (lines are sorted top to bottom), O(sections) for the rest.
    public func elements(in rect: LayoutRect, offset: LayoutPoint) -> [LayoutElement] {
        guard !rect.isEmpty else { return [] }
        var result: [LayoutElement] = []
        var low = 0, high = lines.count
        while low < high {
            let mid = (low + high) / 2
            if lines[mid].frame.maxY > rect.minY { high = mid } else { low = mid + 1 }
        }
        while low < lines.count, lines[low].frame.minY < rect.maxY {
            let line = lines[low]
            if line.frame.intersects(rect) {
                for i in line.items where frames[line.section][i].intersects(rect) {
                    result.append(LayoutElement(section: line.section, item: i, frame: frames[line.section][i]))
                }
            }
            low += 1
        }
        result += supplementaries.filter { $0.frame.intersects(rect) }
        for pinned in [pinnedHeader(offset), pinnedFooter(offset)] {
            guard let pinned else { continue }
            result.removeAll { $0.category == pinned.category && $0.section == pinned.section }
            if pinned.frame.intersects(rect) { result.append(pinned) }
        }
        return result
    }

    /// Every element (what `attributes --all` lists): by section, cells,
    /// headers, footers, backgrounds, then by item.
    public func everyElement(offset: LayoutPoint) -> [LayoutElement] {
        let order = ["cell": 0, "header": 1, "footer": 2, "decoration": 3]
        return elements(in: LayoutRect(-1e12, -1e12, 2e12, 2e12), offset: offset).sorted {
            ($0.section, order[$0.category]!, $0.item) < ($1.section, order[$1.category]!, $1.item)
        }
    }

    /// The section whose span holds `y` (its top included, or not).
    func section(containing y: Double, includingTop: Bool = true) -> Int? {
        guard sectionTops.count >= 2 else { return nil }
        var low = 0, high = sectionTops.count - 1
        while low < high {
            let mid = (low + high) / 2
            if includingTop ? sectionTops[mid] <= y : sectionTops[mid] < y { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? nil : low - 1
    }

    /// The current section's header held at the top until the next section pushes it away.
    func pinnedHeader(_ offset: LayoutPoint) -> LayoutElement? {
        guard C.pinsHeaders, C.headerHeight > 0, let s = section(containing: offset.y),
              var a = supplementaries.first(where: { $0.category == "header" && $0.section == s }) else { return nil }
        a.center.y = min(max(offset.y, sectionTops[s]), sectionContentBottoms[s] - C.headerHeight) + C.headerHeight / 2
        a.zIndex = 1024
        return a
    }

    /// The current section's footer held at the bottom until its section's top pulls it away.
    func pinnedFooter(_ offset: LayoutPoint) -> LayoutElement? {
        let bottom = offset.y + viewport.height
        guard C.pinsFooters, C.footerHeight > 0, let s = section(containing: bottom, includingTop: false),
              var a = supplementaries.first(where: { $0.category == "footer" && $0.section == s }) else { return nil }
        a.center.y = max(min(bottom - C.footerHeight, sectionContentBottoms[s]), sectionTops[s] + C.headerHeight) + C.footerHeight / 2
        a.zIndex = 1024
        return a
    }

    public func currentIndex(at offset: LayoutPoint) -> Int? { nil }

    /// Free scrolling: wherever the deceleration ends.
    public func targetContentOffset(proposed: LayoutPoint, velocity: LayoutPoint, current: LayoutPoint) -> LayoutPoint { proposed }

    /// Tap-to-centre: the offset that centres the item vertically, within the content.
    public func contentOffset(focusing item: Int, section: Int, from offset: LayoutPoint) -> LayoutPoint? {
        guard let a = attributesForItem(item, section: section, offset: offset) else { return nil }
        let limit = max(0, contentSize.height - viewport.height)
        return LayoutPoint(offset.x, min(limit, max(0, a.frame.midY - viewport.height / 2)))
    }

    /// A new width re-fills the lines; with pinned headers or footers every scroll moves them.
    public func shouldInvalidate(newBounds: LayoutRect, oldBounds: LayoutRect) -> Bool {
        C.pinsHeaders || C.pinsFooters || newBounds.width != oldBounds.width
    }
}
"""#
}
