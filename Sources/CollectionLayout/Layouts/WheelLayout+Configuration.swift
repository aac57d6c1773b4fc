extension WheelLayout {
    /// The wheel layout's parameters as Swift properties, with the
    /// specs' defaults; ranges are checked when a layout is made from it
    /// (`try WheelLayout(configuration)`). The scrolling parameters come from
    /// ``LayoutConfiguration``.
    public struct Configuration: LayoutConfiguration {
        public typealias Layout = WheelLayout
        public var values: [String: ParameterValue]

        public init(values: [String: ParameterValue]) {
            self.values = values
        }

        /// Width of a row; 1…4000, default 260.
        public var itemWidth: Double {
            get { self[Key.itemWidth] }
            set { self[Key.itemWidth] = newValue }
        }
        /// Height of a row, and the scrolling that turns the wheel by one row; 1…4000, default 100.
        public var itemHeight: Double {
            get { self[Key.itemHeight] }
            set { self[Key.itemHeight] = newValue }
        }
        /// Distance of the eye from the front row (m34 = −1/perspective); 50…100000, default 900.
        public var perspective: Double {
            get { self[Key.perspective] }
            set { self[Key.perspective] = newValue }
        }
        /// Turn forever instead of stopping at the first and last row; default true.
        public var loop: Bool {
            get { self[Key.loop] }
            set { self[Key.loop] = newValue }
        }
        /// Drum: a fixed drum, rows a row height apart (UIPickerView, Flutter); seed: the seed's n-gon, whose radius grows with the row count; default drum.
        public var geometry: Geometry {
            get { self[Key.geometry] }
            set { self[Key.geometry] = newValue }
        }
        /// Drum: its diameter over the viewport height (Flutter's diameterRatio; CupertinoPicker: 1.07); 0.1…20, default 1.07.
        public var diameterRatio: Double {
            get { self[Key.diameterRatio] }
            set { self[Key.diameterRatio] = newValue }
        }
        /// Drum: rows per row height of rim; more squeeze shows more rows (CupertinoPicker: 1.45); 0.1…10, default 1.45.
        public var squeeze: Double {
            get { self[Key.squeeze] }
            set { self[Key.squeeze] = newValue }
        }
        /// Drum: where the eye looks from, as a fraction of the width off centre; -2…2, default 0.
        public var offAxisFraction: Double {
            get { self[Key.offAxisFraction] }
            set { self[Key.offAxisFraction] = newValue }
        }
        /// Drum: magnify the row in the middle; default false.
        public var useMagnifier: Bool {
            get { self[Key.useMagnifier] }
            set { self[Key.useMagnifier] = newValue }
        }
        /// Drum: how much the magnifier enlarges the middle row; 0.1…5, default 1.
        public var magnification: Double {
            get { self[Key.magnification] }
            set { self[Key.magnification] = newValue }
        }
        /// Drum: the opacity of the rows above and below the middle one (CupertinoPicker: 0.447); 0…1, default 0.45.
        public var overAndUnderCenterOpacity: Double {
            get { self[Key.overAndUnderCenterOpacity] }
            set { self[Key.overAndUnderCenterOpacity] = newValue }
        }
        /// Seed: draw the rows on the far side of the wheel; default false.
        public var showBackFaces: Bool {
            get { self[Key.showBackFaces] }
            set { self[Key.showBackFaces] = newValue }
        }
        /// Seed: scrolling per row, one viewport height (viewport) or one row height (row); default viewport.
        public var rowPitch: RowPitch {
            get { self[Key.rowPitch] }
            set { self[Key.rowPitch] = newValue }
        }
    }
}
