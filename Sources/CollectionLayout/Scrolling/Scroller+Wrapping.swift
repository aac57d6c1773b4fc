/// Keeping offsets in range: wrapped on looping layouts, clamped otherwise.
extension Scroller {
    var activeWrapping: Wrapping? {
        guard let w = wrapping, w.axis == axis, w.period > 0, w.period.isFinite, w.upper >= w.lower else { return nil }
        return w
    }

    /// `x` wrapped on looping layouts, else clamped to `offsetRange`.
    func inRange(_ x: Double) -> Double {
        if let w = activeWrapping { return w.wrap(x) }
        guard x.isFinite else { return offsetRange.lowerBound }
        return min(max(x, offsetRange.lowerBound), offsetRange.upperBound)
    }

    func present(_ raw: Double) -> Double {
        Self.present(raw, periods: &periods, wrapping: activeWrapping)
    }

    /// `raw + periods·period`, with `periods` moved by whole periods when
    /// that leaves `lower…upper`; `raw` itself without wrapping.
    static func present(_ raw: Double, periods: inout Double, wrapping: Wrapping?) -> Double {
        guard let w = wrapping, raw.isFinite else { return raw }
        var v = raw + periods * w.period
        if v < w.lower {
            periods += ((w.lower - v) / w.period).rounded(.up)
            v = raw + periods * w.period
        }
        if v > w.upper {
            periods -= ((v - w.upper) / w.period).rounded(.up)
            v = raw + periods * w.period
        }
        return v
    }
}
