import CollectionLayout

extension SeededRandom {
    /// Random assignments for the compositional layout: one to three
    /// behaviours, item widths, heights and group sizes (each drawn from the
    /// lists given), spacings, a header or none, pinned or not.
    mutating func compositionalAssignments(widths: [String], heights: [String], groups: [String]) -> [String] {
        let behaviours = OrthogonalScrollingBehavior.allCases.map(\.rawValue)
        func pick(_ options: [String]) -> String {
            (0..<int(in: 1...3)).map { _ in options[int(in: 0...(options.count - 1))] }.joined(separator: ",")
        }
        return ["orthogonal=" + pick(behaviours), "itemWidth=" + pick(widths),
                "itemHeight=" + pick(heights), "groupSize=" + pick(groups),
                "interItemSpacing=\(int(in: 0...12))", "interGroupSpacing=\(int(in: 0...20))",
                "headerHeight=\(int(in: 0...1) * 30)", "pinHeaders=\(int(in: 0...1) == 1)"]
    }
}
