import Foundation

extension ParameterSpec {
    /// The most decimal places a step is honoured to.
    private static let maximumStepDigits = 6

    /// The decimal places that show every multiple of `step` exactly: 0 for
    /// 1 or 10, 2 for 0.01, at most six.
    ///
    /// - Complexity: O(1).
    public static func digits(ofStep step: Double) -> Int {
        guard step.isFinite, step > 0 else { return 0 }
        var digits = 0
        var scaled = step
        while digits < maximumStepDigits, abs(scaled - scaled.rounded()) > 1e-6 * scaled {
            digits += 1
            scaled *= 10
        }
        return digits
    }

    /// `value` on this parameter's grid, as a slider or spin button should
    /// report it: for a `.number`, the nearest multiple of its step, written
    /// with the step's decimal places (`0.07007…` → `0.07` for a step of
    /// 0.01) and kept in its range; for an `.integer`, the nearest whole
    /// number in its range. Other kinds and non-finite values are returned
    /// unchanged.
    ///
    /// - Complexity: O(1).
    public func snapped(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        switch kind {
        case .number(let range, let step):
            var v = value
            if step.isFinite, step > 0 { v = (value / step).rounded() * step }
            // Multiples of a decimal step carry binary noise (3 × 0.1 = 0.30000000000000004).
            let scale = pow(10, Double(Self.digits(ofStep: step)))
            v = (v * scale).rounded() / scale
            return min(max(v, range.lowerBound), range.upperBound)
        case .integer(let range):
            return min(max(value.rounded(), Double(range.lowerBound)), Double(range.upperBound))
        default:
            return value
        }
    }
}
