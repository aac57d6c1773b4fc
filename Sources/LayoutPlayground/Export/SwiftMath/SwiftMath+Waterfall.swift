import CollectionLayout

/// The waterfall's export: equal-width columns, each item under the
/// shortest column, heights from the pictures' aspect.
extension SwiftMathGenerator {
    func waterfallPart(_ layout: WaterfallLayout) -> LayoutPart {
        let context = view.dataset.context(viewport: view.viewport)
        let sizes = context.sections.map { section in
            "[" + section.map { m in m.size.map { "LayoutSize(\(Self.literal($0.width)), \(Self.literal($0.height)))" } ?? "nil" }
                .joined(separator: ", ") + "]"
        }
        let metrics = context.sections.indices.map { s in
            let m = context.metrics(ofSection: s)
            return "(columns: \(Self.optional(m.columns)), headerHeight: \(Self.optional(m.headerHeight)), "
                + "footerHeight: \(Self.optional(m.footerHeight)))"
        }
        return LayoutPart(configuration: [
            "/// nil: landscapeColumns when the viewport is wider than tall, else portraitColumns.",
            "static let columns: Int? = \(Self.optional(layout.fixedColumns))",
            "static let landscapeColumns = \(layout.landscapeColumns)",
            "static let portraitColumns = \(layout.portraitColumns)",
            "static let columnMargin: Double = \(Self.literal(layout.columnMargin))",
            "static let rowMargin: Double = \(Self.literal(layout.rowMargin))",
            "static let insets = \(Self.literal(layout.insets))",
            "static let headerHeight: Double = \(Self.literal(layout.headerHeight))",
            "static let footerHeight: Double = \(Self.literal(layout.footerHeight))",
            "/// The pictures' sizes (nil: square), by section.",
            "static let sections: [[LayoutSize?]] = [\n        " + sizes.joined(separator: ",\n        ") + "]",
            "/// What each section asks for itself (nil: the parameters above).",
            "static let sectionMetrics: [(columns: Int?, headerHeight: Double?, footerHeight: Double?)] = ["
                + metrics.joined(separator: ", ") + "]",
        ], math: Self.waterfallMath)
    }

    static let waterfallMath = #"""
/// Masonry: each item goes under the column whose bottom is highest up
/// (ties: leftmost), its height from its picture's aspect.
public final class Math {
    typealias C = LayoutConfiguration
    public private(set) var viewport = LayoutSize(0, 0)
    public private(set) var columnCount = 1
    public let scrollsVertically = true
    public let wrapping: LayoutWrapping? = nil
    public let initialContentOffset = LayoutPoint.zero
    /// Item frames by section.
    var frames: [[LayoutRect]] = []
    /// Per section and column, the items in it from top to bottom.
    var columnItems: [[[Int]]] = []
    var headers: [LayoutRect] = [], footers: [LayoutRect] = []
    var contentBottom = 0.0

    public init() {}

    public func columnCount(for viewport: LayoutSize) -> Int {
        max(1, C.columns ?? (viewport.width > viewport.height ? C.landscapeColumns : C.portraitColumns))
    }

    func columnWidth(columns c: Int) -> Double {
        let raw = (viewport.width - C.insets.left - C.insets.right - C.columnMargin * Double(c - 1)) / Double(c)
        return raw.isFinite ? max(0, raw) : 0
    }

    func columnX(_ column: Int, width: Double) -> Double {
        min(viewport.width, C.insets.left + Double(column) * (width + C.columnMargin))
    }

    static func itemHeight(_ size: LayoutSize?, columnWidth width: Double) -> Double {
        guard let s = size, s.width > 0, s.height > 0, s.width.isFinite, s.height.isFinite else { return width }
        let h = width * s.height / s.width
        return h.isFinite ? h : width
    }

    public func prepare(viewport: LayoutSize, data: LayoutData = .exported) {
        self.viewport = LayoutSize(viewport.width.isFinite ? max(0, viewport.width) : 0,
                                   viewport.height.isFinite ? max(0, viewport.height) : 0)
        columnCount = columnCount(for: self.viewport)
        frames = []; columnItems = []; headers = []; footers = []
        var top = 0.0
        for s in 0..<data.sectionCount {
            // The delegate's size, else the exported picture's (nil: square).
            let section = (0..<data.itemCount(inSection: s)).map { i in
                data.size(s, i) ?? (data.fallback(C.sections, section: s, item: i) ?? nil)
            }
            // What the exported section asks for itself; sections past the exported ones ask for nothing.
            let origin = data.origin(ofSection: s)
            let asked = C.sectionMetrics.indices.contains(origin) ? C.sectionMetrics[origin] : (columns: nil, headerHeight: nil, footerHeight: nil)
            let header = LayoutRect(0, top, self.viewport.width, asked.headerHeight ?? C.headerHeight)
            headers.append(header)
            let c = min(12, max(1, asked.columns ?? columnCount)), width = columnWidth(columns: c)
            let columnTop = header.maxY + C.insets.top
            var bottoms = Array(repeating: columnTop, count: c)
            var filled = Array(repeating: false, count: c)
            var placed: [LayoutRect] = [], columns = Array(repeating: [Int](), count: c)
            for size in section {
                var column = 0
                for j in 1..<c where bottoms[j] < bottoms[column] { column = j }
                let y = filled[column] ? bottoms[column] + C.rowMargin : columnTop
                let h = Self.itemHeight(size, columnWidth: width)
                columns[column].append(placed.count)
                placed.append(LayoutRect(columnX(column, width: width), y, width, h))
                bottoms[column] = y + h
                filled[column] = true
            }
            frames.append(placed)
            columnItems.append(columns)
            let footer = LayoutRect(0, (bottoms.max() ?? columnTop) + C.insets.bottom, self.viewport.width,
                                    asked.footerHeight ?? C.footerHeight)
            footers.append(footer)
            top = footer.maxY
        }
        contentBottom = data.sectionCount == 0 ? C.insets.top + C.insets.bottom : top
    }

    public var contentSize: LayoutSize { LayoutSize(viewport.width, contentBottom) }

    public func attributesForItem(_ item: Int, section: Int, offset: LayoutPoint) -> LayoutElement? {
        guard frames.indices.contains(section), frames[section].indices.contains(item) else { return nil }
        return LayoutElement(section: section, item: item, frame: frames[section][item])
    }

    public func supplementary(_ category: String, section: Int, offset: LayoutPoint) -> LayoutElement? {
        let list = category == "header" ? headers : category == "footer" ? footers : []
        guard list.indices.contains(section), list[section].height > 0 else { return nil }
        return LayoutElement(category: category, section: section, item: 0, frame: list[section])
    }

    /// - Complexity: O(sections + columns·log n + k): each column's items
    ///   are sorted by their top and by their bottom.
    public func elements(in rect: LayoutRect, offset: LayoutPoint) -> [LayoutElement] {
        guard !rect.isEmpty else { return [] }
        var result: [LayoutElement] = []
        for s in frames.indices {
            let bandTop = headers[s].minY, bandBottom = footers[s].maxY
            guard bandTop < rect.maxY, rect.minY < bandBottom || bandTop == bandBottom else { continue }
            for column in columnItems[s] {
                var low = 0, high = column.count
                while low < high {
                    let mid = (low + high) / 2
                    if frames[s][column[mid]].maxY > rect.minY { high = mid } else { low = mid + 1 }
                }
                while low < column.count, frames[s][column[low]].minY < rect.maxY {
                    let frame = frames[s][column[low]]
                    if frame.intersects(rect) { result.append(LayoutElement(section: s, item: column[low], frame: frame)) }
                    low += 1
                }
            }
            for (category, frame) in [("header", headers[s]), ("footer", footers[s])] where frame.height > 0 && frame.intersects(rect) {
                result.append(LayoutElement(category: category, section: s, item: 0, frame: frame))
            }
        }
        return result
    }

    /// Every element (what `attributes --all` lists): by section, cells
    /// before headers before footers, then by item.
    public func everyElement(offset: LayoutPoint) -> [LayoutElement] {
        let order = ["cell": 0, "header": 1, "footer": 2, "decoration": 3]
        return elements(in: LayoutRect(-1e12, -1e12, 2e12, 2e12), offset: offset).sorted {
            ($0.section, order[$0.category]!, $0.item) < ($1.section, order[$1.category]!, $1.item)
        }
    }

    public func currentIndex(at offset: LayoutPoint) -> Int? { nil }

    /// Free scrolling: wherever the deceleration ends.
    public func targetContentOffset(proposed: LayoutPoint, velocity: LayoutPoint, current: LayoutPoint) -> LayoutPoint { proposed }

    /// Tap-to-centre: the offset that centres the item vertically, within the content.
    public func contentOffset(focusing item: Int, section: Int, from offset: LayoutPoint) -> LayoutPoint? {
        guard let a = attributesForItem(item, section: section, offset: offset) else { return nil }
        let limit = max(0, contentSize.height - viewport.height)
        return LayoutPoint(offset.x, min(limit, max(0, a.center.y - viewport.height / 2)))
    }

    /// A new width, or a new column count (portrait ↔ landscape), re-lays out.
    public func shouldInvalidate(newBounds: LayoutRect, oldBounds: LayoutRect) -> Bool {
        newBounds.width != oldBounds.width
            || columnCount(for: LayoutSize(newBounds.width, newBounds.height)) != columnCount(for: LayoutSize(oldBounds.width, oldBounds.height))
    }
}
"""#
}
