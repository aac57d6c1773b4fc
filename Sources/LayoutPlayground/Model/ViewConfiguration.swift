import CollectionLayout
import CollectionRendering
import Foundation

/// Everything that defines one view of a layout: which layout, its
/// parameters, the data, the viewport and the content offset. The command
/// line and the app build their views from it.
struct ViewConfiguration {
    /// The largest `--items` accepted: enough for the million-item demos,
    /// small enough that a typo cannot exhaust memory.
    static let maximumItems = 10_000_000

    var layoutKind = LayoutKind.cards
    var assignments: [String] = []
    var datasetPath: String?
    /// Items given in full (a document's own), used when no path is given.
    var inlineDataset: Dataset?
    var itemCount: Int?
    var viewport = Size(width: 800, height: 600)
    var offset: Point?
    /// Which way horizontal layouts run.
    var layoutDirection = LayoutDirection.leftToRight
    /// Whether the carousel's type is turned into the custom type, as the
    /// app's Edit as Custom does (`--edit-as-custom`).
    var editsAsCustom = false
    /// Sideways offsets of the compositional layout's sections, in order
    /// (`--section-offset S=X`); a later one for the same section wins.
    var sectionOffsets: [(section: Int, x: Double)] = []
    /// A document's sideways offsets, by section: set before `sectionOffsets`
    /// and leniently, as the app keeps a shelf's offset — each brought into
    /// its section's range, none for a section that does not scroll sideways
    /// (the options given beside the document may have changed the layout).
    var keptSectionOffsets: [Int: Double] = [:]
    /// A document's picture behind the canvas (the app shows it; the command line does not).
    var reference: ReferencePicture?

    /// The refusal of `--edit-as-custom` for a layout other than the carousel.
    static func editAsCustomRefusal(_ layoutID: String) -> LayoutError {
        .invalidArgument(name: "--edit-as-custom", value: layoutID, reason: "applies to the carousel layout only")
    }

    /// `layout` (prepared for `context`) turned into the custom type as
    /// Edit as Custom does, prepared for the same context; `layout` itself
    /// when not asked.
    static func editedAsCustom(_ layout: any CollectionLayout, context: LayoutContext, when asked: Bool) throws(LayoutError) -> any CollectionLayout {
        guard asked else { return layout }
        guard let carousel = LayoutDescription.designed(layout) else { throw editAsCustomRefusal(type(of: layout).id) }
        let custom = CarouselLayout(parameters: carousel.editedAsCustom())
        custom.prepare(context)
        return custom
    }

    /// Sets each section's sideways offset on the prepared compositional
    /// `layout`, refusing with one line a section that does not exist or
    /// does not scroll sideways, an offset out of its range, or another layout.
    static func applySectionOffsets(_ offsets: [(section: Int, x: Double)], to layout: any CollectionLayout) throws(LayoutError) {
        guard !offsets.isEmpty else { return }
        guard let compositional = LayoutDescription.shelves(layout) else {
            throw .invalidArgument(name: "--section-offset", value: "\(offsets[0].section)=\(formatNumber(offsets[0].x))",
                                   reason: "applies to the compositional layout only")
        }
        for (s, x) in offsets {
            if let problem = compositional.sectionOffsetProblem(x, section: s) {
                throw .invalidArgument(name: "--section-offset", value: "\(s)=\(formatNumber(x))", reason: problem)
            }
            compositional.setSectionOffset(x, forSection: s)
        }
    }

    /// Sets the kept sideways offsets on the prepared `layout` (nothing on
    /// a layout other than the compositional one), each within its range.
    static func restoreSectionOffsets(_ offsets: [Int: Double], to layout: any CollectionLayout) {
        guard let compositional = LayoutDescription.shelves(layout) else { return }
        for (s, x) in offsets {
            guard let g = compositional.sidewaysGeometry(ofSection: s) else { continue }
            compositional.setSectionOffset(g.clamped(x), forSection: s)
        }
    }

    /// The configured layout, validated.
    func makeLayout() throws(LayoutError) -> any CollectionLayout {
        try layoutKind.make(assignments: assignments)
    }

    /// The dataset as stored: the given file (or folder of pictures), else
    /// the layout's bundled one, else generated items. Not repeated.
    func loadSourceDataset() throws -> Dataset {
        if let path = datasetPath { return try DatasetLoader.load(path: path) }
        if let inlineDataset { return inlineDataset }
        if let path = ResourceLocator.dataset(named: LayoutDescription.of(layoutKind).bundledDataset) {
            return try Dataset.load(path: path)
        }
        return .placeholder(count: 16)
    }

    /// The source dataset repeated cyclically to `itemCount` when given.
    func loadDataset() throws -> Dataset {
        Self.repeating(try loadSourceDataset(), toCount: itemCount)
    }

    /// `dataset` repeated cyclically to `count` items (generated items when
    /// it has none); `dataset` itself when `count` is nil.
    static func repeating(_ dataset: Dataset, toCount count: Int?) -> Dataset {
        guard let n = count else { return dataset }
        return dataset.itemCount == 0 ? .placeholder(count: n) : dataset.repeated(toCount: n)
    }

    /// Builds the layout and its data and prepares the layout for the viewport.
    /// `textMeasurer` sizes tags without a size: the renderer's fonts when
    /// drawing, the font-free estimate for numbers that must not depend on
    /// the machine's fonts.
    func makeView(textMeasurer: any TextMeasuring = EstimatedTextMeasurer()) throws -> PreparedView {
        var layout = try makeLayout()
        if editsAsCustom, LayoutDescription.designed(layout) == nil { throw Self.editAsCustomRefusal(layoutKind.id) }
        var dataset = try loadDataset()
        if !type(of: layout).usesSections { dataset = dataset.flattened() }
        let context = dataset.context(viewport: viewport, textMeasurer: textMeasurer, layoutDirection: layoutDirection)
        if let problem = layout.limitation(for: context) { throw problem }
        layout.prepare(context)
        layout = try Self.editedAsCustom(layout, context: context, when: editsAsCustom)
        Self.restoreSectionOffsets(keptSectionOffsets, to: layout)
        try Self.applySectionOffsets(sectionOffsets, to: layout)
        return PreparedView(layout: layout, layoutKind: layoutKind, dataset: dataset, viewport: viewport,
                            offset: offset ?? layout.initialContentOffset, layoutDirection: layoutDirection)
    }
}

/// A layout prepared for its data and viewport, at an offset.
struct PreparedView {
    let layout: any CollectionLayout
    /// Which layout `layout` is.
    let layoutKind: LayoutKind
    let dataset: Dataset
    let viewport: Size
    let offset: Point
    /// The direction the layout was prepared for (the exports mirror with it).
    var layoutDirection = LayoutDirection.leftToRight
    /// The springs layout's cells swinging, and the time on the field's clock
    /// (after a recorded gesture); nil at rest.
    var springs: (field: SpringField, time: Double)? = nil

    var visibleRect: Rect { Rect(origin: offset, size: viewport) }

    /// The look the renderer draws the layout in.
    var sceneStyle: SceneStyle { .layout(layoutKind) }

    /// The elements in the viewport at the offset, or (`all`) every element
    /// the layout places at that offset — hidden ones included — in a stable
    /// order.
    func elements(all: Bool) -> [LayoutAttributes] {
        if let springs, !springs.field.isAtRest {
            return swinging(springs.field, at: springs.time, all: all)
        }
        guard all else { return layout.elements(in: visibleRect, offset: offset).sorted(by: Self.order) }
        if type(of: layout).usesSections {
            let everything = Rect(x: -1e12, y: -1e12, width: 2e12, height: 2e12)
            return layout.elements(in: everything, offset: offset).sorted(by: Self.order)
        }
        return (0..<dataset.itemCount).compactMap { layout.attributesForItem(at: IndexPath(item: $0), offset: offset) }
    }

    /// The elements moved by their springs: those in the viewport after the
    /// move (or every one).
    private func swinging(_ field: SpringField, at time: Double, all: Bool) -> [LayoutAttributes] {
        let near = Rect(x: visibleRect.minX, y: visibleRect.minY - SpringField.margin, width: visibleRect.width,
                        height: visibleRect.height + 2 * SpringField.margin)
        let resting = all
            ? (0..<dataset.itemCount).compactMap { layout.attributesForItem(at: IndexPath(item: $0), offset: offset) }
            : layout.elements(in: near, offset: offset)
        let moved = field.apply(to: resting, at: time)
        return (all ? moved : moved.filter { $0.frame.intersects(visibleRect) }).sorted(by: Self.order)
    }

    /// Sections first, then cells before supplementary views, then items.
    static func order(_ a: LayoutAttributes, _ b: LayoutAttributes) -> Bool {
        if a.indexPath.section != b.indexPath.section { return a.indexPath.section < b.indexPath.section }
        let ca = ElementCategory.allCases.firstIndex(of: a.category)!
        let cb = ElementCategory.allCases.firstIndex(of: b.category)!
        if ca != cb { return ca < cb }
        return a.indexPath.item < b.indexPath.item
    }
}
