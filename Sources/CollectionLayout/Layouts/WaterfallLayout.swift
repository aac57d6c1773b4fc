/// A masonry of equal-width columns (seed 001 in docs/REFERENCE.md, the "waterfall"): every item
/// keeps its image's aspect ratio and drops into the column whose bottom is
/// highest on screen (the smallest y).
///
/// Content space only: items never depend on the scroll offset. Column `j`
/// spans `l + j·(cw + cm) … + cw`; a column's items are stacked `rowMargin`
/// apart starting at `t` (the seed also adds `rowMargin` above the first row;
/// the spec does not).
///
/// Sections stack from the top, as in CHTCollectionViewWaterfallLayout: a
/// section's header (`headerHeight`, full width), its columns inside the
/// insets, then its footer (`footerHeight`); the next section starts under
/// it. A section of the data may ask for its own column count and header
/// and footer heights (`SectionMetrics`, CHT's `columnCountForSection`).
/// One section without header or footer is the seed's layout exactly.
///
/// Tiny viewports: when the insets and margins leave no room
/// (`W − l − r − cm·(c − 1) ≤ 0`) the column width is clamped to 0, so every
/// item is an empty frame at its column's x, pinned to at most `W` so it stays
/// inside the content (no NaN, no negative sizes), and a rect query returns
/// nothing.
///
/// After a batch (`prepare(updating:with:)`) the items from the first
/// changed one on are placed only as queries ask for them; a query that
/// places changes the layout's storage, so a layout is used on one thread
/// at a time (as every layout is).
public final class WaterfallLayout: CollectionLayout, ParameterKeyed {
    /// The identifier, `waterfall`.
    public static let id = "waterfall"
    /// The title in the layout switcher, "Waterfall".
    public static let title = "Waterfall"
    /// The waterfall keeps the data's sections.
    public static var usesSections: Bool { true }
    /// The layout's own parameter keys, declared once.
    public enum Key: String, CaseIterable, Sendable {
        /// Auto: landscape columns when the viewport is wider than tall, else portrait columns.
        case columns
        /// Columns of auto when the viewport is wider than tall.
        case landscapeColumns
        /// Columns of auto when the viewport is not wider than tall.
        case portraitColumns
        /// Gap between neighbouring columns.
        case columnMargin
        /// Gap between items of one column.
        case rowMargin
        /// Space around each section's columns: top,left,bottom,right.
        case insets
        /// Height of each section's header (0: none), unless the section asks for its own.
        case headerHeight
        /// Height of each section's footer (0: none), unless the section asks for its own.
        case footerHeight
    }

    /// The parameters: `columns` (`auto` follows the orientation), `landscapeColumns`,
    /// `portraitColumns`, `columnMargin`, `rowMargin`, `insets`, and the
    /// sections' `headerHeight` and `footerHeight`.
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
                      defaultValue: .insets(EdgeInsets(all: 10)), help: "Space around each section's columns: top,left,bottom,right"),
        ParameterSpec(key: Key.headerHeight, title: "Header height", kind: .number(range: 0...10000, step: 1),
                      defaultValue: .number(0),
                      help: "Height of each section's header (0: none), unless the section asks for its own")
            .slider(upTo: 200),
        ParameterSpec(key: Key.footerHeight, title: "Footer height", kind: .number(range: 0...10000, step: 1),
                      defaultValue: .number(0),
                      help: "Height of each section's footer (0: none), unless the section asks for its own")
            .slider(upTo: 200),
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
    /// The space around each section's columns.
    public let insets: EdgeInsets
    /// The height of a section's header, unless it asks for its own.
    public let headerHeight: Double
    /// The height of a section's footer, unless it asks for its own.
    public let footerHeight: Double

    /// The viewport of the last `prepare`.
    public internal(set) var viewport: Size = .zero
    /// The column count of sections that do not ask for their own, in
    /// effect for the prepared viewport.
    public internal(set) var columnCount = 1
    /// Whether `prepare` has run, so that `columnCount` holds what `auto` resolved to.
    var isPrepared = false
    /// The column width `cw` of sections with `columnCount` columns (never negative).
    public internal(set) var columnWidth = 0.0
    /// The number of items of the last `prepare`.
    public internal(set) var itemCount = 0
    /// The last section's column bottoms (`t` below its header while
    /// empty); it places whatever a batch left to place.
    ///
    /// - Complexity: O(1), or that of `finishDeferredWork(itemBudget:)` with no limit.
    public var columnBottoms: [Double] {
        placeEverything()
        return placedColumnBottoms
    }
    /// The column bottoms of the last section placed in full.
    var placedColumnBottoms: [Double] = []
    /// Where the content ends, once everything is placed: under the last section's footer.
    var contentBottom = 0.0
    /// What each section asked for when the layout was last prepared.
    var preparedSectionMetrics: [SectionMetrics] = []
    /// Each section's column count.
    var sectionColumns: [Int] = []
    /// Where placing stands while a batch left items to place (see
    /// `prepare(updating:with:)`); nil once everything is placed.
    var frontier: Frontier?
    /// The data after the batch, which the items still to place read their heights from.
    var deferredSections: SectionList?
    /// The content's bottom as a batch left it, before its items are all
    /// placed: the layout before it adjusted by the batch (see `estimatedContentSize`).
    var estimatedBottom = 0.0

    /// One lane per column (the most any section has); the entry ids are
    /// flat item indices.
    public internal(set) var index = LaneIndex()
    /// Item i sits in lane `itemColumn[i]` (found there by its id).
    var itemColumn = PrefixSharingArray<UInt8>()
    /// Section s's items are flat indices `sectionStarts[s] ..< sectionStarts[s + 1]`
    /// (every section's, placed or not).
    var sectionStarts: [Int] = [0]
    /// The header and footer frames (height 0: none) of the sections placed so far, top to bottom.
    var headerFrames: [Rect] = []
    var footerFrames: [Rect] = []
    /// The placed headers (lane 0) and footers (lane 1) that have a height,
    /// for rect queries; section s's header has id 2s, its footer 2s + 1.
    var bands = LaneIndex()

    /// A waterfall configured by `parameters` (validated against `parameterSpecs`).
    public init(parameters: LayoutParameters) {
        self.parameters = parameters
        fixedColumns = parameters.integerOrAuto(Key.columns)
        landscapeColumns = parameters.integer(Key.landscapeColumns)
        portraitColumns = parameters.integer(Key.portraitColumns)
        columnMargin = parameters.number(Key.columnMargin)
        rowMargin = parameters.number(Key.rowMargin)
        insets = parameters.insets(Key.insets)
        headerHeight = parameters.number(Key.headerHeight)
        footerHeight = parameters.number(Key.footerHeight)
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

    /// The x of column `column`'s left edge for columns `width` wide,
    /// `l + col·(width + cm)` (at most `W`, which only matters when the
    /// columns have no room).
    ///
    /// - Complexity: O(1).
    public func columnX(_ column: Int, width: Double) -> Double {
        min(viewport.width, insets.left + Double(column) * (width + columnMargin))
    }

    /// The width of each of `columns` columns in the prepared viewport,
    /// `(W − l − r − cm·(c − 1))/c`, never negative.
    ///
    /// - Complexity: O(1).
    public func columnWidth(columns c: Int) -> Double {
        let raw = (viewport.width - insets.left - insets.right - columnMargin * Double(c - 1)) / Double(c)
        return raw.isFinite ? max(0, raw) : 0
    }

    /// The height of an item of `metrics` in a column `width` wide:
    /// `width·h/w`, or a square when the data has no usable size.
    ///
    /// - Complexity: O(1).
    public static func itemHeight(_ metrics: ItemMetrics, columnWidth width: Double) -> Double {
        itemHeight(size: metrics.size, columnWidth: width)
    }

    /// The height of an item of `size` (the data's, or nil) in a column
    /// `width` wide, as `itemHeight(_:columnWidth:)`.
    ///
    /// - Complexity: O(1).
    static func itemHeight(size: Size?, columnWidth width: Double) -> Double {
        guard let size, size.width > 0, size.height > 0, size.isFinite else { return width }
        let h = width * size.height / size.width
        return h.isFinite ? h : width
    }

    /// Places every section: its header, its items (shortest column
    /// first, ties leftmost), its footer.
    ///
    /// - Complexity: O(n·c + s) time for n items, c ≤ 12 columns and s
    ///   sections; O(n + s) memory in flat arrays.
    public func prepare(_ context: LayoutContext) {
        var starts = [0]
        starts.reserveCapacity(context.sections.count + 1)
        for section in context.sections { starts.append(starts[starts.count - 1] + section.count) }
        startPlacing(viewport: context.viewport,
                     sectionMetrics: context.sections.indices.map { context.metrics(ofSection: $0) },
                     sectionStarts: starts)
        for lane in 0..<index.laneCount { index.reserveCapacity(itemCount / index.laneCount + 1, inLane: lane) }
        itemColumn.reserveCapacity(itemCount)
        place(until: .everything, heights: ContextHeights(sections: context.sections))
    }

    /// `(W, bottom of the last footer)`: `max(bottoms) + b` for one section
    /// without footer; `(W, t + b)` without items. Exact: it places whatever
    /// a batch left to place (see `estimatedContentSize` for a size that does not).
    ///
    /// - Complexity: O(1), or that of `finishDeferredWork(itemBudget:)` with no limit.
    public var contentSize: Size {
        placeEverything()
        return Size(width: viewport.width, height: contentBottom)
    }

    /// The frame of item `i` (a flat index across sections), placing the
    /// items up to it when a batch left them to place.
    ///
    /// - Complexity: O(log n): a binary search over its column's ids (plus
    ///   the placing of the items up to `i` not placed yet).
    public func frame(ofItem i: Int) -> Rect {
        if i >= placedItemCount { placeDeferred(until: PlacingGoal(item: i)) }
        let lane = Int(itemColumn[i])
        return index.frame(inLane: lane, at: index.firstPosition(inLane: lane, notBelowID: i))
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
    /// - Complexity: O(log n), as `frame(ofItem:)`.
    public func contentOffset(focusing indexPath: IndexPath, from offset: Point) -> Point? {
        guard let a = attributesForItem(at: indexPath, offset: offset) else { return nil }
        let limit = maximumContentOffset(viewport: viewport).y
        return Point(x: offset.x, y: min(limit, max(0, a.center.y - viewport.height / 2)))
    }
}
