extension CompositionalLayout {
    /// The compositional layout's parameters as Swift properties, with the
    /// specs' defaults; ranges are checked when a layout is made from it
    /// (`try CompositionalLayout(configuration)`). The scrolling parameters
    /// come from ``LayoutConfiguration``.
    public struct Configuration: LayoutConfiguration {
        public typealias Layout = CompositionalLayout
        public var values: [String: ParameterValue]

        public init(values: [String: ParameterValue]) {
            self.values = values
        }

        /// The screen whose lists apply to those left nil (auto); default list.
        public var screen: Screen {
            get { self[Key.screen] }
            set { self[Key.screen] = newValue }
        }
        /// How each section scrolls sideways, the last repeating; default auto (nil: the screen's).
        public var orthogonal: PerSection<OrthogonalScrollingBehavior>? {
            get { self[Key.orthogonal] }
            set { self[Key.orthogonal] = newValue }
        }
        /// Each section's item width (no estimates), the last repeating; default auto (nil: the screen's).
        public var itemWidth: PerSection<Dimension>? {
            get { self[Key.itemWidth] }
            set { self[Key.itemWidth] = newValue }
        }
        /// Each section's item height, the last repeating; default auto (nil: the screen's).
        public var itemHeight: PerSection<Dimension>? {
            get { self[Key.itemHeight] }
            set { self[Key.itemHeight] = newValue }
        }
        /// Each section's group shape, the last repeating; default auto (nil: the screen's).
        public var groupSize: PerSection<GroupShape>? {
            get { self[Key.groupSize] }
            set { self[Key.groupSize] = newValue }
        }
        /// Space between the items of a group; 0…1000, default 8.
        public var interItemSpacing: Double {
            get { self[Key.interItemSpacing] }
            set { self[Key.interItemSpacing] = newValue }
        }
        /// Space between the groups of a section; 0…1000, default 8.
        public var interGroupSpacing: Double {
            get { self[Key.interGroupSpacing] }
            set { self[Key.interGroupSpacing] = newValue }
        }
        /// Space around each section's groups; each side 0…10000, default 8,16,16,16.
        public var sectionInsets: EdgeInsets {
            get { self[Key.sectionInsets] }
            set { self[Key.sectionInsets] = newValue }
        }
        /// Height of each section's header (0: none); 0…2000, default 36.
        public var headerHeight: Double {
            get { self[Key.headerHeight] }
            set { self[Key.headerHeight] = newValue }
        }
        /// Keep the current section's header at the top while its section is in view; default false.
        public var pinHeaders: Bool {
            get { self[Key.pinHeaders] }
            set { self[Key.pinHeaders] = newValue }
        }
    }
}
