import Foundation

/// A list (or, with several columns, a grid) whose cells hang on springs, as
/// in iOS Messages and the UIKit Dynamics "bouncy" layouts: while the content
/// moves, each visible cell lags behind its resting place by an amount that
/// grows with its distance from the touch point, then swings back.
///
/// The layout itself is pure and places every cell at rest; what the cells
/// do over time lives beside it in a `SpringField`, which the view advances
/// with its clock and applies to the attributes it draws.
///
/// Content space (points, y down): row `r = i / c` of `c` columns, column
/// `i mod c`; cell `i` is `(l + col·(w + s), t + r·(h + s), w, h)` with the
/// inset `l = t`, spacing `s`, row height `h` and `w = (W − 2l − (c−1)·s)/c`.
public final class SpringsLayout: CollectionLayout, ParameterKeyed {
    /// The identifier, `springs`.
    public static let id = "springs"
    /// The title in the layout switcher, "Springs".
    public static let title = "Springs"

    /// How strongly the cells swing: the three presets set the spring's
    /// damping and frequency and the resistance, each of which may be set
    /// on its own instead (`auto` takes the preset's).
    public enum Preset: String, CaseIterable, Sendable {
        /// Barely there: stiff, well damped, long resistance.
        case subtle
        /// Messages-like.
        case regular
        /// Loose and swinging.
        case prominent

        /// The title shown in drop-downs.
        public var title: String {
            switch self {
            case .subtle: "Subtle"
            case .regular: "Regular"
            case .prominent: "Prominent"
            }
        }

        /// `(damping ratio, frequency in Hz, resistance in points)`.
        public var values: (damping: Double, frequency: Double, resistance: Double) {
            switch self {
            case .subtle: (0.9, 2.5, 3000)
            case .regular: (0.8, 1.5, 1500)
            case .prominent: (0.55, 1.0, 700)
            }
        }
    }

    /// The layout's own parameter keys, declared once.
    public enum Key: String, CaseIterable, Sendable {
        /// One column is a list; more make a grid.
        case columns
        /// Height of a cell.
        case itemHeight
        /// Space between cells.
        case spacing
        /// Space around the cells.
        case inset
        /// How strongly the cells swing when left on Auto below.
        case springPreset
        /// Damping ratio of each cell's spring (UIAttachmentBehavior.damping): 1 does not swing.
        case damping
        /// Oscillations per second of each cell's spring (UIAttachmentBehavior.frequency).
        case frequency
        /// Distance from the touch at which a cell lags by the whole move; nearer cells lag less.
        case resistance
    }

    /// The parameters: the grid (`columns`, `itemHeight`, `spacing`,
    /// `inset`) and the springs (`springPreset`, and `damping`, `frequency`
    /// and `resistance` on `auto` from the preset).
    public static let parameterSpecs: [ParameterSpec] = [
        ParameterSpec(key: Key.columns, title: "Columns", kind: .integer(range: 1...12), defaultValue: .integer(1),
                      help: "One column is a list; more make a grid"),
        ParameterSpec(key: Key.itemHeight, title: "Item height", kind: .number(range: 4...2000, step: 1),
                      defaultValue: .number(56), help: "Height of a cell").slider(upTo: 400),
        ParameterSpec(key: Key.spacing, title: "Spacing", kind: .number(range: 0...200, step: 1),
                      defaultValue: .number(6), help: "Space between cells"),
        ParameterSpec(key: Key.inset, title: "Inset", kind: .number(range: 0...400, step: 1),
                      defaultValue: .number(12), help: "Space around the cells"),
        ParameterSpec(key: Key.springPreset, title: "Springs", kind: .choice(Preset.allCases.map(\.rawValue)),
                      defaultValue: .choice(Preset.regular.rawValue),
                      help: "How strongly the cells swing when left on Auto below",
                      choiceTitles: Dictionary(uniqueKeysWithValues: Preset.allCases.map { ($0.rawValue, $0.title) })),
        ParameterSpec(key: Key.damping, title: "Damping", kind: .number(range: 0.05...1, step: 0.01),
                      defaultValue: .auto, allowsAuto: true,
                      help: "Damping ratio of each cell's spring (UIAttachmentBehavior.damping): 1 does not swing"),
        ParameterSpec(key: Key.frequency, title: "Frequency", kind: .number(range: 0.1...20, step: 0.1),
                      defaultValue: .auto, allowsAuto: true,
                      help: "Oscillations per second of each cell's spring (UIAttachmentBehavior.frequency)"),
        ParameterSpec(key: Key.resistance, title: "Resistance", kind: .number(range: 50...100_000, step: 10),
                      defaultValue: .auto, allowsAuto: true,
                      help: "Distance from the touch at which a cell lags by the whole move; nearer cells lag less")
            .slider(upTo: 6000),
    ] + ScrollPhysics.parameterSpecs(preset: .uikit)

    /// The parameters the layout was made with.
    public let parameters: LayoutParameters
    /// Cells per row.
    public let columns: Int
    /// Height of a cell.
    public let itemHeight: Double
    /// Space between cells.
    public let spacing: Double
    /// Space around the cells.
    public let inset: Double
    /// What the cells' springs do.
    public let dynamics: SpringField.Configuration

    /// The viewport of the last `prepare`.
    public private(set) var viewport: Size = .zero
    /// The number of items of the last `prepare`.
    public private(set) var itemCount = 0

    /// A layout configured by `parameters` (validated against `parameterSpecs`).
    public init(parameters: LayoutParameters) {
        self.parameters = parameters
        columns = max(1, parameters.integer(Key.columns))
        itemHeight = parameters.number(Key.itemHeight)
        spacing = parameters.number(Key.spacing)
        inset = parameters.number(Key.inset)
        let preset = Preset(rawValue: parameters.choice(Key.springPreset)) ?? .regular
        let values = preset.values
        dynamics = SpringField.Configuration(
            dampingRatio: parameters.numberOrAuto(Key.damping) ?? values.damping,
            frequency: parameters.numberOrAuto(Key.frequency) ?? values.frequency,
            resistance: parameters.numberOrAuto(Key.resistance) ?? values.resistance)
    }

    /// Vertical.
    public var scrollAxis: Axis { .vertical }

    /// Records the viewport and the item count.
    ///
    /// - Complexity: O(1).
    public func prepare(_ context: LayoutContext) {
        prepare(viewport: context.viewport, itemCount: context.itemCount, layoutDirection: context.layoutDirection)
    }

    /// What `prepare` works out, which depends only on the viewport, the
    /// item count and the direction.
    func prepare(viewport newViewport: Size, itemCount newItemCount: Int,
                 layoutDirection newDirection: LayoutDirection) {
        viewport = newViewport
        itemCount = newItemCount
    }

    /// The width of a cell, never negative.
    public var itemWidth: Double {
        max(0, (viewport.width - 2 * inset - Double(columns - 1) * spacing) / Double(columns))
    }

    /// The number of rows.
    public var rowCount: Int { (itemCount + columns - 1) / columns }

    /// `(W, 2t + rows·h + (rows − 1)·s)`.
    public var contentSize: Size {
        let rows = Double(rowCount)
        return Size(width: viewport.width, height: rows > 0 ? 2 * inset + rows * itemHeight + (rows - 1) * spacing : 0)
    }

    /// The damping, frequency and resistance in effect (from the preset on `auto`).
    ///
    /// - Complexity: O(p) for the layout's p parameters.
    public func effectiveValue(forKey key: String) -> ParameterValue? {
        switch Key(rawValue: key) {
        case .damping: .number(dynamics.dampingRatio)
        case .frequency: .number(dynamics.frequency)
        case .resistance: .number(dynamics.resistance)
        default: defaultEffectiveValue(forKey: key)
        }
    }

    /// The resting frame of item `i`.
    ///
    /// - Complexity: O(1).
    public func frame(ofItem i: Int) -> Rect {
        let row = i / columns, column = i % columns
        return Rect(x: inset + Double(column) * (itemWidth + spacing), y: inset + Double(row) * (itemHeight + spacing),
                    width: itemWidth, height: itemHeight)
    }

    /// The cells whose resting frames meet `rect`.
    ///
    /// - Complexity: O(k) for the k cells returned.
    public func elements(in rect: Rect, offset: Point) -> [LayoutAttributes] {
        guard itemCount > 0, !rect.isEmpty, rect.minY.isFinite, rect.maxY.isFinite else { return [] }
        let pitch = itemHeight + spacing
        let firstRow = max(0, Int(((rect.minY - inset - itemHeight) / pitch).rounded(.down)))
        let lastRow = min(rowCount - 1, Int(((rect.maxY - inset) / pitch).rounded(.up)))
        guard firstRow <= lastRow else { return [] }
        var result: [LayoutAttributes] = []
        for row in firstRow...lastRow {
            for i in (row * columns)..<min(itemCount, (row + 1) * columns) {
                let frame = frame(ofItem: i)
                if frame.intersects(rect) { result.append(LayoutAttributes(indexPath: IndexPath(item: i), frame: frame)) }
            }
        }
        return result
    }

    /// Item `indexPath.item` at rest.
    ///
    /// - Complexity: O(1).
    public func attributesForItem(at indexPath: IndexPath, offset: Point) -> LayoutAttributes? {
        guard indexPath.section == 0, (0..<itemCount).contains(indexPath.item) else { return nil }
        return LayoutAttributes(indexPath: indexPath, frame: frame(ofItem: indexPath.item))
    }

    /// The offset that shows the item's row at the top, within the content.
    ///
    /// - Complexity: O(1).
    public func contentOffset(focusing indexPath: IndexPath, from offset: Point) -> Point? {
        guard indexPath.section == 0, (0..<itemCount).contains(indexPath.item) else { return nil }
        let top = frame(ofItem: indexPath.item).minY - inset
        return Point(x: offset.x, y: min(max(0, top), maximumContentOffset(viewport: viewport).y))
    }
}
