/// Where a custom carousel's expressions give no number.
extension CarouselLayout {
    /// The offsets at which a custom carousel hides items because its
    /// transform or alpha gives no number there (a division by zero, the
    /// root of a negative, a rotation about an axis of no number), and the
    /// expression that gives none.
    ///
    /// Such items are hidden, as the specification says of a NaN or ∞
    /// result — the carousel is still shown; a person writing the
    /// expressions is warned where.
    public struct HiddenOffsets: Equatable, Sendable, CustomStringConvertible {
        /// The parameter whose expression gives no number first: `transform` or `alpha`.
        public let key: String
        /// The probed offsets (−3…3 in quarter steps) where an item is hidden, ascending.
        public let offsets: [Double]

        /// "Items are hidden at offsets −3, −2.75, …, −0.25: the transform
        /// gives no number there (a division by zero, or the root of a negative?)."
        public var description: String {
            let shown = offsets.count > 6 ? offsets.prefix(3).map(formatNumber) + ["…"] + offsets.suffix(2).map(formatNumber)
                : offsets.map(formatNumber)
            let noun = offsets.count == 1 ? "offset" : "offsets"
            return "Items are hidden at \(noun) \(shown.joined(separator: ", ")): the \(key) gives no number there "
                + "(a division by zero, or the root of a negative?)."
        }
    }

    /// Where the custom carousel hides items for want of a number, tried at
    /// item offsets −3…3 in quarter steps (the offsets a person sees while
    /// the content moves); nil when it shows every item there, and for the
    /// built-in types.
    ///
    /// - Complexity: O(size of the expressions).
    public func hiddenOffsets(itemCount n: Int, viewport: Size, layoutDirection: LayoutDirection) -> HiddenOffsets? {
        guard type == .custom, n > 0 else { return nil }
        let probe = CarouselLayout(parameters: parameters)
        probe.prepare(viewport: viewport, itemCount: n, layoutDirection: layoutDirection)
        let middle = n / 2
        var key: Key?
        var offsets: [Double] = []
        for step in -12...12 {
            let offset = Double(step) / 4
            let item = min(n - 1, max(0, middle + Int(offset.rounded())))
            let (t, a) = probe.transformAndAlpha(item: item, offset: offset)
            let failing: Key
            if !t.isFinite { failing = .transform } else if !a.isFinite { failing = .alpha } else { continue }
            key = key ?? failing
            offsets.append(offset)
        }
        return key.map { HiddenOffsets(key: $0.rawValue, offsets: offsets) }
    }
}
