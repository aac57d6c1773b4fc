/// A custom carousel whose expressions give no number cannot be shown.
extension CarouselLayout {
    /// Why a custom carousel cannot show `n` items: its transform or alpha
    /// gives no number (a division by zero, the square root of a negative)
    /// for an item in view, which would draw nothing at all. The built-in
    /// types always can.
    ///
    /// The expressions are tried at item offsets −3…3 in quarter steps,
    /// the offsets a person sees while the content moves.
    ///
    /// - Complexity: O(size of the expressions).
    public func limitation(itemCount n: Int, viewport: Size, layoutDirection: LayoutDirection) -> LayoutError? {
        guard type == .custom, n > 0 else { return nil }
        let probe = CarouselLayout(parameters: parameters)
        probe.prepare(viewport: viewport, itemCount: n, layoutDirection: layoutDirection)
        let middle = n / 2
        // Where items rest first, nearest the centre (the offsets a person
        // reads off the cards), then between them.
        for step in Self.probeSteps {
            let offset = Double(step) / 4
            let item = min(n - 1, max(0, middle + Int(offset.rounded())))
            let (t, a) = probe.transformAndAlpha(item: item, offset: offset)
            let entries = [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                           t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
            let key: Key
            if !entries.allSatisfy(\.isFinite) { key = .transform } else if a.isNaN { key = .alpha } else { continue }
            let text = parameters.text(key)
            return .invalidValue(key: key.rawValue, value: text,
                                 reason: "it gives no number at offset \(formatNumber(offset)) "
                                    + "(a division by zero, or the root of a negative?), so that item cannot be drawn")
        }
        return nil
    }

    /// Quarter steps −12…12: whole ones by distance from 0, then the rest.
    private static let probeSteps: [Int] = {
        let all = Array(-12...12)
        let whole = all.filter { $0 % 4 == 0 }.sorted { abs($0) < abs($1) }
        let between = all.filter { $0 % 4 != 0 }.sorted { abs($0) < abs($1) }
        return whole + between
    }()
}
