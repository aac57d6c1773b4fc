/// A masonry of equal-width columns (seed 001, the "waterfall"): every item
/// keeps its image's aspect ratio and drops into the column whose bottom is
/// highest on screen (the smallest y).
///
/// Content space only: items never depend on the scroll offset. Column `j`
/// spans `l + j·(cw + cm) … + cw`; a column's items are stacked `rowMargin`
/// apart starting at `t` (the seed also adds `rowMargin` above the first row;
/// the spec does not).
///
/// Tiny viewports: when the insets and margins leave no room
/// (`W − l − r − cm·(c − 1) ≤ 0`) the column width is clamped to 0, so every
/// item is an empty frame at its column's x, pinned to at most `W` so it stays
/// inside the content (no NaN, no negative sizes), and a rect query returns
/// nothing.
public final class WaterfallLayout: CollectionLayout, ParameterKeyed {
    /// The identifier, `waterfall`.
    public static let id = "waterfall"
    /// The title in the layout switcher, "Waterfall".
    public static let title = "Waterfall"
    /// The layout's own parameter keys, declared once.
    public enum Key: String, CaseIterable, Sendable {
        case columns, landscapeColumns, portraitColumns, columnMargin, rowMargin, insets
    }

    /// The parameters: `columns` (`auto` follows the orientation), `landscapeColumns`,
    /// `portraitColumns`, `columnMargin`, `rowMargin` and `insets`.
    public static let parameterSpecs: [ParameterSpec] = [
        ParameterSpec(key: Key.columns, title: "Columns", kind: .integer(range: 1...12),
                      defaultValue: .auto, allowsAuto: true,
                      help: "auto: landscape columns when the viewport is wider than tall, else portrait columns"),
        ParameterSpec(key: Key.landscapeColumns, title: "Landscape columns", kind: .integer(range: 1...12),
                      defaultValue: .integer(5), help: "Columns of auto when the viewport is wider than tall"),
        ParameterSpec(key: Key.portraitColumns, title: "Portrait columns", kind: .integer(range: 1...12),
                      defaultValue: .integer(3), help: "Columns of auto when the viewport is not wider than tall"),
        ParameterSpec(key: Key.columnMargin, title: "Column margin", kind: .number(range: 0...1000, step: 1),
                      defaultValue: .number(10), help: "Gap between neighbouring columns").slider(upTo: 200),
        ParameterSpec(key: Key.rowMargin, title: "Row margin", kind: .number(range: 0...1000, step: 1),
                      defaultValue: .number(10), help: "Gap between items of one column").slider(upTo: 200),
        ParameterSpec(key: Key.insets, title: "Insets", kind: .insets(maximum: 10000),
                      defaultValue: .insets(EdgeInsets(all: 10)), help: "Space around the columns: top,left,bottom,right"),
    ] + ScrollPhysics.parameterSpecs(preset: .uikit)

    /// The parameters the layout was made with.
    public let parameters: LayoutParameters
    /// The fixed column count, or nil for `auto`.
    public let fixedColumns: Int?
    /// The column count of `auto` when the viewport is wider than tall.
    public let landscapeColumns: Int
    /// The column count of `auto` when the viewport is not wider than tall.
    public let portraitColumns: Int
    /// The gap between neighbouring columns.
    public let columnMargin: Double
    /// The gap between neighbouring items of a column.
    public let rowMargin: Double
    /// The space around the columns.
    public let insets: EdgeInsets

    /// The viewport of the last `prepare`.
    public private(set) var viewport: Size = .zero
    /// The column count in effect for the prepared viewport.
    public private(set) var columnCount = 1
    /// Whether `prepare` has run, so that `columnCount` holds what `auto` resolved to.
    private var isPrepared = false
    /// The column width `cw` for the prepared viewport (never negative).
    public private(set) var columnWidth = 0.0
    /// The number of items of the last `prepare`.
    public private(set) var itemCount = 0
    /// Each column's bottom (`t` while it is empty).
    public private(set) var columnBottoms: [Double] = []

    /// One lane per column; the entry ids are item indices.
    public private(set) var index = LaneIndex()
    /// Item i sits at position `itemRow[i]` of lane `itemColumn[i]`.
    private var itemColumn: [UInt8] = []
    private var itemRow: [Int32] = []

    /// A waterfall configured by `parameters` (validated against `parameterSpecs`).
    public init(parameters: LayoutParameters) {
        self.parameters = parameters
        fixedColumns = parameters.integerOrAuto(Key.columns)
        landscapeColumns = parameters.integer(Key.landscapeColumns)
        portraitColumns = parameters.integer(Key.portraitColumns)
        columnMargin = parameters.number(Key.columnMargin)
        rowMargin = parameters.number(Key.rowMargin)
        insets = parameters.insets(Key.insets)
    }

    /// Vertical: the content scrolls up and down.
    public var scrollAxis: Axis { .vertical }

    /// The column count for `viewport`: the fixed count, or for `auto`
    /// `landscapeColumns` when `W > H`, else `portraitColumns` (the seed's
    /// rotation rule). Always at least 1.
    ///
    /// - Complexity: O(1).
    public func columnCount(for viewport: Size) -> Int {
        let c = fixedColumns ?? (viewport.width > viewport.height ? landscapeColumns : portraitColumns)
        return max(1, c)
    }

    /// `columns`: the column count in effect (for `auto`, the prepared
    /// viewport's landscape or portrait count); every other key as set.
    ///
    /// - Complexity: O(p) for the layout's p parameters.
    public func effectiveValue(forKey key: String) -> ParameterValue? {
        guard key == Key.columns.rawValue, fixedColumns == nil else { return defaultEffectiveValue(forKey: key) }
        return isPrepared ? .integer(columnCount) : nil
    }

    /// The x of column `column`'s left edge, `l + col·(cw + cm)` (at most
    /// `W`, which only matters when the columns have no room).
    ///
    /// - Complexity: O(1).
    public func columnX(_ column: Int) -> Double {
        min(viewport.width, insets.left + Double(column) * (columnWidth + columnMargin))
    }

    /// The height of an item of `metrics` in a column `width` wide:
    /// `width·h/w`, or a square when the data has no usable size.
    ///
    /// - Complexity: O(1).
    public static func itemHeight(_ metrics: ItemMetrics, columnWidth width: Double) -> Double {
        guard let size = metrics.size, size.width > 0, size.height > 0, size.isFinite else { return width }
        let h = width * size.height / size.width
        return h.isFinite ? h : width
    }

    /// Places every item: shortest column first (ties: leftmost).
    ///
    /// Sections are concatenated in order (the layout has one section).
    ///
    /// - Complexity: O(n·c) time for n items and c ≤ 12 columns; O(n) memory
    ///   in flat arrays.
    public func prepare(_ context: LayoutContext) {
        viewport = Size(width: context.viewport.width.isFinite ? max(0, context.viewport.width) : 0,
                        height: context.viewport.height.isFinite ? max(0, context.viewport.height) : 0)
        let c = columnCount(for: viewport)
        columnCount = c
        isPrepared = true
        let raw = (viewport.width - insets.left - insets.right - columnMargin * Double(c - 1)) / Double(c)
        columnWidth = raw.isFinite ? max(0, raw) : 0

        let n = context.itemCount
        itemCount = n
        var index = LaneIndex(laneCount: c)
        for lane in 0..<c { index.reserveCapacity(n / c + 1, inLane: lane) }
        var bottoms = Array(repeating: insets.top, count: c)
        var filled = Array(repeating: false, count: c)
        var columns: [UInt8] = []
        var rows: [Int32] = []
        columns.reserveCapacity(n)
        rows.reserveCapacity(n)

        var item = 0
        for section in context.sections {
            for metrics in section {
                var column = 0
                for j in 1..<c where bottoms[j] < bottoms[column] { column = j }
                let y = filled[column] ? bottoms[column] + rowMargin : insets.top
                let h = Self.itemHeight(metrics, columnWidth: columnWidth)
                let frame = Rect(x: columnX(column), y: y, width: columnWidth, height: h)
                let row = index.append(frame, id: item, toLane: column)
                bottoms[column] = y + h
                filled[column] = true
                columns.append(UInt8(column))
                rows.append(Int32(truncatingIfNeeded: row))
                item += 1
            }
        }
        self.index = index
        columnBottoms = bottoms
        itemColumn = columns
        itemRow = rows
    }

    /// `(W, max(bottoms) + b)`; `(W, t + b)` without items.
    public var contentSize: Size {
        Size(width: viewport.width, height: (columnBottoms.max() ?? insets.top) + insets.bottom)
    }

    /// The frame of item `i` (section 0).
    ///
    /// - Complexity: O(1).
    public func frame(ofItem i: Int) -> Rect {
        index.frame(inLane: Int(itemColumn[i]), at: Int(itemRow[i]))
    }

    /// The items whose frames intersect `rect`, adding the work done to `cost`.
    ///
    /// - Complexity: O(c·log n + k): one binary search per column the rect
    ///   overlaps, then only the items returned plus one per column.
    public func elements(in rect: Rect, offset: Point, cost: inout QueryCost) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        index.forEach(intersecting: rect, cost: &cost) { item, frame in
            result.append(LayoutAttributes(indexPath: IndexPath(item: item), frame: frame))
        }
        return result
    }

    /// - Complexity: O(c·log n + k) for c columns and k returned items.
    public func elements(in rect: Rect, offset: Point) -> [LayoutAttributes] {
        var cost = QueryCost()
        return elements(in: rect, offset: offset, cost: &cost)
    }

    /// Item `indexPath.item`'s frame; it does not depend on `offset`.
    ///
    /// - Complexity: O(1).
    public func attributesForItem(at indexPath: IndexPath, offset: Point) -> LayoutAttributes? {
        guard indexPath.section == 0, (0..<itemCount).contains(indexPath.item) else { return nil }
        return LayoutAttributes(indexPath: indexPath, frame: frame(ofItem: indexPath.item))
    }

    /// A width change re-flows the columns; under `auto` columns so does a
    /// height change that turns the viewport between landscape and portrait.
    ///
    /// - Complexity: O(1).
    public func shouldInvalidate(forBoundsChange newBounds: Rect, from oldBounds: Rect) -> Bool {
        newBounds.width != oldBounds.width
            || columnCount(for: newBounds.size) != columnCount(for: oldBounds.size)
    }

    /// The offset that centres the item vertically, kept inside the
    /// scrollable range.
    ///
    /// - Complexity: O(1).
    public func contentOffset(focusing indexPath: IndexPath, from offset: Point) -> Point? {
        guard let a = attributesForItem(at: indexPath, offset: offset) else { return nil }
        let limit = maximumContentOffset(viewport: viewport).y
        return Point(x: offset.x, y: min(limit, max(0, a.center.y - viewport.height / 2)))
    }
}
