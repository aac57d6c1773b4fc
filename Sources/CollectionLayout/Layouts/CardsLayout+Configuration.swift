extension CardsLayout {
    /// The cards layout's parameters as Swift properties, with the
    /// specs' defaults; ranges are checked when a layout is made from it
    /// (`try CardsLayout(configuration)`). The scrolling parameters come from
    /// ``LayoutConfiguration``.
    public struct Configuration: LayoutConfiguration {
        public typealias Layout = CardsLayout
        public var values: [String: ParameterValue]

        public init(values: [String: ParameterValue]) {
            self.values = values
        }

        /// Width of a card; 1…4000, default 280.
        public var itemWidth: Double {
            get { self[Key.itemWidth] }
            set { self[Key.itemWidth] = newValue }
        }
        /// Height of a card; 1…4000, default 400.
        public var itemHeight: Double {
            get { self[Key.itemHeight] }
            set { self[Key.itemHeight] = newValue }
        }
        /// Gap between neighbouring cards; 0…1000, default 5.
        public var internalItemSpacing: Double {
            get { self[Key.internalItemSpacing] }
            set { self[Key.internalItemSpacing] = newValue }
        }
        /// Scale of a card one step away from the centre; 0.05…1, default 0.85.
        public var scale: Double {
            get { self[Key.scale] }
            set { self[Key.scale] = newValue }
        }
        /// Auto centres the first and last card; each side 0…10000, default auto (nil).
        public var sectionInsets: EdgeInsets? {
            get { self[Key.sectionInsets] }
            set { self[Key.sectionInsets] = newValue }
        }
        /// The cards run down instead of across; default false.
        public var vertical: Bool {
            get { self[Key.vertical] }
            set { self[Key.vertical] = newValue }
        }
    }
}
