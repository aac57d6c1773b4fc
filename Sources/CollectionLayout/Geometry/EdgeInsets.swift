/// Distances inward from the four edges of a rectangle, as `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the left edge.
    public var left: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the right edge.
    public var right: Double

    /// Insets of the given distances from each edge.
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

    /// No inset on any edge.
    public static let zero = EdgeInsets(all: 0)

    /// The sum of the left and right insets.
    public var horizontal: Double { left + right }
    /// The sum of the top and bottom insets.
    public var vertical: Double { top + bottom }

    /// `top,left,bottom,right` — the order the command line and presets use.
    public var description: String {
        [top, left, bottom, right].map(formatNumber).joined(separator: ",")
    }
}

/// Formats a number the way the command line and presets print it: integral
/// values without a fraction, others in the shortest form that reads back as
/// the same `Double` (`0.1`, `0.30000000000000004`, `1e-05`).
public func formatNumber(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return "\(value)"
}
