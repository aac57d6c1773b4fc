/// The resistance of content pulled past its edge, as `UIScrollView` applies
/// it: an excess `x` beyond the edge shows as `(1 − 1/(x·c/d + 1))·d`, where
/// `d` is the viewport's extent along the axis and `c = 0.55`. It starts at
/// slope `c`, grows ever slower and never reaches `d`.
public enum RubberBand {
    /// `UIScrollView`'s rubber-band coefficient, 0.55.
    public static let coefficient = 0.55

    /// The shown distance for a pulled distance `excess` (either sign).
    public static func band(_ excess: Double, dimension d: Double, coefficient c: Double = coefficient) -> Double {
        guard d > 0, excess != 0 else { return 0 }
        let x = abs(excess)
        // (1 − 1/(x·c/d + 1))·d = x·c·d/(x·c + d)
        let shown = x * c * d / (x * c + d)
        let bounded = x.isFinite ? shown : d
        return excess < 0 ? -bounded : bounded
    }

    /// The pulled distance that shows as `shown`: the inverse of `band`.
    /// A shown distance of `d` or more would need an infinite pull.
    public static func unband(_ shown: Double, dimension d: Double, coefficient c: Double = coefficient) -> Double {
        guard d > 0, shown != 0 else { return 0 }
        let y = abs(shown)
        guard y < d else { return shown < 0 ? -.infinity : .infinity }
        // y = x·c·d/(x·c + d)  ⇔  x = y·d/(c·(d − y))
        let x = y * d / (c * (d - y))
        return shown < 0 ? -x : x
    }

    /// The offset shown for a raw (finger-following) `offset`: unchanged in
    /// `min…max`, rubber-banded beyond either edge.
    public static func rubberBand(offset: Double, min: Double, max: Double, dimension d: Double,
                                  coefficient c: Double = coefficient) -> Double {
        if offset < min { return min + band(offset - min, dimension: d, coefficient: c) }
        if offset > max { return max + band(offset - max, dimension: d, coefficient: c) }
        return offset
    }

    /// The raw offset that shows as `offset`: the inverse of
    /// `rubberBand(offset:min:max:dimension:)`, used to continue a drag that
    /// starts while the content is already pulled past an edge.
    public static func rawOffset(forRubberBanded offset: Double, min: Double, max: Double, dimension d: Double,
                                 coefficient c: Double = coefficient) -> Double {
        if offset < min { return min + unband(offset - min, dimension: d, coefficient: c) }
        if offset > max { return max + unband(offset - max, dimension: d, coefficient: c) }
        return offset
    }
}
