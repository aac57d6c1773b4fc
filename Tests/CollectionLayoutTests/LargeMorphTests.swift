@testable import CollectionLayout
import Testing

/// A layout that counts the questions asked of the one it wraps.
final class CountingLayout: CollectionLayout {
    static let id = "counting"
    static let title = "Counting"
    static let parameterSpecs: [ParameterSpec] = []

    let base: any CollectionLayout
    /// Elements returned by rect queries, and single items asked for.
    var returned = 0, itemQuestions = 0

    init(_ base: any CollectionLayout) { self.base = base }
    init(parameters: LayoutParameters) { base = CardsLayout() }

    var parameters: LayoutParameters { base.parameters }
    func prepare(_ context: LayoutContext) { base.prepare(context) }
    var contentSize: Size { base.contentSize }
    var estimatedContentSize: Size { base.estimatedContentSize }
    var scrollAxis: Axis { base.scrollAxis }
    var wrapping: Wrapping? { base.wrapping }
    var isPaging: Bool { base.isPaging }
    var initialContentOffset: Point { base.initialContentOffset }

    func elements(in rect: Rect, offset: Point) -> [LayoutAttributes] {
        let found = base.elements(in: rect, offset: offset)
        returned += found.count
        return found
    }

    func attributesForItem(at indexPath: IndexPath, offset: Point) -> LayoutAttributes? {
        itemQuestions += 1
        return base.attributesForItem(at: indexPath, offset: offset)
    }

    func targetContentOffset(forProposed proposed: Point, velocity: Point, current: Point) -> Point {
        base.targetContentOffset(forProposed: proposed, velocity: velocity, current: current)
    }

    func currentIndex(at offset: Point) -> Int? { base.currentIndex(at: offset) }

    func contentOffset(focusing indexPath: IndexPath, from offset: Point) -> Point? {
        base.contentOffset(focusing: indexPath, from: offset)
    }
}

/// A morph costs what is in view, not what the data holds.
@Suite struct LargeMorphTests {
    static let viewport = Size(width: 800, height: 600)

    /// The questions a cards-to-waterfall morph asks at `n` items, its
    /// anchor the middle item.
    static func questions(items n: Int) throws -> (returned: Int, items: Int, elements: Int) {
        let data = Dataset(sections: [DatasetSection(items: (0..<n).map { _ in
            DatasetItem(size: Size(width: 200, height: 150), title: "Item")
        })])
        let context = data.context(viewport: viewport)
        let cards = CountingLayout(CardsLayout())
        cards.prepare(context)
        let waterfall = CountingLayout(WaterfallLayout())
        waterfall.prepare(context)
        let offset = try #require(cards.contentOffset(focusing: IndexPath(item: n / 2), from: .zero))
        let morph = LayoutMorph(from: cards, dataset: data, offset: offset, to: waterfall, dataset: data,
                                viewport: viewport)
        #expect(morph.anchor == n / 2)
        let elements = morph.elements(at: 0.5).count
        return (cards.returned + waterfall.returned, cards.itemQuestions + waterfall.itemQuestions, elements)
    }

    @Test func aMillionItemsCostWhatAThousandDo() throws {
        let small = try Self.questions(items: 1000)
        let large = try Self.questions(items: 1_000_000)
        #expect(small.elements > 0)
        #expect(large == small, "\(large) questions at a million items, \(small) at a thousand")
    }
}
