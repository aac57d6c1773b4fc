import CollectionLayout
import Testing

/// A newly chosen Time Machine comes to an item with a stack behind it.
struct CarouselDepthTests {
    private let viewport = Size(width: 800, height: 500)

    /// The cells drawn in the viewport (visible, not fully transparent).
    private func shown(_ layout: CarouselLayout, at item: Int) -> Int {
        let offset = layout.contentOffset(focusing: IndexPath(item: item), from: .zero) ?? .zero
        return layout.elements(in: Rect(origin: offset, size: viewport), offset: offset)
            .filter { $0.category == .cell && !$0.isHidden && $0.alpha > 0.01 }.count
    }

    @Test func theTimeMachineAtItemZeroShowsOneCardAndComesToASixDeepStack() throws {
        let machine = try prepared(CarouselLayout.self, ["type=timeMachine"], viewport: viewport, itemCount: 20)
        #expect(shown(machine, at: 0) == 1, "what iCarousel draws at the first item")
        let target = try #require(machine.itemShowingDepth(from: 0))
        #expect(target == 6)
        #expect(shown(machine, at: target) == 7, "the item and six behind it")
        #expect(machine.itemShowingDepth(from: 6) == nil)
        #expect(machine.itemShowingDepth(from: 15) == nil)
    }

    @Test func theInvertedTimeMachineComesBackFromTheLastItem() throws {
        let machine = try prepared(CarouselLayout.self, ["type=invertedTimeMachine"], viewport: viewport, itemCount: 20)
        #expect(machine.itemShowingDepth(from: 19) == 13)
        #expect(machine.itemShowingDepth(from: 0) == nil)
        #expect(shown(machine, at: 13) > shown(machine, at: 19))
    }

    @Test func smallWrappingAndOtherCarouselsStayWhereTheyAre() throws {
        let few = try prepared(CarouselLayout.self, ["type=timeMachine"], viewport: viewport, itemCount: 5)
        #expect(few.itemShowingDepth(from: 0) == 2, "half the data at most")
        let wrapping = try prepared(CarouselLayout.self, ["type=timeMachine", "wrap=true"], viewport: viewport, itemCount: 20)
        #expect(wrapping.itemShowingDepth(from: 0) == nil)
        for type in CarouselLayout.CarouselType.allCases where type != .timeMachine && type != .invertedTimeMachine {
            let other = try prepared(CarouselLayout.self, ["type=\(type.rawValue)"], viewport: viewport, itemCount: 20)
            #expect(other.itemShowingDepth(from: 0) == nil, "\(type)")
        }
    }
}

/// A custom carousel whose expressions give no number is refused, with the offset named.
struct CustomCarouselLimitationTests {
    private let context = LayoutContext(viewport: Size(width: 800, height: 500),
                                        sections: [Array(repeating: ItemMetrics(), count: 9)])

    @Test func aDivisionByZeroIsRefusedAtTheOffsetWhereItHappens() throws {
        let byOffset = try CarouselLayout(assignments: ["type=custom", "transform=translate(100 / offset, 0, 0)"])
        let problem = try #require(byOffset.limitation(for: context))
        #expect("\(problem)".contains("gives no number at offset 0"), "\(problem)")
        let alpha = try CarouselLayout(assignments: ["type=custom", "alpha=sqrt(offset - 1)"])
        #expect("\(try #require(alpha.limitation(for: context)))".contains("parameter 'alpha'"))
        let fine = try CarouselLayout(assignments: ["type=custom", "transform=translate(100 / (abs(offset) + 1), 0, 0)"])
        #expect(fine.limitation(for: context) == nil)
        #expect(try CarouselLayout(assignments: ["type=rotary"]).limitation(for: context) == nil)
    }
}
