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

/// A custom carousel's element whose transform or alpha gives no number
/// at its offset is hidden (SPEC: a NaN/∞ result hides that element); the
/// carousel itself is never refused, and says where items are hidden.
struct CustomCarouselHiddenOffsetsTests {
    private let viewport = Size(width: 800, height: 500)

    private func elements(_ assignments: [String]) throws -> [LayoutAttributes] {
        let layout = try prepared(CarouselLayout.self, ["type=custom"] + assignments, viewport: viewport, itemCount: 9)
        let offset = layout.contentOffset(focusing: IndexPath(item: 4), from: .zero) ?? .zero
        // Item by item: a rect query leaves out what has no frame to meet it.
        return (0..<9).compactMap { layout.attributesForItem(at: IndexPath(item: $0), offset: offset) }
    }

    @Test func anItemWithoutANumberIsHiddenAndTheOthersShow() throws {
        for assignment in ["transform=translate(sqrt(offset) * 100, 0, 0)", "alpha=0/0", "transform=translate(100 / offset, 0, 0)"] {
            let layout = try CarouselLayout(assignments: ["type=custom", assignment])
            let context = LayoutContext(viewport: viewport, sections: [Array(repeating: ItemMetrics(), count: 9)])
            #expect(layout.limitation(for: context) == nil, "\(assignment) is not refused")
            let shown = try elements([assignment])
            #expect(!shown.isEmpty)
            for e in shown where !(e.transform3D.isFinite && e.alpha.isFinite) {
                #expect(e.isHidden && e.alpha == 0, "\(assignment): item \(e.indexPath.item) hidden")
            }
        }
        // sqrt(offset) gives no number left of the centre only.
        let sqrt = try elements(["transform=translate(sqrt(offset) * 100, 0, 0)"])
        #expect(sqrt.contains { !$0.isHidden }, "the items right of the centre show")
        #expect(sqrt.contains { $0.isHidden }, "those left of it are hidden")
    }

    /// A rotation about an axis that is no number is no number (the item is
    /// hidden), not silently the identity; a zero axis stays the identity.
    @Test func aRotationAboutAnAxisOfNoNumberHidesTheItem() throws {
        #expect(!Transform3D(rotationAngle: 0.5, x: 0.3, y: 0.8, z: .nan).isFinite)
        #expect(!Transform3D(rotationAngle: 0.5, x: .infinity, y: 0, z: 0).isFinite)
        #expect(Transform3D(rotationAngle: 0.5, x: 0, y: 0, z: 0) == .identity)
        let asin = try elements(["transform=rotate(offset, 0.3, 0.8, asin(height))"])
        #expect(!asin.isEmpty && asin.allSatisfy(\.isHidden), "height > 1: asin gives no number for every item")
    }

    @Test func whereItemsAreHiddenIsNamed() throws {
        let layout = try CarouselLayout(assignments: ["type=custom", "alpha=sqrt(offset - 1)"])
        let hidden = try #require(layout.hiddenOffsets(itemCount: 9, viewport: viewport, layoutDirection: .leftToRight))
        #expect(hidden.key == "alpha")
        #expect(hidden.offsets.first == -3 && hidden.offsets.last == 0.75, "\(hidden.offsets)")
        #expect(hidden.description.hasPrefix("Items are hidden at offsets -3, -2.75, -2.5, …"), "\(hidden)")
        let fine = try CarouselLayout(assignments: ["type=custom", "transform=translate(100 / (abs(offset) + 1), 0, 0)"])
        #expect(fine.hiddenOffsets(itemCount: 9, viewport: viewport, layoutDirection: .leftToRight) == nil)
        #expect(try CarouselLayout(assignments: ["type=rotary"]).hiddenOffsets(itemCount: 9, viewport: viewport,
                                                                              layoutDirection: .leftToRight) == nil)
    }
}
