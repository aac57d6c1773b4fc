extension CarouselLayout {
    /// The carousel layout's parameters as Swift properties, with the
    /// specs' defaults; ranges are checked when a layout is made from it
    /// (`try CarouselLayout(configuration)`). The scrolling parameters come from
    /// ``LayoutConfiguration``.
    public struct Configuration: LayoutConfiguration {
        public typealias Layout = CarouselLayout
        public var values: [String: ParameterValue]

        public init(values: [String: ParameterValue]) {
            self.values = values
        }

        /// ICarousel's type, or custom; default coverFlow.
        public var type: CarouselType {
            get { self[Key.type] }
            set { self[Key.type] = newValue }
        }
        /// Width of an item; 1…4000, default 200.
        public var itemWidth: Double {
            get { self[Key.itemWidth] }
            set { self[Key.itemWidth] = newValue }
        }
        /// Height of an item; 1…4000, default 200.
        public var itemHeight: Double {
            get { self[Key.itemHeight] }
            set { self[Key.itemHeight] = newValue }
        }
        /// Eye distance: m34 = −1/perspective; 1…100000, default 500.
        public var perspective: Double {
            get { self[Key.perspective] }
            set { self[Key.perspective] = newValue }
        }
        /// X,y: moves the eye (iCarousel's viewpointOffset); default 0,0.
        public var viewpointOffset: Point {
            get { self[Key.viewpointOffset] }
            set { self[Key.viewpointOffset] = newValue }
        }
        /// Scroll up and down; default false.
        public var vertical: Bool {
            get { self[Key.vertical] }
            set { self[Key.vertical] = newValue }
        }
        /// Loop forever; auto: on for the circular types; default auto (nil).
        public var wrap: Bool? {
            get { self[Key.wrap] }
            set { self[Key.wrap] = newValue }
        }
        /// Item spacing in item widths; auto: 0.25 cover flow, else 1; 0.01…10, default auto (nil).
        public var spacing: Double? {
            get { self[Key.spacing] }
            set { self[Key.spacing] = newValue }
        }
        /// Radians the circular types span; auto: 2π; -12.57…12.57, default auto (nil).
        public var arc: Double? {
            get { self[Key.arc] }
            set { self[Key.arc] = newValue }
        }
        /// Radius of the circular types; auto: from count and arc; -10000…10000, default auto (nil).
        public var radius: Double? {
            get { self[Key.radius] }
            set { self[Key.radius] = newValue }
        }
        /// Radians per item (wheel), or of every item (rotary, cylinder); -12.57…12.57, default auto (nil).
        public var angle: Double? {
            get { self[Key.angle] }
            set { self[Key.angle] = newValue }
        }
        /// Tilt of cover flow (auto 0.9) and time machine (auto 0.3); -10…10, default auto (nil).
        public var tilt: Double? {
            get { self[Key.tilt] }
            set { self[Key.tilt] = newValue }
        }
        /// Items around the circle of the circular types; 1…1000, default auto (nil).
        public var count: Int? {
            get { self[Key.count] }
            set { self[Key.count] = newValue }
        }
        /// Items at offsets below it fade; auto: −∞ (0 inverted time machine); -1000…1000, default auto (nil).
        public var fadeMin: Double? {
            get { self[Key.fadeMin] }
            set { self[Key.fadeMin] = newValue }
        }
        /// Items at offsets above it fade; auto: ∞ (0 time machine); -1000…1000, default auto (nil).
        public var fadeMax: Double? {
            get { self[Key.fadeMax] }
            set { self[Key.fadeMax] = newValue }
        }
        /// Offsets over which an item fades out; auto: 1; 0.01…1000, default auto (nil).
        public var fadeRange: Double? {
            get { self[Key.fadeRange] }
            set { self[Key.fadeRange] = newValue }
        }
        /// Alpha of a faded item; auto: 0; 0…1, default auto (nil).
        public var fadeMinAlpha: Double? {
            get { self[Key.fadeMinAlpha] }
            set { self[Key.fadeMinAlpha] = newValue }
        }
        /// Draw items turned away; auto: all but the inverted cylinder; default auto (nil).
        public var showBackfaces: Bool? {
            get { self[Key.showBackfaces] }
            set { self[Key.showBackfaces] = newValue }
        }
        /// Most items placed at once; auto: iCarousel's count for the type; 0…1000, default auto (nil).
        public var visibleItems: Int? {
            get { self[Key.visibleItems] }
            set { self[Key.visibleItems] = newValue }
        }
        /// Custom: translate(x,y,z) rotate(angle,ax,ay,az) scale(sx,sy,sz) of offset, index, count…; default translate(offset*itemWidth, 0, 0).
        public var transform: TransformChain {
            get { self[Key.transform] }
            set { self[Key.transform] = newValue }
        }
        /// Custom: an expression of offset, index, count…, clamped to 0…1; default 1.
        public var alpha: LayoutExpression {
            get { self[Key.alpha] }
            set { self[Key.alpha] = newValue }
        }
    }
}
