/// Where a flow's placing gets its sections' item counts and its items'
/// sizes. A value the placing loop owns and calls directly: a closure
/// capturing the measured texts paid a reference count and an exclusivity
/// check per item.
protocol FlowItemSizes {
    /// The number of items in section `section`.
    func count(ofSection section: Int) -> Int
    /// The size of item `item` of section `section`, which is item `flat` of all.
    mutating func size(section: Int, item: Int, flat: Int) -> Size
}

extension FlowLayout {
    /// The sizes of items given by their metrics: the data's size, else the
    /// text measured (each distinct text once), clamped to the line width.
    struct MeasuredMetrics: FlowItemSizes {
        let sections: [[ItemMetrics]]
        let measurer: any TextMeasuring
        let lineWidth: Double
        private var measured = MeasuredTexts()
        /// The section asked for last, held rather than fetched per item.
        private var current = -1
        private var items: [ItemMetrics] = []

        init(sections: [[ItemMetrics]], measurer: any TextMeasuring, lineWidth: Double) {
            self.sections = sections
            self.measurer = measurer
            self.lineWidth = lineWidth
        }

        func count(ofSection section: Int) -> Int { sections[section].count }

        mutating func size(section: Int, item: Int, flat _: Int) -> Size {
            if section != current { (current, items) = (section, sections[section]) }
            // The lookup reads the table without handing it over `inout`
            // beside `measurer`: that overlap made every call copy (retain)
            // the measurer, a class in the app shared by all the cores.
            let known: Size? = items.withUnsafeBufferPointer { items in
                items[item].size == nil ? measured.size(of: items[item].text) : nil
            }
            if let known { return known }
            return FlowLayout.size(of: items[item], measurer: measurer, lineWidth: lineWidth, measured: &measured)
        }
    }
}
