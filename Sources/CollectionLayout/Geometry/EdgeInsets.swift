/// Distances inward from the four edges of a rectangle, as `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable, Codable, CustomStringConvertible {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    public static let zero = EdgeInsets(all: 0)

    public var horizontal: Double { left + right }
    public var vertical: Double { top + bottom }

    /// `top,left,bottom,right` — the order the command line and presets use.
    public var description: String {
        [top, left, bottom, right].map(formatNumber).joined(separator: ",")
    }
}

/// Formats a number the way the command line and presets print it: integral
/// values without a fraction, others with up to 6 significant decimals.
public func formatNumber(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return "\(value)"
}
