extension StackLayout {
    /// The stack layout's parameters as Swift properties, with the
    /// specs' defaults; ranges are checked when a layout is made from it
    /// (`try StackLayout(configuration)`). The scrolling parameters come from
    /// ``LayoutConfiguration``.
    public struct Configuration: LayoutConfiguration {
        public typealias Layout = StackLayout
        public var values: [String: ParameterValue]

        public init(values: [String: ParameterValue]) {
            self.values = values
        }

        /// Width of a card; 1…4000, default 250.
        public var itemWidth: Double {
            get { self[Key.itemWidth] }
            set { self[Key.itemWidth] = newValue }
        }
        /// Height of a card; 1…4000, default 400.
        public var itemHeight: Double {
            get { self[Key.itemHeight] }
            set { self[Key.itemHeight] = newValue }
        }
        /// Offset of each card under the top one, right and down; 0…1000, default 16.
        public var spacing: Double {
            get { self[Key.spacing] }
            set { self[Key.spacing] = newValue }
        }
        /// Cards placed at once, the top one included; the last fades in as the top card leaves, so at rest one fewer shows; 1…20, default 4.
        public var maximumVisibleItems: Int {
            get { self[Key.maximumVisibleItems] }
            set { self[Key.maximumVisibleItems] = newValue }
        }
        /// The way the top card is thrown; the opposite swipe brings the last one back; default left.
        public var swipeDirection: SwipeDirection {
            get { self[Key.swipeDirection] }
            set { self[Key.swipeDirection] = newValue }
        }
        /// Radians the top card turns as it is thrown, about a point a card-height below it (Koloda: π/10; 0 keeps the seed's slide); 0…1.5, default 0.3141592653589793.
        public var maximumRotation: Double {
            get { self[Key.maximumRotation] }
            set { self[Key.maximumRotation] = newValue }
        }
        /// Each card under the top one is this much smaller than the one above (Koloda: 0.95); 0.5…1, default 0.95.
        public var backgroundScale: Double {
            get { self[Key.backgroundScale] }
            set { self[Key.backgroundScale] = newValue }
        }
        /// Thrown cards go back under the deck; default false.
        public var loop: Bool {
            get { self[Key.loop] }
            set { self[Key.loop] = newValue }
        }
        /// How far a card is dragged, in card widths (heights for up and down), before a slow release throws it; its stamp is fully shown there (Koloda's swipeThresholdRatioMargin); 0.05…4, default 0.5.
        public var swipeThreshold: Double {
            get { self[Key.swipeThreshold] }
            set { self[Key.swipeThreshold] = newValue }
        }
    }
}
