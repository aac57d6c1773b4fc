/// A flow layout whose lines are filled greedily, as
/// `UICollectionViewFlowLayout` fills them, then aligned left (seed 004 in docs/REFERENCE.md, the
/// tag cloud), centred, right or justified; with section headers, footers
/// and section backgrounds.
///
/// Content space only: nothing depends on the scroll offset. Sections stack
/// downward; section `s` occupies, from its top:
///
///     header        (0, sectionTop, W, headerHeight)           when > 0
///     inset box     t, the lines lineSpacing apart, b          background here
///     footer        (0, lastLineBottom + b, W, footerHeight)   when > 0
///
/// Decisions where the spec is silent:
/// - an empty section still takes its header, its `t + b` and its footer
///   (as UIKit does), with no lines and no background;
/// - the section background (a `.decoration`, zIndex −1) is the section's
///   inset box across the full width: x `0…W`, y from the first line's top
///   − t to the last line's bottom + b (between the header and the footer);
/// - headers, footers and backgrounds carry index path (item 0, section s);
/// - when the insets leave no room (`W − l − r ≤ 0`) every item is clamped
///   to width 0: lines still stack, but the empty frames (pinned to x ≤ W)
///   are never returned by a rect query.
public final class FlowLayout: CollectionLayout, ParameterKeyed {
    /// The identifier, `flow`.
    public static let id = "flow"
    /// The title in the layout switcher, "Flow".
    public static let title = "Flow"
    /// True: sections keep their headers, footers and backgrounds.
    public static var usesSections: Bool { true }

    /// How a line's items share its width.
    public enum Alignment: String, CaseIterable, Sendable {
        /// First item at `l`, each next `interitemSpacing` after the previous.
        case left
        /// The left-aligned line shifted to the middle of `l…W − r`.
        case center
        /// The left-aligned line shifted to end at `W − r`.
        case right
        /// The line's free space spread evenly between its items; lines of
        /// One item and a section's last line stay left-aligned.
        case justified
        /// Where lines start in the layout direction: left, or right to left
        /// The right (AlignedCollectionViewFlowLayout's leading).
        case leading
        /// Where lines end in the layout direction.
        case trailing
    }

    /// Where an item shorter than its line sits in it.
    public enum VerticalAlignment: String, CaseIterable, Sendable {
        /// Centred in the line.
        case center
        /// Along the line's top.
        case top
        /// Along the line's bottom.
        case bottom
    }

    /// The layout's own parameter keys, declared once.
    public enum Key: String, CaseIterable, Sendable {
        /// Gap between neighbouring items of a line.
        case interitemSpacing
        /// Gap between neighbouring lines.
        case lineSpacing
        /// Space around each section's lines: top,left,bottom,right.
        case sectionInsets
        /// How each line's items are placed across it.
        case alignment
        /// Where an item shorter than its line sits.
        case verticalAlignment
        /// Height of each section's header (0: none).
        case headerHeight
        /// Height of each section's footer (0: none).
        case footerHeight
        /// Draw a background behind each section's lines.
        case sectionBackground
        /// Keep the current section's header at the top until the next one pushes it away.
        case pinHeaders
        /// Keep the current section's footer at the bottom until its section's top pulls it away.
        case pinFooters
    }

    /// The parameters: `interitemSpacing`, `lineSpacing`, `sectionInsets`, `alignment`,
    /// `verticalAlignment`, `headerHeight`, `footerHeight`, `sectionBackground`,
    /// `pinHeaders` and `pinFooters`.
    public static let parameterSpecs: [ParameterSpec] = [
        ParameterSpec(key: Key.interitemSpacing, title: "Item spacing", kind: .number(range: 0...1000, step: 1),
                      defaultValue: .number(10), help: "Gap between neighbouring items of a line").slider(upTo: 200),
        ParameterSpec(key: Key.lineSpacing, title: "Line spacing", kind: .number(range: 0...1000, step: 1),
                      defaultValue: .number(10), help: "Gap between neighbouring lines").slider(upTo: 200),
        ParameterSpec(key: Key.sectionInsets, title: "Section insets", kind: .insets(maximum: 10000),
                      defaultValue: .insets(EdgeInsets(all: 10)),
                      help: "Space around each section's lines: top,left,bottom,right"),
        ParameterSpec(key: Key.alignment, title: "Alignment", kind: .choice(Alignment.allCases.map(\.rawValue)),
                      defaultValue: .choice(Alignment.leading.rawValue), help: "How each line's items are placed across it",
                      choiceTitles: ["left": "Left", "center": "Centre", "right": "Right", "justified": "Justified",
                                     "leading": "Leading", "trailing": "Trailing"]),
        ParameterSpec(key: Key.verticalAlignment, title: "Vertical alignment",
                      kind: .choice(VerticalAlignment.allCases.map(\.rawValue)),
                      defaultValue: .choice(VerticalAlignment.center.rawValue),
                      help: "Where an item shorter than its line sits",
                      choiceTitles: ["center": "Centre", "top": "Top", "bottom": "Bottom"]),
        ParameterSpec(key: Key.headerHeight, title: "Header height", kind: .number(range: 0...2000, step: 1),
                      defaultValue: .number(0), help: "Height of each section's header (0: none)").slider(upTo: 1000),
        ParameterSpec(key: Key.footerHeight, title: "Footer height", kind: .number(range: 0...2000, step: 1),
                      defaultValue: .number(0), help: "Height of each section's footer (0: none)").slider(upTo: 1000),
        ParameterSpec(key: Key.sectionBackground, title: "Section background", kind: .bool,
                      defaultValue: .bool(false), help: "Draw a background behind each section's lines"),
        ParameterSpec(key: Key.pinHeaders, title: "Pin headers", kind: .bool, defaultValue: .bool(false),
                      help: "Keep the current section's header at the top until the next one pushes it away"),
        ParameterSpec(key: Key.pinFooters, title: "Pin footers", kind: .bool, defaultValue: .bool(false),
                      help: "Keep the current section's footer at the bottom until its section's top pulls it away"),
    ] + ScrollPhysics.parameterSpecs(preset: .uikit)

    /// The parameters the layout was made with.
    public let parameters: LayoutParameters
    /// The smallest gap between neighbouring items of a line.
    public let interitemSpacing: Double
    /// The gap between neighbouring lines of a section.
    public let lineSpacing: Double
    /// The space around each section's lines.
    public let sectionInsets: EdgeInsets
    /// How each line's items are placed across it.
    public let alignment: Alignment
    /// Where an item shorter than its line sits.
    public let verticalAlignment: VerticalAlignment
    /// The height of each section's header (0: none).
    public let headerHeight: Double
    /// The height of each section's footer (0: none).
    public let footerHeight: Double
    /// Whether each section gets a background (a decoration view).
    public let showsSectionBackground: Bool
    /// Whether the header of the section at the top of the visible rect
    /// stays there (`sectionHeadersPinToVisibleBounds`).
    public let pinsHeaders: Bool
    /// Whether the footer of the section at the bottom of the visible rect
    /// stays there (`sectionFootersPinToVisibleBounds`).
    public let pinsFooters: Bool

    /// The viewport of the last `prepare`.
    public internal(set) var viewport: Size = .zero
    /// `(W, the bottom of the last section)`: below its footer, or its
    /// bottom inset without one; from the last `prepare`.
    public internal(set) var contentSize: Size = .zero
    /// The number of items in all sections.
    public internal(set) var itemCount = 0

    /// Where everything is, from the last `prepare`.
    var geometry = FlowGeometry()
    /// The direction and the text measurer of the last `prepare`.
    var preparedDirection = LayoutDirection.leftToRight
    var preparedMeasurer: any TextMeasuring = EstimatedTextMeasurer()

    /// A flow layout configured by `parameters` (validated against `parameterSpecs`).
    public init(parameters: LayoutParameters) {
        self.parameters = parameters
        interitemSpacing = parameters.number(Key.interitemSpacing)
        lineSpacing = parameters.number(Key.lineSpacing)
        sectionInsets = parameters.insets(Key.sectionInsets)
        alignment = Alignment(rawValue: parameters.choice(Key.alignment)) ?? .leading
        verticalAlignment = VerticalAlignment(rawValue: parameters.choice(Key.verticalAlignment)) ?? .center
        headerHeight = parameters.number(Key.headerHeight)
        footerHeight = parameters.number(Key.footerHeight)
        showsSectionBackground = parameters.bool(Key.sectionBackground)
        pinsHeaders = parameters.bool(Key.pinHeaders)
        pinsFooters = parameters.bool(Key.pinFooters)
    }

    /// Vertical: the content scrolls up and down.
    public var scrollAxis: Axis { .vertical }

    /// The number of sections prepared.
    public var sectionCount: Int { geometry.sections.count }

    /// The number of lines in all sections.
    public var lineCount: Int { geometry.lineCount }

    /// The items of line `line`, as global item numbers.
    ///
    /// - Complexity: O(log n): a binary search over the segments.
    public func itemRange(ofLine line: Int) -> Range<Int> { geometry.itemRange(ofLine: line) }

    /// The section line `line` belongs to.
    ///
    /// - Complexity: O(log n).
    public func section(ofLine line: Int) -> Int { geometry.section(ofLine: line) }

    /// The box of line `line`: from its first item's minX to its last item's
    /// maxX, from its top to its top + the tallest item.
    ///
    /// - Complexity: O(log n).
    public func frame(ofLine line: Int) -> Rect { geometry.lineFrame(line) }

    /// Only a width change re-flows the lines; the height plays no part.
    ///
    /// - Complexity: O(1).
    public func shouldInvalidate(forBoundsChange newBounds: Rect, from oldBounds: Rect) -> Bool {
        newBounds.width != oldBounds.width
    }

    /// The size an item is laid out at: the data's size, else its text
    /// measured; negative or non-finite extents become 0 and the width is
    /// clamped to `lineWidth`.
    static func itemSize(_ metrics: ItemMetrics, measurer: any TextMeasuring, lineWidth: Double) -> Size {
        let raw = metrics.size ?? measurer.size(of: metrics.text ?? "")
        let w = raw.width.isFinite ? max(0, raw.width) : 0
        let h = raw.height.isFinite ? max(0, raw.height) : 0
        return Size(width: min(w, lineWidth), height: h)
    }
}
