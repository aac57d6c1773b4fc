/// What a section of the data asks of the layout beside its items — the
/// answers CHTCollectionViewWaterfallLayout asks its delegate for per
/// section (`columnCountForSection`, the header and footer heights). Nil
/// leaves the layout's own parameter in force.
///
/// In a dataset file: `{"sections": [{"title": "Shoes", "columns": 2,
/// "headerHeight": 40, "footerHeight": 24, "items": [...]}]}`.
public struct SectionMetrics: Hashable, Sendable {
    /// The largest column count a section may ask for.
    public static let maximumColumns = 12
    /// The tallest header or footer a section may ask for, in points.
    public static let maximumHeight = 10_000.0

    /// The section's column count (1…`maximumColumns`), or nil.
    public var columns: Int?
    /// The height of the section's header, or nil.
    public var headerHeight: Double?
    /// The height of the section's footer, or nil.
    public var footerHeight: Double?

    /// Metrics asking for `columns`, `headerHeight` and `footerHeight` (nil: the layout's own).
    public init(columns: Int? = nil, headerHeight: Double? = nil, footerHeight: Double? = nil) {
        self.columns = columns
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
    }
}
