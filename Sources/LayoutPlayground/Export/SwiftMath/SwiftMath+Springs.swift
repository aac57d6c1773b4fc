import CollectionLayout

/// The springs layout's export: the resting list (or grid) and, beside it,
/// the cells' springs as the library's `SpringField` computes them — each
/// displaced cell on its own damped spring, solved in closed form — so the
/// exported motion can be checked against the playground step by step.
extension SwiftMathGenerator {
    func springsPart(_ layout: SpringsLayout) -> LayoutPart {
        let d = layout.dynamics
        return LayoutPart(configuration: [
            "static let itemCount = \(view.dataset.itemCount)",
            "static let columns = \(layout.columns)",
            "static let itemHeight: Double = \(Self.literal(layout.itemHeight))",
            "static let spacing: Double = \(Self.literal(layout.spacing))",
            "static let inset: Double = \(Self.literal(layout.inset))",
            "/// Each cell's spring: UIAttachmentBehavior's damping (ratio) and frequency (Hz).",
            "static let dampingRatio: Double = \(Self.literal(d.dampingRatio))",
            "static let frequency: Double = \(Self.literal(d.frequency))",
            "/// The distance from the touch at which a cell lags by the whole move (UIKit Dynamics' scrollResistance).",
            "static let resistance: Double = \(Self.literal(d.resistance))",
        ], math: Self.springsMath + Self.springFieldMath)
    }

    static let springsMath = #"""
/// A list (a grid with several columns) whose cells hang on springs: at rest
/// row `i / c`, column `i mod c`; while the content moves, `springs` moves
/// each cell near the viewport behind its place and lets it swing back.
public final class Math {
    typealias C = LayoutConfiguration
    public private(set) var viewport = LayoutSize(0, 0)
    /// Section 0's items (the layout places one section).
    public private(set) var itemCount = 0
    public let scrollsVertically = true
    public let wrapping: LayoutWrapping? = nil
    public let initialContentOffset = LayoutPoint.zero
    /// The cells' swing; at rest (the default) the layout is the plain list.
    public let springs = SpringField()
    /// The time the springs are read at (seconds on the caller's clock).
    public var time = 0.0

    public init() {}

    public func prepare(viewport: LayoutSize, data: LayoutData = .exported) {
        self.viewport = viewport
        itemCount = data.itemCount(inSection: 0)
    }

    public var itemWidth: Double {
        max(0, (viewport.width - 2 * C.inset - Double(C.columns - 1) * C.spacing) / Double(C.columns))
    }
    public var rowCount: Int { (itemCount + C.columns - 1) / C.columns }

    public var contentSize: LayoutSize {
        let rows = Double(rowCount)
        return LayoutSize(viewport.width, rows > 0 ? 2 * C.inset + rows * C.itemHeight + (rows - 1) * C.spacing : 0)
    }

    func frame(ofItem i: Int) -> LayoutRect {
        let row = i / C.columns, column = i % C.columns
        return LayoutRect(C.inset + Double(column) * (itemWidth + C.spacing), C.inset + Double(row) * (C.itemHeight + C.spacing),
                          itemWidth, C.itemHeight)
    }

    /// The cells whose resting frames meet `rect`, unmoved by the springs.
    public func restingElements(in rect: LayoutRect) -> [LayoutElement] {
        guard itemCount > 0, !rect.isEmpty, rect.minY.isFinite, rect.maxY.isFinite else { return [] }
        let pitch = C.itemHeight + C.spacing
        let firstRow = max(0, Int(((rect.minY - C.inset - C.itemHeight) / pitch).rounded(.down)))
        let lastRow = min(rowCount - 1, Int(((rect.maxY - C.inset) / pitch).rounded(.up)))
        guard firstRow <= lastRow else { return [] }
        var result: [LayoutElement] = []
        for row in firstRow...lastRow {
            for i in (row * C.columns)..<min(itemCount, (row + 1) * C.columns) {
                let f = frame(ofItem: i)
                if f.intersects(rect) { result.append(LayoutElement(item: i, frame: f)) }
            }
        }
        return result
    }

    /// The cells in `rect` where they are at `time`: at rest, the resting
    /// ones; while cells swing, those near `rect` moved by their springs.
    public func elements(in rect: LayoutRect, offset: LayoutPoint) -> [LayoutElement] {
        guard !springs.isAtRest else { return restingElements(in: rect) }
        let m = SpringField.margin
        let near = LayoutRect(rect.x, rect.y - m, rect.width, rect.height + 2 * m)
        return springs.apply(to: restingElements(in: near), at: time).filter { $0.frame.intersects(rect) }
    }

    public func attributesForItem(_ item: Int, section: Int, offset: LayoutPoint) -> LayoutElement? {
        guard section == 0, item >= 0, item < itemCount else { return nil }
        return springs.apply(to: [LayoutElement(item: item, frame: frame(ofItem: item))], at: time)[0]
    }

    /// Every cell at `offset` and `time` (what `attributes --all` lists).
    public func everyElement(offset: LayoutPoint) -> [LayoutElement] {
        (0..<itemCount).compactMap { attributesForItem($0, section: 0, offset: offset) }
    }

    public func supplementary(_ category: String, section: Int, offset: LayoutPoint) -> LayoutElement? { nil }

    public func currentIndex(at offset: LayoutPoint) -> Int? { nil }

    /// The content offset is `offset` at `time`: the cells near the viewport lag behind.
    public func contentMoved(to offset: LayoutPoint, time: Double) {
        self.time = time
        springs.contentMoved(to: offset, time: time, viewport: viewport) { self.restingElements(in: $0) }
    }

    /// Free scrolling: wherever the deceleration ends.
    public func targetContentOffset(proposed: LayoutPoint, velocity: LayoutPoint, current: LayoutPoint) -> LayoutPoint { proposed }

    /// Tap-to-centre: the offset that shows the item's row at the top, within the content.
    public func contentOffset(focusing item: Int, section: Int, from offset: LayoutPoint) -> LayoutPoint? {
        guard section == 0, item >= 0, item < itemCount else { return nil }
        let top = frame(ofItem: item).minY - C.inset
        return LayoutPoint(offset.x, min(max(0, top), max(0, contentSize.height - viewport.height)))
    }

    /// Every scroll moves the springs: any bounds change invalidates.
    public func shouldInvalidate(newBounds: LayoutRect, oldBounds: LayoutRect) -> Bool { true }
}

"""#

    static let springFieldMath = #"""
/// A damped spring of unit mass (stiffness `(2πf)²`) from `y0` at `v0`
/// toward 0, in closed form; done within `positionTolerance` and below
/// `velocityTolerance`.
public struct CellSpring: Sendable {
    enum Solution: Sendable {
        case under(beta: Double, omega: Double, a: Double, b: Double)
        case critical(omega: Double, a: Double, b: Double)
        case over(r1: Double, r2: Double, c1: Double, c2: Double)
    }
    let solution: Solution
    let positionTolerance: Double, velocityTolerance: Double

    public init(dampingRatio: Double, frequency: Double, displacement y0: Double, velocity v0: Double,
                positionTolerance: Double, velocityTolerance: Double) {
        let omega = 2 * Double.pi * frequency
        let mass = 1.0, stiffness = omega * omega
        let damping = dampingRatio * 2 * (stiffness * mass).squareRoot()
        let omega0 = (stiffness / mass).squareRoot(), zeta = damping / (2 * (stiffness * mass).squareRoot())
        self.positionTolerance = positionTolerance
        self.velocityTolerance = velocityTolerance
        if abs(zeta - 1) < 1e-6 {
            solution = .critical(omega: omega0, a: y0, b: v0 + omega0 * y0)
        } else if zeta < 1 {
            let beta = zeta * omega0
            let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
            solution = .under(beta: beta, omega: omegaD, a: y0, b: (v0 + beta * y0) / omegaD)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega0 * (zeta - root), r2 = -omega0 * (zeta + root)
            let c2 = (v0 - r1 * y0) / (r2 - r1)
            solution = .over(r1: r1, r2: r2, c1: y0 - c2, c2: c2)
        }
    }

    public func displacement(at t: Double) -> Double {
        let t = max(0, t)
        switch solution {
        case let .under(beta, omega, a, b): return exp(-beta * t) * (a * cos(omega * t) + b * sin(omega * t))
        case let .critical(omega, a, b): return (a + b * t) * exp(-omega * t)
        case let .over(r1, r2, c1, c2): return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    public func velocity(at t: Double) -> Double {
        let t = max(0, t)
        switch solution {
        case let .under(beta, omega, a, b):
            let c = cos(omega * t), s = sin(omega * t)
            return exp(-beta * t) * ((omega * b - beta * a) * c - (beta * b + omega * a) * s)
        case let .critical(omega, a, b): return (b - omega * (a + b * t)) * exp(-omega * t)
        case let .over(r1, r2, c1, c2): return c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
        }
    }

    public func isDone(at t: Double) -> Bool {
        abs(displacement(at: t)) < positionTolerance && abs(velocity(at: t)) < velocityTolerance
    }
}

/// How far each cell hangs from its resting place along the scroll axis.
/// When the content moves by `Δ`, each cell near the viewport lags by
/// `Δ·min(1, distance/resistance)` more, the distance measured from the
/// touch to the cell's centre, then swings back on its spring; a cell
/// within `restTolerance` of its place and slower than `restSpeed` is
/// dropped, so at rest nothing is computed per frame.
public final class SpringField {
    public static let restTolerance = 0.001
    public static let restSpeed = 0.01
    /// How far beyond the viewport cells keep moving (points).
    public static let margin = 400.0

    struct Cell { var spring: CellSpring; var start: Double }
    var cells: [Int: Cell] = [:]
    var lastOffset: LayoutPoint?
    /// The touch point in content coordinates; nil: the viewport's middle.
    public var touch: LayoutPoint?

    public init() {}

    public var isAtRest: Bool { cells.isEmpty }
    public var movingCount: Int { cells.count }

    /// Forgets every displacement (new data, a new layout).
    public func reset(offset: LayoutPoint?) {
        cells.removeAll()
        lastOffset = offset
    }

    func lagFactor(distance: Double) -> Double {
        guard LayoutConfiguration.resistance > 0 else { return 1 }
        return min(1, abs(distance) / LayoutConfiguration.resistance)
    }

    /// The content offset is now `offset` at `time`; `resting` gives the
    /// cells at rest in a rect.
    public func contentMoved(to offset: LayoutPoint, time: Double, viewport: LayoutSize,
                             resting: (LayoutRect) -> [LayoutElement]) {
        defer { lastOffset = offset }
        guard let last = lastOffset else { return }
        let delta = offset.y - last.y
        guard delta != 0, delta.isFinite else { return }
        let near = LayoutRect(offset.x, offset.y - Self.margin, viewport.width, viewport.height + 2 * Self.margin)
        let anchor = touch ?? LayoutPoint(offset.x + viewport.width / 2, offset.y + viewport.height / 2)
        var kept: [Int: Cell] = [:]
        for a in resting(near) {
            let (d, v) = state(of: a.item, at: time)
            let lag = delta * lagFactor(distance: anchor.y - a.center.y)
            kept[a.item] = Cell(spring: CellSpring(dampingRatio: LayoutConfiguration.dampingRatio,
                                                   frequency: LayoutConfiguration.frequency, displacement: d + lag, velocity: v,
                                                   positionTolerance: Self.restTolerance, velocityTolerance: Self.restSpeed),
                                start: time)
        }
        cells = kept
        advance(to: time)
    }

    /// Lets go of the cells at rest at `time`; whether any still moves.
    @discardableResult
    public func advance(to time: Double) -> Bool {
        if !cells.isEmpty { cells = cells.filter { !$0.value.spring.isDone(at: time - $0.value.start) } }
        return !cells.isEmpty
    }

    /// The displacement and velocity of `item` at `time`; (0, 0) at rest.
    public func state(of item: Int, at time: Double) -> (displacement: Double, velocity: Double) {
        guard let cell = cells[item] else { return (0, 0) }
        let t = time - cell.start
        if cell.spring.isDone(at: t) { return (0, 0) }
        return (cell.spring.displacement(at: t), cell.spring.velocity(at: t))
    }

    /// The elements moved by their displacements at `time`.
    public func apply(to elements: [LayoutElement], at time: Double) -> [LayoutElement] {
        guard !cells.isEmpty else { return elements }
        return elements.map { e in
            let d = state(of: e.item, at: time).displacement
            guard d != 0 else { return e }
            var moved = e
            moved.center.y += d
            return moved
        }
    }
}
"""#
}
