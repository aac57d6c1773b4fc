/// A location in a two-dimensional coordinate space (points, y down).
public struct Point: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The horizontal coordinate (grows to the right).
    public var x: Double
    /// The vertical coordinate (grows downward).
    public var y: Double

    /// The point at `(x, y)`.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)

    /// Whether both coordinates are finite numbers.
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// `(x, y)`.
    public var description: String { "(\(x), \(y))" }

    /// The component-wise sum.
    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    /// The component-wise difference.
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    /// Both coordinates multiplied by `k`.
    public static func * (a: Point, k: Double) -> Point { Point(x: a.x * k, y: a.y * k) }

    /// The component along `axis`.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}

/// One of the two scrolling directions.
public enum Axis: String, Sendable, CaseIterable, Codable {
    /// Along x: left and right.
    case horizontal
    /// Along y: up and down.
    case vertical
}
