import Foundation

/// The time-dependent half of the springs layout: how far each cell hangs
/// from its resting place, advanced by the view's clock, never stored in
/// the layout. A model of UIKit Dynamics' attachment behaviours (length 0,
/// a damping ratio and a frequency), solved in closed form per cell.
///
/// When the content offset moves by `Δ` along the scroll axis, every cell
/// near the viewport lags: its displacement grows by
/// `Δ·min(1, distance/resistance)`, the distance measured from the touch
/// point to the cell's centre along the axis — the cell under the finger
/// follows it, far cells trail behind (UIKit's `scrollResistance`). Each
/// displaced cell then follows its own `SpringSimulation` back to 0.
///
/// Exactly at rest: a cell whose spring is within `restTolerance` of its
/// place and slower than `restSpeed` is dropped, and with it every cost;
/// with no cell displaced, `isAtRest` holds and nothing is computed per frame.
///
/// - Complexity: O(k) per content move for the k cells near the viewport,
///   O(m) per frame for the m cells still moving (never more than those
///   near the viewport: cells that leave it are let go).
public final class SpringField {
    /// Damping, frequency and resistance.
    public struct Configuration: Hashable, Sendable {
        /// Damping ratio (UIKit's `UIAttachmentBehavior.damping`).
        public var dampingRatio: Double
        /// Oscillations per second (UIKit's `UIAttachmentBehavior.frequency`).
        public var frequency: Double
        /// The distance from the touch at which a cell lags by a whole move.
        public var resistance: Double

        /// Springs of `dampingRatio` and `frequency`, lagging by a whole move at `resistance` from the touch.
        public init(dampingRatio: Double, frequency: Double, resistance: Double) {
            self.dampingRatio = dampingRatio
            self.frequency = frequency
            self.resistance = resistance
        }

        /// The spring of unit mass with this damping ratio and frequency:
        /// stiffness `(2πf)²`.
        public var spring: SpringParameters {
            let omega = 2 * Double.pi * frequency
            return SpringParameters(dampingRatio: dampingRatio, mass: 1, stiffness: omega * omega)
        }

        /// The share of a move a cell at `distance` from the touch lags by.
        public func lagFactor(distance: Double) -> Double {
            guard resistance > 0 else { return 1 }
            return min(1, abs(distance) / resistance)
        }
    }

    /// Below this distance from its place (points) a cell is at rest: a
    /// hundredth of a pixel at 10× magnification.
    public static let restTolerance = 0.001
    /// And below this speed (points per second).
    public static let restSpeed = 0.01
    /// How far beyond the viewport cells are kept moving (points): a cell
    /// that hangs far behind may still swing into view.
    public static let margin = 400.0

    private struct Cell {
        var simulation: SpringSimulation
        var start: Double
    }

    /// The configuration in effect.
    public let configuration: Configuration
    /// The axis the content moves along.
    public let axis: Axis
    /// The touch point in content coordinates, nil when none has been seen:
    /// cells are then measured from the viewport's middle.
    public var touch: Point?
    private let spring: SpringParameters
    private var cells: [IndexPath: Cell] = [:]
    private var lastOffset: Point?

    /// A field at rest.
    public init(configuration: Configuration, axis: Axis = .vertical) {
        self.configuration = configuration
        self.axis = axis
        spring = configuration.spring
    }

    /// Whether every cell is exactly at its resting place.
    public var isAtRest: Bool { cells.isEmpty }

    /// How many cells are displaced now.
    public var movingCount: Int { cells.count }

    /// Forgets every displacement: the cells snap home (a new layout, new data).
    public func reset(offset: Point? = nil) {
        cells.removeAll()
        lastOffset = offset
    }

    /// The content offset is now `offset` at `time`: the cells of `layout`
    /// near the viewport lag behind by their share of the move.
    ///
    /// - Complexity: O(k) for the k cells near the viewport, plus O(m) to
    ///   let go of the m displaced cells that left it.
    public func contentMoved(to offset: Point, time: Double, layout: any CollectionLayout, viewport: Size) {
        defer { lastOffset = offset }
        guard let last = lastOffset else { return }
        let delta = offset[axis] - last[axis]
        guard delta != 0, delta.isFinite else { return }
        var near = Rect(origin: offset, size: viewport)
        if axis == .vertical {
            near = Rect(x: near.minX, y: near.minY - Self.margin, width: near.width, height: near.height + 2 * Self.margin)
        } else {
            near = Rect(x: near.minX - Self.margin, y: near.minY, width: near.width + 2 * Self.margin, height: near.height)
        }
        let anchor = touch ?? Point(x: offset.x + viewport.width / 2, y: offset.y + viewport.height / 2)
        var kept: [IndexPath: Cell] = [:]
        kept.reserveCapacity(cells.count)
        for a in layout.elements(in: near, offset: offset) where a.category == .cell {
            let (d, v) = state(of: a.indexPath, at: time)
            let lag = delta * configuration.lagFactor(distance: anchor[axis] - a.center[axis])
            kept[a.indexPath] = Cell(
                simulation: SpringSimulation(parameters: spring, position: d + lag, velocity: v, target: 0,
                                             positionTolerance: Self.restTolerance, velocityTolerance: Self.restSpeed),
                start: time)
        }
        cells = kept
        drop(settledAt: time)
    }

    /// Lets go of the cells at rest at `time`; whether any still moves.
    ///
    /// - Complexity: O(m) for the m displaced cells.
    @discardableResult
    public func advance(to time: Double) -> Bool {
        drop(settledAt: time)
        return !cells.isEmpty
    }

    /// The displacement and velocity along the axis of the cell at
    /// `indexPath` at `time`; `(0, 0)` for a cell at rest.
    ///
    /// - Complexity: O(1).
    public func state(of indexPath: IndexPath, at time: Double) -> (displacement: Double, velocity: Double) {
        guard let cell = cells[indexPath] else { return (0, 0) }
        let t = time - cell.start
        if cell.simulation.isDone(at: t) { return (0, 0) }
        return (cell.simulation.displacement(at: t), cell.simulation.velocity(at: t))
    }

    /// `attributes` with each cell moved by its displacement at `time`;
    /// the same array when the field is at rest.
    ///
    /// - Complexity: O(k) for the k attributes, O(1) at rest.
    public func apply(to attributes: [LayoutAttributes], at time: Double) -> [LayoutAttributes] {
        guard !cells.isEmpty else { return attributes }
        return attributes.map { a in
            guard a.category == .cell else { return a }
            let d = state(of: a.indexPath, at: time).displacement
            guard d != 0 else { return a }
            var moved = a
            moved.center[axis] += d
            return moved
        }
    }

    private func drop(settledAt time: Double) {
        guard !cells.isEmpty else { return }
        cells = cells.filter { !$0.value.simulation.isDone(at: time - $0.value.start) }
    }
}
