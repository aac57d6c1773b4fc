extension SpringsLayout {
    /// The springs layout's parameters as Swift properties, with the
    /// specs' defaults; ranges are checked when a layout is made from it
    /// (`try SpringsLayout(configuration)`). The scrolling parameters come
    /// from ``LayoutConfiguration``.
    public struct Configuration: LayoutConfiguration {
        public typealias Layout = SpringsLayout
        public var values: [String: ParameterValue]

        public init(values: [String: ParameterValue]) {
            self.values = values
        }

        /// One column is a list; more make a grid; 1…12, default 1.
        public var columns: Int {
            get { self[Key.columns] }
            set { self[Key.columns] = newValue }
        }
        /// Height of a cell; 4…2000, default 56.
        public var itemHeight: Double {
            get { self[Key.itemHeight] }
            set { self[Key.itemHeight] = newValue }
        }
        /// Space between cells; 0…200, default 6.
        public var spacing: Double {
            get { self[Key.spacing] }
            set { self[Key.spacing] = newValue }
        }
        /// Space around the cells; 0…400, default 12.
        public var inset: Double {
            get { self[Key.inset] }
            set { self[Key.inset] = newValue }
        }
        /// How strongly the cells swing when the values below are auto; default regular.
        public var springPreset: Preset {
            get { self[Key.springPreset] }
            set { self[Key.springPreset] = newValue }
        }
        /// Damping ratio of each cell's spring; 0.05…1, default auto (nil: the preset's).
        public var damping: Double? {
            get { self[Key.damping] }
            set { self[Key.damping] = newValue }
        }
        /// Oscillations per second of each cell's spring; 0.1…20, default auto (nil: the preset's).
        public var frequency: Double? {
            get { self[Key.frequency] }
            set { self[Key.frequency] = newValue }
        }
        /// Distance from the touch at which a cell lags by the whole move; 50…100000, default auto (nil).
        public var resistance: Double? {
            get { self[Key.resistance] }
            set { self[Key.resistance] = newValue }
        }
    }
}

extension SpringsLayout.Preset: ParameterChoice {}
