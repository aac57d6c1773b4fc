import Foundation

/// The expressions' `curve(x, x0, y0, x1, y1, …)`: the monotone cubic
/// through the points (Fritsch–Carlson), so a curve drawn through points
/// never overshoots them: between two points of equal y it stays flat, and
/// where the points rise it rises. Before the first point it is `y0`, after
/// the last the last y; `extrapolate(x, …)` is the same curve carried on
/// beyond its end points along the line through the two nearest points.
public enum MonotoneCurve {
    /// What a curve does beyond its first and last points.
    public enum Ends: String, CaseIterable, Sendable {
        /// It keeps the end point's value (`curve`).
        case hold
        /// It carries on along the line through the two points at that end (`extrapolate`).
        case linear
    }

    /// The most points a curve takes.
    public static let maximumPoints = 32

    /// The curve through `points` (x0, y0, x1, y1, …; x strictly increasing)
    /// at `x`; NaN when the x do not increase or a value is not finite.
    ///
    /// - Complexity: O(k) for k points.
    public static func value<C: Collection<Double>>(at x: Double, points: C, ends: Ends = .hold) -> Double {
        let v = Array(points)
        let n = v.count / 2
        guard n >= 2, v.count % 2 == 0, x.isFinite || x.isInfinite else { return .nan }
        let xs = (0..<n).map { v[2 * $0] }, ys = (0..<n).map { v[2 * $0 + 1] }
        for k in 0..<n where !xs[k].isFinite || !ys[k].isFinite { return .nan }
        for k in 1..<n where !(xs[k] > xs[k - 1]) { return .nan }
        if x.isNaN { return .nan }
        if x <= xs[0] {
            guard ends == .linear, x < xs[0] else { return ys[0] }
            let slope: Double = (ys[1] - ys[0]) / (xs[1] - xs[0])
            return ys[0] + (x - xs[0]) * slope
        }
        if x >= xs[n - 1] {
            guard ends == .linear, x > xs[n - 1] else { return ys[n - 1] }
            let slope: Double = (ys[n - 1] - ys[n - 2]) / (xs[n - 1] - xs[n - 2])
            return ys[n - 1] + (x - xs[n - 1]) * slope
        }
        let m = tangents(xs, ys)
        var k = 0
        while xs[k + 1] < x { k += 1 }
        let h = xs[k + 1] - xs[k], t = (x - xs[k]) / h
        let t2: Double = t * t, t3: Double = t2 * t
        let h00: Double = 2 * t3 - 3 * t2 + 1, h10: Double = t3 - 2 * t2 + t
        let h01: Double = 3 * t2 - 2 * t3, h11: Double = t3 - t2
        let start: Double = h00 * ys[k] + h10 * h * m[k]
        return start + h01 * ys[k + 1] + h11 * h * m[k + 1]
    }

    /// Fritsch–Carlson tangents: the secants' mean where they agree in
    /// sign (0 where they do not, and on flat stretches), then scaled back
    /// where they would overshoot (α² + β² ≤ 9).
    static func tangents(_ xs: [Double], _ ys: [Double]) -> [Double] {
        let n = xs.count
        var d = [Double](repeating: 0, count: n - 1)
        for k in 0..<(n - 1) {
            let rise: Double = ys[k + 1] - ys[k], run: Double = xs[k + 1] - xs[k]
            d[k] = rise / run
        }
        var m = [Double](repeating: 0, count: n)
        m[0] = d[0]
        m[n - 1] = d[n - 2]
        for k in 1..<(n - 1) {
            let agree: Bool = d[k - 1] * d[k] > 0
            m[k] = agree ? (d[k - 1] + d[k]) / 2 : 0
        }
        for k in 0..<(n - 1) {
            if d[k] == 0 {
                m[k] = 0
                m[k + 1] = 0
                continue
            }
            let a: Double = m[k] / d[k], b: Double = m[k + 1] / d[k]
            let s: Double = a * a + b * b
            if s > 9 {
                let tau: Double = 3 / s.squareRoot()
                m[k] = tau * a * d[k]
                m[k + 1] = tau * b * d[k]
            }
        }
        return m
    }

    /// Refuses, when parsing, points written as plain numbers whose x do
    /// not increase (the curve would be NaN everywhere).
    static func checkConstantPoints(_ arguments: ArraySlice<ExpressionNode>, at column: Int) throws(ExpressionError) {
        let values = arguments.map(\.constantValue)
        var previous: Double?
        for k in stride(from: values.startIndex, to: values.endIndex, by: 2) {
            guard let x = values[k] else { previous = nil; continue }
            if let p = previous, !(x > p) {
                throw ExpressionError(at: column, "expected the points of curve in increasing x, found {x} after {previous}",
                                      ["x": formatNumber(x), "previous": formatNumber(p)])
            }
            previous = x
        }
    }
}

extension ExpressionNode {
    /// The value of a number written out (`2`, `-0.5`), else nil.
    var constantValue: Double? {
        switch self {
        case .constant(let c): c
        case .negate(let inner): inner.constantValue.map { -$0 }
        default: nil
        }
    }
}
