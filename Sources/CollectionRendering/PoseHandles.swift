import CollectionLayout

/// The handles a posed item shows in pose mode, placed on its drawn
/// outline (viewport coordinates): the body to move it, a corner square
/// for each corner to scale it, a round knob above its top edge to turn it,
/// a diamond under its bottom edge for depth, and a bar beside its trailing
/// edge for its alpha. The painter draws them and the canvas hit-tests them
/// with the same numbers.
public struct PoseHandles: Sendable {
    /// A part of the handles.
    public enum Part: Hashable, Sendable {
        case body
        case corner(Int)
        case turn
        case depth
        case alpha
    }

    /// The drawn outline: top-left, top-right, bottom-right, bottom-left.
    public let outline: Quad
    /// The item's alpha, which the alpha bar shows.
    public let alpha: Double
    /// How far the knobs stand off the outline, and how close a press must come.
    public static let standOff = 24.0, reach = 10.0

    public init(outline: Quad, alpha: Double) {
        self.outline = outline
        self.alpha = alpha
    }

    private var corners: [Point] { outline.corners }
    private func mid(_ a: Point, _ b: Point) -> Point { Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }
    private var topY: Double { corners.map(\.y).min() ?? 0 }
    private var bottomY: Double { corners.map(\.y).max() ?? 0 }
    private var rightX: Double { corners.map(\.x).max() ?? 0 }
    /// The outline's centre (the mean of its corners).
    public var centre: Point {
        Point(x: corners.map(\.x).reduce(0, +) / 4, y: corners.map(\.y).reduce(0, +) / 4)
    }

    /// Where the turn knob is: above the middle of the top edge.
    public var turnKnob: Point { Point(x: mid(corners[0], corners[1]).x, y: topY - Self.standOff) }
    /// Where the depth knob is: under the middle of the bottom edge.
    public var depthKnob: Point { Point(x: mid(corners[2], corners[3]).x, y: bottomY + Self.standOff) }
    /// The alpha bar beside the trailing edge: top and bottom (alpha 1 at the top).
    public var alphaBar: (top: Point, bottom: Point) {
        (Point(x: rightX + 14, y: topY), Point(x: rightX + 14, y: bottomY))
    }
    /// The alpha knob on the bar.
    public var alphaKnob: Point {
        let bar = alphaBar
        return Point(x: bar.top.x, y: bar.bottom.y - (bar.bottom.y - bar.top.y) * max(0, min(1, alpha)))
    }

    /// The alpha a knob at height `y` on the bar means.
    public func alpha(atY y: Double) -> Double {
        let bar = alphaBar
        guard bar.bottom.y > bar.top.y else { return alpha }
        return max(0, min(1, (bar.bottom.y - y) / (bar.bottom.y - bar.top.y)))
    }

    /// The part under `p`: a knob or corner within reach first (only when
    /// `knobs`, the selected item's), then the body.
    public func part(at p: Point, knobs: Bool = true) -> Part? {
        func near(_ q: Point) -> Bool { (q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y) <= Self.reach * Self.reach }
        guard knobs else { return outline.contains(p) ? .body : nil }
        if near(turnKnob) { return .turn }
        if near(depthKnob) { return .depth }
        if near(alphaKnob) { return .alpha }
        if let k = corners.indices.first(where: { near(corners[$0]) }) { return .corner(k) }
        return outline.contains(p) ? .body : nil
    }
}
