/// Which of the carousel's keys its type uses.
extension CarouselLayout {
    /// The keys of every type (size, perspective, viewpoint, vertical, wrap,
    /// fades, back faces, visible items, the scrolling keys) and the current
    /// type's own (`transformKeys`).
    ///
    /// - Complexity: O(1).
    public func usesParameter(_ key: String) -> Bool {
        guard let k = Key(rawValue: key) else { return true }
        switch k {
        // Every type fades; the custom type reads them as variables of its alpha.
        case .fadeMin, .fadeMax, .fadeRange, .fadeMinAlpha: return true
        default: return !Self.typeSpecificKeys.contains(k) || type.transformKeys.contains(k)
        }
    }

    /// The keys only some types use.
    static let typeSpecificKeys = Set(CarouselType.allCases.flatMap(\.transformKeys))
}
