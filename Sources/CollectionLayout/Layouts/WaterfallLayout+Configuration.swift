extension WaterfallLayout {
    /// The waterfall layout's parameters as Swift properties, with the
    /// specs' defaults; ranges are checked when a layout is made from it
    /// (`try WaterfallLayout(configuration)`). The scrolling parameters come from
    /// ``LayoutConfiguration``.
    public struct Configuration: LayoutConfiguration {
        public typealias Layout = WaterfallLayout
        public var values: [String: ParameterValue]

        public init(values: [String: ParameterValue]) {
            self.values = values
        }

        /// Auto: landscape columns when the viewport is wider than tall, else portrait columns; 1…12, default auto (nil).
        public var columns: Int? {
            get { self[Key.columns] }
            set { self[Key.columns] = newValue }
        }
        /// Columns of auto when the viewport is wider than tall; 1…12, default 5.
        public var landscapeColumns: Int {
            get { self[Key.landscapeColumns] }
            set { self[Key.landscapeColumns] = newValue }
        }
        /// Columns of auto when the viewport is not wider than tall; 1…12, default 3.
        public var portraitColumns: Int {
            get { self[Key.portraitColumns] }
            set { self[Key.portraitColumns] = newValue }
        }
        /// Gap between neighbouring columns; 0…1000, default 10.
        public var columnMargin: Double {
            get { self[Key.columnMargin] }
            set { self[Key.columnMargin] = newValue }
        }
        /// Gap between items of one column; 0…1000, default 10.
        public var rowMargin: Double {
            get { self[Key.rowMargin] }
            set { self[Key.rowMargin] = newValue }
        }
        /// Space around each section's columns: top,left,bottom,right; each side 0…10000, default 10,10,10,10.
        public var insets: EdgeInsets {
            get { self[Key.insets] }
            set { self[Key.insets] = newValue }
        }
        /// Height of each section's header (0: none), unless the section asks for its own; 0…10000, default 0.
        public var headerHeight: Double {
            get { self[Key.headerHeight] }
            set { self[Key.headerHeight] = newValue }
        }
        /// Height of each section's footer (0: none), unless the section asks for its own; 0…10000, default 0.
        public var footerHeight: Double {
            get { self[Key.footerHeight] }
            set { self[Key.footerHeight] = newValue }
        }
    }
}
