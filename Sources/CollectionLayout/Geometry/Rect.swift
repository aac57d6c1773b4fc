/// An axis-aligned rectangle: an origin (top-left) and a size.
///
/// Intersection follows `CGRectIntersectsRect`: rectangles that only share an
/// edge do not intersect, and an empty rectangle intersects nothing.
public struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// The rectangle of `size` whose top-left corner is `origin`.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// The rectangle whose top-left corner is `(x, y)`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle of `size` centred on `center`.
    public init(center: Point, size: Size) {
        self.init(x: center.x - size.width / 2, y: center.y - size.height / 2,
                  width: size.width, height: size.height)
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The x of the left edge.
    public var minX: Double { origin.x }
    /// The y of the top edge.
    public var minY: Double { origin.y }
    /// The x of the right edge.
    public var maxX: Double { origin.x + size.width }
    /// The y of the bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The x of the centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The y of the centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The width, `size.width`.
    public var width: Double { size.width }
    /// The height, `size.height`.
    public var height: Double { size.height }
    /// The centre point.
    public var center: Point { Point(x: midX, y: midY) }

    /// Whether the rectangle has no area (a side is zero, negative or NaN).
    public var isEmpty: Bool { !(size.width > 0 && size.height > 0) }

    /// `(x, y, width, height)`.
    public var description: String { "(\(minX), \(minY), \(width), \(height))" }

    /// Whether the two rectangles overlap in an area of positive size.
    public func intersects(_ other: Rect) -> Bool {
        if isEmpty || other.isEmpty { return false }
        return minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// Whether `point` lies inside (edges at min included, at max excluded).
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether `other` lies wholly inside, within `tolerance`.
    public func contains(_ other: Rect, tolerance: Double = 0) -> Bool {
        other.minX >= minX - tolerance && other.maxX <= maxX + tolerance
            && other.minY >= minY - tolerance && other.maxY <= maxY + tolerance
    }

    /// The smallest rectangle containing both.
    public func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX), y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle grown by `dx`, `dy` on each side (shrunk when negative).
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The same rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The range the rectangle covers along `axis`.
    public func minimum(_ axis: Axis) -> Double { axis == .horizontal ? minX : minY }
    /// The far end of the range the rectangle covers along `axis`.
    public func maximum(_ axis: Axis) -> Double { axis == .horizontal ? maxX : maxY }
}
