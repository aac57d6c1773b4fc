extension FlowLayout {
    /// The flow layout's parameters as Swift properties, with the
    /// specs' defaults; ranges are checked when a layout is made from it
    /// (`try FlowLayout(configuration)`). The scrolling parameters come from
    /// ``LayoutConfiguration``.
    public struct Configuration: LayoutConfiguration {
        public typealias Layout = FlowLayout
        public var values: [String: ParameterValue]

        public init(values: [String: ParameterValue]) {
            self.values = values
        }

        /// Gap between neighbouring items of a line; 0…1000, default 10.
        public var interitemSpacing: Double {
            get { self[Key.interitemSpacing] }
            set { self[Key.interitemSpacing] = newValue }
        }
        /// Gap between neighbouring lines; 0…1000, default 10.
        public var lineSpacing: Double {
            get { self[Key.lineSpacing] }
            set { self[Key.lineSpacing] = newValue }
        }
        /// Space around each section's lines: top,left,bottom,right; each side 0…10000, default 10,10,10,10.
        public var sectionInsets: EdgeInsets {
            get { self[Key.sectionInsets] }
            set { self[Key.sectionInsets] = newValue }
        }
        /// How each line's items are placed across it; default left.
        public var alignment: Alignment {
            get { self[Key.alignment] }
            set { self[Key.alignment] = newValue }
        }
        /// Where an item shorter than its line sits; default center.
        public var verticalAlignment: VerticalAlignment {
            get { self[Key.verticalAlignment] }
            set { self[Key.verticalAlignment] = newValue }
        }
        /// Height of each section's header (0: none); 0…2000, default 0.
        public var headerHeight: Double {
            get { self[Key.headerHeight] }
            set { self[Key.headerHeight] = newValue }
        }
        /// Height of each section's footer (0: none); 0…2000, default 0.
        public var footerHeight: Double {
            get { self[Key.footerHeight] }
            set { self[Key.footerHeight] = newValue }
        }
        /// Draw a background behind each section's lines; default false.
        public var sectionBackground: Bool {
            get { self[Key.sectionBackground] }
            set { self[Key.sectionBackground] = newValue }
        }
        /// Keep the current section's header at the top until the next one pushes it away; default false.
        public var pinHeaders: Bool {
            get { self[Key.pinHeaders] }
            set { self[Key.pinHeaders] = newValue }
        }
        /// Keep the current section's footer at the bottom until its section's top pulls it away; default false.
        public var pinFooters: Bool {
            get { self[Key.pinFooters] }
            set { self[Key.pinFooters] = newValue }
        }
    }
}
