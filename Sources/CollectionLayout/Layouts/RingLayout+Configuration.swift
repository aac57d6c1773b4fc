extension RingLayout {
    /// The ring layout's parameters as Swift properties, with the
    /// specs' defaults; ranges are checked when a layout is made from it
    /// (`try RingLayout(configuration)`). The scrolling parameters come from
    /// ``LayoutConfiguration``.
    public struct Configuration: LayoutConfiguration {
        public typealias Layout = RingLayout
        public var values: [String: ParameterValue]

        public init(values: [String: ParameterValue]) {
            self.values = values
        }

        /// Width of an item; 1…4000, default 80.
        public var itemWidth: Double {
            get { self[Key.itemWidth] }
            set { self[Key.itemWidth] = newValue }
        }
        /// Height of an item; 1…4000, default 80.
        public var itemHeight: Double {
            get { self[Key.itemHeight] }
            set { self[Key.itemHeight] = newValue }
        }
        /// Radius of the circle; auto is the largest that keeps the items in the viewport; 0…100000, default auto (nil).
        public var radius: Double? {
            get { self[Key.radius] }
            set { self[Key.radius] = newValue }
        }
        /// Where the current item rests, in degrees (−90 is the top); -360…360, default -90.
        public var startAngle: Double {
            get { self[Key.startAngle] }
            set { self[Key.startAngle] = newValue }
        }
        /// Scrolling distance that turns the ring by one item; 1…10000, default 100.
        public var stepLength: Double {
            get { self[Key.stepLength] }
            set { self[Key.stepLength] = newValue }
        }
        /// Shrink items toward the far side of the ring; default false.
        public var scaleByDepth: Bool {
            get { self[Key.scaleByDepth] }
            set { self[Key.scaleByDepth] = newValue }
        }
        /// Scale of the item opposite the start angle; 0.05…1, default 0.5.
        public var minimumScale: Double {
            get { self[Key.minimumScale] }
            set { self[Key.minimumScale] = newValue }
        }
        /// With more items than this, only this many nearest the start angle are placed; 1…10000, default 200.
        public var maximumVisibleItems: Int {
            get { self[Key.maximumVisibleItems] }
            set { self[Key.maximumVisibleItems] = newValue }
        }
    }
}
