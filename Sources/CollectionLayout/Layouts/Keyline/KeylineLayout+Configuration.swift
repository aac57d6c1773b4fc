extension KeylineLayout {
    /// The keyline carousel's parameters as Swift properties, with the
    /// specs' defaults; ranges are checked when a layout is made from it
    /// (`try KeylineLayout(configuration)`). The scrolling parameters come from
    /// ``LayoutConfiguration``.
    public struct Configuration: LayoutConfiguration {
        public typealias Layout = KeylineLayout
        public var values: [String: ParameterValue]

        public init(values: [String: ParameterValue]) {
            self.values = values
        }

        /// How the keylines are arranged; default multiBrowse.
        public var strategy: KeylineStrategy {
            get { self[Key.strategy] }
            set { self[Key.strategy] = newValue }
        }
        /// The large item's target width; 1…4000, default 200.
        public var itemWidth: Double {
            get { self[Key.itemWidth] }
            set { self[Key.itemWidth] = newValue }
        }
        /// The items' height; 1…4000, default auto (nil): the viewport's.
        public var itemHeight: Double? {
            get { self[Key.itemHeight] }
            set { self[Key.itemHeight] = newValue }
        }
        /// The small items' smallest size; 0…1000, default 40.
        public var smallMin: Double {
            get { self[Key.smallMin] }
            set { self[Key.smallMin] = newValue }
        }
        /// The small items' largest size; 0…1000, default 56.
        public var smallMax: Double {
            get { self[Key.smallMax] }
            set { self[Key.smallMax] = newValue }
        }
        /// The gap between neighbouring items' visible parts; 0…1000, default 8.
        public var spacing: Double {
            get { self[Key.spacing] }
            set { self[Key.spacing] = newValue }
        }
        /// Where the large items rest; default start.
        public var alignment: KeylineAlignment {
            get { self[Key.alignment] }
            set { self[Key.alignment] = newValue }
        }
        /// The weighted strategy's weights, `1,3,1`.
        public var weights: String {
            get { self[Key.weights] }
            set { self[Key.weights] = newValue }
        }
        /// The custom strategy's keylines, `offset:maskedSize,…`.
        public var keylines: String {
            get { self[Key.keylines] }
            set { self[Key.keylines] = newValue }
        }
        /// The radius of the mask's corners; 0…1000, default 28.
        public var cornerRadius: Double {
            get { self[Key.cornerRadius] }
            set { self[Key.cornerRadius] = newValue }
        }
        /// How far a narrowed item's picture stays centred; 0…1, default 1.
        public var parallax: Double {
            get { self[Key.parallax] }
            set { self[Key.parallax] = newValue }
        }
        /// The items run down instead of across; default false.
        public var vertical: Bool {
            get { self[Key.vertical] }
            set { self[Key.vertical] = newValue }
        }
    }
}
